"""Live state of running meetings: the meeting (room instance), its participants and its event bus.

This module is the seam between the engine's parts. The REST layer (engine/http) creates meetings and
participants and persists them through the store; the real-time hub (engine/realtime) and the signaling
socket (engine/signaling) look them up here and listen to their events. Nothing here does I/O.

Events are plain dicts ``{"type": <kind>, ...}`` delivered synchronously to every listener, in order. Every
kind with its fields and their types is in api/events.py (``Meeting.emit`` refuses any other); the realtime hub
and signaling map them onto their wire formats.
"""
from __future__ import annotations

import itertools
import logging
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from meetdesk.engine.media.session import MediaSession
    from meetdesk.engine.media.outputs import OutputLink

from meetdesk.api import events
from meetdesk.api.errors import ApiError
from meetdesk.api.items import Broadcast, Recording, Snapshot
from meetdesk.api.models import (Options, PlaybackEntry, Presentation, RoomSummary, RoomUpdate, RoomUser,
                                 UserSummary)
from meetdesk.engine.media.outputs import MediaEnded

log = logging.getLogger(__name__)

Event = dict[str, Any]
Listener = Callable[[Event], None]


def iso_now() -> str:
    """UTC timestamp in ISO 8601 with milliseconds, as the spec shows started_at."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Participant:
    """A user of one meeting (one access key)."""

    user_id: str
    name: str
    access_key: str
    client_id: str
    avatar: str | None = None
    guest: bool = False
    email: str | None = None
    locale: str | None = None
    joined_at: str = field(default_factory=iso_now)
    in_call: bool = False  # a sepp call of this access key is established
    blocked: bool = False
    kicked: bool = False

    def summary(self) -> UserSummary:
        """User object as it appears in recordings, permalinks, realtime messages."""
        return UserSummary(id=self.user_id, name=self.name, avatar=self.avatar, guest=self.guest,
                           joined_at=self.joined_at)

    def room_user(self, room_id: str, online: bool | None = None) -> RoomUser:
        """{id, room_id, name, avatar, guest, online}: the users list and the observer's participant_update;
        ``online`` defaults to whether the participant is in the call."""
        return RoomUser(id=self.user_id, name=self.name, room_id=room_id, avatar=self.avatar, guest=self.guest,
                        online=self.in_call if online is None else online)


class EventBus:
    """Synchronous fan-out of meeting events; a failing listener never stops the others."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def emit(self, event: Event) -> None:
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:  # a broken socket must not break the meeting
                log.exception("event listener failed on %s", event.get("type"))


@dataclass
class Meeting:
    """One instance of a room: what runs between start and shutdown."""

    conf_id: str  # instance id; the sepp conf_id
    room_id: str
    name: str | None
    started_at: str
    options: dict[str, Any]
    guest_token: str
    media: MediaSession  # created by the engine when the meeting starts, closed when it ends
    permalink_id: str | None = None
    owner_key_id: str | None = None  # the API key that owns the room (engine/ownership.py)
    ready: bool = False
    locked: bool = False
    shutdown: bool = False
    participants: dict[str, Participant] = field(default_factory=dict)  # by user_id
    recording: Recording | None = None  # the running recording (engine/recordings.py)
    snapshots: list[Snapshot] = field(default_factory=list)  # this instance's (engine/snapshots.py)
    broadcasts: list[Broadcast] = field(default_factory=list)  # the running ones (engine/broadcasts.py)
    presentation: Presentation | None = None  # who presents (engine/layout.py)
    playbacks: list[PlaybackEntry] = field(default_factory=list)  # the playing ones (engine/playbacks.py)
    events: EventBus = field(default_factory=EventBus)

    @property
    def widescreen(self) -> bool:
        return bool(self.options.get("widescreen"))

    def participant_by_client_id(self, client_id: str) -> Participant | None:
        for p in self.participants.values():
            if p.client_id == client_id:
                return p
        return None

    def in_call(self) -> list[Participant]:
        return [p for p in self.participants.values() if p.in_call]

    def emit(self, type_: str, **fields: Any) -> None:
        """An event of this meeting to its listeners (hub, webhooks, captions): one of api/events.py's, with
        its fields (TypeError for another)."""
        events.check(type_, fields)
        self.events.emit({"type": type_, **fields})

    def attach(self, kind: str, item_id: str, doing: str, *, sound_of: str | None = None) -> OutputLink:
        """``media.attach(kind, item_id)`` (engine/media/outputs.py) for a recording, a broadcast, a forward or a
        snapshot; the one place MediaEnded becomes the client's 406 "the meeting cannot <doing> now"."""
        try:
            return self.media.attach(kind, item_id, sound_of=sound_of)
        except MediaEnded:
            raise ApiError(406, f"the meeting cannot {doing} now: its media has ended") from None

    # -- wire objects (api/models): REST, guests, permalinks, the real-time hub and webhooks answer with them
    def summary(self) -> RoomSummary:
        return RoomSummary(id=self.room_id, name=self.name, ready=self.ready, started_at=self.started_at,
                           shutdown=self.shutdown, guest_token=self.guest_token)

    def room_user(self, participant: Participant, online: bool | None = None) -> RoomUser:
        return participant.room_user(self.room_id, online)

    def room_update(self) -> RoomUpdate:
        """The observer's room_update content."""
        return RoomUpdate(room=self.summary(), options=Options.from_json(self.options),
                          participants=[p.room_user(self.room_id) for p in self.participants.values()],
                          **{k: v for k, v in self.items_json().items() if k != "snapshots"})

    def items_json(self) -> dict[str, Any]:
        """What runs beside the meeting, as the meeting object and room_update carry it: {playbacks, presentation,
        recording, snapshots, broadcasts}."""
        return {"playbacks": [p.to_json() for p in self.playbacks],
                "presentation": self.presentation.to_json() if self.presentation is not None else None,
                "recording": self.recording.to_json() if self.recording is not None else None,
                "snapshots": [s.to_json() for s in self.snapshots],
                "broadcasts": [b.to_json() for b in self.broadcasts]}


