"""Packets from a publisher to its subscribers (the forwarding unit of peer mode): no decoder, no encoder.

``PacketSource`` takes the complete encoded frames of one received track straight from its aiortc receiver
(aiortc_hooks.py), each with the RTP packets it came in, and hands the same frame objects to every
subscriber's ``Subscription``. A leg's outgoing track (forwarded_track.py: ``ForwardedTrack``, its re-stamping
and the filler) takes them on the spot (``push``) and sends their packets on as they came, from the receiving
path; other consumers (the MCU, recorder, captions) take them from the subscription's bounded queue.
``FrameSource`` is the fan-out itself, also for what the engine encodes (``EncodedSource``: the MCU's picture
and mixes, mcu.py; a playback forward's picture, whip.py), whose frames the outgoing tracks take from the
queue and packetize.

Keyframes: a new subscription, a renegotiation and a subscriber's PLI/FIR ask the publisher for a keyframe
through one rate limit per source (keyframes.py); a video subscription hands on nothing until a keyframe,
and after it overflowed it waits for the next one. A subscriber that asks within a second of its first
keyframe has no picture yet (the keyframe came incomplete): it gets the source's frames since the last
keyframe again at once, or else its request is urgent (keyframes.SubscriberKeyframes). The engine's receiver
hands on nothing after a packet that never came until the next keyframe (jitter_buffer.py), so no subscriber
gets a frame whose reference is missing. Bitrate: the subscribers' REMB estimates reach the publisher as one
(the lowest, within sane bounds), also capping the engine's own estimate of the link.
NACKs: the subscriber leg's sender answers them from its packet history (aiortc); a packet the engine never
got is asked for by the engine's receiver (aiortc's NACK generator), so the frame is only handed on complete.

Every leg negotiates the same codecs (VP8 and Opus first, legs.py), so a source's packets suit every
subscriber; one that negotiated another codec gets the filler and a warning instead of undecodable packets.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from aiortc import RTCRtpReceiver
from aiortc.codecs import get_decoder
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk.rtc.levels import dbfs
from meetdesk.tasks import TaskSet

from . import aiortc_hooks
from .keyframes import KeyframeScheduler, is_keyframe

log = logging.getLogger(__name__)

QUEUE_FRAMES = {"audio": 25, "video": 10}  # per subscription: 0.5 s of audio, a third of a second of video
MIN_BITRATE = 100_000  # bit/s: the bounds of a subscriber's estimate passed on to a publisher
MAX_BITRATE = 10_000_000
REMB_INTERVAL = 1.0  # s: an unchanged estimate is passed on at most this often
GOP_CACHE_FRAMES = 10  # a source keeps its frames since the last keyframe, up to this many (a third of a second)


@dataclass(frozen=True, slots=True)
class EncodedFrame:
    """One complete encoded frame of a source, shared by all its subscriptions."""

    data: bytes
    timestamp: int  # the source's RTP clock: a publisher's as sent (it wraps at 32 bits), the MCU's from its epoch
    clock_rate: int
    mime_type: str  # lower case, e.g. "video/vp8"
    keyframe: bool
    arrival: float = field(default_factory=time.monotonic)  # when it came whole (playout.py)
    packets: Sequence[Any] = ()  # a publisher's: the RTP packets it came in, to send on as they are


class Subscription:
    """One subscriber's bounded queue of a source's frames.

    Video starts at a keyframe; when the queue overflows (the subscriber's sending stalls) it is emptied and
    waits for the next keyframe, because a delta frame after a gap cannot be decoded. Audio drops its oldest
    frame. A slow subscription never delays the source or the others."""

    def __init__(self, source: FrameSource, size: int | None = None,
                 push: Callable[[EncodedFrame], bool] | None = None) -> None:
        self.source = source
        # the subscriber's sender takes a publisher's frames (those with their packets) on the spot instead of
        # from the queue; False: it could not take this one (as an overflow)
        self.push = push
        self.kind = source.kind
        self.started = False  # frames are kept only once the subscriber's sender pulls (start())
        self.waiting = source.kind == "video"
        self.estimate: int | None = None  # the subscriber's REMB, bit/s
        self.dropped = 0
        self.closed = False
        self._frames: deque[EncodedFrame] = deque()
        self._size = size or QUEUE_FRAMES[source.kind]
        self._ready = asyncio.Event()

    def start(self) -> None:
        """The subscriber's sender is running: keep frames from now on, beginning with the source's frames
        since its last keyframe when that is recent, else with the next keyframe, asked for now."""
        if self.started:
            return
        self.started = True
        recent = self.source.recent_frames()
        for frame in recent:
            self.put(frame)
        if self.kind == "video" and not recent:
            self.source.request_keyframe(urgent=True)

    def restart(self) -> bool:
        """The subscriber did not get its start whole: queue the source's frames since its last keyframe again.
        Returns whether the source still had them (else the subscription waits for the next keyframe)."""
        recent = self.source.recent_frames()
        if self.closed or not self.started or self.kind != "video":
            return False
        self._frames.clear()
        self.waiting = True
        for frame in recent:
            self.put(frame)
        return bool(recent)

    def put(self, frame: EncodedFrame) -> None:
        if self.closed or not self.started:
            return
        if self.waiting:
            if not frame.keyframe:
                return
            self.waiting = False
        if self.push is not None and frame.packets:
            if not self.push(frame):
                self._overflow(frame)
            return
        if len(self._frames) >= self._size:
            if self.kind == "video":
                self.dropped += len(self._frames)
                self._frames.clear()
                if not frame.keyframe:
                    self.dropped += 1
                    self.waiting = True
                    self.source.request_keyframe()
                    return
            else:
                self._frames.popleft()
                self.dropped += 1
        self._frames.append(frame)
        self._ready.set()

    def _overflow(self, frame: EncodedFrame) -> None:
        """The subscriber's sender could not take ``frame``: audio loses it, video waits for a keyframe."""
        self.dropped += 1
        if self.kind == "video":
            self.waiting = True
            self.source.request_keyframe()

    def take(self) -> list[EncodedFrame]:
        """Every frame queued now, without waiting (also from a worker thread: deque operations are atomic)."""
        frames = []
        while True:
            try:
                frames.append(self._frames.popleft())
            except IndexError:
                return frames

    async def get(self) -> EncodedFrame | None:
        """The next frame; None once the subscription is closed."""
        while not self._frames:
            if self.closed:
                return None
            self._ready.clear()
            await self._ready.wait()
        return self._frames.popleft()

    def close(self) -> None:
        self.closed = True
        self._frames.clear()
        self._ready.set()


class FrameSource:
    """Encoded frames of one kind fanned out to bounded subscriptions: a received track (PacketSource) or what
    the engine encodes itself (the composing unit's picture, a listener's audio mix, mcu.py).

    Video sources keep their frames since the last keyframe (up to GOP_CACHE_FRAMES), so that a starting
    subscription has a picture at once."""

    def __init__(self, kind: str, owner: str) -> None:
        self.kind = kind
        self.owner = owner  # client id of the participant that sends it, or what else produces it
        # The time.monotonic() of timestamp 0 when the engine stamps the frames on its own clock (the MCU's
        # picture and mixes: one clock for both), so that a consumer can put them on the wall clock; None for
        # a publisher's frames (its RTP clock).
        self.epoch: float | None = None
        self.frames = 0
        self.ended = False
        self._subscriptions: list[Subscription] = []
        self._gop: list[EncodedFrame] = []  # video frames since the last keyframe (at most GOP_CACHE_FRAMES)
        self._on_ended: Callable[[FrameSource], None] | None = None

    @property
    def subscriptions(self) -> list[Subscription]:
        return list(self._subscriptions)

    def subscribe(self, size: int | None = None, push: Callable[[EncodedFrame], bool] | None = None) -> Subscription:
        """A new subscription (of ``size`` frames, by default QUEUE_FRAMES, or pushing a publisher's frames to
        ``push``); it takes frames once started. A keyframe is asked for now, so that it is at hand
        (recent_frames) when the subscriber's connection is up and its sender starts."""
        subscription = Subscription(self, size, push)
        self._subscriptions.append(subscription)
        self.request_keyframe(urgent=True)
        return subscription

    def recent_frames(self) -> list[EncodedFrame]:
        """The video frames from the last keyframe on, when there are few enough to send at once."""
        return list(self._gop)

    def unsubscribe(self, subscription: Subscription) -> None:
        if subscription in self._subscriptions:
            self._subscriptions.remove(subscription)
        subscription.close()
        self._pass_on_estimate()

    def deliver(self, encoded: EncodedFrame) -> None:
        """Hand a frame to every subscription (on the event loop)."""
        self.frames += 1
        if self.kind == "video":
            if encoded.keyframe:
                self._gop = [encoded]
            elif len(self._gop) >= GOP_CACHE_FRAMES:
                self._gop = []  # too long a GOP to send at once: new subscribers wait for a keyframe
            elif self._gop:
                self._gop.append(encoded)
        for subscription in self._subscriptions:
            subscription.put(encoded)

    def request_keyframe(self, urgent: bool = False) -> None:
        """A subscriber needs a keyframe (``urgent``: it has no picture)."""

    # -- bitrate ----------------------------------------------------------------------------------------------

    def set_estimate(self, subscription: Subscription, bitrate: int) -> None:
        subscription.estimate = max(MIN_BITRATE, min(MAX_BITRATE, int(bitrate)))
        self._pass_on_estimate()

    def subscribers_estimate(self) -> int | None:
        """The lowest estimate of the subscribers that sent one."""
        estimates = [s.estimate for s in self._subscriptions if s.estimate is not None]
        return min(estimates) if estimates else None

    def _pass_on_estimate(self) -> None:
        """The subscribers' estimates changed."""

    def _end(self) -> None:
        if self.ended:
            return
        self.ended = True
        for subscription in self._subscriptions:
            subscription.close()
        if self._on_ended is not None:
            self._on_ended(self)

    def stop(self) -> None:
        self._end()
        self._subscriptions.clear()


class EncodedSource(FrameSource):
    """Frames the engine encodes itself (the composed picture, a listener's mix), fanned out like a
    publisher's: keyframe requests and subscriber estimates go to the encoder's callbacks."""

    def __init__(self, kind: str, owner: str, *, epoch: float | None = None,
                 on_keyframe: Callable[[bool], None] | None = None,
                 on_estimate: Callable[[int | None], None] | None = None) -> None:
        super().__init__(kind, owner)
        self.epoch = epoch
        self._on_keyframe = on_keyframe
        self._on_estimate = on_estimate

    def request_keyframe(self, urgent: bool = False) -> None:
        if self._on_keyframe is not None and not self.ended:
            self._on_keyframe(urgent)

    def _pass_on_estimate(self) -> None:
        if self._on_estimate is not None:
            self._on_estimate(self.subscribers_estimate())


class PacketSource(FrameSource):
    """One received track of a publisher, fanned out as encoded frames to its subscriptions."""

    def __init__(self, receiver: RTCRtpReceiver, owner: str, *,
                 on_audio_level: Callable[[float, float], None] | None = None,
                 on_ended: Callable[[PacketSource], None] | None = None) -> None:
        super().__init__(receiver.track.kind, owner)
        self.keyframes_received = 0
        self.ssrc: int | None = None
        self.mime_type: str | None = None
        # one rate limit per publisher's track; asks again while a subscription still waits for its keyframe
        self.keyframes = KeyframeScheduler(self._send_pli, still_waiting=self._subscriber_waiting)
        self._receiver = receiver
        self._on_audio_level = on_audio_level  # (level in dBFS, seconds) of every audio frame
        self._on_ended = on_ended  # type: ignore[assignment]
        self._levels_in_packets = False
        self._audio_decoder: Any = None
        self._payload_type: int | None = None
        self._link_estimate: int | None = None  # the engine's own REMB estimate of the publisher's link
        self._last_remb: tuple[float, int | None] = (0.0, None)
        self._loop = asyncio.get_event_loop()
        self._tasks = TaskSet(f"source {owner}/{self.kind}")
        aiortc_hooks.tap_receiver(receiver, self._on_frame, self._on_packet)
        if self.kind == "video":
            aiortc_hooks.cap_receiver_remb(receiver, self._cap_link_estimate)
        self._tasks.spawn(self._watch_end(receiver.track))

    # -- from the receiver ------------------------------------------------------------------------------------

    def _on_packet(self, packet: Any) -> None:
        if self._payload_type is None or packet.payload_type == self._payload_type:
            self.ssrc = packet.ssrc
        if self.kind == "audio" and self._on_audio_level is not None:
            level = packet.extensions.audio_level  # (voice flag, level in -dBov), RFC 6464
            if level is not None:
                self._levels_in_packets = True
                self._report_level(-float(level[1]), 0.02)

    def _on_frame(self, codec: Any, frame: Any) -> None:
        try:
            mime = codec.mimeType.lower()
            self.mime_type = mime
            self._payload_type = codec.payloadType
            keyframe = is_keyframe(mime, frame.data)
            if self.kind == "video" and keyframe:
                self.keyframes_received += 1
                self.keyframes.keyframe_arrived()
            elif self.kind == "audio" and self._on_audio_level is not None and not self._levels_in_packets:
                self._decode_level(codec, frame)
            self.deliver(EncodedFrame(frame.data, frame.timestamp, codec.clockRate, mime, keyframe,
                                      packets=getattr(frame, "packets", ())))
        except Exception:
            log.exception("forwarding a frame of %s/%s failed", self.owner, self.kind)

    def _decode_level(self, codec: Any, frame: Any) -> None:
        """Voice activity for a sender that sets no audio level in its packets: decoding audio is cheap."""
        if self._audio_decoder is None:
            self._audio_decoder = get_decoder(codec)
        for decoded in self._audio_decoder.decode(frame):
            self._report_level(dbfs(decoded), decoded.samples / (decoded.sample_rate or 48000))

    def _report_level(self, level: float, seconds: float) -> None:
        try:
            self._on_audio_level(level, seconds)  # type: ignore[misc]
        except Exception:
            log.exception("audio level callback failed")

    async def _watch_end(self, track: MediaStreamTrack) -> None:
        """The receiver ends its track when the publisher's stream stops (BYE, hang-up, closed leg)."""
        try:
            while True:
                await track.recv()
        except MediaStreamError:
            pass
        self._end()

    # -- keyframes --------------------------------------------------------------------------------------------

    def request_keyframe(self, urgent: bool = False) -> None:
        """Ask the publisher for a keyframe, within the rate limit (``urgent``: a subscriber has no picture)."""
        if self.kind == "video" and not self.ended:
            self.keyframes.request(urgent)

    def _send_pli(self) -> None:
        if self.ssrc is not None:
            self._tasks.spawn(aiortc_hooks.send_pli(self._receiver, self.ssrc))

    def _subscriber_waiting(self) -> bool:
        return self.kind == "video" and not self.ended and any(s.waiting for s in self._subscriptions)

    # -- bitrate ----------------------------------------------------------------------------------------------

    def _cap_link_estimate(self, bitrate: int) -> int:
        self._link_estimate = bitrate
        estimate = self.subscribers_estimate()
        return bitrate if estimate is None else min(bitrate, estimate)

    def _pass_on_estimate(self) -> None:
        estimate = self.subscribers_estimate()
        if estimate is None or self.ssrc is None or self.kind != "video" or self.ended:
            return
        now = self._loop.time()
        last_time, last = self._last_remb
        if last is not None and abs(estimate - last) <= last // 10 and now - last_time < REMB_INTERVAL:
            return
        self._last_remb = (now, estimate)
        bitrate = estimate if self._link_estimate is None else min(estimate, self._link_estimate)
        self._tasks.spawn(aiortc_hooks.send_remb(self._receiver, bitrate, self.ssrc))

    # -- end --------------------------------------------------------------------------------------------------

    def _end(self) -> None:
        self.keyframes.close()
        super()._end()

    def stop(self) -> None:
        super().stop()
        self._tasks.cancel_all()
