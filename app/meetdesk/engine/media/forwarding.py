"""Packets from a publisher to its subscribers (the forwarding unit of peer mode): no decoder, no encoder.

``PacketSource`` takes the complete encoded frames of one received track straight from its aiortc receiver
(aiortc_hooks.py) and hands the same frame objects to every subscriber's bounded ``Subscription``. Each
leg's outgoing ``ForwardedTrack`` returns them as ``av.Packet``s, which aiortc's sender packetizes without
encoding (RTP payload descriptors, SSRC, sequence numbers and payload type are the subscriber leg's own);
timestamps are re-stamped so that switching sources never makes them jump backwards.

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
import fractions
import functools
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import av
import numpy as np
from aiortc import RTCRtpReceiver, RTCRtpTransceiver
from aiortc.codecs import get_decoder
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk.rtc.levels import dbfs
from meetdesk.tasks import TaskSet

from . import aiortc_hooks
from .keyframes import KeyframeScheduler, SubscriberKeyframes, is_keyframe

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
    timestamp: int  # the source's RTP clock, unwrapped, from its first frame
    clock_rate: int
    mime_type: str  # lower case, e.g. "video/vp8"
    keyframe: bool


class Subscription:
    """One subscriber's bounded queue of a source's frames.

    Video starts at a keyframe; when the queue overflows (the subscriber's sending stalls) it is emptied and
    waits for the next keyframe, because a delta frame after a gap cannot be decoded. Audio drops its oldest
    frame. A slow subscription never delays the source or the others."""

    def __init__(self, source: FrameSource, size: int | None = None) -> None:
        self.source = source
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

    def subscribe(self, size: int | None = None) -> Subscription:
        """A new subscription (of ``size`` frames, by default QUEUE_FRAMES); it takes frames once started. A
        keyframe is asked for now, so that it is at hand (recent_frames) when the subscriber's connection is up
        and its sender starts."""
        subscription = Subscription(self, size)
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
            self.deliver(EncodedFrame(frame.data, frame.timestamp, codec.clockRate, mime, keyframe))
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


class Restamper:
    """One increasing output clock over segments of different input clocks (a source, another source, the
    filler): a new segment continues where the last one ended, plus the wall-clock time in between."""

    def __init__(self, clock_rate: int) -> None:
        self.clock_rate = clock_rate
        self._segment: object = None
        self._offset = 0
        self._last: int | None = None
        self._last_time = 0.0

    def stamp(self, segment: object, timestamp: int, now: float) -> int:
        out = timestamp + self._offset
        if segment is not self._segment or (self._last is not None and out <= self._last):
            out = 0 if self._last is None else self._last + max(1, round((now - self._last_time) * self.clock_rate))
            self._offset = out - timestamp
            self._segment = segment
        self._last, self._last_time = out, now
        return out


_FILLER_SEGMENT = object()  # the Restamper segment of the filler (a source's is its subscription)


@functools.lru_cache(maxsize=None)
def _time_base(clock_rate: int) -> fractions.Fraction:
    return fractions.Fraction(1, clock_rate)


@dataclass(frozen=True)
class Filler:
    """What a subscriber receives while it has no source: one pre-encoded frame repeated (a black keyframe,
    a silent audio frame)."""

    data: bytes
    period: float  # s between two frames
    step: int  # clock ticks between two frames


@functools.lru_cache(maxsize=None)
def filler_for(mime_type: str) -> Filler | None:
    """The filler of a codec, encoded once per process; None for a codec without one."""
    mime = mime_type.lower()
    if mime == "audio/opus":
        codec = av.CodecContext.create("libopus", "w")
        codec.sample_rate, codec.format, codec.layout = 48000, "s16", "stereo"
        codec.time_base = fractions.Fraction(1, 48000)
        silence = av.AudioFrame.from_ndarray(np.zeros((1, 960 * 2), dtype=np.int16), format="s16", layout="stereo")
        silence.sample_rate, silence.pts = 48000, 0
        packets = codec.encode(silence) + codec.encode(None)
        return Filler(bytes(packets[0]), 0.020, 960) if packets else None
    if mime in ("audio/pcmu", "audio/pcma"):
        return Filler((b"\xff" if mime == "audio/pcmu" else b"\xd5") * 160, 0.020, 160)
    if mime in ("video/vp8", "video/h264"):
        # Every filler frame is a keyframe: a subscriber can start at any of them, and a PLI needs nothing.
        codec = av.CodecContext.create("libvpx" if mime == "video/vp8" else "libx264", "w")
        codec.width, codec.height, codec.pix_fmt = 320, 240, "yuv420p"
        codec.thread_count = 1
        codec.time_base = fractions.Fraction(1, 5)
        codec.gop_size = 1
        if mime == "video/h264":
            codec.options = {"preset": "ultrafast", "tune": "zerolatency", "profile": "baseline"}
        black = av.VideoFrame.from_ndarray(np.zeros((240, 320, 3), dtype=np.uint8), format="rgb24")
        black = black.reformat(format="yuv420p")
        black.pts = 0
        packets = codec.encode(black) + codec.encode(None)
        return Filler(bytes(packets[0]), 0.2, 18000) if packets else None
    return None


class ForwardedTrack(MediaStreamTrack):
    """A leg's outgoing track: the packets of the source it is routed to; the filler while there is none.

    ``bind()`` connects it to its transceiver once negotiated (the codec it sends, the subscriber's keyframe
    requests and REMB). recv() never raises except when the track is stopped: aiortc's sender would otherwise
    stop silently."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.source: FrameSource | None = None
        self.codec: Any = None
        self.frames_sent = 0
        self.filler_sent = 0
        self.keyframe_requests = 0
        self.keyframes = SubscriberKeyframes()
        self.estimate: int | None = None
        self._subscription: Subscription | None = None
        self._stamper: Restamper | None = None
        self._next_filler = 0.0
        self._filler_timestamp = 0
        self._routed = asyncio.Event()
        self._warned: set[str] = set()

    @property
    def subscription(self) -> Subscription | None:
        return self._subscription

    def bind(self, transceiver: RTCRtpTransceiver) -> None:
        """After a negotiation: send with the transceiver's codec; the subscriber gets a keyframe."""
        if not aiortc_hooks.is_hooked(transceiver.sender):
            aiortc_hooks.hook_sender(transceiver.sender, self._keyframe_requested, self._remb)
        codec = aiortc_hooks.negotiated_codec(transceiver)
        if codec is not None and (self.codec is None or codec.mimeType.lower() != self.codec.mimeType.lower()
                                  or codec.clockRate != self.codec.clockRate):
            self.codec = codec
            self._stamper = Restamper(codec.clockRate)
            self._warned.clear()
            if self.source is not None and self._subscription is None:
                self._subscribe(self.source)
        if self._subscription is not None and self._subscription.started:
            self.keyframes.reset()
            self._subscription.source.request_keyframe(urgent=True)

    def route(self, source: FrameSource | None) -> None:
        """Play ``source`` from now on (None: the filler)."""
        if source is self.source:
            return
        self._unsubscribe()
        self.source = source
        if source is not None:
            self._subscribe(source)
        self._routed.set()

    def _subscribe(self, source: FrameSource) -> None:
        self.keyframes.reset()
        self._subscription = source.subscribe()
        if self.estimate is not None:
            source.set_estimate(self._subscription, self.estimate)

    def _unsubscribe(self) -> None:
        if self._subscription is not None:
            self._subscription.source.unsubscribe(self._subscription)
            self._subscription = None

    def _keyframe_requested(self) -> None:
        """The subscriber's PLI/FIR (replaces aiortc's sender method)."""
        self.keyframe_requests += 1
        subscription = self._subscription
        if subscription is None:
            return
        serve = self.keyframes.request(asyncio.get_event_loop().time())
        if serve == "replay" and subscription.restart():
            return
        subscription.source.request_keyframe(urgent=serve != "normal")

    def _remb(self, bitrate: int) -> None:
        self.estimate = bitrate
        if self._subscription is not None:
            self._subscription.source.set_estimate(self._subscription, bitrate)

    async def recv(self) -> av.Packet:
        while True:
            if self.readyState != "live":
                raise MediaStreamError
            try:
                packet = await self._next_packet()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("forwarded %s track failed", self.kind)
                packet = None
                await asyncio.sleep(0.02)
            if packet is not None:
                return packet

    async def _next_packet(self) -> av.Packet | None:
        codec, subscription = self.codec, self._subscription
        if codec is None:
            self._routed.clear()
            await self._sleep_unless_routed(0.05)
            return None
        if subscription is not None and not subscription.closed:
            subscription.start()
            frame = await subscription.get()
            if frame is None or subscription is not self._subscription:
                return None
            if frame.mime_type != codec.mimeType.lower():
                self._incompatible(frame.mime_type)
                return None
            self.frames_sent += 1
            if frame.keyframe and self.kind == "video":
                self.keyframes.keyframe_sent(asyncio.get_event_loop().time())
            return self._packet(subscription, frame.data, frame.timestamp)
        return await self._filler(codec)

    def _incompatible(self, mime_type: str) -> None:
        """A source in another codec than this leg negotiated: it cannot be forwarded, the filler plays."""
        if mime_type not in self._warned:
            self._warned.add(mime_type)
            log.warning("a %s source cannot be forwarded to a leg that receives %s: sending the filler",
                        mime_type, self.codec.mimeType)
        self._unsubscribe()

    async def _filler(self, codec: Any) -> av.Packet | None:
        filler = filler_for(codec.mimeType)
        loop = asyncio.get_event_loop()
        period = filler.period if filler is not None else 0.2
        wait = self._next_filler - loop.time()
        if wait > 0:
            self._routed.clear()
            if await self._sleep_unless_routed(wait):
                return None
        self._next_filler = max(loop.time(), self._next_filler) + period
        if filler is None:
            return None
        self._filler_timestamp += filler.step
        self.filler_sent += 1
        return self._packet(_FILLER_SEGMENT, filler.data, self._filler_timestamp)

    async def _sleep_unless_routed(self, seconds: float) -> bool:
        """Sleep, or return early (True) when the track is routed to another source."""
        try:
            await asyncio.wait_for(self._routed.wait(), seconds)
            return True
        except asyncio.TimeoutError:
            return False

    def _packet(self, segment: object, data: bytes, timestamp: int) -> av.Packet:
        assert self._stamper is not None
        packet = av.Packet(data)
        packet.pts = self._stamper.stamp(segment, timestamp, asyncio.get_event_loop().time())
        packet.time_base = _time_base(self._stamper.clock_rate)
        return packet

    def stop(self) -> None:
        self.route(None)
        self._routed.set()
        super().stop()
