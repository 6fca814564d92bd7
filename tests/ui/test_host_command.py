"""`meetdesk host [--name NAME]`, run as a real process (offscreen): it opens the app, hosts a meeting as the
"Host a meeting" button does and prints `invite <guest link>`; a `meetdesk join` guest joins through that link
and receives the host's media. The desktop entry offers it as its "Host a meeting" action."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

from meetdesk.ui.desktop_integration import desktop_entry

from test_hosting_network import free_port

APP = str(Path(__file__).resolve().parents[2] / "app")
CMD = [sys.executable, "-m", "meetdesk.cli"]
SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+)", re.M)


def test_meetdesk_host_prints_the_invite_and_a_guest_joins_through_it(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    port = free_port()
    (config / "settings.json").write_text(json.dumps({"host_port": port}))
    env = dict(os.environ, PYTHONPATH=APP, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(config),
               MEETDESK_DATA_DIR=str(tmp_path / "data"), MEETDESK_INSTANCE_NAME=f"meetdesk-host-{tmp_path.name}")
    host = subprocess.Popen([*CMD, "host", "--name", "Hana Host"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    stderr: list[str] = []
    threading.Thread(target=lambda: stderr.extend(host.stderr), daemon=True).start()
    try:
        lines: list[str] = []
        timer = threading.Timer(90, host.kill)   # a hung start fails the test instead of blocking it
        timer.start()
        for line in host.stdout:
            lines.append(line)
            if line.startswith("invite "):
                break
        timer.cancel()
        invite = [line for line in lines if line.startswith("invite ")]
        assert invite, "".join(lines) + "".join(stderr)
        link = invite[0].split(None, 1)[1].strip()
        assert "?guest=" in link and f":{port}/" in link

        guest = subprocess.run([*CMD, "join", link, "--name", "Gus Guest", "--seconds", "3"], env=env,
                               capture_output=True, text=True, timeout=120)
        assert guest.returncode == 0, guest.stderr
        video, audio = map(int, SUMMARY.search(guest.stdout).groups())
        assert video > 0 and audio > 0, guest.stdout
        assert json.loads((config / "settings.json").read_text())["display_name"] == "Hana Host"

        # the desktop action again while the app hosts: the running app answers with its meeting's invite
        again = subprocess.run([*CMD, "host"], env=env, capture_output=True, text=True, timeout=60)
        assert again.returncode == 0, again.stderr
        assert again.stdout.strip() == f"invite {link}", again.stdout
    finally:
        host.send_signal(signal.SIGTERM)
        assert host.wait(timeout=40) == 0, "".join(stderr)


def test_the_desktop_entry_has_a_host_a_meeting_action():
    entry = desktop_entry(["/opt/meetdesk/meetdesk"])
    assert "Actions=host;" in entry
    action = entry.split("[Desktop Action host]", 1)[1]
    assert "Name=Host a meeting" in action and "Exec=/opt/meetdesk/meetdesk host" in action
    assert "Exec=/opt/meetdesk/meetdesk %u" in entry.split("[Desktop Action host]", 1)[0]


def test_meetdesk_host_handed_to_the_running_app_prints_the_invite_of_the_meeting_it_starts(tmp_path):
    """The app is open (no meeting); the desktop's "Host a meeting" action launches `meetdesk host`, which hands
    the request to the running app and prints the invite once the app's meeting is up."""
    config = tmp_path / "config"
    config.mkdir()
    port = free_port()
    (config / "settings.json").write_text(json.dumps({"host_port": port, "display_name": "Hana Host"}))
    env = dict(os.environ, PYTHONPATH=APP, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(config),
               MEETDESK_DATA_DIR=str(tmp_path / "data"), MEETDESK_INSTANCE_NAME=f"meetdesk-run-{tmp_path.name}")
    app = subprocess.Popen(CMD, env=dict(env, MEETDESK_TRACE_FIRST_FRAME="1"), stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
    try:
        timer = threading.Timer(60, app.kill)
        timer.start()
        for line in app.stdout:   # the running app's startup trace: its window is up
            if line.startswith("main_window_shown"):
                break
        timer.cancel()
        assert line.startswith("main_window_shown"), line
        handed = subprocess.run([*CMD, "host"], env=env, capture_output=True, text=True, timeout=150)
        assert handed.returncode == 0, handed.stderr
        assert handed.stdout.startswith("invite ") and f":{port}/" in handed.stdout, handed.stdout
        assert "?guest=" in handed.stdout
    finally:
        app.send_signal(signal.SIGTERM)
        assert app.wait(timeout=40) == 0


def test_windows_and_macos_offer_host_a_meeting_too():
    iss = (Path(APP).parent / "packaging" / "windows" / "meetdesk.iss").read_text(encoding="utf-8")
    shortcut = [line for line in iss.splitlines() if "Host a MeetDesk meeting" in line and not line.startswith(";")]
    assert shortcut and 'Parameters: "host"' in shortcut[0]


async def test_the_dock_menu_hosts_a_meeting(tmp_path, wait):
    from meetdesk.ui.launch import host_menu
    from ui_headless import running_desk

    async with running_desk(tmp_path / "data") as desk:
        menu = host_menu(desk)
        assert [a.text() for a in menu.actions()] == ["Host a meeting"]
        menu.actions()[0].trigger()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="the dock menu's meeting is up")
        assert not desk.meeting.is_guest


