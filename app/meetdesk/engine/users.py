"""Users of a running meeting: details and removal (with an access key), the room's user list (API key).

A user is named by its user id or by its sepp client id (a legacy "@domain" suffix is ignored). A removed
("kicked") participant loses its access key (410 from then on) and its call; the API-key holder may add the
same user id again, with a new access key.
"""
from __future__ import annotations


from meetdesk.api.errors import ApiError
from meetdesk.api.models import RoomUser
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.rooms import Rooms
from meetdesk.engine.store import Store


class Users:
    """Finds, lists and removes the participants of running meetings."""

    def __init__(self, store: Store, meeting_keys: MeetingKeys, rooms: Rooms) -> None:
        self.store = store
        self.meeting_keys = meeting_keys
        self.rooms = rooms

    def find(self, meeting: Meeting, user_or_client_id: str) -> Participant:
        """By user id or by sepp client id (a legacy "@domain" suffix is ignored); 404 otherwise."""
        ident = user_or_client_id
        participant = meeting.participants.get(ident)
        if participant is None and "@" in ident:
            ident = ident.split("@", 1)[0]
            participant = meeting.participants.get(ident)
        if participant is None:
            participant = meeting.participant_by_client_id(ident)
        if participant is None or participant.kicked:
            raise ApiError(404, "unknown user")
        return participant

    def kick(self, meeting: Meeting, user_or_client_id: str) -> Participant:
        """Remove a participant: its access key answers 410 afterwards; emits "kick". 403 when
        options[kick_available] is false."""
        if not meeting.options.get("kick_available", True):
            raise ApiError(403, "removing participants is not available (options[kick_available] is false)")
        target = self.find(meeting, user_or_client_id)
        target.kicked = True
        self.meeting_keys.forget_participant(target)
        self.store.revoke_access_key(target.access_key)
        meeting.emit("kick", user_id=target.user_id)
        if meeting.participants.get(target.user_id) is target:
            del meeting.participants[target.user_id]
        self.rooms.keep_alive(meeting)  # nobody left in the call: the idle timer runs again
        return target

    def of_room(self, scope: KeyScope, room_id: str, online: bool | None = None) -> list[RoomUser]:
        """The users of the room's running meeting (none when it is not running), only those in the call
        (online True) or not (False); 404 for a room the key does not own."""
        meeting = self.rooms.owners.running(scope, room_id)
        if meeting is None:
            return []
        users = [meeting.room_user(p) for p in meeting.participants.values()]
        return [u for u in users if online is None or u.online == online]
