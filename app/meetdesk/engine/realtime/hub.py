"""ActionCable-compatible real-time hub at /rt (docs/engine-api.md "The real-time socket").

Two kinds of connection share the endpoint:

- participant: ``/rt?access_key=<ACCESS_KEY>``, channels RoomChannel and UserChannel; gets room_setup,
  room_ready and the meeting's events (chat, custom, lock, ...);
- observer: ``/rt?room_id=<ROOM_ID>`` with the API key as ``Authorization`` header, as a WebSocket
  subprotocol or as ``api_key`` query; channel RoomChannel; gets room_update, participant_update, ...

Meeting events are delivered synchronously by the meeting's bus; each connection turns them into frames
at once (so the order is kept) and puts them in its own bounded queue, which one sender task drains. A
connection that cannot keep up is dropped (the client reconnects), the meeting is never blocked.
"""
from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from typing import TYPE_CHECKING, Any

from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from meetdesk.api import events, json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.models import RoomUser
from meetdesk.engine.meetings import Event, Meeting, Participant

if TYPE_CHECKING:
    from meetdesk.engine.engine import Engine

log = logging.getLogger(__name__)

SUBPROTOCOL = "actioncable-v1-json"
PING_INTERVAL = 3.0
QUEUE_LIMIT = 1000
MAX_SUBSCRIPTIONS = 2  # one per channel: RoomChannel, UserChannel (docs/engine-api.md "Sockets")
MAX_FRAME = 64 * 1024  # characters of one client frame
ACTIONS_PER_SECOND = 10  # client messages (actions) a socket may send per second, in bursts of twice that
ROOM_CHANNEL = "RoomChannel"
USER_CHANNEL = "UserChannel"

# Events forwarded unchanged: the kinds each socket gets as they are, with their fields (api/events.py: wire, to)
_PARTICIPANT_PASS = events.passed_on(events.PARTICIPANTS)
_OBSERVER_PASS = events.passed_on(events.OBSERVERS)


def _dumps(frame: dict[str, Any]) -> str:
    return json_text.dumps(frame)


def _canonical(identifier: str) -> tuple[str, str | None]:
    """The identifier in one spelling (sorted keys, no spaces) and its channel; ApiError if malformed."""
    parsed = json_text.loads(identifier, "identifier")
    if not isinstance(parsed, dict):
        raise ApiError(400, "identifier must be a JSON object")
    channel = parsed.get("channel")
    return json.dumps(parsed, sort_keys=True, separators=(",", ":")), channel if isinstance(channel, str) else None


def _chat_message(event: Event) -> dict[str, Any]:
    return {"type": event["type"], "content": event.get("content"), "cid": event.get("cid"),
            "user_id": event.get("user_id"), "created_at": event.get("created_at")}


class _Close:
    """Queue item: send a disconnect frame, then close the socket with ``code`` and the reason."""

    def __init__(self, reason: str, reconnect: bool, code: int = 1000) -> None:
        self.reason = reason
        self.reconnect = reconnect
        self.code = code


