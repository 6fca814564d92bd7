"""Users of a meeting: details and kick (access key), the room's user list (API key); the logic is
engine/users.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.options import parse_bool
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def get_user(request: Request) -> Response:
        meeting, _ = engine.auth.lookup_access_key(request.path_params["key"])
        participant = engine.users.find(meeting, request.path_params["user_id"])
        return JsonReply(participant.summary().to_json())

    async def kick_user(request: Request) -> Response:
        meeting, _ = engine.auth.moderator_key(request.path_params["key"], "remove someone")
        engine.users.kick(meeting, request.path_params["user_id"])
        return Response(status_code=200)

    async def list_users(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        online_raw = request.query_params.get("online")
        online = None if online_raw in (None, "") else parse_bool(online_raw, "online")
        users = engine.users.of_room(scope, request.path_params["room_id"], online)
        return JsonReply([u.to_json() for u in users])

    return [
        Route("/rooms/{key}/users/{user_id}", get_user, methods=["GET"]),
        Route("/rooms/{key}/users/{user_id}", kick_user, methods=["DELETE"]),
        Route("/rooms/{room_id}/users", list_users, methods=["GET"]),
    ]
