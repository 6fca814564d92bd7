"""Synthetic sound scenes for measuring the microphone processing (benchmarks/echo_bench.py and the tests).

Speech comes from espeak-ng (a Debian package; `bin/setup test` installs it), resampled to 48 kHz. A room is a
delay, an attenuation and a short reverberant impulse response (a direct path plus an exponentially decaying
diffuse tail). Noise is white, pink (1/f) or babble (several espeak-ng talkers at once). The measures:
echo return loss enhancement (ERLE), correlation with a reference after aligning the two, and the SNR of a
noisy signal before and after noise suppression by the phase-inversion method (Hagerman and Olofsson 2004:
process speech+noise and speech-noise, their half sum is the processed speech, their half difference the
processed noise).

No Qt; numpy and the standard library only (besides espeak-ng).
"""
from __future__ import annotations

import io
import shutil
import subprocess
import wave
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from meetdesk.media.audio_processing import FRAME, RATE, AudioProcessor, ProcessingOptions

FAR_TEXT = ("The quick brown fox jumps over the lazy dog. Every participant hears this sentence from the "
            "loudspeaker of a laptop, while its microphone listens to the room. Then the meeting moves on to "
            "the next item on the agenda, the budget for the coming year, and the plans for the summer.")
NEAR_TEXT = "Hello, this is the person in front of the computer, talking while the others talk too."
BABBLE_TEXTS = (
    "Could you pass the salt and the pepper please, thank you very much.",
    "The train to the city leaves at seven, so we should hurry up now.",
    "I think the report is finished, but the figures still need a check.",
    "Yesterday it rained all day, and the garden finally looks green again.",
    "Let us meet on Thursday afternoon to go over the numbers together.",
    "She bought three books, a lamp and a small plant for the new office.",
)


def espeak_available() -> bool:
    return shutil.which("espeak-ng") is not None


def speech(text: str, voice: str = "en-us", speed: int = 160, pitch: int = 50) -> np.ndarray:
    """``text`` spoken by espeak-ng: float64 samples at 48 kHz, peak about 0.5."""
    if not espeak_available():
        raise RuntimeError("espeak-ng is not installed (bin/setup test installs it)")
    result = subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-p", str(pitch), "--stdout", text],
                            capture_output=True, check=True, timeout=60)
    with wave.open(io.BytesIO(result.stdout)) as wav:
        rate = wav.getframerate()
        raw = np.frombuffer(wav.readframes(wav.getnframes()), np.int16).astype(np.float64) / 32768.0
    out = resample(raw, rate, RATE)
    return out * (0.5 / max(1e-9, float(np.max(np.abs(out)))))


def resample(samples: np.ndarray, rate_in: int, rate_out: int) -> np.ndarray:
    """Band-limited resampling by FFT zero-padding/truncation (fine for whole test signals)."""
    if rate_in == rate_out:
        return np.asarray(samples, np.float64)
    n_out = int(round(len(samples) * rate_out / rate_in))
    spectrum = np.fft.rfft(samples)
    bins = n_out // 2 + 1
    if bins > len(spectrum):
        spectrum = np.concatenate((spectrum, np.zeros(bins - len(spectrum), complex)))
    else:
        spectrum = spectrum[:bins]
    return np.fft.irfft(spectrum, n_out) * (n_out / len(samples))


def rms_db(samples: np.ndarray) -> float:
    """RMS level in dB of full scale (1.0)."""
    return float(10 * np.log10(np.mean(np.square(samples)) + 1e-20))


def scale_to_db(samples: np.ndarray, level_db: float) -> np.ndarray:
    return samples * 10 ** ((level_db - rms_db(samples)) / 20)


def room_impulse_response(drr_db: float = 6.0, t60_s: float = 0.12, length_s: float = 0.06,
                          seed: int = 1) -> np.ndarray:
    """A direct path of gain 1 and a diffuse tail (decaying noise) ``drr_db`` below it in energy."""
    rng = np.random.default_rng(seed)
    n = int(RATE * length_s)
    tail = rng.standard_normal(n) * np.exp(-6.9 * np.arange(n) / (t60_s * RATE))
    tail[:int(RATE * 0.002)] = 0.0           # the first reflection arrives 2 ms after the direct sound
    tail *= np.sqrt(10 ** (-drr_db / 10) / np.sum(np.square(tail)))
    tail[0] = 1.0
    return tail


