"""Reactions (engine extension): POST /rooms/<ACCESS_KEY>/reactions with reaction=<name> -> 201; the logic is
engine/reactions.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params


def routes(engine: Engine) -> list:
    async def send_reaction(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        params = await read_params(request)
        engine.reactions.send(meeting, participant, params.get("reaction"))
        return Response(status_code=201)

    return [Route("/rooms/{key}/reactions", send_reaction, methods=["POST"])]
