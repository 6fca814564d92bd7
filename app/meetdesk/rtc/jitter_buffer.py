"""A video jitter buffer that hands a frame to the decoder as soon as its last packet arrives.

aiortc's JitterBuffer knows a video frame is complete only when the first packet of the NEXT frame arrives
(a new RTP timestamp), so every receiving hop waits one frame interval: 33 ms at 30 fps on the client and
again in the engine. The RTP marker bit already says "last packet of this frame" (VP8 and H.264 set it),
so a frame whose packets are all present from the buffer's origin up to a marker packet is complete.

The buffer falls back to aiortc's rule (a timestamp change) when a sender does not set the marker bit.

A lost packet: aiortc's buffer waits at the hole until the buffer overflows (512 packets for video: 20-40 s
of a camera stream at a few hundred kbit/s), so one packet that neither arrived nor came back through NACK
froze the picture that long (the "stall after the return to peer mode" of the UI suite: the first frames of
the new stream). This one waits HOLE_WAIT for the retransmission, then moves past the hole (at a frame's
start or inside it) to the next frame start, asks the sender for a keyframe (the PLI flag of ``add``) and hands on nothing until a keyframe
arrives (at most ``keyframe_wait``), so the decoder never gets a frame whose reference was lost.

The start of a stream is the same: a receiver whose first packets were lost (the receiver cannot ask for
packets sent before the first it got) would hand the decoder the tail of a keyframe and then frames that
depend on it, each one a decoding error, until the sender's next keyframe (on a 3 % lossy path: ~30 failed
frames and a second without picture, issue 25). Until the first keyframe nothing is handed on. While it waits
the buffer asks again every KEYFRAME_ASK (a PLI can be lost too). The engine's receivers wait without a
limit (``keyframe_wait=None``): a forwarding hop must never pass on a frame whose reference it lost.

Audio (aiortc's prefetch of 4 frames): aiortc hands on nothing past a lost packet (audio has no NACK) until
16 packets are behind it, then drops the frames before it too: 0.3 s of silence and 0.1 s of sound lost per
lost packet. Here a frame is handed on once the prefetch's worth of packets is behind it, a hole or not, and
a hole with that much behind it is passed: a lost packet costs its own 20 ms.

NACKs: aiortc's receiver asks for a missing packet once, when it finds it missing; when that NACK or the
retransmission is lost too (6 % on a path losing 3 % each way) the packet is only asked for again when another
one goes missing, often after HOLE_WAIT, and the picture stops for a keyframe's round trip.
``RetryingNackGenerator`` asks again every NACK_RETRY while the packet is still worth waiting for.

``install()`` makes aiortc's receivers use both; it is pinned with aiortc (see pyproject.toml) and covered by
tests/unit/rtc/test_jitter_buffer.py.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Optional

import aiortc.rtcrtpreceiver
from aiortc.jitterbuffer import JitterBuffer, JitterFrame
from aiortc.rtcrtpreceiver import NackGenerator
from aiortc.rtp import RtpPacket
from aiortc.utils import uint16_add

HOLE_WAIT = 0.3  # s a missing packet is waited for (NACKed every NACK_RETRY) before the buffer moves past it
KEYFRAME_WAIT = 1.0  # s after moving past a hole (or the start) that only a keyframe is handed on
KEYFRAME_ASK = 0.25  # s between two keyframe requests while waiting for one
NACK_RETRY = 0.07  # s between two NACKs of a packet still missing (about a round trip of a poor path)
NACK_GIVE_UP = HOLE_WAIT + 0.1  # s after which a missing packet is no longer asked for


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
                 clock: Callable[[], float] = time.monotonic, keyframe_wait: float | None = KEYFRAME_WAIT) -> None:
        super().__init__(capacity, prefetch=prefetch, is_video=is_video)
        self._clock = clock
        self.keyframe_wait = keyframe_wait  # s an inter frame after a loss is held back at most (None: always)
        self._hole = 0  # the first missing packet of the frame at the origin
        self._hole_since: float | None = None  # when it was first found missing
        self._ask = False  # a keyframe request is due with the next add()
        self._waiting_since: float | None = None  # waiting for a keyframe since then (a hole was skipped)
        self._asked_at = -KEYFRAME_ASK
        self._keyframe_seen = False  # a keyframe was handed on: the stream is decodable from here
        self.holes_skipped = 0
        self.frames_dropped = 0  # frames not handed on because their reference was lost

    def add(self, packet: RtpPacket) -> tuple[bool, Optional[JitterFrame]]:
        pli_flag, frame = super().add(packet)
        if self._ask:
            self._ask = False
            pli_flag = True
        return pli_flag, frame

    def _wait_for_keyframe(self, now: float) -> None:
        if self._waiting_since is None:
            self._waiting_since = now
        if now - self._asked_at >= KEYFRAME_ASK:
            self._asked_at = now
            self._ask = True

    def _skip_hole(self, at: int) -> bool:
        """A packet missing ``at`` packets from the origin (in the frame at the origin or at its start): after
        HOLE_WAIT, move the origin to the first frame start past it. Returns whether it did."""
        now = self._clock()
        sequence_number = uint16_add(self._origin, at)
        if self._hole_since is None or self._hole != sequence_number:
            self._hole, self._hole_since = sequence_number, now
            return False
        if now - self._hole_since < HOLE_WAIT:
            return False
        for count in range(at + 1, self.capacity):
            before = self._packets[(self._origin + count - 1) % self._capacity]
            packet = self._packets[(self._origin + count) % self._capacity]
            if packet is not None and before is not None and (before.marker or before.timestamp != packet.timestamp):
                self.remove(count)
                self._hole_since = None
                self._waiting_since = None
                self._asked_at = -KEYFRAME_ASK
                self._wait_for_keyframe(now)
                self.holes_skipped += 1
                return True
        return False  # no frame has started after the hole yet

    def _remove_frame(self, sequence_number: int) -> Optional[JitterFrame]:
        if self._prefetch:
            return self._remove_audio_frame()
        if not self._is_video:
            return super()._remove_frame(sequence_number)
        while True:
            frame = self._complete_frame()
            if frame is None:
                return None
            if looks_like_keyframe(frame.data):
                self._keyframe_seen = True
                self._waiting_since = None
                return frame
            now = self._clock()
            if self._keyframe_seen and self._waiting_since is None:
                return frame
            self._wait_for_keyframe(now)
            if self.keyframe_wait is not None and now - self._waiting_since > self.keyframe_wait:
                self._keyframe_seen = True  # a sender whose keyframes this buffer does not recognise
                self._waiting_since = None
                return frame
            # a frame whose reference was lost (or never came): dropped, the decoder would fail or show
            # garbage; the next complete one is looked at now, so the buffer does not stay frames behind
            self.frames_dropped += 1

    def _remove_audio_frame(self) -> Optional[JitterFrame]:
        """The frame at the origin once ``prefetch`` packets are behind it; a missing packet at the origin
        with more than that behind it will not come (audio is not retransmitted) and is passed."""
        present = [count for count in range(self._capacity)
                   if self._packets[(self._origin + count) % self._capacity] is not None]
        if len(present) <= self._prefetch:
            return None
        if present[0]:
            self.remove(present[0])
            self.holes_skipped += 1
        first = self._packets[self._origin % self._capacity]
        assert first is not None
        packets = [first]
        while len(packets) < len(present):
            packet = self._packets[(self._origin + len(packets)) % self._capacity]
            if packet is None or packet.timestamp != first.timestamp:
                break
            packets.append(packet)
        self.remove(len(packets))
        return _frame(packets)

    def _complete_frame(self) -> Optional[JitterFrame]:
        """The frame at the origin once complete (moving past a hole after HOLE_WAIT), removed from the buffer."""
        while True:
            packets = []
            timestamp = None
            for count in range(self.capacity):
                packet = self._packets[(self._origin + count) % self._capacity]
                if packet is None:
                    break
                if timestamp is None:
                    timestamp = packet.timestamp
                elif packet.timestamp != timestamp:
                    # the sender set no marker on the previous frame: complete it as aiortc does
                    return self._take(packets, count)
                packets.append(packet)
                if packet.marker:
                    return self._take(packets, count + 1)
            else:
                return None
            # a packet of the frame is missing (or has not arrived yet)
            if not self._skip_hole(count):
                return None

    def _take(self, packets: list[RtpPacket], count: int) -> JitterFrame:
        self._hole_since = None
        self.remove(count)
        return _frame(packets)


def _frame(packets: list[RtpPacket]) -> JitterFrame:
    """The frame of ``packets``, which it keeps as ``packets`` (a forwarding unit sends them on as they came)."""
    frame = JitterFrame(data=b"".join(p._data for p in packets), timestamp=packets[0].timestamp)  # type: ignore
    frame.packets = packets  # type: ignore[attr-defined]
    return frame


class RetryingNackGenerator(NackGenerator):
    """aiortc's NACK generator, asking again for packets still missing after NACK_RETRY (up to NACK_GIVE_UP).

    The receiver calls ``add`` for every packet and, when it returns True, sends one NACK listing every packet
    in ``missing``."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self._clock = clock
        self._missed_at: dict[int, float] = {}
        self._nacked_at = -NACK_RETRY
        self.retries = 0

    def add(self, packet: RtpPacket) -> bool:
        missed = super().add(packet)
        if not self.missing and not self._missed_at:
            return missed
        now = self._clock()
        for sequence_number in self.missing:
            self._missed_at.setdefault(sequence_number, now)
        for sequence_number, since in list(self._missed_at.items()):
            if sequence_number not in self.missing:
                del self._missed_at[sequence_number]
            elif now - since > NACK_GIVE_UP:
                self.missing.discard(sequence_number)
                del self._missed_at[sequence_number]
        if missed:
            self._nacked_at = now
            return True
        if self.missing and now - self._nacked_at >= NACK_RETRY:
            self._nacked_at = now
            self.retries += 1
            return True
        return False


def install() -> None:
    """Make every aiortc receiver created from now on use the frame-completing buffer and the retrying NACK
    generator (idempotent)."""
    aiortc.rtcrtpreceiver.JitterBuffer = FrameCompletingJitterBuffer
    aiortc.rtcrtpreceiver.NackGenerator = RetryingNackGenerator
