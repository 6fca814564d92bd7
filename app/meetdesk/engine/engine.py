"""The engine facade: configuration, credentials, meeting lifecycle and the reply objects.

The HTTP resources (engine/http), the real-time hub and the signaling socket all work through one
``Engine``; ``engine/server.py`` runs it behind uvicorn.
"""
from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import socket
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, MAX_NAME, MAX_TEXT, check_text
from meetdesk.api.options import parse_url
from meetdesk.api.tokens import new_token
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant, iso_now
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.signaling import auth_token
from meetdesk.engine.store import Store, digest

if TYPE_CHECKING:
    from meetdesk.engine.connections import ConnectionGuard

log = logging.getLogger(__name__)

TEAM_NAME = "MeetDesk"
DB_NAME = "meetdesk.sqlite3"


@dataclass
class EngineConfig:
    data_dir: Path
    host: str = "127.0.0.1"
    port: int = 0  # 0 = pick a free port
    public_url: str | None = None  # base URL for every link; default http://{host}:{port}
    api_key: str | None = None  # ensure this API key exists
    stun_servers: list[str] = field(default_factory=list)  # none by default: nothing public is contacted
    turn_servers: list[dict] = field(default_factory=list)
    ice_loopback: bool = True  # offer 127.0.0.1 host candidates (local calls)
    idle_shutdown: float = 120.0  # s a meeting stays up with nobody in the call
    ready_delay: float = 0.2  # s after start until the meeting reports ready
    # Connection limits (README "Limits"): a request head must arrive within header_timeout of the connection
    # or of the previous response, a body within body_timeout; idle keep-alive connections close after
    # keep_alive_timeout; one client address holds at most max_connections_per_address connections.
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    keep_alive_timeout: float = 5.0
    max_connections_per_address: int = 128


