"""Tearing a call down never hangs: a peer connection whose close() does not return is abandoned after a
timeout, on the engine's side (call legs) and on the client's side (hang-up)."""
from __future__ import annotations

import asyncio

from aiortc import RTCConfiguration, RTCPeerConnection

from meetdesk.rtc import peer_connection


class StuckClose(RTCPeerConnection):
    """A real peer connection whose close() closes it, then never returns (as aiortc's can during loop
    shutdown, waiting for a transport task that never ran)."""

    async def close(self) -> None:
        await super().close()
        await asyncio.Event().wait()


def _stick(pc: RTCPeerConnection) -> None:
    original = pc.close

    async def close() -> None:
        await original()
        await asyncio.Event().wait()
    pc.close = close


async def test_guard_abandons_a_close_that_never_returns():
    for guard in (peer_connection.close_peer_connection,):
        pc = StuckClose(RTCConfiguration(iceServers=[]))
        pc.createDataChannel("x")
        await pc.setLocalDescription(await pc.createOffer())
        assert await asyncio.wait_for(guard(pc, timeout=0.2), 5) is False
        assert pc.connectionState == "closed"

        normal = RTCPeerConnection(RTCConfiguration(iceServers=[]))
        assert await asyncio.wait_for(guard(normal, timeout=5), 5) is True
        assert normal.connectionState == "closed"


async def test_hangup_and_meeting_close_finish_when_close_hangs(calls, engine, monkeypatch):
    monkeypatch.setattr(peer_connection, "PC_CLOSE_TIMEOUT", 0.3)
    a = await calls.call(await calls.join("Ada"))
    b = await calls.call(await calls.join("Bob"))
    media = engine.meetings.by_room("room1").media
    legs = [media.leg(s.client_id) for s in (a, b)]
    assert all(leg is not None for leg in legs)
    for pc in [a.pc, b.pc] + [leg.pc for leg in legs]:
        _stick(pc)

    await asyncio.wait_for(a.hangup(), 5)            # client side: returns although close() hangs
    assert a.ended and a.pc.connectionState == "closed"
    await asyncio.wait_for(media.close(), 5)         # engine side: every leg closed although close() hangs
    assert all(leg.closed and leg.pc.connectionState == "closed" for leg in legs)
    await asyncio.wait_for(b.hangup(), 5)
    assert b.ended
