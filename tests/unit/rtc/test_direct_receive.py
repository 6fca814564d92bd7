"""rtc/direct_receive.py: SRTP/SRTCP handled from the socket's callback, in the order it came, with a
transport whose handling waits (a real call: tests/calls/test_aiortc_hooks.py)."""
from __future__ import annotations

import asyncio
import logging

import pylibsrtp
from aiortc.rtcdtlstransport import State
from aiortc.rtp import HeaderExtensionsMap

from meetdesk.rtc import direct_receive

from waiting import until

RTP = bytes([0x80, 96]) + bytes(10)
RTCP = bytes([0x80, 200]) + bytes(6)


class Srtp:
    def unprotect(self, data: bytes) -> bytes:
        if data.endswith(b"bad"):
            raise pylibsrtp.Error("authentication failed")
        return data

    def unprotect_rtcp(self, data: bytes) -> bytes:
        return b"rtcp:" + data


class Receiver:
    def __init__(self, transport: Transport) -> None:
        self.transport = transport

    async def _handle_rtp_packet(self, packet, arrival_time_ms: int) -> None:
        handled, data = self.transport.handled, RTP + packet.payload
        handled.append(data)
        if data.endswith(b"wait"):
            await self.transport.release
            handled.append(b"after " + data)
        if data.endswith(b"boom"):
            raise RuntimeError("boom")


class Router:
    def __init__(self, receiver: Receiver) -> None:
        self.receiver = receiver

    def route_rtp(self, packet) -> Receiver | None:
        return self.receiver if packet.payload_type == 96 else None


class Transport:
    """Stands in for a connected RTCDtlsTransport with one receiver (payload type 96): records what it
    handles; a packet ending in b"wait" waits for ``release`` and one ending in b"boom" raises."""

    def __init__(self) -> None:
        self._state = State.CONNECTED
        self._rx_srtp = Srtp()
        self._rtp_header_extensions_map = HeaderExtensionsMap()
        self._rtp_router = Router(Receiver(self))
        self._RTCDtlsTransport__rx_bytes = 0
        self._RTCDtlsTransport__rx_packets = 0
        self.handled: list[bytes] = []
        self.release = asyncio.get_running_loop().create_future()

    async def _handle_rtcp_data(self, data: bytes) -> None:
        self.handled.append(data)


async def test_packets_are_handled_at_once_and_in_order_behind_one_that_waits():
    dtls = Transport()
    receive = direct_receive.DirectReceive(dtls)
    assert receive(RTP + b"1") and dtls.handled == [RTP + b"1"]  # at once, no task
    assert receive(RTCP) and dtls.handled[-1] == b"rtcp:" + RTCP
    assert receive(RTP + b"wait")
    for n in (b"2", b"3"):
        assert receive(RTP + n)
    assert dtls.handled[-1] == RTP + b"wait"  # the later ones wait their turn
    dtls.release.set_result(None)
    await until(lambda: len(dtls.handled) == 6, 2, "the waiting packets")
    assert dtls.handled[-3:] == [b"after " + RTP + b"wait", RTP + b"2", RTP + b"3"]
    assert receive(RTP + b"4") and dtls.handled[-1] == RTP + b"4"  # at once again
    assert dtls._RTCDtlsTransport__rx_packets == 6 and receive.handled == 6


async def test_a_failing_packet_is_dropped_and_the_next_one_handled(caplog):
    dtls = Transport()
    receive = direct_receive.DirectReceive(dtls)
    with caplog.at_level(logging.ERROR):
        assert receive(RTP + b"boom") and receive(RTP + b"boom") and receive(RTP + b"bad")
        assert receive(RTP + b"5")
    assert dtls.handled == [RTP + b"boom", RTP + b"boom", RTP + b"5"]  # the bad SRTP never handled
    assert len([r for r in caplog.records if "dropped" in r.getMessage()]) == 1  # said once


async def test_packets_nobody_receives_or_that_do_not_parse_are_dropped():
    dtls = Transport()
    receive = direct_receive.DirectReceive(dtls)
    assert receive(bytes([0x80, 97]) + bytes(10)) and receive(bytes([0x80, 96, 0])) and receive(RTP + b"6")
    assert dtls.handled == [RTP + b"6"]


async def test_a_transport_that_is_not_connected_leaves_the_packet_to_aiortcs_loop():
    dtls = Transport()
    receive = direct_receive.DirectReceive(dtls)
    dtls._state = State.CLOSED
    assert not receive(RTP) and dtls.handled == []


async def test_the_backlog_behind_a_waiting_packet_is_bounded():
    dtls = Transport()
    receive = direct_receive.DirectReceive(dtls)
    receive(RTP + b"wait")
    for n in range(direct_receive.BACKLOG + 50):
        receive(RTP + str(n).encode())
    dtls.release.set_result(None)
    await until(lambda: receive._waiting is None, 5, "the backlog handled")
    assert len(dtls.handled) == 2 + direct_receive.BACKLOG


async def test_a_datagram_too_long_for_libsrtp_is_dropped(caplog):
    """Anyone can send the socket a datagram longer than libsrtp's 1500-byte buffer: pylibsrtp raises
    ValueError for it (in aiortc's loop that ended the transport's receiving); here it is dropped."""
    dtls = Transport()
    key = bytes(range(30))
    dtls._rx_srtp = pylibsrtp.Session(policy=pylibsrtp.Policy(key=key, ssrc_type=pylibsrtp.Policy.SSRC_ANY_INBOUND))
    sender = pylibsrtp.Session(policy=pylibsrtp.Policy(key=key, ssrc_type=pylibsrtp.Policy.SSRC_ANY_OUTBOUND))
    receive = direct_receive.DirectReceive(dtls)
    with caplog.at_level(logging.WARNING):
        assert receive(RTP + bytes(1600))
        assert receive(sender.protect(RTP + b"7"))
    assert dtls.handled == [RTP + b"7"]
    assert not caplog.records  # expected input from the network, not a failure of the engine's


async def test_the_connection_hands_srtp_to_its_direct_receive_and_keeps_the_order_of_its_queue():
    """Connection.data_received (where the socket's callback, or an impaired path's delivery, hands a datagram):
    SRTP to the DirectReceive; a DTLS record into aioice's queue, and media behind it too until it is taken."""
    import aioice.ice

    connection = aioice.ice.Connection(ice_controlling=True)
    dtls = Transport()
    connection.direct_receive = direct_receive.DirectReceive(dtls)
    dtls_record = bytes([22, 254, 253]) + bytes(20)
    direct_receive.data_received(connection, RTP + b"8", 1)
    direct_receive.data_received(connection, dtls_record, 1)
    direct_receive.data_received(connection, RTP + b"9", 1)
    assert dtls.handled == [RTP + b"8"]
    assert [connection._queue.get_nowait()[0] for _ in range(2)] == [dtls_record, RTP + b"9"]
