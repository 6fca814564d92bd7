"""Rooms: start/join (POST /rooms), details, end, force stop, list; the logic is engine/rooms.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_NAME
from meetdesk.api.options import apply_options, default_options
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import get_page, get_str, parse_room_id, parse_user, read_params
from meetdesk.engine.http.replies import JsonReply

PAGE_SIZE = 25


def routes(engine: Engine) -> list:
    async def create_room(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        params = await read_params(request)
        raw_id = params.get("id")
        room_id = None if raw_id is None or raw_id == "" else parse_room_id(raw_id)
        name = get_str(params, "name", max_len=MAX_NAME)
        user = parse_user(params.get("user"))
        options = apply_options(default_options(), params.get("options"))  # validated even on join
        meeting, participant = engine.rooms.start_or_join(room_id, name, options, user, owner=scope)
        return JsonReply(engine.rooms.meeting_reply(meeting, participant).to_json(), status_code=201)

    async def list_rooms(request: Request) -> Response:
        scope = engine.auth.authenticate(request.headers.get("authorization"), status=403)
        page = get_page(dict(request.query_params))
        return JsonReply([m.summary().to_json() for m in engine.rooms.page(scope, page, PAGE_SIZE)])

    async def get_room(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        return JsonReply(engine.rooms.meeting_reply(meeting, participant).to_json())

    async def delete_room(request: Request) -> Response:
        key = request.path_params["key"]
        try:
            meeting, _ = engine.auth.moderator_key(key, "end the meeting")
        except ApiError as err:
            if err.status in (403, 410):
                raise
            # Not an access key: a room id, which needs the API key. Without any credential, a value
            # that is no known room either is simply an unknown access key (404).
            header = request.headers.get("authorization")
            if not header and engine.owners.owner(key) is None:
                raise
            scope = engine.auth.authenticate(header, status=403)
            meeting = engine.owners.running(scope, parse_room_id(key, "room id"))
            if meeting is None:
                raise ApiError(404, "no running meeting in this room") from None
        await engine.rooms.end_meeting(meeting)
        return Response(status_code=204)

    return [
        Route("/rooms", create_room, methods=["POST"]),
        Route("/rooms", list_rooms, methods=["GET"]),
        Route("/rooms/{key}", get_room, methods=["GET"]),
        Route("/rooms/{key}", delete_room, methods=["DELETE"]),
    ]
