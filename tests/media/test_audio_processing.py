"""The microphone's processing (media/audio_processing.py) measured on synthetic scenes (media/audio_scenes.py):
espeak-ng speech played through a simulated room as the echo, near-end speech over it, noise mixed in. The
thresholds are on dB and correlations, the same measures as benchmarks/echo_bench.py at a smaller size."""
from __future__ import annotations

import asyncio
import fractions
import threading
import time

import av
import numpy as np
import pytest

from meetdesk.media import audio_scenes as scenes
from meetdesk.media.audio_processing import (FRAME, OFF, RATE, AudioProcessor, CaptureProcessing, EchoDelay,
                                             ProcessingOptions, capture_age, estimate_echo_delay, unavailable)

AEC_ONLY = ProcessingOptions(True, False, False)
NS_ONLY = ProcessingOptions(False, True, False)


@pytest.fixture(scope="module")
def far() -> np.ndarray:
    return scenes.speech(scenes.FAR_TEXT)


@pytest.fixture(scope="module")
def near() -> np.ndarray:
    return scenes.speech(scenes.NEAR_TEXT, "en-us+f3", pitch=60)


def test_the_module_loads_and_runs_aec3():
    assert unavailable() is None
    processor = AudioProcessor(ProcessingOptions())
    assert processor.running
    assert not AudioProcessor(OFF).running


def test_all_off_passes_the_microphone_through_untouched_in_any_chunk_size():
    samples = (np.random.default_rng(3).standard_normal(RATE) * 3000).astype(np.int16)
    processor = AudioProcessor(OFF)
    out = np.concatenate([processor.process_capture(samples[i:i + 333]) for i in range(0, len(samples), 333)])
    assert np.array_equal(out, samples)


def test_odd_chunk_sizes_come_back_whole_and_in_order():
    """Chunks that are no multiple of 10 ms: the output has as many samples as went in, delayed by the part
    that waits for a whole frame, and otherwise the same as 10 ms frames give."""
    rng = np.random.default_rng(4)
    samples = (rng.standard_normal(RATE) * 2000).astype(np.int16)
    framed = AudioProcessor(NS_ONLY)
    reference = np.concatenate([framed.process_capture(samples[i:i + FRAME]) for i in range(0, RATE, FRAME)])
    chunked = AudioProcessor(NS_ONLY)
    parts = [chunked.process_capture(samples[i:i + 700]) for i in range(0, RATE, 700)]
    assert [len(p) for p in parts] == [len(samples[i:i + 700]) for i in range(0, RATE, 700)]
    out = np.concatenate(parts)
    lead = FRAME                # 10 ms of silence first, once: covers the part still waiting for a frame
    assert np.array_equal(out[lead:lead + 40 * FRAME], reference[:40 * FRAME])


@pytest.mark.parametrize("delay_ms", [30, 250])
def test_echo_cancellation_removes_the_far_end_and_keeps_the_near_end(far, near, delay_ms):
    scene = scenes.echo_scene(far, near, delay_ms / 1000, echo_to_near_db=-15.0)
    handed = int(round(estimate_echo_delay(scene.far, scene.mic) * 1000))   # what the app would measure
    out = scenes.process(scene.mic, AEC_ONLY, scene.far, handed)
    erle = scenes.erle_db(scene.mic, out, scene.far_only())
    assert erle >= 25.0, f"echo return loss enhancement {erle:.1f} dB"
    # double talk: the near end through the same chain without any echo is what should come out
    alone = scenes.process(scene.near, AEC_ONLY, np.zeros_like(scene.far), handed)
    talk = slice(scene.near_start, scene.near_end)
    kept = scenes.correlation_at(alone, out, talk, 0)
    assert kept >= 0.88, f"near end in double talk correlates {kept:.3f}"
    assert abs(scenes.rms_db(out[talk]) - scenes.rms_db(alone[talk])) < 3.0


def test_without_echo_cancellation_the_echo_comes_back(far, near):
    scene = scenes.echo_scene(far, near, 0.12, echo_to_near_db=-15.0)
    out = scenes.process(scene.mic, NS_ONLY, scene.far, 120)
    assert scenes.erle_db(scene.mic, out, scene.far_only()) < 6.0


@pytest.mark.parametrize("delay_ms", [30, 120, 250])
def test_the_echo_delay_is_estimated_from_the_signals(far, near, delay_ms):
    scene = scenes.echo_scene(far, near, delay_ms / 1000)
    estimate = estimate_echo_delay(scene.far, scene.mic)
    assert estimate is not None and abs(estimate * 1000 - delay_ms) <= 2


def test_no_delay_is_estimated_without_an_echo(far):
    noise = np.random.default_rng(5).standard_normal(len(far)) * 0.01
    assert estimate_echo_delay(far, noise) is None


