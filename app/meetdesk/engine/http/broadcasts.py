"""Broadcasts: POST /rooms/<ACCESS_KEY>/broadcasts (201, the broadcast object), PUT
/rooms/<ACCESS_KEY>/broadcasts/<PLATFORM> (200) and DELETE /rooms/<ACCESS_KEY>/broadcasts[/<PLATFORM>] (200, no
body). The logic is engine/broadcasts.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def start_broadcast(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        params = await read_params(request)
        return JsonReply(await engine.broadcasts.start(meeting, participant, params), status_code=201)

    async def update_broadcast(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        params = await read_params(request)
        return JsonReply(engine.broadcasts.update(meeting, request.path_params["platform"], params))

    async def stop_broadcasts(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        engine.broadcasts.stop(meeting, request.path_params.get("platform"))
        return Response(status_code=200)

    return [Route("/rooms/{key}/broadcasts", start_broadcast, methods=["POST"]),
            Route("/rooms/{key}/broadcasts", stop_broadcasts, methods=["DELETE"]),
            Route("/rooms/{key}/broadcasts/{platform}", update_broadcast, methods=["PUT"]),
            Route("/rooms/{key}/broadcasts/{platform}", stop_broadcasts, methods=["DELETE"])]
