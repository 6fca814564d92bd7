"""Stream forwarding: POST /rooms/<ROOM_ID>/forward/source|mcu|playback -> 201 without a body and
DELETE /rooms/<ROOM_ID>/forward/<FORWARD_ID> -> 200 without a body, with the API key (401 without a valid one).
The logic is engine/forwards.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params


def routes(engine: Engine) -> list:
    def start(what: str):
        async def start_forward(request: Request) -> Response:
            scope = engine.auth.authenticate(request.headers.get("authorization"))
            params = await read_params(request)
            await engine.forwards.start(scope, request.path_params["room_id"], what, params)
            return Response(status_code=201)
        return start_forward

    async def stop_forward(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"))
        await engine.forwards.stop(scope, request.path_params["room_id"], request.path_params["forward_id"])
        return Response(status_code=200)

    return [*(Route(f"/rooms/{{room_id}}/forward/{what}", start(what), methods=["POST"])
              for what in ("source", "mcu", "playback")),
            Route("/rooms/{room_id}/forward/{forward_id}", stop_forward, methods=["DELETE"])]
