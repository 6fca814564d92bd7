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


# the columns of each table that hold JSON text
JSON_COLUMNS = {"recordings": ("user", "room"), "snapshots": ("creator", "room")}


def _item(row: sqlite3.Row, table: str) -> dict[str, Any]:
    """A row of ``table`` as a dict, its JSON columns read back."""
    item = dict(row)
    for column in JSON_COLUMNS[table]:
        item[column] = json.loads(item[column])
    return item


class ItemRows:
    """Recordings' and snapshots' queries; ``Store`` provides ``_q`` (read) and ``_x`` (write)."""

    def _q(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        raise NotImplementedError

    def _x(self, sql: str, args: tuple = ()) -> int:
        raise NotImplementedError

    def _select(self, table: str, where: str, args: tuple = ()) -> list[dict[str, Any]]:
        """The rows of ``table`` (recordings or snapshots) that ``where`` (and what follows it: ORDER BY...)
        selects, as dicts."""
        return [_item(row, table) for row in self._q(f"SELECT * FROM {table} WHERE {where}", args)]

    def _first(self, table: str, where: str, args: tuple) -> dict[str, Any] | None:
        rows = self._select(table, where, args)
        return rows[0] if rows else None

    def _page(self, table: str, where: str, room_id: str, limit: int, offset: int, started_at: str | None,
              since: str | None, until: str | None) -> list[dict[str, Any]]:
        """One page, newest first, of a room's rows that ``where`` (its one ``?``: the room) selects: of the
        room instance that started at ``started_at``, of instances running since ``since`` (started then or
        later) and before ``until`` (started before it)."""
        args: list[Any] = [room_id]
        if started_at:
            where += " AND room_started_at=?"
            args.append(started_at)
        if since:
            where += " AND room_started_at>=?"
            args.append(since)
        if until:
            where += " AND room_started_at<?"
            args.append(until)
        return self._select(table, where + " ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
                            (*args, limit, offset))

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

    def get_recording(self, rec_id: str) -> dict[str, Any] | None:
        return self._first("recordings", "id=? AND deleted=0", (rec_id,))

    def list_recordings(self, room_id: str, limit: int = 25, offset: int = 0, started_at: str | None = None,
                        since: str | None = None, until: str | None = None) -> list[dict[str, Any]]:
        """A room's recordings, newest first."""
        return self._page("recordings", "room_id=? AND deleted=0", room_id, limit, offset, started_at, since, until)

    def recordings_in_state(self, *states: str) -> list[dict[str, Any]]:
        marks = ",".join("?" * len(states))
        return self._select("recordings", f"deleted=0 AND state IN ({marks}) ORDER BY created_at", states)

    def recordings_created_before(self, unix_seconds: float) -> list[dict[str, Any]]:
        return self._select("recordings", "created_at<? ORDER BY created_at", (unix_seconds,))

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

    def get_snapshot(self, snap_id: str) -> dict[str, Any] | None:
        return self._first("snapshots", "id=?", (snap_id,))

    def list_snapshots(self, room_id: str, limit: int = 25, offset: int = 0, started_at: str | None = None,
                       since: str | None = None, until: str | None = None) -> list[dict[str, Any]]:
        """A room's snapshots, newest first."""
        return self._page("snapshots", "room_id=?", room_id, limit, offset, started_at, since, until)

    def snapshots_created_before(self, iso_time: str) -> list[dict[str, Any]]:
        return self._select("snapshots", "created_at<? ORDER BY created_at", (iso_time,))

    def delete_snapshot(self, snap_id: str) -> bool:
        return self._x("DELETE FROM snapshots WHERE id=?", (snap_id,)) > 0

    def count_snapshots_of_key(self, api_key_id: str) -> int:
        """How many snapshots the rooms of an API key hold (engine/caps.py)."""
        return self._q("SELECT COUNT(*) FROM snapshots JOIN rooms ON rooms.id = snapshots.room_id"
                       " WHERE rooms.api_key_id=?", (api_key_id,))[0][0]
