"""Permalinks: a pre-defined room with a guest link and host links that start meetings on demand.

The permalink id is also the id of its room, which belongs to the permalink's API key from its creation on.
Each host has a user token (its host link, ``POST /permalink/<USER_TOKEN>`` starts or joins the meeting); the
guest token is the guest link of every meeting of the permalink (guests get 410 while no host has started
one, engine/guests.py). Management needs the API key, and another key's permalink is unknown to it
(engine/ownership.py). An expired permalink starts no meeting (410).

Two extensions (docs/engine-api.md "Permalinks: waiting guests and new guest links"): the guests who knock
(POST /guests/<GUEST_TOKEN>) while no host has started the meeting are remembered for a while, by name, for the
key's ``GET /permalink/waiting``; and ``POST /permalink/<ID>/guest_token`` gives the permalink a new guest token,
after which the old one answers 410 "replaced" (its digest kept in the store, at most REPLACED_KEPT a permalink).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.api.models import (Links, Options, PermalinkInfo, PermalinkPage, PermalinkReply, PermalinkRoom,
                                 UserSummary)
from meetdesk.api.tokens import new_token
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.auth import ShutdownGate
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant, iso_now
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.rooms import TEAM_NAME, Rooms, new_id
from meetdesk.engine.store import Store


Permalink = dict[str, Any]  # a stored permalink: id, name, guest_token, expires_at, options, created_at, ...

WAITING_TTL = 15.0      # s a knocking guest stays listed after its last knock (clients knock every 1-2 s)
MAX_WAITING = 20        # names listed per permalink (the newest knocks); more are not told apart
MAX_WAITING_ROOMS = 256 # permalinks with waiting guests held at once (the oldest knocks forgotten first)
REPLACED_KEPT = 50      # replaced guest tokens a permalink remembers (older ones answer 404 unknown)
NOT_STARTED = "not_started"   # the "reason" of a 410 for a permalink guest before a host started the meeting
REPLACED = "replaced"         # the "reason" of a 410 for a permalink's guest token that was replaced


@dataclass
class WaitingGuest:
    name: str
    since: str            # ISO time of the first knock
    last: float           # monotonic time of the last knock


def not_started_error(host: dict[str, Any] | None) -> ApiError:
    """410 for a permalink guest before a host started the meeting; ``host`` names whom the guest waits for."""
    return ApiError(410, "the meeting of this permalink has not been started by a host yet", reason=NOT_STARTED,
                    host=(host or {}).get("name") or None)


def replaced_error() -> ApiError:
    return ApiError(410, "this meeting link was replaced by a new one: ask the host for the new link",
                    reason=REPLACED)


def host_user(user: dict[str, Any]) -> UserSummary:
    """A permalink's host as stored and shown (``user``: validated id, name, avatar)."""
    return UserSummary(id=user.get("id") or new_id(), name=user["name"], avatar=user.get("avatar"),
                       guest=False, joined_at=iso_now())


def expired(permalink: Permalink) -> bool:
    return bool(permalink["expires_at"]) and permalink["expires_at"] <= iso_now()


