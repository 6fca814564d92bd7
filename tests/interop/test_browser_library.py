"""The public browser client library (npm `eyeson`, pinned in package.json) joins engine meetings in
headless Chromium, unchanged, against a `meetdesk join` peer: both must receive the other's media.

Prerequisites (the browser tests skip without them):
    apt-get install -y chromium          # plus nodejs npm where node >= 18 is missing
    cd tests/interop && npm ci           # eyeson + playwright-core; never `npx playwright install`
Console logs of each browser run land in tests/interop/logs/<scenario>.log.
"""
from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
from pathlib import Path

import pytest
from browser_processes import SUMMARY, Bot, run as _run

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LOG_DIR = HERE / "logs"


def _missing() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed (apt-get install -y nodejs npm)"
    if not Path(CHROMIUM).exists():
        return f"Chromium not found at {CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)"
    for package in ("eyeson", "playwright-core"):
        if not (HERE / "node_modules" / package / "package.json").exists():
            return f"npm package {package} missing (cd tests/interop && npm ci)"
    return None


needs_browser = pytest.mark.skipif(_missing() is not None, reason=_missing() or "")
pytestmark = pytest.mark.timeout(120)


async def _browser(api: str, name: str, *extra: str) -> tuple[int, str, str, Path]:
    LOG_DIR.mkdir(exist_ok=True)
    log = LOG_DIR / f"{name}.log"
    code, out, err = await _run("node", str(HERE / "browser_join.mjs"), "--api", api, "--seconds", "40",
                                "--log", str(log), *extra, timeout=90, cwd=HERE)
    return code, out, err, log


def _result(out: str) -> dict:
    line = next((ln for ln in out.splitlines() if ln.startswith("result ")), None)
    assert line is not None, f"no result line; stdout: {out}"
    return json.loads(line[len("result "):])


def _events(out: str) -> list[dict]:
    return [json.loads(ln[len("event "):]) for ln in out.splitlines() if ln.startswith("event ")]


def _check(code: int, out: str, err: str, log: Path, bot: tuple[int, str, str]) -> None:
    result = _result(out)
    hint = f"browser stderr: {err}\nconsole log: {log}\nresult: {result}"
    assert code == 0 and result["ok"], hint
    events = _events(out)
    statuses = result["connection_statuses"]
    assert "ready" in statuses and "access_denied" not in statuses, hint
    accept = next(e for e in events if e["type"] == "accept")
    assert accept["remoteStream"].startswith("[MediaStream"), accept
    assert any(e["type"] == "podium" for e in events), hint
    state = result["state"]
    assert state["videoWidth"] > 0 and state["inbound"]["video"]["framesDecoded"] > 0, state
    assert state["outbound"]["video"]["framesEncoded"] > 0 and state["outbound"]["audio"]["packets"] > 0, state
    assert state["inbound"]["audio"]["packets"] > 0, state

    # the library's send_chat (REST) comes back once (not also over sepp) as a chat event from the browser's own user
    assert [c["content"] for c in result["chats"]] == ["hello from the browser"], result["chats"]
    assert result["chats"][0]["user"], result["chats"]

    bot_code, bot_out, bot_err = bot
    assert bot_code == 0, bot_err
    video, audio = (int(n) for n in SUMMARY.search(bot_out).groups())
    assert video > 0 and audio > 0, bot_out  # the bot received the browser's camera and microphone


PONGS: list[float] = []  # engine-side pong times of the browser's call leg


async def _watch_pongs(meeting, client_id: str) -> None:
    """Record when the engine's call leg of ``client_id`` got a data channel pong from the library."""
    while True:
        leg = getattr(meeting.media, "legs", {}).get(client_id)
        if leg is not None and leg.last_pong is not None and leg.last_pong not in PONGS:
            PONGS.append(leg.last_pong)
        await asyncio.sleep(0.2)


@needs_browser
async def test_library_joins_with_access_key(engine, api):
    room = (await api.post("/rooms", json={"name": "Browser interop", "user": {"name": "Browser"}})).json()
    bot = Bot(room["links"]["guest_join"])
    meeting = engine.meetings.by_room(room["room"]["id"])
    pongs = asyncio.ensure_future(_watch_pongs(meeting, room["signaling"]["options"]["client_id"]))
    code, out, err, log = await _browser(engine.base_url, "access_key", "--access-key", room["access_key"],
                                         "--toggle-video", "--end-meeting")
    pongs.cancel()
    bot_result = await bot.stop()
    _check(code, out, err, log, bot_result)
    # request_stfu went out on RoomChannel; terminate_meeting ended the call with term_code 200
    assert "event rt stfu" in bot_result[1], bot_result[1]
    assert {"type": "exit", "reason": "bye"} in _events(out), out
    assert engine.meetings.by_room(room["room"]["id"]) is None
    # the library answers the engine's data channel ping only when the text is exactly '{"type":"ping"}'
    assert PONGS, "the library never answered the engine's data channel ping"


