"""Echo cancellation, noise suppression and automatic gain for the microphone (WebRTC's audio processing module).

The module is libwebrtc's AudioProcessing as the ``livekit`` package ships it (``livekit.rtc.
AudioProcessingModule``): AEC3 (not the mobile AECM), noise suppression, the adaptive digital gain controller
(AGC2) and the high-pass filter. It takes mono int16 audio at 48 kHz in 10 ms frames; the far end (what the app
plays: every remote participant mixed) is its reverse stream, the microphone its forward stream.

- `AudioProcessor` runs the module on sample arrays, 10 ms at a time, on one thread (benchmarks, tests).
- `EchoDelay` measures the delay between handing the far end to the module and the module seeing its echo:
  audio queued in the output device ahead of the frame plus the capture side's latency (``set_stream_delay_ms``).
- `CaptureProcessing` runs an `AudioProcessor` on a thread of its own for the call: far-end frames go in
  without waiting, microphone frames come back processed; neither the Qt thread nor the loop waits on it.
- `estimate_echo_delay` finds the echo delay from the signals themselves (benchmarks; a check on `EchoDelay`).

No Qt here.
"""
from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import fractions
import logging
import statistics
import threading
import time
from dataclasses import dataclass
from typing import Any

import av
import numpy as np

log = logging.getLogger(__name__)

RATE = 48000                     # the module's rate for both streams
FRAME = RATE // 100              # samples in one 10 ms frame
MAX_DELAY_MS = 500               # a measured delay above this is a measuring error
_MAX_PENDING = 50                # jobs waiting for the worker (0.5-1 s of audio) before far-end frames are dropped
_CAPTURE_TIMEOUT_S = 0.25        # a microphone frame the worker has not returned by then goes out unprocessed


@dataclass(frozen=True)
class ProcessingOptions:
    """Which processing the microphone gets; each is on by default (musicians switch them off)."""

    echo_cancellation: bool = True
    noise_suppression: bool = True
    auto_gain: bool = True

    @property
    def active(self) -> bool:
        return self.echo_cancellation or self.noise_suppression or self.auto_gain


OFF = ProcessingOptions(False, False, False)

_unavailable: str | None = None
_checked = False


def unavailable() -> str | None:
    """Why the audio processing module cannot be loaded (None when it can)."""
    global _checked, _unavailable
    if not _checked:
        try:
            import livekit.rtc  # noqa: F401  (loads the native library)
        except Exception as exc:  # ImportError, or OSError from the native library
            _unavailable = f"{type(exc).__name__}: {exc}"
            log.warning("audio processing unavailable, the microphone goes out as captured: %s", exc)
        _checked = True
    return _unavailable


def _to_int16(samples: np.ndarray) -> np.ndarray:
    """Mono samples as int16: float arrays are taken as -1..1."""
    samples = np.asarray(samples)
    if samples.dtype == np.int16:
        return samples.reshape(-1)
    if np.issubdtype(samples.dtype, np.floating):
        return (np.clip(samples.reshape(-1), -1.0, 1.0) * 32767.0).astype(np.int16)
    raise TypeError(f"samples must be int16 or float, not {samples.dtype}")


