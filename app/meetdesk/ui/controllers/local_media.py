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

from meetdesk.client import background as bg
from meetdesk.client import devices
from meetdesk.client.images import fetch_image
from meetdesk.ui.audio_output import AudioSink

log = logging.getLogger(__name__)


class LocalVideo(MediaStreamTrack):
    """The camera as the call and the self-view see it: black while muted, and with the background blurred
    or replaced when ``background`` (a worker thread) has an effect on. A frame that arrives while the
    worker is still busy is dropped, so the call never sees the room behind the person."""
    kind = "video"

    def __init__(self, source: MediaStreamTrack, on_frame: Callable[[Any], None] | None = None,
                 background: bg.BackgroundWorker | None = None):
        super().__init__()
        self.source = source
        self.on_frame = on_frame
        self.muted = False
        self.background = background
        self._black: av.VideoFrame | None = None

    async def recv(self) -> av.VideoFrame:
        frame = await self.source.recv()
        while not self.muted and self.background is not None and self.background.effect.active:
            processed = await self.background.process(frame)
            if processed is not None:
                frame = processed
                break
            frame = await self.source.recv()       # the worker was busy: this frame is dropped
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
    kind = "audio"

    def __init__(self, source: MediaStreamTrack, on_level: Callable[[Any], None] | None = None):
        super().__init__()
        self.source = source
        self.on_level = on_level
        self.muted = False

    async def recv(self) -> av.AudioFrame:
        frame = await self.source.recv()
        if self.on_level is not None and not self.muted:
            try:
                self.on_level(frame)
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
    mutes them, feeds the self-view, plays the remote audio and reports both levels for the meters."""

    mic_level = Signal(float)
    speaker_level = Signal(float)
    notice = Signal(str)
    background_changed = Signal(str, str)   # mode, image of the background effect now on

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
        self.background_mode, self.background_image = "none", ""
        self.wanted_background = ("none", "")          # the user's choice (Settings, then the meeting's menu)
        self.room_background: bytes | None = None     # the room's virtual_background_image, once fetched
        self._background: bg.BackgroundWorker | None = None

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
        self.video = LocalVideo(video, self._on_local_frame, self._background)
        self.audio = LocalAudio(audio, self._on_local_audio)
        self.video.muted = self.camera_off
        self.audio.muted = self.mic_muted
        return self.video, self.audio

    def set_mic_muted(self, muted: bool) -> None:
        self.mic_muted = muted
        if self.audio is not None:
            self.audio.muted = muted
        if muted:
            self.mic_level.emit(0.0)

    def set_camera_off(self, off: bool) -> None:
        self.camera_off = off
        if self.video is not None:
            self.video.muted = off

    # ---- background (blur / picture); the meeting window offers only what the room allows
    def set_background(self, mode: str, image: str = "") -> bool:
        """Blur or replace the background of the camera ("none" turns it off); False (and a notice) when
        the picture cannot be used or this installation has no segmentation model."""
        try:
            effect = bg.effect_for(mode, image, self.room_background)
            reason = bg.unavailable() if effect.active else None
            if reason:
                raise bg.BackgroundImageError(reason)
        except bg.BackgroundImageError as exc:
            self.notice.emit(self.tr("Background unavailable: %1").replace("%1", str(exc)))
            mode, image, effect = "none", "", bg.Effect()
        if effect.active and self._background is None:
            self._background = bg.BackgroundWorker()
            if self.video is not None:
                self.video.background = self._background
        if self._background is not None:
            self._background.set_effect(effect)
        self.background_mode, self.background_image = mode, (image if mode == "image" else "")
        self.background_changed.emit(self.background_mode, self.background_image)
        return effect.active or mode == "none"

    async def fetch_room_background(self, url: str) -> None:
        """Fetch the room's own background picture (offered in the menu once it is here)."""
        self.room_background = await fetch_image(url)

    def background_choices(self, custom_fields: Any, guest: bool) -> list[tuple[str, str, str]]:
        """(mode, image, label) of what the room offers this participant; [] when it offers nothing
        (``virtual_background`` off, a guest without ``virtual_background_allow_guest``, or no model here)."""
        if not bg.offered(custom_fields, guest) or bg.unavailable() is not None:
            return []
        names = {"dusk": self.tr("Dusk"), "room": self.tr("Room"), "mountains": self.tr("Mountains")}
        choices = [("none", "", self.tr("No effect")), ("blur", "", self.tr("Blur"))]
        choices += [("image", f"builtin:{name}", names.get(name, name)) for name in bg.BUILTIN_NAMES]
        if bg.room_image_url(custom_fields) and self.room_background:
            choices.append(("image", "room", self.tr("The room's picture")))
        if bg.local_image_allowed(custom_fields):
            own = self.wanted_background[1]
            if own and own != "room" and not own.startswith("builtin:"):
                choices.append(("image", own, own.replace("\\", "/").rsplit("/", 1)[-1]))
            choices.append(("image", "?", self.tr("Your picture…")))   # the view asks for a file
        return choices

    def apply_room_rule(self, custom_fields: Any, guest: bool) -> None:
        """Put on the wanted background as far as the room allows it (off when it allows nothing)."""
        wanted = bg.allowed_choice(*self.wanted_background, custom_fields, guest)
        if wanted == ("image", "room") and not self.room_background:
            wanted = ("none", "")                     # until the room's picture is here
        if wanted != (self.background_mode, self.background_image):
            self.set_background(*wanted)

    def play_remote_audio(self, frame: Any) -> None:
        """A frame of the others' audio (in the loop, per frame)."""
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
        if self._background is not None:
            self._background.close()
        self.audio_sink.close()


__all__ = ["LocalAudio", "LocalMediaController", "LocalVideo", "MediaStreamError"]
