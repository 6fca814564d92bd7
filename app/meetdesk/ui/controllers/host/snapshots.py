"""Snapshots of the composed picture: take one (access key), see the meeting's snapshots as thumbnails (the
meeting object's list, then every snapshot_update), save one to the downloads folder, delete one (API key)
(the view: ui/views/host/snapshots.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from meetdesk.client import MeetingReply, ServiceClient, ServiceError, Snapshot
from meetdesk.client.images import ImageCache
from meetdesk.ui.controllers.host.downloads import OpenUrl, downloads_dir, free_path, open_with_desktop, safe_part
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn
from meetdesk.ui.controllers.part import MeetingPart

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


class SnapshotsController(MeetingPart):
    changed = Signal(list)           # list[Snapshot], newest first
    thumbnail_loaded = Signal(str, bytes)
    saved = Signal(str, str)         # snapshot id, file path
    failed = Signal(str)
    busy_changed = Signal(bool)      # a snapshot is being taken

    def __init__(self, client: ServiceClient, access_key: str, api_client: ServiceClient | None, spawn: Spawn,
                 parent: QObject | None = None, *, folder: Path | None = None, open_url: OpenUrl | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.api_client = api_client
        self.folder = folder
        self.open_url: OpenUrl = open_url or open_with_desktop
        self.items: list[Snapshot] = []
        self.thumbnails: dict[str, bytes] = {}
        self.files: dict[str, Path] = {}
        self._images = ImageCache(max_bytes=THUMBNAIL_BYTES, max_entries=8)
        self._loading: set[str] = set()

    @property
    def can_delete(self) -> bool:
        return self.api_client is not None

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
        self.busy_changed.emit(True)
        try:
            await self.client.take_snapshot(self.access_key)
        except ServiceError as exc:
            self.failed.emit(refusal(exc, self.tr("The snapshot could not be taken")))
        finally:
            self.busy_changed.emit(False)

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

    def show_in_folder(self, snap_id: str) -> None:
        path = self.files.get(snap_id)
        if path is not None:
            self.open_url(QUrl.fromLocalFile(str(path.parent)))

    def delete(self, snap_id: str) -> None:
        if self.api_client is not None:
            self.spawn(self._delete(snap_id))

    async def _delete(self, snap_id: str) -> None:
        try:
            await self.api_client.delete_snapshot(snap_id)
        except ServiceError as exc:
            if exc.status != 404:
                self.failed.emit(refusal(exc, self.tr("The snapshot could not be deleted")))
                return
        # the service's snapshot_update follows; a service that sends none still loses it here
        self.apply_update([s.to_json() for s in self.items if s.id != snap_id])
