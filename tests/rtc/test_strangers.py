"""A stranger on the network who sends datagrams to a call's ICE sockets (rtc/fastpath.py ``datagram_received``):
RTP-, RTCP- and DTLS-looking datagrams from an address that is no candidate pair's remote end are dropped before
DTLS or SRTP see them, counted, and the call's sound goes on; STUN from anyone still reaches aioice."""
from __future__ import annotations

import asyncio
import socket

from test_consent import connected_pair, ice_of

from waiting import until


async def test_datagrams_from_a_stranger_are_dropped_and_the_call_goes_on():
    ada, bob = await connected_pair()
    track = next(t.receiver.track for t in bob.getTransceivers())
    try:
        received = 0

        async def listen():
            nonlocal received
            while True:
                await track.recv()
                received += 1
        listener = asyncio.ensure_future(listen())
        await until(lambda: received > 10, 10.0, "Ada's sound at Bob")
        protocols = ice_of(bob)._protocols
        stranger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        stranger.bind(("127.0.0.1", 0))
        sent = 0
        try:
            for protocol in protocols:
                host, port = protocol.local_candidate.host, protocol.local_candidate.port
                if ":" in host:
                    continue
                for datagram in (bytes([0x80, 111]) + bytes(40), bytes([0x80, 200]) + bytes(30),
                                 bytes([22, 254, 253]) + bytes(40)):
                    for _ in range(50):
                        stranger.sendto(datagram, (host, port))
                        sent += 1
        finally:
            stranger.close()
        assert sent
        await until(lambda: sum(p.__dict__.get("strangers", 0) for p in protocols) == sent, 10.0,
                    "the stranger's datagrams counted")
        before = received
        await until(lambda: received > before + 25, 10.0, "Ada's sound still at Bob")
        assert ada.connectionState == bob.connectionState == "connected"
        listener.cancel()
    finally:
        await asyncio.gather(ada.close(), bob.close())
