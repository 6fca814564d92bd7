"""Recordings: POST|DELETE /rooms/<ACCESS_KEY>/recording (201 / 200, no body), GET|DELETE /recordings/<ID> and
GET /rooms/<ROOM_ID>/recordings?page&started_at&since&until with the API key (403 without a valid one).
The logic is engine/recordings.py; the file is served by engine/http/downloads.py."""
from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import get_page, parse_timestamp, read_params
from meetdesk.engine.http.replies import JsonReply


def list_query(params: dict[str, Any]) -> tuple[int, dict[str, str | None]]:
    """(page, {started_at, since, until}) of a recordings or snapshots list; 400 for a bad page or timestamp."""
    page = get_page(params)
    return page, {name: parse_timestamp(params.get(name), name) for name in ("started_at", "since", "until")}


def routes(engine: Engine) -> list:
    async def start_recording(request: Request) -> Response:
        meeting, participant = engine.lookup_access_key(request.path_params["key"])
        engine.recordings.start(meeting, participant)
        return Response(status_code=201)

    async def stop_recording(request: Request) -> Response:
        meeting, _ = engine.lookup_access_key(request.path_params["key"])
        engine.recordings.stop(meeting)
        return Response(status_code=200)

    async def get_recording(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        return JsonReply(engine.recordings.get(scope, request.path_params["rec_id"]))

    async def delete_recording(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        engine.recordings.delete(scope, request.path_params["rec_id"])
        return Response(status_code=200)

    async def list_recordings(request: Request) -> Response:
        scope = engine.authenticate(request.headers.get("authorization"), status=403)
        page, filters = list_query(await read_params(request))
        return JsonReply(engine.recordings.page(scope, request.path_params["room_id"], page, filters))

    return [Route("/rooms/{key}/recording", start_recording, methods=["POST"]),
            Route("/rooms/{key}/recording", stop_recording, methods=["DELETE"]),
            Route("/recordings/{rec_id}", get_recording, methods=["GET"]),
            Route("/recordings/{rec_id}", delete_recording, methods=["DELETE"]),
            Route("/rooms/{room_id}/recordings", list_recordings, methods=["GET"])]
