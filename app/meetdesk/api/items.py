"""What a meeting makes and the service keeps or runs beside it, as wire objects (``api/models`` conventions:
``to_json()`` builds the reply dict, ``from_json(d)`` parses one tolerantly): recordings, snapshots, broadcasts,
and an API key's webhook."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meetdesk.api.models import RoomSummary, UserSummary, _d, _Flat


@dataclass
class RecordingLinks(_Flat):
    self_link: str
    download: str | None = None

    _wire_names = {"self_link": "self"}


@dataclass
class Recording:
    id: str
    created_at: int
    duration: int | None
    links: RecordingLinks
    user: UserSummary
    room: RoomSummary

    @property
    def running(self) -> bool:
        """Started and not stopped yet: its duration is not known (null) until it stops."""
        return self.duration is None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "created_at": self.created_at, "duration": self.duration,
                "links": self.links.to_json(), "user": self.user.to_json(), "room": self.room.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Recording":
        data = _d(data)
        return cls(str(data.get("id", "")), int(data.get("created_at") or 0), data.get("duration"),
                   RecordingLinks.from_json(data.get("links")), UserSummary.from_json(data.get("user")),
                   RoomSummary.from_json(data.get("room")))


@dataclass
class Snapshot:
    """A snapshot of a meeting: {id, name, links: {download}, created_at, creator, room}."""

    id: str
    name: str | None = None
    download: str | None = None
    created_at: str | None = None
    creator: UserSummary | None = None
    room: RoomSummary | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "links": {"download": self.download},
                "created_at": self.created_at, "creator": self.creator.to_json() if self.creator else None,
                "room": self.room.to_json() if self.room else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Snapshot":
        data = _d(data)
        creator, room = data.get("creator"), data.get("room")
        return cls(str(data.get("id", "")), data.get("name"), _d(data.get("links")).get("download"),
                   data.get("created_at"), UserSummary.from_json(creator) if isinstance(creator, dict) else None,
                   RoomSummary.from_json(room) if isinstance(room, dict) else None)


@dataclass
class Broadcast:
    """A live stream of the meeting to a platform: {id, platform, player_url, user, room} (the meeting object's
    ``broadcasts`` and the ``broadcasts_update`` event)."""

    id: str
    platform: str
    player_url: str | None = None
    user: UserSummary | None = None
    room: RoomSummary | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "platform": self.platform, "player_url": self.player_url,
                "user": self.user.to_json() if self.user else None, "room": self.room.to_json() if self.room else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Broadcast":
        data = _d(data)
        user, room = data.get("user"), data.get("room")
        return cls(str(data.get("id", "")), str(data.get("platform") or ""), data.get("player_url"),
                   UserSummary.from_json(user) if isinstance(user, dict) else None,
                   RoomSummary.from_json(room) if isinstance(room, dict) else None)


@dataclass
class Webhook:
    """The API key's webhook: {id, url, types, last_request_sent_at, last_response_code}; ``types`` arrives as a
    list or "a,b"; ``last_response_code`` is the HTTP status as text ("204"), as the public service sends it,
    null before the first delivery or when the last attempt got no response."""

    id: str
    url: str
    types: list[str] = field(default_factory=list)
    last_request_sent_at: str | None = None
    last_response_code: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "url": self.url, "types": list(self.types),
                "last_request_sent_at": self.last_request_sent_at, "last_response_code": self.last_response_code}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Webhook":
        data = _d(data)
        types = data.get("types") or []
        if isinstance(types, str):
            types = [t.strip() for t in types.split(",") if t.strip()]
        code = data.get("last_response_code")
        return cls(str(data.get("id", "")), data.get("url", ""), [str(t) for t in types],
                   data.get("last_request_sent_at"), None if code is None else str(code))
