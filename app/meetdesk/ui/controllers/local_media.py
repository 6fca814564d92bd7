"""Local tracks as the meeting window needs them: a self-view tap, camera off and microphone mute, and the
controller that opens them and plays the remote audio.

Each wrapper forwards the source track's frames to the call and replaces them while muted, so the
peer connection keeps its senders (no renegotiation) and the remote side sees black / hears silence.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import av
import numpy as np
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack
from PySide6.QtCore import QObject, Signal

from meetdesk.client import devices
from meetdesk.client.sound_processing import CaptureProcessing, ProcessingOptions
from meetdesk.ui.audio_output import AudioSink

log = logging.getLogger(__name__)


class LocalVideo(MediaStreamTrack):
    kind = "video"

    def __init__(self, source: MediaStreamTrack, on_frame: Callable[[Any], None] | None = None):
        super().__init__()
        self.source = source
        self.on_frame = on_frame
        self.muted = False
        self._black: av.VideoFrame | None = None

    async def recv(self) -> av.VideoFrame:
        frame = await self.source.recv()
        if self.muted:
            if self._black is None or (self._black.width, self._black.height) != (frame.width, frame.height):
                black = av.VideoFrame(frame.width, frame.height, "yuv420p")
                for plane, value in zip(black.planes, (16, 128, 128)):
                    plane.update(bytes([value]) * plane.buffer_size)
                self._black = black
            out = av.VideoFrame.from_ndarray(self._black.to_ndarray(), format="yuv420p")
            out.pts, out.time_base = frame.pts, frame.time_base
            return out
        if self.on_frame is not None:
            try:
                self.on_frame(frame)
            except Exception:  # the view must never stop the sender
                log.exception("self-view failed")
        return frame

    def stop(self) -> None:
        super().stop()
        self.source.stop()


class LocalAudio(MediaStreamTrack):
    """The microphone as the call sends it: processed (echo cancellation, noise suppression, automatic gain, on
    the processing's own thread), then metered, then silenced while muted. Processing goes on while muted, so
    the echo canceller stays adapted to the room."""

    kind = "audio"

    def __init__(self, source: MediaStreamTrack, on_level: Callable[[Any], None] | None = None,
                 processing: CaptureProcessing | None = None):
        super().__init__()
        self.source = source
        self.on_level = on_level
        self.processing = processing
        self.muted = False

    async def recv(self) -> av.AudioFrame:
        frame = await self.source.recv()
        if self.processing is not None:
            frame = await self.processing.capture(frame)
        if self.on_level is not None and not self.muted:
            try:
                self.on_level(frame)          # the meter shows what the others hear
            except Exception:
                log.exception("microphone level failed")
        if not self.muted:
            return frame
        silent = av.AudioFrame.from_ndarray(np.zeros_like(frame.to_ndarray()), format=frame.format.name,
                                            layout=frame.layout.name)
        silent.sample_rate, silent.pts, silent.time_base = frame.sample_rate, frame.pts, frame.time_base
        return silent

    def stop(self) -> None:
        super().stop()
        self.source.stop()


_LEVEL_INTERVAL = 0.1


class LocalMediaController(QObject):
    """This computer's side of the call: opens the camera and microphone (test card and tone when they fail),
    mutes them, feeds the self-view, plays the remote audio and reports both levels for the meters.

    The microphone goes through `CaptureProcessing` (echo cancellation, noise suppression, automatic gain; each
    switched by `set_sound_processing`); the remote audio it plays is the echo canceller's far end."""

    mic_level = Signal(float)
    speaker_level = Signal(float)
    notice = Signal(str)

    def __init__(self, camera_id: str | None, microphone_id: str | None, audio_sink: AudioSink,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.camera_id = camera_id
        self.microphone_id = microphone_id
        self.audio_sink = audio_sink
        self.video: LocalVideo | None = None
        self.audio: LocalAudio | None = None
        self.self_view_sink: Callable[[Any], None] | None = None
        self.mic_muted = False
        self.camera_off = False
        self._last_mic = 0.0
        self._last_speaker = 0.0
        self.sound_options = ProcessingOptions()
        self.processing: CaptureProcessing | None = None

    def open(self, label: str) -> tuple[LocalVideo, LocalAudio]:
        """The tracks for a call, muted as the buttons say."""
        try:
            video = devices.open_camera(self.camera_id or None, 640, 480, 30, label=label[:16])
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Camera unavailable (%1), using the test card").replace("%1", str(exc)))
            video = devices.open_camera(None, 640, 480, 30, label=label[:16])
        try:
            audio = devices.open_microphone(self.microphone_id or None)
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Microphone unavailable (%1), using a test tone").replace("%1", str(exc)))
            audio = devices.open_microphone(None)
        self.video = LocalVideo(video, self._on_local_frame)
        if self.processing is None:
            self.processing = CaptureProcessing(self.sound_options)
        self.audio = LocalAudio(audio, self._on_local_audio, self.processing)
        self.video.muted = self.camera_off
        self.audio.muted = self.mic_muted
        return self.video, self.audio

    def set_mic_muted(self, muted: bool) -> None:
        self.mic_muted = muted
        if self.audio is not None:
            self.audio.muted = muted
        if muted:
            self.mic_level.emit(0.0)

    def set_sound_processing(self, options: ProcessingOptions) -> None:
        """Switch echo cancellation, noise suppression and automatic gain (now, or for the call to come)."""
        self.sound_options = options
        if self.processing is not None:
            self.processing.set_options(options)

    def apply_sound_settings(self, settings: Any) -> None:
        """The switches of the settings (ui/settings.py Settings: echo_cancellation, noise_suppression,
        auto_gain)."""
        self.set_sound_processing(ProcessingOptions(bool(settings.echo_cancellation),
                                                    bool(settings.noise_suppression), bool(settings.auto_gain)))

    def set_camera_off(self, off: bool) -> None:
        self.camera_off = off
        if self.video is not None:
            self.video.muted = off

    def play_remote_audio(self, frame: Any) -> None:
        """A frame of the others' audio (in the loop, per frame); what the sink plays is the echo canceller's
        far end, with how long it waits in the sink before it is heard."""
        if self.processing is not None and getattr(self.audio_sink, "available", False):
            self.processing.render(frame, getattr(self.audio_sink, "queued_seconds", 0.0))
        self.audio_sink.write(frame)
        now = time.monotonic()
        if now - self._last_speaker >= _LEVEL_INTERVAL:
            self._last_speaker = now
            self.speaker_level.emit(getattr(self.audio_sink, "level", devices.meter_level(frame)))

    def _on_local_frame(self, frame: Any) -> None:
        if self.self_view_sink is not None:
            self.self_view_sink(frame)

    def _on_local_audio(self, frame: Any) -> None:
        now = time.monotonic()
        if now - self._last_mic >= _LEVEL_INTERVAL:
            self._last_mic = now
            self.mic_level.emit(devices.meter_level(frame))

    def close(self) -> None:
        for track in (self.video, self.audio):
            if track is not None:
                track.stop()
        if self.processing is not None:
            self.processing.close()
            self.processing = None
        self.audio_sink.close()


__all__ = ["LocalAudio", "LocalMediaController", "LocalVideo", "MediaStreamError"]
