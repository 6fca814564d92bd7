"""Signaling state of one meeting: which participant has a call, on which socket, and the broadcasts
(memberlist, source_update, voice_activity, recording, chat) that follow from calls and meeting events.

A call outlives its socket: when a socket drops, the call waits ``resume_grace`` seconds for a
call_resume on a new socket before it ends.

The media of the calls belongs to the meeting's ``MediaSession`` (``meeting.media``, made and closed by the
engine): the conference asks it for legs and registers callbacks for what the media reports (voice activity,
renegotiation, its close, which ends every call first).
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from meetdesk.api.items import Recording
from meetdesk.api.sdp import ice_credentials
from meetdesk.engine.media.legs import CallLeg
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.tasks import TaskSet

if TYPE_CHECKING:
    from meetdesk.engine.engine import Engine

log = logging.getLogger(__name__)

TERM_NORMAL = 200
TERM_KICKED = 403
TERM_FAILED = 500
REJECT_IN_USE = 403
REJECT_UNKNOWN = 404
REJECT_ENDED = 410
REJECT_FAILED = 500
REJECT_LOCKED = 607


class Channel(Protocol):
    """What the conference needs from a signaling socket."""

    client_id: str

    async def send(self, type_: str, data: dict[str, Any]) -> None: ...
    async def close(self, code: int = 1000, reason: str = "") -> None: ...


@dataclass
class Call:
    participant: Participant
    leg: CallLeg
    platform: str | None
    display_name: str | None
    channel: Channel | None
    grace: asyncio.TimerHandle | None = None


class ConferenceCalls:
    """Calls of one meeting and their signaling."""

    def __init__(self, engine: Engine, meeting: Meeting, resume_grace: float) -> None:
        self.engine = engine
        self.meeting = meeting
        self.resume_grace = resume_grace
        self.media = meeting.media
        self.media.on_voice_activity = self._on_voice_activity
        self.media.on_renegotiation_needed = self.renegotiate
        self.media.on_close = self.close
        self.media.on_podium_changed = self._podium_changed
        self.calls: dict[str, Call] = {}  # by client id, in join order
        self.channels: set[Channel] = set()  # every open socket of this meeting
        self.ever_in_call: set[str] = set()
        self.members_at_lock: set[str] | None = set(meeting.participants) if meeting.locked else None
        self.closed = False
        self._lock = asyncio.Lock()
        self._tasks = TaskSet(f"conference {meeting.conf_id}")  # sends and call ends started by events
        self._unsubscribe = meeting.events.subscribe(self._on_event)

    # -- sockets ------------------------------------------------------------------------------------

    def attach(self, channel: Channel) -> None:
        self.channels.add(channel)

    async def detach(self, channel: Channel) -> None:
        """The socket closed: its call (if any) waits for call_resume, then ends."""
        self.channels.discard(channel)
        call = self.calls.get(channel.client_id)
        if call is not None and call.channel is channel:
            call.channel = None
            loop = asyncio.get_running_loop()
            call.grace = loop.call_later(self.resume_grace, lambda: self._tasks.spawn(
                self._grace_expired(call)))

    async def _grace_expired(self, call: Call) -> None:
        if self.calls.get(call.participant.client_id) is call and call.channel is None:
            log.info("call of %s not resumed in time; ending it", call.participant.client_id)
            await self.end_call(call.participant.client_id, TERM_NORMAL, notify=False)

    # -- call set-up ----------------------------------------------------------------------------------

    def _reject_code(self, participant: Participant | None) -> int | None:
        meeting = self.meeting
        if meeting.shutdown or self.closed:
            return REJECT_ENDED
        if participant is None or participant.kicked or getattr(participant, "blocked", False):
            return REJECT_UNKNOWN
        if meeting.locked:
            existing = self.calls.get(participant.client_id)
            if participant.guest and existing is None:
                return REJECT_LOCKED
            if self.members_at_lock is not None and participant.user_id not in self.members_at_lock:
                return REJECT_LOCKED
        return None

    async def start_call(self, channel: Channel, participant: Participant | None, data: dict[str, Any]) -> None:
        async with self._lock:
            code = self._reject_code(participant)
            existing = self.calls.get(participant.client_id) if participant is not None else None
            if code is None and existing is not None:
                if existing.channel is not None and existing.channel is not channel:
                    code = REJECT_IN_USE
            sdp = data.get("sdp") or {}
            if code is None and not (isinstance(sdp, dict) and isinstance(sdp.get("sdp"), str)):
                code = 400
            if code is not None:
                await channel.send("call_rejected", {"reject_code": code})
                return
            if existing is not None:  # a call left behind by a dropped socket: replace it
                await self.end_call(participant.client_id, TERM_NORMAL, notify=True)
            try:
                leg, answer = await self.media.start_call(participant.client_id, sdp, user_id=participant.user_id,
                                                          name=data.get("display_name") or participant.name)
            except Exception:
                log.exception("call_start of %s failed", participant.client_id)
                await channel.send("call_rejected", {"reject_code": REJECT_FAILED})
                return
            if self.closed or self.meeting.shutdown:
                await self.media.end_call(participant.client_id)
                await channel.send("call_rejected", {"reject_code": REJECT_ENDED})
                return
            leg.on_failed = lambda failed: self._tasks.spawn(self._leg_failed(failed))
            if data.get("mute_video"):
                leg.set_video_muted(True)
            call = Call(participant, leg, data.get("platform"), data.get("display_name"), channel)
            self.calls[participant.client_id] = call
            self.ever_in_call.add(participant.client_id)
            await channel.send("call_accepted", {"call_id": leg.call_id, "sdp": answer})
            self.engine.participant_joined_call(self.meeting, participant)
            await self._send_call(call, "memberlist", {
                "add": [self._member(c) for c in self.calls.values()], "del": [], "count": len(self.calls),
                "media": []})
            await self._broadcast("memberlist", {"add": [self._member(call)], "del": [], "count": len(self.calls),
                                                 "media": []}, exclude=participant.client_id)
            await self._broadcast("source_update", self._source_update())
            if self.meeting.recording is not None:
                await self._send_call(call, "recording", self._recording_data(self.meeting.recording))
            for cid in self.media.speakers():
                if cid != participant.client_id:
                    await self._send_call(call, "voice_activity", {"cid": cid, "on": True})

    async def resume_call(self, channel: Channel, participant: Participant | None, data: dict[str, Any]) -> None:
        async with self._lock:
            call = self.calls.get(participant.client_id) if participant is not None else None
            if self.meeting.shutdown or self.closed:
                await channel.send("call_rejected", {"reject_code": REJECT_ENDED})
                return
            if call is None or (data.get("call_id") and data["call_id"] != call.leg.call_id):
                await channel.send("call_rejected", {"reject_code": REJECT_UNKNOWN})
                return
            if call.channel is not None and call.channel is not channel:
                old = call.channel
                self.channels.discard(old)
                self._tasks.spawn(old.close(4000, "call resumed elsewhere"))
            if call.grace is not None:
                call.grace.cancel()
                call.grace = None
            call.channel = channel
            sdp = data.get("sdp") or {}
            remote = call.leg.pc.remoteDescription
            if (isinstance(sdp, dict) and sdp.get("sdp") and remote is not None
                    and ice_credentials(sdp["sdp"]) != ice_credentials(remote.sdp)):
                try:  # new ICE credentials: the client restarted ICE; the call gets a fresh transport
                    leg, answer = await self.media.start_call(participant.client_id, sdp, call_id=call.leg.call_id,
                                                              user_id=participant.user_id, name=call.leg.name)
                except Exception:
                    log.exception("ICE restart on call_resume failed for %s", participant.client_id)
                    await self.end_call(participant.client_id, TERM_FAILED, notify=True)
                    return
                leg.on_failed = lambda failed: self._tasks.spawn(self._leg_failed(failed))
                call.leg = leg
            else:
                answer = call.leg.local_sdp
            await channel.send("call_resumed", {"call_id": call.leg.call_id, "sdp": answer})
            await self._send_call(call, "memberlist", {
                "add": [self._member(c) for c in self.calls.values()], "del": [], "count": len(self.calls),
                "media": []})
            await self._send_call(call, "source_update", self._source_update())

    async def terminate_call(self, channel: Channel, data: dict[str, Any]) -> None:
        call = self.calls.get(channel.client_id)
        if call is not None and (not data.get("call_id") or data["call_id"] == call.leg.call_id):
            await self.end_call(channel.client_id, TERM_NORMAL, notify=True)

    async def sdp_update(self, channel: Channel, data: dict[str, Any]) -> None:
        call = self.calls.get(channel.client_id)
        sdp = data.get("sdp") or {}
        if call is None or not isinstance(sdp, dict) or not sdp.get("sdp"):
            return
        if sdp.get("type") == "offer":
            answer = await call.leg.answer(sdp)
            await channel.send("sdp_update", {"call_id": call.leg.call_id, "sdp": answer})
        elif call.leg.pc.signalingState == "have-local-offer":
            await call.leg.apply_answer(sdp)

    async def renegotiate(self, client_id: str) -> None:
        """Server-initiated sdp_update offer (the client answers with sdp_update)."""
        call = self.calls.get(client_id)
        if call is not None:
            offer = await call.leg.renegotiate()
            await self._send_call(call, "sdp_update", {"call_id": call.leg.call_id, "sdp": offer})

    def mute_video(self, channel: Channel, data: dict[str, Any]) -> None:
        call = self.calls.get(channel.client_id)
        if call is not None:
            call.leg.set_video_muted(bool(data.get("on")))

    # -- call end --------------------------------------------------------------------------------------

    async def end_call(self, client_id: str, term_code: int, *, notify: bool) -> None:
        call = self.calls.pop(client_id, None)
        if call is None:
            return
        if call.grace is not None:
            call.grace.cancel()
        if notify and call.channel is not None:
            try:
                await call.channel.send("call_terminated", {"call_id": call.leg.call_id, "term_code": term_code})
            except Exception:
                pass
        await self.media.end_call(client_id)
        self.engine.participant_left_call(self.meeting, call.participant)
        if not self.closed:
            await self._broadcast("memberlist", {"add": [], "del": [client_id], "count": len(self.calls),
                                                 "media": []})
            await self._broadcast("source_update", self._source_update())

    async def _leg_failed(self, leg: CallLeg) -> None:
        call = self.calls.get(leg.client_id)
        if call is not None and call.leg is leg:
            await self.end_call(leg.client_id, TERM_FAILED, notify=True)

    async def close(self, term_code: int = TERM_NORMAL) -> None:
        """Meeting shutdown (the media session closes): terminate every call and close every socket."""
        if self.closed:
            return
        self.closed = True
        self._unsubscribe()
        for client_id in list(self.calls):
            await self.end_call(client_id, term_code, notify=True)
        for channel in list(self.channels):
            try:
                await channel.close(1000, "meeting ended")
            except Exception:
                pass
        self.channels.clear()

    # -- meeting events ------------------------------------------------------------------------------

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "kick":
            participant = self.meeting.participants.get(event.get("user_id"))
            client_id = participant.client_id if participant is not None else event.get("client_id")
            if client_id in self.calls:
                self._tasks.spawn(self.end_call(client_id, TERM_KICKED, notify=True))
        elif kind == "lock":
            if self.members_at_lock is None:
                self.members_at_lock = set(self.meeting.participants)
        elif kind == "recording_update":
            recording = Recording.from_json(event["recording"])
            self._tasks.spawn(self._broadcast("recording", self._recording_data(recording)))
        elif kind == "chat":
            # Participants on the realtime RoomChannel get chat there; a second copy over sepp would be
            # shown twice by the browser library and the Android SDK (both forward either source).
            listeners = self.engine.meetings.room_listeners
            self._tasks.spawn(self._broadcast("chat", {
                "cid": event.get("cid") or self._client_id_of(event.get("user_id")),
                "content": event.get("content"), "id": event.get("id"),
                "ts": event.get("created_at")}, skip={
                    cid for cid, call in self.calls.items()
                    if listeners.listening(self.meeting.conf_id, call.participant.user_id)}))
        elif kind == "playback_update":  # playbacks are members of the call as media (memberlist media)
            playing = [p for p in event.get("playing") or [] if isinstance(p, dict) and p.get("play_id")]
            self._tasks.spawn(self._broadcast("memberlist", {
                "add": [], "del": [], "count": len(self.calls),
                "media": [{"mid": f"media-{p['play_id']}", "playid": p["play_id"]} for p in playing]}))
        elif kind == "options_update":
            options = event.get("options") or {}
            if options.get("sfu_mode"):
                self.media.sfu_mode = str(options["sfu_mode"])

    def _client_id_of(self, user_id: str | None) -> str | None:
        participant = self.meeting.participants.get(user_id) if user_id else None
        return participant.client_id if participant is not None else user_id

    @staticmethod
    def _recording_data(recording: Recording | None) -> dict[str, Any]:
        return {"active": recording is not None and recording.running, "enabled": True}

    def _podium_changed(self) -> None:
        """Who is where in the composed picture changed: participants get source_update, the observer
        podium_update."""
        if self.closed:
            return
        self._tasks.spawn(self._broadcast("source_update", self._source_update()))
        self.meeting.emit("podium_update", podium=self.media.podium())

    def _on_voice_activity(self, client_id: str, on: bool) -> None:
        self._tasks.spawn(self._broadcast("voice_activity", {"cid": client_id, "on": on}))

    # -- sending -------------------------------------------------------------------------------------------

    @staticmethod
    def _member(call: Call) -> dict[str, Any]:
        entry: dict[str, Any] = {"cid": call.participant.client_id}
        if call.platform:
            entry["p"] = call.platform
        return entry

    def _source_update(self) -> dict[str, Any]:
        layout = self.meeting.options.get("layout") if isinstance(self.meeting.options, dict) else None
        return self.media.source_update(widescreen=bool(self.meeting.widescreen),
                                        layout=1 if layout == "custom" else 0)

    async def _send_call(self, call: Call, type_: str, data: dict[str, Any]) -> None:
        if call.channel is not None:
            try:
                await call.channel.send(type_, {"call_id": call.leg.call_id, **data})
            except Exception:
                log.debug("send %s to %s failed", type_, call.participant.client_id, exc_info=True)

    async def _broadcast(self, type_: str, data: dict[str, Any], exclude: str | None = None,
                         skip: set[str] | None = None) -> None:
        for client_id, call in list(self.calls.items()):
            if client_id != exclude and client_id not in (skip or ()):
                await self._send_call(call, type_, data)