class CableConnection:
    """One /rt socket: its subscriptions, its outgoing queue and the mapping of meeting events."""

    def __init__(self, ws: WebSocket, engine: Engine, meeting: Meeting, participant: Participant | None) -> None:
        self.ws = ws
        self.engine = engine
        self.meeting = meeting
        self.participant = participant  # None for an observer
        self.queue: asyncio.Queue[str | _Close] = asyncio.Queue(QUEUE_LIMIT)
        self.subscriptions: dict[str, str] = {}  # identifier as sent by the client -> channel name
        self.canonical: dict[str, str] = {}  # identifier as sent -> its canonical spelling
        self._allowance = 2.0 * ACTIONS_PER_SECOND  # token bucket of client messages
        self._allowance_at = time.monotonic()
        self.closing = False
        self.ready_sent = False
        self.listening = False  # registered in the room listeners (participant subscribed to RoomChannel)
        self._loop = asyncio.get_running_loop()
        self._thread = threading.get_ident()

    @property
    def observer(self) -> bool:
        return self.participant is None

    # -- outgoing -----------------------------------------------------------------------------------

    def push(self, item: str | _Close) -> None:
        """Queue a frame without ever blocking; safe to call from another thread."""
        if threading.get_ident() != self._thread:
            self._loop.call_soon_threadsafe(self.push, item)
            return
        if self.closing:
            return
        if isinstance(item, _Close):
            self.closing = True
        try:
            self.queue.put_nowait(item)
        except asyncio.QueueFull:
            log.warning("realtime client too slow, dropping its connection")
            while not self.queue.empty():
                self.queue.get_nowait()
            self.closing = True
            self.queue.put_nowait(item if isinstance(item, _Close) else _Close("server_restart", True))

    def push_frame(self, frame: dict[str, Any]) -> None:
        self.push(_dumps(frame))

    def close(self, reason: str, reconnect: bool, code: int = 1000) -> None:
        self.push(_Close(reason, reconnect, code))

    def send_channel(self, channel: str, message: dict[str, Any]) -> None:
        """Send ``message`` on every subscription to ``channel``, with the client's identifier string."""
        for identifier, name in list(self.subscriptions.items()):
            if name == channel:
                self.push_frame({"identifier": identifier, "message": message})

    async def sender(self) -> None:
        while True:
            item = await self.queue.get()
            if isinstance(item, _Close):
                try:
                    await self.ws.send_text(_dumps({"type": "disconnect", "reason": item.reason,
                                                    "reconnect": item.reconnect}))
                    await self.ws.close(item.code, item.reason)
                except (RuntimeError, WebSocketDisconnect, OSError):
                    pass
                return
            await self.ws.send_text(item)

    async def pinger(self) -> None:
        while True:
            await asyncio.sleep(PING_INTERVAL)
            self.push_frame({"type": "ping", "message": int(time.time())})

    # -- meeting events -----------------------------------------------------------------------------

    def on_event(self, event: Event) -> None:
        if self.closing:
            return
        kind = event.get("type")
        if kind == "shutdown":
            if self.observer:
                self.send_channel(ROOM_CHANNEL, self._room_update())
            self.close("remote", False)
            return
        if self.observer:
            self._observer_event(kind, event)
        else:
            self._participant_event(kind, event)

    def _participant_event(self, kind: str | None, event: Event) -> None:
        if kind == "ready":
            self._send_room_ready()
        elif kind in ("chat", "custom"):
            self.send_channel(ROOM_CHANNEL, _chat_message(event))
        elif kind == "lock":
            self.send_channel(ROOM_CHANNEL, {"type": "lock", "locked": True})
        elif kind == "stfu":
            self.send_channel(ROOM_CHANNEL, {"type": "stfu", "user": event.get("user")})
        elif kind == "kick":
            if self.participant is not None and event.get("user_id") == self.participant.user_id:
                self.close("remote", False)
        elif kind in _PARTICIPANT_PASS:
            self.send_channel(ROOM_CHANNEL, {"type": kind, **{f: event.get(f) for f in _PARTICIPANT_PASS[kind]}})

    def _observer_event(self, kind: str | None, event: Event) -> None:
        if kind == "ready":
            self.send_channel(ROOM_CHANNEL, self._room_update())
        elif kind == "participant_update":
            self.send_channel(ROOM_CHANNEL, {"type": kind, "participant": self._participant_info(event)})
        elif kind in ("chat", "custom"):
            self.send_channel(ROOM_CHANNEL, _chat_message(event))
        elif kind in _OBSERVER_PASS:
            self.send_channel(ROOM_CHANNEL, {"type": kind, **{f: event.get(f) for f in _OBSERVER_PASS[kind]}})

    def _participant_info(self, event: Event) -> dict[str, Any]:
        p = event.get("participant")
        online = bool(event.get("online"))
        if isinstance(p, Participant):
            return self.meeting.room_user(p, online).to_json()
        return RoomUser.from_json({"room_id": self.meeting.room_id, **(p or {}), "online": online}).to_json()

    def _room_update(self) -> dict[str, Any]:
        return {"type": "room_update", "content": self.meeting.room_update().to_json()}

    def _room_ready(self) -> dict[str, Any]:
        reply = self.engine.rooms.meeting_reply(self.meeting, self.participant)
        reply.ready = True
        return {"type": "room_ready", "content": reply.to_json()}

    def _send_room_ready(self) -> None:
        if self.ready_sent or ROOM_CHANNEL not in self.subscriptions.values():
            return
        self.ready_sent = True
        self.send_channel(ROOM_CHANNEL, self._room_ready())

    # -- incoming -----------------------------------------------------------------------------------

    def handle(self, text: str) -> None:
        """One client frame: subscribe, unsubscribe or message; anything malformed, oversized or over the
        rate is ignored (ActionCable servers ignore what they cannot parse)."""
        if len(text) > MAX_FRAME or not self._take_allowance():
            return
        try:
            frame = json_text.loads(text, "frame")
        except ApiError:
            log.debug("ignoring malformed realtime frame %r", text[:200])
            return
        if not isinstance(frame, dict) or not isinstance(frame.get("identifier"), str):
            return
        command, identifier = frame.get("command"), frame["identifier"]
        if command == "subscribe":
            self._subscribe(identifier)
        elif command == "unsubscribe":
            self.subscriptions.pop(identifier, None)
            self.canonical.pop(identifier, None)
            if ROOM_CHANNEL not in self.subscriptions.values():
                self.stop_listening()
        elif command == "message" and identifier in self.subscriptions:
            self._action(self.subscriptions[identifier], frame.get("data"))

    def _take_allowance(self) -> bool:
        now = time.monotonic()
        self._allowance = min(2.0 * ACTIONS_PER_SECOND,
                              self._allowance + (now - self._allowance_at) * ACTIONS_PER_SECOND)
        self._allowance_at = now
        if self._allowance < 1.0:
            return False
        self._allowance -= 1.0
        return True

    def _subscribe(self, identifier: str) -> None:
        if identifier in self.subscriptions:
            return  # ActionCable ignores a duplicate subscription
        try:
            canonical, channel = _canonical(identifier)
        except ApiError:
            canonical, channel = None, None
        allowed = (ROOM_CHANNEL,) if self.observer else (ROOM_CHANNEL, USER_CHANNEL)
        if canonical in self.canonical.values():
            return  # the same subscription spelled differently: still one subscription
        if channel not in allowed or channel in self.subscriptions.values() \
                or len(self.subscriptions) >= MAX_SUBSCRIPTIONS:
            self.push_frame({"identifier": identifier, "type": "reject_subscription"})
            return
        self.subscriptions[identifier] = channel
        self.canonical[identifier] = canonical
        self.push_frame({"identifier": identifier, "type": "confirm_subscription"})
        if channel != ROOM_CHANNEL:
            return
        if self.observer:
            self.push_frame({"identifier": identifier, "message": self._room_update()})
            return
        if not self.listening:
            self.listening = True
            self.engine.meetings.room_listeners.add(self.meeting.conf_id, self.participant.user_id)
        setup = {"type": "room_setup",
                 "content": self.engine.rooms.meeting_reply(self.meeting, self.participant).to_json()}
        self.push_frame({"identifier": identifier, "message": setup})
        if self.meeting.ready:  # room_ready follows at once (Android starts its call on room_ready only)
            self.ready_sent = True
            self.push_frame({"identifier": identifier, "message": self._room_ready()})

    def stop_listening(self) -> None:
        if self.listening and self.participant is not None:
            self.listening = False
            self.engine.meetings.room_listeners.remove(self.meeting.conf_id, self.participant.user_id)

    def _action(self, channel: str, data: Any) -> None:
        try:
            payload = json_text.loads(data, "data") if isinstance(data, str) else data
        except ApiError:
            return
        action = payload.get("action") if isinstance(payload, dict) else None
        if channel != ROOM_CHANNEL or self.participant is None:
            return
        if action == "user_joins":
            self.engine.keep_alive(self.meeting)
        elif action == "stfu":
            self.meeting.emit("stfu", user=self.participant.summary().to_json())


