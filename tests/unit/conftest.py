"""The fast lane (`bin/test quick`): unit tests mirrored by package (tests/unit/<package>/...), no network and no
waiting on the wall clock. Opening a network socket here fails the test (asyncio's own Unix socket pair stays
allowed), so a test that needs a server belongs to the integration suites beside this folder."""
import socket

import pytest


@pytest.fixture(autouse=True)
def no_network_sockets(monkeypatch):
    opened = socket.socket.__init__

    def refuse(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None and family in (socket.AF_INET, socket.AF_INET6, -1):
            raise RuntimeError("a network socket in the fast lane: move this test to an integration suite")
        opened(self, family, type, proto, fileno)

    monkeypatch.setattr(socket.socket, "__init__", refuse)