@needs_browser
async def test_library_guest_flow(engine, api):
    room = (await api.post("/rooms", json={"name": "Browser guest", "user": {"name": "Host"}})).json()
    bot = Bot(room["links"]["guest_join"])
    code, out, err, log = await _browser(engine.base_url, "guest", "--guest-token", room["room"]["guest_token"],
                                         "--name", "Browser guest")
    assert any(e["type"] == "guest_user" for e in _events(out)), out
    _check(code, out, err, log, await bot.stop())


@needs_browser
async def test_library_permalink_host(engine, api):
    reply = (await api.post("/permalink", json={"name": "Browser permalink", "user": {"name": "Perma host"}})).json()
    bot = Bot(reply["links"]["guest_join"])  # waits until the browser (host) has started the meeting
    code, out, err, log = await _browser(engine.base_url, "permalink", "--permalink-token",
                                         reply["permalink"]["user_token"])
    assert any(e["type"] == "permalink_ready" for e in _events(out)), out
    _check(code, out, err, log, await bot.stop())


@needs_browser
async def test_library_resumes_after_the_signaling_socket_drops(engine, api, sepp_sockets):
    """The engine drops the library's sepp socket mid-call: the library re-fetches the room, reconnects with
    call_resume and the call goes on
    (docs/engine-api.md "The signaling socket")."""
    room = (await api.post("/rooms", json={"name": "Browser resume", "user": {"name": "Browser"}})).json()
    client_id = room["signaling"]["options"]["client_id"]
    bot = Bot(room["links"]["guest_join"])
    LOG_DIR.mkdir(exist_ok=True)
    log = LOG_DIR / "resume.log"
    proc = await asyncio.create_subprocess_exec(
        "node", str(HERE / "browser_join.mjs"), "--api", engine.base_url, "--access-key", room["access_key"],
        "--seconds", "40", "--log", str(log), "--expect-resume", cwd=HERE,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    lines: list[str] = []
    dropped = False
    async with asyncio.timeout(90):
        while line := (await proc.stdout.readline()).decode():
            lines.append(line.rstrip("\n"))
            if line.strip() == "playing" and not dropped:
                await sepp_sockets[client_id].close(1012, "test: signaling socket dropped")
                dropped = True
        err = (await proc.stderr.read()).decode()
        code = await proc.wait()
    out = "\n".join(lines)
    assert dropped, out
    result = _result(out)
    assert result["resumed"], f"no call_resumed; console log: {log}"
    _check(code, out, err, log, await bot.stop())


async def test_tokens_survive_the_library_token_filter(api):
    r"""The library strips non-word characters from every token it is given (ComApi constructor:
    token.replace(/\W+/g, '')): access keys, guest tokens and permalink user tokens must not contain any."""
    tokens = []
    for _ in range(8):
        room = (await api.post("/rooms", json={"user": {"name": "Host"}})).json()
        tokens += [room["access_key"], room["room"]["guest_token"]]
        for n in range(4):
            guest = (await api.post(f"/guests/{room['room']['guest_token']}", json={"name": f"G{n}"})).json()
            tokens.append(guest["access_key"])
    for _ in range(4):
        reply = (await api.post("/permalink", json={"user": {"name": "Host"}})).json()
        tokens += [reply["permalink"]["user_token"], reply["permalink"]["guest_token"]]
    bad = [t for t in tokens if not re.fullmatch(r"[A-Za-z0-9]{20,}", t)]
    assert not bad, bad


@needs_browser
async def test_library_follows_the_switch_to_the_composed_picture(engine, api):
    """The browser library in a two-party call; a third participant joins: the engine renegotiates with a server
    sdp_update offer, the library answers it, and plays the composed 1280x960 picture."""
    room = (await api.post("/rooms", json={"name": "Composed", "user": {"name": "Browser"}})).json()
    first = Bot(room["links"]["guest_join"], "First")
    meeting = engine.meetings.by_room(room["room"]["id"])

    async def third_later() -> Bot:
        while not (meeting.media.legs and len(meeting.media.legs) >= 2):
            await asyncio.sleep(0.2)
        await asyncio.sleep(3.0)  # the browser plays the first bot's stream in peer mode first
        return Bot(room["links"]["guest_join"], "Third")

    third = asyncio.ensure_future(third_later())
    code, out, err, log = await _browser(engine.base_url, "composed", "--access-key", room["access_key"],
                                         "--expect-width", "1280")
    bots = [first, await third]
    results = [await bot.stop() for bot in bots]
    result = _result(out)
    assert code == 0 and result["ok"], f"{err}\n{log}\n{result}"
    assert result["state"]["videoWidth"] == 1280 and result["state"]["videoHeight"] == 960, result["state"]
    assert meeting.media.mcu is not None or meeting.shutdown
    for bot_code, bot_out, bot_err in results:
        assert bot_code == 0, bot_err
