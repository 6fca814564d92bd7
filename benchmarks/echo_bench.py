"""The microphone's processing (media/audio_processing.py: libwebrtc's AEC3, noise suppression, AGC2 through the
``livekit`` package) measured on synthetic scenes (media/audio_scenes.py).

    python benchmarks/echo_bench.py [--quick]

Echo: espeak-ng speech plays as the far end; the microphone hears it through a simulated room (a delay of 30 to
250 ms, an attenuation, a 60 ms reverberant impulse response with the diffuse tail 6 dB below the direct
sound) plus near-end speech (another voice) in the last 40 %. The module is given the delay estimated from the
signals (GCC-PHAT, `estimate_echo_delay`), not the simulated one. Reported: echo return loss enhancement (ERLE)
over the far-end-only part after the first second, and in double talk the correlation of the output with
(a) the clean near end and (b) the near end passed alone through the same processing (the high-pass filter
and AEC3's filter bank shift the phase, which (a) counts as loss), and the near end's level change.

Noise: speech mixed with white, pink and babble noise at 0 and 10 dB SNR; the SNR after noise suppression by
the phase-inversion method (whole signal), and the clean speech through the same processing (level change,
magnitude-spectrogram correlation).

CPU: process CPU time per second of audio, for the module alone (every switch on, render and capture) and for
the call's path (`CaptureProcessing`: 20 ms stereo frames resampled, the worker thread, the asyncio hand-off).
"""
from __future__ import annotations

import argparse
import asyncio
import fractions
import time

import av
import numpy as np

from meetdesk.media import audio_scenes as scenes
from meetdesk.media.audio_processing import (RATE, CaptureProcessing, ProcessingOptions, estimate_echo_delay)

AEC_ONLY = ProcessingOptions(True, False, False)
ALL = ProcessingOptions()


def echo_table(far: np.ndarray, near: np.ndarray, delays_ms: list[int], ratios_db: list[float]) -> None:
    print("\nEcho (AEC3 only; ERLE over far-end-only speech, double talk over the near end's words)")
    print(f"{'delay':>6} {'handed':>7} {'echo/near':>9} {'ERLE':>7} {'DT corr clean':>14} {'DT corr chain':>14} "
          f"{'DT level':>9}")
    for delay_ms in delays_ms:
        for ratio in ratios_db:
            scene = scenes.echo_scene(far, near, delay_ms / 1000, echo_to_near_db=ratio, near_at=0.6)
            estimate = estimate_echo_delay(scene.far, scene.mic)
            handed = int(round((estimate or 0.04) * 1000))
            out = scenes.process(scene.mic, AEC_ONLY, scene.far, handed)
            alone = scenes.process(scene.near, AEC_ONLY, np.zeros_like(scene.far), handed)
            talk = slice(scene.near_start, scene.near_end)
            erle = scenes.erle_db(scene.mic, out, scene.far_only())
            clean, _lag = scenes.aligned_correlation(scene.near, out, talk)
            chain = scenes.correlation_at(alone, out, talk, 0)
            level = scenes.rms_db(out[talk]) - scenes.rms_db(alone[talk])
            print(f"{delay_ms:>4}ms {handed:>5}ms {ratio:>7.0f}dB {erle:>5.1f}dB {clean:>14.3f} {chain:>14.3f} "
                  f"{level:>7.1f}dB")


