"""Local tracks that never silently stop aiortc's sender.

An exception inside a track's recv() is only logged by aiortc and its sender stops sending for good
(docs/architecture.md "Facts about the toolchain"). ``GuardedTrack`` wraps a local source (camera, microphone,
test card) so that a failing frame is logged and replaced, and a source that keeps failing ends visibly.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import time

import numpy as np
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack
from av import AudioFrame

from .synthetic import black_frame

log = logging.getLogger(__name__)

AUDIO_RATE = 48000
AUDIO_PTIME = 0.020


class GuardedTrack(MediaStreamTrack):
    """Wraps a local track so that an exception in its recv() never silently stops aiortc's sender.

    A failing frame is logged and replaced (the previous frame again, or silence); after ``max_failures``
    failures in a row the track ends visibly (readyState "ended", the "ended" event fires).
    """

    def __init__(self, inner: MediaStreamTrack, max_failures: int = 50) -> None:
        super().__init__()
        self.kind = inner.kind
        self.inner = inner
        self.max_failures = max_failures
        self.failures = 0
        self.last_error: BaseException | None = None
        self._consecutive = 0
        self._last = None
        self._silence_pts = 0
        self._next_silence = 0.0

    async def recv(self):
        if self.readyState != "live":
            raise MediaStreamError
        try:
            frame = await self.inner.recv()
        except MediaStreamError:
            self.stop()
            raise
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.failures += 1
            self._consecutive += 1
            self.last_error = exc
            log.exception("local %s track failed (%d in a row)", self.kind, self._consecutive)
            if self._consecutive >= self.max_failures:
                self.stop()
                raise MediaStreamError from exc
            if self._last is not None and self.kind == "video":
                return self._last
            return await self._silence() if self.kind == "audio" else black_frame(320, 240)
        self._consecutive = 0
        self._last = frame
        return frame

    def stop(self) -> None:
        super().stop()
        self.inner.stop()

    async def _silence(self) -> AudioFrame:
        """20 ms of silence, paced like a microphone."""
        now = time.monotonic()
        if self._next_silence > now:
            await asyncio.sleep(self._next_silence - now)
        self._next_silence = max(now, self._next_silence) + AUDIO_PTIME
        samples = int(AUDIO_RATE * AUDIO_PTIME)
        frame = AudioFrame.from_ndarray(np.zeros((1, samples), dtype=np.int16), format="s16", layout="mono")
        frame.sample_rate = AUDIO_RATE
        frame.pts = self._silence_pts
        frame.time_base = fractions.Fraction(1, AUDIO_RATE)
        self._silence_pts += samples
        return frame