class AudioProcessor:
    """The WebRTC module on mono 48 kHz int16 arrays of any length, cut into 10 ms frames.

    Not thread-safe: use it from one thread. Chunks of whole 10 ms frames (the call's 20 ms) come back without
    delay; other sizes lead with 10 ms of silence once. With every option off the samples pass through untouched.
    """

    def __init__(self, options: ProcessingOptions = ProcessingOptions()) -> None:
        self.options = options
        self._apm: Any = None
        self._rtc: Any = None
        self._render = np.zeros(0, np.int16)
        self._capture = np.zeros(0, np.int16)
        self._out = np.zeros(0, np.int16)
        self._delay_ms: int | None = None
        self.delay_ms = 0          # what the module is given for the next capture frame
        self.configure(options)

    def configure(self, options: ProcessingOptions) -> None:
        """Switch processing on or off (a new module: the echo canceller learns the room again)."""
        self.options = options
        self._delay_ms = None
        if not options.active or unavailable() is not None:
            self._apm = None
            return
        from livekit import rtc
        self._rtc = rtc
        self._apm = rtc.AudioProcessingModule(echo_cancellation=options.echo_cancellation,
                                              noise_suppression=options.noise_suppression,
                                              high_pass_filter=True,
                                              auto_gain_control=options.auto_gain)

    @property
    def running(self) -> bool:
        """Whether the module processes (False: all off, or it cannot be loaded)."""
        return self._apm is not None

    def process_render(self, samples: np.ndarray) -> None:
        """Far-end audio as it is handed to the output device (the module's reverse stream)."""
        if self._apm is None or not self.options.echo_cancellation:
            return
        self._render = np.concatenate((self._render, _to_int16(samples)))
        usable = len(self._render) // FRAME * FRAME
        for start in range(0, usable, FRAME):
            frame = self._rtc.AudioFrame(self._render[start:start + FRAME].tobytes(), RATE, 1, FRAME)
            self._apm.process_reverse_stream(frame)
        self._render = self._render[usable:]

    def process_capture(self, samples: np.ndarray) -> np.ndarray:
        """Microphone audio; returns as many processed int16 samples as were given."""
        samples = _to_int16(samples)
        if self._apm is None:
            return samples
        self._capture = np.concatenate((self._capture, samples))
        usable = len(self._capture) // FRAME * FRAME
        done = []
        for start in range(0, usable, FRAME):
            frame = self._rtc.AudioFrame(self._capture[start:start + FRAME].tobytes(), RATE, 1, FRAME)
            if self.options.echo_cancellation and self.delay_ms != self._delay_ms:
                self._apm.set_stream_delay_ms(self.delay_ms)
                self._delay_ms = self.delay_ms
            self._apm.process_stream(frame)
            done.append(np.frombuffer(frame.data, np.int16))
        self._capture = self._capture[usable:]
        out = np.concatenate([self._out, *done]) if done else self._out
        if len(out) < len(samples):
            # a chunk that is no multiple of 10 ms: lead with 10 ms of silence, once; from then on the samples
            # still waiting for a whole frame (always fewer than 10 ms) are covered
            out = np.concatenate((np.zeros(FRAME, np.int16), out))
        self._out = out[len(samples):]
        return out[:len(samples)].copy()


class EchoDelay:
    """The delay the echo canceller is given, measured from the devices' own clocks.

    delay = (t_render - t_analyze) + (t_process - t_capture): how long a far-end frame waits in the output device
    after the module saw it, plus how old a microphone frame is when the module sees it. Each part is the median
    of the recent measurements, so one late frame does not move it.
    """

    def __init__(self, window: int = 50, default_ms: int = 40) -> None:
        self.default_ms = default_ms
        self._render: collections.deque[float] = collections.deque(maxlen=window)
        self._capture: collections.deque[float] = collections.deque(maxlen=window)

    def render(self, queued_s: float, waited_s: float) -> None:
        """A far-end frame reached the module ``waited_s`` after it was handed to the output device, which had
        ``queued_s`` of audio to play before it."""
        if 0.0 <= queued_s < 2.0:
            self._render.append(max(0.0, queued_s - waited_s))

    def capture(self, age_s: float) -> None:
        """A microphone frame reached the module ``age_s`` after its first sample was captured."""
        if 0.0 <= age_s < 1.0:
            self._capture.append(age_s)

    @property
    def measured(self) -> bool:
        return bool(self._render) and bool(self._capture)

    @property
    def ms(self) -> int:
        """The delay to hand the module; ``default_ms`` until both sides have been measured."""
        if not self.measured:
            return self.default_ms
        total = statistics.median(self._render) + statistics.median(self._capture)
        return int(min(MAX_DELAY_MS, round(total * 1000)))


def capture_age(frame: av.AudioFrame, now_wall: float) -> float | None:
    """How old a captured frame is, from its timestamp, when the capture device stamps frames with the wall
    clock (ffmpeg's pulse and alsa inputs do); None when the timestamp is on another clock."""
    if frame.pts is None or frame.time_base is None:
        return None
    age = now_wall - float(frame.pts * frame.time_base)
    return age if 0.0 <= age < 1.0 else None


