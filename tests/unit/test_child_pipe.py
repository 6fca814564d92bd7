"""A child process's requests from its parent (child_pipe.requests): until None, or until the parent's end closes."""
from __future__ import annotations

import multiprocessing

from meetdesk.child_pipe import requests


def test_requests_end_at_none_and_when_the_parent_goes():
    parent, child = multiprocessing.Pipe()
    for message in ("open", ("tick", 1), None, "after"):
        parent.send(message)
    assert list(requests(child)) == ["open", ("tick", 1)]
    assert child.recv() == "after"   # nothing past the end was read
    parent.send("last")
    parent.close()
    assert list(requests(child)) == ["last"]
