"""Guest registration: POST /guests/<GUEST_TOKEN> (no auth) -> meeting object with user.guest true; the logic is
engine/guests.py. A permalink guest before the host started (410 "not_started") is listed as waiting under the
name its body gives (engine/permalinks.py ``knock``)."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.errors import ApiError
from meetdesk.api.options import apply_custom_fields
from meetdesk.engine.engine import Engine
from meetdesk.engine.guests import NotStarted
from meetdesk.engine.http.params import parse_user, read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def register_guest(request: Request) -> Response:
        token = request.path_params["token"]
        try:
            engine.guests.meeting(token)  # the token is checked before the body is read
        except NotStarted as waiting:
            await _knock(engine, request, waiting)
            raise
        params = await read_params(request)
        user = parse_user(params, prefix="")
        custom = params.get("custom_fields")
        if custom not in (None, ""):
            user["locale"] = apply_custom_fields({}, custom).get("locale")
        previous = params.get("access_key")   # a guest rejoining as itself proves it with its access key
        meeting, participant = engine.guests.join(token, user, previous if isinstance(previous, str) else None)
        return JsonReply(engine.rooms.meeting_reply(meeting, participant).to_json(), status_code=201)

    return [Route("/guests/{token}", register_guest, methods=["POST"])]


async def _knock(engine: Engine, request: Request, waiting: NotStarted) -> None:
    """List the guest as waiting for the permalink's host under the name its body gives; a body without a
    valid name lists nobody, and the answer stays the 410 (as for a guest of a meeting that is not running)."""
    try:
        name = parse_user(await read_params(request), prefix="")["name"]
    except ApiError:
        return
    engine.permalinks.knock(waiting.permalink, name)
