"""Mute everyone: a host's ``stfu`` (the real-time action every public client knows) and obeying it. Whoever
receives it from someone else has the microphone muted (the window's button follows ``mute_requested``) and is
told who asked; each can unmute."""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client.realtime import RealtimeClient
from meetdesk.ui.controllers.people import Spawn

log = logging.getLogger(__name__)


class MuteAllController(QObject):
    mute_requested = Signal()   # someone muted everyone: the microphone button turns muted
    notice = Signal(str)

    def __init__(self, own_user_id: str, is_guest: bool, realtime: Callable[[], RealtimeClient | None],
                 spawn: Spawn, parent: QObject | None = None):
        super().__init__(parent)
        self.own_user_id = own_user_id
        self.is_guest = is_guest
        self.realtime = realtime   # the meeting's real-time socket, once there is one
        self.spawn = spawn

    def mute_everyone(self) -> None:
        """A host mutes every microphone in the meeting; the host's own stays as it is."""
        realtime = self.realtime()
        if self.is_guest or realtime is None:
            return
        self.spawn(self._send(realtime))
        self.notice.emit(self.tr("You muted everyone"))

    @staticmethod
    async def _send(realtime: RealtimeClient) -> None:
        try:
            await realtime.send_action("stfu")
        except ConnectionError as exc:
            log.info("stfu not sent: %s", exc)

    def on_realtime(self, msg: dict[str, Any]) -> None:
        """stfu: mute this microphone and say who asked; the one who asked stays as is."""
        if msg.get("type") != "stfu":
            return
        user = msg.get("user") if isinstance(msg.get("user"), dict) else {}
        if user.get("id") == self.own_user_id:
            return
        self.mute_requested.emit()
        name = user.get("name") if isinstance(user.get("name"), str) and user.get("name").strip() else ""
        self.notice.emit(self.tr("%1 muted everyone").replace("%1", name[:60]) if name
                         else self.tr("A host muted everyone"))
