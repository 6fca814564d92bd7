"""Who may touch what: every API-key resource belongs to the API key that made it.

An API-key request or socket authenticates once (``Auth.authenticate``, engine/auth.py) and gets a ``KeyScope``; every
endpoint and socket, the ones still to come included (recordings, snapshots, forwards, webhooks), asks the
scope, and only the scope, whether a resource is the caller's. Another key's resource answers exactly what
an unknown one answers (404 "unknown <what>"), so a key learns nothing about what others hold. A resource
without an owner belongs to nobody.
"""
from __future__ import annotations

import hmac
from dataclasses import dataclass

from meetdesk.api.errors import ApiError
from meetdesk.engine.meetings import Meeting, MeetingRegistry
from meetdesk.engine.store import Store


@dataclass(frozen=True)
class KeyScope:
    """An authenticated API key: its id and the ownership check."""

    key_id: str

    def owns(self, owner_key_id: str | None) -> bool:
        return owner_key_id is not None and hmac.compare_digest(owner_key_id, self.key_id)

    def require(self, owner_key_id: str | None, what: str) -> None:
        """404 "unknown <what>" unless the resource (its owner's key id; None for no resource) is ours."""
        if not self.owns(owner_key_id):
            raise ApiError(404, f"unknown {what}")


class RoomOwners:
    """Which API key owns a room: the running meeting's owner, else the stored room's (None: unknown room)."""

    def __init__(self, meetings: MeetingRegistry, store: Store) -> None:
        self.meetings = meetings
        self.store = store

    def owner(self, room_id: str) -> str | None:
        meeting = self.meetings.by_room(room_id)
        if meeting is not None:
            return meeting.owner_key_id
        room = self.store.get_room(room_id)
        return room["api_key_id"] if room is not None else None

    def running(self, scope: KeyScope, room_id: str) -> Meeting | None:
        """The running meeting of one of the key's rooms (None when it is not running); 404 for a room the
        key does not own."""
        scope.require(self.owner(room_id), "room")
        return self.meetings.by_room(room_id)