def noise_table(clean: np.ndarray) -> None:
    ns = ProcessingOptions(False, True, False)
    print("\nNoise suppression (phase inversion; SNR over the whole signal / over speech-active 10 ms frames)")
    print(f"{'noise':>7} {'SNR in':>7} {'SNR out':>8} {'gain':>6} {'gain (speech frames)':>21} {'speech level':>13}")
    for name, make in scenes.NOISES.items():
        noise = make(len(clean))
        for snr in (0.0, 10.0):
            scaled = scenes.scale_to_db(noise[:len(clean)], scenes.rms_db(clean) - snr)
            plus, minus = scenes.process(clean + scaled, ns), scenes.process(clean - scaled, ns)
            lag = scenes.fast_lag(clean, plus)
            n = len(plus) - lag
            speech_out, noise_out = (plus[lag:] + minus[lag:])[:n] / 2, (plus[lag:] - minus[lag:])[:n] / 2
            snr_in = scenes.rms_db(clean[:n]) - scenes.rms_db(scaled[:n])
            snr_out = scenes.rms_db(speech_out) - scenes.rms_db(noise_out)
            active = scenes.noise_suppression_snr(clean, noise, snr, ns)
            print(f"{name:>7} {snr_in:>5.1f}dB {snr_out:>6.1f}dB {snr_out - snr_in:>4.1f}dB {active.gain_db:>19.1f}dB "
                  f"{active.speech_change_db:>11.1f}dB")
    for options, label in ((ns, "noise suppression"), (ALL, "every switch on")):
        out = scenes.process(clean, options)
        lag = scenes.fast_lag(clean, out)
        print(f"clean speech through {label}: level {scenes.rms_db(out) - scenes.rms_db(clean):+.1f} dB, "
              f"magnitude-spectrogram correlation {scenes.spectral_correlation(clean[:len(out) - lag], out[lag:]):.3f}")


def _stereo(samples: np.ndarray, pts: int) -> av.AudioFrame:
    pcm = np.clip(samples * 32768, -32768, 32767).astype(np.int16)
    frame = av.AudioFrame.from_ndarray(np.repeat(pcm, 2).reshape(1, -1), format="s16", layout="stereo")
    frame.sample_rate, frame.pts, frame.time_base = RATE, pts, fractions.Fraction(1, RATE)
    return frame


def cpu_table(far: np.ndarray, near: np.ndarray) -> None:
    scene = scenes.echo_scene(far, near, 0.12)
    seconds = len(scene.mic) / RATE
    print("\nCPU per second of audio (process CPU time; 100 % = one core)")
    for options, label in ((AEC_ONLY, "AEC3 only"), (ProcessingOptions(False, True, True), "NS + AGC"),
                           (ALL, "AEC3 + NS + AGC")):
        start = time.process_time()
        scenes.process(scene.mic, options, scene.far, 120)
        print(f"  module alone, {label:<16} {100 * (time.process_time() - start) / seconds:5.2f} %")

    async def call_path() -> tuple[float, float]:
        processing = CaptureProcessing(ALL)
        step = RATE // 50
        frames = [(_stereo(scene.far[i:i + step], i), _stereo(scene.mic[i:i + step], i))
                  for i in range(0, len(scene.mic) // step * step, step)]
        await processing.capture(frames[0][1])        # the module is made on first use: not counted
        start, worker = time.process_time(), processing.cpu_seconds
        for far_frame, mic_frame in frames:
            processing.render(far_frame, 0.04)
            await processing.capture(mic_frame)
        used, worker = time.process_time() - start, processing.cpu_seconds - worker
        processing.close()
        assert processing.unprocessed == 0
        return used, worker

    used, worker = asyncio.run(call_path())
    print(f"  the call's path (CaptureProcessing, 20 ms stereo frames, every switch on): "
          f"{100 * used / seconds:5.2f} % in all, {100 * worker / seconds:5.2f} % of it on the worker thread")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer delays and ratios")
    args = parser.parse_args()
    far = scenes.speech(scenes.FAR_TEXT)
    near = scenes.speech(scenes.NEAR_TEXT, "en-us+f3", pitch=60)
    print(f"far end {len(far) / RATE:.1f} s, near end {len(near) / RATE:.1f} s of espeak-ng speech at {RATE} Hz")
    delays = [30, 250] if args.quick else [30, 60, 120, 250]
    ratios = [-10.0] if args.quick else [-15.0, -10.0, -5.0, 0.0]
    echo_table(far, near, delays, ratios)
    noise_table(scenes.scale_to_db(far[:(8 if args.quick else 15) * RATE], -26.0))
    cpu_table(far, near)


if __name__ == "__main__":
    main()
