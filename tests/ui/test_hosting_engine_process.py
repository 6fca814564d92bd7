"""The embedded engine runs in a thread of its own, on its own asyncio loop: it keeps answering while the Qt thread
is blocked, it stops cleanly with the app, and what it stored survives a crash of the app."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import EmbeddedEngine

from ui_headless import running_desk

APP = str(Path(__file__).resolve().parents[2] / "app")


async def test_the_engine_answers_while_the_qt_thread_is_blocked(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        thread = desk.engine.thread
        assert thread is not None and thread.alive
        assert thread.loop is not asyncio.get_running_loop()
        url = f"{desk.engine.endpoint.base_url}/rooms/{desk.meeting.access_key}"
        answers: list[int] = []
        done = threading.Event()

        def ask() -> None:
            answers.append(httpx.get(url, timeout=10).status_code)
            done.set()
        threading.Thread(target=ask).start()
        # The Qt thread (and its qasync loop) is blocked here: only an engine on another loop can answer.
        assert done.wait(15), "the engine did not answer while the Qt thread was blocked"
        assert answers == [200]

        engine_thread = thread._thread
    assert not engine_thread.is_alive()   # shut down with the app
    assert desk.engine.endpoint is None


async def test_start_twice_at_once_starts_one_engine(tmp_path):
    engine = EmbeddedEngine(tmp_path / "data", ready_delay=0.05)
    try:
        first, second = await asyncio.gather(engine.start(), engine.start())
        assert first == second and first.embedded
        assert [t.name for t in threading.enumerate()].count("meetdesk-engine") == 1
        async with ServiceClient(first.base_url, first.api_key) as client:
            await client.create_permalink("Ada")
    finally:
        await engine.stop()
    assert engine.thread is None and "meetdesk-engine" not in [t.name for t in threading.enumerate()]


HOST_THEN_DIE = """
import asyncio, json, os, signal, sys
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import EmbeddedEngine

async def main():
    engine = EmbeddedEngine(sys.argv[1], ready_delay=0.05)
    endpoint = await engine.start()
    async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
        link = await client.create_permalink("Kept Kim")
    print(json.dumps({"id": link.permalink.id}), flush=True)
    if sys.argv[2] == "kill":
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


async def test_data_survives_a_crash_of_the_app(tmp_path):
    for how in ("kill", "exception"):
        data_dir = tmp_path / how
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-c", HOST_THEN_DIE, str(data_dir), how, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=APP))
        out, err = await asyncio.wait_for(proc.communicate(), 60)
        created = json.loads(out.decode().splitlines()[0])["id"]
        if how == "kill":
            assert proc.returncode == -signal.SIGKILL
        else:   # the exit still ended the engine cleanly (atexit), then reported the crash
            assert proc.returncode == 1 and b"the app crashed" in err
            assert b"did not stop" not in err
        assert created in await _permalink_ids(data_dir), how
