"""The credentials of running meetings: each participant's access key and each meeting's guest token.

They are held in memory by their SHA-256 digest (the store keeps only digests too) and confirmed with
``hmac.compare_digest``. A key of an ended meeting or of a removed participant is gone from here but still in
the store, which tells "over" (410) from "never existed" (404).
"""
from __future__ import annotations

import hmac

from meetdesk.api.errors import ApiError
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.engine.store import Store, digest


class MeetingKeys:
    """Access keys and guest tokens of the running meetings, by digest."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._access: dict[str, tuple[Meeting, Participant]] = {}  # digest(access key) -> live entry
        self._guests: dict[str, Meeting] = {}  # digest(guest token) -> running meeting

    def add_meeting(self, meeting: Meeting) -> None:
        self._guests[digest(meeting.guest_token)] = meeting

    def replace_guest_token(self, meeting: Meeting, token: str) -> None:
        """The running meeting lets guests in with ``token`` from now on, no longer with its old one."""
        self._guests.pop(digest(meeting.guest_token), None)
        meeting.guest_token = token
        if not meeting.shutdown:
            self._guests[digest(token)] = meeting

    def add_participant(self, meeting: Meeting, participant: Participant) -> None:
        self._access[digest(participant.access_key)] = (meeting, participant)

    def forget_participant(self, participant: Participant) -> None:
        self._access.pop(digest(participant.access_key), None)

    def forget_meeting(self, meeting: Meeting) -> None:
        """The meeting's guest token and every participant's access key."""
        for participant in meeting.participants.values():
            self.forget_participant(participant)
        self._guests.pop(digest(meeting.guest_token), None)

    def lookup(self, key: str) -> tuple[Meeting, Participant]:
        """The live (meeting, participant) of an access key; 404 unknown, 410 ended or removed."""
        if key:
            d = digest(key)
            hit = self._access.get(d)
            if hit is not None:
                meeting, participant = hit
                if (hmac.compare_digest(digest(participant.access_key), d) and not meeting.shutdown
                        and not participant.kicked):
                    return hit
            if self.store.find_access_key(key) is not None:
                raise ApiError(410, "the meeting of this access key is no longer available")
        raise ApiError(404, "unknown access key")

    def guest_meeting(self, token: str) -> Meeting | None:
        """The running meeting of a guest token, None when no running meeting has it."""
        meeting = self._guests.get(digest(token)) if token else None
        if meeting is not None and hmac.compare_digest(digest(meeting.guest_token), digest(token)) \
                and not meeting.shutdown:
            return meeting
        return None
