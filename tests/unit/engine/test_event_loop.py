"""The engine process's event loop (engine/event_loop.py): uvloop where installed, asyncio's on request."""
from __future__ import annotations

import asyncio

import pytest

from meetdesk.engine import event_loop


async def loop_module() -> str:
    return type(asyncio.get_running_loop()).__module__


def test_the_engine_runs_on_uvloop_where_it_is_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("uvloop")
    monkeypatch.delenv("MEETDESK_EVENT_LOOP", raising=False)
    assert event_loop.loop_name() == "uvloop"
    assert event_loop.run(loop_module()).startswith("uvloop")


@pytest.mark.parametrize("value", ["asyncio", " Asyncio "])
def test_asyncios_loop_on_request(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("MEETDESK_EVENT_LOOP", value)
    assert event_loop.loop_name() == "asyncio"
    assert event_loop.run(loop_module()).startswith("asyncio")


def test_without_uvloop_the_loop_is_asyncios(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real_import = builtins.__import__

    def no_uvloop(name, *args, **kwargs):
        if name == "uvloop":
            raise ImportError("no uvloop here")
        return real_import(name, *args, **kwargs)

    monkeypatch.delenv("MEETDESK_EVENT_LOOP", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_uvloop)
    assert event_loop.loop_name() == "asyncio"
    assert event_loop.run(loop_module()).startswith("asyncio")
