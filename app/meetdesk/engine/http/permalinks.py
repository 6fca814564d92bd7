"""Permalinks: a pre-defined room with a guest link and host links that start meetings on demand.

The permalink id is also the id of its room. Management needs the API key (401 when missing or wrong);
GET/POST /permalink/<token> take a host token (user_token) or, for GET, the guest token, and no auth.
Guests (POST /guests/<guest_token>) get 410 while no host has started the meeting.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_NAME, check_text
from meetdesk.api.options import apply_options, default_options, parse_bool
from meetdesk.api.tokens import new_token
from meetdesk.engine.http.params import get_page, read_params
from meetdesk.engine.meetings import iso_now
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.engine import TEAM_NAME, Engine, new_id, parse_user

DEFAULT_LIMIT = 25
MAX_LIMIT = 100


def parse_timestamp(value: Any, name: str) -> str | None:
    """ISO 8601 -> UTC with milliseconds ("...Z"), years 1970 to 9999; None/"" -> None; 400 otherwise."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 64:
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp")
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00").replace("z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=timezone.utc)
        moment = moment.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp from 1970 to 9999") from None
    if moment.year < 1970:
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp from 1970 to 9999")
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def parse_name(value: Any) -> str | None:
    """A permalink's name: text of at most MAX_NAME characters, None for null/empty; 400 otherwise."""
    if value in (None, ""):
        return None
    if isinstance(value, (dict, list, bool)):
        raise ApiError(400, "name must be a string")
    return check_text(str(value), "name", MAX_NAME)


def host_user(user: dict[str, Any]) -> dict[str, Any]:
    return {"id": user.get("id") or new_id(), "name": user["name"], "avatar": user.get("avatar"),
            "guest": False, "joined_at": iso_now()}


def routes(engine: Engine) -> list:
    def auth(request: Request) -> KeyScope:
        return engine.authenticate(request.headers.get("authorization"), status=401)

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

    def by_id(permalink_id: str, scope: KeyScope) -> dict[str, Any]:
        """The key's permalink: another key's permalink is unknown (404) to it."""
        permalink = engine.store.get_permalink(permalink_id)
        scope.require(permalink["api_key_id"] if permalink is not None else None, "permalink")
        return permalink  # type: ignore[return-value]

    async def create(request: Request) -> Response:
        engine.ensure_accepting()
        scope = auth(request)
        params = await read_params(request)
        raw_user = params.get("user")
        user = host_user(parse_user(raw_user))  # everything is validated before anything is stored
        expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        options = apply_options(default_options(widescreen=True), params.get("options"))
        name = parse_name(params.get("name"))
        permalink = engine.store.add_permalink(new_id(), name, new_token(), expires_at, options, scope.key_id)
        # the permalink's room (same id) belongs to the key from now on, before any meeting starts
        engine.store.save_room(permalink["id"], permalink["name"], permalink["id"], scope.key_id)
        token = new_token()
        engine.store.add_permalink_user(token, permalink["id"], user)
        return JsonReply(reply(permalink, user, token), status_code=201)

    async def list_all(request: Request) -> Response:
        scope = auth(request)
        query = dict(request.query_params)
        page = get_page(query)
        limit = min(get_page(query, "limit", DEFAULT_LIMIT), MAX_LIMIT)
        exp = query.get("expired")
        only = None if exp in (None, "") else parse_bool(exp, "expired")
        total, items = engine.store.list_permalinks(only, iso_now(), limit, (page - 1) * limit, scope.key_id)
        return JsonReply({"page": page, "limit": limit, "total": total, "items": [reply(p) for p in items]})

    async def view(request: Request) -> Response:
        ident = request.path_params["ident"]
        host = engine.store.permalink_user(ident)
        if host is not None:
            return JsonReply(reply(host[0]))
        by_guest = engine.store.permalink_by_guest_token(ident)
        if by_guest is not None:
            return JsonReply(reply(by_guest))
        if not request.headers.get("authorization"):  # no credential: simply an unknown token
            raise ApiError(404, "unknown permalink token")
        return JsonReply(reply(by_id(ident, auth(request))))

    async def update(request: Request) -> Response:
        scope = auth(request)
        permalink = by_id(request.path_params["ident"], scope)
        params = await read_params(request)
        options = apply_options(permalink["options"], params.get("options"))
        expires_at = permalink["expires_at"]
        if "expires_at" in params:
            expires_at = parse_timestamp(params.get("expires_at"), "expires_at")
        name = parse_name(params["name"]) if "name" in params else permalink["name"]
        engine.store.update_permalink(permalink["id"], name, expires_at, options)
        return JsonReply(reply(by_id(permalink["id"], scope)))

    async def delete(request: Request) -> Response:
        scope = auth(request)
        permalink = by_id(request.path_params["ident"], scope)
        engine.store.delete_permalink(permalink["id"])
        return Response(status_code=200)

    async def add_user(request: Request) -> Response:
        scope = auth(request)
        permalink = by_id(request.path_params["ident"], scope)
        params = await read_params(request)
        user, token = host_user(parse_user(params.get("user"))), new_token()
        engine.store.add_permalink_user(token, permalink["id"], user)
        return JsonReply(reply(permalink, user, token), status_code=201)

    async def revoke_user(request: Request) -> Response:
        scope = auth(request)
        permalink = by_id(request.path_params["ident"], scope)
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
            permalink_id=permalink["id"], guest_token=permalink["guest_token"], owner=KeyScope(permalink["api_key_id"]))
        return JsonReply(engine.meeting_reply(meeting, participant), status_code=201)

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
