"""The meeting lock: who may still enter a meeting once a host locked it.

(Not the API-key lock of ``meetdesk engine keys lock``, which makes a key answer 423: that is the store's
``locked`` flag, checked by ``Engine.authenticate``.)

The rules, all of them here except the call-level one:

- ``POST /rooms/<ACCESS_KEY>/lock`` locks the meeting when its options allow it (``lock_available``; 403
  otherwise). Locking is for good: there is no unlock, and locking again changes nothing. Participants
  hear of it through the "lock" event (real-time ``lock`` message).
- ``POST /rooms`` into a locked meeting: a user id already in the meeting gets its access key back (see
  ``Rooms.start_or_join``); a new user gets 403 "meeting is locked".
- ``POST /guests/<GUEST_TOKEN>`` of a locked meeting: 423. Access keys handed out before the lock keep
  working.
- Calls (``engine/signaling/conference.py``): a guest without a call and a user who was not in the meeting
  when it was locked get the sepp reject code 607.
"""
from __future__ import annotations

from meetdesk.api.errors import ApiError
from meetdesk.engine.meetings import Meeting
from meetdesk.engine.store import Store


class MeetingLock:
    """Locks meetings and tells who may still join a locked one."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def lock(self, meeting: Meeting) -> None:
        """Lock for good (403 when options[lock_available] is false); emits "lock" once."""
        if not meeting.options.get("lock_available"):
            raise ApiError(403, "locking is not available in this meeting (options[lock_available] is false)")
        if meeting.locked:
            return
        self.store.set_instance_locked(meeting.conf_id)
        meeting.locked = True
        meeting.emit("lock")

    def admit_user(self, meeting: Meeting) -> None:
        """A new user joining with the API key (POST /rooms): 403 while the meeting is locked."""
        if meeting.locked:
            raise ApiError(403, "meeting is locked")

    def admit_guest(self, meeting: Meeting) -> None:
        """A guest joining with the guest token: 423 while the meeting is locked."""
        if meeting.locked:
            raise ApiError(423, "meeting is locked")
