"""What recordings and snapshots share: stored items of a room that belong to the API key owning the room
(engine/ownership.py: another key's item answers 404 as an unknown one), each with a file under the data
directory that is downloaded through a signed link, listed 25 a page, newest first. ``Recordings`` and
``Snapshots`` say which table and which object; the rest is here once."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from meetdesk.engine.address import EngineAddress
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.store import Store

PAGE_SIZE = 25
Row = dict[str, Any]


class OwnedItems:
    what = "item"  # the noun of "unknown <what>"

    def __init__(self, config: EngineConfig, store: Store, owners: RoomOwners, address: EngineAddress) -> None:
        self.config = config
        self.store = store
        self.owners = owners
        self.address = address

    # -- what a kind of item says ------------------------------------------------------------------------
    def _load(self, item_id: str) -> Row | None:
        raise NotImplementedError

    def _list(self, room_id: str, limit: int, offset: int, filters: dict[str, str | None]) -> list[Row]:
        raise NotImplementedError

    def _path(self, row: Row) -> Path:
        """The item's file (absolute)."""
        raise NotImplementedError

    def _downloadable(self, row: Row) -> bool:
        return True

    def to_json(self, row: Row) -> dict[str, Any]:
        raise NotImplementedError

    # -- with the API key --------------------------------------------------------------------------------
    def _owned(self, scope: KeyScope, item_id: str) -> Row:
        row = self._load(item_id)
        scope.require(self.owners.owner(row["room_id"]) if row is not None else None, self.what)
        assert row is not None
        return row

    def get(self, scope: KeyScope, item_id: str) -> dict[str, Any]:
        return self.to_json(self._owned(scope, item_id))

    def page(self, scope: KeyScope, room_id: str, page: int, filters: dict[str, str | None]) -> list[dict[str, Any]]:
        """One page (1-based) of a room's items, newest first; ``filters``: started_at, since, until
        (normalised ISO 8601 or None)."""
        scope.require(self.owners.owner(room_id), "room")
        return [self.to_json(row) for row in self._list(room_id, PAGE_SIZE, (page - 1) * PAGE_SIZE, filters)]

    def delete(self, scope: KeyScope, item_id: str) -> None:
        """Delete the key's item and its file."""
        raise NotImplementedError

    # -- the file ----------------------------------------------------------------------------------------
    def file_for_download(self, item_id: str) -> Path | None:
        """The item's file when it can be downloaded now, None otherwise (deleted, not finished, gone)."""
        row = self._load(item_id)
        if row is None or not self._downloadable(row):
            return None
        path = self._path(row)
        return path if path.is_file() else None
