"""Wire objects of the service API as dataclasses: ``to_json()`` builds the reply dict, ``from_json(d)``
parses one (tolerant of missing or extra fields, as a client must be).

Field names follow the meeting API (docs/engine-api.md "Objects and states"); ``Links.self_link`` is the ``self`` field.
"""
from __future__ import annotations

import copy
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, TypeVar

from meetdesk.api.options import DEFAULT_OPTIONS


def _d(data: Any) -> dict[str, Any]:
    return data if isinstance(data, dict) else {}


F = TypeVar("F", bound="_Flat")


class _Flat:
    """``to_json`` and ``from_json`` of a flat wire object, from its dataclass fields: each field is the member of
    its name (``_wire_names`` gives the others), in the fields' order unless ``_wire_order`` says another. Read
    tolerantly: a missing member is the field's default ("" for a field without one), a ``bool`` field is made
    bool, the ``_str_fields`` are made str (ids)."""

    _wire_order: tuple[str, ...] = ()
    _wire_names: dict[str, str] = {}
    _str_fields: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        order = self._wire_order or tuple(f.name for f in fields(self))   # type: ignore[arg-type]
        return {self._wire_names.get(name, name): getattr(self, name) for name in order}

    @classmethod
    def from_json(cls: type[F], data: dict[str, Any]) -> F:
        data = _d(data)
        values = {}
        for f in fields(cls):   # type: ignore[arg-type]
            value = data.get(cls._wire_names.get(f.name, f.name), "" if f.default is MISSING else f.default)
            if f.type == "bool":
                value = bool(value)
            elif f.name in cls._str_fields:
                value = str(value)
            values[f.name] = value
        return cls(**values)


class _Flag:
    """A state of one boolean field, ``{<its name>: true|false}``; read back, anything but true is false."""

    def to_json(self) -> dict[str, Any]:
        (flag,) = fields(self)   # type: ignore[arg-type]
        return {flag.name: getattr(self, flag.name)}

    @classmethod
    def from_json(cls: type[Any], data: dict[str, Any]) -> Any:
        (flag,) = fields(cls)
        return cls(_d(data).get(flag.name) is True)


@dataclass
class Links(_Flat):
    self_link: str
    gui: str | None = None
    guest_join: str | None = None
    websocket: str | None = None

    _wire_names = {"self_link": "self"}


@dataclass
class TurnServer:
    urls: list[str]
    username: str = ""
    password: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"urls": list(self.urls), "username": self.username, "password": self.password}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "TurnServer":
        data = _d(data)
        urls = data.get("urls") or []
        return cls([urls] if isinstance(urls, str) else list(urls), data.get("username", ""),
                   data.get("password", ""))


@dataclass
class Signaling:
    """``signaling`` = {type: "sepp", options: {client_id, conf_id, auth_token, endpoint, stun/turn servers}}."""

    client_id: str
    conf_id: str
    auth_token: str
    endpoint: str
    stun_servers: list[str] = field(default_factory=list)
    turn_servers: list[TurnServer] = field(default_factory=list)
    type: str = "sepp"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "options": {
            "client_id": self.client_id, "conf_id": self.conf_id, "auth_token": self.auth_token,
            "endpoint": self.endpoint, "stun_servers": list(self.stun_servers),
            "turn_servers": [t.to_json() for t in self.turn_servers]}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Signaling":
        data = _d(data)
        opts = _d(data.get("options"))
        return cls(opts.get("client_id", ""), opts.get("conf_id", ""), opts.get("auth_token", ""),
                   opts.get("endpoint", ""), list(opts.get("stun_servers") or []),
                   [TurnServer.from_json(t) for t in opts.get("turn_servers") or []], data.get("type", "sepp"))


@dataclass
class Options:
    """The options object of replies; unknown fields are kept in ``extra`` and written back."""

    show_names: bool = True
    show_label: bool = True
    exit_url: str | None = None
    recording_available: bool = True
    broadcast_available: bool = True
    layout_available: bool = True
    layout: str = "auto"
    reaction_available: bool = True
    suggest_guest_names: bool = True
    guest_token_available: bool = True
    lock_available: bool = False
    kick_available: bool = True
    sfu_mode: str = "ptp"
    layout_users: Any = None
    layout_name: Any = None
    layout_map: Any = None
    voice_activation: bool = False
    custom_fields: dict[str, Any] = field(default_factory=lambda: copy.deepcopy(DEFAULT_OPTIONS["custom_fields"]))
    widescreen: bool = False
    background_color: str = "#121212"
    audio_insert: str = "audio_only"
    audio_insert_position: dict[str, Any] = field(default_factory=lambda: {"x": None, "y": None})
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self) if f.name != "extra"}
        out.update(copy.deepcopy(self.extra))
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Options":
        data = _d(data)
        names = {f.name for f in fields(cls)} - {"extra"}
        known = {k: copy.deepcopy(v) for k, v in data.items() if k in names}
        extra = {k: copy.deepcopy(v) for k, v in data.items() if k not in names}
        return cls(**known, extra=extra)


