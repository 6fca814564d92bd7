"""Frame fan-out inside the engine: a received track fans out to bounded subscriber queues, and each
outgoing track plays whichever source it is routed to (black video / silence when none).

This is the seam the forwarding unit (SFU: packets from a publisher to its subscribers, no codec) and the
composing unit (MCU) replace or feed; which source an outgoing track plays is decided in ``routing.py``.

Frames are re-stamped on the way out, so switching sources never makes timestamps jump backwards.
A subscriber that falls behind loses its oldest frames; it never stalls the source or the others.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import time
from typing import Callable

import numpy as np
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack
from av import AudioFrame, VideoFrame

log = logging.getLogger(__name__)

AUDIO_RATE = 48000
AUDIO_PTIME = 0.020
VIDEO_CLOCK = 90000
FILLER_FPS = 15


class FrameQueue:
    """Bounded queue of frames; when full, the oldest frame is dropped."""

    def __init__(self, maxsize: int) -> None:
        self._queue: asyncio.Queue = asyncio.Queue(maxsize=maxsize)
        self.dropped = 0

    def put(self, frame) -> None:
        if self._queue.full():
            try:
                self._queue.get_nowait()
                self.dropped += 1
            except asyncio.QueueEmpty:
                pass
        self._queue.put_nowait(frame)

    async def get(self, timeout: float):
        return await asyncio.wait_for(self._queue.get(), timeout)


def copy_frame(frame):
    """An independent copy of a decoded frame (same pixels/samples, own timestamps)."""
    if isinstance(frame, AudioFrame):
        copy = AudioFrame.from_ndarray(frame.to_ndarray(), format=frame.format.name, layout=frame.layout.name)
        copy.sample_rate = frame.sample_rate
    else:
        fmt = frame.format.name if frame.format.name in ("yuv420p", "rgb24", "bgr24") else "yuv420p"
        copy = VideoFrame.from_ndarray(frame.to_ndarray(format=fmt), format=fmt)
    copy.pts = frame.pts
    copy.time_base = frame.time_base
    return copy


class SourceFanout:
    """Reads one received track and hands every frame to each subscriber's bounded queue."""

    def __init__(self, track: MediaStreamTrack, owner: str, *, queue_size: int | None = None,
                 on_audio: Callable[[AudioFrame], None] | None = None) -> None:
        self.track = track
        self.kind = track.kind
        self.owner = owner  # client id of the participant that sends it
        self.frames = 0
        self.ended = False
        self._queue_size = queue_size or (3 if track.kind == "video" else 10)
        self._subscribers: list[FrameQueue] = []
        self._on_audio = on_audio  # sees every received audio frame (voice activity)
        self._task = asyncio.ensure_future(self._run())

    def subscribe(self) -> FrameQueue:
        queue = FrameQueue(self._queue_size)
        self._subscribers.append(queue)
        return queue

    def unsubscribe(self, queue: FrameQueue) -> None:
        if queue in self._subscribers:
            self._subscribers.remove(queue)

    async def _run(self) -> None:
        try:
            while True:
                try:
                    frame = await self.track.recv()
                except MediaStreamError:
                    break
                self.frames += 1
                if self._on_audio is not None and self.kind == "audio":
                    try:
                        self._on_audio(frame)
                    except Exception:
                        log.exception("audio frame callback failed")
                subscribers = list(self._subscribers)
                for i, queue in enumerate(subscribers):
                    # Each subscriber re-stamps its frame, so only the first one gets the original.
                    queue.put(frame if i == 0 else copy_frame(frame))
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("source %s/%s failed", self.owner, self.kind)
        finally:
            self.ended = True

    def stop(self) -> None:
        self._task.cancel()
        self._subscribers.clear()


class RoutedTrack(MediaStreamTrack):
    """Outgoing track that plays the routed source; black video or silence while there is none.

    recv() never raises except when the track is stopped: a failure is logged and a filler frame is sent,
    because aiortc's sender would otherwise stop silently.
    """

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.source: SourceFanout | None = None
        self._queue: FrameQueue | None = None
        self._start: float | None = None
        self._audio_pts = 0
        self._last_video_pts = -1
        self._next_filler = 0.0
        self._last_video = None
        self.frames_sent = 0
        self.errors = 0

    def route(self, source: SourceFanout | None) -> None:
        """Play ``source`` from now on (None = filler)."""
        if source is self.source:
            return
        if self.source is not None and self._queue is not None:
            self.source.unsubscribe(self._queue)
        self.source = source
        self._queue = source.subscribe() if source is not None else None
        self._last_video = None

    async def recv(self):
        if self.readyState != "live":
            raise MediaStreamError
        try:
            frame = await self._next_frame()
        except (MediaStreamError, asyncio.CancelledError):
            raise
        except Exception:
            self.errors += 1
            log.exception("routed %s track failed; sending filler", self.kind)
            frame = await self._filler()
        self.frames_sent += 1
        return self._stamp(frame)

    async def _next_frame(self):
        queue = self._queue
        if queue is not None and self.source is not None and not self.source.ended:
            if self.kind == "audio":
                try:
                    return await queue.get(timeout=AUDIO_PTIME * 3)
                except asyncio.TimeoutError:
                    return await self._filler()  # a gap in the source: silence
            try:
                self._last_video = await queue.get(timeout=0.5)
                return self._last_video
            except asyncio.TimeoutError:
                if self._last_video is not None:  # a stalled source: repeat its last picture
                    return self._last_video
        self._last_video = None
        return await self._filler()

    async def _filler(self):
        now = time.monotonic()
        period = AUDIO_PTIME if self.kind == "audio" else 1.0 / FILLER_FPS
        if self._next_filler > now:
            await asyncio.sleep(self._next_filler - now)
        self._next_filler = max(now, self._next_filler) + period
        if self.kind == "audio":
            samples = int(AUDIO_RATE * AUDIO_PTIME)
            frame = AudioFrame.from_ndarray(np.zeros((1, samples * 2), dtype=np.int16), format="s16", layout="stereo")
            frame.sample_rate = AUDIO_RATE
            return frame
        return VideoFrame.from_ndarray(np.zeros((240, 320, 3), dtype=np.uint8), format="bgr24")

    def _stamp(self, frame):
        if self.kind == "audio":
            frame.pts = self._audio_pts
            frame.time_base = fractions.Fraction(1, frame.sample_rate or AUDIO_RATE)
            self._audio_pts += frame.samples
            return frame
        now = time.monotonic()
        if self._start is None:
            self._start = now
        pts = max(int((now - self._start) * VIDEO_CLOCK), self._last_video_pts + 1)
        self._last_video_pts = pts
        frame.pts = pts
        frame.time_base = fractions.Fraction(1, VIDEO_CLOCK)
        return frame

    def stop(self) -> None:
        self.route(None)
        super().stop()