def lan_address() -> str:
    """The address other machines on the LAN reach this one at (the source address of the default route),
    for links of an engine listening on every interface; 127.0.0.1 when the machine has no network.
    Connecting a UDP socket sends nothing."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only looked up in the routing table
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def new_access_key() -> str:
    return new_token()  # letters and digits only: the browser library strips anything else


def new_id() -> str:
    return secrets.token_hex(12)  # 24 hex, Mongo-style like the public service's ids


def parse_user(raw: Any, *, prefix: str = "user") -> dict[str, Any]:
    """Validate user parameters {id, name (required), avatar, email}; 400 on bad input.

    ``prefix`` names the fields in errors: "user" gives user[name]; "" gives plain name (guests).
    """
    def label(name: str) -> str:
        return f"{prefix}[{name}]" if prefix else name

    if raw is None or raw == "":
        raw = {}
    if not isinstance(raw, dict):
        raise ApiError(400, f"{label('name')} is required")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ApiError(400, f"{label('name')} is required")
    check_text(name, label("name"), MAX_NAME)
    user_id = raw.get("id")
    if isinstance(user_id, bool) or (user_id is not None and not isinstance(user_id, (str, int))):
        raise ApiError(400, f"{label('id')} must be a string")
    if user_id is not None:
        user_id = check_text(str(user_id), label("id"), MAX_ID).strip() or None
    email = raw.get("email")
    if email is not None and (not isinstance(email, str) or (email and "@" not in email)):
        raise ApiError(400, f"{label('email')} must be an e-mail address")
    if email:
        check_text(email, label("email"), MAX_NAME)
    return {
        "id": user_id,
        "name": name.strip(),
        "avatar": parse_url(raw.get("avatar"), label("avatar")),
        "email": email or None,
    }


class Engine:
    """State and behaviour of the embedded service (see common.md for the contract)."""

    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        config.data_dir = Path(config.data_dir)
        config.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = Store(config.data_dir / DB_NAME)
        self.meetings = MeetingRegistry()
        self.signaling_secret: bytes = self.store.secret("signaling")
        self.download_secret: bytes = self.store.secret("download")
        self.base_url: str = (config.public_url or f"http://{config.host}:{config.port}").rstrip("/")
        self._access: dict[str, tuple[Meeting, Participant]] = {}  # digest(access key) -> live entry
        self._guests: dict[str, Meeting] = {}  # digest(guest token) -> running meeting
        self._timers: dict[str, dict[str, asyncio.TimerHandle]] = {}
        self._tasks: set[asyncio.Task] = set()
        self.draining = False  # set by begin_shutdown(): nothing new is started from then on
        self.connections: ConnectionGuard | None = None  # set by engine/server.py while it serves
        if config.api_key:
            self.store.add_api_key(config.api_key)
        self.store.adopt_ownerless()
        ended = self.store.end_running_instances()
        if ended:
            log.info("ended %d meeting(s) left running by the previous engine", ended)

    # -- life cycle --------------------------------------------------------------------------------------
    def set_listening(self, host: str, port: int) -> None:
        """Called by the server once bound: fixes base_url unless a public URL was configured."""
        self.config.port = port
        if not self.config.public_url:
            shown = lan_address() if host in ("0.0.0.0", "", "::") else host
            self.base_url = f"http://{shown}:{port}"

    def begin_shutdown(self) -> None:
        """Stop accepting new meetings and permalinks (they answer 503); stop() calls it first."""
        self.draining = True

    def ensure_accepting(self) -> None:
        """503 while the engine is shutting down."""
        if self.draining:
            raise ApiError(503, "the meeting service is shutting down")

    async def stop(self) -> None:
        """Refuse new work, end every running meeting and close the store."""
        self.begin_shutdown()
        for meeting in self.meetings.all():
            await self.end_meeting(meeting)
        for task in list(self._tasks):
            task.cancel()
        self.store.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- credentials -------------------------------------------------------------------------------------
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

    def meeting_by_guest_token(self, token: str) -> Meeting | None:
        meeting = self._guests.get(digest(token)) if token else None
        if meeting is not None and hmac.compare_digest(digest(meeting.guest_token), digest(token)) \
                and not meeting.shutdown:
            return meeting
        return None

    # -- room ownership ----------------------------------------------------------------------------------
    def room_owner(self, room_id: str) -> str | None:
        """The key id that owns the room, None for an unknown room."""
        meeting = self.meetings.by_room(room_id)
        if meeting is not None:
            return meeting.owner_key_id
        room = self.store.get_room(room_id)
        return room["api_key_id"] if room is not None else None

    def running_meeting(self, scope: KeyScope, room_id: str) -> Meeting | None:
        """The running meeting of one of the key's rooms (None when it is not running); 404 for a room the
        key does not own."""
        scope.require(self.room_owner(room_id), "room")
        return self.meetings.by_room(room_id)

    def rooms_page(self, scope: KeyScope, page: int, size: int) -> list[Meeting]:
        """One page of the key's running meetings, newest first; its cost does not grow with the total."""
        return self.meetings.newest_of(scope.key_id, (page - 1) * size, size)

    # -- meetings ----------------------------------------------------------------------------------------
    def start_or_join(self, room_id: str | None, name: str | None, options: dict[str, Any],
                      user: dict[str, Any], *, permalink_id: str | None = None,
                      guest_token: str | None = None,
                      owner: KeyScope) -> tuple[Meeting, Participant]:
        """POST /rooms semantics: start the room's meeting if none runs, then add (or find) the user.

        ``options`` are validated options; they apply at start only. A new user of a locked meeting: 403.
        ``owner`` owns a new room; a room id that another key owns answers 403 (room ids are one namespace
        on an engine; nothing else about that room is told).
        """
        self.ensure_accepting()
        room_id = room_id or new_id()
        taken_by = self.room_owner(room_id)
        if taken_by is not None and not owner.owns(taken_by):
            raise ApiError(403, "this room id is taken")
        meeting = self.meetings.by_room(room_id)
        if meeting is not None and user.get("id"):
            existing = meeting.participants.get(user["id"])
            if existing is not None and not existing.kicked and not existing.guest:
                existing.name = user["name"]
                existing.avatar = user.get("avatar")
                return meeting, existing
        if meeting is not None and meeting.locked:
            raise ApiError(403, "meeting is locked")
        if meeting is None:
            meeting = self._start_meeting(room_id, name, options, permalink_id, guest_token, owner.key_id)
        return meeting, self._add_participant(meeting, user, guest=False)

    def join_guest(self, token: str, user: dict[str, Any]) -> tuple[Meeting, Participant]:
        """POST /guests/<token>: 404 unknown, 410 over or not started yet, 405 no guests, 423 locked."""
        meeting = self.guest_meeting(token)
        if user.get("id"):
            existing = meeting.participants.get(user["id"])
            if existing is not None and existing.guest and not existing.kicked:
                existing.name = user["name"]
                existing.avatar = user.get("avatar")
                return meeting, existing
            if existing is not None and not existing.kicked:
                raise ApiError(400, "user id is taken by another participant")
        return meeting, self._add_participant(meeting, user, guest=True)

    def guest_meeting(self, token: str) -> Meeting:
        """The running meeting a guest token lets guests into; 404 unknown, 410 over or not started yet,
        405 no guests, 423 locked."""
        meeting = self.meeting_by_guest_token(token)
        if meeting is None:
            if token and self.store.permalink_by_guest_token(token) is not None:
                raise ApiError(410, "the meeting of this permalink has not been started by a host yet")
            if token and self.store.instance_by_guest_token(token) is not None:
                raise ApiError(410, "the meeting of this guest link is over")
            raise ApiError(404, "unknown guest token")
        if not meeting.options.get("guest_token_available", True):
            raise ApiError(405, "guest access is not available in this meeting")
        if meeting.locked:
            raise ApiError(423, "meeting is locked")
        return meeting

    def _start_meeting(self, room_id: str, name: str | None, options: dict[str, Any],
                       permalink_id: str | None, guest_token: str | None,
                       owner_key_id: str) -> Meeting:
        meeting = Meeting(conf_id=new_id(), room_id=room_id, name=name, started_at=iso_now(),
                          options=options, guest_token=guest_token or new_token(),
                          permalink_id=permalink_id, owner_key_id=owner_key_id)
        self.store.save_room(room_id, name, permalink_id, owner_key_id)
        self.store.start_instance(meeting.conf_id, room_id, name, meeting.started_at, options,
                                  meeting.guest_token, permalink_id)
        self.meetings.add(meeting)
        self._guests[digest(meeting.guest_token)] = meeting
        loop = asyncio.get_running_loop()
        self._timers[meeting.conf_id] = {"ready": loop.call_later(self.config.ready_delay, self._make_ready, meeting)}
        self._arm_idle(meeting)
        self.store.on_rollback(lambda: self._forget_meeting(meeting))
        return meeting

    def _forget_meeting(self, meeting: Meeting) -> None:
        """Drop a meeting from memory without ending it in the store (its start was rolled back)."""
        meeting.shutdown = True
        for handle in self._timers.pop(meeting.conf_id, {}).values():
            handle.cancel()
        for participant in meeting.participants.values():
            self._access.pop(digest(participant.access_key), None)
        self._guests.pop(digest(meeting.guest_token), None)
        self.meetings.remove(meeting)

    def _add_participant(self, meeting: Meeting, user: dict[str, Any], guest: bool) -> Participant:
        participant = Participant(user_id=user.get("id") or new_id(), name=user["name"],
                                  access_key=new_access_key(), client_id=new_id(), avatar=user.get("avatar"),
                                  guest=guest, email=user.get("email"), locale=user.get("locale"))
        self.store.add_access_key(participant.access_key, meeting.conf_id, participant.user_id)
        meeting.participants[participant.user_id] = participant
        self._access[digest(participant.access_key)] = (meeting, participant)

        def undo() -> None:
            self._access.pop(digest(participant.access_key), None)
            if meeting.participants.get(participant.user_id) is participant:
                del meeting.participants[participant.user_id]

        self.store.on_rollback(undo)
        return participant

    def _make_ready(self, meeting: Meeting) -> None:
        if meeting.shutdown or meeting.ready:
            return
        meeting.ready = True
        meeting.emit("ready")

    def _arm_idle(self, meeting: Meeting) -> None:
        timers = self._timers.setdefault(meeting.conf_id, {})
        old = timers.pop("idle", None)
        if old is not None:
            old.cancel()
        if meeting.shutdown:
            return
        timers["idle"] = asyncio.get_running_loop().call_later(
            self.config.idle_shutdown, lambda: self._spawn(self._idle_end(meeting)))

    async def _idle_end(self, meeting: Meeting) -> None:
        if not meeting.shutdown and not meeting.in_call():
            log.info("meeting %s of room %s idle: ending it", meeting.conf_id, meeting.room_id)
            await self.end_meeting(meeting)

    def participant_joined_call(self, meeting: Meeting, participant: Participant) -> None:
        participant.in_call = True
        idle = self._timers.get(meeting.conf_id, {}).pop("idle", None)
        if idle is not None:
            idle.cancel()
        meeting.emit("participant_update", participant=participant, online=True)

    def participant_left_call(self, meeting: Meeting, participant: Participant) -> None:
        if not participant.in_call:
            return
        participant.in_call = False
        meeting.emit("participant_update", participant=participant, online=False)
        if not meeting.in_call():
            self._arm_idle(meeting)

    def keep_alive(self, meeting: Meeting) -> None:
        if not meeting.in_call():
            self._arm_idle(meeting)

    async def end_meeting(self, meeting: Meeting) -> None:
        """Shut the meeting down for good: its access keys and guest token answer 410 from now on."""
        if meeting.shutdown:
            return
        meeting.shutdown = True
        for handle in self._timers.pop(meeting.conf_id, {}).values():
            handle.cancel()
        self.store.end_instance(meeting.conf_id)
        for participant in meeting.participants.values():
            self._access.pop(digest(participant.access_key), None)
        self._guests.pop(digest(meeting.guest_token), None)
        meeting.emit("shutdown")
        self.meetings.remove(meeting)

    def lock(self, meeting: Meeting) -> None:
        """Lock for good (403 when options[lock_available] is false)."""
        if not meeting.options.get("lock_available"):
            raise ApiError(403, "locking is not available in this meeting (options[lock_available] is false)")
        if meeting.locked:
            return
        self.store.set_instance_locked(meeting.conf_id)
        meeting.locked = True
        meeting.emit("lock")

    def find_participant(self, meeting: Meeting, user_or_client_id: str) -> Participant:
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
        """Remove a participant: its access key answers 410 afterwards; emits "kick"."""
        if not meeting.options.get("kick_available", True):
            raise ApiError(403, "removing participants is not available (options[kick_available] is false)")
        target = self.find_participant(meeting, user_or_client_id)
        target.kicked = True
        self._access.pop(digest(target.access_key), None)
        self.store.revoke_access_key(target.access_key)
        meeting.emit("kick", user_id=target.user_id)
        if meeting.participants.get(target.user_id) is target:
            del meeting.participants[target.user_id]
        if not meeting.in_call():
            self._arm_idle(meeting)
        return target

    def post_message(self, meeting: Meeting, participant: Participant, type_: Any, content: Any) -> None:
        if type_ not in ("chat", "custom"):
            raise ApiError(400, "type must be chat or custom")
        if isinstance(content, (dict, list)):
            raise ApiError(400, "content must be a string")
        if content is None or str(content) == "":
            raise ApiError(400, "content is required")
        content = check_text(str(content), "content", MAX_TEXT)
        meeting.emit(type_, id=uuid.uuid4().hex, content=content, user_id=participant.user_id,
                     cid=participant.client_id, created_at=iso_now())

    # -- reply objects -----------------------------------------------------------------------------------
    def room_summary(self, meeting: Meeting) -> dict[str, Any]:
        return {"id": meeting.room_id, "name": meeting.name, "ready": meeting.ready,
                "started_at": meeting.started_at, "shutdown": meeting.shutdown,
                "guest_token": meeting.guest_token}

    def user_object(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        return {"id": participant.user_id, "room_id": meeting.room_id, "name": participant.name,
                "avatar": participant.avatar, "guest": participant.guest, "blocked": participant.blocked,
                "ready": meeting.ready}

    def links_object(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        base = self.base_url
        return {"self": links.self_link(base, participant.access_key),
                "gui": links.gui_link(base, participant.access_key),
                "guest_join": links.guest_link(base, meeting.guest_token),
                "websocket": links.websocket_link(base, participant.access_key)}

    def signaling_object(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        return {"type": "sepp", "options": {
            "client_id": participant.client_id,
            "conf_id": meeting.conf_id,
            "auth_token": auth_token.mint(participant.client_id, meeting.conf_id, self.signaling_secret),
            "endpoint": links.signaling_endpoint(self.base_url),
            "stun_servers": list(self.config.stun_servers),
            "turn_servers": [dict(t) for t in self.config.turn_servers],
        }}

    def meeting_reply(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        """The full meeting object (service-interface.md, Meeting object)."""
        return {
            "access_key": participant.access_key,
            "ready": meeting.ready,
            "locked": meeting.locked,
            "room": self.room_summary(meeting),
            "team": {"name": TEAM_NAME},
            "user": self.user_object(meeting, participant),
            "links": self.links_object(meeting, participant),
            "options": meeting.options,
            "playbacks": list(meeting.playbacks),
            "image_sources": [],
            "presentation": meeting.presentation,
            "broadcasts": [],
            "recording": meeting.recording,
            "snapshots": [],
            "waiting_list": [],
            "signaling": self.signaling_object(meeting, participant),
        }

    def participant_object(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        """{id, room_id, name, avatar, guest, online}: observer participant_update / users list."""
        return {"id": participant.user_id, "room_id": meeting.room_id, "name": participant.name,
                "avatar": participant.avatar, "guest": participant.guest, "online": participant.in_call}

    def room_update_content(self, meeting: Meeting) -> dict[str, Any]:
        return {**self.room_summary(meeting), "options": meeting.options,
                "participants": [self.participant_object(meeting, p) for p in meeting.participants.values()],
                "playbacks": list(meeting.playbacks), "presentation": meeting.presentation,
                "broadcasts": [], "recording": meeting.recording}
