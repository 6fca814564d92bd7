"""glibc's allocator as every MeetDesk process sets it (meetdesk/allocator.py): a freed large block does not
raise the mmap threshold, so the next frame buffers are mapped (and unmapped when freed) instead of taken from
the heap, whose free space stays resident (the compositor process grew to 135-172 MB instead of 126-128 MB)."""
from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")

# In a fresh interpreter: free a 4 MiB mapped block (glibc's dynamic threshold would rise to 4 MiB), then ask
# for a 1.4 MiB block (a 1280x720 yuv420p picture) and read its chunk header's IS_MMAPPED bit.
PROBE = """
import ctypes, sys
from meetdesk import allocator, cli
if sys.argv[1] == "tuned":
    assert allocator.tune()
elif sys.argv[1] == "command":
    cli.main(["--version"])  # what `meetdesk ...` does first, whatever the subcommand
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc(4 << 20))
block = libc.malloc(1382400)
print("mapped" if ctypes.c_size_t.from_address(block - ctypes.sizeof(ctypes.c_size_t)).value & 2 else "heap")
libc.free(block)
"""


def where_a_picture_goes(mode: str) -> str:
    return subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True,
                          timeout=60).stdout.split()[-1]


def test_frame_buffers_stay_mapped_after_a_large_block_was_freed():
    assert where_a_picture_goes("untuned") == "heap"  # glibc's default: what the tuning is for
    assert where_a_picture_goes("tuned") == "mapped"


def test_the_meetdesk_command_tunes_the_allocator_first():
    assert where_a_picture_goes("command") == "mapped"
