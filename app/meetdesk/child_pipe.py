"""The requests a MeetDesk process sends the child process it started (the compositor, the captions' recognizer)
over a multiprocessing Pipe, as the child reads them."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def requests(conn: Any) -> Iterator[Any]:
    """Each message from the parent, until it sends None or its end of the pipe closes (the parent quit or died)."""
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        yield message
