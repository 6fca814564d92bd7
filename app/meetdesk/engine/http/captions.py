"""Live captions: POST /rooms/<ACCESS_KEY>/captions with enabled=true|false -> 200 {"enabled": ...} (hosts only);
GET answers the state. GET /recordings/<ID>/transcript (API key) -> 200 {"download": <signed link>} of the
recording's WebVTT transcript. The rules are engine/captions.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.models import CaptionsState, TranscriptLink
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.http.switches import state_route


def routes(engine: Engine) -> list:
    async def transcript(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        link = engine.captions.transcript(scope, request.path_params["rec_id"])
        return JsonReply(TranscriptLink(link).to_json())

    return [state_route(engine.auth, "captions", "enabled", engine.captions.enabled, engine.captions.set_enabled,
                        CaptionsState),
            Route("/recordings/{rec_id}/transcript", transcript, methods=["GET"])]
