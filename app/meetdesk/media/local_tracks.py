"""The local tracks a participant sends: the camera and the microphone wrapped for the call.

Each wrapper forwards the source track's frames to the call and replaces them while muted, so the
peer connection keeps its senders (no renegotiation) and the remote side sees black / hears silence. Another
camera or microphone, or a shared screen instead of the camera, replaces the wrapper's source
(``replace_source``): the same track on the same sender, no renegotiation, and the wrapper keeps the
timestamps running on across the switch. A source that fails (its recv raises: a device unplugged ends
aiortc's MediaPlayer track, a read error raises) is reported to ``on_source_failed``, which may replace it
before the next frame; unreplaced, the failure goes on to the call's GuardedTrack as before. The camera's
frames may go through the background effect (background.BackgroundWorker) and the microphone's through the
sound processing (audio_processing.CaptureProcessing), each on its own thread.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
from collections.abc import Callable
from typing import Any

import av
import numpy as np
from aiortc.mediastreams import MediaStreamTrack

from meetdesk.media.audio_processing import CaptureProcessing
from meetdesk.media.background import BackgroundWorker
from meetdesk.media.live_audio import StaleFrames

log = logging.getLogger(__name__)


VIDEO_CLOCK = 90000
VIDEO_TIME_BASE = fractions.Fraction(1, VIDEO_CLOCK)

# called with the failed source and what it raised, on the loop, while the sender waits for a frame
SourceFailed = Callable[[MediaStreamTrack, BaseException], None]


class _Switchable(MediaStreamTrack):
    """A wrapper whose source can be replaced while the call sends it, and whose failing source is reported."""

    def __init__(self, source: MediaStreamTrack, on_source_failed: SourceFailed | None) -> None:
        super().__init__()
        self.source = source
        self.on_source_failed = on_source_failed
        self.muted = False
        self._offset: Any = None   # added to the source's timestamps; None: a new source (set at its first frame)

    def replace_source(self, source: MediaStreamTrack) -> MediaStreamTrack:
        """Send ``source`` from now on (its timestamps continue where the last frame sent ended); returns the
        previous source (not stopped)."""
        previous, self.source = self.source, source
        self._offset = None
        return previous

    def _show(self, view: Callable[[Any], None] | None, frame: Any, what: str) -> None:
        """Hand a frame to a view (the self-view, the level meter); a view that fails never stops the sender."""
        if view is not None:
            try:
                view(frame)
            except Exception:
                log.exception("%s failed", what)

    async def _source_frame(self) -> Any:
        """The current source's next frame (a frame of a source replaced meanwhile is passed over)."""
        while True:
            source = self.source
            try:
                frame = await source.recv()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if source is not self.source:   # replaced (and stopped) while waiting: the new one sends
                    continue
                if self.on_source_failed is not None and self.readyState == "live":
                    try:
                        self.on_source_failed(source, exc)
                    except Exception:          # the fallback must never stop the sender
                        log.exception("replacing a failed %s source failed", self.kind)
                if source is self.source:       # nobody replaced it: the failure is the call's
                    raise
                continue
            if source is self.source:
                return frame

    def stop(self) -> None:
        super().stop()
        self.source.stop()


class LocalVideo(_Switchable):
    """The camera as the call and the self-view see it: black while muted, and with the background blurred
    or replaced when ``background`` (a worker thread) has an effect on. A frame that arrives while the
    worker is still busy is dropped, so the call never sees the room behind the person."""
    kind = "video"

    def __init__(self, source: MediaStreamTrack, on_frame: Callable[[Any], None] | None = None,
                 background: BackgroundWorker | None = None, on_source_failed: SourceFailed | None = None):
        super().__init__(source, on_source_failed)
        self.on_frame = on_frame
        self.sharing = False   # a shared screen is sent: no background effect on it
        self.background = background
        self._black: av.VideoFrame | None = None
        self._last_pts = -VIDEO_CLOCK // 30   # _offset: 90 kHz ticks

    def replace_source(self, source: MediaStreamTrack, sharing: bool = False) -> MediaStreamTrack:
        """As _Switchable's; ``sharing``: a shared screen, sent as it is."""
        self.sharing = sharing
        return super().replace_source(source)

    async def _next_source_frame(self) -> av.VideoFrame:
        """The source's next frame, with pts on one 90 kHz clock that keeps running across source changes."""
        frame = await self._source_frame()
        pts = round(float(frame.pts or 0) * float(frame.time_base or VIDEO_TIME_BASE) * VIDEO_CLOCK)
        if self._offset is None:            # a new source: continue one frame after the last sent
            self._offset = self._last_pts + VIDEO_CLOCK // 30 - pts
        frame.pts, frame.time_base = pts + self._offset, VIDEO_TIME_BASE
        self._last_pts = frame.pts
        return frame

    async def recv(self) -> av.VideoFrame:
        frame = await self._next_source_frame()
        while not self.muted and not self.sharing and self.background is not None \
                and self.background.effect.active:
            processed = await self.background.process(frame)
            if processed is not None:
                frame = processed
                break
            frame = await self._next_source_frame()       # the worker was busy: this frame is dropped
        if self.muted:
            if self._black is None or (self._black.width, self._black.height) != (frame.width, frame.height):
                black = av.VideoFrame(frame.width, frame.height, "yuv420p")
                for plane, value in zip(black.planes, (16, 128, 128)):
                    plane.update(bytes([value]) * plane.buffer_size)
                self._black = black
            out = av.VideoFrame.from_ndarray(self._black.to_ndarray(), format="yuv420p")
            out.pts, out.time_base = frame.pts, frame.time_base
            return out
        self._show(self.on_frame, frame, "self-view")
        return frame


