"""A live broadcast of the composed meeting: its picture and mix pushed to an RTMP server as FLV.

FLV carries neither VP8 nor Opus, so the writer thread decodes the MCU's VP8 picture and encodes it once as
H.264 (libx264, zerolatency, a keyframe every KEYFRAME_S) and decodes the Opus mix into AAC. Time line: both
streams are placed from the media time of the first video keyframe (the MCU stamps picture and mix from ticks
that start together); audio before it is dropped.

The connection is opened by ``connect()`` (blocking, with a timeout: run it in a thread), so a server that
refuses or does not answer is known before anything runs. The loop side only queues (never blocks: a full
queue drops, video then waits for a keyframe), so a stalled server costs dropped frames, never memory; when
the writer fails (the server went away) ``on_end`` is called on the loop. Media code: it knows FrameSources,
not meetings.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

import av

from meetdesk.tasks import TaskSet

from .forwarding import EncodedFrame, FrameSource, Subscription

log = logging.getLogger(__name__)

CONNECT_TIMEOUT = 5.0  # s to reach the server and be allowed to publish; also the longest stop() waits
QUEUE_ITEMS = 300  # packets between the loop and the writer (a few seconds of both streams)
VIDEO_RATE = 30  # the MCU's picture rate (fps)
KEYFRAME_S = 2  # a keyframe this often, what streaming platforms ask for
VIDEO_BIT_RATE = 2_500_000
AUDIO_BIT_RATE = 128_000
AUDIO_RATE = 48_000
MS = fractions.Fraction(1, 1000)
_STOP = object()


class BroadcastError(Exception):
    """The stream could not be started."""


class Broadcaster:
    """Pushes ``video`` (VP8) and ``audio`` (Opus) to ``url`` as FLV from ``start()`` until ``stop()``, until the
    sources end or the server goes away (then ``on_end`` is called on the loop)."""

    def __init__(self, url: str, video: FrameSource, audio: FrameSource, width: int, height: int, *,
                 on_end: Callable[[Broadcaster], None] | None = None) -> None:
        self.url = url
        self.width, self.height = width, height
        self.on_end = on_end
        self.failed: str | None = None  # why the stream broke, if it did
        self.dropped = 0  # packets dropped because the writer fell behind
        self.sent = {"video": 0, "audio": 0}  # packets muxed
        self._sources = {"video": video, "audio": audio}
        self._subs: dict[str, Subscription] = {}
        self._container: Any = None
        self._origin: float | None = None  # media time (s) of the first video keyframe
        self._video_gap = False
        self._queue: queue.Queue[Any] = queue.Queue(QUEUE_ITEMS)
        self._thread = threading.Thread(target=self._write, name="broadcast", daemon=True)
        self._tasks = TaskSet("broadcast")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopped = False
        self._abandoned = False  # the connect took too long; its thread closes what it opened
        self._streams: dict[str, Any] = {}

    # -- start and stop (loop) -------------------------------------------------------------------------

    def connect(self) -> None:
        """Open the RTMP connection and write the stream header (blocking; PyAV opens the connection without
        a timeout of its own, so ``start`` bounds the wait); BroadcastError when it fails."""
        container = None
        try:
            container = av.open(self.url, "w", format="flv")
            video = container.add_stream("libx264", rate=VIDEO_RATE, options={
                "preset": "ultrafast", "tune": "zerolatency",
                "x264-params": f"keyint={VIDEO_RATE * KEYFRAME_S}:min-keyint={VIDEO_RATE * KEYFRAME_S}:scenecut=0"})
            video.width, video.height = self.width, self.height
            video.pix_fmt = "yuv420p"
            video.bit_rate = VIDEO_BIT_RATE
            video.codec_context.time_base = MS
            video.thread_count = 1
            audio = container.add_stream("aac", rate=AUDIO_RATE)
            audio.layout = "mono"
            audio.bit_rate = AUDIO_BIT_RATE
            container.start_encoding()  # connects, publishes and writes the FLV header
        except Exception as exc:  # refused, unreachable, not an RTMP server, a bad address
            if container is not None:
                try:
                    container.close()
                except Exception:
                    pass
            raise BroadcastError(str(exc) or type(exc).__name__) from None
        if self._abandoned:  # start() gave up waiting: close what came too late
            container.close()
            return
        self._container, self._streams = container, {"video": video, "audio": audio}

    async def start(self) -> None:
        """Connect (in a thread, with a timeout) and start pushing; BroadcastError when the server cannot be
        reached, and then nothing runs."""
        try:
            await asyncio.wait_for(asyncio.to_thread(self.connect), CONNECT_TIMEOUT)
        except asyncio.TimeoutError:
            self._abandoned = True
            raise BroadcastError("the server did not answer in time") from None
        self._loop = asyncio.get_running_loop()
        self._thread.start()
        for kind, source in self._sources.items():
            subscription = source.subscribe()
            subscription.start()
            self._subs[kind] = subscription
            self._tasks.spawn(self._pump(kind, subscription))

    def halt(self) -> None:
        """Take no more frames; ``stop()`` then closes the stream."""
        if self._stopped:
            return
        self._stopped = True
        for kind, subscription in self._subs.items():
            self._sources[kind].unsubscribe(subscription)
        self._tasks.cancel_all()

    async def stop(self) -> None:
        """Stop taking frames and close the connection (the writer finishes in its thread)."""
        self.halt()
        if self._thread.is_alive():
            await asyncio.to_thread(self._finish)
        elif self._container is not None and not self._thread.ident:  # connected, never started
            await asyncio.to_thread(self._close)

    def _finish(self) -> None:
        try:
            self._queue.put(_STOP, timeout=CONNECT_TIMEOUT)
        except queue.Full:  # the writer is stuck in a write to a stalled server
            log.warning("broadcast to %s: the server stalled; its thread is left to the socket", _redacted(self.url))
            return
        self._thread.join(CONNECT_TIMEOUT)

    async def _pump(self, kind: str, subscription: Subscription) -> None:
        while (frame := await subscription.get()) is not None:
            self._take(kind, frame)
        if not self._stopped:  # the sources ended: the meeting's media is gone
            self.halt()
            if self.on_end is not None:
                self.on_end(self)

    def _take(self, kind: str, frame: EncodedFrame) -> None:
        media = frame.timestamp / frame.clock_rate
        if self._origin is None:
            if kind != "video" or not frame.keyframe:
                return
            self._origin = media
        seconds = media - self._origin
        if seconds < 0:
            return
        if kind == "video" and self._video_gap:
            if not frame.keyframe:
                return
            self._video_gap = False
        try:
            self._queue.put_nowait((kind, frame.data, seconds))
        except queue.Full:
            self.dropped += 1
            if kind == "video":
                self._video_gap = True
                self._sources["video"].request_keyframe(urgent=True)

    # -- writer thread ---------------------------------------------------------------------------------

    def _write(self) -> None:
        container = self._container
        try:
            video, audio = self._streams["video"], self._streams["audio"]
            vp8 = av.CodecContext.create("vp8", "r")
            vp8.thread_count = 1
            opus = av.CodecContext.create("opus", "r")
            opus.sample_rate = AUDIO_RATE
            opus.layout = "mono"
            last_ms = -1
            samples = 0
            while (item := self._queue.get()) is not _STOP:
                kind, data, seconds = item
                if kind == "video":
                    for picture in vp8.decode(av.Packet(data)):
                        ms = max(int(round(seconds * 1000)), last_ms + 1)
                        last_ms = ms
                        if (picture.width, picture.height) != (self.width, self.height) or picture.format.name != "yuv420p":
                            picture = picture.reformat(self.width, self.height, "yuv420p")
                        picture.pts, picture.time_base = ms, MS
                        self._mux(container, video.encode(picture), "video")
                else:
                    for sound in opus.decode(av.Packet(data)):
                        sound.pts, sound.time_base = samples, fractions.Fraction(1, AUDIO_RATE)
                        samples += sound.samples
                        self._mux(container, audio.encode(sound), "audio")
            self._mux(container, video.encode(None), "video")
            self._mux(container, audio.encode(None), "audio")
        except Exception as exc:  # the server went away or stalled past the timeout
            self.failed = str(exc) or type(exc).__name__
            log.warning("broadcast to %s broke: %s", _redacted(self.url), self.failed)
            if self._loop is not None and not self._stopped:
                self._loop.call_soon_threadsafe(self._broke)
            self._drain()
        finally:
            self._close()

    def _mux(self, container: Any, packets: list[Any], kind: str) -> None:
        for packet in packets:
            container.mux(packet)
            self.sent[kind] += 1

    def _close(self) -> None:
        try:
            if self._container is not None:
                self._container.close()
        except Exception as exc:
            log.info("closing broadcast to %s: %s", _redacted(self.url), exc)
        self._container = None

    def _broke(self) -> None:
        if not self._stopped:
            self.halt()
            if self.on_end is not None:
                self.on_end(self)

    def _drain(self) -> None:
        """After a failure: take what the loop still queues until stop, so that it never blocks."""
        while self._queue.get() is not _STOP:
            pass


def _redacted(url: str) -> str:
    """The URL without its stream key (the last path segment is a secret on most platforms)."""
    head, _, _ = url.rpartition("/")
    return head + "/…" if head else url
