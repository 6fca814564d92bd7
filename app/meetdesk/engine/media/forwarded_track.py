"""A leg's outgoing track in peer mode (``ForwardedTrack``): the encoded frames of the source it is routed to,
or the filler while it has none. A publisher's frames go out in the RTP packets they came in, sent on the spot
from the receiving path as each frame is complete (aiortc_hooks.SenderStream: payloads unchanged; SSRC,
sequence numbers, payload type, timestamps and header extensions the subscriber leg's own); what the engine
encodes itself (the composed picture, a mix) and the filler are sent as ``av.Packet``s that the sender
packetizes without encoding, in the same sequence numbering.

``Restamper`` re-stamps the timestamps so that switching sources never makes them jump backwards;
``filler_for`` encodes each codec's filler once (a black keyframe, a silent audio frame). The subscriber's
PLI/FIR and REMB reach the source through the track (keyframes.SubscriberKeyframes decides whether a request is
served from the source's recent frames or is urgent). A source in another codec than the leg negotiated gets
the filler and a warning instead of undecodable packets.

The sources and their bounded subscriptions (``FrameSource``, ``PacketSource``, ``Subscription``) are in
forwarding.py.
"""
from __future__ import annotations

import asyncio
import fractions
import functools
import logging
from dataclasses import dataclass
from typing import Any

import av
import numpy as np
from aiortc import RTCRtpTransceiver
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from . import aiortc_hooks
from .forwarding import EncodedFrame, FrameSource, Subscription
from .keyframes import SubscriberKeyframes

log = logging.getLogger(__name__)


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
        self._stream: aiortc_hooks.SenderStream | None = None  # sends a publisher's packets on as they came
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
        if self._stream is None or self._stream.sender is not transceiver.sender:
            # before the sender starts (its connection is not up yet); else aiortc's loop sends frames only
            self._stream = aiortc_hooks.SenderStream.take_over(transceiver.sender)
            if self._subscription is not None:
                self._subscription.push = self._push if self._stream is not None else None
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
        self._subscription = source.subscribe(push=self._push if self._stream is not None else None)
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

    def _push(self, frame: EncodedFrame) -> bool:
        """A publisher's frame, sent on now in its packets (from the receiving path: nothing here waits).
        False: the sender's transport holds too much it could not send yet (the subscription drops it)."""
        subscription, codec, stream, stamper = self._subscription, self.codec, self._stream, self._stamper
        if subscription is None or codec is None or stream is None or stamper is None:
            return True
        if frame.mime_type != codec.mimeType.lower():
            # not while the source delivers: unsubscribing changes its subscriptions
            asyncio.get_event_loop().call_soon(self._incompatible, frame.mime_type, subscription)
            return True
        now = asyncio.get_event_loop().time()
        try:
            if not stream.send_packets(frame.packets, stamper.stamp(subscription, frame.timestamp, now)):
                return False
        except ConnectionError:
            return True  # the subscriber's connection is not up, or no more: nothing to send to
        except Exception:  # never into the source's delivery: the other subscribers get the frame all the same
            if "push" not in self._warned:
                self._warned.add("push")
                log.exception("sending a forwarded %s frame failed", self.kind)
            return True
        self.frames_sent += 1
        if frame.keyframe and self.kind == "video":
            self.keyframes.keyframe_sent(now)
        return True

    def _incompatible(self, mime_type: str, subscription: Subscription | None = None) -> None:
        """A source in another codec than this leg negotiated: it cannot be forwarded, the filler plays."""
        if subscription is not None and subscription is not self._subscription:
            return
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