def _invite_of(process: subprocess.Popen, stderr: list[str]) -> str:
    lines: list[str] = []
    timer = threading.Timer(90, process.kill)   # a hung start fails the test instead of blocking it
    timer.start()
    for line in process.stdout:
        lines.append(line)
        if line.startswith("invite "):
            break
    timer.cancel()
    invite = [line for line in lines if line.startswith("invite ")]
    assert invite, "".join(lines) + "".join(stderr)
    return invite[0].split(None, 1)[1].strip()


def _until_engine_answers(link: str, data: Path, config: Path) -> None:
    """The restarted app's engine (started in the background once its window painted, after the engine of the
    app before has let go of the data directory) answers the invite."""
    import asyncio
    import time

    from meetdesk.client import MeetingNotStarted, ServiceUnreachable, join_from_link

    async def probe() -> None:
        deadline = time.monotonic() + 120
        while True:
            try:
                client, _ = await join_from_link(link, "Probe")
                await client.aclose()
                raise AssertionError("the meeting runs before the host started it")
            except MeetingNotStarted:
                return
            except ServiceUnreachable as exc:
                if time.monotonic() > deadline:   # say where the engine is, if anywhere
                    log = data / "logs" / "engine.log"
                    tail = log.read_text(errors="replace")[-3000:] if log.exists() else "no engine log"
                    raise AssertionError(f"{exc}; settings: {(config / 'settings.json').read_text()}; {tail}")
                await asyncio.sleep(0.3)
    asyncio.run(probe())


def test_meetdesk_host_prints_the_same_invite_after_a_restart_and_a_guest_waiting_on_it_gets_in(tmp_path):
    """`meetdesk host` prints an invite; the app quits and starts again; a `meetdesk join` guest opening that
    invite waits ("Hana Host has not started the meeting yet"); `meetdesk host` handed to the running app prints
    the same invite, and the guest gets in with media."""
    config = tmp_path / "config"
    config.mkdir()
    port = free_port()
    (config / "settings.json").write_text(json.dumps({"host_port": port}))
    env = dict(os.environ, PYTHONPATH=APP, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(config),
               MEETDESK_DATA_DIR=str(tmp_path / "data"), MEETDESK_INSTANCE_NAME=f"meetdesk-again-{tmp_path.name}")
    stderr: list[str] = []
    first = subprocess.Popen([*CMD, "host", "--name", "Hana Host"], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    threading.Thread(target=lambda: stderr.extend(first.stderr), daemon=True).start()
    try:
        invite = _invite_of(first, stderr)
        assert "/permalink?guest=" in invite and f":{port}/" in invite
    finally:
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=40) == 0, "".join(stderr)

    app = subprocess.Popen(CMD, env=dict(env, MEETDESK_TRACE_FIRST_FRAME="1"), stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
    guest = None
    try:
        _until_engine_answers(invite, tmp_path / "data", config)
        guest = subprocess.Popen([*CMD, "join", invite, "--name", "Gus Guest", "--seconds", "3"], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        said: list[str] = []
        timer = threading.Timer(60, guest.kill)
        timer.start()
        for line in guest.stdout:   # the guest waits, and says whom for
            said.append(line)
            if "has not started" in line:
                break
        timer.cancel()
        assert said[:2] == ["waiting for a host to start the meeting\n",
                            "Hana Host has not started the meeting yet\n"], said
        handed = subprocess.run([*CMD, "host"], env=env, capture_output=True, text=True, timeout=150)
        assert handed.returncode == 0, handed.stderr
        assert handed.stdout.strip() == f"invite {invite}"
        out, err = guest.communicate(timeout=120)
        assert guest.returncode == 0, err
        video, audio = map(int, SUMMARY.search(out).groups())
        assert video > 0 and audio > 0, out
    finally:
        if guest is not None and guest.poll() is None:
            guest.kill()
        app.send_signal(signal.SIGTERM)
        assert app.wait(timeout=40) == 0
