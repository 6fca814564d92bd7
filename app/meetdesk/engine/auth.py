"""Credentials of a request: the API key of the Authorization header (which decides ownership, engine/ownership.py)
and the access key of a participant (engine/meeting_keys.py). Every REST handler and socket starts here."""
from __future__ import annotations

from meetdesk.api.errors import ApiError
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.store import Store


class Auth:
    def __init__(self, store: Store, meeting_keys: MeetingKeys, guests_moderate: bool = True) -> None:
        self.store = store
        self.meeting_keys = meeting_keys
        self.guests_moderate = guests_moderate

    def authenticate(self, header_value: str | None, status: int = 401) -> KeyScope:
        """Check the Authorization header (bare key); the key's scope, which decides ownership.

        ``status`` is what a missing or wrong key answers (the spec lists 403 for rooms, 401 elsewhere);
        a locked key answers 423.
        """
        value = (header_value or "").strip()
        if not value:
            raise ApiError(status, "missing API key: send it as the Authorization header")
        if value.lower().startswith("bearer "):
            raise ApiError(status, 'the Authorization header takes the bare API key, without a "Bearer " prefix')
        row = self.store.find_api_key(value)
        if row is None:
            raise ApiError(status, "invalid API key")
        if row["locked"]:
            raise ApiError(423, "API key is locked")
        return KeyScope(row["id"])

    def lookup_access_key(self, key: str) -> tuple[Meeting, Participant]:
        """The live (meeting, participant) of an access key; 404 unknown, 410 ended or removed."""
        return self.meeting_keys.lookup(key)

    def moderator_key(self, key: str, what: str) -> tuple[Meeting, Participant]:
        """As lookup_access_key, for locking, removing someone, ending: 403 for a guest's key where guests do
        not moderate (the desktop app's meetings: EngineConfig.guests_moderate)."""
        meeting, participant = self.meeting_keys.lookup(key)
        if participant.guest and not self.guests_moderate:
            raise ApiError(403, f"only a host may {what} in this meeting")
        return meeting, participant


class ShutdownGate:
    """Whether the engine still starts new meetings and permalinks: closed by ``Engine.begin_shutdown``, after
    which they answer 503."""

    def __init__(self) -> None:
        self.closed = False

    def close(self) -> None:
        self.closed = True

    def check(self) -> None:
        if self.closed:
            raise ApiError(503, "the meeting service is shutting down")
