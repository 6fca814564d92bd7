"""`meetdesk self-test` in the frozen app (packaging/meetdesk_main.py): the media features that depend on native
libraries and data files the build has to carry, run for real inside the bundle.

- audio processing: livekit's native library loads and its echo canceller (AEC3) removes a delayed echo of
  far-end noise; prints the echo return loss enhancement in dB
- backgrounds: the built-in background pictures are in the bundle and decode
- segmentation: the selfie segmentation model is in the bundle and LiteRT runs it (on a grey picture, or with
  ``--photo IMAGE --mask-out MASK.png`` on that picture, writing the person mask, 0..255 grey, for the caller to
  judge)
- sound output: QtMultimedia loads and a QAudioSink on the default output device plays the speaker test's chime
  (the build leaves QtMultimedia's FFmpeg backend out: QAudioSink is Qt Multimedia's own); without an output
  device (no sound server) ``sound_output ok no device``

One line per check (``<name> ok ...`` or ``<name> FAILED <reason>``); exit status 0 when every check passed.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ECHO_DELAY_MS = 30


def check_audio_processing() -> str:
    """The echo canceller on 4 s of noise with a 30 ms echo; the ERLE of the last 2 s."""
    from meetdesk.media.audio_processing import RATE, AudioProcessor, ProcessingOptions, unavailable

    reason = unavailable()
    if reason:
        raise RuntimeError(reason)
    far = np.random.default_rng(7).standard_normal(RATE * 4) * 3000
    delay = RATE * ECHO_DELAY_MS // 1000
    mic = np.zeros_like(far)
    mic[delay:] = 0.4 * far[:-delay]
    processor = AudioProcessor(ProcessingOptions(echo_cancellation=True, noise_suppression=False, auto_gain=False))
    processor.delay_ms = ECHO_DELAY_MS
    far16, mic16, step, out = far.astype(np.int16), mic.astype(np.int16), RATE // 50, []
    for start in range(0, len(far16), step):
        processor.process_render(far16[start:start + step])
        out.append(processor.process_capture(mic16[start:start + step]))
    tail = slice(2 * RATE, None)
    echo = np.mean(mic16[tail].astype(float) ** 2)
    left = max(np.mean(np.concatenate(out)[tail].astype(float) ** 2), 1e-9)
    return f"erle_db={10 * np.log10(echo / left):.1f}"


def check_backgrounds() -> str:
    """Every built-in background picture: its file and its size once decoded."""
    from meetdesk.client.background import BUILTIN_NAMES, builtin_path
    from meetdesk.media.background import load_image

    sizes = []
    for name in BUILTIN_NAMES:
        image = load_image(builtin_path(name))
        sizes.append(f"{name}={image.width}x{image.height}")
    return " ".join(sizes)


def check_segmentation(photo: Path | None, mask_out: Path | None) -> str:
    """The model runs on a picture (``photo``, or a grey one); its person mask is written to ``mask_out``."""
    import av
    from PIL import Image

    from meetdesk.media import segmentation

    reason = segmentation.unavailable()
    if reason:
        raise RuntimeError(reason)
    found = f"model={segmentation.model_path().name}"
    if photo is None:   # a grey picture: the model still runs (LiteRT loads it, the SHA-256 is checked)
        frame = av.VideoFrame.from_ndarray(np.full((480, 640, 3), 128, np.uint8), format="rgb24")
    else:
        frame = av.VideoFrame.from_image(Image.open(photo).convert("RGB"))
    segmenter = segmentation.PersonSegmenter()
    try:
        mask = segmenter.mask(segmentation.small_rgb(frame))
    finally:
        segmenter.close()
    if mask_out is not None:
        Image.fromarray(np.round(mask * 255).astype(np.uint8), "L").save(mask_out)
    return f"{found} mask={mask.shape[1]}x{mask.shape[0]} person={mask.mean():.2f}"


def check_sound_output() -> str:
    """The chime of Settings' speaker test (ui/audio_output.py) on the default output device, paced as a call's
    sound, until the device has played 0.3 s of it (10 s at most); how much it played."""
    import time

    from PySide6.QtCore import QCoreApplication

    from meetdesk.ui import audio_output

    app = QCoreApplication.instance() or QCoreApplication([])
    sink = audio_output.default_sink()
    if not isinstance(sink, audio_output.QtAudioSink):
        if sink.unavailable is not None:   # QtMultimedia did not load
            raise RuntimeError(audio_output.no_sound_reason(sink))
        return "no device"
    frames, deadline, played_ms = audio_output.chime_frames(), time.monotonic() + 10, 0
    try:   # the chime over and over until the device has played 0.3 s (a sound server's stream takes a while)
        for count in range(10**6):
            played_ms = sink.processed_usecs // 1000   # read before close: a stopped sink counts from 0 again
            if played_ms >= 300 or sink.error is not None or time.monotonic() > deadline:
                break
            sink.write(frames[count % len(frames)])
            app.processEvents()
            time.sleep(0.02)
    finally:
        sink.close()
    if sink.error is not None or played_ms < 300:
        raise RuntimeError(f"{sink.device_name} played {played_ms} ms (error {sink.error})")
    return f"device={sink.device_name.replace(' ', '_')} played_ms={played_ms}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="meetdesk self-test", description="Run the media features whose native "
                                     "libraries and data files the frozen app carries: echo cancellation, the "
                                     "built-in backgrounds, person segmentation, sound output.")
    parser.add_argument("--photo", type=Path, default=None, help="a picture with a person to segment")
    parser.add_argument("--mask-out", type=Path, default=None, help="where to write the person mask (PNG)")
    args = parser.parse_args(argv)
    checks = (("audio_processing", check_audio_processing), ("backgrounds", check_backgrounds),
              ("segmentation", lambda: check_segmentation(args.photo, args.mask_out)),
              ("sound_output", check_sound_output))
    failed = 0
    for name, check in checks:
        try:
            print(f"{name} ok {check()}", flush=True)
        except Exception as exc:  # any failure is the answer, reported per check
            failed += 1
            print(f"{name} FAILED {type(exc).__name__}: {exc}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
