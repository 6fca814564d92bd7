"""Layout and presentation: POST /rooms/<ACCESS_KEY>/layout -> 201, POST /rooms/<ACCESS_KEY>/presentation -> 201,
DELETE /rooms/<ACCESS_KEY>/presentation -> 200, all without a body (the spec shows none; the public clients
accept 200 and 201, php only those two). The logic is engine/layout.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.switches import start_stop_routes


def routes(engine: Engine) -> list:
    async def set_layout(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        engine.layout.check_available(meeting)  # 405 before the body is read
        params = await read_params(request)
        engine.layout.apply(meeting, params)
        return Response(status_code=201)

    return [Route("/rooms/{key}/layout", set_layout, methods=["POST"]),
            *start_stop_routes(engine.auth, "presentation", engine.layout.present, engine.layout.stop_presenting)]
