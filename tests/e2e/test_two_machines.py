"""Two machines on a LAN, as two network namespaces on one switch (tests/netns.py: 10.77.0.1/24 and 10.77.0.2/24,
each with a default route, as a LAN gives it). In namespace A the app's hosting layer (ui/hosting.py)
hosts with "People on my network", and a `meetdesk join` host sits in the meeting; in namespace B a
`meetdesk join` guest opens the invite link. The link must carry A's LAN address, the engine must listen on it
(HTTPS with its own certificate, whose fingerprint the link carries) and its ICE answers must carry it too: media
flows both ways between the two "machines". Needs root and `ip`
(CI runs as root); the namespaces are removed at the end."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import netns
from netns import in_ns
from waiting import until_sync

APP = str(Path(__file__).resolve().parents[2] / "app")
SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+)", re.M)

pytestmark = netns.needs_netns

HOST_SCRIPT = """
import asyncio, signal, sys
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import NETWORK, EmbeddedEngine

async def main():
    engine = EmbeddedEngine(sys.argv[1], reach=NETWORK, port=8765)
    endpoint = await engine.start()
    async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
        meeting = await client.start_room("Hana", name="Two machines")
    print("reach", endpoint.reach, flush=True)
    print("host", meeting.links.gui, flush=True)
    print("invite", meeting.links.guest_join, flush=True)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await stop.wait()
    await engine.stop()

asyncio.run(main())
"""


@pytest.fixture
def two_machines():
    with netns.lan(2, "10.77.0") as (a, b):
        yield a.ns, b.ns


def test_a_guest_on_another_machine_joins_and_media_flows_both_ways(two_machines, tmp_path):
    a, b = two_machines
    env = dict(os.environ, PYTHONPATH=APP)
    host = subprocess.Popen(in_ns(a, sys.executable, "-c", HOST_SCRIPT, str(tmp_path / "data")), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = dict(host.stdout.readline().split(None, 1) for _ in range(3))
        assert lines.get("reach", "").strip() == "network", host.stderr.read() if host.poll() is not None else lines
        invite, host_link = lines["invite"].strip(), lines["host"].strip()
        assert invite.startswith("https://10.77.0.1:8765/"), invite   # the LAN address, not 127.0.0.1
        assert re.search(r"#sha256=[0-9a-f]{64}$", invite), invite   # B's client pins A's own certificate by it

        join = [sys.executable, "-m", "meetdesk.cli", "join"]
        in_a = subprocess.Popen(in_ns(a, *join, host_link, "--name", "Hana", "--seconds", "12"), env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        in_b = subprocess.run(in_ns(b, *join, invite, "--name", "Gus", "--seconds", "8"), env=env,
                              capture_output=True, text=True, timeout=120)
        out_a, err_a = in_a.communicate(timeout=120)
        assert in_b.returncode == 0 and in_a.returncode == 0, in_b.stderr + err_a
        for who, out in (("guest on B", in_b.stdout), ("host on A", out_a)):
            found = SUMMARY.search(out)
            assert found, f"{who}: {out}"
            video, audio = map(int, found.groups())
            assert video > 0 and audio > 0, f"{who} received nothing: {found.group(0)}"
            print(who, found.group(0))
    finally:
        host.send_signal(signal.SIGTERM)
        try:
            host.wait(timeout=30)
        except subprocess.TimeoutExpired:
            host.kill()


def _host(a: str, env: dict) -> tuple[subprocess.Popen, str]:
    """`meetdesk host` in namespace ``a``: the app and its invite line (its first line on stdout; logs go to
    stderr)."""
    app = subprocess.Popen(in_ns(a, sys.executable, "-m", "meetdesk.cli", "host", "--name", "Hana Host"), env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = ""
    timer = threading.Timer(90, app.kill)   # a hung start fails the test instead of blocking it
    timer.start()
    for line in app.stdout:
        if line.startswith("invite "):
            break
    timer.cancel()
    return app, line


def _stop(app: subprocess.Popen) -> None:
    app.send_signal(signal.SIGTERM)
    try:
        app.wait(timeout=40)
    except subprocess.TimeoutExpired:
        app.kill()


def test_the_app_hosts_with_meetdesk_host_killed_and_started_again_the_same_invite_lets_a_guest_on_another_machine_in(
        two_machines, tmp_path):
    """The host's own meeting link works whenever the app runs: `meetdesk host` in A prints its invite, the app is
    killed (SIGKILL: its engine, a process of its own, goes with it), started again it prints the same invite, and
    a guest in B who opens that link sees and hears the host."""
    a, b = two_machines
    env = dict(os.environ, PYTHONPATH=APP, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(tmp_path / "config"),
               MEETDESK_DATA_DIR=str(tmp_path / "data"), MEETDESK_INSTANCE_NAME=f"meetdesk-ns-{tmp_path.name}")
    app, first = _host(a, env)
    try:
        assert first.startswith("invite https://10.77.0.1:8765/"), first
        engines = engine_children(app.pid)   # `ip netns exec` runs the app in its own process
        assert len(engines) == 1 and engines[0] != app.pid, engines   # the engine is a process of its own
        app.kill()   # SIGKILL: the engine notices and goes too
        app.wait(timeout=30)
        until_sync(lambda: not (Path(f"/proc/{engines[0]}").exists() and b"engine-child" in _cmdline(engines[0])),
                   20, "the engine to end with the killed app")
    finally:
        _stop(app)
    app, again = _host(a, env)   # the next morning
    try:
        assert again == first, (first, again)   # the link handed out before, unchanged
        guest = subprocess.run(in_ns(b, sys.executable, "-m", "meetdesk.cli", "join", again.split()[1], "--name",
                                     "Gus", "--seconds", "5"), env=env, capture_output=True, text=True, timeout=120)
        assert guest.returncode == 0, guest.stderr
        video, audio = map(int, SUMMARY.search(guest.stdout).groups())
        assert video > 0 and audio > 0, guest.stdout
    finally:
        _stop(app)


def _cmdline(pid: int) -> bytes:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        return b"" if state == "Z" else Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def engine_children(pid: int) -> list[int]:
    """The running engine processes (`meetdesk engine-child`) whose parent is ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == pid and b"engine-child" in _cmdline(int(entry.name)):
                found.append(int(entry.name))
    return found


