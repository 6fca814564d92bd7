"""The embedded engine runs in a process of its own (ui/hosting.py, engine/child.py): it keeps answering while the
Qt thread is blocked, it stops cleanly with the app (its meetings ended, its store closed), it never outlives the
app (even a killed one), one that dies under a meeting is started again on the same port and data and the window
says so, and what it stored survives a crash of the app."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import httpx

from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import EmbeddedEngine

from ui_headless import running_desk

APP = str(Path(__file__).resolve().parents[2] / "app")


def engine_running(pid: int) -> bool:
    """Whether ``pid`` is an engine process that has not ended (a zombie has ended)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return b"engine-child" in cmdline and state != "Z"


def engine_children() -> list[int]:
    """This process's engine children that are running."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == os.getpid() and engine_running(int(entry.name)):
                found.append(int(entry.name))
    return found


def ended_cleanly(data_dir: Path) -> bool:
    """Every meeting of the store was ended (at the engine's stop, not by the next start) and the log says the
    engine stopped after closing its store."""
    with sqlite3.connect(f"file:{data_dir / 'meetdesk.sqlite3'}?mode=ro", uri=True) as db:
        open_meetings = db.execute("SELECT count(*) FROM instances WHERE ended_at IS NULL").fetchone()[0]
    return open_meetings == 0 and "engine stopped" in (data_dir / "logs" / "engine.log").read_text()


async def test_the_engine_is_another_process_and_answers_while_the_qt_thread_is_blocked(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        process = desk.engine.process
        assert process is not None and process.alive
        pid = process.pid
        assert pid != os.getpid() and engine_running(pid) and engine_children() == [pid]
        assert not [t.name for t in threading.enumerate() if t.name == "meetdesk-engine"]   # no engine thread
        url = f"{desk.engine.endpoint.base_url}/rooms/{desk.meeting.access_key}"
        answers: list[int] = []
        done = threading.Event()

        def ask() -> None:
            answers.append(httpx.get(url, timeout=10).status_code)
            done.set()
        threading.Thread(target=ask).start()
        # The Qt thread (and its qasync loop) is blocked here: only an engine elsewhere can answer.
        assert done.wait(15), "the engine did not answer while the Qt thread was blocked"
        assert answers == [200]
    assert process.process.returncode == 0 and not engine_running(pid)   # shut down with the app
    assert desk.engine.endpoint is None and desk.engine.process is None
    assert ended_cleanly(tmp_path / "data")   # its meeting ended and its store closed before it exited


async def test_start_twice_at_once_starts_one_engine(tmp_path):
    engine = EmbeddedEngine(tmp_path / "data", ready_delay=0.05)
    try:
        first, second = await asyncio.gather(engine.start(), engine.start())
        assert first == second and first.embedded
        assert engine_children() == [engine.process.pid]
        async with ServiceClient(first.base_url, first.api_key) as client:
            await client.create_permalink("Ada")
    finally:
        await engine.stop()
    assert engine.process is None and engine_children() == []
    assert "engine listening on" in (tmp_path / "data" / "logs" / "engine.log").read_text()   # its log


HOST_THEN_DIE = """
import asyncio, json, os, signal, sys, time
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import EmbeddedEngine

async def main():
    engine = EmbeddedEngine(sys.argv[1], ready_delay=0.05)
    endpoint = await engine.start()
    async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
        link = await client.create_permalink("Kept Kim")
        meeting = await client.start_room("Kim", name="Under way")
    holder = 0
    if sys.argv[2] == "kill-forked":   # a forked process keeps the engine's input open: only the kernel tells it
        holder = os.fork()
        if holder == 0:
            time.sleep(120)
            os._exit(0)
    print(json.dumps({"id": link.permalink.id, "engine": engine.process.pid, "holder": holder}), flush=True)
    if sys.argv[2].startswith("kill"):
        os.kill(os.getpid(), signal.SIGKILL)
    raise RuntimeError("the app crashed")   # an unhandled exception: the interpreter exits

asyncio.run(main())
"""


async def _permalink_ids(data_dir: Path) -> set[str]:
    engine = EmbeddedEngine(data_dir, ready_delay=0.05)
    endpoint = await engine.start()
    try:
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
            page = await client.list_permalinks()
            return {item.permalink.id for item in page.items}
    finally:
        await engine.stop()


async def _gone(pid: int, timeout: float) -> bool:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while engine_running(pid):
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def test_a_killed_app_leaves_no_engine_and_its_data_survives(tmp_path):
    """kill: the engine's input ends (and the kernel sends SIGTERM); kill-forked: a process forked from the app
    holds the engine's input open, so only the parent-death signal (PR_SET_PDEATHSIG) ends it; exception: the
    interpreter's exit stops it (atexit)."""
    for how in ("kill", "kill-forked", "exception"):
        data_dir = tmp_path / how
        # kill-forked: the holder keeps the script's pipes open too, so its first line is read, then its end
        proc = subprocess.Popen([sys.executable, "-c", HOST_THEN_DIE, str(data_dir), how], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=APP))
        try:
            line = await asyncio.wait_for(asyncio.to_thread(proc.stdout.readline), 90)
            await asyncio.to_thread(proc.wait, 60)
        finally:
            if proc.poll() is None:
                proc.kill()
        started = json.loads(line)
        err = b"" if how == "kill-forked" else proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
        try:
            if how.startswith("kill"):
                assert proc.returncode == -signal.SIGKILL
            else:   # the exit still ended the engine cleanly (atexit), then reported the crash
                assert proc.returncode == 1 and b"the app crashed" in err
                assert b"did not stop" not in err
            # the engine noticed (its input ended; on Linux SIGTERM at its parent's death) and ended its meetings
            assert await _gone(started["engine"], timeout=20), f"{how}: the engine outlived the app"
            assert ended_cleanly(data_dir), how
        finally:
            if started.get("holder"):
                os.kill(started["holder"], signal.SIGKILL)
        assert started["id"] in await _permalink_ids(data_dir), how


