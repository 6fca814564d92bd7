"""A call's sound encoded on its own loop, not handed to a pool thread and back.

aiortc's sender encodes every frame it sends with ``loop.run_in_executor(None, encoder.encode, ...)``: right for
a picture (several ms of libvpx), dear for sound. A 20 ms Opus frame takes some 0.35 ms to encode, while the
hand-off wakes a pool thread and then the loop again: on a loaded 2-core machine (the host's laptop at a load of
10) each wake-up waits for a core, and the microphone's frame took 10 ms there and back on average (p99 38 ms).
The sender asks for the next frame only once a frame is sent, so a chain of hand-offs longer than 20 ms a frame
falls behind the microphone for good: the host's voice reached the engine up to a second late, and a second of
it was dropped each time the source gave up catching up (benchmarks/host_view.py; docs/benchmarks.md
"The host's own window").

``CallExecutor``, a call loop's default executor, runs an Opus encode at once on the loop's thread (a done
future) and everything else on its pool as before. :func:`install` makes it the default of a loop.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import Any

from aiortc.codecs.opus import OpusEncoder


class CallExecutor(concurrent.futures.ThreadPoolExecutor):
    """A thread pool that runs an ``OpusEncoder``'s methods at once, in the caller's thread."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> concurrent.futures.Future:
        if not isinstance(getattr(fn, "__self__", None), OpusEncoder):
            return super().submit(fn, *args, **kwargs)
        future: concurrent.futures.Future = concurrent.futures.Future()
        future.set_running_or_notify_cancel()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # as a pool thread would: the awaiting sender gets it
            future.set_exception(exc)
        return future


def install(loop: asyncio.AbstractEventLoop) -> None:
    """Make a ``CallExecutor`` the default executor of ``loop`` (a call's: its own thread's, `meetdesk join`'s)."""
    loop.set_default_executor(CallExecutor(thread_name_prefix="call-encode"))
