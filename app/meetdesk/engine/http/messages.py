"""Messages: POST /rooms/<ACCESS_KEY>/messages with type (chat or custom) and content -> 201; the logic is
engine/messages.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params


def routes(engine: Engine) -> list:
    async def post_message(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        params = await read_params(request)
        engine.messages.post(meeting, participant, params.get("type"), params.get("content"))
        return Response(status_code=201)

    return [Route("/rooms/{key}/messages", post_message, methods=["POST"])]
