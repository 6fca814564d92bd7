"""Reactions: sends the one picked (POST .../reactions), and turns the real-time ``reaction`` events of everyone
(yours included: the engine sends it to all) into what the stage's overlay shows. A composed meeting's picture
already shows them (the engine draws them in), so then nothing is shown again."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.reactions import is_reaction, sender_name
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import Spawn
from meetdesk.ui.controllers.part import MeetingPart


class ReactionsController(MeetingPart):
    shown = Signal(str, str)   # (reaction name, who sent it): float it up over the stage
    error = Signal(str)

    def __init__(self, client: ServiceClient, access_key: str, own_user_id: str, spawn: Spawn,
                 parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)   # the meeting's controller: its video_mode tells whether the picture is composed
        self.own_user_id = own_user_id

    def composed(self) -> bool:
        """Whether the call shows the engine's composed picture now (which has the reactions drawn in)."""
        return getattr(self.parent(), "video_mode", None) == "composed"

    def send(self, reaction: str) -> None:
        if is_reaction(reaction):
            self.spawn(self._send(reaction))

    async def _send(self, reaction: str) -> None:
        try:
            await self.client.send_reaction(self.access_key, reaction)
        except ServiceError as exc:
            if exc.status == 405:
                self.error.emit(self.tr("Reactions are turned off in this meeting"))
            elif exc.status == 429:
                self.error.emit(self.tr("Not so fast: a few reactions a second at most"))
            else:
                self.error.emit(self.tr("Reaction not sent: %1").replace("%1", describe(exc)))

    def on_realtime(self, msg: dict[str, Any]) -> None:
        """A real-time message; ``reaction`` ones of a known name are shown unless the picture shows them."""
        if msg.get("type") != "reaction" or not is_reaction(msg.get("reaction")) or self.composed():
            return
        user = msg.get("user")
        own = isinstance(user, dict) and user.get("id") == self.own_user_id
        self.shown.emit(msg["reaction"], self.tr("You") if own else sender_name(user))
