"""The REST client's permalink calls (client/rest.py ``ServiceClient`` has them): permalinks of the API key, their
hosts, their guest links and who waits at them (the last two: engine extensions), and joining one by token;
plus the path and time helpers every call shares."""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any
from urllib.parse import quote

from meetdesk.api.models import MeetingReply, PermalinkPage, PermalinkReply
from meetdesk.client.errors import host_of

_UNSET: Any = object()


def _seg(value: str) -> str:
    return quote(str(value), safe="")


def _iso(value: str | datetime | None) -> str | None:
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    return value


class PermalinkCalls:
    """Mixed into ServiceClient, whose ``_request`` sends them."""

    _request: Callable[..., Awaitable[Any]]

    async def create_permalink(self, user_name: str, *, user_id: str | None = None, avatar: str | None = None,
                               name: str | None = None, expires_at: str | datetime | None = None,
                               options: dict[str, Any] | None = None) -> PermalinkReply:
        data = {"user": {"name": user_name, "id": user_id, "avatar": avatar}, "name": name,
                "expires_at": _iso(expires_at), "options": options}
        return PermalinkReply.from_json(await self._request("POST", "/permalink", auth=True, data=data))

    async def list_permalinks(self, page: int = 1, limit: int = 25, expired: bool | None = None) -> PermalinkPage:
        """GET /permalink: {page, limit, total, items}."""
        params = {"page": page, "limit": limit, "expired": expired}
        return PermalinkPage.from_json(await self._request("GET", "/permalink", auth=True, params=params))

    async def get_permalink(self, permalink_id: str) -> PermalinkReply:
        return PermalinkReply.from_json(await self._request("GET", f"/permalink/{_seg(permalink_id)}", auth=True))

    async def update_permalink(self, permalink_id: str, *, name: str | None = None,
                               expires_at: str | datetime | None = _UNSET,
                               options: dict[str, Any] | None = None) -> PermalinkReply:
        """PUT /permalink/<id>; ``expires_at=None`` clears the expiry, leaving it out keeps it."""
        data: dict[str, Any] = {"name": name, "options": options}
        if expires_at is not _UNSET:
            data["expires_at"] = "" if expires_at is None else _iso(expires_at)
        return PermalinkReply.from_json(
            await self._request("PUT", f"/permalink/{_seg(permalink_id)}", auth=True, data=data))

    async def delete_permalink(self, permalink_id: str) -> None:
        await self._request("DELETE", f"/permalink/{_seg(permalink_id)}", auth=True)

    async def add_permalink_user(self, permalink_id: str, user_name: str, *, user_id: str | None = None,
                                 avatar: str | None = None) -> PermalinkReply:
        """POST /permalink/<id>/users: the reply's permalink.user_token is the new host's token."""
        data = {"user": {"name": user_name, "id": user_id, "avatar": avatar}}
        return PermalinkReply.from_json(
            await self._request("POST", f"/permalink/{_seg(permalink_id)}/users", auth=True, data=data))

    async def remove_permalink_user(self, permalink_id: str, user_token: str) -> None:
        await self._request("DELETE", f"/permalink/{_seg(permalink_id)}/users/{_seg(user_token)}", auth=True)

    async def new_permalink_guest_token(self, permalink_id: str) -> PermalinkReply:
        """POST /permalink/<id>/guest_token (an engine extension): a new guest link; the old one answers
        "replaced" (LinkReplaced) from now on."""
        return PermalinkReply.from_json(
            await self._request("POST", f"/permalink/{_seg(permalink_id)}/guest_token", auth=True))

    async def waiting_guests(self) -> list[dict[str, Any]]:
        """GET /permalink/waiting (an engine extension): the key's permalinks with guests waiting for a host,
        [{permalink_id, name, host, guests: [names]}]; names are text from the network (one line, cut to 64)."""
        body = await self._request("GET", "/permalink/waiting", auth=True)
        found = []
        for item in (body or {}).get("waiting", []) if isinstance(body, dict) else []:
            if not isinstance(item, dict) or not isinstance(item.get("permalink_id"), str):
                continue
            guests = [host_of({"host": g.get("name")}) for g in item.get("guests") or [] if isinstance(g, dict)]
            guests = [g for g in guests if g]
            if guests:
                found.append({"permalink_id": item["permalink_id"], "name": host_of({"host": item.get("name")}) or "",
                              "host": host_of(item), "guests": guests})
        return found

    async def get_permalink_by_token(self, token: str) -> PermalinkReply:
        """GET /permalink/<user or guest token> (no auth): room.started_at tells whether a meeting runs."""
        return PermalinkReply.from_json(await self._request("GET", f"/permalink/{_seg(token)}"))

    async def join_permalink(self, user_token: str) -> MeetingReply:
        """POST /permalink/<user_token>: start or join the permalink's meeting as its host."""
        return MeetingReply.from_json(await self._request("POST", f"/permalink/{_seg(user_token)}"))
