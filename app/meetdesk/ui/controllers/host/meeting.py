"""Host actions on the running meeting: lock it, remove a participant (the view: ui/views/host/meeting.py)."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import Spawn


class HostMeetingController(QObject):
    error = Signal(str)

    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        self.access_key = access_key
        self.spawn = spawn

    def lock(self) -> None:
        self.spawn(self._request(self.client.lock(self.access_key), self.tr("Could not lock: %1")))

    def kick(self, cid: str) -> None:
        self.spawn(self._request(self.client.kick_user(self.access_key, cid),
                                 self.tr("Could not remove the participant: %1")))

    async def _request(self, coro, failure: str) -> None:
        try:
            await coro
        except ServiceError as exc:
            self.error.emit(failure.replace("%1", describe(exc)))
