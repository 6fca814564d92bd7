"""Guest registration: POST /guests/<GUEST_TOKEN> (no auth) -> meeting object with user.guest true."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.options import apply_custom_fields
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.engine import Engine, parse_user


def routes(engine: Engine) -> list:
    async def register_guest(request: Request) -> Response:
        token = request.path_params["token"]
        engine.guest_meeting(token)  # the token is checked before the body is read
        params = await read_params(request)
        user = parse_user(params, prefix="")
        custom = params.get("custom_fields")
        if custom not in (None, ""):
            user["locale"] = apply_custom_fields({}, custom).get("locale")
        meeting, participant = engine.join_guest(token, user)
        return JsonReply(engine.meeting_reply(meeting, participant), status_code=201)

    return [Route("/guests/{token}", register_guest, methods=["POST"])]
