"""Where remote audio goes: a QAudioSink (QtMultimedia) on the chosen or default output device.

Frames are resampled to the device format and pushed into the sink's QIODevice from the loop (the Qt
thread) without blocking: what the device cannot take yet waits in a small buffer, and the oldest audio is
dropped when more than ``max_latency`` seconds are queued. Without any output device the level-only sink
keeps the speaking indicator working and plays nothing.

QtMultimedia is optional: it links against system libraries the rest of Qt does not need (``libpulse.so.0``
on Linux), and a pip-installed PySide6 cannot bring them. This module is the only place that imports it, on
first use (`qt_multimedia`); when the import fails the app still runs, every sink is level-only and
`no_sound_reason` says why in a sentence that names the missing library.
"""
from __future__ import annotations

import importlib
import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import av
import numpy as np
from PySide6.QtCore import QCoreApplication

from meetdesk.client.devices import meter_level

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioDevice, QAudioFormat

log = logging.getLogger(__name__)

_MODULE = "PySide6.QtMultimedia"
_LIBRARY = re.compile(r"([\w.+-]+\.(?:so(?:\.[\w]+)*|dylib|dll))", re.IGNORECASE)


@dataclass(frozen=True)
class Unavailable:
    """Why QtMultimedia could not be loaded."""
    error: str              # the ImportError's text
    missing_library: str    # the system library it names ("libpulse.so.0"), or ""


_loaded: tuple[Any, Unavailable | None] | None = None   # (module or None, why not), once tried


def _why(exc: ImportError) -> Unavailable:
    text = str(exc) or type(exc).__name__
    found = _LIBRARY.search(text)
    return Unavailable(text, found.group(1) if found else "")


def qt_multimedia() -> Any | None:
    """PySide6.QtMultimedia, imported on first use; None when it cannot be loaded (see `unavailable`)."""
    global _loaded
    if _loaded is None:
        try:
            _loaded = (importlib.import_module(_MODULE), None)
        except ImportError as exc:
            _loaded = (None, _why(exc))
            log.warning("QtMultimedia cannot be loaded, remote audio will not be played: %s", exc)
    return _loaded[0]


def unavailable() -> Unavailable | None:
    """Why there is no QtMultimedia (None when it loads)."""
    qt_multimedia()
    assert _loaded is not None
    return _loaded[1]


def no_sound_reason(sink: "AudioSink | None" = None) -> str:
    """A sentence for the user saying why remote audio is not played (QtMultimedia missing, or no device)."""
    why = getattr(sink, "unavailable", None) if sink is not None else unavailable()
    if why is not None and why.missing_library:
        return QCoreApplication.translate(
            "AudioOutput", "No sound: the system library %1 is missing, so remote audio cannot be played."
        ).replace("%1", why.missing_library)
    if why is not None:
        return QCoreApplication.translate(
            "AudioOutput", "No sound: audio output could not be loaded (%1).").replace("%1", why.error)
    return QCoreApplication.translate("AudioOutput", "No audio output device")


class AudioSink(Protocol):
    level: float
    available: bool

    def write(self, frame: Any) -> None: ...
    def close(self) -> None: ...


class LevelOnlySink:
    """Counts frames and keeps the last level (0..1); plays nothing. ``unavailable`` says why when
    QtMultimedia could not be loaded (None: it loaded, but there is no device that opens)."""

    available = False
    device_name = ""

    def __init__(self, unavailable: Unavailable | None = None) -> None:
        self.frames = 0
        self.level = 0.0
        self.unavailable = unavailable

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = meter_level(frame)

    @property
    def queued_seconds(self) -> float:
        return 0.0

    def close(self) -> None:
        pass


def device_id(device: QAudioDevice) -> str:
    """A device's id as text (what the settings store)."""
    return bytes(device.id().data()).decode("utf-8", "replace")


def output_devices() -> list[QAudioDevice]:
    """The audio output devices; none without QtMultimedia."""
    qm = qt_multimedia()
    return [] if qm is None else list(qm.QMediaDevices.audioOutputs())


