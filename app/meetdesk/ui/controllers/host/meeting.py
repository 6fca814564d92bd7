"""Host actions on the running meeting: lock it, list it on the network, remove a participant (the view:
ui/views/host/meeting.py)."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import Spawn
from meetdesk.ui.controllers.part import MeetingPart


class HostMeetingController(MeetingPart):
    error = Signal(str)
    listed_changed = Signal(bool)   # the listing on the network the engine confirmed (or kept, on a refusal)

    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.listed = False

    def lock(self) -> None:
        self.spawn(self._request(self.client.lock(self.access_key), self.tr("Could not lock: %1")))

    def set_listed(self, listed: bool) -> None:
        """List the meeting on the network (its name and guest link announced to MeetDesk apps nearby) or not."""
        self.spawn(self._list(listed))

    async def _list(self, listed: bool) -> None:
        try:
            self.listed = await self.client.set_listed(self.access_key, listed)
        except ServiceError as exc:
            self.error.emit((self.tr("Could not list the meeting: %1") if listed else
                             self.tr("Could not take the meeting off the list: %1")).replace("%1", describe(exc)))
        self.listed_changed.emit(self.listed)

    def kick(self, cid: str) -> None:
        self.spawn(self._request(self.client.kick_user(self.access_key, cid),
                                 self.tr("Could not remove the participant: %1")))

    async def _request(self, coro, failure: str) -> None:
        try:
            await coro
        except ServiceError as exc:
            self.error.emit(failure.replace("%1", describe(exc)))
