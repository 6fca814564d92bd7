"""SRTP and SRTCP handled where the datagram arrives (installed by patches.py, for the pinned versions).

aioice puts every datagram of a connection into an asyncio.Queue; aiortc's DTLS transport runs a task that
takes them out one by one (``RTCDtlsTransport._recv_next``), so each media packet costs a queue put, a task
wake-up and a chain of coroutines resumed before any work on it starts. Once a DTLS transport is connected,
:class:`DirectReceive` takes its SRTP and SRTCP datagrams where the connection is handed them
(``Connection.data_received``, from the socket's callback: so an impaired path, rtc/impairment.py, which wraps
that on its connection, hands them on when it delivers them) while nothing waits in the connection's queue
before them, and does what ``_recv_next`` and ``_handle_rtp_data`` do with them:
counts them, unprotects, parses and routes them. The coroutine of the rest (the receiver's
``_handle_rtp_packet``, the transport's ``_handle_rtcp_data``) is stepped at once: it
finishes without ever waiting unless a send must wait (a TURN relay), and then it goes on as a task while later
datagrams wait their turn behind it, so packets are handled in the order they came, as aiortc does. DTLS
records, and everything before the transport is connected, still take aiortc's queue.

Two differences, on purpose: an exception in a packet's handling is logged and that packet dropped, and a
datagram longer than libsrtp's buffer (anyone can send one to the socket) is dropped; in aiortc's loop either
ends the transport's receiving for good.
"""
from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Coroutine, Generator
from typing import Any

import aioice.ice
import pylibsrtp
from aiortc import clock
from aiortc.rtcdtlstransport import RTCDtlsTransport, State
from aiortc.rtp import RtpPacket, is_rtcp

from . import fastpath, fastrtp

log = logging.getLogger(__name__)

BACKLOG = 512  # datagrams that may wait behind a handling that waits (beyond it they are dropped)

_original_start = RTCDtlsTransport.start


class _Rest:
    """The rest of a coroutine whose first step yielded ``first``, to be awaited by a task."""

    def __init__(self, coro: Coroutine[Any, Any, Any], first: Any) -> None:
        self._coro = coro
        self._first = first

    def __await__(self) -> Generator[Any, Any, None]:
        yielded = self._first
        while True:
            try:
                sent = yield yielded
            except BaseException as exc:  # noqa: B036 - thrown in by the task (cancellation): passed on
                try:
                    yielded = self._coro.throw(exc)
                except StopIteration:
                    return
            else:
                try:
                    yielded = self._coro.send(sent)
                except StopIteration:
                    return


class DirectReceive:
    """The SRTP/SRTCP receiving of one connected DTLS transport, called from the socket's callback."""

    def __init__(self, dtls: RTCDtlsTransport) -> None:
        self._dtls = dtls
        self._backlog: collections.deque[bytes] = collections.deque()
        self._waiting: asyncio.Task[None] | None = None
        self._warned = False
        self.handled = 0  # datagrams taken

    def __call__(self, data: bytes) -> bool:
        """Handle an SRTP/SRTCP datagram; False when the transport's own loop must take it instead."""
        dtls = self._dtls
        if dtls._state != State.CONNECTED or dtls._rx_srtp is None:
            return False
        self.handled += 1
        if self._waiting is not None:
            if len(self._backlog) < BACKLOG:
                self._backlog.append(data)
            return True
        try:
            coro = self._handling(data)
            if coro is None:
                return True
            first = coro.send(None)
        except StopIteration:
            return True
        except Exception:
            self._failed()
            return True
        self._waiting = asyncio.ensure_future(self._finish(coro, first))
        return True

    def _handling(self, data: bytes) -> Coroutine[Any, Any, None] | None:
        """What ``RTCDtlsTransport._recv_next`` and ``_handle_rtp_data`` do with an SRTP/SRTCP datagram, up to
        the coroutine to step: the receiver's handling of the packet, or the transport's of RTCP."""
        dtls = self._dtls
        dtls._RTCDtlsTransport__rx_bytes += len(data)  # type: ignore[attr-defined]
        dtls._RTCDtlsTransport__rx_packets += 1  # type: ignore[attr-defined]
        arrival_time_ms = clock.current_ms()
        try:
            if is_rtcp(data):
                return dtls._handle_rtcp_data(dtls._rx_srtp.unprotect_rtcp(data))
            data = fastpath.srtp_unprotect(dtls._rx_srtp, data)
        except (pylibsrtp.Error, ValueError) as exc:  # ValueError: longer than libsrtp's buffer (1500 bytes)
            log.debug("SRTP unprotect failed: %s", exc)
            return None
        try:
            packet = fastrtp.parse(RtpPacket, data, dtls._rtp_header_extensions_map)
        except ValueError as exc:
            log.debug("RTP parsing failed: %s", exc)
            return None
        receiver = dtls._rtp_router.route_rtp(packet)
        if receiver is None:
            return None
        return receiver._handle_rtp_packet(packet, arrival_time_ms=arrival_time_ms)  # type: ignore[no-any-return]

    async def _finish(self, coro: Coroutine[Any, Any, None], first: Any) -> None:
        try:
            await _Rest(coro, first)
        except Exception:
            self._failed()
        try:
            while self._backlog:
                try:
                    coro = self._handling(self._backlog.popleft())
                    if coro is not None:
                        await coro
                except Exception:
                    self._failed()
        finally:
            self._waiting = None
            self._backlog.clear()

    def _failed(self) -> None:
        if not self._warned:
            self._warned = True
            log.exception("handling a received RTP/RTCP packet failed (the packet is dropped)")


def data_received(self: aioice.ice.Connection, data: bytes, component: int) -> None:
    """aioice's ``Connection.data_received``: SRTP/SRTCP to the connected DTLS transport's DirectReceive, the
    rest (and all of it while earlier datagrams wait in the queue) into the queue."""
    direct = self.__dict__.get("direct_receive")
    if direct is not None and 127 < data[0] < 192 and self._queue.empty() and direct(data):
        return
    self._queue.put_nowait((data, component))


async def start(self: RTCDtlsTransport, remoteParameters: Any) -> None:
    await _original_start(self, remoteParameters)
    if self._state == State.CONNECTED:
        self.transport._connection.direct_receive = DirectReceive(self)


def install() -> None:
    """Make each DTLS transport take its media from the socket's callback once connected (idempotent)."""
    RTCDtlsTransport.start = start  # type: ignore[method-assign]
    aioice.ice.Connection.data_received = data_received  # type: ignore[method-assign]
