"""The one way a test waits until something is true: ``until`` in a coroutine (the loop, and with qasync Qt's
events, keep running while it polls), ``until_sync`` in plain code (between processes or network namespaces).

Importable from every test package as ``from waiting import until`` (``tests/`` is on ``sys.path``: pytest puts
the directory of ``tests/conftest.py`` there, as for ``netns`` and ``vtt_check``). The timeout is a bound for a
loaded machine, never a measurement (docs/testing.md)."""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any


def _failure(condition: Callable[[], Any], timeout: float, message: str) -> AssertionError:
    return AssertionError(f"timed out waiting for {message or condition} ({timeout:g} s)")


async def until(condition: Callable[[], Any], timeout: float = 15.0, message: str = "", *,
                interval: float = 0.02) -> Any:
    """Poll ``condition()`` every ``interval`` s until it is true; its first true value. AssertionError naming
    ``message`` when ``timeout`` s pass first."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise _failure(condition, timeout, message)
        await asyncio.sleep(interval)


def until_sync(condition: Callable[[], Any], timeout: float = 15.0, message: str = "", *,
               interval: float = 0.1) -> Any:
    """``until`` for code outside a coroutine: the thread sleeps between the polls."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise _failure(condition, timeout, message)
        time.sleep(interval)