def _api_key_candidates(ws: WebSocket, offered: list[str]) -> list[tuple[str, str | None]]:
    """(value for Engine.authenticate, subprotocol it came from) in the order tried."""
    out: list[tuple[str, str | None]] = []
    header = ws.headers.get("authorization")
    if header:
        out.append((header, None))
    for proto in offered:
        if not proto.startswith("actioncable-"):
            out.append((proto, proto))
    query = ws.query_params.get("api_key")
    if query:
        out.append((query, None))
    return out


def _authenticate(engine: Engine, ws: WebSocket, offered: list[str]
                  ) -> tuple[Meeting | None, Participant | None, str | None]:
    """Meeting and participant (None for an observer) of this socket, and a subprotocol to select.

    An observer sees only a running meeting of its own API key's rooms (engine/ownership.py): another key's
    room is refused exactly like an unknown one."""
    access_key = ws.query_params.get("access_key")
    room_id = ws.query_params.get("room_id")
    if access_key:
        try:
            meeting, participant = engine.auth.lookup_access_key(access_key)
        except ApiError:
            return None, None, None
        if participant.kicked or meeting.shutdown:
            return None, None, None
        return meeting, participant, None
    if room_id:
        for value, proto in _api_key_candidates(ws, offered):
            try:
                scope = engine.auth.authenticate(value)
            except ApiError:
                continue
            try:
                meeting = engine.owners.running(scope, room_id)
            except ApiError:
                meeting = None
            if meeting is None or meeting.shutdown:
                return None, None, proto
            return meeting, None, proto
    return None, None, None


