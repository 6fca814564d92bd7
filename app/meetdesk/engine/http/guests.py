"""Guest registration: POST /guests/<GUEST_TOKEN> (no auth) -> meeting object with user.guest true; the logic is
engine/guests.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.options import apply_custom_fields
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import parse_user, read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def register_guest(request: Request) -> Response:
        token = request.path_params["token"]
        engine.guests.meeting(token)  # the token is checked before the body is read
        params = await read_params(request)
        user = parse_user(params, prefix="")
        custom = params.get("custom_fields")
        if custom not in (None, ""):
            user["locale"] = apply_custom_fields({}, custom).get("locale")
        previous = params.get("access_key")   # a guest rejoining as itself proves it with its access key
        meeting, participant = engine.guests.join(token, user, previous if isinstance(previous, str) else None)
        return JsonReply(engine.rooms.meeting_reply(meeting, participant).to_json(), status_code=201)

    return [Route("/guests/{token}", register_guest, methods=["POST"])]
