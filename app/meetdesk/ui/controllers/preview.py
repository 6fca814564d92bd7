"""Live camera preview and microphone level for the settings dialog (local tracks, no network), with the
background effect the user chose (blur or a picture) applied as it will be in meetings that allow it."""
from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import QCoreApplication, QObject, Signal

from meetdesk.client import background as bg
from meetdesk.client import devices
from meetdesk.client.devices import Device
from meetdesk.tasks import TaskSet

log = logging.getLogger(__name__)


class MediaPreview(QObject):
    frame = Signal(object)      # av.VideoFrame
    level = Signal(float)       # 0..1
    error = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.tasks = TaskSet("preview")
        self._tasks: list[asyncio.Task] = []
        self._tracks: list = []
        self.frames = 0
        self.audio_frames = 0
        self.background: bg.BackgroundWorker | None = None

    def set_background(self, mode: str, image: str = "") -> str | None:
        """Show the preview with this background effect; the reason when it cannot be used (then: none)."""
        try:
            effect = bg.effect_for(mode, image)
            reason = bg.unavailable() if effect.active else None
        except bg.BackgroundImageError as exc:
            effect, reason = bg.Effect(), str(exc)
        if reason:
            effect = bg.Effect()
        if effect.active and self.background is None:
            self.background = bg.BackgroundWorker()
        if self.background is not None:
            self.background.set_effect(effect)
        return reason

    @staticmethod
    def cameras() -> list[Device]:
        return devices.list_cameras()

    @staticmethod
    def microphones() -> list[Device]:
        return devices.list_microphones()

    @property
    def running(self) -> bool:
        return any(not t.done() for t in self._tasks)

    def start(self, camera_id: str | None, microphone_id: str | None) -> None:
        self.stop()
        try:
            video = devices.open_camera(camera_id or None, 640, 480, 30,   # the test card's label, translated
                                        label=QCoreApplication.translate("MediaPreview", "Preview"))
            audio = devices.open_microphone(microphone_id or None)
        except devices.DeviceUnavailable as exc:
            self.error.emit(str(exc))
            return
        self._tracks = [video, audio]
        self._tasks = [self.tasks.spawn(self._pump_video(video)), self.tasks.spawn(self._pump_audio(audio))]

    def stop(self) -> None:
        self.tasks.cancel_all()
        for track in self._tracks:
            track.stop()
        self._tasks, self._tracks = [], []

    def close(self) -> None:
        """Stop, and end the background worker's thread."""
        self.stop()
        if self.background is not None:
            self.background.close()
            self.background = None

    async def _pump_video(self, track) -> None:
        try:
            while True:
                frame = await track.recv()
                if self.background is not None:
                    frame = await self.background.process(frame)
                    if frame is None:          # the worker is busy with the previous frame: drop this one
                        continue
                self.frames += 1
                self.frame.emit(frame)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # device gone or track ended
            log.info("camera preview stopped: %s", exc)

    async def _pump_audio(self, track) -> None:
        try:
            while True:
                frame = await track.recv()
                self.audio_frames += 1
                self.level.emit(devices.meter_level(frame))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.info("microphone preview stopped: %s", exc)
