"""Snapshots: POST /rooms/<ACCESS_KEY>/snapshot -> 201 with the snapshot object, GET
/rooms/<ACCESS_KEY>/snapshots/<ID>, GET|DELETE /snapshots/<ID> and GET /rooms/<ROOM_ID>/snapshots?page&started_at&
since&until with the API key (403 without a valid one). The logic is engine/snapshots.py; the file is served by
engine/http/downloads.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.owned_items import owned_item_routes
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def take_snapshot(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        return JsonReply(await engine.snapshots.take(meeting, participant), status_code=201)

    async def meeting_snapshot(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        return JsonReply(engine.snapshots.get_in_meeting(meeting, request.path_params["snap_id"]))

    return [Route("/rooms/{key}/snapshot", take_snapshot, methods=["POST"]),
            Route("/rooms/{key}/snapshots/{snap_id}", meeting_snapshot, methods=["GET"]),
            *owned_item_routes(engine.auth, engine.snapshots, "snapshots")]
