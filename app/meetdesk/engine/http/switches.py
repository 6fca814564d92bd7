"""The routes of a meeting's features that are switched on and off with an access key: started and stopped
(POST|DELETE /rooms/<ACCESS_KEY>/<name>: the recording, the presentation), or set and read as one JSON state
(GET|POST /rooms/<ACCESS_KEY>/<name>: captions, listing)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.options import parse_bool
from meetdesk.engine.auth import Auth
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.meetings import Meeting, Participant


def start_stop_routes(auth: Auth, name: str, start: Callable[[Meeting, Participant], None],
                      stop: Callable[[Meeting], None]) -> list[Route]:
    """POST /rooms/<ACCESS_KEY>/<name>: ``start(meeting, participant)`` -> 201; DELETE: ``stop(meeting)`` -> 200;
    neither with a body."""
    async def start_it(request: Request) -> Response:
        meeting, participant = auth.lookup_access_key(request.path_params["key"])
        start(meeting, participant)
        return Response(status_code=201)

    async def stop_it(request: Request) -> Response:
        meeting, _ = auth.lookup_access_key(request.path_params["key"])
        stop(meeting)
        return Response(status_code=200)

    return [Route(f"/rooms/{{key}}/{name}", start_it, methods=["POST"]),
            Route(f"/rooms/{{key}}/{name}", stop_it, methods=["DELETE"])]


def state_route(auth: Auth, name: str, param: str, read: Callable[[Meeting], bool],
                change: Callable[[Meeting, Participant, bool], bool], reply: Callable[[bool], Any]) -> Route:
    """GET /rooms/<ACCESS_KEY>/<name> -> 200 ``reply(read(meeting)).to_json()``; POST with ``param``=true|false ->
    200 ``reply(change(meeting, participant, value)).to_json()`` (400 for another value)."""
    async def state(request: Request) -> Response:
        meeting, participant = auth.lookup_access_key(request.path_params["key"])
        if request.method == "GET":
            return JsonReply(reply(read(meeting)).to_json())
        params = await read_params(request)
        value = parse_bool(params.get(param), param)
        return JsonReply(reply(change(meeting, participant, value)).to_json())

    return Route(f"/rooms/{{key}}/{name}", state, methods=["GET", "POST"])
