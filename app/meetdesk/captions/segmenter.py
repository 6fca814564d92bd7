"""Voice segments from a stream of sound (pure numpy, 20 ms frames at 16 kHz): an energy gate above a tracked
noise floor, a little sound before the first loud frame, and a segment ends after a pause or at its longest.

A frame is speech when its level is above ``SPEECH_DBFS`` and ``ABOVE_FLOOR_DB`` above the noise floor (the
floor follows quiet frames quickly and loud ones slowly, so steady noise does not count as speech for long).
A segment starts with ``PRE_ROLL_S`` of the sound before it, ends once ``PAUSE_S`` passed without speech (the
pause is kept) or after ``MAX_SEGMENT_S``; one with less than ``MIN_SPEECH_S`` of speech frames is dropped.
Continuous speech has no such pause: a segment longer than ``SOFT_MAX_S`` ends at the first short dip between
words (``DIP_S`` without speech), so that its final line comes within seconds, not after ``MAX_SEGMENT_S``.
``current()`` is the segment in progress (live captions' partial lines recognize it while it grows)."""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass

import numpy as np

SAMPLE_RATE = 16000
FRAME = SAMPLE_RATE // 50  # 20 ms
SPEECH_DBFS = -50.0
ABOVE_FLOOR_DB = 9.0
PRE_ROLL_S = 0.3
PAUSE_S = 0.6
MIN_SPEECH_S = 0.25
MAX_SEGMENT_S = 12.0
SOFT_MAX_S = 5.0   # past this, a dip between words ends the segment
DIP_S = 0.08


@dataclass
class VoiceSegment:
    """``samples`` (16 kHz mono float32) that began ``start`` seconds into the stream."""

    start: float
    samples: np.ndarray

    @property
    def end(self) -> float:
        return self.start + self.samples.size / SAMPLE_RATE


class Segmenter:
    """Feed any number of samples with ``push``; it returns the segments completed by them."""

    def __init__(self) -> None:
        self.floor_db = -70.0
        self._pending = np.zeros(0, dtype=np.float32)  # less than a frame, waiting for the rest
        self._frames = 0  # frames seen: the stream's time
        self._pre: deque[np.ndarray] = deque(maxlen=round(PRE_ROLL_S * 50))
        self._segment: list[np.ndarray] | None = None
        self._segment_start = 0
        self._speech_frames = 0
        self._quiet_frames = 0

    @property
    def in_speech(self) -> bool:
        return self._segment is not None

    def push(self, samples: np.ndarray) -> list[VoiceSegment]:
        data = np.concatenate([self._pending, np.asarray(samples, dtype=np.float32).reshape(-1)])
        whole = data.size - data.size % FRAME
        self._pending = data[whole:].copy()
        done = []
        for offset in range(0, whole, FRAME):
            segment = self._frame(data[offset:offset + FRAME])
            if segment is not None:
                done.append(segment)
        return done

    def flush(self) -> list[VoiceSegment]:
        """The segment in progress, if any (the stream ended)."""
        segment = self._finish()
        return [segment] if segment is not None else []

    def _frame(self, frame: np.ndarray) -> VoiceSegment | None:
        power = float(np.dot(frame, frame)) / FRAME
        level = 10 * math.log10(max(power, 1e-12))
        speech = level > SPEECH_DBFS and level > self.floor_db + ABOVE_FLOOR_DB
        rate = 0.2 if level < self.floor_db else 0.002  # the floor falls fast and rises slowly
        self.floor_db += rate * (level - self.floor_db)
        self._frames += 1
        if self._segment is None:
            if not speech:
                self._pre.append(frame)
                return None
            self._segment = list(self._pre)
            self._segment_start = self._frames - 1 - len(self._pre)
            self._pre.clear()
            self._speech_frames = 0
            self._quiet_frames = 0
        self._segment.append(frame)
        if speech:
            self._speech_frames += 1
            self._quiet_frames = 0
        else:
            self._quiet_frames += 1
        if (self._quiet_frames >= PAUSE_S * 50 or len(self._segment) >= MAX_SEGMENT_S * 50
                or (len(self._segment) >= SOFT_MAX_S * 50 and self._quiet_frames >= DIP_S * 50)):
            return self._finish()
        return None

    def current(self) -> VoiceSegment | None:
        """The segment in progress so far (None between segments)."""
        if self._segment is None:
            return None
        return VoiceSegment(self._segment_start / 50, np.concatenate(self._segment))

    def _finish(self) -> VoiceSegment | None:
        segment, self._segment = self._segment, None
        if segment is None or self._speech_frames < MIN_SPEECH_S * 50:
            return None
        return VoiceSegment(self._segment_start / 50, np.concatenate(segment))