PERMALINK_SCRIPT = """
import asyncio, sys
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import NETWORK, DEFAULT_PORT, EmbeddedEngine

async def main():
    engine = EmbeddedEngine(sys.argv[1], reach=NETWORK, port=DEFAULT_PORT)   # the app's engine, as it hosts
    endpoint = await engine.start()
    async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
        made = await client.create_permalink("Hana", name="Weekly")
    print("host", made.links.gui, flush=True)
    print("invite", made.links.guest_join, flush=True)
    await engine.stop()

asyncio.run(main())
"""


def test_a_permalink_guest_link_handed_out_before_the_app_restarts_opens_the_meeting_from_another_machine(
        two_machines, tmp_path):
    """The host makes a permalink and sends its guest link; the app quits. Next week the host opens the app's
    recent meeting (its host link) and the guest on the other machine opens the link they were sent."""
    a, b = two_machines
    env = dict(os.environ, PYTHONPATH=APP, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(tmp_path / "config"),
               MEETDESK_DATA_DIR=str(tmp_path / "data"), MEETDESK_INSTANCE_NAME=f"meetdesk-pl-{tmp_path.name}",
               MEETDESK_TRACE_FIRST_FRAME="1")
    made = subprocess.run(in_ns(a, sys.executable, "-c", PERMALINK_SCRIPT, str(tmp_path / "data")), env=env,
                          capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stderr
    lines = dict(line.split(None, 1) for line in made.stdout.splitlines())
    host_link, invite = lines["host"].strip(), lines["invite"].strip()
    assert invite.startswith("https://10.77.0.1:8765/"), invite

    app = subprocess.Popen(in_ns(a, sys.executable, "-m", "meetdesk.cli", host_link), env=env,   # started again
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = ""
        timer = threading.Timer(90, app.kill)
        timer.start()
        for line in app.stdout:   # the startup trace: the host's call is up on the restarted engine
            if line.startswith("call_connected"):
                break
        timer.cancel()
        assert line.startswith("call_connected"), line
        guest = subprocess.run(in_ns(b, sys.executable, "-m", "meetdesk.cli", "join", invite, "--name", "Gus",
                                     "--seconds", "5"), env=env, capture_output=True, text=True, timeout=120)
        assert guest.returncode == 0, guest.stderr
        video, audio = map(int, SUMMARY.search(guest.stdout).groups())
        assert video > 0 and audio > 0, guest.stdout
    finally:
        app.send_signal(signal.SIGTERM)
        try:
            app.wait(timeout=40)
        except subprocess.TimeoutExpired:
            app.kill()
