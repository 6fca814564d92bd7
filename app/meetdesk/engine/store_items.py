"""The rows of what meetings make and the engine keeps with a file: recordings (engine/recordings.py; state
started -> stopped -> finished) and snapshots (engine/snapshots.py), both under the data dir. A part of
``Store`` (engine/store.py): its queries run on the store's one connection and transaction."""
from __future__ import annotations

import json
import sqlite3
from typing import Any


def _json(value: Any) -> str:
    """JSON text for a column; a value JSON cannot carry (NaN) fails the write, and so its transaction."""
    return json.dumps(value, allow_nan=False)


class ItemRows:
    """Recordings' and snapshots' queries; ``Store`` provides ``_q`` (read) and ``_x`` (write)."""

    def _q(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        raise NotImplementedError

    def _x(self, sql: str, args: tuple = ()) -> int:
        raise NotImplementedError

    # -- recordings ----------------------------------------------------------------------------------------
    def save_recording(self, rec: dict[str, Any]) -> None:
        """Insert or replace a recording row: id, room_id, conf_id, room_started_at, created_at (Unix s),
        duration, user (dict), room (dict), path (relative to the data dir), state."""
        self._x("INSERT OR REPLACE INTO recordings (id, room_id, conf_id, room_started_at, created_at, duration,"
                " user, room, path, state, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (rec["id"], rec["room_id"], rec["conf_id"], rec["room_started_at"], int(rec["created_at"]),
                 rec.get("duration"), _json(rec["user"]), _json(rec["room"]), rec.get("path"),
                 rec.get("state", "started")))

    def set_recording_state(self, rec_id: str, state: str, duration: int | None) -> bool:
        return self._x("UPDATE recordings SET state=?, duration=? WHERE id=?", (state, duration, rec_id)) > 0

    @staticmethod
    def _recording(row: sqlite3.Row) -> dict[str, Any]:
        item = dict(row)
        item["user"] = json.loads(item["user"])
        item["room"] = json.loads(item["room"])
        return item

    def get_recording(self, rec_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM recordings WHERE id=? AND deleted=0", (rec_id,))
        return self._recording(rows[0]) if rows else None

    @staticmethod
    def _instance_filters(sql: str, args: list[Any], started_at: str | None, since: str | None,
                          until: str | None) -> tuple[str, list[Any]]:
        """Recordings or snapshots of the room instance that started at ``started_at``, of instances running
        since ``since`` (started then or later) and before ``until`` (started before it)."""
        if started_at:
            sql += " AND room_started_at=?"
            args.append(started_at)
        if since:
            sql += " AND room_started_at>=?"
            args.append(since)
        if until:
            sql += " AND room_started_at<?"
            args.append(until)
        return sql, args

    def list_recordings(self, room_id: str, limit: int = 25, offset: int = 0, started_at: str | None = None,
                        since: str | None = None, until: str | None = None) -> list[dict[str, Any]]:
        """A room's recordings, newest first."""
        sql, args = self._instance_filters("SELECT * FROM recordings WHERE room_id=? AND deleted=0", [room_id],
                                           started_at, since, until)
        sql += " ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?"
        return [self._recording(r) for r in self._q(sql, (*args, limit, offset))]

    def recordings_in_state(self, *states: str) -> list[dict[str, Any]]:
        marks = ",".join("?" * len(states))
        return [self._recording(r) for r in self._q(
            f"SELECT * FROM recordings WHERE deleted=0 AND state IN ({marks}) ORDER BY created_at", states)]

    def recordings_created_before(self, unix_seconds: float) -> list[dict[str, Any]]:
        return [self._recording(r) for r in self._q(
            "SELECT * FROM recordings WHERE created_at<? ORDER BY created_at", (unix_seconds,))]

    def delete_recording(self, rec_id: str) -> bool:
        return self._x("DELETE FROM recordings WHERE id=?", (rec_id,)) > 0

    # -- snapshots -----------------------------------------------------------------------------------------
    def save_snapshot(self, snap: dict[str, Any]) -> None:
        """Insert a snapshot row: id, room_id, conf_id, room_started_at, created_at (ISO 8601), name,
        creator (dict), room (dict), path (relative to the data dir)."""
        self._x("INSERT INTO snapshots (id, room_id, conf_id, room_started_at, created_at, name, creator, room,"
                " path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (snap["id"], snap["room_id"], snap["conf_id"], snap["room_started_at"], snap["created_at"],
                 snap["name"], _json(snap["creator"]), _json(snap["room"]), snap["path"]))

    @staticmethod
    def _snapshot(row: sqlite3.Row) -> dict[str, Any]:
        item = dict(row)
        item["creator"] = json.loads(item["creator"])
        item["room"] = json.loads(item["room"])
        return item

    def get_snapshot(self, snap_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM snapshots WHERE id=?", (snap_id,))
        return self._snapshot(rows[0]) if rows else None

    def list_snapshots(self, room_id: str, limit: int = 25, offset: int = 0, started_at: str | None = None,
                       since: str | None = None, until: str | None = None) -> list[dict[str, Any]]:
        """A room's snapshots, newest first."""
        sql, args = self._instance_filters("SELECT * FROM snapshots WHERE room_id=?", [room_id],
                                           started_at, since, until)
        sql += " ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?"
        return [self._snapshot(r) for r in self._q(sql, (*args, limit, offset))]

    def snapshots_created_before(self, iso_time: str) -> list[dict[str, Any]]:
        return [self._snapshot(r) for r in self._q(
            "SELECT * FROM snapshots WHERE created_at<? ORDER BY created_at", (iso_time,))]

    def delete_snapshot(self, snap_id: str) -> bool:
        return self._x("DELETE FROM snapshots WHERE id=?", (snap_id,)) > 0

    def count_snapshots_of_key(self, api_key_id: str) -> int:
        """How many snapshots the rooms of an API key hold (engine/caps.py)."""
        return self._q("SELECT COUNT(*) FROM snapshots JOIN rooms ON rooms.id = snapshots.room_id"
                       " WHERE rooms.api_key_id=?", (api_key_id,))[0][0]