class Permalinks:
    """Creates, lists, changes and deletes permalinks and their hosts; starts their meetings."""

    def __init__(self, store: Store, meetings: MeetingRegistry, rooms: Rooms, gate: ShutdownGate,
                 address: EngineAddress) -> None:
        self.store = store
        self.meetings = meetings
        self.rooms = rooms
        self.gate = gate
        self.address = address
        self.waiting: dict[str, dict[str, WaitingGuest]] = {}   # permalink id -> name -> guest (in memory only)

    # -- the permalink object --------------------------------------------------------------------------
    def reply(self, permalink: Permalink, user: UserSummary | None = None,
              user_token: str | None = None) -> PermalinkReply:
        """{permalink, room, team, user, options, links}; user, user_token and links.gui only for a host
        (right after it was added), null in the permalink-level views."""
        meeting = self.meetings.by_room(permalink["id"])
        base, pin = self.address.base_url, self.address.fingerprint
        return PermalinkReply(
            permalink=PermalinkInfo(id=permalink["id"], created_at=permalink["created_at"],
                                    guest_token=permalink["guest_token"], user_token=user_token,
                                    expires_at=permalink["expires_at"]),
            room=PermalinkRoom(id=permalink["id"], name=permalink["name"],
                               started_at=meeting.started_at if meeting is not None else None),
            options=Options.from_json(permalink["options"]),
            links=Links(self_link=links.permalink_self_link(base, permalink["id"]),
                        gui=links.permalink_host_link(base, user_token, pin) if user_token else None,
                        guest_join=links.permalink_guest_link(base, permalink["guest_token"], pin)),
            user=user, team_name=TEAM_NAME)

    # -- with the API key ------------------------------------------------------------------------------
    def owned(self, scope: KeyScope, permalink_id: str) -> Permalink:
        """The key's permalink: another key's permalink is unknown (404) to it."""
        permalink = self.store.get_permalink(permalink_id)
        scope.require(permalink["api_key_id"] if permalink is not None else None, "permalink")
        return permalink  # type: ignore[return-value]

    def create(self, scope: KeyScope, name: str | None, expires_at: str | None, options: dict[str, Any],
               user: dict[str, Any]) -> PermalinkReply:
        """A new permalink with its first host (all validated); 503 while the engine shuts down."""
        self.gate.check()
        store = self.store
        host = host_user(user)
        permalink = store.add_permalink(new_id(), name, new_token(), expires_at, options, scope.key_id)
        # the permalink's room (same id) belongs to the key from now on, before any meeting starts
        store.save_room(permalink["id"], permalink["name"], permalink["id"], scope.key_id)
        token = new_token()
        store.add_permalink_user(token, permalink["id"], host.to_json())
        return self.reply(permalink, host, token)

    def page(self, scope: KeyScope, page: int, limit: int, expired: bool | None) -> PermalinkPage:
        """The key's permalinks, ``limit`` a page; only expired ones (True), only valid ones (False) or all."""
        total, items = self.store.list_permalinks(expired, iso_now(), limit, (page - 1) * limit,
                                                         scope.key_id)
        return PermalinkPage(page=page, limit=limit, total=total, items=[self.reply(p) for p in items])

    def update(self, permalink: Permalink, name: str | None, expires_at: str | None,
               options: dict[str, Any]) -> PermalinkReply:
        """Store a new name, expiry and options (validated: ``apply_options`` on the permalink's options)."""
        self.store.update_permalink(permalink["id"], name, expires_at, options)
        return self.reply(self.store.get_permalink(permalink["id"]))  # type: ignore[arg-type]

    def delete(self, permalink: Permalink) -> None:
        self.store.delete_permalink(permalink["id"])
        self.waiting.pop(permalink["id"], None)

    def new_guest_token(self, permalink: Permalink) -> PermalinkReply:
        """A new guest link for the permalink: the old guest token answers 410 "replaced" from now on, also
        for a meeting of the permalink that runs now (its participants stay; new guests need the new link)."""
        self.gate.check()
        token = new_token()
        self.store.replace_permalink_guest_token(permalink["id"], token, REPLACED_KEPT)
        meeting = self.meetings.by_room(permalink["id"])
        if meeting is not None and meeting.permalink_id == permalink["id"]:
            self.rooms.meeting_keys.replace_guest_token(meeting, token)
        self.waiting.pop(permalink["id"], None)   # they knocked with the old link
        return self.reply(self.store.get_permalink(permalink["id"]))  # type: ignore[arg-type]

    # -- guests waiting for a host ---------------------------------------------------------------------
    def knock(self, permalink: Permalink, name: str | None) -> None:
        """A guest of the permalink asked to enter before a host started the meeting: listed as waiting for
        WAITING_TTL s (a guest without a valid name is not listed)."""
        if not name:
            return
        now = time.monotonic()
        self._forget_gone(now)
        guests = self.waiting.get(permalink["id"])
        if guests is None:
            if len(self.waiting) >= MAX_WAITING_ROOMS:   # the permalink knocked at longest ago goes
                oldest = min(self.waiting, key=lambda pid: max(g.last for g in self.waiting[pid].values()))
                del self.waiting[oldest]
            guests = self.waiting[permalink["id"]] = {}
        guest = guests.get(name)
        if guest is None:
            if len(guests) >= MAX_WAITING:
                del guests[min(guests, key=lambda n: guests[n].last)]
            guest = guests[name] = WaitingGuest(name=name, since=iso_now(), last=now)
        guest.last = now

    def _forget_gone(self, now: float) -> None:
        for pid in list(self.waiting):
            guests = self.waiting[pid]
            for name in [n for n, g in guests.items() if now - g.last > WAITING_TTL]:
                del guests[name]
            if not guests:
                del self.waiting[pid]

    def waiting_of(self, scope: KeyScope) -> list[dict[str, Any]]:
        """The key's permalinks with guests waiting for a host, and who: [{permalink_id, name, host, guests:
        [{name, since}]}], the longest waiting first; a permalink whose meeting runs has nobody waiting."""
        self._forget_gone(time.monotonic())
        found = []
        for pid, guests in list(self.waiting.items()):
            permalink = self.store.get_permalink(pid)
            if permalink is None or not scope.owns(permalink["api_key_id"]) or self.meetings.by_room(pid) is not None:
                continue
            host = self.store.first_permalink_host(pid) or {}
            ordered = sorted(guests.values(), key=lambda g: g.since)
            found.append({"permalink_id": pid, "name": permalink["name"], "host": host.get("name"),
                          "guests": [{"name": g.name, "since": g.since} for g in ordered]})
        found.sort(key=lambda item: item["guests"][0]["since"])
        return found

    def add_host(self, permalink: Permalink, user: dict[str, Any]) -> PermalinkReply:
        """A new host with its own user token (host link)."""
        host, token = host_user(user), new_token()
        self.store.add_permalink_user(token, permalink["id"], host.to_json())
        return self.reply(permalink, host, token)

    def revoke_host(self, permalink: Permalink, user_token: str) -> None:
        """The host link stops working; 404 for a token that is not one of the permalink's hosts."""
        if not self.store.revoke_permalink_user(permalink["id"], user_token):
            raise ApiError(404, "unknown host token")

    # -- with a token ----------------------------------------------------------------------------------
    def by_token(self, token: str) -> PermalinkReply | None:
        """The permalink of a host or guest token (no user, no user token), None for another token."""
        host = self.store.permalink_user(token)
        if host is not None:
            return self.reply(host[0])
        by_guest = self.store.permalink_by_guest_token(token)
        if by_guest is None and self.store.replaced_guest_token(token) is not None:
            raise replaced_error()
        return self.reply(by_guest) if by_guest is not None else None

    def start(self, user_token: str) -> tuple[Meeting, Participant]:
        """A host starts the permalink's meeting or joins it: 404 unknown or revoked host token, 410 expired,
        503 while the engine shuts down."""
        host = self.store.permalink_user(user_token)
        if host is None:
            raise ApiError(404, "unknown host token")
        permalink, user = host
        if expired(permalink):
            raise ApiError(410, "this permalink has expired")
        self.waiting.pop(permalink["id"], None)   # they get in with their next knock
        return self.rooms.start_or_join(
            permalink["id"], permalink["name"], permalink["options"],
            {"id": user["id"], "name": user["name"], "avatar": user.get("avatar")},
            permalink_id=permalink["id"], guest_token=permalink["guest_token"],
            owner=KeyScope(permalink["api_key_id"]))
