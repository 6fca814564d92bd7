"""Mix-minus of the composing unit: real tones through MixMinus, read back by FFT bins and levels."""
import math

import numpy as np
import pytest

from meetdesk.engine.media.audio_mix import CEILING, MixMinus, MixResult, soft_clip

RATE = 48000
N = 960                     # 20 ms; a bin is 50 Hz wide, so multiples of 50 Hz fall on one bin


class Tone:
    """A continuous sine at a given RMS level, handed out frame by frame."""

    def __init__(self, freq: float, level_dbfs: float, phase: float = 0.0) -> None:
        self.freq, self.amplitude, self.phase = freq, math.sqrt(2) * 10 ** (level_dbfs / 20), phase
        self.sample = 0

    def frame(self) -> np.ndarray:
        t = np.arange(self.sample, self.sample + N) / RATE
        self.sample += N
        return (self.amplitude * np.sin(2 * np.pi * self.freq * t + self.phase)).astype(np.float32)


def bin_amplitude(samples: np.ndarray, freq: float) -> float:
    """Amplitude of the sine at ``freq`` in one frame."""
    return float(np.abs(np.fft.rfft(samples.astype(np.float64)))[round(freq * N / RATE)] * 2 / N)


def rms_dbfs(samples: np.ndarray) -> float:
    return 10 * math.log10(max(float(np.mean(np.square(samples.astype(np.float64)))), 1e-12))


def run(mixer: MixMinus, tones: dict[str, Tone], frames: int) -> MixResult:
    result = None
    for _ in range(frames):
        result = mixer.mix({sid: tone.frame() for sid, tone in tones.items()})
    return result


def test_each_listener_hears_the_others_and_not_itself():
    freqs = {"ann": 400.0, "bob": 1000.0, "cyd": 2500.0}
    tones = {sid: Tone(f, -20) for sid, f in freqs.items()}
    result = run(MixMinus(), tones, 50)
    assert sorted(result.contributors) == sorted(freqs)
    for listener, own in freqs.items():
        heard = result.minus[listener]
        assert heard.dtype == np.float32 and heard.shape == (N,)
        others = [bin_amplitude(heard, f) for sid, f in freqs.items() if sid != listener]
        assert min(others) > 0.05, (listener, others)
        assert bin_amplitude(heard, own) < 1e-4 * min(others), listener
        assert result.for_listener(listener) is heard
    assert min(bin_amplitude(result.everyone, f) for f in freqs.values()) > 0.05
    assert result.for_listener("someone listening only") is result.everyone


def test_a_quiet_and_a_loud_speaker_converge_within_the_gain_limits():
    quiet, loud = Tone(400, -40), Tone(1000, -6)
    mixer = MixMinus()
    first = mixer.mix({"quiet": quiet.frame(), "loud": loud.frame()})
    start_gap = 20 * math.log10(bin_amplitude(first.everyone, 1000) / bin_amplitude(first.everyone, 400))
    assert 33 < start_gap < 35
    gains = []
    for _ in range(500):        # 10 s
        result = mixer.mix({"quiet": quiet.frame(), "loud": loud.frame()})
        gains.append((mixer.gain("quiet"), mixer.gain("loud")))
    # Both reach their limits (+12 and -12 dB): 34 dB apart becomes 10 dB apart.
    assert mixer.gain("quiet") == pytest.approx(4.0, rel=0.03)
    assert mixer.gain("loud") == pytest.approx(0.25, rel=0.03)
    end_gap = 20 * math.log10(bin_amplitude(result.everyone, 1000) / bin_amplitude(result.everyone, 400))
    assert 9.5 < end_gap < 10.5
    # Smoothly: no frame moves a gain by more than 0.5 dB, and the quiet one takes seconds to come up.
    steps = np.abs(np.diff(20 * np.log10(np.array(gains)), axis=0))
    assert steps.max() < 0.5
    assert gains[25][0] < 2.0          # after 0.5 s still below +6 dB


def test_a_speaker_inside_the_limits_reaches_the_target_level():
    tone = Tone(1000, -31)
    mixer = MixMinus()
    result = run(mixer, {"a": tone, "b": Tone(400, -23)}, 600)
    assert mixer.gain("a") == pytest.approx(10 ** (8 / 20), rel=0.03)    # -31 dBFS + 8 dB = -23 dBFS
    assert rms_dbfs(result.minus["b"]) == pytest.approx(-23, abs=0.3)


def test_gain_is_ramped_across_the_frame_without_steps():
    mixer = MixMinus()
    out = np.concatenate([mixer.mix({"dc": np.full(N, 0.01, np.float32)}).everyone for _ in range(50)])
    assert out[-1] > 1.5 * out[0]                        # the gain rose by more than 3.5 dB in that second
    per_frame_rise = np.abs(np.diff(out[N - 1::N])).max()
    assert np.abs(np.diff(out)).max() < per_frame_rise / 100     # spread over the frame, not a step


