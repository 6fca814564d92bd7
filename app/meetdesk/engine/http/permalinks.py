"""Permalinks: a pre-defined room with a guest link and host links that start meetings on demand.

The permalink id is also the id of its room. Management needs the API key (401 when missing or wrong);
GET/POST /permalink/<token> take a host token (user_token) or, for GET, the guest token, and no auth.
Guests (POST /guests/<guest_token>) get 410 while no host has started the meeting.
"""
from __future__ import annotations

import hmac
from datetime import datetime, timezone
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.api.options import apply_options, default_options, parse_bool
from meetdesk.api.tokens import new_token
from meetdesk.engine.http.params import get_page, read_params
from meetdesk.engine.meetings import iso_now
from meetdesk.engine.service import TEAM_NAME, Engine, new_id, parse_user

DEFAULT_LIMIT = 25
MAX_LIMIT = 100


def parse_timestamp(value: Any, name: str) -> str | None:
    """ISO 8601 -> UTC with milliseconds ("...Z"); None/"" -> None; 400 otherwise."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp")
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def host_user(user: dict[str, Any]) -> dict[str, Any]:
    return {"id": user.get("id") or new_id(), "name": user["name"], "avatar": user.get("avatar"),
            "guest": False, "joined_at": iso_now()}


def routes(engine: Engine) -> list:
    def auth(request: Request) -> str:
        return engine.check_api_key(request.headers.get("authorization"), status=401)

    def expired(permalink: dict[str, Any]) -> bool:
        return bool(permalink["expires_at"]) and permalink["expires_at"] <= iso_now()

    def reply(permalink: dict[str, Any], user: dict[str, Any] | None = None,
              user_token: str | None = None) -> dict[str, Any]:
        meeting = engine.meetings.by_room(permalink["id"])
        base = engine.base_url
        return {
            "permalink": {"id": permalink["id"], "created_at": permalink["created_at"], "user_token": user_token,
                          "guest_token": permalink["guest_token"], "expires_at": permalink["expires_at"]},
            "room": {"id": permalink["id"], "name": permalink["name"],
                     "started_at": meeting.started_at if meeting is not None else None},
            "team": {"name": TEAM_NAME},
            "user": user,
            "options": permalink["options"],
            "links": {"self": links.permalink_self_link(base, permalink["id"]),
                      "gui": links.permalink_host_link(base, user_token) if user_token else None,
                      "guest_join": links.permalink_guest_link(base, permalink["guest_token"])},
        }

    def by_id(permalink_id: str, key_id: str) -> dict[str, Any]:
        """The permalink of ``key_id``: another key's permalink is unknown (404) to it."""
        permalink = engine.store.get_permalink(permalink_id)
        if permalink is None or (permalink["api_key_id"] is not None
                                 and not hmac.compare_digest(permalink["api_key_id"], key_id)):
            raise ApiError(404, "unknown permalink")
        return permalink

    def add_host(permalink: dict[str, Any], raw_user: Any) -> tuple[dict[str, Any], str]:
        user = host_user(parse_user(raw_user))
        token = new_token()
        engine.store.add_permalink_user(token, permalink["id"], user)
        return user, token

    async def create(request: Request) -> Response:
        engine.ensure_accepting()
        key_id = auth(request)
        params = await read_params(request)
        raw_user = params.get("user")
        parse_user(raw_user)  # validate before anything is stored
        expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        options = apply_options(default_options(widescreen=True), params.get("options"))
        name = params.get("name")
        if isinstance(name, (dict, list)):
            raise ApiError(400, "name must be a string")
        permalink = engine.store.add_permalink(new_id(), str(name) if name not in (None, "") else None,
                                               new_token(), expires_at, options, key_id)
        # the permalink's room (same id) belongs to the key from now on, before any meeting starts
        engine.store.save_room(permalink["id"], permalink["name"], permalink["id"], key_id)
        user, token = add_host(permalink, raw_user)
        return JSONResponse(reply(permalink, user, token), status_code=201)

    async def list_all(request: Request) -> Response:
        key_id = auth(request)
        query = dict(request.query_params)
        page = get_page(query)
        limit = min(get_page(query, "limit", DEFAULT_LIMIT), MAX_LIMIT)
        exp = query.get("expired")
        only = None if exp in (None, "") else parse_bool(exp, "expired")
        total, items = engine.store.list_permalinks(only, iso_now(), limit, (page - 1) * limit, key_id)
        return JSONResponse({"page": page, "limit": limit, "total": total, "items": [reply(p) for p in items]})

    async def view(request: Request) -> Response:
        ident = request.path_params["ident"]
        host = engine.store.permalink_user(ident)
        if host is not None:
            return JSONResponse(reply(host[0]))
        by_guest = engine.store.permalink_by_guest_token(ident)
        if by_guest is not None:
            return JSONResponse(reply(by_guest))
        if not request.headers.get("authorization"):  # no credential: simply an unknown token
            raise ApiError(404, "unknown permalink token")
        return JSONResponse(reply(by_id(ident, auth(request))))

    async def update(request: Request) -> Response:
        key_id = auth(request)
        permalink = by_id(request.path_params["ident"], key_id)
        params = await read_params(request)
        options = apply_options(permalink["options"], params.get("options"))
        expires_at = permalink["expires_at"]
        if "expires_at" in params:
            expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        name = permalink["name"]
        if "name" in params:
            if isinstance(params["name"], (dict, list)):
                raise ApiError(400, "name must be a string")
            name = str(params["name"]) if params["name"] not in (None, "") else None
        engine.store.update_permalink(permalink["id"], name, expires_at, options)
        return JSONResponse(reply(by_id(permalink["id"], key_id)))

    async def delete(request: Request) -> Response:
        key_id = auth(request)
        permalink = by_id(request.path_params["ident"], key_id)
        engine.store.delete_permalink(permalink["id"])
        return Response(status_code=200)

    async def add_user(request: Request) -> Response:
        key_id = auth(request)
        permalink = by_id(request.path_params["ident"], key_id)
        params = await read_params(request)
        user, token = add_host(permalink, params.get("user"))
        return JSONResponse(reply(permalink, user, token), status_code=201)

    async def revoke_user(request: Request) -> Response:
        key_id = auth(request)
        permalink = by_id(request.path_params["ident"], key_id)
        if not engine.store.revoke_permalink_user(permalink["id"], request.path_params["token"]):
            raise ApiError(404, "unknown host token")
        return Response(status_code=200)

    async def start(request: Request) -> Response:
        engine.ensure_accepting()
        host = engine.store.permalink_user(request.path_params["ident"])
        if host is None:
            raise ApiError(404, "unknown host token")
        permalink, user = host
        if expired(permalink):
            raise ApiError(410, "this permalink has expired")
        meeting, participant = engine.start_or_join(
            permalink["id"], permalink["name"], permalink["options"],
            {"id": user["id"], "name": user["name"], "avatar": user.get("avatar")},
            permalink_id=permalink["id"], guest_token=permalink["guest_token"], api_key_id=permalink["api_key_id"])
        return JSONResponse(engine.meeting_reply(meeting, participant), status_code=201)

    return [
        Route("/permalink", create, methods=["POST"]),
        Route("/permalink", list_all, methods=["GET"]),
        Route("/permalink/{ident}", view, methods=["GET"]),
        Route("/permalink/{ident}", update, methods=["PUT"]),
        Route("/permalink/{ident}", delete, methods=["DELETE"]),
        Route("/permalink/{ident}", start, methods=["POST"]),
        Route("/permalink/{ident}/users", add_user, methods=["POST"]),
        Route("/permalink/{ident}/users/{token}", revoke_user, methods=["DELETE"]),
    ]
