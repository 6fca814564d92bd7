"""Local tracks as the meeting window needs them: a self-view tap, camera off and microphone mute.

Each wrapper forwards the source track's frames to the call and replaces them while muted, so the
peer connection keeps its senders (no renegotiation) and the remote side sees black / hears silence.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import av
import numpy as np
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

log = logging.getLogger(__name__)


class LocalVideo(MediaStreamTrack):
    kind = "video"

    def __init__(self, source: MediaStreamTrack, on_frame: Callable[[Any], None] | None = None):
        super().__init__()
        self.source = source
        self.on_frame = on_frame
        self.muted = False
        self._black: av.VideoFrame | None = None

    async def recv(self) -> av.VideoFrame:
        frame = await self.source.recv()
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
    kind = "audio"

    def __init__(self, source: MediaStreamTrack, on_level: Callable[[Any], None] | None = None):
        super().__init__()
        self.source = source
        self.on_level = on_level
        self.muted = False

    async def recv(self) -> av.AudioFrame:
        frame = await self.source.recv()
        if self.on_level is not None and not self.muted:
            try:
                self.on_level(frame)
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


__all__ = ["LocalVideo", "LocalAudio", "MediaStreamError"]
