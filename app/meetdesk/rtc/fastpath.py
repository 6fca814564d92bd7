"""Faster equivalents of aiortc's and aioice's per-packet helpers (installed by patches.py, for the pinned
versions).

A forwarding engine runs aiortc's receive-side bandwidth estimator and its clock for every packet it
receives and sends; a profile of a forwarded call (docs/benchmarks.md) found them doing in Python loops what
the interpreter does in C, and aioice parsing every media packet as a STUN message first:

- ``OveruseEstimator.update_min_frame_period``: the minimum of the last 60 timestamp deltas, taken with a
  Python loop for every frame group; here with ``min()``;
- ``RateCounter`` (the incoming bitrate over one second in 1 ms buckets): forgetting old buckets walked one
  bucket object per millisecond elapsed, twice for every packet; here two lists of ints whose ranges are summed
  and cleared by slices;
- ``clock.current_ms`` and ``clock.current_ntp_time`` (per packet: arrival times, abs-send-time, sender
  reports): a timezone-aware datetime and its arithmetic; here the same figures from ``time.time_ns()``;
- ``aioice.ice.StunProtocol.datagram_received``: a datagram whose first byte is over 3 is not STUN (RFC 7983's
  demultiplexing: DTLS 20-63, RTP/RTCP 128-191) and goes to the connection without a parse that can only
  raise (or, with a length that happens to match, take media for a STUN message: aioice checks no cookie);
  and only from the remote end of one of the socket's candidate pairs (aioice passed anyone's on: a stranger on
  the network cost a DTLS or SRTP attempt per datagram), counted in the protocol's ``strangers`` otherwise.

- ``srtp_protect`` and ``srtp_unprotect`` (called by the engine's own sending and receiving, not installed):
  pylibsrtp's ``Session.protect``/``unprotect`` in one Python call instead of three, with no allocation (its
  length cell made once per session); a session without pylibsrtp 1.0.0's attributes gets its own method.

Each gives the same results as the library's own (tests/unit/rtc/test_fastpath.py drives both side by side).
"""
from __future__ import annotations

import time
from typing import Any

import aioice.ice
import pylibsrtp
from aiortc import clock, rate
from pylibsrtp._binding import ffi as _srtp_ffi
from pylibsrtp._binding import lib as _srtp_lib

NTP_OFFSET_US = 2_208_988_800 * 1_000_000  # 1900-01-01 to 1970-01-01, in microseconds


