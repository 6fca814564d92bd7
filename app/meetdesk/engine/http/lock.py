"""The meeting lock: POST /rooms/<ACCESS_KEY>/lock -> 201; the rules are engine/lock.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine


def routes(engine: Engine) -> list:
    async def lock_meeting(request: Request) -> Response:
        meeting, _ = engine.auth.moderator_key(request.path_params["key"], "lock the meeting")
        engine.meeting_lock.lock(meeting)
        return Response(status_code=201)

    return [Route("/rooms/{key}/lock", lock_meeting, methods=["POST"])]
