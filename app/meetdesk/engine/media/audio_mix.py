"""Mix-minus for the composing unit: every listener hears everyone but itself, level-normalised, never clipping.

Pure numpy on 20 ms mono float32 frames (no asyncio, no codecs: the caller decodes Opus, downmixes, and
encodes the results). Per frame:

1. Each source's frame (a missing source is silence; samples are clipped to [-1, 1], non-finite ones are 0)
   is measured (RMS dBFS).
2. Automatic gain per source: a frame above ``GATE_DBFS`` (-50) updates the source's speech level (power,
   averaged over ~0.4 s of such frames only) and moves its gain towards ``target_dbfs / level``, limited to
   ``min_gain..max_gain`` (0.25..4, -12..+12 dB), in dB with an attack of 0.5 s (gain going down) and a
   release of 2 s (gain going up). A quieter frame moves nothing: pauses and noise never pump the gain up.
   The gain is ramped linearly across the frame from the last frame's value (no zipper noise).
3. Contributors: sources whose frame is above ``SILENT_DBFS`` (-60) or was within the last ``hold_s``
   (0.3 s, so that a listener is not switched between its own mix and ``everyone`` at every short pause),
   at most ``max_mixed`` of them: the loudest by a smoothed level after gain (attack 50 ms, release 0.5 s;
   a present contributor wins ties).
4. ``everyone`` is the sum of the contributors; each contributor's ``minus`` mix is that sum without it.
5. Limiter on every output mix, without look-ahead: a gain per output that brings the frame's peak down to
   ``CEILING`` (0.95) at once (ramped over the first 2 ms from the previous gain) and returns to 1 with a
   release of 150 ms (ramped across the frame, never above what the frame's peak allows); what the attack
   ramp lets through is caught by a soft clip (tanh above the knee ``CEILING``, asymptote 1.0). Outputs stay
   strictly inside [-1, 1]; nothing ever wraps around.

A listener who is not a contributor gets ``everyone``, so the caller can encode that mix once for all of them.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np

GATE_DBFS = -50.0           # frames at or below this never move a source's gain
SILENT_DBFS = -60.0         # frames at or below this do not make a source a contributor
CEILING = 0.95              # the limiter's peak target and the soft clip's knee
_FLOOR_POWER = 1e-12        # -120 dBFS


def _db(power: float) -> float:
    return 10.0 * math.log10(max(power, _FLOOR_POWER))


def _alpha(frame_s: float, tau_s: float) -> float:
    """One-pole smoothing coefficient per frame for a time constant."""
    return 1.0 - math.exp(-frame_s / tau_s)


def soft_clip(samples: np.ndarray) -> np.ndarray:
    """Identity up to ``CEILING``, tanh-shaped above it towards 1.0 (continuous, slope 1 at the knee)."""
    magnitude = np.abs(samples)
    over = magnitude > CEILING
    if not over.any():
        return samples
    out = samples.copy()
    room = 1.0 - CEILING
    out[over] = np.sign(samples[over]) * (CEILING + room * np.tanh((magnitude[over] - CEILING) / room))
    return out


@dataclass
class MixResult:
    """The mixes of one 20 ms frame."""

    everyone: np.ndarray                # the mix of all contributors, for any listener who is not one of them
    minus: dict[str, np.ndarray] = field(default_factory=dict)   # contributor id -> the mix without it
    contributors: list[str] = field(default_factory=list)        # ids mixed in this frame, loudest first

    def for_listener(self, listener_id: str) -> np.ndarray:
        """What ``listener_id`` hears: its minus mix when it is a contributor, else ``everyone``."""
        return self.minus.get(listener_id, self.everyone)


@dataclass
class _Source:
    gain_db: float = 0.0            # the automatic gain at the end of the last frame
    level_power: float | None = None  # smoothed power of active frames (None: no active frame yet)
    loudness_power: float = 0.0     # smoothed power after gain, for choosing contributors
    frames_since_sound: int = 1 << 30   # frames since the last frame above SILENT_DBFS


class MixMinus:
    """Per-listener 20 ms mixes: every listener hears everyone but itself, level-normalised, never clipping."""

    def __init__(self, *, sample_rate: int = 48000, max_mixed: int = 6, target_dbfs: float = -23.0,
                 min_gain: float = 0.25, max_gain: float = 4.0, hold_s: float = 0.3) -> None:
        if sample_rate <= 0 or sample_rate % 50:
            raise ValueError("sample rate must be a positive multiple of 50")
        if max_mixed < 1:
            raise ValueError("max_mixed must be at least 1")
        if not 0 < min_gain <= 1 <= max_gain:
            raise ValueError("gain limits must enclose 1")
        self.sample_rate = sample_rate
        self.frame_samples = sample_rate // 50
        self.max_mixed = max_mixed
        self.target_dbfs = target_dbfs
        self.min_gain_db = 20 * math.log10(min_gain)
        self.max_gain_db = 20 * math.log10(max_gain)
        self.hold_frames = round(hold_s * 50)
        frame_s = 0.02
        self._level_alpha = _alpha(frame_s, 0.4)
        self._gain_down_alpha = _alpha(frame_s, 0.5)
        self._gain_up_alpha = _alpha(frame_s, 2.0)
        self._loud_up_alpha = _alpha(frame_s, 0.05)
        self._loud_down_alpha = _alpha(frame_s, 0.5)
        self._limiter_release = _alpha(frame_s, 0.15)
        self._ramp = (np.arange(1, self.frame_samples + 1, dtype=np.float32) / self.frame_samples)
        attack = max(1, self.sample_rate // 500)      # 2 ms
        self._attack_ramp = np.ones(self.frame_samples, dtype=np.float32)
        self._attack_ramp[:attack] = np.arange(1, attack + 1, dtype=np.float32) / attack
        self._silence = np.zeros(self.frame_samples, dtype=np.float32)
        self._sources: dict[str, _Source] = {}
        self._limiters: dict[str | None, float] = {None: 1.0}   # output (None: everyone) -> gain
        self._contributors: list[str] = []

    # -- public ------------------------------------------------------------------------------------

    def gain(self, source_id: str) -> float:
        """The current automatic gain of a source (linear; 1.0 for an unknown one)."""
        source = self._sources.get(source_id)
        return 10 ** (source.gain_db / 20) if source is not None else 1.0

    def remove(self, source_id: str) -> None:
        """Forget a source that left (its gain, its levels); a later frame of it starts afresh."""
        self._sources.pop(source_id, None)
        self._limiters.pop(source_id, None)

    def mix(self, frames: Mapping[str, np.ndarray]) -> MixResult:
        """The mixes of one frame: ``frames`` maps source id -> mono samples (``frame_samples`` long, in
        [-1, 1]); every known source missing from it is silence this frame."""
        samples = {sid: self._checked(sid, data) for sid, data in frames.items()}
        for sid in samples:
            self._sources.setdefault(sid, _Source())
        gained: dict[str, np.ndarray] = {}
        candidates = []
        for sid, source in self._sources.items():
            frame = samples.get(sid)
            power = float(np.dot(frame, frame)) / self.frame_samples if frame is not None else 0.0
            start_gain = 10 ** (source.gain_db / 20)
            self._update_gain(source, power)
            end_gain = 10 ** (source.gain_db / 20)
            after = power * end_gain * end_gain
            alpha = self._loud_up_alpha if after > source.loudness_power else self._loud_down_alpha
            source.loudness_power += alpha * (after - source.loudness_power)
            if _db(power) > SILENT_DBFS:
                source.frames_since_sound = 0
            else:
                source.frames_since_sound += 1
            if source.frames_since_sound <= self.hold_frames:
                candidates.append(sid)
            if frame is not None:
                if start_gain == end_gain:
                    gained[sid] = frame * np.float32(end_gain)
                else:
                    ramp = np.float32(start_gain) + np.float32(end_gain - start_gain) * self._ramp
                    gained[sid] = frame * ramp
        contributors = self._choose(candidates)
        total = self._silence.copy()
        for sid in contributors:
            if sid in gained:
                total += gained[sid]
        previous_everyone = self._limiters.get(None, 1.0)
        result = MixResult(everyone=self._limit(None, total), contributors=contributors)
        limiters = {None: self._limiters[None]}
        for sid in contributors:
            own = gained.get(sid)
            minus = total - own if own is not None else total
            self._limiters.setdefault(sid, previous_everyone)   # a new contributor heard everyone until now
            result.minus[sid] = self._limit(sid, minus)
            limiters[sid] = self._limiters[sid]
        self._limiters = limiters
        self._contributors = contributors
        return result

    # -- steps -------------------------------------------------------------------------------------

    def _checked(self, source_id: str, data: np.ndarray) -> np.ndarray:
        frame = np.asarray(data, dtype=np.float32)
        if frame.shape != (self.frame_samples,):
            raise ValueError(f"frame of {source_id!r} must be {self.frame_samples} mono samples, "
                             f"not shape {frame.shape}")
        if not np.abs(frame).max() <= 1.0:      # also true for NaN and infinities
            frame = np.clip(np.nan_to_num(frame, nan=0.0, posinf=0.0, neginf=0.0), -1.0, 1.0)
        return frame

    def _update_gain(self, source: _Source, power: float) -> None:
        """Move the automatic gain of a source by one frame of ``power`` (mean square)."""
        if _db(power) <= GATE_DBFS:
            return
        if source.level_power is None:
            source.level_power = power
        else:
            source.level_power += self._level_alpha * (power - source.level_power)
        wanted = min(self.max_gain_db, max(self.min_gain_db, self.target_dbfs - _db(source.level_power)))
        alpha = self._gain_down_alpha if wanted < source.gain_db else self._gain_up_alpha
        source.gain_db += alpha * (wanted - source.gain_db)

    def _choose(self, candidates: list[str]) -> list[str]:
        """At most ``max_mixed`` candidates, the loudest first; a present contributor wins a tie."""
        present = set(self._contributors)
        ordered = sorted(candidates, key=lambda sid: (-self._sources[sid].loudness_power, sid not in present, sid))
        return ordered[:self.max_mixed]

    def _limit(self, output: str | None, mix: np.ndarray) -> np.ndarray:
        """The limiter of one output mix (see the module docstring), then the soft clip."""
        previous = self._limiters.get(output, 1.0)
        peak = float(np.abs(mix).max())
        allowed = CEILING / peak if peak > CEILING else 1.0
        if allowed < previous:          # attack: down to what this frame allows, within 2 ms
            gain = allowed
            curve = np.float32(previous) + np.float32(gain - previous) * self._attack_ramp
        else:                           # release towards 1, never above what the frame allows
            gain = min(allowed, previous + self._limiter_release * (1.0 - previous))
            curve = None if gain == previous == 1.0 else \
                np.float32(previous) + np.float32(gain - previous) * self._ramp
        self._limiters[output] = gain
        out = mix if curve is None else mix * curve
        return soft_clip(out).astype(np.float32, copy=False)
