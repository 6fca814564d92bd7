"""Live broadcasts of running meetings to RTMP servers (streaming platforms), with an access key.

Routes: engine/http/broadcasts.py; the stream is pushed by engine/media/broadcast.py from the composed
meeting (an output, ``meeting.attach``: a peer meeting switches to MCU mode while a broadcast runs).

- POST /rooms/<key>/broadcasts: ``stream_url`` (required, rtmp:// or rtmps://), ``player_url`` (optional),
  ``platform`` (default "generic"); one broadcast per platform. 201 with the broadcast object once the server
  took the stream. 400 for a missing or bad field, 405 when options[broadcast_available] is false, 406 when
  the stream cannot start (the meeting is not ready, the platform is already broadcasting, a cap of
  engine/caps.py is reached, the address is refused by the engine's outbound policy, the server refused or did
  not answer: these last three read the same, the policy's one sentence); nothing runs then. The connection is made by a process of its own
  (engine/media/broadcast.py), so a server that never answers stalls nothing of the engine.
- PUT /rooms/<key>/broadcasts/<platform>: a new ``player_url``; 404 when that platform is not broadcasting.
- DELETE /rooms/<key>/broadcasts (all) or /broadcasts/<platform>; 404 when none runs.
- Each change sets ``meeting.broadcasts`` (the meeting object's list) and emits one ``broadcasts_update``
  {broadcasts: [{id, platform, player_url, user, room}]}. A broadcast whose server goes away ends by itself;
  the meeting's end stops all.
"""
from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_NAME, MAX_URL, check_text
from meetdesk.api.items import Broadcast
from meetdesk.engine.caps import Caps
from meetdesk.engine.media.broadcast import Broadcaster, BroadcastError
from meetdesk.engine.media.outputs import OutputLink
from meetdesk.engine.meetings import Event, Meeting, Participant
from meetdesk.engine.outbound import OutboundPolicy
from meetdesk.tasks import TaskSet


log = logging.getLogger(__name__)

SCHEMES = ("rtmp", "rtmps")
DEFAULT_PLATFORM = "generic"


def _text(params: dict[str, Any], name: str, max_len: int, required: bool = False) -> str | None:
    value = params.get(name)
    if value is None or value == "":
        if required:
            raise ApiError(400, f"{name} is required")
        return None
    if not isinstance(value, str):
        raise ApiError(400, f"{name} must be a string")
    return check_text(value, name, max_len)


def parse_stream_url(params: dict[str, Any]) -> str:
    """``stream_url``: an rtmp:// or rtmps:// URL with a host (400 otherwise)."""
    url = _text(params, "stream_url", MAX_URL, required=True)
    assert url is not None
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:
        raise ApiError(400, "stream_url is not a valid URL") from None
    if parts.scheme.lower() not in SCHEMES:
        raise ApiError(400, "stream_url must be an rtmp:// or rtmps:// URL")
    if not host or any(c.isspace() or not c.isprintable() for c in url):
        raise ApiError(400, "stream_url must have a host and no spaces or control characters")
    return url


def parse_platform(value: Any) -> str:
    if value is None or value == "":
        return DEFAULT_PLATFORM
    if not isinstance(value, str):
        raise ApiError(400, "platform must be a string")
    return check_text(value, "platform", MAX_NAME)


@dataclass(eq=False)
class _Running:
    """A broadcast in progress: its wire object, its broadcaster and the output it streams."""

    meeting: Meeting
    obj: Broadcast
    broadcaster: Broadcaster
    output: OutputLink


