"""Real-time connection of a meeting (ActionCable protocol, docs/engine-api.md "The real-time socket"), as the public
browser library speaks it: http(s) URLs become ws(s), the ``actioncable-v1-json`` subprotocol is offered,
channels are subscribed after ``welcome``, a connection without any frame for 6 s is stale and is
reconnected with backoff.

Participant: ``RealtimeClient(room["links"]["websocket"])`` subscribes RoomChannel and UserChannel.
Observer: ``RealtimeClient(f"{base}/rt?room_id={room_id}", api_key=key)`` subscribes RoomChannel.

Incoming channel messages come out as the inner message dicts (``{"type": "room_setup", ...}``), through
``messages()`` and through listeners, together with synthetic ``{"type": "connection", "state": ...}``
messages (state "connected", "reconnecting" or "closed").
"""
from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import AsyncIterator, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
from websockets.typing import Subprotocol

from meetdesk.client import tls

log = logging.getLogger(__name__)

SUBPROTOCOLS = [Subprotocol("actioncable-v1-json"), Subprotocol("actioncable-unsupported")]
STALE_AFTER = 6.0

Message = dict[str, Any]
Listener = Callable[[Message], None]


def websocket_url(url: str) -> str:
    """http://... -> ws://..., https://... -> wss://... (like @rails/actioncable createWebSocketURL)."""
    lower = url.lower()
    if lower.startswith("https://"):
        return "wss://" + url[len("https://"):]
    if lower.startswith("http://"):
        return "ws://" + url[len("http://"):]
    return url


def identifier(channel: str) -> str:
    """The identifier string the browser library sends: JSON.stringify({channel})."""
    return json.dumps({"channel": channel}, separators=(",", ":"))


