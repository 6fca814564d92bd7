"""Webhooks: POST /webhooks (url, types) -> 201, GET /webhooks -> 200, DELETE /webhooks/<ID> -> 204, all with the
API key (403 when missing or wrong, as the public service lists); the logic and the delivery are
engine/webhooks.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.webhooks import parse_types, parse_webhook_url


def routes(engine: Engine) -> list:
    webhooks = engine.webhooks

    async def register(request: Request) -> Response:
        header = request.headers.get("authorization")
        scope = engine.auth.authenticate(header, status=403)
        params = await read_params(request)
        url = parse_webhook_url(params.get("url"))  # everything is validated before anything is stored
        types = parse_types(params.get("types"))
        reply = webhooks.register(scope, (header or "").strip(), url, types)
        return JsonReply(reply.to_json(), status_code=201)

    async def show(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        return JsonReply(webhooks.current(scope).to_json())

    async def delete(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        webhooks.delete(scope, request.path_params["webhook_id"])
        return Response(status_code=204)

    return [Route("/webhooks", register, methods=["POST"]), Route("/webhooks", show, methods=["GET"]),
            Route("/webhooks/{webhook_id}", delete, methods=["DELETE"])]