@dataclass
class RoomSummary(_Flat):
    id: str
    name: str | None = None
    ready: bool = False
    started_at: str | None = None
    shutdown: bool = False
    guest_token: str | None = None


@dataclass
class RoomUpdate:
    """The content of the observer's room_update: the room summary's fields, then the meeting's state."""

    room: RoomSummary
    options: Options
    participants: list[RoomUser] = field(default_factory=list)
    playbacks: list[Any] = field(default_factory=list)
    presentation: Any = None
    broadcasts: list[Any] = field(default_factory=list)
    recording: Any = None

    def to_json(self) -> dict[str, Any]:
        return {**self.room.to_json(), "options": self.options.to_json(),
                "participants": [p.to_json() for p in self.participants], "playbacks": list(self.playbacks),
                "presentation": self.presentation, "broadcasts": list(self.broadcasts),
                "recording": self.recording}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "RoomUpdate":
        data = _d(data)
        return cls(RoomSummary.from_json(data), Options.from_json(data.get("options")),
                   [RoomUser.from_json(p) for p in data.get("participants") or []],
                   list(data.get("playbacks") or []), data.get("presentation"),
                   list(data.get("broadcasts") or []), data.get("recording"))


@dataclass
class _RoomMember(_Flat):
    """A room's user as a meeting reply (User) and the room's user list (RoomUser) show it: {id, room_id, name,
    avatar, guest}, then what each adds."""

    id: str
    name: str
    room_id: str | None = None
    avatar: str | None = None
    guest: bool = False

    _wire_order = ("id", "room_id", "name", "avatar", "guest")
    _str_fields = ("id",)


@dataclass
class User(_RoomMember):
    """User object inside a meeting reply: {id, room_id, name, avatar, guest, blocked, ready}."""

    blocked: bool = False
    ready: bool = False

    _wire_order = (*_RoomMember._wire_order, "blocked", "ready")


@dataclass
class UserSummary(_Flat):
    """User object in recordings, permalinks and realtime messages: {id, name, avatar, guest, joined_at}."""

    id: str
    name: str
    avatar: str | None = None
    guest: bool = False
    joined_at: str | None = None

    _str_fields = ("id",)


@dataclass
class Presentation:
    """The presentation object (meeting object, realtime presentation_update): {room: room summary, user: user
    summary} of who presents (docs/engine-api.md "The real-time socket")."""

    room: RoomSummary
    user: UserSummary

    def to_json(self) -> dict[str, Any]:
        return {"room": self.room.to_json(), "user": self.user.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Presentation":
        data = _d(data)
        return cls(RoomSummary.from_json(data.get("room")), UserSummary.from_json(data.get("user")))


@dataclass
class PlaybackEntry:
    """A playback as the meeting object's ``playbacks``, the observer's room_update and ``playback_update``
    list it (docs/engine-api.md "The real-time socket": {url, name?, play_id?, replacement_id?, audio?,
    loop_count?})."""

    url: str
    play_id: str
    name: str | None = None
    replacement_id: str | None = None
    audio: bool = False
    loop_count: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "name": self.name, "play_id": self.play_id, "replacement_id": self.replacement_id,
                "audio": self.audio, "loop_count": self.loop_count}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PlaybackEntry":
        data = _d(data)
        loop_count = data.get("loop_count")
        return cls(str(data.get("url") or ""), str(data.get("play_id") or ""), data.get("name"),
                   data.get("replacement_id"), bool(data.get("audio", False)),
                   loop_count if isinstance(loop_count, int) and not isinstance(loop_count, bool) else 0)