async def _serve(engine: Engine, ws: WebSocket) -> None:
    offered = list(ws.scope.get("subprotocols") or [])
    meeting, participant, key_proto = _authenticate(engine, ws, offered)
    # The browser library closes unless actioncable-v1-json is selected; a client that sent its API key
    # as the only subprotocol gets that one back (a browser fails a handshake that selects none).
    subprotocol = SUBPROTOCOL if SUBPROTOCOL in offered else key_proto
    await ws.accept(subprotocol=subprotocol)
    if meeting is None:
        await ws.send_text(_dumps({"type": "disconnect", "reason": "unauthorized", "reconnect": False}))
        await ws.close()
        return
    conn = CableConnection(ws, engine, meeting, participant)
    conn.push_frame({"type": "welcome"})
    unsubscribe = meeting.events.subscribe(conn.on_event)
    sender = asyncio.create_task(conn.sender())
    pinger = asyncio.create_task(conn.pinger())
    receiver = asyncio.create_task(_receive(ws, conn))
    try:
        await asyncio.wait({sender, receiver}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        unsubscribe()
        conn.stop_listening()
        for task in (sender, pinger, receiver):
            task.cancel()
        await asyncio.gather(sender, pinger, receiver, return_exceptions=True)


async def _receive(ws: WebSocket, conn: CableConnection) -> None:
    while True:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        if text is None:  # a binary frame: the socket closes (the sender drains its queue first)
            conn.close("binary frames are not supported", False, code=1003)
        else:
            conn.handle(text)


def routes(engine: Engine) -> list:
    """Starlette routes of the hub: the /rt WebSocket."""

    async def endpoint(ws: WebSocket) -> None:
        try:
            await _serve(engine, ws)
        except WebSocketDisconnect:
            pass
        except Exception:
            log.exception("realtime connection failed")

    return [WebSocketRoute("/rt", endpoint)]
