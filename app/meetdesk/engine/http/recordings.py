"""Recordings: POST|DELETE /rooms/<ACCESS_KEY>/recording (201 / 200, no body), GET|DELETE /recordings/<ID> and
GET /rooms/<ROOM_ID>/recordings?page&started_at&since&until with the API key (403 without a valid one).
The logic is engine/recordings.py; the file is served by engine/http/downloads.py."""
from __future__ import annotations

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.owned_items import owned_item_routes
from meetdesk.engine.http.switches import start_stop_routes


def routes(engine: Engine) -> list:
    return [*start_stop_routes(engine.auth, "recording", engine.recordings.start, engine.recordings.stop),
            *owned_item_routes(engine.auth, engine.recordings, "recordings")]
