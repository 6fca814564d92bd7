"""Guests: who enters a running meeting with its guest token (POST /guests/<GUEST_TOKEN>), and when not.

A guest token belongs to one meeting (a room's instance) or, for a permalink, to every meeting of it. It
answers 404 when unknown, 410 when its meeting is over or when no host has started the permalink's meeting
yet (``reason`` "not_started" and the ``host`` awaited: the guest is listed as waiting, engine/permalinks.py)
or when the permalink's guest token was replaced (``reason`` "replaced"), 405 when the meeting has no guest
access (options[guest_token_available] false), 423 when the meeting is locked (engine/lock.py).
"""
from __future__ import annotations

import hmac
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.engine.lock import MeetingLock
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.engine.permalinks import expired, not_started_error, replaced_error
from meetdesk.engine.rooms import Rooms
from meetdesk.engine.store import Store


class NotStarted(ApiError):
    """410 for a guest of a permalink whose meeting no host has started yet (``permalink``: the stored one)."""

    def __init__(self, error: ApiError, permalink: dict[str, Any]) -> None:
        super().__init__(error.status, error.message, **error.details)
        self.permalink = permalink


class Guests:
    """Checks guest tokens and adds guests to their meeting."""

    def __init__(self, store: Store, meeting_keys: MeetingKeys, meeting_lock: MeetingLock, rooms: Rooms) -> None:
        self.store = store
        self.meeting_keys = meeting_keys
        self.meeting_lock = meeting_lock
        self.rooms = rooms

    def meeting(self, token: str) -> Meeting:
        """The running meeting a guest token lets guests into; 404 unknown, 410 over or not started yet,
        405 no guests, 423 locked."""
        store = self.store
        meeting = self.meeting_keys.guest_meeting(token)
        if meeting is None:
            permalink = store.permalink_by_guest_token(token) if token else None
            if permalink is not None and expired(permalink):   # no host can start it: nobody waits
                raise ApiError(410, "this permalink has expired", reason="expired")
            if permalink is not None:
                raise NotStarted(not_started_error(store.first_permalink_host(permalink["id"])), permalink)
            if token and store.replaced_guest_token(token) is not None:
                raise replaced_error()
            if token and store.instance_by_guest_token(token) is not None:
                raise ApiError(410, "the meeting of this guest link is over")
            raise ApiError(404, "unknown guest token")
        if not meeting.options.get("guest_token_available", True):
            raise ApiError(405, "guest access is not available in this meeting")
        self.meeting_lock.admit_guest(meeting)
        return meeting

    def join(self, token: str, user: dict[str, Any], access_key: str | None = None) -> tuple[Meeting, Participant]:
        """Add a guest (``user``: validated id, name, avatar, email, locale). A guest rejoins as itself only
        with the secret it holds: the same id *and* its previous ``access_key`` give that access key back.
        User ids are not secret (every participant reads them), so an id that another participant holds
        without its access key is 400 and changes nothing."""
        meeting = self.meeting(token)
        if user.get("id"):
            existing = meeting.participants.get(user["id"])
            if existing is not None and not existing.kicked:
                if not (existing.guest and access_key and hmac.compare_digest(existing.access_key, access_key)):
                    raise ApiError(400, "user id is taken by another participant")
                existing.name = user["name"]
                existing.avatar = user.get("avatar")
                return meeting, existing
        return meeting, self.rooms.add_participant(meeting, user, guest=True)
