"""Rooms and their meetings: start or join (POST /rooms), end, the key's running meetings, and the life of a
meeting between them (ready after ``ready_delay``, ended after ``idle_shutdown`` with nobody in the call).

Also the meeting object of a participant (the meeting reply, ``api/models``): REST, guests and permalinks
answer with it.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.api.models import Links, MeetingReply, Options, Signaling, TurnServer, User
from meetdesk.api.tokens import new_token
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.auth import ShutdownGate
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.credentials import mint_auth_token
from meetdesk.engine.lock import MeetingLock
from meetdesk.engine.media.layouts import settings_from_options
from meetdesk.engine.media.session import MediaSession
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant, iso_now
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.store import Store
from meetdesk.tasks import TaskSet


log = logging.getLogger(__name__)

TEAM_NAME = "MeetDesk"


def new_access_key() -> str:
    return new_token()  # letters and digits only: the browser library strips anything else


def new_id() -> str:
    return secrets.token_hex(12)  # 24 hex, Mongo-style like the public service's ids


class Rooms:
    """Starts, joins and ends meetings; keeps their ready and idle timers."""

    def __init__(self, config: EngineConfig, store: Store, meetings: MeetingRegistry, meeting_keys: MeetingKeys,
                 meeting_lock: MeetingLock, owners: RoomOwners, gate: ShutdownGate, address: EngineAddress,
                 signaling_secret: bytes, tasks: TaskSet) -> None:
        self.config = config
        self.store = store
        self.meetings = meetings
        self.meeting_keys = meeting_keys
        self.meeting_lock = meeting_lock
        self.owners = owners
        self.gate = gate
        self.address = address
        self.signaling_secret = signaling_secret
        self.tasks = tasks
        self._timers: dict[str, dict[str, asyncio.TimerHandle]] = {}  # conf_id -> "ready"/"idle" -> handle

    # -- the key's running meetings ---------------------------------------------------------------------
    def page(self, scope: KeyScope, page: int, size: int) -> list[Meeting]:
        """One page of the key's running meetings, newest first; its cost does not grow with the total."""
        return self.meetings.newest_of(scope.key_id, (page - 1) * size, size)

    # -- start, join, end ------------------------------------------------------------------------------
    def start_or_join(self, room_id: str | None, name: str | None, options: dict[str, Any],
                      user: dict[str, Any], *, permalink_id: str | None = None,
                      guest_token: str | None = None,
                      owner: KeyScope) -> tuple[Meeting, Participant]:
        """POST /rooms semantics: start the room's meeting if none runs, then add (or find) the user.

        ``options`` are validated options; they apply at start only. A new user of a locked meeting: 403.
        ``owner`` owns a new room; a room id that another key owns answers 403 (room ids are one namespace
        on an engine; nothing else about that room is told).
        """
        self.gate.check()
        room_id = room_id or new_id()
        taken_by = self.owners.owner(room_id)
        if taken_by is not None and not owner.owns(taken_by):
            raise ApiError(403, "this room id is taken")
        meeting = self.meetings.by_room(room_id)
        if meeting is not None and user.get("id"):
            existing = meeting.participants.get(user["id"])
            if existing is not None and not existing.kicked and not existing.guest:
                existing.name = user["name"]
                existing.avatar = user.get("avatar")
                return meeting, existing
        if meeting is not None:
            self.meeting_lock.admit_user(meeting)
        if meeting is None:
            meeting = self._start_meeting(room_id, name, options, permalink_id, guest_token, owner.key_id)
        return meeting, self.add_participant(meeting, user, guest=False)

    def _start_meeting(self, room_id: str, name: str | None, options: dict[str, Any],
                       permalink_id: str | None, guest_token: str | None,
                       owner_key_id: str) -> Meeting:
        meeting = Meeting(conf_id=new_id(), room_id=room_id, name=name, started_at=iso_now(),
                          options=options, guest_token=guest_token or new_token(), media=self._new_media(options),
                          permalink_id=permalink_id, owner_key_id=owner_key_id)
        self.store.save_room(room_id, name, permalink_id, owner_key_id)
        self.store.start_instance(meeting.conf_id, room_id, name, meeting.started_at, options,
                                    meeting.guest_token, permalink_id)
        self.meetings.add(meeting)
        self.meeting_keys.add_meeting(meeting)
        loop = asyncio.get_running_loop()
        self._timers[meeting.conf_id] = {
            "ready": loop.call_later(self.config.ready_delay, self._make_ready, meeting)}
        self._arm_idle(meeting)
        self.store.on_rollback(lambda: self._forget_meeting(meeting))
        return meeting

    def _new_media(self, options: dict[str, Any]) -> MediaSession:
        """The media session of a meeting that starts (ICE servers from the config)."""
        config = self.config
        media = MediaSession(stun_servers=config.stun_servers, turn_servers=config.turn_servers,
                            loopback=config.ice_loopback, sfu_mode=str(options.get("sfu_mode") or "ptp"),
                            widescreen=bool(options.get("widescreen")),
                            background_color=str(options.get("background_color") or "#121212"))
        media.set_layout(settings_from_options(options))  # show_names, voice_activation of the room options
        return media

    def _forget_meeting(self, meeting: Meeting) -> None:
        """Drop a meeting from memory without ending it in the store (its start was rolled back)."""
        meeting.shutdown = True
        for handle in self._timers.pop(meeting.conf_id, {}).values():
            handle.cancel()
        self.meeting_keys.forget_meeting(meeting)
        self.meetings.remove(meeting)

    def add_participant(self, meeting: Meeting, user: dict[str, Any], guest: bool) -> Participant:
        """A new participant with a new access key (``user``: validated id, name, avatar, email, locale)."""
        keys = self.meeting_keys
        participant = Participant(user_id=user.get("id") or new_id(), name=user["name"],
                                  access_key=new_access_key(), client_id=new_id(), avatar=user.get("avatar"),
                                  guest=guest, email=user.get("email"), locale=user.get("locale"))
        self.store.add_access_key(participant.access_key, meeting.conf_id, participant.user_id)
        meeting.participants[participant.user_id] = participant
        keys.add_participant(meeting, participant)

        def undo() -> None:
            keys.forget_participant(participant)
            if meeting.participants.get(participant.user_id) is participant:
                del meeting.participants[participant.user_id]

        self.store.on_rollback(undo)
        return participant

    async def end_meeting(self, meeting: Meeting) -> None:
        """Shut the meeting down for good: its access keys and guest token answer 410 from now on."""
        if meeting.shutdown:
            return
        meeting.shutdown = True
        for handle in self._timers.pop(meeting.conf_id, {}).values():
            handle.cancel()
        self.store.end_instance(meeting.conf_id)
        self.meeting_keys.forget_meeting(meeting)
        meeting.emit("shutdown")
        self.meetings.remove(meeting)
        self.tasks.spawn(meeting.media.close())  # the calls end first, then their peer connections

    # -- ready and idle --------------------------------------------------------------------------------
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
            self.config.idle_shutdown, lambda: self.tasks.spawn(self._idle_end(meeting)))

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
        """Restart the idle timer unless someone is in the call (which stops it)."""
        if not meeting.in_call():
            self._arm_idle(meeting)

    # -- the meeting object ----------------------------------------------------------------------------
    def meeting_reply(self, meeting: Meeting, participant: Participant) -> MeetingReply:
        """The full meeting object of one participant (docs/engine-api.md "Objects and states")."""
        base, pin = self.address.base_url, self.address.fingerprint
        key = participant.access_key
        return MeetingReply(
            access_key=key, ready=meeting.ready, locked=meeting.locked, room=meeting.summary(),
            user=User(id=participant.user_id, name=participant.name, room_id=meeting.room_id,
                      avatar=participant.avatar, guest=participant.guest, blocked=participant.blocked,
                      ready=meeting.ready),
            links=Links(self_link=links.self_link(base, key), gui=links.gui_link(base, key, pin),
                        # a permalink's meeting: its guest link waits for a host when no meeting runs
                        guest_join=links.guest_link(base, meeting.guest_token, pin,
                                                    permalink=bool(meeting.permalink_id)),
                        websocket=links.websocket_link(base, key)),
            options=Options.from_json(meeting.options),
            signaling=Signaling(
                client_id=participant.client_id, conf_id=meeting.conf_id,
                auth_token=mint_auth_token(participant.client_id, meeting.conf_id, self.signaling_secret),
                endpoint=links.signaling_endpoint(base), stun_servers=list(self.config.stun_servers),
                turn_servers=[TurnServer.from_json(t) for t in self.config.turn_servers]),
            team_name=TEAM_NAME, **meeting.items_json())