@dataclass
class MeetingReply:
    """The meeting object of POST /rooms, GET /rooms/<key>, POST /guests/<token>, POST /permalink/<token>."""

    access_key: str
    ready: bool
    locked: bool
    room: RoomSummary
    user: User
    links: Links
    options: Options
    signaling: Signaling
    team_name: str = ""
    playbacks: list[Any] = field(default_factory=list)
    image_sources: list[Any] = field(default_factory=list)
    presentation: Any = None
    broadcasts: list[Any] = field(default_factory=list)
    recording: Any = None
    snapshots: list[Any] = field(default_factory=list)
    waiting_list: list[Any] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"access_key": self.access_key, "ready": self.ready, "locked": self.locked,
                "room": self.room.to_json(), "team": {"name": self.team_name}, "user": self.user.to_json(),
                "links": self.links.to_json(), "options": self.options.to_json(),
                "playbacks": list(self.playbacks), "image_sources": list(self.image_sources),
                "presentation": self.presentation, "broadcasts": list(self.broadcasts),
                "recording": self.recording, "snapshots": list(self.snapshots),
                "waiting_list": list(self.waiting_list), "signaling": self.signaling.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "MeetingReply":
        data = _d(data)
        return cls(
            access_key=data.get("access_key", ""), ready=bool(data.get("ready", False)),
            locked=bool(data.get("locked", False)), room=RoomSummary.from_json(data.get("room")),
            user=User.from_json(data.get("user")), links=Links.from_json(data.get("links")),
            options=Options.from_json(data.get("options")), signaling=Signaling.from_json(data.get("signaling")),
            team_name=_d(data.get("team")).get("name", ""), playbacks=list(data.get("playbacks") or []),
            image_sources=list(data.get("image_sources") or []), presentation=data.get("presentation"),
            broadcasts=list(data.get("broadcasts") or []), recording=data.get("recording"),
            snapshots=list(data.get("snapshots") or []), waiting_list=list(data.get("waiting_list") or []))


@dataclass
class PermalinkInfo(_Flat):
    """The ``permalink`` part of a permalink reply."""

    id: str
    created_at: str
    guest_token: str
    user_token: str | None = None
    expires_at: str | None = None

    _wire_order = ("id", "created_at", "user_token", "guest_token", "expires_at")


@dataclass
class PermalinkRoom(_Flat):
    id: str
    name: str | None = None
    started_at: str | None = None


@dataclass
class PermalinkReply:
    """{permalink, room, team, user, options, links}; user, user_token and links.gui are null in
    permalink-level views."""

    permalink: PermalinkInfo
    room: PermalinkRoom
    options: Options
    links: Links
    user: UserSummary | None = None
    team_name: str = ""

    def to_json(self) -> dict[str, Any]:
        links = self.links.to_json()
        links.pop("websocket", None)
        return {"permalink": self.permalink.to_json(), "room": self.room.to_json(),
                "team": {"name": self.team_name}, "user": self.user.to_json() if self.user else None,
                "options": self.options.to_json(), "links": links}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PermalinkReply":
        data = _d(data)
        user = data.get("user")
        return cls(PermalinkInfo.from_json(data.get("permalink")), PermalinkRoom.from_json(data.get("room")),
                   Options.from_json(data.get("options")), Links.from_json(data.get("links")),
                   UserSummary.from_json(user) if isinstance(user, dict) else None,
                   _d(data.get("team")).get("name", ""))


@dataclass
class PermalinkPage:
    """GET /permalink: {page, limit, total, items}."""

    page: int
    limit: int
    total: int
    items: list[PermalinkReply] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"page": self.page, "limit": self.limit, "total": self.total,
                "items": [i.to_json() for i in self.items]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PermalinkPage":
        data = _d(data)
        return cls(int(data.get("page") or 1), int(data.get("limit") or 25), int(data.get("total") or 0),
                   [PermalinkReply.from_json(i) for i in data.get("items") or []])


# ---- replies the client parses that had no class yet (client side of "one source for wire objects")


@dataclass
class RoomUser(_RoomMember):
    """An element of GET /rooms/<room_id>/users: {id, room_id, name, avatar, guest, online}."""

    online: bool = False

    _wire_order = (*_RoomMember._wire_order, "online")


@dataclass
class ListingState(_Flag):
    """Whether a meeting is listed on the network (POST /rooms/<ACCESS_KEY>/listing; engine/listing.py)."""

    listed: bool = False


@dataclass(frozen=True)
class CaptionsState(_Flag):
    """Whether a meeting's live captions are on (POST /rooms/<ACCESS_KEY>/captions; engine/captions.py)."""

    enabled: bool = False


@dataclass(frozen=True)
class TranscriptLink:
    """The signed download link of a recording's WebVTT transcript (GET /recordings/<ID>/transcript)."""

    download: str

    def to_json(self) -> dict[str, Any]:
        return {"download": self.download}


def merge_meeting(meeting: MeetingReply, data: dict[str, Any]) -> MeetingReply:
    """``meeting`` updated by a (possibly partial) meeting object such as the real-time room_setup and
    room_ready content: a field that is absent or null keeps its value, except ``recording`` (null = none)."""
    merged = meeting.to_json()
    merged.update({k: v for k, v in _d(data).items() if v is not None or k == "recording"})
    return MeetingReply.from_json(merged)
