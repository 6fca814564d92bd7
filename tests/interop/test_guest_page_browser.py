"""The engine's own guest page (resources/web, served at the app links) in headless Chromium with fake media,
against a real engine and a `meetdesk join` participant on the other side: the browser guest sees moving video
and hears audio, the desktop participant receives the browser's frames, chat goes both ways, mute, camera and
leave work from their buttons, and a permalink guest waits for the host and then enters by itself.

Same prerequisites as test_browser_library.py (Chromium, node, `npm ci` in tests/interop for playwright-core);
the console log of each run lands in tests/interop/logs/guest_page_<scenario>.log.
"""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import time
from pathlib import Path

import pytest
from browser_processes import SUMMARY, Bot

from meetdesk.api.links import parse_link

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LOG_DIR = HERE / "logs"
SCREENSHOT = os.environ.get("MEETDESK_GUEST_SCREENSHOT")  # where to save the page in the meeting, when set


def _missing() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed (apt-get install -y nodejs npm)"
    if not Path(CHROMIUM).exists():
        return f"Chromium not found at {CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)"
    if not (HERE / "node_modules" / "playwright-core" / "package.json").exists():
        return "npm package playwright-core missing (cd tests/interop && npm ci)"
    return None


pytestmark = [pytest.mark.skipif(_missing() is not None, reason=_missing() or ""), pytest.mark.timeout(150)]


class GuestBrowser:
    """guest_page.mjs in a process, its stdout read line by line (phase changes, in-meeting, result)."""

    def __init__(self, url: str, scenario: str, *extra: str) -> None:
        LOG_DIR.mkdir(exist_ok=True)
        self.log = LOG_DIR / f"guest_page_{scenario}.log"
        self.argv = ["node", str(HERE / "guest_page.mjs"), "--url", url, "--seconds", "60", "--log", str(self.log),
                     *extra]
        self.lines: list[str] = []
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(*self.argv, cwd=HERE, stdout=asyncio.subprocess.PIPE,
                                                         stderr=asyncio.subprocess.PIPE)

    async def wait_line(self, wanted: str, timeout: float = 60) -> None:
        """Read stdout until the line ``wanted`` (AssertionError when the process ends first)."""
        async with asyncio.timeout(timeout):
            while line := (await self.proc.stdout.readline()).decode():
                self.lines.append(line.rstrip("\n"))
                if line.strip() == wanted:
                    return
        raise AssertionError(f"no {wanted!r} line; stdout: {self.lines}; log: {self.log}")

    async def finish(self, timeout: float = 90) -> tuple[int, dict, str]:
        async with asyncio.timeout(timeout):
            rest, err = await self.proc.communicate()
        self.lines.extend(rest.decode().splitlines())
        line = next((ln for ln in self.lines if ln.startswith("result ")), None)
        assert line is not None, f"no result line; stdout: {self.lines}; stderr: {err.decode()}; log: {self.log}"
        return self.proc.returncode, json.loads(line[len("result "):]), err.decode()


async def _pongs(meeting, client_id: str, seen: list) -> None:
    """Record the engine-side data channel pongs of the browser's call leg."""
    while True:
        leg = getattr(meeting.media, "legs", {}).get(client_id)
        if leg is not None and leg.last_pong is not None and leg.last_pong not in seen:
            seen.append(leg.last_pong)
        await asyncio.sleep(0.2)


def _check_bot(bot: tuple[int, str, str], browser_chat: str | None) -> None:
    code, out, err = bot
    assert code == 0, err
    video, audio = (int(n) for n in SUMMARY.search(out).groups())
    assert video > 30 and audio > 0, out  # the desktop participant received the browser's camera and microphone
    if browser_chat is not None:
        assert any(line.startswith("event rt chat") and browser_chat in line for line in out.splitlines()), out


