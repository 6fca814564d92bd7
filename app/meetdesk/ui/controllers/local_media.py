"""This computer's side of the call as the meeting window needs it: the controller that opens the camera and
microphone as local tracks (meetdesk.media.local_tracks, through client/devices: the self-view tap, camera off
and microphone mute, screen sharing, the background effect, the sound processing) and plays the remote audio.
"""
from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from aiortc.mediastreams import MediaStreamError, MediaStreamTrack
from PySide6.QtCore import QObject, Signal

from meetdesk.client import background as bg
from meetdesk.client import devices
from meetdesk.client.devices import LocalAudio, LocalVideo
from meetdesk.client.images import fetch_image
from meetdesk.client.sound_processing import CaptureProcessing, ProcessingOptions
from meetdesk.ui.audio_output import AudioSink
from meetdesk.ui.controllers.devices import DevicesController

log = logging.getLogger(__name__)


_LEVEL_INTERVAL = 0.1


SOURCE_FAILED_WAIT_S = 2.0   # how long the call's thread waits for the UI thread to replace a failed source


def on_ui_thread(callback: Callable[..., Any], wait: bool = False) -> Callable[..., None]:
    """``callback`` as the call's thread may call it: run on this (the UI) thread's loop; called on this thread,
    at once. ``wait``: the calling thread waits until it ran (at most SOURCE_FAILED_WAIT_S), for a failed source
    that must be replaced before the track's next frame."""
    loop = asyncio.get_event_loop()
    ui_thread = threading.get_ident()

    def call(*args: Any) -> None:
        if threading.get_ident() == ui_thread:
            callback(*args)
            return
        done = threading.Event()

        def run() -> None:
            try:
                callback(*args)
            finally:
                done.set()

        try:
            loop.call_soon_threadsafe(run)
        except RuntimeError:    # the loop is closed: the app is quitting
            return
        if wait:
            done.wait(SOURCE_FAILED_WAIT_S)

    return call


class LocalMediaController(QObject):
    """This computer's side of the call: opens the camera and microphone (test card and tone when they fail),
    mutes them, feeds the self-view, plays the remote audio and reports both levels for the meters.

    The microphone goes through `CaptureProcessing` (echo cancellation, noise suppression, automatic gain; each
    switched by `set_sound_processing`); the remote audio it plays is the echo canceller's far end."""

    mic_level = Signal(float)
    speaker_level = Signal(float)
    notice = Signal(str)
    sharing_changed = Signal(object)   # ShareSource being shared, or None
    media_state_changed = Signal()     # microphone, camera or sharing changed (see media_state)
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
        self.sharing: devices.ShareSource | None = None
        self._label = "MeetDesk"
        self._last_mic = 0.0
        self._last_speaker = 0.0
        self.background_mode, self.background_image = "none", ""
        self.wanted_background = ("none", "")          # the user's choice (Settings, then the meeting's menu)
        self.room_background: bytes | None = None     # the room's virtual_background_image, once fetched
        self._background: bg.BackgroundWorker | None = None
        self.sound_options = ProcessingOptions()
        self.processing: CaptureProcessing | None = None
        self.devices = DevicesController(self)   # switching devices during the meeting, and falling back

    @property
    def label(self) -> str:
        """The name the test card shows."""
        return self._label

    def _open_camera(self) -> MediaStreamTrack:
        try:
            track = devices.open_camera(self.camera_id or None, 640, 480, 30, label=self._label[:16])
            self.devices.using("camera", self.camera_id or devices.TEST_CARD_ID)
            return track
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Camera unavailable (%1), using the test card").replace("%1", str(exc)))
            self.devices.using("camera", devices.TEST_CARD_ID)
            return devices.open_camera(None, 640, 480, 30, label=self._label[:16])

    def open(self, label: str) -> tuple[LocalVideo, LocalAudio]:
        """The tracks for a call, muted as the buttons say (those of a call before are stopped)."""
        self._label = label
        for track in (self.video, self.audio):
            if track is not None:
                track.stop()
        video = self._open_camera()
        try:
            audio = devices.open_microphone(self.microphone_id or None)
            self.devices.using("microphone", self.microphone_id or devices.TONE_ID)
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Microphone unavailable (%1), using a test tone").replace("%1", str(exc)))
            audio = devices.open_microphone(None)
            self.devices.using("microphone", devices.TONE_ID)
        # the call reads the tracks on its own thread (client/call_thread.py): what they report comes back here
        self.video = LocalVideo(video, on_ui_thread(self._on_local_frame), self._background,
                                on_ui_thread(self.devices.camera_failed, wait=True))
        if self.processing is None:
            self.processing = CaptureProcessing(self.sound_options)
        self.audio = LocalAudio(audio, on_ui_thread(self._on_local_audio), self.processing,
                                on_ui_thread(self.devices.microphone_failed, wait=True))
        self.video.muted = self.camera_off
        self.audio.muted = self.mic_muted
        return self.video, self.audio

    def set_mic_muted(self, muted: bool) -> None:
        if muted:
            self.mic_level.emit(0.0)
        self._set_muted("mic_muted", self.audio, muted)

    def _set_muted(self, flag: str, track: Any, muted: bool) -> None:
        """Mute or unmute the microphone (``flag`` mic_muted, its track) or the camera (camera_off); the others
        are told (media_state_changed) when it changed."""
        changed = muted != getattr(self, flag)
        setattr(self, flag, muted)
        if track is not None:
            track.muted = muted
        if changed:
            self.media_state_changed.emit()

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
        self._set_muted("camera_off", self.video, off)

    @property
    def media_state(self) -> tuple[bool, bool, bool]:
        """(microphone on, camera on, sharing a screen): what the others see and hear of this computer."""
        return not self.mic_muted, not self.camera_off, self.sharing is not None

    # ---- screen sharing
    def share_sources(self) -> list[devices.ShareSource]:
        """What can be shared on this machine (screens, windows), then the synthetic screen."""
        return devices.list_share_sources()

    def start_share(self, source: devices.ShareSource) -> bool:
        """Send ``source`` instead of the camera (the camera is closed meanwhile). False, with a notice, when it
        cannot be captured; a share that runs already is replaced."""
        if self.video is None:
            self.notice.emit(self.tr("Sharing starts once the call is connected"))
            return False
        try:
            track = devices.open_share(source.id, title=self.tr("%1's screen").replace("%1", self._label)[:40])
        except devices.ShareUnavailable as exc:
            self.notice.emit(self.tr("Cannot share %1: %2").replace("%1", source.name).replace("%2", str(exc)))
            return False
        previous = self.video.replace_source(track, sharing=True)
        previous.stop()   # the camera (or the previous share)
        self.sharing = source
        self.sharing_changed.emit(source)
        self.media_state_changed.emit()
        return True

    def stop_share(self) -> None:
        """Back to the camera."""
        if self.sharing is None:
            return
        self.sharing = None
        if self.video is not None:
            self.video.replace_source(self._open_camera()).stop()
        self.sharing_changed.emit(None)
        self.media_state_changed.emit()

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
        self.sharing = None
        for track in (self.video, self.audio):
            if track is not None:
                track.stop()
        if self._background is not None:
            self._background.close()
        if self.processing is not None:
            self.processing.close()
            self.processing = None
        self.audio_sink.close()


__all__ = ["LocalAudio", "LocalMediaController", "LocalVideo", "MediaStreamError"]
