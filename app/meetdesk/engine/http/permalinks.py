"""Permalinks: the ten requests of the spec, mapped to engine/permalinks.py (which holds the logic).

Management needs the API key (401 when missing or wrong); GET/POST /permalink/<token> take a host token
(user_token) or, for GET, the guest token, and no auth. Two extensions with the API key: GET /permalink/waiting
(the key's permalinks with guests waiting for a host) and POST /permalink/<id>/guest_token (a new guest link,
the old one answers 410 "replaced").
"""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_NAME
from meetdesk.api.options import apply_options, default_options, parse_bool
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import get_page, get_str, parse_timestamp, parse_user, read_params
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.ownership import KeyScope

DEFAULT_LIMIT = 25
MAX_LIMIT = 100


def routes(engine: Engine) -> list:
    permalinks = engine.permalinks

    def auth(request: Request) -> KeyScope:
        return engine.auth.authenticate(request.headers.get("authorization"), status=401)

    async def create(request: Request) -> Response:
        scope = auth(request)
        params = await read_params(request)
        user = parse_user(params.get("user"))  # everything is validated before anything is stored
        expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        options = apply_options(default_options(widescreen=True), params.get("options"))
        name = get_str(params, "name", max_len=MAX_NAME)
        reply = permalinks.create(scope, name, expires_at, options, user)
        return JsonReply(reply.to_json(), status_code=201)

    async def list_all(request: Request) -> Response:
        scope = auth(request)
        query = dict(request.query_params)
        page = get_page(query)
        limit = min(get_page(query, "limit", DEFAULT_LIMIT), MAX_LIMIT)
        exp = query.get("expired")
        only = None if exp in (None, "") else parse_bool(exp, "expired")
        return JsonReply(permalinks.page(scope, page, limit, only).to_json())

    async def view(request: Request) -> Response:
        ident = request.path_params["ident"]
        reply = permalinks.by_token(ident)
        if reply is None:
            if not request.headers.get("authorization"):  # no credential: simply an unknown token
                raise ApiError(404, "unknown permalink token")
            reply = permalinks.reply(permalinks.owned(auth(request), ident))
        return JsonReply(reply.to_json())

    async def update(request: Request) -> Response:
        scope = auth(request)
        permalink = permalinks.owned(scope, request.path_params["ident"])
        params = await read_params(request)
        options = apply_options(permalink["options"], params.get("options"))
        expires_at = permalink["expires_at"]
        if "expires_at" in params:
            expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        name = get_str(params, "name", max_len=MAX_NAME) if "name" in params else permalink["name"]
        return JsonReply(permalinks.update(permalink, name, expires_at, options).to_json())

    async def delete(request: Request) -> Response:
        permalinks.delete(permalinks.owned(auth(request), request.path_params["ident"]))
        return Response(status_code=200)

    async def add_user(request: Request) -> Response:
        permalink = permalinks.owned(auth(request), request.path_params["ident"])
        params = await read_params(request)
        user = parse_user(params.get("user"))
        return JsonReply(permalinks.add_host(permalink, user).to_json(), status_code=201)

    async def revoke_user(request: Request) -> Response:
        permalink = permalinks.owned(auth(request), request.path_params["ident"])
        permalinks.revoke_host(permalink, request.path_params["token"])
        return Response(status_code=200)

    async def waiting(request: Request) -> Response:
        return JsonReply({"waiting": permalinks.waiting_of(auth(request))})

    async def new_guest_token(request: Request) -> Response:
        permalink = permalinks.owned(auth(request), request.path_params["ident"])
        return JsonReply(permalinks.new_guest_token(permalink).to_json(), status_code=201)

    async def start(request: Request) -> Response:
        meeting, participant = permalinks.start(request.path_params["ident"])
        return JsonReply(engine.rooms.meeting_reply(meeting, participant).to_json(), status_code=201)

    return [
        Route("/permalink", create, methods=["POST"]),
        Route("/permalink", list_all, methods=["GET"]),
        Route("/permalink/waiting", waiting, methods=["GET"]),   # before /permalink/{ident}: ids are hex, tokens long
        Route("/permalink/{ident}", view, methods=["GET"]),
        Route("/permalink/{ident}", update, methods=["PUT"]),
        Route("/permalink/{ident}", delete, methods=["DELETE"]),
        Route("/permalink/{ident}", start, methods=["POST"]),
        Route("/permalink/{ident}/users", add_user, methods=["POST"]),
        Route("/permalink/{ident}/guest_token", new_guest_token, methods=["POST"]),
        Route("/permalink/{ident}/users/{token}", revoke_user, methods=["DELETE"]),
    ]