async def test_guest_joins_from_the_browser(engine, api):
    room = (await api.post("/rooms", json={"name": "Browser guests welcome", "user": {"name": "Desk host"}})).json()
    bot = Bot(room["links"]["gui"], name="Desk host", seconds=90)  # the desktop side: {base}/?<access_key>
    extra = ["--name", "Grace Guest", "--chat", "hello from the browser", "--expect-chat", "hello from the desk",
             "--expect-title", "Join “Browser guests welcome”"]
    if SCREENSHOT:
        extra += ["--screenshot", SCREENSHOT]
    browser = GuestBrowser(room["links"]["guest_join"], "guest", *extra)  # {base}/?guest=<token>
    await browser.start()
    await browser.wait_line("in-meeting")
    meeting = engine.meetings.by_room(room["room"]["id"])
    guest = next(p for p in meeting.participants.values() if p.guest)
    assert guest.name == "Grace Guest"
    seen: list = []
    watch = asyncio.ensure_future(_pongs(meeting, guest.client_id, seen))
    await browser.wait_line("playing")
    # the desktop participant writes; the page shows it under the host's name
    reply = await api.post(f"/rooms/{room['access_key']}/messages", json={"type": "chat", "content": "hello from the desk"})
    assert reply.status_code == 201, reply.text
    code, result, err = await browser.finish()
    watch.cancel()
    bot_result = await bot.stop()
    hint = f"checks: {result['checks']}\nerrors: {result['errors']}\nstderr: {err}\nlog: {browser.log}"
    assert code == 0 and result["ok"], hint
    playing = result["playing"]  # remote video frames painted, its clock running, and not a black picture
    assert playing["remoteFrames"] > 30 and playing["bright"] > 0.05 and playing["videoWidth"] > 0, playing
    state = result["state"]
    assert {"from": "Desk host", "content": "hello from the desk"} in state["chats"], state["chats"]
    assert state["pongs"] > 0 and seen, "the page never answered the engine's data channel ping"
    assert state["ended"]["code"] == 200 and state["phase"] == "ended"
    # the page first asked the system to open the link in MeetDesk: the meetdesk:// form `meetdesk LINK` takes
    app_link = parse_link(result["app_links"][0])
    assert (app_link.kind, app_link.token, app_link.api_url) == ("guest", room["room"]["guest_token"], engine.base_url)
    _check_bot(bot_result, "hello from the browser")
    # leaving ended the browser's call (call_terminate): the meeting has only the desktop participant's call
    assert guest.client_id not in meeting.media.legs


async def test_permalink_guest_waits_for_the_host(engine, api):
    reply = (await api.post("/permalink", json={"name": "Weekly", "user": {"name": "Perma host"}})).json()
    # the name typed and Enter pressed, as a person does (the other tests click Join)
    browser = GuestBrowser(reply["links"]["guest_join"], "permalink", "--join-by", "enter")  # {base}/permalink?guest=<token>
    await browser.start()
    await browser.wait_line("phase waiting")  # nobody has started the meeting: the page waits, with a message
    bot = Bot(reply["links"]["gui"], name="Perma host", seconds=90)  # the host starts it: {base}/permalink?<token>
    await browser.wait_line("in-meeting")
    code, result, err = await browser.finish()
    bot_result = await bot.stop()
    assert code == 0 and result["ok"], f"checks: {result['checks']}\nerrors: {result['errors']}\nlog: {browser.log}"
    assert result["state"]["waited"] is True
    assert result["state"]["waitingText"].startswith("Perma host has not started the meeting yet.")
    assert parse_link(result["app_links"][0]).kind == "permalink_guest"
    _check_bot(bot_result, None)


async def test_a_replaced_permalink_guest_link_says_so(engine, api):
    """The host made a new guest link (POST /permalink/<id>/guest_token): the old one's page says it was replaced."""
    reply = (await api.post("/permalink", json={"name": "Weekly", "user": {"name": "Perma host"}})).json()
    assert (await api.post(f"/permalink/{reply['permalink']['id']}/guest_token")).status_code == 201
    browser = GuestBrowser(reply["links"]["guest_join"], "replaced", "--expect-lobby-error")
    await browser.start()
    await browser.wait_line("lobby-error This meeting link was replaced by a new one. Ask the host for the new link.")
    code, result, err = await browser.finish()
    assert code == 0 and result["ok"], f"checks: {result['checks']}\nerrors: {result['errors']}\nlog: {browser.log}"


