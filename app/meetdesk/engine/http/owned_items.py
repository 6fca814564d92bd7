"""GET|DELETE /<plural>/<ID> and GET /rooms/<ROOM_ID>/<plural>?page&started_at&since&until with the API key
(403 without a valid one): the routes recordings and snapshots share (engine/owned_items.py)."""
from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.errors import ApiError
from meetdesk.engine.auth import Auth
from meetdesk.engine.http.params import get_page, parse_timestamp, read_params
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.owned_items import OwnedItems


def list_query(params: dict[str, Any]) -> tuple[int, dict[str, str | None]]:
    """(page, {started_at, since, until}) of a recordings or snapshots list; 400 for a bad page or timestamp."""
    page = get_page(params)
    return page, {name: parse_timestamp(params.get(name), name) for name in ("started_at", "since", "until")}


def owned_item_routes(auth: Auth, items: OwnedItems, plural: str) -> list[Route]:
    def scope(request: Request):
        return auth.authenticate(request.headers.get("authorization"), status=403)

    async def get_item(request: Request) -> Response:
        return JsonReply(items.get(scope(request), request.path_params["item_id"]))

    async def delete_item(request: Request) -> Response:
        items.delete(scope(request), request.path_params["item_id"])
        return Response(status_code=200)

    async def list_items(request: Request) -> Response:
        key = scope(request)
        page, filters = list_query(await read_params(request))
        return JsonReply(items.page(key, room_of(request.path_params["room_id"]), page, filters))

    def room_of(room_id: str) -> str:
        """The room id, or the room of a live meeting whose access key stands in its place (the PyPI SDK's
        get_recordings sends the access key); the API key must still own that room."""
        if items.owners.owner(room_id) is None:
            try:
                meeting, _ = auth.lookup_access_key(room_id)
            except ApiError:
                return room_id   # unknown: answered 404 as before
            return meeting.room_id
        return room_id

    return [Route(f"/{plural}/{{item_id}}", get_item, methods=["GET"]),
            Route(f"/{plural}/{{item_id}}", delete_item, methods=["DELETE"]),
            Route(f"/rooms/{{room_id}}/{plural}", list_items, methods=["GET"])]
