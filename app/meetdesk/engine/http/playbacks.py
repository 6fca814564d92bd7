"""Playbacks: POST /rooms/<ACCESS_KEY>/playbacks -> 201 with the playback object ({url, name, play_id,
replacement_id, audio, loop_count}: the public clients accept 200 and 201 and read no body; the play_id tells
a caller who sent none which one to stop), DELETE /rooms/<ACCESS_KEY>/playbacks/<play_id> -> 200 without a body.
The logic is engine/playbacks.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def start_playback(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        params = await read_params(request)
        return JsonReply(engine.playbacks.start(meeting, params), status_code=201)

    async def stop_playback(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        engine.playbacks.stop(meeting, request.path_params["play_id"])
        return Response(status_code=200)

    return [Route("/rooms/{key}/playbacks", start_playback, methods=["POST"]),
            Route("/rooms/{key}/playbacks/{play_id}", stop_playback, methods=["DELETE"])]