async def test_the_page_resumes_its_call_after_the_signaling_socket_drops(engine, api, sepp_sockets):
    """The engine drops the page's sepp socket mid-call: the page re-fetches the meeting (a fresh auth token),
    reconnects with call_resume on the same peer connection, and the video goes on."""
    room = (await api.post("/rooms", json={"name": "Resume", "user": {"name": "Desk host"}})).json()
    bot = Bot(room["links"]["gui"], name="Desk host", seconds=90)
    browser = GuestBrowser(room["links"]["guest_join"], "resume", "--expect-resume")
    await browser.start()
    await browser.wait_line("playing")
    meeting = engine.meetings.by_room(room["room"]["id"])
    guest = next(p for p in meeting.participants.values() if p.guest)
    dropped = sepp_sockets[guest.client_id]
    await dropped.close(1012, "test: signaling socket dropped")
    code, result, err = await browser.finish()
    bot_result = await bot.stop()
    assert code == 0 and result["ok"], f"checks: {result['checks']}\nerrors: {result['errors']}\nlog: {browser.log}"
    assert result["checks"]["resumed"] and result["state"]["resumes"] == 1
    assert sepp_sockets[guest.client_id] is not dropped  # a new socket carried call_resume
    _check_bot(bot_result, None)


async def test_a_permalink_host_link_starts_the_meeting_from_the_browser(engine, api):
    """The host link ({base}/permalink?<user_token>) in the browser: no name asked, POST /permalink/<token> starts
    the meeting, and a `meetdesk join` permalink guest waiting for it gets in."""
    reply = (await api.post("/permalink", json={"name": "Standup", "user": {"name": "Web host"}})).json()
    bot = Bot(reply["links"]["guest_join"], name="Desk guest", seconds=90)  # waits for a host
    browser = GuestBrowser(reply["links"]["gui"], "permalink_host")
    await browser.start()
    code, result, err = await browser.finish()
    bot_result = await bot.stop()
    assert code == 0 and result["ok"], f"checks: {result['checks']}\nerrors: {result['errors']}\nlog: {browser.log}"
    assert {"Web host (you)", "Desk guest"} <= set(result["state"]["people"]), result["state"]["people"]
    assert parse_link(result["app_links"][0]).kind == "permalink_host"
    _check_bot(bot_result, None)
    assert "waiting for a host to start the meeting" in bot_result[1]


async def test_the_browser_guest_sees_captions(engine, api):
    """The host turns captions on: the page says so, and a caption line (through the engine's own captions object,
    the path the recognizer's results take) shows at the bottom of its stage as plain text."""
    from meetdesk.engine.media.captions import Caption

    room = (await api.post("/rooms", json={"name": "Captioned", "user": {"name": "Desk host"}})).json()
    bot = Bot(room["links"]["gui"], name="Desk host", seconds=90)
    said = "Hello <b>browser</b> guest <img src=x>"
    extra = ["--name", "Grace Guest", "--expect-caption", said]
    if SCREENSHOT:
        extra += ["--screenshot", SCREENSHOT]
    browser = GuestBrowser(room["links"]["guest_join"], "captions", *extra)
    await browser.start()
    await browser.wait_line("ready-for-captions", timeout=90)
    meeting = engine.meetings.by_room(room["room"]["id"])
    host = next(p for p in meeting.participants.values() if not p.guest)
    reply = await api.post(f"/rooms/{room['access_key']}/captions", data={"enabled": "true"})
    assert reply.status_code == 200 and reply.json() == {"enabled": True}, reply.text
    now = time.time()
    engine.captions.captioner(meeting).on_caption(Caption(host.client_id, host.user_id, host.name, said, now - 2, now))
    code, result, err = await browser.finish()
    await bot.stop()
    hint = f"checks: {result['checks']}\nerrors: {result['errors']}\nstderr: {err}\nlog: {browser.log}"
    assert code == 0 and result["ok"], hint
    checks = result["checks"]
    assert checks["captions_notice"] and checks["caption_shown"] and checks["caption_plain"], hint
    assert {"name": "Desk host", "text": said} in result["state"]["captions"]
