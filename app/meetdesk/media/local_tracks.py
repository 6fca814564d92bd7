"""The local tracks a participant sends: the camera and the microphone wrapped for the call.

Each wrapper forwards the source track's frames to the call and replaces them while muted, so the
peer connection keeps its senders (no renegotiation) and the remote side sees black / hears silence. A shared
screen replaces the camera as the video wrapper's source for the duration (the same sender, no renegotiation);
the wrapper keeps the timestamps running on across the switch. The camera's frames may go through the
background effect (background.BackgroundWorker) and the microphone's through the sound processing
(audio_processing.CaptureProcessing), each on its own thread.
"""
from __future__ import annotations

import fractions
import logging
from collections.abc import Callable
from typing import Any

import av
import numpy as np
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk.media.audio_processing import CaptureProcessing
from meetdesk.media.background import BackgroundWorker

log = logging.getLogger(__name__)


VIDEO_CLOCK = 90000
VIDEO_TIME_BASE = fractions.Fraction(1, VIDEO_CLOCK)


class LocalVideo(MediaStreamTrack):
    """The camera as the call and the self-view see it: black while muted, and with the background blurred
    or replaced when ``background`` (a worker thread) has an effect on. A frame that arrives while the
    worker is still busy is dropped, so the call never sees the room behind the person."""
    kind = "video"

    def __init__(self, source: MediaStreamTrack, on_frame: Callable[[Any], None] | None = None,
                 background: BackgroundWorker | None = None):
        super().__init__()
        self.source = source
        self.on_frame = on_frame
        self.muted = False
        self.sharing = False   # a shared screen is sent: no background effect on it
        self.background = background
        self._black: av.VideoFrame | None = None
        self._offset: int | None = None   # added to the source's pts (90 kHz); None: work it out at the next frame
        self._last_pts = -VIDEO_CLOCK // 30

    def replace_source(self, source: MediaStreamTrack, sharing: bool = False) -> MediaStreamTrack:
        """Send ``source`` from now on (``sharing``: a shared screen, sent as it is); returns the previous
        source (not stopped)."""
        self.sharing = sharing
        previous, self.source = self.source, source
        self._offset = None
        return previous

    async def _next_source_frame(self) -> av.VideoFrame:
        """The source's next frame, with pts on one 90 kHz clock that keeps running across source changes."""
        while True:
            source = self.source
            try:
                frame = await source.recv()
            except MediaStreamError:
                if source is not self.source:   # replaced (and stopped) while waiting: the new one sends
                    continue
                raise
            if source is not self.source:       # replaced meanwhile: this frame is the old source's
                continue
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
        if self.on_frame is not None:
            try:
                self.on_frame(frame)
            except Exception:  # the view must never stop the sender
                log.exception("self-view failed")
        return frame

    def stop(self) -> None:
        super().stop()
        self.source.stop()


class LocalAudio(MediaStreamTrack):
    """The microphone as the call sends it: processed (echo cancellation, noise suppression, automatic gain, on
    the processing's own thread), then metered, then silenced while muted. Processing goes on while muted, so
    the echo canceller stays adapted to the room."""

    kind = "audio"

    def __init__(self, source: MediaStreamTrack, on_level: Callable[[Any], None] | None = None,
                 processing: CaptureProcessing | None = None):
        super().__init__()
        self.source = source
        self.on_level = on_level
        self.processing = processing
        self.muted = False

    async def recv(self) -> av.AudioFrame:
        frame = await self.source.recv()
        if self.processing is not None:
            frame = await self.processing.capture(frame)
        if self.on_level is not None and not self.muted:
            try:
                self.on_level(frame)          # the meter shows what the others hear
            except Exception:
                log.exception("microphone level failed")
        if not self.muted:
            return frame
        silent = av.AudioFrame.from_ndarray(np.zeros_like(frame.to_ndarray()), format=frame.format.name,
                                            layout=frame.layout.name)
        silent.sample_rate, silent.pts, silent.time_base = frame.sample_rate, frame.pts, frame.time_base
        return silent

    def stop(self) -> None:
        super().stop()
        self.source.stop()
