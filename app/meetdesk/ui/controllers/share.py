"""Sharing a screen in a meeting, and presenting it: the share replaces the camera (local_media), and with
``present`` the participant becomes the presenter, whom the composed picture shows large (the engine's
presentation: POST/DELETE /rooms/<key>/presentation, told back as presentation_update). Part of the meeting's
controller (ui/controllers/meeting.py), which hands it the real-time presentation_update."""
from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.local_media import LocalMediaController
from meetdesk.ui.controllers.part import MeetingPart


class ShareController(MeetingPart):
    presenting_changed = Signal(bool)     # this participant presents (the shared screen shown large)
    notice = Signal(str)
    error = Signal(str)

    def __init__(self, client: ServiceClient, access_key: str, local_media: LocalMediaController, user_id: str,
                 spawn: Callable[[Coroutine[Any, Any, Any]], Any], parent: QObject | None = None) -> None:
        super().__init__(client, access_key, spawn, parent)
        self.local_media = local_media
        self.user_id = user_id
        self.presenting = False

    def start_share(self, source: Any, present: bool = True) -> bool:
        """Send a screen (client.devices.ShareSource) instead of the camera; with ``present`` also become the
        presenter, whom the composed picture shows large. The engine's presenter is a participant's video, so
        the share replaces the camera for its duration."""
        if not self.local_media.start_share(source):
            return False
        if present:
            self.spawn(self._present(True))
        return True

    def stop_share(self) -> None:
        self.local_media.stop_share()
        if self.presenting:
            self._set_presenting(False)   # before the engine's presentation_update, which is not news then
            self.spawn(self._present(False))

    async def _present(self, on: bool) -> None:
        change = self.client.start_presentation if on else self.client.stop_presentation
        try:
            await change(self.access_key)
        except ServiceError as exc:
            self.error.emit(self.tr("Could not change the presentation: %1").replace("%1", describe(exc)))
            return
        self._set_presenting(on)

    def _set_presenting(self, on: bool) -> None:
        if on != self.presenting:
            self.presenting = on
            self.presenting_changed.emit(on)

    def on_presentation(self, presentation: Any) -> None:
        """presentation_update: who presents now (null: nobody)."""
        user = presentation.get("user") if isinstance(presentation, dict) else None
        user_id = user.get("id") if isinstance(user, dict) else None
        mine = user_id is not None and user_id == self.user_id
        if self.presenting and not mine:
            self.notice.emit(self.tr("Your presentation ended"))
        self._set_presenting(mine)
        if user_id and not mine and isinstance(user.get("name"), str):
            self.notice.emit(self.tr("%1 is presenting").replace("%1", user["name"][:60]))
