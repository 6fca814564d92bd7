"""A video jitter buffer that hands a frame to the decoder as soon as its last packet arrives.

aiortc's JitterBuffer knows a video frame is complete only when the first packet of the NEXT frame arrives
(a new RTP timestamp), so every receiving hop waits one frame interval: 33 ms at 30 fps on the client and
again in the engine. The RTP marker bit already says "last packet of this frame" (VP8 and H.264 set it),
so a frame whose packets are all present from the buffer's origin up to a marker packet is complete.

The buffer falls back to aiortc's rule (a timestamp change) when a sender does not set the marker bit.

A lost packet: aiortc's buffer waits at the hole until the buffer overflows (512 packets for video: 20-40 s
of a camera stream at a few hundred kbit/s), so one packet that neither arrived nor came back through NACK
froze the picture that long (the "stall after the return to peer mode" of the UI suite: the first frames of
the new stream). This one waits HOLE_WAIT for the retransmission, then moves past the hole to the next
frame start, asks the sender for a keyframe (the PLI flag of ``add``) and hands on nothing until a keyframe
arrives (at most KEYFRAME_WAIT), so the decoder never gets a frame whose reference was lost.

``install()`` makes aiortc's receivers use it; it is pinned with aiortc (see pyproject.toml) and covered by
tests/media/test_jitter_buffer.py.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Optional

import aiortc.rtcrtpreceiver
from aiortc.jitterbuffer import JitterBuffer, JitterFrame
from aiortc.rtp import RtpPacket

HOLE_WAIT = 0.2  # s a missing packet is waited for (its NACK retransmission) before the buffer moves past it
KEYFRAME_WAIT = 1.0  # s after moving past a hole that only a keyframe is handed on


def looks_like_keyframe(data: bytes) -> bool:
    """A depayloaded VP8 keyframe (RFC 6386 9.1) or H.264 access unit with an IDR slice or SPS (Annex B)."""
    if len(data) >= 6 and not data[0] & 0x01 and data[3:6] == b"\x9d\x01\x2a":
        return True
    start = data.find(b"\x00\x00\x01")
    while start != -1 and start + 3 < len(data):
        if data[start + 3] & 0x1F in (5, 7):
            return True
        start = data.find(b"\x00\x00\x01", start + 3)
    return False


class FrameCompletingJitterBuffer(JitterBuffer):
    """aiortc's JitterBuffer, completing video frames on the RTP marker bit and moving past lost packets."""

    def __init__(self, capacity: int, prefetch: int = 0, is_video: bool = False, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(capacity, prefetch=prefetch, is_video=is_video)
        self._clock = clock
        self._hole_since: float | None = None  # when the packet at the origin was first found missing
        self._skipped = False  # moved past a hole since the last add(): ask for a keyframe
        self._keyframe_until: float | None = None  # only a keyframe is handed on until then
        self.holes_skipped = 0

    def add(self, packet: RtpPacket) -> tuple[bool, Optional[JitterFrame]]:
        pli_flag, frame = super().add(packet)
        if self._skipped:
            self._skipped = False
            pli_flag = True
        return pli_flag, frame

    def _skip_hole(self) -> bool:
        """At a missing origin packet: after HOLE_WAIT, move the origin to the first frame start past the hole
        (whether a frame was skipped)."""
        now = self._clock()
        if self._hole_since is None:
            self._hole_since = now
            return False
        if now - self._hole_since < HOLE_WAIT:
            return False
        for count in range(1, self.capacity):
            before = self._packets[(self._origin + count - 1) % self._capacity]
            packet = self._packets[(self._origin + count) % self._capacity]
            if packet is not None and before is not None and (before.marker or before.timestamp != packet.timestamp):
                self.remove(count)
                self._hole_since = None
                self._skipped = True
                self._keyframe_until = now + KEYFRAME_WAIT
                self.holes_skipped += 1
                return True
        return False  # no frame has started after the hole yet

    def _remove_frame(self, sequence_number: int) -> Optional[JitterFrame]:
        if not self._is_video or self._prefetch:
            return super()._remove_frame(sequence_number)
        while True:
            frame = self._complete_frame()
            if frame is None or self._keyframe_until is None:
                return frame
            if looks_like_keyframe(frame.data) or self._clock() > self._keyframe_until:
                self._keyframe_until = None
                return frame
            # an inter frame whose reference was lost: dropped (the decoder would show garbage), and the
            # next complete one looked at now, so the buffer does not stay frames behind

    def _complete_frame(self) -> Optional[JitterFrame]:
        """The frame at the origin once complete (moving past a hole after HOLE_WAIT), removed from the buffer."""
        if self._packets[self._origin % self._capacity] is None and not self._skip_hole():
            return None
        self._hole_since = None
        packets = []
        timestamp = None
        for count in range(self.capacity):
            packet = self._packets[(self._origin + count) % self._capacity]
            if packet is None:
                return None
            if timestamp is None:
                timestamp = packet.timestamp
            elif packet.timestamp != timestamp:
                # the sender set no marker on the previous frame: complete it as aiortc does
                break
            packets.append(packet)
            if packet.marker:
                count += 1
                break
        else:
            return None
        frame = JitterFrame(data=b"".join(p._data for p in packets), timestamp=timestamp)
        self.remove(count)
        return frame


def install() -> None:
    """Make every aiortc receiver created from now on use the frame-completing buffer (idempotent)."""
    aiortc.rtcrtpreceiver.JitterBuffer = FrameCompletingJitterBuffer
