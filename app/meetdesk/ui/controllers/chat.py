"""The meeting's chat: sends messages over REST, turns received ones into what the chat panel shows."""
from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import PeopleController, Spawn, strip_domain
from meetdesk.ui.controllers.part import MeetingPart


class ChatController(MeetingPart):
    received = Signal(dict)   # {cid, name, content, at, own}
    error = Signal(str)

    def __init__(self, client: ServiceClient, access_key: str, own_ids: tuple[str, ...], people: PeopleController,
                 spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.own_ids = own_ids
        self.people = people

    def send(self, text: str) -> None:
        text = text.strip()
        if text:
            self.spawn(self._send(text))

    async def _send(self, text: str) -> None:
        try:
            await self.client.send_message(self.access_key, text)
        except ServiceError as exc:
            self.error.emit(self.tr("Message not sent: %1").replace("%1", describe(exc)))

    def receive(self, cid: str, content: str) -> None:
        """A chat message from the real-time socket (or from signaling when there is none)."""
        cid = strip_domain(cid or "")
        own = cid in self.own_ids
        name = self.tr("You") if own else self.people.known_name(cid)
        self.received.emit({"cid": cid, "name": name or self.tr("Someone"), "content": str(content),
                            "at": time.time(), "own": own})
        if not name and cid:
            self.spawn(self.people.lookup(cid))   # the next message from them carries their name