def current_ms() -> int:
    """Milliseconds since the NTP epoch (aiortc's ``clock.current_ms``)."""
    return (time.time_ns() // 1000 + NTP_OFFSET_US) // 1000


def current_ntp_time() -> int:
    """The NTP time now, 32.32 fixed point at microsecond resolution (aiortc's ``clock.current_ntp_time``)."""
    return ntp_of(time.time_ns() // 1000)


def ntp_of(unix_us: int) -> int:
    """The NTP time of an instant given in microseconds since 1970."""
    seconds, micro = divmod(unix_us + NTP_OFFSET_US, 1_000_000)
    return (seconds << 32) | ((micro << 32) // 1_000_000)


def update_min_frame_period(self: rate.OveruseEstimator, ts_delta: float) -> float:
    history = self.ts_delta_hist
    if len(history) >= rate.MIN_FRAME_PERIOD_HISTORY_LENGTH:
        history.pop(0)
    found = min(history, default=ts_delta)
    history.append(ts_delta)
    return min(found, ts_delta)


class RateCounter(rate.RateCounter):
    """aiortc's RateCounter with its buckets in two lists of ints (counts and values)."""

    def reset(self) -> None:
        self._counts = [0] * self._window_size
        self._values = [0] * self._window_size
        self._origin_index = 0
        self._origin_ms = None
        self._total = rate.RateBucket()

    def add(self, value: int, now_ms: int) -> None:
        if self._origin_ms is None:
            self._origin_ms = now_ms
        else:
            self._erase_old(now_ms)
        index = (self._origin_index + now_ms - self._origin_ms) % self._window_size
        self._counts[index] += 1
        self._values[index] += value
        self._total.count += 1
        self._total.value += value

    def _erase_old(self, now_ms: int) -> None:
        new_origin_ms = now_ms - self._window_size + 1
        steps = new_origin_ms - self._origin_ms
        if steps <= 0:
            return
        size = self._window_size
        start = self._origin_index
        end = start + min(steps, size)
        spans = [(start, end)] if end <= size else [(start, size), (0, end - size)]
        for a, b in spans:
            self._total.count -= sum(self._counts[a:b])
            self._total.value -= sum(self._values[a:b])
            self._counts[a:b] = [0] * (b - a)
            self._values[a:b] = [0] * (b - a)
        self._origin_index = (start + steps) % size
        self._origin_ms = new_origin_ms


_stun_datagram_received = aioice.ice.StunProtocol.datagram_received


def datagram_received(self: aioice.ice.StunProtocol, data: bytes, addr: tuple) -> None:
    if data and data[0] > 3:   # not STUN (RFC 7983 section 7)
        if addr == self.__dict__.get("_meetdesk_source") or _known_source(self, addr):
            self.receiver.data_received(data, self.local_candidate.component)
        else:
            self.__dict__["strangers"] = self.__dict__.get("strangers", 0) + 1
    else:
        _stun_datagram_received(self, data, addr)


def _host(host: str) -> str:
    return host.partition("%")[0]   # an IPv6 address's zone (fe80::1%eth0) is not part of the address


def _known_source(protocol: aioice.ice.StunProtocol, addr: tuple) -> bool:
    """Whether DTLS or media from ``addr`` may reach the connection: the remote end of one of its candidate
    pairs on this socket (a candidate the peer signalled, or one whose check came with the ICE password: aioice
    adds it as peer-reflexive). Anyone else who sends to the socket is dropped here, before DTLS or SRTP spend
    any work on it. The source last accepted is remembered (media keep coming from it)."""
    host, port = _host(addr[0]), addr[1]
    for pair in getattr(protocol.receiver, "_check_list", ()):
        remote = pair.remote_addr
        if pair.protocol is protocol and remote[1] == port and _host(remote[0]) == host:
            protocol.__dict__["_meetdesk_source"] = addr
            return True
    return False


def srtp_protect(session: pylibsrtp.Session, data: bytes) -> bytes:
    """``session.protect(data)``."""
    return _srtp(session, data, _srtp_lib.srtp_protect, pylibsrtp.SRTP_MAX_TRAILER_LEN, "protect")


def srtp_unprotect(session: pylibsrtp.Session, data: bytes) -> bytes:
    """``session.unprotect(data)``."""
    return _srtp(session, data, _srtp_lib.srtp_unprotect, 0, "unprotect")


def _srtp(session: pylibsrtp.Session, data: bytes, function: Any, trailer: int, method: str) -> bytes:
    """pylibsrtp 1.0.0's ``Session.__process``."""
    length = session.__dict__.get("_meetdesk_length") or _length_cell(session)
    if length is None:
        return getattr(session, method)(data)  # type: ignore[no-any-return]
    if not isinstance(data, bytes):
        raise TypeError("packet must be bytes")
    size = len(data)
    if size > len(session._cdata) - trailer:
        raise ValueError("packet is too long")
    length[0] = size
    session._buffer[0:size] = data
    status = function(session._srtp[0], session._cdata, length)
    if status != _srtp_lib.srtp_err_status_ok:
        pylibsrtp._srtp_assert(status)
    return session._buffer[0:length[0]]  # type: ignore[no-any-return]


def _length_cell(session: pylibsrtp.Session) -> object:
    """The session's own length cell (None: not the pylibsrtp these functions were written for)."""
    if pylibsrtp.__version__ != "1.0.0" or not all(hasattr(session, name) for name in ("_cdata", "_buffer", "_srtp")):
        return None
    cell = session.__dict__["_meetdesk_length"] = _srtp_ffi.new("int *")
    return cell


def install() -> None:
    """Put the equivalents in place (idempotent)."""
    aioice.ice.StunProtocol.datagram_received = datagram_received  # type: ignore[method-assign]
    clock.current_ms = current_ms
    clock.current_ntp_time = current_ntp_time
    rate.OveruseEstimator.update_min_frame_period = update_min_frame_period  # type: ignore[method-assign]
    rate.RateCounter = RateCounter  # type: ignore[misc]  # (RemoteBitrateEstimator looks it up at each use)