class _Resampler:
    """Any audio frame to mono int16 samples at 48 kHz."""

    def __init__(self) -> None:
        self._resampler = av.AudioResampler(format="s16", layout="mono", rate=RATE)

    def samples(self, frame: av.AudioFrame) -> np.ndarray:
        if frame.format.name == "s16" and frame.sample_rate == RATE and frame.layout.name in ("mono", "stereo"):
            pcm = frame.to_ndarray().reshape(-1)
            if frame.layout.name == "mono":
                return pcm
            pair = pcm.reshape(-1, 2).astype(np.int32)     # packed stereo, what aiortc's capture and decoder give
            return ((pair[:, 0] + pair[:, 1]) >> 1).astype(np.int16)
        out = [f.to_ndarray().reshape(-1) for f in self._resampler.resample(frame)]
        return np.concatenate(out) if out else np.zeros(0, np.int16)


def _mono_frame(samples: np.ndarray, like: av.AudioFrame) -> av.AudioFrame:
    """Processed samples as a mono 48 kHz frame with the timing of the frame they came from."""
    frame = av.AudioFrame.from_ndarray(samples.reshape(1, -1), format="s16", layout="mono")
    frame.sample_rate = RATE
    if like.sample_rate == RATE:
        frame.pts, frame.time_base = like.pts, like.time_base
    elif like.pts is not None and like.time_base is not None:
        frame.pts = int(like.pts * like.time_base * RATE)
        frame.time_base = fractions.Fraction(1, RATE)
    return frame


