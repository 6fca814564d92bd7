"""Keyframes: recognising one in an encoded frame, and when to ask a publisher for the next one.

The rules are pure logic (no asyncio, no media objects): ``KeyframeRequests`` is the rate limit, so one lossy
subscriber cannot make a publisher send keyframes all the time while a subscriber without a picture yet waits
as little as possible; ``SubscriberKeyframes`` how to serve one subscriber's request. ``KeyframeScheduler`` is
the one thin asyncio part around the rate limit (as mediasoup's KeyFrameRequestManager): it owns the timers of
the requests kept for later and of the asks again while someone still waits, and sends through a callback,
for the forwarding unit (forwarding.py: a PLI to the publisher) and the MCU (mcu.py: its encoder's next frame).
"""
from __future__ import annotations

import asyncio
import math
from collections.abc import Callable
from typing import Any

KEYFRAME_TIMEOUT = 0.5  # s: a keyframe asked for can be lost on the way; ask again if someone still waits


def is_keyframe(mime_type: str, data: bytes) -> bool:
    """Whether the complete encoded frame ``data`` decodes without earlier frames.

    VP8 (RFC 6386 9.1): the frame tag's lowest bit is 0 and the start code 9d 01 2a follows. H.264 (Annex B
    byte stream, as aiortc depayloads it): an IDR slice (NAL type 5) or a sequence parameter set (7). Audio
    frames stand alone."""
    mime = mime_type.lower()
    if mime == "video/vp8":
        return len(data) >= 6 and not data[0] & 0x01 and data[3:6] == b"\x9d\x01\x2a"
    if mime == "video/h264":
        return any(nal_type in (5, 7) for nal_type in _h264_nal_types(data))
    return not mime.startswith("video/")


def _h264_nal_types(data: bytes) -> list[int]:
    types = []
    start = data.find(b"\x00\x00\x01")
    while start != -1 and start + 3 < len(data):
        types.append(data[start + 3] & 0x1F)
        start = data.find(b"\x00\x00\x01", start + 3)
    return types


class KeyframeRequests:
    """When to ask one publisher for a keyframe.

    At most one request per ``interval`` seconds, or per ``urgent_interval`` when a subscriber has no picture
    yet (a new subscriber, a renegotiation, a switched source). A request inside the window is kept and is due
    when the window ends, unless a keyframe arrives first (it serves everyone waiting).
    """

    def __init__(self, interval: float = 1.0, urgent_interval: float = 0.25) -> None:
        self.interval = interval
        self.urgent_interval = urgent_interval
        self.last_sent = -math.inf
        self.pending = False
        self.pending_urgent = False
        self.sent = 0

    def request(self, now: float, urgent: bool = False) -> float:
        """Ask for a keyframe. Returns 0 when the request is to be sent now (and counts it as sent), else the
        seconds until ``retry`` may send it."""
        self.pending = True
        self.pending_urgent = self.pending_urgent or urgent
        window = self.urgent_interval if self.pending_urgent else self.interval
        wait = self.last_sent + window - now
        if wait > 0:
            return wait
        self.last_sent = now
        self.pending = self.pending_urgent = False
        self.sent += 1
        return 0.0

    def retry(self, now: float) -> float | None:
        """For a kept request: 0 to send it now, the seconds to wait still, or None when none is pending."""
        if not self.pending:
            return None
        return self.request(now, self.pending_urgent)

    def keyframe_arrived(self) -> None:
        self.pending = self.pending_urgent = False


class KeyframeScheduler:
    """Asks for keyframes through ``ask`` within a ``KeyframeRequests`` rate limit, owning its timers.

    ``request(urgent)`` asks now when the window allows it, else once the window ends (one timer, however many
    requests come meanwhile), unless a keyframe arrives first (``keyframe_arrived``). With ``still_waiting``,
    ``recheck`` seconds after each ask it asks again (urgent) while ``still_waiting()`` says someone has no
    keyframe yet: an asked-for keyframe can be lost on the way. ``close()`` cancels both timers; afterwards
    nothing is asked. Made and used on the event loop's thread. ``timers`` (``time()`` and ``call_later()``) is
    the running loop unless a test gives a clock of its own.
    """

    def __init__(self, ask: Callable[[], None], limit: KeyframeRequests | None = None, *,
                 still_waiting: Callable[[], bool] | None = None, recheck: float = KEYFRAME_TIMEOUT,
                 timers: Any = None) -> None:
        self.limit = limit if limit is not None else KeyframeRequests()
        self.closed = False
        self._ask = ask
        self._still_waiting = still_waiting
        self._recheck = recheck
        self._loop = timers if timers is not None else asyncio.get_event_loop()
        self._retry: asyncio.TimerHandle | None = None
        self._check: asyncio.TimerHandle | None = None

    def request(self, urgent: bool = False) -> None:
        """Someone needs a keyframe (``urgent``: it has no picture)."""
        if not self.closed:
            self._handle(self.limit.request(self._loop.time(), urgent))

    def keyframe_arrived(self) -> None:
        """A keyframe came: it serves every request kept for later."""
        self.limit.keyframe_arrived()

    def close(self) -> None:
        self.closed = True
        for handle in (self._retry, self._check):
            if handle is not None:
                handle.cancel()
        self._retry = self._check = None

    def _handle(self, wait: float | None) -> None:
        if wait is None:
            return
        if wait > 0:
            if self._retry is None:
                self._retry = self._loop.call_later(wait, self._retry_kept)
            return
        self._ask()
        if self._still_waiting is not None and self._check is None:
            self._check = self._loop.call_later(self._recheck, self._check_waiting)

    def _retry_kept(self) -> None:
        self._retry = None
        if not self.closed:
            self._handle(self.limit.retry(self._loop.time()))

    def _check_waiting(self) -> None:
        self._check = None
        if not self.closed and self._still_waiting is not None and self._still_waiting():
            self.request(urgent=True)


class SubscriberKeyframes:
    """How to serve one subscriber's keyframe request (PLI/FIR).

    A subscriber that asks within ``starting`` seconds of the first keyframe it was sent (or before any) has
    no picture yet: that keyframe did not arrive whole (on a lossy path its first packets can be lost before
    the subscriber knows the stream, where no NACK can ask for them). Its request is urgent, and the source's
    frames since its last keyframe (forwarding.py keeps them) are sent again at once when the source still has
    them, which needs no new keyframe from the publisher; at most once per ``replay_interval``, as a
    subscriber's decoder may ask once per failed frame. Later requests are ordinary ones (the rate limit), so
    a lossy subscriber cannot make a publisher send keyframes all the time.
    """

    def __init__(self, starting: float = 1.0, replay_interval: float = 0.2) -> None:
        self.starting = starting
        self.replay_interval = replay_interval
        self.first_sent: float | None = None
        self.replayed_at = -math.inf
        self.replays = 0

    def reset(self) -> None:
        """Another source: its first keyframe is still to come."""
        self.first_sent = None

    def keyframe_sent(self, now: float) -> None:
        if self.first_sent is None:
            self.first_sent = now

    def request(self, now: float) -> str:
        """"replay" (send the recent frames again, or else ask urgently), "urgent" or "normal"."""
        if self.first_sent is None:
            return "urgent"
        if now - self.first_sent >= self.starting:
            return "normal"
        if now - self.replayed_at >= self.replay_interval:
            self.replayed_at = now
            self.replays += 1
            return "replay"
        return "urgent"
