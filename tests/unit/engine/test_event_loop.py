"""The engine's event loop (engine/event_loop.py): uvloop where it is installed, asyncio's when asked."""
import asyncio
import sys

import pytest

from meetdesk.engine import event_loop


async def loop_type() -> type:
    return type(asyncio.get_running_loop())


@pytest.mark.skipif(sys.platform == "win32", reason="uvloop has no Windows build: asyncio's loop runs there")
def test_the_engine_runs_on_uvloop_and_on_asyncios_loop_when_asked(monkeypatch):
    import uvloop  # a dependency on every platform but Windows (pyproject.toml)

    monkeypatch.delenv("MEETDESK_EVENT_LOOP", raising=False)
    assert event_loop.run(loop_type()) is uvloop.Loop
    monkeypatch.setenv("MEETDESK_EVENT_LOOP", "asyncio")
    assert not issubclass(event_loop.run(loop_type()), uvloop.Loop)
