"""Live captions: POST /rooms/<ACCESS_KEY>/captions with enabled=true|false -> 200 {"enabled": ...} (hosts only);
GET answers the state. GET /recordings/<ID>/transcript (API key) -> 200 {"download": <signed link>} of the
recording's WebVTT transcript. The rules are engine/captions.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.models import CaptionsState, TranscriptLink
from meetdesk.api.options import parse_bool
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def captions(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        if request.method == "GET":
            return JsonReply(CaptionsState(engine.captions.enabled(meeting)).to_json())
        params = await read_params(request)
        enabled = parse_bool(params.get("enabled"), "enabled")
        return JsonReply(CaptionsState(engine.captions.set_enabled(meeting, participant, enabled)).to_json())

    async def transcript(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        link = engine.captions.transcript(scope, request.path_params["rec_id"])
        return JsonReply(TranscriptLink(link).to_json())

    return [Route("/rooms/{key}/captions", captions, methods=["GET", "POST"]),
            Route("/recordings/{rec_id}/transcript", transcript, methods=["GET"])]
