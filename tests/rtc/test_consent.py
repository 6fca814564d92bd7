"""ICE consent on a busy machine (rtc/consent.py): two real aiortc peer connections on loopback whose STUN
answers arrive late, as they do when a loaded machine's event loop is busy, keep their call; a peer that has
really gone silent still loses consent (the connection closes). The intervals are shortened for the test."""
from __future__ import annotations

import asyncio

import aioice.ice
import pytest
from aiortc.mediastreams import AudioStreamTrack

from meetdesk.rtc import consent
from meetdesk.rtc.peer_connection import create_peer_connection


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(consent, "INTERVAL", 0.2)
    monkeypatch.setattr(consent, "EXPIRY", 2.0)
    monkeypatch.setattr(consent, "RETRANSMISSIONS", 2)   # 0.5, 1 s, then 2 s: a check fails after 3.5 s
    monkeypatch.setattr(aioice.ice, "CONSENT_INTERVAL", 0.2)   # aioice's own checks, where the hook is not in


class StunOnBob:
    """What reaches Bob's ICE sockets: STUN answers to Bob's consent checks late by ``delay`` s, or not at all."""

    def __init__(self, monkeypatch, sockets: set[int]) -> None:
        self.sockets = sockets
        self.delay: float | None = 0.0  # None: dropped
        original = aioice.ice.StunProtocol.datagram_received
        gate = self

        def datagram_received(protocol, data, addr):
            if id(protocol) not in gate.sockets or gate.delay == 0.0:
                return original(protocol, data, addr)
            if gate.delay is not None:
                asyncio.get_running_loop().call_later(gate.delay, original, protocol, data, addr)

        monkeypatch.setattr(aioice.ice.StunProtocol, "datagram_received", datagram_received)


async def connected_pair():
    ada, bob = create_peer_connection(loopback=True), create_peer_connection(loopback=True)
    ada.addTrack(AudioStreamTrack())
    await ada.setLocalDescription(await ada.createOffer())
    await bob.setRemoteDescription(ada.localDescription)
    await bob.setLocalDescription(await bob.createAnswer())
    await ada.setRemoteDescription(bob.localDescription)
    for _ in range(100):
        if ada.connectionState == bob.connectionState == "connected":
            break
        await asyncio.sleep(0.05)
    assert ada.connectionState == bob.connectionState == "connected"
    return ada, bob


def ice_of(pc):
    return pc.getTransceivers()[0].receiver.transport.transport._connection


async def test_late_stun_answers_keep_the_call_and_silence_ends_it(quick, monkeypatch):
    ada, bob = await connected_pair()
    connection = ice_of(bob)
    stun = StunOnBob(monkeypatch, {id(p) for p in connection._protocols})
    try:
        stun.delay = 0.8   # every answer later than aioice's 0.5 s: its own consent would expire in ~4 s
        await asyncio.sleep(5.0)
        assert bob.connectionState == "connected" and ada.connectionState == "connected"
        stun.delay = None   # Ada is gone as far as Bob can tell: consent expires, the connection closes
        for _ in range(200):
            if bob.connectionState != "connected":
                break
            await asyncio.sleep(0.05)
        assert bob.connectionState in ("failed", "closed")
    finally:
        await ada.close()
        await bob.close()


async def test_without_the_hook_late_answers_cut_the_call(quick, monkeypatch):
    """The reason for the hook, shown on the same path: aioice's own consent ends a call whose answers are late."""
    monkeypatch.setattr(aioice.ice.Connection, "query_consent", consent._original_query_consent)
    monkeypatch.setattr(consent, "install_consent_hook", lambda: None)
    ada, bob = await connected_pair()
    stun = StunOnBob(monkeypatch, {id(p) for p in ice_of(bob)._protocols})
    try:
        stun.delay = 0.8
        for _ in range(200):
            if bob.connectionState != "connected":
                break
            await asyncio.sleep(0.05)
        assert bob.connectionState in ("failed", "closed")
    finally:
        await ada.close()
        await bob.close()