def through_room(far: np.ndarray, delay_s: float, gain_db: float, impulse: np.ndarray) -> np.ndarray:
    """What the microphone picks up of ``far`` played in the room: delayed, attenuated, reverberated."""
    echo = np.convolve(far, impulse)[:len(far)] * 10 ** (gain_db / 20)
    shift = int(round(delay_s * RATE))
    out = np.zeros(len(far))
    out[shift:] = echo[:len(far) - shift]
    return out


@dataclass
class EchoScene:
    """Far end, microphone (echo + near end + a faint noise floor) and where the near end talks."""

    far: np.ndarray
    mic: np.ndarray
    near: np.ndarray           # the clean near-end speech as it reaches the microphone (zeros elsewhere)
    echo: np.ndarray
    delay_s: float
    near_start: int            # sample where the near end starts talking
    near_end: int

    def far_only(self, skip_s: float = 1.0) -> slice:
        """Far-end-only samples, after ``skip_s`` for the canceller to converge."""
        return slice(int(skip_s * RATE), self.near_start)


def echo_scene(far: np.ndarray, near_speech: np.ndarray, delay_s: float, echo_to_near_db: float = -10.0,
               near_db: float = -26.0, drr_db: float = 6.0, near_at: float = 0.6, seed: int = 1) -> EchoScene:
    """The far end played through a room at ``echo_to_near_db`` relative to the near end (which talks
    from ``near_at`` of the way in, at ``near_db`` dBFS), plus a noise floor at -75 dBFS."""
    near_speech = scale_to_db(near_speech, near_db)
    echo = through_room(far, delay_s, 0.0, room_impulse_response(drr_db, seed=seed))
    echo = scale_to_db(echo, near_db + echo_to_near_db)
    start = int(len(far) * near_at)
    end = min(len(far), start + len(near_speech))
    near = np.zeros(len(far))
    near[start:end] = near_speech[:end - start]
    floor = np.random.default_rng(seed + 100).standard_normal(len(far)) * 10 ** (-75 / 20)
    return EchoScene(far, echo + near + floor, near, echo, delay_s, start, end)


