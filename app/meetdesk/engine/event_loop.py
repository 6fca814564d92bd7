"""The engine's event loop: uvloop where it is installed (Linux and macOS), else asyncio's own.

An engine forwarding media spends a third of its loop's time in asyncio's Python: the loop's turns, its UDP
transports' reads and sends, handles and timers. uvloop runs them in C: a forwarded two-party call costs the
engine about a sixth less CPU (docs/benchmarks.md "Where the engine's CPU goes"). Nothing in the engine
depends on which loop runs it; ``MEETDESK_EVENT_LOOP=asyncio`` runs asyncio's (to compare the two).
"""
from __future__ import annotations

import asyncio
import os
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)`` on the engine's loop."""
    if os.environ.get("MEETDESK_EVENT_LOOP", "") != "asyncio":
        try:
            import uvloop
        except ImportError:  # Windows has none; any other platform runs asyncio's loop without it
            pass
        else:
            return uvloop.run(main)
    return asyncio.run(main)
