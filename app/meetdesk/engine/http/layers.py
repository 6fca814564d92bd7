"""Layers: POST /rooms/<ACCESS_KEY>/layers -> 201 (no body), DELETE /rooms/<ACCESS_KEY>/layers/<1|-1> -> 200; the
logic is engine/layers.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.layers import BODY_LIMIT


def routes(engine: Engine) -> list:
    async def set_layer(request: Request) -> Response:
        key = request.path_params["key"]
        meeting, _ = engine.auth.lookup_access_key(key)
        engine.layers.check_available(meeting)  # before the body (up to 11 MiB) is read
        params = await read_params(request, limit=BODY_LIMIT)
        layer = await engine.layers.make(meeting, params)
        meeting, _ = engine.auth.lookup_access_key(key)  # 410 if the meeting ended while the image was fetched
        engine.layers.put(meeting, layer)
        return Response(status_code=201)

    async def remove_layer(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        engine.layers.check_available(meeting)
        engine.layers.remove(meeting, request.path_params["z_index"])
        return Response(status_code=200)

    return [Route("/rooms/{key}/layers", set_layer, methods=["POST"]),
            Route("/rooms/{key}/layers/{z_index}", remove_layer, methods=["DELETE"])]
