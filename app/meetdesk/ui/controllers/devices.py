"""Devices during a meeting: switch the camera, the microphone and the speaker while the call goes on, and fall
back when a device goes away.

A switch replaces the source under the track the call already sends (LocalVideo / LocalAudio
``replace_source``): the same sender on the same transceiver, no renegotiation, the timestamps running on. The
user's choice is reported (``chosen``) for the settings to remember. A device that fails mid-meeting (the track
reports it, media/local_tracks.py) is replaced before the next frame by another real device of its kind; with
none left the camera is turned off (or the microphone muted) over the synthetic source, and a notice says so.
Part of LocalMediaController (``local_media.devices``), whose notices it uses.
"""
from __future__ import annotations

import logging
from typing import Any

from aiortc.mediastreams import MediaStreamTrack
from PySide6.QtCore import QObject, Signal

from meetdesk.client import devices
from meetdesk.ui import audio_output

log = logging.getLogger(__name__)

CAMERA, MICROPHONE, SPEAKER = "camera", "microphone", "speaker"


class DevicesController(QObject):
    chosen = Signal(str, str)       # kind (camera, microphone, speaker), device id: the user picked it (remember)
    turned_off = Signal(str)        # camera or microphone: its device went away and no other is left

    def __init__(self, media: Any) -> None:
        """``media``: the LocalMediaController this is part of (its tracks, camera and microphone ids, sink)."""
        super().__init__(media)
        self.media = media
        self.camera_in_use = ""     # the device id sent now (the settings' choice or what replaced it)
        self.microphone_in_use = ""
        self._names: dict[str, str] = {}   # device id -> name, kept for the notice once a device is gone

    # ---- what there is
    def cameras(self) -> list[devices.Device]:
        return self._named(devices.list_cameras())

    def microphones(self) -> list[devices.Device]:
        return self._named(devices.list_microphones())

    def speakers(self) -> list[tuple[str, str]]:
        """(id, name) of the audio outputs; none without QtMultimedia."""
        return [(audio_output.device_id(d), d.description()) for d in audio_output.output_devices()]

    @property
    def speaker_in_use(self) -> str:
        device = getattr(self.media.audio_sink, "device", None)
        return audio_output.device_id(device) if device is not None else ""

    def _named(self, found: list[devices.Device]) -> list[devices.Device]:
        self._names.update((d.id, d.name) for d in found)
        return found

    def name(self, device_id: str) -> str:
        """A device's name as listed (also once it is gone), else its id."""
        if device_id not in self._names:
            self.cameras()
            self.microphones()
        return self._names.get(device_id, device_id)

    # ---- the user's choice
    def choose_camera(self, device_id: str) -> bool:
        """Send ``device_id`` from now on (a running share goes on: the camera comes back after it). False, with a
        notice, when it cannot be opened; nothing changes then."""
        return self._choose(CAMERA, self.media.video if self.media.sharing is None else None, device_id)

    def choose_microphone(self, device_id: str) -> bool:
        """Take sound from ``device_id`` from now on; False, with a notice, when it cannot be opened."""
        return self._choose(MICROPHONE, self.media.audio, device_id)

    def _choose(self, kind: str, track: Any, device_id: str) -> bool:
        """The source under ``track`` (None: nothing sent now, only the choice) becomes ``device_id``."""
        if track is not None:
            try:
                source = self._open(kind, device_id)
            except devices.DeviceUnavailable as exc:
                self._cannot_use(kind, device_id, exc)
                return False
            track.replace_source(source).stop()
        self._set_in_use(kind, device_id)
        self.chosen.emit(kind, device_id)
        return True

    def choose_speaker(self, device_id: str) -> bool:
        """Play the others on ``device_id`` from now on (the sink before it is closed)."""
        sink = audio_output.default_sink(device_id or None)
        device = getattr(sink, "device", None)
        if device_id and device is not None and audio_output.device_id(device) != device_id:
            sink.close()   # that output is gone: the default would play instead, not what was asked
            name = dict(self.speakers()).get(device_id, device_id)
            self.media.notice.emit(self.tr("Cannot use the speaker %1").replace("%1", name))
            return False
        previous, self.media.audio_sink = self.media.audio_sink, sink
        previous.close()
        self.chosen.emit(SPEAKER, device_id)
        return True

    def _open(self, kind: str, device_id: str) -> MediaStreamTrack:
        if kind == CAMERA:
            return devices.open_camera(device_id or None, 640, 480, 30, label=self.media.label[:16])
        return devices.open_microphone(device_id or None)

    def _cannot_use(self, kind: str, device_id: str, exc: Exception) -> None:
        text = (self.tr("Cannot use the camera %1: %2") if kind == CAMERA
                else self.tr("Cannot use the microphone %1: %2"))
        self.media.notice.emit(text.replace("%1", self.name(device_id)).replace("%2", str(exc)))

    # ---- a device that went away (called by the track, on the loop, before its next frame)
    def camera_failed(self, source: MediaStreamTrack, error: BaseException) -> None:
        video = self.media.video
        if video is None or source is not video.source or self.media.sharing is not None:
            return   # a shared screen that fails is the share's matter
        self._fall_back(CAMERA, video, error)

    def microphone_failed(self, source: MediaStreamTrack, error: BaseException) -> None:
        audio = self.media.audio
        if audio is not None and source is audio.source:
            self._fall_back(MICROPHONE, audio, error)

    def _fall_back(self, kind: str, track: Any, error: BaseException) -> None:
        lost = self.camera_in_use if kind == CAMERA else self.microphone_in_use
        lost_name = self.name(lost)
        log.warning("%s %s failed: %r", kind, lost, error)
        listed = self.cameras() if kind == CAMERA else self.microphones()
        for device in listed:
            if device.synthetic or device.id == lost:
                continue
            try:
                replacement = self._open(kind, device.id)
            except devices.DeviceUnavailable:
                continue
            track.replace_source(replacement).stop()
            self._set_in_use(kind, device.id)
            text = (self.tr("Camera '%1' was disconnected; using '%2'") if kind == CAMERA
                    else self.tr("Microphone '%1' was disconnected; using '%2'"))
            self.media.notice.emit(text.replace("%1", lost_name).replace("%2", device.name))
            return
        # no other device: the synthetic source keeps the sender's pace, turned off
        synthetic = devices.TEST_CARD_ID if kind == CAMERA else devices.TONE_ID
        track.replace_source(self._open(kind, synthetic)).stop()
        self._set_in_use(kind, synthetic)
        if kind == CAMERA:
            self.media.set_camera_off(True)
            text = self.tr("Camera '%1' was disconnected; your camera is off")
        else:
            self.media.set_mic_muted(True)
            text = self.tr("Microphone '%1' was disconnected; your microphone is muted")
        self.turned_off.emit(kind)
        self.media.notice.emit(text.replace("%1", lost_name))

    def _set_in_use(self, kind: str, device_id: str) -> None:
        """What is sent now (the settings keep the user's choice, for when the device is back)."""
        if kind == CAMERA:
            self.media.camera_id = device_id
        else:
            self.media.microphone_id = device_id
        self.using(kind, device_id)

    def using(self, kind: str, device_id: str) -> None:
        """``device_id`` is sent now; its name is learnt while it is listed (the notice names it once gone)."""
        if kind == CAMERA:
            self.camera_in_use = device_id
        else:
            self.microphone_in_use = device_id
        self.name(device_id)
