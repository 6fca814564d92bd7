"""Stream forwarding over WHIP: POST /rooms/<ROOM_ID>/forward/source|mcu|playback and
DELETE /rooms/<ROOM_ID>/forward/<FORWARD_ID> with the API key (the routes are engine/http/forwards.py; the WHIP
client is engine/media/whip.py).

Fields (docs/engine-api.md "Request fields", form fields or JSON): ``forward_id`` (required, text of at most
MAX_ID characters, unique among the meeting's running forwards), ``type`` ("audio", "video", "audio,video" or
a list of those names), ``url`` (an http/https WHIP endpoint; a bearer token in its userinfo or in ``token``),
and ``user_id`` (source) or ``play_id`` (playback).

What is forwarded, without re-encoding:
- source: the packets a participant's leg sends (``leg.source(kind)``);
- mcu: the composed picture and the whole meeting's mix (an output, ``meeting.attach``; the meeting stays
  composed while the forward runs);
- playback: a playing playback's picture, encoded once per forward (VP8; a playback is decoded media,
  whip.PlaybackVideo), and its sound alone as the composing unit takes it, encoded once per forward (Opus,
  ``meeting.attach`` with ``sound_of``). A playback started without ``audio`` decodes no sound: a type with
  audio answers 400 for it.

Statuses: 201 without a body; 401 for a missing or wrong key (423 locked); 404 for another key's or an unknown
room, a room without a running meeting, an unknown user (not in the call), playback (not playing) or forward;
400 for a missing or bad field, a forward_id already running, a user who sends none of the kinds asked for, a
cap of engine/caps.py reached (forwards per meeting and per key, starts per minute), or a destination that
cannot be reached or does not speak WHIP (then nothing is left running). DELETE answers 200.

A forward ends by itself when its source leaves (the participant hangs up or rejoins, the playback ends, the
meeting ends) or the destination's connection fails: the WHIP resource is DELETEd and the forward_id is free
again.

Events (an engine extension: the contract names no forward event, and the state table says a forward that ends
by itself "must be started again by the client", who must hear of it): every start and end emits one
``forwards_update`` ``{forwards: [<running>...], ended: <the one that ended, with its reason> | null}`` to the
observer and the participants' RoomChannel. An entry is ``{forward_id, type: source|mcu|playback, kinds,
user_id?, play_id?, state: running|ended, reason?}``: never the destination URL (it may carry a token).
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, MAX_URL, check_text
from meetdesk.engine.caps import Caps
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.media.forwarded_track import ForwardedTrack
from meetdesk.engine.media.forwarding import FrameSource
from meetdesk.engine.media.whip import PlaybackVideo, WhipError, WhipSession, split_url
from meetdesk.engine.meetings import Meeting
from meetdesk.engine.outbound import OutboundPolicy, REFUSAL
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.tasks import TaskSet

if TYPE_CHECKING:
    from meetdesk.engine.media.legs import CallLeg
    from meetdesk.engine.media.outputs import OutputLink
    from meetdesk.engine.media.playback import Playback

log = logging.getLogger(__name__)

KINDS = ("audio", "video")
WATCH_INTERVAL = 0.25  # s between two checks whether a forward's source is still there
MAX_TOKEN = 4096


@dataclass
class Forward:
    """One running forward: its WHIP session and the sources its tracks play."""

    forward_id: str
    meeting: Meeting
    what: str  # "source" | "mcu" | "playback"
    session: WhipSession
    sources: dict[str, FrameSource]
    output: OutputLink | None = None  # the media output an mcu forward (or a playback's sound) holds
    leg: CallLeg | None = None  # the call leg a source forward plays
    playback: Playback | None = None  # the playback a playback forward plays
    encoder: PlaybackVideo | None = None  # its picture, encoded
    ended: bool = False
    watcher: asyncio.Task[Any] | None = field(default=None, repr=False)

    def to_json(self, reason: str | None = None) -> dict[str, Any]:
        """The entry of a ``forwards_update`` (module doc)."""
        entry: dict[str, Any] = {"forward_id": self.forward_id, "type": self.what, "kinds": sorted(self.sources),
                                 "state": "ended" if self.ended else "running"}
        if self.leg is not None:
            entry["user_id"] = self.leg.user_id
        if self.playback is not None:
            entry["play_id"] = self.playback.play_id
        if reason is not None:
            entry["reason"] = reason
        return entry


def _required_text(params: dict[str, Any], name: str) -> str:
    value = params.get(name)
    if value is None or value == "" or (isinstance(value, str) and not value.strip()):
        raise ApiError(400, f"{name} is required")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ApiError(400, f"{name} must be a string")
    return check_text(str(value), name, MAX_ID).strip()


def parse_kinds(value: Any) -> tuple[str, ...]:
    """``type``: "audio", "video", "audio,video" (either order) or a list of those; 400 otherwise."""
    if value is None or value == "" or value == []:
        raise ApiError(400, "type is required")
    items = value if isinstance(value, list) else [value]
    kinds: list[str] = []
    for item in items:
        if not isinstance(item, str):
            raise ApiError(400, 'type must be "audio", "video" or "audio,video"')
        for name in item.split(","):
            name = name.strip().lower()
            if name not in KINDS:
                raise ApiError(400, 'type must be "audio", "video" or "audio,video"')
            if name not in kinds:
                kinds.append(name)
    return tuple(k for k in KINDS if k in kinds)


def parse_destination(params: dict[str, Any]) -> tuple[str, str | None]:
    """``url`` and the optional ``token``, checked (400 with the rule broken)."""
    url = params.get("url")
    if url is None or url == "":
        raise ApiError(400, "url is required")
    if not isinstance(url, str):
        raise ApiError(400, "url must be a string")
    check_text(url, "url", MAX_URL)
    token = params.get("token")
    if token is not None and token != "":
        if not isinstance(token, str):
            raise ApiError(400, "token must be a string")
        check_text(token, "token", MAX_TOKEN)
        if any(ord(c) < 33 or ord(c) > 126 for c in token):
            raise ApiError(400, "token may only contain printable ASCII characters without spaces")
    else:
        token = None
    try:
        url, token = split_url(url, token)
    except WhipError as err:
        raise ApiError(400, str(err)) from None
    if token is not None and any(ord(c) < 33 or ord(c) > 126 for c in token):
        raise ApiError(400, "the url's token may only contain printable ASCII characters without spaces")
    return url, token


class Forwards:
    """The running forwards of every meeting (module doc)."""

    def __init__(self, config: EngineConfig, owners: RoomOwners, caps: Caps, outbound: OutboundPolicy) -> None:
        self.config = config
        self.owners = owners
        self.caps = caps
        self.outbound = outbound  # where a WHIP server may be
        self.running: dict[tuple[str, str], Forward] = {}  # (conf_id, forward_id) -> forward
        self._starting: set[tuple[str, str]] = set()  # forward ids being negotiated
        self._tasks = TaskSet("forwards")

    def _meeting(self, scope: KeyScope, room_id: str) -> Meeting:
        meeting = self.owners.running(scope, room_id)
        if meeting is None or meeting.shutdown or meeting.media.closed:  # no meeting running in it
            raise ApiError(404, "unknown room")
        return meeting

    async def start(self, scope: KeyScope, room_id: str, what: str, params: dict[str, Any]) -> None:
        """Start a forward of ``what`` ("source", "mcu", "playback") from a request's params (module doc)."""
        meeting = self._meeting(scope, room_id)
        forward_id = _required_text(params, "forward_id")
        user_id = _required_text(params, "user_id") if what == "source" else None
        play_id = _required_text(params, "play_id") if what == "playback" else None
        kinds = parse_kinds(params.get("type"))
        url, token = parse_destination(params)
        key = (meeting.conf_id, forward_id)
        if key in self.running or key in self._starting:
            raise ApiError(400, f"a forward with forward_id {forward_id} is running already")
        leg = None
        codecs: dict[str, str] = {}
        if what == "source":
            leg = meeting.media.leg_of_user(user_id)
            if leg is None:
                raise ApiError(404, "unknown user (not in the call)")
            missing = [kind for kind in kinds if leg.source(kind) is None]
            if missing:
                raise ApiError(400, f"user {user_id} sends no {' or '.join(missing)}")
            codecs = {kind: mime for kind in kinds if (mime := leg.source(kind).mime_type)}
        elif what == "playback":
            playing = meeting.media.playback(play_id)
            if playing is None:
                raise ApiError(404, "unknown playback (not playing)")
            if "audio" in kinds and not playing.audio:
                raise ApiError(400, 'the playback plays no sound (it was started without audio): use type "video"')
        self.caps.admit_forward(meeting, [conf_id for conf_id, _ in (*self.running, *self._starting)])
        tracks = {kind: ForwardedTrack(kind) for kind in kinds}
        config = self.config
        session = WhipSession(url, tracks, policy=self.outbound, token=token, codecs=codecs,
                              loopback=config.ice_loopback,
                              stun_servers=config.stun_servers, turn_servers=config.turn_servers)
        self._starting.add(key)
        try:
            try:
                await session.start()
            except WhipError as err:  # a refused or unreachable destination reads the policy's one sentence
                raise ApiError(400, REFUSAL if str(err) == REFUSAL else f"forward to {url} failed: {err}") from None
            if meeting.shutdown or meeting.media.closed or (leg is not None and leg.closed):
                await session.stop()
                raise ApiError(404, "the meeting or the user left while the forward was starting")
            forward = Forward(forward_id, meeting, what, session, {}, leg=leg)
            if what == "playback":
                forward.playback = meeting.media.playback(play_id)
                if forward.playback is None:
                    await session.stop()
                    raise ApiError(404, "the playback ended while the forward was starting")
                if "video" in kinds:
                    forward.encoder = PlaybackVideo(forward.playback)
                    forward.encoder.start()
                    forward.sources["video"] = forward.encoder.source
                if "audio" in kinds:
                    forward.output = meeting.attach("forward", forward_id, "forward", sound_of=play_id)
                    forward.sources["audio"] = forward.output.audio
            elif what == "mcu":
                forward.output = meeting.attach("forward", forward_id, "forward")
                forward.sources = {kind: getattr(forward.output, kind) for kind in kinds}
            else:
                forward.sources = {kind: leg.source(kind) for kind in kinds}
            for kind, track in tracks.items():
                track.route(forward.sources[kind])
            self.running[key] = forward
            forward.watcher = self._tasks.spawn(self._watch(forward))
            self._publish(meeting)
            log.info("forward %s of room %s (%s %s) to %s", forward_id, meeting.room_id, what, ",".join(kinds), url)
        finally:
            self._starting.discard(key)

    async def stop(self, scope: KeyScope, room_id: str, forward_id: str) -> None:
        """End a running forward; 404 when the room or the forward is unknown."""
        meeting = self._meeting(scope, room_id)
        forward = self.running.get((meeting.conf_id, forward_id))
        if forward is None:
            raise ApiError(404, "unknown forward")
        await self._end(forward, "stopped")

    def _gone(self, forward: Forward) -> str | None:
        """Why the forward must end now, or None."""
        meeting, media = forward.meeting, forward.meeting.media
        if meeting.shutdown or media.closed:
            return "the meeting ended"
        if forward.session.failed:
            return "the connection to the destination failed"
        if forward.leg is not None and (forward.leg.closed or media.leg(forward.leg.client_id) is not forward.leg):
            return "the user left the call"
        if forward.playback is not None and media.playback(forward.playback.play_id) is not forward.playback:
            return "the playback ended"
        if any(source.ended for source in forward.sources.values()):
            return "the source ended"
        return None

    async def _watch(self, forward: Forward) -> None:
        while not forward.ended:
            await asyncio.sleep(WATCH_INTERVAL)
            reason = self._gone(forward)
            if reason is not None:
                self._tasks.spawn(self._end(forward, reason))
                return

    async def _end(self, forward: Forward, reason: str) -> None:
        if forward.ended:
            return
        forward.ended = True
        self.running.pop((forward.meeting.conf_id, forward.forward_id), None)
        if forward.watcher is not None and forward.watcher is not asyncio.current_task():
            forward.watcher.cancel()
        if forward.output is not None:
            forward.output.detach()
        if forward.encoder is not None:
            forward.encoder.stop()
        log.info("forward %s of room %s ended: %s", forward.forward_id, forward.meeting.room_id, reason)
        self._publish(forward.meeting, forward.to_json(reason))
        await forward.session.stop()

    def _publish(self, meeting: Meeting, ended: dict[str, Any] | None = None) -> None:
        running = [f.to_json() for (conf_id, _), f in self.running.items() if conf_id == meeting.conf_id]
        meeting.emit("forwards_update", forwards=running, ended=ended)

    async def close(self) -> None:
        """End every forward (the engine stops)."""
        await asyncio.gather(*(self._end(f, "the engine stops") for f in list(self.running.values())),
                             return_exceptions=True)
        self._tasks.cancel_all()
