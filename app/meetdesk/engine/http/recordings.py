"""Recordings: POST|DELETE /rooms/<ACCESS_KEY>/recording (201 / 200, no body), GET|DELETE /recordings/<ID> and
GET /rooms/<ROOM_ID>/recordings?page&started_at&since&until with the API key (403 without a valid one).
The logic is engine/recordings.py; the file is served by engine/http/downloads.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.owned_items import owned_item_routes


def routes(engine: Engine) -> list:
    async def start_recording(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        engine.recordings.start(meeting, participant)
        return Response(status_code=201)

    async def stop_recording(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        engine.recordings.stop(meeting)
        return Response(status_code=200)

    return [Route("/rooms/{key}/recording", start_recording, methods=["POST"]),
            Route("/rooms/{key}/recording", stop_recording, methods=["DELETE"]),
            *owned_item_routes(engine.auth, engine.recordings, "recordings")]