class CaptureProcessing:
    """An `AudioProcessor` on a worker thread of its own, between the microphone and the call.

    ``render`` (the far end, from the loop as it is handed to the output device) never waits: when the worker is
    behind, the oldest far-end frames are dropped. ``capture`` (a microphone frame, awaited by the call's track)
    returns the processed frame, or the frame as it was when the worker does not answer in time or processing is
    off, so a stalled worker never stalls the call. ``level_frame`` is the last processed frame (the meter).
    """

    def __init__(self, options: ProcessingOptions = ProcessingOptions()) -> None:
        self.options = options
        self.delay = EchoDelay()
        self.render_frames = 0
        self.capture_frames = 0
        self.dropped = 0
        self.unprocessed = 0      # microphone frames that went out as captured (worker late)
        self.cpu_seconds = 0.0    # the worker thread's CPU time (the benchmark's measure)
        self._jobs: collections.deque[tuple] = collections.deque()
        self._wake = threading.Condition()
        self._closed = False
        self._processor: AudioProcessor | None = None
        self._render_resampler = _Resampler()
        self._capture_resampler = _Resampler()
        self._thread = threading.Thread(target=self._work, name="audio-processing", daemon=True)
        self._thread.start()

    # ---- from the loop
    def set_options(self, options: ProcessingOptions) -> None:
        self.options = options
        self._put(("options", options))

    def render(self, frame: av.AudioFrame, queued_s: float) -> None:
        """A far-end frame handed to the output device, which had ``queued_s`` of audio before it."""
        if not self.options.echo_cancellation:
            return
        self._put(("render", frame, queued_s, time.monotonic()))

    async def capture(self, frame: av.AudioFrame) -> av.AudioFrame:
        """The microphone frame processed (or as it was, when processing is off or late)."""
        return await self.finish(frame, self.submit(frame), asyncio.get_running_loop().time())

    def submit(self, frame: av.AudioFrame) -> concurrent.futures.Future | None:
        """Hand a microphone frame to the worker at once (None when processing is off); ``finish`` waits for it.
        A reader that submits each frame as it is captured and finishes them in order keeps up with the
        microphone however long the hand-off to the worker and back takes (capture awaited frame by frame fell
        behind it on a loaded machine: local_tracks.LocalAudio)."""
        if not self.options.active or self._closed:
            return None
        future: concurrent.futures.Future = concurrent.futures.Future()
        self._put(("capture", frame, time.time(), future))
        return future

    async def finish(self, frame: av.AudioFrame, future: concurrent.futures.Future | None,
                     submitted: float) -> av.AudioFrame:
        """``frame`` as the worker processed it (``future``: submit's), or as it was when the worker has not
        done so ``_CAPTURE_TIMEOUT_S`` after ``submitted`` (the loop's time) or processing is off."""
        if future is None:
            return frame
        if future.done() and not future.cancelled() and future.exception() is None:
            return future.result()
        try:
            async with asyncio.timeout_at(submitted + _CAPTURE_TIMEOUT_S):     # no task per frame, unlike wait_for
                return await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise             # the track itself is being cancelled
            self.unprocessed += 1  # closed while the frame waited
            return frame
        except (asyncio.TimeoutError, RuntimeError):
            self.unprocessed += 1
            return frame

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._wake.notify()
        self._thread.join(timeout=2)

    def _put(self, job: tuple) -> None:
        with self._wake:
            if self._closed:
                return
            if len(self._jobs) >= _MAX_PENDING:
                for index, old in enumerate(self._jobs):
                    if old[0] == "render":
                        del self._jobs[index]
                        self.dropped += 1
                        break
            self._jobs.append(job)
            self._wake.notify()

    # ---- on the worker thread
    def _work(self) -> None:
        while True:
            with self._wake:
                while not self._jobs and not self._closed:
                    self._wake.wait()
                if self._closed:
                    for job in self._jobs:
                        if job[0] == "capture":
                            job[3].cancel()
                    self._jobs.clear()
                    return
                job = self._jobs.popleft()
            started = time.thread_time()
            try:
                self._run(job)
            except Exception as exc:  # the call goes on unprocessed rather than silent
                log.exception("audio processing failed")
                if job[0] == "capture" and job[3].running():
                    job[3].set_exception(RuntimeError(str(exc)))
            self.cpu_seconds += time.thread_time() - started

    def _run(self, job: tuple) -> None:
        kind = job[0]
        if kind == "options":
            if self._processor is None:
                self._processor = AudioProcessor(job[1])
            else:
                self._processor.configure(job[1])
            return
        if self._processor is None:
            self._processor = AudioProcessor(self.options)
        if kind == "render":
            _, frame, queued_s, handed = job
            self.delay.render(queued_s, time.monotonic() - handed)
            self._processor.process_render(self._render_resampler.samples(frame))
            self.render_frames += 1
            return
        _, frame, arrived_wall, future = job
        if not future.set_running_or_notify_cancel():
            return                # the track gave up waiting and sent the frame as it was
        now = time.time()
        age = capture_age(frame, arrived_wall)
        self.delay.capture((age or 0.0) + (now - arrived_wall))
        self._processor.delay_ms = self.delay.ms
        samples = self._capture_resampler.samples(frame)
        out = _mono_frame(self._processor.process_capture(samples), frame)
        self.capture_frames += 1
        future.set_result(out)


def estimate_echo_delay(far: np.ndarray, near: np.ndarray, rate: int = RATE,
                        max_delay_s: float = MAX_DELAY_MS / 1000) -> float | None:
    """The delay (seconds) at which ``far`` best explains ``near`` (GCC-PHAT over the whole signals), or None when
    no delay stands out. Pure numpy; a check on the measured delay and the benchmarks' estimate."""
    far = np.asarray(far, np.float64).reshape(-1)
    near = np.asarray(near, np.float64).reshape(-1)
    n = min(len(far), len(near))
    if n < rate // 10:
        return None
    size = 1 << int(np.ceil(np.log2(2 * n)))
    cross = np.fft.rfft(near[:n], size) * np.conj(np.fft.rfft(far[:n], size))
    cross /= np.abs(cross) + 1e-12
    corr = np.fft.irfft(cross, size)[:int(max_delay_s * rate) + 1]
    peak = int(np.argmax(corr))
    if corr[peak] < 6 * np.median(np.abs(corr)) or corr[peak] <= 0:
        return None
    return peak / rate


__all__ = ["FRAME", "OFF", "RATE", "AudioProcessor", "CaptureProcessing", "EchoDelay", "ProcessingOptions",
           "capture_age", "estimate_echo_delay", "unavailable"]
