"""A microphone that says a recorded phrase again and again (tests and benchmarks of the captions, `meetdesk join
--audio-file`): 48 kHz mono samples played in paced 20 ms frames, each repetition after a pause, and the wall
times at which they ended."""
from __future__ import annotations

import asyncio
import fractions
import time

import av
import numpy as np
from aiortc.mediastreams import AudioStreamTrack, MediaStreamError

RATE = 48000
FRAME = RATE // 50
MAX_SOUND_S = 600  # s of a file's sound kept: a microphone source, not a player


def read_sound(path: str) -> np.ndarray:
    """The first audio stream of the file at ``path`` as 48 kHz mono float samples (at most MAX_SOUND_S);
    ValueError when it has none or cannot be decoded."""
    chunks: list[np.ndarray] = []
    try:
        with av.open(path) as container:
            stream = next((s for s in container.streams if s.type == "audio"), None)
            if stream is None:
                raise ValueError(f"{path}: the file has no sound")
            resampler = av.AudioResampler(format="flt", layout="mono", rate=RATE)
            for frame in container.decode(stream):
                frame.pts = None
                chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(frame)]
                if sum(map(len, chunks)) >= MAX_SOUND_S * RATE:
                    break
            chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(None)]
    except (av.FFmpegError, OSError) as exc:
        raise ValueError(f"{path}: cannot be read as sound ({exc})") from None
    samples = np.concatenate(chunks)[:MAX_SOUND_S * RATE] if chunks else np.zeros(0, np.float32)
    if not samples.size:
        raise ValueError(f"{path}: the file has no sound")
    return samples.astype(np.float64)


class SpeechTrack(AudioStreamTrack):
    """Says ``samples`` (48 kHz float in [-1, 1]) after ``pause_s`` of silence, again and again; silence only
    when ``samples`` is None."""

    __test__ = False

    def __init__(self, samples: np.ndarray | None, pause_s: float = 2.5) -> None:
        super().__init__()
        gap = np.zeros(int(RATE * pause_s))
        loop = np.concatenate([gap, samples]) if samples is not None else gap
        self.pcm = (np.clip(loop, -1, 1) * 32767).astype(np.int16)
        self.speaking = samples is not None
        self.started: float | None = None  # time.time() of the first sample
        self._sample = 0

    def phrase_ends(self, until: float | None = None) -> list[float]:
        """Wall times at which the repetitions sent so far ended (before ``until``, by default now)."""
        if self.started is None or not self.speaking:
            return []
        until = time.time() if until is None else until
        period = self.pcm.size / RATE
        count = int((until - self.started) / period)
        return [self.started + period * (n + 1) for n in range(count)]

    async def recv(self) -> av.AudioFrame:
        if self.readyState != "live":
            raise MediaStreamError
        if self.started is None:
            self.started = time.time()
        else:
            self._sample += FRAME
            wait = self.started + self._sample / RATE - time.time()
            if wait > 0:
                await asyncio.sleep(wait)
        at = self._sample % self.pcm.size
        chunk = np.take(self.pcm, np.arange(at, at + FRAME), mode="wrap")
        frame = av.AudioFrame.from_ndarray(chunk.reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate, frame.pts, frame.time_base = RATE, self._sample, fractions.Fraction(1, RATE)
        return frame