@pytest.mark.parametrize("noise_name", ["white", "pink"])
def test_noise_suppression_raises_the_snr_by_about_ten_db(far, noise_name):
    clean = scenes.scale_to_db(far[:6 * RATE], -26.0)
    result = scenes.noise_suppression_snr(clean, scenes.NOISES[noise_name](len(clean)), 0.0)
    assert result.gain_db >= 8.0, f"SNR {result.snr_in_db:.1f} -> {result.snr_out_db:.1f} dB"
    assert result.speech_change_db > -4.0


def test_noise_suppression_leaves_clean_speech_nearly_unchanged(far):
    clean = scenes.scale_to_db(far[:6 * RATE], -26.0)
    out = scenes.process(clean, NS_ONLY)
    lag = scenes.fast_lag(clean, out)
    assert abs(scenes.rms_db(out) - scenes.rms_db(clean)) < 1.5
    assert scenes.spectral_correlation(clean[:len(out) - lag], out[lag:]) >= 0.95


def test_automatic_gain_lifts_a_quiet_speaker(near):
    quiet = scenes.scale_to_db(np.tile(near, 3), -45.0)
    out = scenes.process(quiet, ProcessingOptions(False, False, True))
    last = slice(len(out) // 2, len(out))
    assert scenes.rms_db(out[last]) - scenes.rms_db(quiet[last]) >= 10.0
    unprocessed = scenes.process(quiet, OFF)
    assert abs(scenes.rms_db(unprocessed[last]) - scenes.rms_db(quiet[last])) < 0.1


def test_echo_delay_is_the_median_of_both_sides():
    delay = EchoDelay(default_ms=40)
    assert delay.ms == 40 and not delay.measured
    for queued in (0.06, 0.08, 0.07, 5.0):          # 5 s: not a device buffer, ignored
        delay.render(queued, waited_s=0.01)
    assert delay.ms == 40                           # the capture side is still unknown
    for age in (0.02, 0.02, 0.9, 0.03, 0.02):       # one late frame does not move the median
        delay.capture(age)
    assert delay.measured
    assert delay.ms == round((0.07 - 0.01 + 0.02) * 1000)
    many = EchoDelay()
    many.render(1.9, 0.0)
    many.capture(0.5)
    assert many.ms == 500                           # clamped to what the module is told at most


def test_capture_age_reads_wall_clock_timestamps_only():
    frame = av.AudioFrame(format="s16", layout="mono", samples=FRAME)
    frame.time_base = fractions.Fraction(1, 1_000_000)
    frame.pts = int(1_700_000_000.0 * 1_000_000)
    assert capture_age(frame, 1_700_000_000.05) == pytest.approx(0.05)
    frame.pts, frame.time_base = 960, fractions.Fraction(1, RATE)   # a sample count (the synthetic tone)
    assert capture_age(frame, 1_700_000_000.05) is None


def _stereo_frame(samples: np.ndarray, pts: int) -> av.AudioFrame:
    """20 ms of s16 stereo at 48 kHz, as aiortc's microphone and decoder give them."""
    interleaved = np.repeat(samples.astype(np.int16), 2).reshape(1, -1)
    frame = av.AudioFrame.from_ndarray(interleaved, format="s16", layout="stereo")
    frame.sample_rate, frame.pts, frame.time_base = RATE, pts, fractions.Fraction(1, RATE)
    return frame


async def test_capture_processing_cancels_the_echo_on_its_own_thread(far, near):
    """Frames as the call has them (20 ms stereo): the far end goes in as it is played, the microphone frame
    comes back processed, mono, with its timing; switching echo cancellation off brings the echo back."""
    scene = scenes.echo_scene(far, near, 0.06, echo_to_near_db=-15.0)
    to_int = lambda x: np.clip(x * 32768, -32768, 32767).astype(np.int16)     # noqa: E731
    processing = CaptureProcessing(ProcessingOptions())
    step = 2 * FRAME
    outputs = []
    try:
        for start in range(0, scene.near_start // step * step, step):
            processing.render(_stereo_frame(to_int(scene.far[start:start + step]), start), queued_s=0.04)
            out = await processing.capture(_stereo_frame(to_int(scene.mic[start:start + step]), start))
            assert out.layout.name == "mono" and out.sample_rate == RATE and out.pts == start
            outputs.append(out.to_ndarray().reshape(-1) / 32768)
        processed = np.concatenate(outputs)
        assert processing.unprocessed == 0 and processing.capture_frames == len(outputs)
        part = slice(RATE, len(processed))
        assert scenes.erle_db(scene.mic, processed, part) >= 25.0
        assert 30 <= processing.delay.ms <= 60  # 40 ms queued in the "device"; the tone-like pts have no age

        processing.set_options(ProcessingOptions(False, True, True))
        frame = _stereo_frame(to_int(scene.mic[:step]), 0)
        out = await processing.capture(frame)
        assert out is not frame                   # noise suppression and gain still run
        processing.set_options(OFF)
        assert await processing.capture(frame) is frame
    finally:
        processing.close()


async def test_a_stalled_worker_never_stalls_the_microphone():
    processing = CaptureProcessing(NS_ONLY)
    release = threading.Event()
    frame = _stereo_frame(np.zeros(2 * FRAME), 0)
    try:
        assert await processing.capture(frame) is not frame     # the worker runs
        processor = processing._processor
        original = processor.process_capture

        def stuck(samples):
            release.wait(5)
            return original(samples)
        processor.process_capture = stuck
        assert await processing.capture(frame) is frame         # given up on: sent as captured
        assert processing.unprocessed == 1
    finally:
        release.set()
        processing.close()
    assert await processing.capture(frame) is frame             # closed: as captured


class _InstantMicrophone:
    """An audio source whose frames are there at once (a microphone the call has fallen behind), failing once
    after ``fail_after`` frames when given."""

    kind = "audio"

    def __init__(self, fail_after: int | None = None) -> None:
        self.sent, self.fail_after = 0, fail_after

    async def recv(self) -> av.AudioFrame:
        await asyncio.sleep(0)
        if self.sent == self.fail_after:
            self.fail_after = None
            raise OSError("the device went away for a moment")
        frame = _stereo_frame(np.zeros(2 * FRAME), self.sent * 2 * FRAME)
        self.sent += 1
        return frame

    def stop(self) -> None:
        pass


async def test_the_microphone_is_read_ahead_while_earlier_frames_are_processed():
    """The call's microphone track hands frames to the processing as they are captured and takes them back in
    order: the first frame's round trip does not hold up reading the next (frame by frame, a round trip of 10 ms
    and the sender's own made each 20 ms frame 22 ms on a loaded machine, and the voice fell behind for good).
    Here the worker holds the first frame until three have come in: read one at a time, it would be given up on
    (sent unprocessed)."""
    from meetdesk.media.local_tracks import LocalAudio

    processing = CaptureProcessing(NS_ONLY)
    three_in = threading.Event()
    submitted = []
    submit = processing.submit

    def counting_submit(frame):
        submitted.append(frame.pts)
        if len(submitted) >= 3:
            three_in.set()
        return submit(frame)

    try:
        warm = _stereo_frame(np.zeros(2 * FRAME), 0)
        assert await processing.capture(warm) is not warm     # the worker runs
        original = processing._processor.process_capture

        def held(samples):
            three_in.wait(5)
            return original(samples)
        processing._processor.process_capture = held
        processing.submit = counting_submit
        audio = LocalAudio(_InstantMicrophone(), processing=processing)
        frames = [await audio.recv() for _ in range(3)]
        # none given up on; the reader may have handed the worker more than these three by now (up to
        # MICROPHONE_AHEAD more: on a loaded machine the worker processed them before this line ran)
        assert processing.unprocessed == 0 and processing.capture_frames >= 1 + len(frames)
        assert [f.pts for f in frames] == [0, 2 * FRAME, 4 * FRAME] and all(f.layout.name == "mono" for f in frames)
        assert submitted[:3] == [0, 2 * FRAME, 4 * FRAME]
        audio.stop()
    finally:
        three_in.set()
        processing.close()


async def test_a_microphone_read_ahead_that_fails_reaches_the_call_and_reading_goes_on():
    from meetdesk.media.local_tracks import LocalAudio

    processing = CaptureProcessing(NS_ONLY)
    try:
        audio = LocalAudio(_InstantMicrophone(fail_after=2), processing=processing)
        first = [await audio.recv() for _ in range(2)]
        with pytest.raises(OSError):
            await audio.recv()
        after = await audio.recv()                   # a new reader: the next frame of the source
        assert [f.pts for f in first] + [after.pts] == [0, 2 * FRAME, 4 * FRAME]
        reader = audio._reader
        audio.stop()
        await asyncio.sleep(0.05)
        assert reader is not None and reader.cancelled()
    finally:
        processing.close()


async def test_the_microphone_read_after_the_call_stalled_is_fresh():
    """The call's loop stands still for 0.6 s (a busy machine): the frames read ahead before the stall and those the
    microphone kept meanwhile are dropped, and the next frame the call sends is fresh (live_audio.StaleFrames);
    sent whole, the host's voice reached the engine up to 1.2 s late and stayed behind."""
    from meetdesk.media.live_audio import MAX_AGE
    from meetdesk.media.local_tracks import LocalAudio
    from meetdesk.media.synthetic import ToneTrack

    processing = CaptureProcessing(NS_ONLY)
    tone = ToneTrack()
    audio = LocalAudio(tone, processing=processing)
    try:
        for _ in range(20):
            await audio.recv()
        await asyncio.sleep(0.12)   # the call is behind: the microphone is read ahead (5 frames)
        time.sleep(0.6)   # then the call's loop stands still
        frame = await audio.recv()
        age = time.time() - (tone._start + (frame.pts + frame.samples) / frame.sample_rate)
        assert age <= MAX_AGE + 0.05, age
        assert audio.stale.dropped >= 20
    finally:
        audio.stop()
        processing.close()