def choose_output(wanted: str | None, outputs: list[QAudioDevice] | None = None) -> QAudioDevice | None:
    """The output with id ``wanted``, else the system default, else the first one; None when there is none."""
    outputs = output_devices() if outputs is None else outputs
    if not outputs:
        return None
    if wanted:
        for device in outputs:
            if device_id(device) == wanted:
                return device
        log.info("audio output %r not found, using the default", wanted)
    default = qt_multimedia().QMediaDevices.defaultAudioOutput()
    if not default.isNull() and any(d.id() == default.id() for d in outputs):
        return default
    return outputs[0]


def _av_formats() -> dict[Any, tuple[str, int]]:
    """QAudioFormat sample formats the resampler can write: PyAV format name and bytes per sample."""
    sample = qt_multimedia().QAudioFormat.SampleFormat
    return {sample.Int16: ("s16", 2), sample.Int32: ("s32", 4), sample.Float: ("flt", 4)}


def _sink_format(device: QAudioDevice) -> QAudioFormat:
    qformat = qt_multimedia().QAudioFormat
    fmt = qformat()
    fmt.setSampleRate(48000)
    fmt.setChannelCount(2)
    fmt.setSampleFormat(qformat.SampleFormat.Int16)
    if device.isFormatSupported(fmt):
        return fmt
    preferred = device.preferredFormat()
    if preferred.sampleFormat() in _av_formats() and preferred.channelCount() in (1, 2):
        return preferred
    return fmt


