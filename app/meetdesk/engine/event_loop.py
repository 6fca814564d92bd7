"""The engine process's event loop: uvloop (libuv's loop, in C) where it is installed, else asyncio's own.

A forwarded call's packets pass through the event loop several times each (the socket's read, the ICE
connection's queue, the DTLS task, the sender task, the socket's write): in a profile of the engine, asyncio's
own Python was a third of its busy samples, and on uvloop a two-party call costs the engine 0.104 core instead
of 0.125 (docs/benchmarks.md, "Where the engine's CPU goes"). uvloop runs the same
asyncio API in C. It has no Windows build: there the engine runs on asyncio's loop, as it also does when
``MEETDESK_EVENT_LOOP=asyncio`` is set (to compare the two, or if uvloop misbehaves somewhere).

Only the engine's own process runs on it (``meetdesk engine`` and the app's engine process): the app's Qt
thread runs qasync's loop, and the tests run the engine in-process on pytest's loop.
"""
from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)


def loop_name() -> str:
    """"uvloop" or "asyncio": the loop :func:`run` runs on in this process."""
    if os.environ.get("MEETDESK_EVENT_LOOP", "").strip().lower() == "asyncio":
        return "asyncio"
    try:
        import uvloop
    except ImportError:
        return "asyncio"
    return "uvloop" if hasattr(uvloop, "run") else "asyncio"


def run(main: Coroutine[Any, Any, T]) -> T:
    """Run ``main`` to its end on a new event loop of :func:`loop_name`'s kind (as ``asyncio.run``)."""
    name = loop_name()
    log.info("the engine's event loop: %s", name)
    if name == "uvloop":
        import uvloop
        return uvloop.run(main)
    return asyncio.run(main)