async def test_an_engine_killed_under_a_meeting_is_started_again_and_the_window_says_so(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        endpoint, first = desk.engine.endpoint, desk.engine.process.pid
        invite, before = desk.meeting.guest_link, desk.meeting
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as api:
            permalink = await api.create_permalink("Ada Host", name="Weekly")
        guest_token = permalink.links.guest_join.split("guest=", 1)[1].split("#")[0]

        os.kill(first, signal.SIGKILL)   # a crash of the engine under the host's meeting
        await wait(lambda: desk.engine_status.startswith("The meeting service on this computer stopped"),
                   timeout=15, message="the crash told")
        notices = desk.meeting_window.notices
        assert any("stopped unexpectedly" in text for text in notices.history)   # said in the meeting window
        await wait(lambda: "runs again" in desk.engine_status, timeout=60, message="the engine started again")
        assert any("runs again" in text for text in notices.history)
        again = desk.engine.endpoint
        assert again.base_url == endpoint.base_url and again.api_key == endpoint.api_key   # same port, same key
        assert desk.engine.process.pid != first and engine_children() == [desk.engine.process.pid]
        async with ServiceClient(again.base_url, again.api_key) as api:   # the same store: links answer again
            info = await api.get_permalink_by_token(guest_token)
            assert info.room.name == "Weekly"

        desk.meeting_window.rejoin_requested.emit()   # the window's Rejoin: the host's meeting, same invite
        await wait(lambda: desk.meeting is not None and desk.meeting is not before
                   and desk.meeting.state == "connected", timeout=40, message="the host rejoined")
        assert desk.meeting.guest_link == invite
    assert desk.engine.process is None and engine_children() == []


async def test_one_engine_per_data_directory_a_second_waits_for_the_first_to_end(tmp_path):
    """The app started again while its engine still ends its meetings: the new engine waits for the data
    directory's lock, then takes the same port (it would move to the next one if both ran at once)."""
    from test_hosting_network import free_port

    port = free_port()
    first = EmbeddedEngine(tmp_path / "data", port=port, ready_delay=0.05)
    await first.start()
    log = tmp_path / "data" / "logs" / "engine.log"
    second = EmbeddedEngine(tmp_path / "data", port=port, ready_delay=0.05)
    starting = asyncio.ensure_future(second.start())
    try:
        while log.read_text().count("engine process ") < 2:   # the second is up and waits for the lock
            assert not starting.done(), starting.result()
            await asyncio.sleep(0.05)
        assert not starting.done()
        await first.stop()
        endpoint = await asyncio.wait_for(starting, 60)
        assert second.bound_port == port and endpoint.base_url.endswith(f":{port}")
        assert engine_children() == [second.process.pid]
    finally:
        await first.stop()
        if not starting.done():
            await asyncio.wait([starting])
        await second.stop()


async def test_the_app_starts_its_engine_in_the_background_after_its_first_paint(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.start_engine_early()   # as `meetdesk` does once its window is shown
        await wait(lambda: desk.engine.endpoint is not None, timeout=60, message="started in the background")
        assert desk.meeting is None and engine_children() == [desk.engine.process.pid]   # nothing hosted yet
        desk.window.host_button.click()   # "Host a meeting" finds it running
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        assert engine_children() == [desk.engine.process.pid]
    assert engine_children() == []


async def test_with_a_remote_service_the_app_starts_no_engine_of_its_own(tmp_path):
    async with running_desk(tmp_path / "data", service_url="http://127.0.0.1:9") as desk:
        desk.start_engine_early()
        desk._start_engine_now()   # what the first paint (or the timer) calls
        assert desk.engine.endpoint is None and desk.engine._starting is None and engine_children() == []