class _Stop(Exception):
    """The server said not to come back (unauthorized, meeting ended, rejected)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_END = object()


class RealtimeClient:
    """A self-reconnecting ActionCable connection to one meeting."""

    def __init__(self, url: str, *, api_key: str | None = None, stale_after: float = STALE_AFTER,
                 min_backoff: float = 0.5, max_backoff: float = 10.0, queue_limit: int = 1000) -> None:
        self.url = websocket_url(url)
        self.api_key = api_key
        query = parse_qs(urlsplit(self.url).query)
        self.observer = api_key is not None or ("room_id" in query and "access_key" not in query)
        self.channels = ["RoomChannel"] if self.observer else ["RoomChannel", "UserChannel"]
        self.stale_after = stale_after
        self.min_backoff = min_backoff
        self.max_backoff = max_backoff
        self.state: str = "idle"
        self.close_reason: str | None = None
        self._listeners: list[Listener] = []
        self._queue: asyncio.Queue[Any] = asyncio.Queue(queue_limit)
        self._ws: ClientConnection | None = None
        self._confirmed: set[str] = set()
        self._task: asyncio.Task[None] | None = None
        self._keep_alive: asyncio.Task[None] | None = None
        self._stopping = False

    # -- public API -------------------------------------------------------------------------------

    def start(self) -> None:
        """Start connecting (in the running loop); returns at once."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def __aenter__(self) -> RealtimeClient:
        self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def add_listener(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(msg)`` for every message (in the loop); returns a function that removes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    async def messages(self) -> AsyncIterator[Message]:
        """Every message in order; ends after the "closed" connection message."""
        while True:
            msg = await self._queue.get()
            if msg is _END:
                self._queue.put_nowait(_END)  # a later iterator ends too
                return
            yield msg

    async def wait_for(self, type_: str, timeout: float = 10.0) -> Message:
        """Next message of this type from messages() (skipping others); TimeoutError if none comes."""
        async def find() -> Message:
            async for msg in self.messages():
                if msg.get("type") == type_:
                    return msg
            raise ConnectionError(f"connection closed before {type_}")
        return await asyncio.wait_for(find(), timeout)

    async def wait_connected(self, timeout: float) -> bool:
        """Wait until subscribed to the meeting (True), closed or ``timeout`` s passed (False)."""
        if self.state in ("connected", "closed"):
            return self.connected
        over = asyncio.Event()
        remove = self.add_listener(lambda msg: over.set() if msg.get("type") == "connection"
                                   and msg.get("state") in ("connected", "closed") else None)
        try:
            await asyncio.wait_for(over.wait(), timeout)
        except TimeoutError:
            pass
        finally:
            remove()
        return self.connected

    @property
    def connected(self) -> bool:
        return self.state == "connected"

    async def send_action(self, action: str, **data: Any) -> None:
        """Perform ``action`` on RoomChannel (``user_joins``, ``stfu``); ConnectionError when not connected."""
        ident = identifier("RoomChannel")
        ws = self._ws
        if ws is None or ident not in self._confirmed:
            raise ConnectionError("realtime connection is not open")
        payload = {"action": action, **data}
        frame = {"command": "message", "identifier": ident, "data": json.dumps(payload, separators=(",", ":"))}
        try:
            await ws.send(json.dumps(frame))
        except ConnectionClosed as exc:
            raise ConnectionError("realtime connection dropped") from exc

    def start_keep_alive(self, interval: float = 30.0) -> None:
        """Send ``user_joins`` now and every ``interval`` s while connected (the browser library does this
        until the user joins the call, so the meeting is not ended as idle); stop_keep_alive() ends it."""
        self.stop_keep_alive()

        async def loop() -> None:
            while True:
                if self.connected:
                    try:
                        await self.send_action("user_joins")
                    except ConnectionError:
                        pass
                    await asyncio.sleep(interval)
                else:
                    await asyncio.sleep(min(interval, 0.5))

        self._keep_alive = asyncio.get_running_loop().create_task(loop())

    def stop_keep_alive(self) -> None:
        if self._keep_alive is not None:
            self._keep_alive.cancel()
            self._keep_alive = None

    async def close(self) -> None:
        """Stop for good: close the socket, end messages()."""
        self._stopping = True
        self.stop_keep_alive()
        task = self._task
        if task is None:
            self._finish("closed by client")
            return
        if self._ws is not None:
            await self._ws.close()
        if not task.done():
            task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    # -- internals ------------------------------------------------------------------------------

    def _deliver(self, msg: Message) -> None:
        for listener in list(self._listeners):
            try:
                listener(msg)
            except Exception:
                log.exception("realtime listener failed on %s", msg.get("type"))
        if self._queue.full():
            self._queue.get_nowait()  # nobody reads: drop the oldest, keep memory bounded
        self._queue.put_nowait(msg)

    def _set_state(self, state: str, **extra: Any) -> None:
        if state == self.state:
            return
        self.state = state
        self._deliver({"type": "connection", "state": state, **extra})

    def _finish(self, reason: str) -> None:
        if self.state == "closed":
            return
        self.close_reason = reason
        self._set_state("closed", reason=reason)
        if self._queue.full():
            self._queue.get_nowait()
        self._queue.put_nowait(_END)

    async def _run(self) -> None:
        reason = "closed by client"
        delay = self.min_backoff
        try:
            while not self._stopping:
                try:
                    welcomed = await self._connect_once()
                except _Stop as stop:
                    reason = stop.reason
                    break
                if self._stopping:
                    break
                if welcomed:
                    delay = self.min_backoff
                self._set_state("reconnecting")
                await asyncio.sleep(delay * random.uniform(0.8, 1.2))
                delay = min(delay * 2, self.max_backoff)
        except asyncio.CancelledError:
            pass
        finally:
            self._ws = None
            self._confirmed.clear()
            self.stop_keep_alive()
            self._finish(reason)

    async def _connect_once(self) -> bool:
        """One connection; returns whether it got a welcome, raises _Stop when it must not reconnect."""
        headers = {"Authorization": self.api_key} if self.api_key else None
        self._confirmed.clear()
        try:
            async with connect(self.url, subprotocols=SUBPROTOCOLS, additional_headers=headers,
                               open_timeout=10, ssl=tls.context_for(self.url)) as ws:
                self._ws = ws
                try:
                    return await self._session(ws)
                finally:
                    self._ws = None
                    self._confirmed.clear()
        except InvalidStatus as exc:
            if exc.response.status_code in (401, 403):
                raise _Stop("unauthorized") from exc
            log.info("realtime handshake refused: %s", exc)
        except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed) as exc:
            if tls.mismatch_in(exc) is not None:   # another certificate than the link's: never retried
                raise _Stop(f"untrusted certificate: {tls.mismatch_in(exc)}") from exc
            log.info("realtime connection failed: %r", exc)
        return False

    async def _session(self, ws: ClientConnection) -> bool:
        welcomed = False
        shutdown = False
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(), self.stale_after)
            except TimeoutError:
                log.info("realtime connection stale, reconnecting")
                return welcomed
            except ConnectionClosed:
                if shutdown:
                    raise _Stop("meeting ended")
                return welcomed
            try:
                frame = json.loads(raw)
            except ValueError:
                continue
            if not isinstance(frame, dict):
                continue
            kind = frame.get("type")
            if kind == "welcome":
                welcomed = True
                for channel in self.channels:
                    await ws.send(json.dumps({"command": "subscribe", "identifier": identifier(channel)}))
            elif kind == "ping":
                pass
            elif kind == "confirm_subscription":
                self._confirmed.add(frame.get("identifier"))
                if frame.get("identifier") == identifier("RoomChannel"):
                    self._set_state("connected")
            elif kind == "reject_subscription":
                raise _Stop("subscription rejected")
            elif kind == "disconnect":
                if frame.get("reason") == "unauthorized":
                    raise _Stop("unauthorized")
                if shutdown or frame.get("reconnect") is False:
                    raise _Stop("meeting ended" if shutdown else str(frame.get("reason") or "disconnected"))
                return welcomed
            elif isinstance(frame.get("message"), dict) and frame.get("identifier") in self._confirmed:
                msg = frame["message"]
                if msg.get("type") == "room_update" and (msg.get("content") or {}).get("shutdown"):
                    shutdown = True
                self._deliver(msg)
