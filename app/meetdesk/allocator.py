"""glibc's allocator, set for a process that handles video (no effect elsewhere than glibc on Linux).

``tune()``, at the start of every MeetDesk process (the `meetdesk` command, the compositor process):

- at most two malloc arenas: glibc gives each thread that allocates its own arena (up to 8 per core), and a
  codec or worker thread's frame buffers left its arena's RSS up in steps (benchmarks/call_bench.py soak);
- a fixed mmap threshold (128 KiB, glibc's initial one): a block this large or larger is mapped on its own and
  unmapped when freed. glibc otherwise raises the threshold to the size of the largest mapped block freed (up
  to 32 MiB), after which the frame buffers (1.4 MB a 1280x720 picture, a tick) come from the heap, whose free
  space between blocks still in use stays resident: the compositor process grew to 135-172 MB instead of
  126-128 MB in the same 4-person meeting (benchmarks/memory_bench.py).

``release_free_memory()`` gives the heaps' free pages back (malloc_trim) after a large structure was dropped.
"""
from __future__ import annotations

import ctypes
import functools
import sys

M_MMAP_THRESHOLD = -3  # mallopt parameters (malloc.h)
M_ARENA_MAX = -8
ARENA_MAX = 2
MMAP_THRESHOLD = 128 * 1024  # bytes


@functools.lru_cache(maxsize=1)
def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None  # glibc's, not musl's


def tune() -> bool:
    """Set the arena limit and the fixed mmap threshold; True when both took effect."""
    libc = _libc()
    if libc is None:
        return False
    return bool(libc.mallopt(M_ARENA_MAX, ARENA_MAX)) and bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def release_free_memory() -> None:
    """Return the free pages of every arena to the system."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
