"""What the controllers of the host console's pages share (each wires its own page, ui/views/host/<page>.py, in
``attach``): their refusals (``failed``, a sentence) and whether a request is under way (``busy_changed``), the
wiring of a page's requests and of those two, a request run while busy, a stop or delete that counts a 404 (it
was gone already) as done, and the files a page saved and shows in their folder."""
from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QUrl, Signal, SignalInstance

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.host.downloads import OpenUrl, open_with_desktop
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn
from meetdesk.ui.controllers.part import MeetingPart


class Page(Protocol):
    """A console page (ui/views/host/page.py ConsolePage): its refusals line, and its ``<name>_requested``
    signals (looked up by name)."""

    def show_error(self, text: str) -> None: ...


class ConsolePart(MeetingPart):
    failed = Signal(str)             # a refusal, as a sentence
    busy_changed = Signal(bool)      # a request is under way (pages whose buttons wait for it)

    def attach(self, page: Page, **requests: Callable[..., Any]) -> None:
        """Wire ``page``: each ``<name>=method`` connects its signal ``<name>_requested`` to the method; the
        refusals show on the page, and whether a request is under way (``set_busy``) when it has buttons that
        wait for one."""
        for name, method in requests.items():
            signal: SignalInstance = getattr(page, f"{name}_requested")
            signal.connect(method)
        self.failed.connect(page.show_error)
        if hasattr(page, "set_busy"):
            self.busy_changed.connect(page.set_busy)

    async def while_busy(self, request: Coroutine[Any, Any, Any], doing: str) -> bool:
        """Run ``request`` with the page busy; a refusal is told (``doing``: what failed, as a sentence start).
        Whether it was done."""
        self.busy_changed.emit(True)
        try:
            await request
        except ServiceError as exc:
            self.failed.emit(refusal(exc, doing))
            return False
        finally:
            self.busy_changed.emit(False)
        return True

    async def done_or_gone(self, request: Coroutine[Any, Any, Any], doing: str) -> bool:
        """Run a stop or a delete: done, or gone already (404); another refusal is told. Whether it is gone."""
        try:
            await request
        except ServiceError as exc:
            if exc.status != 404:
                self.failed.emit(refusal(exc, doing))
                return False
        return True


class SavingPart(ConsolePart):
    """A page of the meeting service's items (recordings, snapshots: ``items``, told by ``changed``), which are
    saved as files: to ``folder`` (None: the downloads folder at the time), opened or shown in their folder
    through ``open_url`` (QDesktopServices.openUrl unless given); deleting one needs the API key
    (``api_client``)."""

    changed: SignalInstance          # the subclass's: list of its items

    def __init__(self, client: ServiceClient, access_key: str, api_client: ServiceClient | None, spawn: Spawn,
                 parent: QObject | None = None, *, folder: Path | None = None, open_url: OpenUrl | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.api_client = api_client
        self.folder = folder
        self.open_url: OpenUrl = open_url or open_with_desktop
        self.items: list = []
        self.files: dict[str, Path] = {}          # item id -> its saved file

    @property
    def can_delete(self) -> bool:
        return self.api_client is not None

    def attach(self, page: Page, **requests: Callable[..., Any]) -> None:
        """Wire ``page`` (as ConsolePart.attach), its list, show in folder and delete (offered with the API key)."""
        page.can_delete = self.can_delete
        super().attach(page, show_in_folder=self.show_in_folder, delete=self.delete, **requests)
        self.changed.connect(page.set_items)
        page.set_items(self.items)

    def show_in_folder(self, item_id: str) -> None:
        path = self.files.get(item_id)
        if path is not None:
            self.open_url(QUrl.fromLocalFile(str(path.parent)))

    def delete(self, item_id: str) -> None:
        if self.api_client is not None:
            self.spawn(self._delete(item_id))

    async def _delete(self, item_id: str) -> None:
        raise NotImplementedError
