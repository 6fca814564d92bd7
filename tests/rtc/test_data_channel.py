"""JsonDataChannel over a real pair of peer connections on loopback: pings, pongs and JSON messages."""

from meetdesk.rtc.data_channel import JsonDataChannel
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection

from waiting import until


async def _connected_pair():
    a, b = create_peer_connection(loopback=True), create_peer_connection(loopback=True)
    channels = [pc.createDataChannel("data", negotiated=True, id=0, ordered=True) for pc in (a, b)]
    await a.setLocalDescription(await a.createOffer())
    await b.setRemoteDescription(a.localDescription)
    await b.setLocalDescription(await b.createAnswer())
    await a.setRemoteDescription(b.localDescription)
    return (a, b), channels



async def test_pings_are_answered_and_other_messages_delivered():
    (a, b), (raw_a, raw_b) = await _connected_pair()
    got_a, got_b, opened = [], [], []
    try:
        pinger = JsonDataChannel(raw_a, got_a.append, ping_interval=0.05, on_open=lambda: opened.append(True))
        answerer = JsonDataChannel(raw_b, got_b.append)
        await until(lambda: pinger.last_pong is not None, 8.0)
        assert opened == [True] and answerer.last_pong is None  # only the pinging side notes pongs
        assert got_a == [] and got_b == []  # ping and pong are not handed on
        assert answerer.send({"type": "voice_activity", "cid": "c1", "on": True})
        raw_a.send("not json")
        raw_a.send('["a list"]')
        raw_a.send("x" * 5000)
        raw_a.send(b'{"type": "bytes"}')
        assert pinger.send({"type": "mute_video", "on": True})
        await until(lambda: got_a and got_b, 8.0)
        assert got_a == [{"type": "voice_activity", "cid": "c1", "on": True}]
        assert got_b == [{"type": "mute_video", "on": True}]
        pinger.close()
        assert not pinger.open and pinger.send({"type": "x"}) is False
    finally:
        await close_peer_connection(a)
        await close_peer_connection(b)


async def test_the_wire_text_is_compact_json():
    """The browser library answers a ping only when the text is exactly {"type":"ping"}."""
    (a, b), (raw_a, raw_b) = await _connected_pair()
    seen: list[str] = []
    raw_b.on("message", seen.append)
    try:
        JsonDataChannel(raw_a, lambda data: None, ping_interval=10)
        await until(lambda: seen, 8.0)
        assert seen[0] == '{"type":"ping"}'
    finally:
        await close_peer_connection(a)
        await close_peer_connection(b)
