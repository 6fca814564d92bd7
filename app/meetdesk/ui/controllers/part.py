"""What the meeting window's controllers share (ui/controllers/meeting.py composes them): the REST client, the
participant's access key and the meeting's ``spawn`` (a task of the meeting: a failure is logged and shown as an
error notice, and it is cancelled with the meeting)."""
from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject

from meetdesk.client import ServiceClient

Spawn = Callable[[Coroutine[Any, Any, Any]], asyncio.Task]


class MeetingPart(QObject):
    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        self.access_key = access_key
        self.spawn = spawn
