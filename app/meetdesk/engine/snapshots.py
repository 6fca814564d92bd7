"""Snapshots of running meetings: a PNG of the composed picture, taken with an access key, read, listed and
deleted with the API key that owns the room; signed downloads like recordings.

Routes: engine/http/snapshots.py (and engine/http/downloads.py for the file).

- POST /rooms/<ACCESS_KEY>/snapshot (201 with the snapshot object) stores the picture composed at the next
  tick (what viewers see now) as <data dir>/snapshots/<id>.png. A meeting in peer mode has no composed picture:
  it switches to MCU mode for the snapshot (an output is attached until every tile shows its participant's
  first decoded frame, at most SETTLE seconds, and removed again; two participants are renegotiated into MCU
  mode and, after the media session's return delay, back). 406 when the meeting is not ready, no picture came, or a cap of engine/caps.py is reached
  (snapshots listed per meeting, kept per key, taken per minute).
- The meeting object's ``snapshots`` lists the running meeting's snapshots; every change is a
  ``snapshot_update`` {snapshots: [...]} on the meeting's bus.
- GET /rooms/<ACCESS_KEY>/snapshots/<ID> (a snapshot of that meeting's room), GET|DELETE /snapshots/<ID> and
  GET /rooms/<ROOM_ID>/snapshots?page&started_at&since&until (API key: 403 without a valid one; another
  key's snapshot or room is 404); 25 a page, newest first.
- The sweep destroys snapshots older than the recordings' retention (``EngineConfig.recording_retention``).
"""
from __future__ import annotations

import asyncio
import io
import logging
import secrets
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.items import Snapshot
from meetdesk.api.models import RoomSummary, UserSummary
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.caps import Caps
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant
from meetdesk.engine.owned_items import OwnedItems, Row
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.store import Store
from meetdesk.files import private_file


log = logging.getLogger(__name__)

FOLDER = "snapshots"
SETTLE = 3.0  # s at most a meeting switched to MCU mode for a snapshot waits for every tile's first picture


def snapshot_path(snap_id: str) -> str:
    return f"{FOLDER}/{snap_id}.png"


def download_path(snap_id: str) -> str:
    return f"/download/snapshots/{snap_id}.png"


def iso(unix_seconds: float) -> str:
    return datetime.fromtimestamp(unix_seconds, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def write_png(picture: Any, path: Path) -> None:
    """The picture (an av.VideoFrame) as a PNG file (blocking: run it off the loop)."""
    buffer = io.BytesIO()
    picture.to_image().save(buffer, format="PNG")
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    private_file(path).write_bytes(buffer.getvalue())


class Snapshots(OwnedItems):
    """Takes, lists and deletes snapshots (module doc)."""

    what = "snapshot"

    def __init__(self, config: EngineConfig, store: Store, owners: RoomOwners, address: EngineAddress,
                 meetings: MeetingRegistry, caps: Caps) -> None:
        super().__init__(config, store, owners, address)
        self.meetings = meetings
        self.caps = caps

    async def take(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        """Store the composed picture of ``meeting``; its snapshot object."""
        if not meeting.ready:
            raise ApiError(406, "the meeting is not ready yet")
        with self.caps.snapshot(meeting):
            return await self._take(meeting, participant)

    async def _take(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        picture = await self._picture(meeting)
        snap_id = secrets.token_hex(12)
        path = self.config.data_dir / snapshot_path(snap_id)
        await asyncio.to_thread(write_png, picture, path)
        if meeting.shutdown:  # it ended while the picture was taken
            path.unlink(missing_ok=True)
            raise ApiError(410, "the meeting has ended")
        created = self.config.clock()
        row = {"id": snap_id, "room_id": meeting.room_id, "conf_id": meeting.conf_id,
               "room_started_at": meeting.started_at, "created_at": iso(created),
               "name": f"snapshot-{iso(created)[:19].replace(':', '-')}.png",
               "creator": participant.summary().to_json(), "room": meeting.summary().to_json(),
               "path": snapshot_path(snap_id)}
        self.store.on_rollback(lambda: self._forget(meeting, snap_id, path))
        self.store.save_snapshot(row)
        snapshot = self.item(row)
        meeting.snapshots = [*meeting.snapshots, snapshot]
        meeting.emit("snapshot_update", snapshots=[s.to_json() for s in meeting.snapshots],
                     snapshot=snapshot.to_json())  # (webhooks: the new one)
        return snapshot.to_json()

    async def _picture(self, meeting: Meeting) -> Any:
        """The composed picture as viewers see it now; a meeting in peer mode is composed first, and its picture
        taken once every tile shows its participant (at most SETTLE seconds)."""
        picture = await meeting.media.fresh_picture()
        if picture is not None:
            return picture
        output = meeting.attach("snapshot", secrets.token_hex(4), "take a snapshot")  # peer mode: legs renegotiated
        try:
            picture = await meeting.media.fresh_picture(SETTLE, complete=True)
        finally:
            output.detach()
        if picture is None:
            raise ApiError(406, "the meeting has no picture to take")
        return picture

    def _forget(self, meeting: Meeting, snap_id: str, path: Path) -> None:
        meeting.snapshots = [s for s in meeting.snapshots if s.id != snap_id]
        path.unlink(missing_ok=True)

    # -- access key: a snapshot of the meeting's room ----------------------------------------------------

    def get_in_meeting(self, meeting: Meeting, snap_id: str) -> dict[str, Any]:
        row = self.store.get_snapshot(snap_id)
        if row is None or row["room_id"] != meeting.room_id:
            raise ApiError(404, "unknown snapshot")
        return self.to_json(row)

    # -- API key: read, list, delete (OwnedItems) -------------------------------------------------------

    def _load(self, item_id: str) -> Row | None:
        return self.store.get_snapshot(item_id)

    def _list(self, room_id: str, limit: int, offset: int, filters: dict[str, str | None]) -> list[Row]:
        return self.store.list_snapshots(room_id, limit, offset, **filters)

    def _path(self, row: Row) -> Path:
        return self.config.data_dir / row["path"]

    def delete(self, scope: KeyScope, snap_id: str) -> None:
        self._destroy(self._owned(scope, snap_id))

    def _destroy(self, row: dict[str, Any]) -> None:
        self.store.delete_snapshot(row["id"])
        self._path(row).unlink(missing_ok=True)
        meeting = self.meetings.by_conf(row["conf_id"])
        if meeting is not None and any(s.id == row["id"] for s in meeting.snapshots):
            meeting.snapshots = [s for s in meeting.snapshots if s.id != row["id"]]
            meeting.emit("snapshot_update", snapshots=[s.to_json() for s in meeting.snapshots])

    def sweep(self) -> int:
        """Destroy snapshots older than the retention; how many."""
        cutoff = iso(self.config.clock() - self.config.recording_retention)
        old = self.store.snapshots_created_before(cutoff)
        for row in old:
            self._destroy(row)
        return len(old)

    # -- wire objects ------------------------------------------------------------------------------------

    def to_json(self, row: dict[str, Any]) -> dict[str, Any]:
        """The snapshot object {id, name, links: {download}, created_at, creator, room}; the link signed now."""
        return self.item(row).to_json()

    def item(self, row: dict[str, Any]) -> Snapshot:
        return Snapshot(id=row["id"], name=row["name"],
                        download=self.address.download_link(download_path(row["id"])),
                        created_at=row["created_at"], creator=UserSummary.from_json(row["creator"]),
                        room=RoomSummary.from_json(row["room"]))
