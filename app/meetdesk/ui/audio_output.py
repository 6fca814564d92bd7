"""Where remote audio goes: a QAudioSink (QtMultimedia) on the chosen or default output device.

Frames are resampled to the device format and pushed into the sink's QIODevice from the loop (the Qt
thread) without blocking: what the device cannot take yet waits in a small buffer, and the oldest audio is
dropped when more than ``max_latency`` seconds are queued. Without any output device the level-only sink
keeps the speaking indicator working and plays nothing.
"""
from __future__ import annotations

import logging
from typing import Any, Protocol

import av
from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSink, QMediaDevices, QtAudio

from meetdesk.media import levels

log = logging.getLogger(__name__)

_AV_FORMATS = {QAudioFormat.SampleFormat.Int16: ("s16", 2), QAudioFormat.SampleFormat.Int32: ("s32", 4),
               QAudioFormat.SampleFormat.Float: ("flt", 4)}


class AudioSink(Protocol):
    level: float
    available: bool

    def write(self, frame: Any) -> None: ...
    def close(self) -> None: ...


class LevelOnlySink:
    """Counts frames and keeps the last level (0..1); plays nothing."""

    available = False
    device_name = ""

    def __init__(self) -> None:
        self.frames = 0
        self.level = 0.0

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = levels.meter_fraction(levels.dbfs(frame))

    def close(self) -> None:
        pass


def device_id(device: QAudioDevice) -> str:
    """A device's id as text (what the settings store)."""
    return bytes(device.id().data()).decode("utf-8", "replace")


def output_devices() -> list[QAudioDevice]:
    return list(QMediaDevices.audioOutputs())


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
    default = QMediaDevices.defaultAudioOutput()
    if not default.isNull() and any(d.id() == default.id() for d in outputs):
        return default
    return outputs[0]


def _sink_format(device: QAudioDevice) -> QAudioFormat:
    fmt = QAudioFormat()
    fmt.setSampleRate(48000)
    fmt.setChannelCount(2)
    fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    if device.isFormatSupported(fmt):
        return fmt
    preferred = device.preferredFormat()
    if preferred.sampleFormat() in _AV_FORMATS and preferred.channelCount() in (1, 2):
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
        av_format, width = _AV_FORMATS[self.format.sampleFormat()]
        self.bytes_per_second = rate * channels * width
        self._frame_bytes = channels * width
        self.resampler = av.AudioResampler(format=av_format, layout="stereo" if channels == 2 else "mono",
                                           rate=rate)
        self.sink = QAudioSink(device, self.format)
        self.sink.setBufferSize(self._bytes_for(0.1))
        self.max_queued = self._bytes_for(max_latency)
        self.io = self.sink.start()
        if self.io is None or self.sink.error() != QtAudio.Error.NoError:
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
        self.level = levels.meter_fraction(levels.dbfs(frame))
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
    def active(self) -> bool:
        return self.sink.state() == QtAudio.State.ActiveState

    def _check_stopped(self) -> None:
        if self.sink.state() == QtAudio.State.StoppedState and self.sink.error() != QtAudio.Error.NoError:
            self.error = self.sink.error().name
            self.io = None        # device gone: keep the meeting and the level, lose the sound
            log.warning("audio output stopped: %s", self.error)

    def close(self) -> None:
        self.io = None
        self._pending.clear()
        self.sink.stop()


def default_sink(speaker: str | None = None) -> AudioSink:
    """A QAudioSink on the chosen (or default) output device, or the level-only sink when none opens."""
    device = choose_output(speaker)
    if device is None:
        log.info("no audio output device")
        return LevelOnlySink()
    try:
        return QtAudioSink(device)
    except (OSError, ValueError, av.FFmpegError) as exc:
        log.warning("audio output unavailable: %s", exc)
        return LevelOnlySink()