class Broadcasts:
    """Starts, updates and stops broadcasts (module doc)."""

    def __init__(self, caps: Caps, outbound: OutboundPolicy) -> None:
        self.caps = caps
        self.outbound = outbound  # where a stream may be pushed to
        self._running: dict[str, dict[str, _Running]] = {}  # conf_id -> platform -> broadcast
        self._starting: set[tuple[str, str]] = set()  # (conf_id, platform) connecting now
        self._unsubscribe: dict[str, Any] = {}  # conf_id -> its event subscription
        self._tasks = TaskSet("broadcasts")

    async def start(self, meeting: Meeting, participant: Participant, params: dict[str, Any]) -> dict[str, Any]:
        """Start broadcasting ``meeting``; the broadcast object. Every refusal changes nothing."""
        if not meeting.options.get("broadcast_available", True):
            raise ApiError(405, "broadcasts are not available in this meeting (options[broadcast_available])")
        url = parse_stream_url(params)
        player_url = _text(params, "player_url", MAX_URL)
        platform = parse_platform(params.get("platform"))
        if not meeting.ready:
            raise ApiError(406, "the meeting is not ready yet")
        slot = (meeting.conf_id, platform)
        if platform in self._running.get(meeting.conf_id, {}) or slot in self._starting:
            raise ApiError(406, f"a broadcast to {platform} is already running")
        self.caps.admit_broadcast(meeting, [*(conf for conf, mine in self._running.items() for _ in mine),
                                                   *(conf for conf, _ in self._starting)])
        obj = Broadcast(id=secrets.token_hex(12), platform=platform, player_url=player_url,
                        user=participant.summary(), room=meeting.summary())
        output = meeting.attach("broadcast", obj.id, "broadcast")
        width, height = output.size
        broadcaster = Broadcaster(url, output.video, output.audio, width, height, outbound=self.outbound)
        self._starting.add(slot)
        try:
            await broadcaster.start()
        except BroadcastError as err:
            output.detach()
            raise ApiError(406, f"the stream could not be started: {err}") from None
        finally:
            self._starting.discard(slot)
        if meeting.shutdown or meeting.media.closed:  # the meeting ended while connecting
            output.detach()
            self._tasks.spawn(broadcaster.stop())
            raise ApiError(406, "the meeting ended while the stream was starting")
        running = _Running(meeting, obj, broadcaster, output)
        broadcaster.on_end = lambda _: self._stop(running)
        self._running.setdefault(meeting.conf_id, {})[platform] = running
        if meeting.conf_id not in self._unsubscribe:
            self._unsubscribe[meeting.conf_id] = meeting.events.subscribe(
                lambda event, m=meeting: self._meeting_event(m, event))
        self._changed(meeting)
        log.info("broadcast %s of room %s to %s", obj.id, meeting.room_id, platform)
        return obj.to_json()

    def update(self, meeting: Meeting, platform: str, params: dict[str, Any]) -> dict[str, Any]:
        """A new player_url for the platform's broadcast; 404 when it is not broadcasting."""
        platform = parse_platform(platform)
        player_url = _text(params, "player_url", MAX_URL)
        running = self._running.get(meeting.conf_id, {}).get(platform)
        if running is None:
            raise ApiError(404, f"no broadcast to {platform} is running")
        running.obj.player_url = player_url
        self._changed(meeting)
        return running.obj.to_json()

    def stop(self, meeting: Meeting, platform: str | None = None) -> None:
        """Stop the platform's broadcast, or all of the meeting's; 404 when none runs."""
        mine = self._running.get(meeting.conf_id, {})
        chosen = list(mine.values()) if platform is None else [mine[p] for p in [parse_platform(platform)] if p in mine]
        if not chosen:
            raise ApiError(404, "no broadcast is running" if platform is None else f"no broadcast to {platform} is running")
        for running in chosen:
            self._stop(running, announce=False)
        self._changed(meeting)

    def _stop(self, running: _Running, announce: bool = True) -> None:
        meeting = running.meeting
        mine = self._running.get(meeting.conf_id, {})
        if mine.get(running.obj.platform) is not running:
            return
        del mine[running.obj.platform]
        if not mine:
            self._running.pop(meeting.conf_id, None)
            unsubscribe = self._unsubscribe.pop(meeting.conf_id, None)
            if unsubscribe is not None:
                unsubscribe()
        running.broadcaster.on_end = None
        running.broadcaster.halt()
        running.output.detach()
        self._tasks.spawn(running.broadcaster.stop())
        if running.broadcaster.failed:
            log.info("broadcast %s ended: %s", running.obj.id, running.broadcaster.failed)
        if announce:
            self._changed(meeting)

    def _meeting_event(self, meeting: Meeting, event: Event) -> None:
        if event.get("type") == "shutdown":
            for running in list(self._running.get(meeting.conf_id, {}).values()):
                self._stop(running, announce=False)
            self._changed(meeting)

    def _changed(self, meeting: Meeting) -> None:
        meeting.broadcasts = [r.obj for r in self._running.get(meeting.conf_id, {}).values()]
        meeting.emit("broadcasts_update", broadcasts=[b.to_json() for b in meeting.broadcasts])

    async def close(self) -> None:
        """Stop every broadcast and close their connections (engine stop)."""
        for mine in list(self._running.values()):
            for running in list(mine.values()):
                self._stop(running)
        await self._tasks.wait_closed()
