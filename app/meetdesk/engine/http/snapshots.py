"""Snapshots: POST /rooms/<ACCESS_KEY>/snapshot -> 201 with the snapshot object, GET
/rooms/<ACCESS_KEY>/snapshots/<ID>, GET|DELETE /snapshots/<ID> and GET /rooms/<ROOM_ID>/snapshots?page&started_at&
since&until with the API key (403 without a valid one). The logic is engine/snapshots.py; the file is served by
engine/http/downloads.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.recordings import list_query
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def take_snapshot(request: Request) -> Response:
        meeting, participant = engine.lookup_access_key(request.path_params["key"])
        return JsonReply(await engine.snapshots.take(meeting, participant), status_code=201)

    async def meeting_snapshot(request: Request) -> Response:
        meeting, _ = engine.lookup_access_key(request.path_params["key"])
        return JsonReply(engine.snapshots.get_in_meeting(meeting, request.path_params["snap_id"]))

    async def get_snapshot(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        return JsonReply(engine.snapshots.get(scope, request.path_params["snap_id"]))

    async def delete_snapshot(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        engine.snapshots.delete(scope, request.path_params["snap_id"])
        return Response(status_code=200)

    async def list_snapshots(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        page, filters = list_query(await read_params(request))
        return JsonReply(engine.snapshots.page(scope, request.path_params["room_id"], page, filters))

    return [Route("/rooms/{key}/snapshot", take_snapshot, methods=["POST"]),
            Route("/rooms/{key}/snapshots/{snap_id}", meeting_snapshot, methods=["GET"]),
            Route("/snapshots/{snap_id}", get_snapshot, methods=["GET"]),
            Route("/snapshots/{snap_id}", delete_snapshot, methods=["DELETE"]),
            Route("/rooms/{room_id}/snapshots", list_snapshots, methods=["GET"])]
