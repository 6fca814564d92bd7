"""Keyframes: recognising one in an encoded frame, and when to ask a publisher for the next one.

Pure logic (no asyncio, no media objects): the forwarding unit (forwarding.py) feeds it the clock and sends
the requests it allows. One home for the rate limit, so one lossy subscriber cannot make a publisher send
keyframes all the time, while a subscriber without a picture yet waits as little as possible.
"""
from __future__ import annotations

import math


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
