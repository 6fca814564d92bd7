"""Snapshots of the composed picture: take one (access key), see the meeting's snapshots as thumbnails (the
meeting object's list, then every snapshot_update), save one to the downloads folder, delete one (API key)
(the view: ui/views/host/snapshots.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import MeetingReply, ServiceClient, ServiceError, Snapshot
from meetdesk.client.images import ImageCache
from meetdesk.ui.controllers.host.downloads import OpenUrl, downloads_dir, free_path, safe_part
from meetdesk.ui.controllers.host.page import Page, SavingPart
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn

MAX_SNAPSHOTS = 200           # a snapshot_update listing more is cut to the newest
THUMBNAIL_BYTES = 12 * 1024 * 1024


def parse_snapshots(items: Any) -> list[Snapshot]:
    """The snapshots of a snapshot_update or meeting object, newest first; anything malformed is left out."""
    out: list[Snapshot] = []
    for obj in items[-MAX_SNAPSHOTS:] if isinstance(items, list) else []:
        if not isinstance(obj, dict):
            continue
        try:
            snap = Snapshot.from_json(obj)
        except (TypeError, ValueError):
            continue
        if not snap.id or len(snap.id) > 200:
            continue
        if not isinstance(snap.download, str) or not snap.download.startswith(("http://", "https://")):
            snap.download = None
        snap.name = snap.name if isinstance(snap.name, str) else None
        snap.created_at = snap.created_at if isinstance(snap.created_at, str) else None
        out.append(snap)
    out.sort(key=lambda s: s.created_at or "", reverse=True)
    return out


class SnapshotsController(SavingPart):
    changed = Signal(list)           # list[Snapshot], newest first
    thumbnail_loaded = Signal(str, bytes)
    saved = Signal(str, str)         # snapshot id, file path

    def __init__(self, client: ServiceClient, access_key: str, api_client: ServiceClient | None, spawn: Spawn,
                 parent: QObject | None = None, *, folder: Path | None = None, open_url: OpenUrl | None = None):
        super().__init__(client, access_key, api_client, spawn, parent, folder=folder, open_url=open_url)
        self.items: list[Snapshot] = []
        self.thumbnails: dict[str, bytes] = {}
        self._images = ImageCache(max_bytes=THUMBNAIL_BYTES, max_entries=8)
        self._loading: set[str] = set()

    def attach(self, page: Page) -> None:
        """Wire the Snapshots page (SnapshotsView) and show it the snapshots as they are."""
        super().attach(page, take=self.take, save=self.save)
        self.thumbnail_loaded.connect(page.set_picture)
        self.saved.connect(page.set_saved)
        for snap_id, data in self.thumbnails.items():
            page.set_picture(snap_id, data)

    def load(self, meeting: MeetingReply) -> None:
        self.apply_update(meeting.snapshots)

    def apply_update(self, items: Any) -> None:
        """A snapshot_update's list (or the meeting object's): the snapshots shown, thumbnails fetched once."""
        self.items = parse_snapshots(items)
        self.changed.emit(list(self.items))
        for snap in self.items:
            if snap.id not in self.thumbnails and snap.id not in self._loading and snap.download:
                self._loading.add(snap.id)
                self.spawn(self._thumbnail(snap))

    async def _thumbnail(self, snap: Snapshot) -> None:
        try:
            data = await self._images.fetch(snap.download)
        finally:
            self._loading.discard(snap.id)
        if data:
            self.thumbnails[snap.id] = data
            self.thumbnail_loaded.emit(snap.id, data)

    def take(self) -> None:
        self.spawn(self._take())

    async def _take(self) -> None:
        await self.while_busy(self.client.take_snapshot(self.access_key), self.tr("The snapshot could not be taken"))

    def save(self, snap_id: str, dest: str | Path | None = None) -> None:
        """Save the full picture to ``dest``, or to the downloads folder under its own name."""
        self.spawn(self._save(snap_id, dest))

    async def _save(self, snap_id: str, dest: str | Path | None) -> None:
        snap = next((s for s in self.items if s.id == snap_id), None)
        doing = self.tr("The snapshot could not be saved")
        if snap is None or not snap.download:
            self.failed.emit(self.tr("%1: it has no download address.").replace("%1", doing))
            return
        if dest is None:
            folder = self.folder or downloads_dir()
            stem = safe_part((snap.name or "").rsplit(".", 1)[0], 60)
            dest = free_path(folder, stem if stem != "file" else f"snapshot-{safe_part(snap.id, 8)}", ".png")
        path = Path(dest)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            await self.client.download(snap.download, path)
        except (ServiceError, OSError) as exc:
            path.unlink(missing_ok=True)
            self.failed.emit(refusal(exc, doing))
            return
        self.files[snap_id] = path
        self.saved.emit(snap_id, str(path))

    async def _delete(self, snap_id: str) -> None:
        if not await self.done_or_gone(self.api_client.delete_snapshot(snap_id),
                                       self.tr("The snapshot could not be deleted")):
            return
        # the service's snapshot_update follows; a service that sends none still loses it here
        self.apply_update([s.to_json() for s in self.items if s.id != snap_id])