class QtAudioSink:
    """Plays remote audio on a QtMultimedia output device; bounded latency, never blocks."""

    available = True

    def __init__(self, device: QAudioDevice, max_latency: float = 0.15) -> None:
        self.device = device
        self.device_name = device.description()
        self.format = _sink_format(device)
        rate, channels = self.format.sampleRate(), self.format.channelCount()
        av_format, width = _av_formats()[self.format.sampleFormat()]
        self.bytes_per_second = rate * channels * width
        self._frame_bytes = channels * width
        self.resampler = av.AudioResampler(format=av_format, layout="stereo" if channels == 2 else "mono",
                                           rate=rate)
        qm = qt_multimedia()
        self._state, self._error = qm.QtAudio.State, qm.QtAudio.Error
        self.sink = qm.QAudioSink(device, self.format)
        self.sink.setBufferSize(self._bytes_for(0.1))
        self.max_queued = self._bytes_for(max_latency)
        self.io = self.sink.start()
        if self.io is None or self.sink.error() != self._error.NoError:
            raise OSError(f"cannot open {self.device_name}: {self.sink.error()}")
        self.frames = 0
        self.written = 0           # bytes handed to the device
        self.dropped = 0           # bytes dropped to keep the latency down
        self.level = 0.0
        self.error: str | None = None
        self._pending = bytearray()

    def _bytes_for(self, seconds: float) -> int:
        return int(self.bytes_per_second * seconds) // self._frame_bytes * self._frame_bytes

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = meter_level(frame)
        if self.io is None:
            return
        for out in self.resampler.resample(frame):
            self._pending += bytes(out.planes[0])[:out.samples * self._frame_bytes]
        self._check_stopped()
        if self.io is not None:
            self._push()

    def _push(self) -> None:
        free = self.sink.bytesFree()
        in_device = max(0, self.sink.bufferSize() - free)
        excess = len(self._pending) + in_device - self.max_queued
        if excess > 0:
            excess = min(len(self._pending), -(-excess // self._frame_bytes) * self._frame_bytes)
            del self._pending[:excess]
            self.dropped += excess
        count = min(free, len(self._pending)) // self._frame_bytes * self._frame_bytes
        if count > 0:
            done = self.io.write(bytes(self._pending[:count]))
            if done > 0:
                del self._pending[:done]
                self.written += done

    @property
    def processed_usecs(self) -> int:
        return self.sink.processedUSecs()

    @property
    def queued_seconds(self) -> float:
        """Audio waiting to be played: what is still pending here plus the device buffer's fill. A frame
        written now starts playing about this much later (the echo canceller's delay, render side)."""
        in_device = max(0, self.sink.bufferSize() - self.sink.bytesFree()) if self.io is not None else 0
        return (len(self._pending) + in_device) / self.bytes_per_second

    @property
    def active(self) -> bool:
        return self.sink.state() == self._state.ActiveState

    def _check_stopped(self) -> None:
        if self.sink.state() == self._state.StoppedState and self.sink.error() != self._error.NoError:
            self.error = self.sink.error().name
            self.io = None        # device gone: keep the meeting and the level, lose the sound
            log.warning("audio output stopped: %s", self.error)

    def close(self) -> None:
        self.io = None
        self._pending.clear()
        self.sink.stop()


def default_sink(speaker: str | None = None) -> AudioSink:
    """A QAudioSink on the chosen (or default) output device, or the level-only sink when none opens (or
    QtMultimedia cannot be loaded: then the sink carries why)."""
    if qt_multimedia() is None:
        return LevelOnlySink(unavailable())
    device = choose_output(speaker)
    if device is None:
        log.info("no audio output device")
        return LevelOnlySink()
    try:
        return QtAudioSink(device)
    except (OSError, ValueError, av.FFmpegError) as exc:
        log.warning("audio output unavailable: %s", exc)
        return LevelOnlySink()


def chime_frames(rate: int = 48000, frame_ms: int = 20) -> list[av.AudioFrame]:
    """The speaker test's sound: two soft notes (E5 then A5, 0.35 s each, faded in and out), mono s16 frames."""
    notes = []
    for freq in (659.25, 880.0):
        t = np.arange(int(rate * 0.35)) / rate
        envelope = np.minimum(1.0, np.minimum(t / 0.02, (0.35 - t) / 0.08))
        notes.append(0.35 * np.sin(2 * np.pi * freq * t) * np.clip(envelope, 0, 1))
    pcm = (np.concatenate([*notes, np.zeros(int(rate * 0.1))]) * 32767).astype(np.int16)
    step = rate * frame_ms // 1000
    frames = []
    for start in range(0, len(pcm) - step + 1, step):
        frame = av.AudioFrame.from_ndarray(pcm[start:start + step].reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate = rate
        frame.pts = start
        frames.append(frame)
    return frames


class SpeakerTest:
    """Plays :func:`chime_frames` on one output device (``speaker``: a device id, "" the default), kept a little
    ahead of the device as a call's sound is, then closes its sink; ``done`` is called at the end (also when
    nothing can play)."""

    def __init__(self, speaker: str, done: Any = None) -> None:
        from PySide6.QtCore import QTimer
        self.frames = chime_frames()
        self.sink = default_sink(speaker or None)
        self.written = 0
        self.duration_usecs = sum(f.samples for f in self.frames) * 1_000_000 // self.frames[0].sample_rate
        self.played = 0   # µs the device played, kept when it closes
        self._ticks = 0
        self.closed = False
        self.done = done
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._tick()
        self._timer.start()

    def _tick(self) -> None:
        self._ticks += 1
        # keep about 80 ms ahead of the device (its queue is bounded: more would be dropped, not played late)
        while self.written < len(self.frames) and getattr(self.sink, "queued_seconds", 0.0) < 0.08:
            self.sink.write(self.frames[self.written])
            self.written += 1
        if self._ticks < 250 and (self.written < len(self.frames) or self.played_usecs() < self.duration_usecs):
            return   # (at most 5 s in all: a device that does not play ends the test too)
        self.stop()

    def played_usecs(self) -> int:
        """How much of the sound the device has played (0 for a sink that plays nothing)."""
        return int(getattr(self.sink, "processed_usecs", 0))

    def stop(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._timer.stop()
        self.played = self.played_usecs()
        self.sink.close()
        if self.done is not None:
            self.done()
            self.done = None