def process(mic: np.ndarray, options: ProcessingOptions, far: np.ndarray | None = None,
            delay_ms: int | Callable[[int], int] = 0) -> np.ndarray:
    """Run ``mic`` (and ``far`` as the reverse stream) through an `AudioProcessor` 10 ms at a time, as the
    app does: each far-end frame just before the microphone frame of the same moment. ``delay_ms`` is what the
    module is told, or a function of the sample index."""
    processor = AudioProcessor(options)
    out = np.zeros(len(mic) // FRAME * FRAME)
    for start in range(0, len(out), FRAME):
        if far is not None:
            processor.process_render(far[start:start + FRAME])
        processor.delay_ms = delay_ms(start) if callable(delay_ms) else delay_ms
        out[start:start + FRAME] = processor.process_capture(mic[start:start + FRAME]) / 32768.0
    return out


def erle_db(mic: np.ndarray, out: np.ndarray, part: slice) -> float:
    """Echo return loss enhancement over ``part``: how much weaker the output is than the microphone."""
    return float(10 * np.log10((np.sum(np.square(mic[part])) + 1e-20) / (np.sum(np.square(out[part])) + 1e-20)))


def aligned_correlation(reference: np.ndarray, signal: np.ndarray, part: slice,
                        max_lag_s: float = 0.03) -> tuple[float, int]:
    """Pearson correlation of ``reference[part]`` with ``signal`` at the lag (0..max_lag) that fits best, and
    that lag in samples (the processing delays its output by a few milliseconds)."""
    ref = reference[part]
    best, best_lag = -1.0, 0
    for lag in range(0, int(max_lag_s * RATE) + 1):
        piece = signal[part.start + lag:part.stop + lag]
        if len(piece) < len(ref):
            break
        value = float(np.corrcoef(ref, piece)[0, 1])
        if value > best:
            best, best_lag = value, lag
    return best, best_lag


def fast_lag(reference: np.ndarray, signal: np.ndarray, max_lag_s: float = 0.03) -> int:
    """The lag (samples, 0..max_lag) of ``signal`` behind ``reference`` by cross-correlation."""
    n = min(len(reference), len(signal))
    size = 1 << int(np.ceil(np.log2(2 * n)))
    corr = np.fft.irfft(np.fft.rfft(signal[:n], size) * np.conj(np.fft.rfft(reference[:n], size)), size)
    return int(np.argmax(corr[:int(max_lag_s * RATE) + 1]))


def correlation_at(reference: np.ndarray, signal: np.ndarray, part: slice, lag: int) -> float:
    return float(np.corrcoef(reference[part], signal[part.start + lag:part.stop + lag])[0, 1])


def spectral_correlation(reference: np.ndarray, signal: np.ndarray, size: int = 1024) -> float:
    """Correlation of the two magnitude spectrograms (insensitive to phase, which the filters change)."""
    def spectrogram(x: np.ndarray) -> np.ndarray:
        window = np.hanning(size)
        frames = [np.abs(np.fft.rfft(window * x[i:i + size])) for i in range(0, len(x) - size, size // 2)]
        return np.array(frames)
    n = min(len(reference), len(signal))
    return float(np.corrcoef(spectrogram(reference[:n]).ravel(), spectrogram(signal[:n]).ravel())[0, 1])


def white_noise(n: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(n)


def pink_noise(n: int, seed: int = 0) -> np.ndarray:
    """1/f noise (3 dB per octave down), shaped in the frequency domain."""
    spectrum = np.fft.rfft(np.random.default_rng(seed).standard_normal(n))
    freqs = np.fft.rfftfreq(n, 1 / RATE)
    spectrum[1:] /= np.sqrt(freqs[1:] / freqs[1])
    spectrum[0] = 0
    return np.fft.irfft(spectrum, n)


def babble_noise(n: int, talkers: int = 6) -> np.ndarray:
    """Several espeak-ng talkers at once, each looped to ``n`` samples with its own offset and voice."""
    voices = ("en-us", "en-gb", "en-us+f3", "en-gb-scotland", "en-us+m3", "en-us+f2")
    out = np.zeros(n)
    for index in range(talkers):
        talk = speech(BABBLE_TEXTS[index % len(BABBLE_TEXTS)], voices[index % len(voices)], 150 + 10 * index,
                      30 + 12 * index)
        talk = np.tile(talk, n // len(talk) + 2)
        offset = (index * 7919) % len(talk[:len(talk) // 2])
        out += scale_to_db(talk[offset:offset + n], -20.0)
    return out


NOISES: dict[str, Callable[[int], np.ndarray]] = {"white": white_noise, "pink": pink_noise, "babble": babble_noise}


@dataclass
class NoiseResult:
    snr_in_db: float
    snr_out_db: float
    speech_change_db: float      # level of the processed speech against the clean speech

    @property
    def gain_db(self) -> float:
        return self.snr_out_db - self.snr_in_db


def noise_suppression_snr(clean: np.ndarray, noise: np.ndarray, snr_db: float,
                          options: ProcessingOptions = ProcessingOptions(False, True, False)) -> NoiseResult:
    """SNR before and after processing ``clean`` + ``noise`` mixed at ``snr_db``, by phase inversion; the
    SNR counts the speech-active part (where the clean speech is within 30 dB of its loudest 10 ms)."""
    noise = scale_to_db(noise[:len(clean)], rms_db(clean) - snr_db)
    plus = process(clean + noise, options)
    minus = process(clean - noise, options)
    lag = fast_lag(clean, plus)
    n = len(plus) - lag
    speech_out = (plus[lag:] + minus[lag:])[:n] / 2
    noise_out = (plus[lag:] - minus[lag:])[:n] / 2
    active = _active(clean[:n])
    return NoiseResult(snr_in_db=rms_db(clean[:n][active]) - rms_db(noise[:n][active]),
                       snr_out_db=rms_db(speech_out[active]) - rms_db(noise_out[active]),
                       speech_change_db=rms_db(speech_out[active]) - rms_db(clean[:n][active]))


def _active(clean: np.ndarray, below_db: float = 30.0) -> np.ndarray:
    """Per sample: whether its 10 ms frame of ``clean`` is within ``below_db`` of the loudest frame."""
    frames = len(clean) // FRAME
    levels = np.array([rms_db(clean[i * FRAME:(i + 1) * FRAME]) for i in range(frames)])
    mask = np.repeat(levels > levels.max() - below_db, FRAME)
    return np.concatenate((mask, np.zeros(len(clean) - len(mask), bool)))


__all__ = ["FAR_TEXT", "NEAR_TEXT", "NOISES", "EchoScene", "NoiseResult", "aligned_correlation", "babble_noise",
           "correlation_at", "echo_scene", "erle_db", "espeak_available", "fast_lag", "noise_suppression_snr",
           "pink_noise", "process", "resample", "rms_db", "room_impulse_response", "scale_to_db", "speech",
           "spectral_correlation", "through_room", "white_noise"]
