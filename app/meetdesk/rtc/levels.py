"""Audio levels (RMS, dBFS) for the level meter and voice activity."""
from __future__ import annotations

import math
from dataclasses import dataclass

import av
import numpy as np

SILENCE_DBFS = -120.0


def _samples(audio: av.AudioFrame | np.ndarray) -> np.ndarray:
    """Samples as float64 in -1..1, any layout/format."""
    arr = audio.to_ndarray() if isinstance(audio, av.AudioFrame) else np.asarray(audio)
    if arr.dtype == np.int16:
        return arr.astype(np.float64) / 32768.0
    if arr.dtype == np.int32:
        return arr.astype(np.float64) / 2147483648.0
    if arr.dtype == np.uint8:
        return (arr.astype(np.float64) - 128.0) / 128.0
    return arr.astype(np.float64)


def rms(audio: av.AudioFrame | np.ndarray) -> float:
    """Root mean square of the samples, 0..1 (a full-scale sine gives 0.707)."""
    samples = _samples(audio)
    if samples.size == 0:
        return 0.0
    return float(min(1.0, math.sqrt(float(np.mean(np.square(samples))))))


def to_dbfs(rms_value: float) -> float:
    """dBFS of an RMS value (0 dBFS = full scale RMS of 1.0), floored at ``SILENCE_DBFS``."""
    if rms_value <= 0:
        return SILENCE_DBFS
    return max(SILENCE_DBFS, 20.0 * math.log10(rms_value))


def dbfs(audio: av.AudioFrame | np.ndarray) -> float:
    """Level of the samples in dBFS (-120 for silence)."""
    return to_dbfs(rms(audio))


def meter_fraction(level_dbfs: float, floor_dbfs: float = -60.0) -> float:
    """Map a dBFS level onto 0..1 for a level meter (``floor_dbfs`` and below = 0)."""
    return min(1.0, max(0.0, 1.0 - level_dbfs / floor_dbfs))


@dataclass
class VoiceActivity:
    """Voice activity with hysteresis, the one detector of the app and the engine.

    A frame at or above ``on_dbfs`` is loud, one below ``off_dbfs`` is quiet (in between counts as neither).
    Voice goes on after ``attack_s`` of loud frames in a row (0: at the first loud frame) and off after
    ``hang_s`` of quiet frames in a row. The defaults suit the local microphone; the engine's call legs set
    their own (engine/media/legs.py).
    """

    on_dbfs: float = -40.0
    off_dbfs: float = -50.0
    hang_s: float = 0.3
    attack_s: float = 0.0
    active: bool = False
    _loud_s: float = 0.0
    _quiet_s: float = 0.0

    def update(self, audio: av.AudioFrame | np.ndarray, duration_s: float | None = None) -> bool:
        """Feed one frame; returns whether voice is active. Duration comes from the frame when known."""
        if duration_s is None:
            if isinstance(audio, av.AudioFrame) and audio.sample_rate:
                duration_s = audio.samples / audio.sample_rate
            else:
                duration_s = 0.02
        return self.update_level(dbfs(audio), duration_s)

    def update_level(self, level_dbfs: float, duration_s: float = 0.02) -> bool:
        """Feed the level of one frame lasting ``duration_s``; returns whether voice is active."""
        if level_dbfs >= self.on_dbfs:
            self._quiet_s = 0.0
            if not self.active:
                self._loud_s += duration_s
                if self._loud_s >= self.attack_s - _EPSILON_S:
                    self.active = True
                    self._loud_s = 0.0
        elif level_dbfs < self.off_dbfs:
            self._loud_s = 0.0
            if self.active:
                self._quiet_s += duration_s
                if self._quiet_s >= self.hang_s - _EPSILON_S:
                    self.active = False
                    self._quiet_s = 0.0
        return self.active


_EPSILON_S = 1e-6  # frame durations add up with rounding errors: 5 x 0.02 s must reach 0.1 s