def test_nine_loud_inputs_never_clip_nor_wrap_around():
    rng = np.random.default_rng(7)
    mixer = MixMinus()
    tones = [Tone(100 + 150 * i, -3, phase=rng.uniform(0, 2 * np.pi)) for i in range(9)]
    peaks = []
    for n in range(150):
        frames = {f"s{i}": np.clip(t.frame() * 1.5, -1, 1) for i, t in enumerate(tones)}  # clipped sines
        if n % 3 == 0:                                    # and every third frame full-scale square waves
            square = np.where(np.arange(N) % 96 < 48, 1.0, -1.0).astype(np.float32)
            frames = {sid: square for sid in frames}
        result = mixer.mix(frames)
        assert len(result.contributors) == 6
        outputs = [result.everyone, *result.minus.values()]
        for out in outputs:
            assert out.dtype == np.float32 and np.isfinite(out).all()
            assert np.abs(out).max() <= 1.0
        if n % 3 == 0:       # all in phase: every output follows the square wave's sign, never flips
            for out in outputs:
                assert (np.sign(out) == np.sign(square)).all()
        peaks.append(max(float(np.abs(out).max()) for out in outputs))
    assert min(peaks[10:]) > 0.5                         # limited, not silenced
    # Without look-ahead the first 2 ms of a sudden jump (the square frames) go through the soft clip;
    # the limiter keeps every other frame under the ceiling.
    assert max(peak for n, peak in enumerate(peaks) if n % 3 and n > 10) <= CEILING + 1e-3


def test_silence_gives_silence_and_no_gain_creep():
    mixer = MixMinus()
    speaker = Tone(1000, -35)
    run(mixer, {"a": speaker}, 50)
    held = mixer.gain("a")
    assert held > 1.5
    for n in range(250):         # 5 s of digital silence: silence out, nobody mixed once the 0.3 s hold is over
        result = mixer.mix({"a": np.zeros(N, np.float32), "b": np.zeros(N, np.float32)})
        assert not result.everyone.any() and not any(m.any() for m in result.minus.values())
        assert result.contributors == ([] if n >= 15 else ["a"])
    rng = np.random.default_rng(3)
    for n in range(250):         # 5 s of noise at -56 dBFS: below the gate, it moves no gain
        noise = (rng.standard_normal(N) * 10 ** (-56 / 20)).astype(np.float32)
        mixer.mix({"a": noise, "b": np.zeros(N, np.float32)})
    assert mixer.gain("a") == held and mixer.gain("b") == 1.0

    fresh = MixMinus()
    for _ in range(20):
        result = fresh.mix({"x": np.zeros(N, np.float32), "y": np.zeros(N, np.float32)})
        assert not result.everyone.any() and result.contributors == [] and result.minus == {}
    assert fresh.mix({}).everyone.shape == (N,)


def test_max_mixed_keeps_the_loudest():
    levels = {"l3": -3, "l10": -10, "l20": -20, "l35": -35, "l45": -45, "l58": -58}
    tones = {sid: Tone(300 + 200 * i, lvl) for i, (sid, lvl) in enumerate(levels.items())}
    mixer = MixMinus(max_mixed=3)
    assert sorted(run(mixer, tones, 5).contributors) == ["l10", "l20", "l3"]
    # After the gains settled (-12 dB for the two loudest, +12 dB for l45, none for l58 below the gate):
    # -15, -22, -23, -23, -33 and -58 dBFS as heard: l3 and l10, then l20 or l35 (equal).
    result = run(mixer, tones, 500)
    assert result.contributors[:2] == ["l3", "l10"] and result.contributors[2] in ("l20", "l35")
    left_out = {"l20", "l35"} - {result.contributors[2]}
    freq = {sid: 300 + 200 * i for i, sid in enumerate(levels)}
    for sid in left_out | {"l45", "l58"}:
        assert bin_amplitude(result.everyone, freq[sid]) < 1e-4
    assert bin_amplitude(result.everyone, freq["l3"]) > 0.05


def test_a_missing_source_counts_as_silence():
    freqs = {"a": 400.0, "b": 1000.0, "c": 2500.0}
    tones = {sid: Tone(f, -20) for sid, f in freqs.items()}
    mixer = MixMinus()
    run(mixer, tones, 20)
    gain_b = mixer.gain("b")
    result = mixer.mix({"a": tones["a"].frame(), "c": tones["c"].frame()})
    assert bin_amplitude(result.everyone, freqs["b"]) < 1e-4
    assert bin_amplitude(result.minus["a"], freqs["c"]) > 0.05
    assert bin_amplitude(result.minus["a"], freqs["b"]) < 1e-4
    for _ in range(30):            # 0.6 s later b is no longer mixed at all; its gain is where it was
        result = mixer.mix({"a": tones["a"].frame(), "c": tones["c"].frame()})
    assert sorted(result.contributors) == ["a", "c"] and "b" not in result.minus
    assert mixer.gain("b") == gain_b
    mixer.remove("b")
    assert mixer.gain("b") == 1.0


def test_hostile_frames():
    mixer = MixMinus()
    with pytest.raises(ValueError, match="960 mono samples"):
        mixer.mix({"a": np.zeros(959, np.float32)})
    with pytest.raises(ValueError, match="960 mono samples"):
        mixer.mix({"a": np.zeros((2, 960), np.float32)})
    wild = np.full(N, np.nan, np.float32)
    wild[::3] = np.inf
    wild[1::3] = 1e30
    result = mixer.mix({"a": wild, "b": Tone(1000, -20).frame()})
    for out in (result.everyone, *result.minus.values()):
        assert np.isfinite(out).all() and np.abs(out).max() <= 1.0
    assert math.isfinite(mixer.gain("a"))


def test_soft_clip_is_continuous_and_bounded():
    x = np.linspace(-50, 50, 200001, dtype=np.float32)
    y = soft_clip(x)
    assert np.abs(y).max() <= 1.0 and (np.diff(y) >= 0).all()
    inside = np.abs(x) <= CEILING
    assert (y[inside] == x[inside]).all()
    assert np.abs(np.diff(y)).max() <= np.diff(x).max() * 1.0001


def test_bad_settings():
    for kwargs in ({"sample_rate": 44100 + 1}, {"max_mixed": 0}, {"min_gain": 2.0}, {"max_gain": 0.5}):
        with pytest.raises(ValueError):
            MixMinus(**kwargs)
