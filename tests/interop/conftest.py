import pytest

# node_modules holds no Python tests; skip walking it.
collect_ignore = ["node_modules", "logs"]


@pytest.fixture
def sepp_sockets(monkeypatch):
    """The engine's newest sepp socket per client id, recorded as they open (tests that drop one mid-call)."""
    from meetdesk.engine.signaling import server as signaling_server

    sockets: dict[str, signaling_server.SeppChannel] = {}
    opened = signaling_server.SeppChannel.__init__

    def record(channel, websocket, client_id, conf_id):
        opened(channel, websocket, client_id, conf_id)
        sockets[client_id] = channel

    monkeypatch.setattr(signaling_server.SeppChannel, "__init__", record)
    return sockets