class RoomListeners:
    """Participants with a live RoomChannel subscription on /rt, per meeting (conf_id -> user_id -> count).

    Browser and mobile clients get chat both from RoomChannel and from sepp ``chat`` and show each copy,
    so the signaling side sends chat over sepp only to participants who are not listening on /rt.
    """

    def __init__(self) -> None:
        self._counts: dict[str, dict[str, int]] = {}

    def add(self, conf_id: str, user_id: str) -> None:
        users = self._counts.setdefault(conf_id, {})
        users[user_id] = users.get(user_id, 0) + 1

    def remove(self, conf_id: str, user_id: str) -> None:
        users = self._counts.get(conf_id, {})
        if users.get(user_id, 0) > 1:
            users[user_id] -= 1
            return
        users.pop(user_id, None)
        if not users:
            self._counts.pop(conf_id, None)

    def listening(self, conf_id: str, user_id: str) -> bool:
        return user_id in self._counts.get(conf_id, {})


class MeetingRegistry:
    """Running meetings, by room id and conference id (access keys: the engine's digest index), and who
    listens to each on the real-time socket."""

    def __init__(self) -> None:
        self.room_listeners = RoomListeners()  # kept by the /rt hub, read by signaling
        self._by_room: dict[str, Meeting] = {}
        self._by_conf: dict[str, Meeting] = {}
        self._by_owner: dict[str | None, dict[str, Meeting]] = {}  # key id -> conf_id -> meeting, in start order
        self._watchers: list[Callable[[Meeting], None]] = []

    def watch(self, watcher: Callable[[Meeting], None]) -> None:
        """Call ``watcher(meeting)`` for every meeting added from now on, before any event of it (webhooks)."""
        self._watchers.append(watcher)

    def add(self, meeting: Meeting) -> None:
        self._by_room[meeting.room_id] = meeting
        self._by_conf[meeting.conf_id] = meeting
        self._by_owner.setdefault(meeting.owner_key_id, {})[meeting.conf_id] = meeting
        for watcher in self._watchers:
            watcher(meeting)

    def remove(self, meeting: Meeting) -> None:
        if self._by_room.get(meeting.room_id) is meeting:
            del self._by_room[meeting.room_id]
        self._by_conf.pop(meeting.conf_id, None)
        owned = self._by_owner.get(meeting.owner_key_id, {})
        owned.pop(meeting.conf_id, None)
        if not owned:
            self._by_owner.pop(meeting.owner_key_id, None)

    def newest_of(self, owner_key_id: str, offset: int, limit: int) -> list[Meeting]:
        """Running meetings of one API key, newest first, from ``offset``: costs offset + limit steps."""
        owned = self._by_owner.get(owner_key_id, {})
        return list(itertools.islice(reversed(owned.values()), offset, offset + limit))

    def by_room(self, room_id: str) -> Meeting | None:
        return self._by_room.get(room_id)

    def by_conf(self, conf_id: str) -> Meeting | None:
        return self._by_conf.get(conf_id)

    def all(self) -> list[Meeting]:
        return list(self._by_room.values())
