"""Meetings listed nearby, for the main window's "Nearby meetings" (the browsing and every check:
client/nearby.py; the view: ui/views/main_window.py)."""
from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from meetdesk.client.nearby import NearbyBrowser, NearbyMeeting
from meetdesk.tasks import TaskSet

log = logging.getLogger(__name__)


class NearbyController(QObject):
    """Browses while the app runs; ``changed`` carries the list of NearbyMeeting after every change."""

    changed = Signal(list)

    def __init__(self, interfaces: Sequence[str] | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.browser = NearbyBrowser(self._on_change, interfaces)
        self.meetings: list[NearbyMeeting] = []
        self.tasks = TaskSet("nearby")
        self.closed = False

    def start(self) -> None:
        """Start browsing (again calls, and calls after close(), change nothing)."""
        if not self.browser.running and not self.closed:
            self.tasks.spawn(self._start())

    async def _start(self) -> None:
        try:
            # zeroconf's import takes 100+ ms: in a worker thread, so the window paints meanwhile
            await asyncio.to_thread(importlib.import_module, "zeroconf.asyncio")
            if not self.closed:
                await self.browser.start()
        except Exception as exc:   # no multicast, no interface: the list stays empty, the app goes on
            log.warning("cannot look for meetings on the network: %s", exc)

    async def close(self) -> None:
        self.closed = True
        self.tasks.cancel_all()
        await self.tasks.wait_closed()
        await self.browser.close()

    def _on_change(self, meetings: list[NearbyMeeting]) -> None:
        self.meetings = list(meetings)
        self.changed.emit(self.meetings)