MICROPHONE_AHEAD = 5   # microphone frames (20 ms each) read ahead of the call at most


class LocalAudio(_Switchable):
    """The microphone as the call sends it: processed (echo cancellation, noise suppression, automatic gain, on
    the processing's own thread), then metered, then silenced while muted. Processing goes on while muted, so
    the echo canceller stays adapted to the room. Its timestamps run on across a change of microphone. The
    microphone is read live: a frame that waited in its buffer while the call was behind is dropped, not sent late
    (live_audio.StaleFrames)."""

    kind = "audio"

    def __init__(self, source: MediaStreamTrack, on_level: Callable[[Any], None] | None = None,
                 processing: CaptureProcessing | None = None, on_source_failed: SourceFailed | None = None):
        super().__init__(source, on_source_failed)
        self.on_level = on_level
        self.processing = processing
        self._next = fractions.Fraction(0)   # where the last frame sent ended (seconds; _offset: seconds too)
        self._reader: asyncio.Task | None = None
        self._read: asyncio.Queue | None = None  # (frame, processing's future, loop time handed over) | (error,)
        self.stale = StaleFrames()

    def replace_source(self, source: MediaStreamTrack) -> MediaStreamTrack:
        self.stale.reset()
        return super().replace_source(source)

    async def _live_frame(self) -> av.AudioFrame:
        """The source's next frame that is not stale."""
        return await self.stale.next_live(self._source_frame)

    async def _processed_frame(self) -> av.AudioFrame:
        """The next microphone frame, processed. A reader task hands each frame to the processing as it is
        captured and this takes them in order: the microphone is read at its own pace however long a frame
        takes to the processing's thread and back. (Awaited frame by frame, the round trip and the sender's
        own made each frame 22 ms on a loaded machine: the host's voice fell behind its microphone by up to a
        second, and a second of it was dropped each time the source gave up catching up.)"""
        processing = self.processing
        assert processing is not None
        if self._reader is None:
            self._read = asyncio.Queue(MICROPHONE_AHEAD)
            self._reader = asyncio.ensure_future(self._read_source(self._read, processing))
        assert self._read is not None
        while True:
            item = await self._read.get()
            if len(item) == 1:   # the source failed: the call hears of it (GuardedTrack), the next recv reads anew
                self._reader = None
                raise item[0]
            if not self.stale.expired(item[0]):   # (one read ahead before the call stalled is dropped too)
                return await processing.finish(*item)

    async def _read_source(self, read: asyncio.Queue, processing: CaptureProcessing) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                frame = await self._live_frame()
                await read.put((frame, processing.submit(frame), loop.time()))   # waits while the call takes none
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            await read.put((exc,))

    def stop(self) -> None:
        super().stop()
        reader, self._reader = self._reader, None
        if reader is not None:   # (stop may come from another thread than the call's)
            reader.get_loop().call_soon_threadsafe(reader.cancel)

    def _restamp(self, frame: av.AudioFrame) -> None:
        """pts on one clock across microphones: a new source continues where the last frame ended (the capture
        processing has read the device's own timestamps already)."""
        rate = frame.sample_rate
        start = (frame.pts * frame.time_base if frame.pts is not None and frame.time_base is not None
                 else self._next - (self._offset or 0))
        if self._offset is None:
            self._offset = self._next - start
        begin = start + self._offset
        frame.pts, frame.time_base = round(begin * rate), fractions.Fraction(1, rate)
        self._next = begin + fractions.Fraction(frame.samples, rate)

    async def recv(self) -> av.AudioFrame:
        frame = await (self._processed_frame() if self.processing is not None else self._live_frame())
        self._restamp(frame)
        if not self.muted:
            self._show(self.on_level, frame, "microphone level")   # the meter shows what the others hear
        if not self.muted:
            return frame
        silent = av.AudioFrame.from_ndarray(np.zeros_like(frame.to_ndarray()), format=frame.format.name,
                                            layout=frame.layout.name)
        silent.sample_rate, silent.pts, silent.time_base = frame.sample_rate, frame.pts, frame.time_base
        return silent
