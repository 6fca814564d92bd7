"""JSON messages on a call's data channel, with the ping/pong both sides of a call speak
(docs/engine-api.md "The signaling socket").

Both ends of a call use it: the engine's call leg pings the client every few seconds and notes the pongs;
the client answers pings. Messages are compact JSON objects: the browser library answers a ping only when
the text is exactly ``{"type":"ping"}``.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from aiortc import RTCDataChannel

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError

log = logging.getLogger(__name__)

MAX_MESSAGE = 4096  # characters; longer messages are ignored
MessageCallback = Callable[[dict[str, Any]], None]


class JsonDataChannel:
    """One data channel: ``send`` JSON objects, get every other object than ping/pong in ``on_message``.

    A ping is answered with a pong; a pong sets ``last_pong`` (loop time). With ``ping_interval`` the
    channel pings the other side from the moment it opens (after ``on_open``) until ``close``.
    """

    def __init__(self, channel: RTCDataChannel, on_message: MessageCallback, *,
                 ping_interval: float | None = None, on_open: Callable[[], None] | None = None) -> None:
        self.channel = channel
        self.on_message = on_message
        self.ping_interval = ping_interval
        self.on_open = on_open
        self.last_pong: float | None = None
        self.closed = False
        self._pinger: asyncio.Task[None] | None = None
        channel.on("message", self._receive)
        channel.on("open", self._opened)
        if channel.readyState == "open":
            self._opened()

    @property
    def open(self) -> bool:
        return self.channel.readyState == "open" and not self.closed

    def send(self, message: dict[str, Any]) -> bool:
        """Send one JSON object if the channel is open; False when it was not sent."""
        if not self.open:
            return False
        try:
            self.channel.send(json_text.dumps(message))
        except Exception:
            log.exception("data channel send of %s failed", message.get("type"))
            return False
        return True

    def close(self) -> None:
        """Stop pinging (the peer connection closes the channel itself)."""
        self.closed = True
        if self._pinger is not None:
            self._pinger.cancel()

    def _opened(self) -> None:
        if self.closed:
            return
        if self.on_open is not None:
            self.on_open()
        if self.ping_interval is not None and self._pinger is None:
            self._pinger = asyncio.ensure_future(self._ping_loop(self.ping_interval))

    async def _ping_loop(self, interval: float) -> None:
        while not self.closed:
            self.send({"type": "ping"})
            await asyncio.sleep(interval)

    def _receive(self, message: Any) -> None:
        if not isinstance(message, str) or len(message) > MAX_MESSAGE:
            return
        try:
            data = json_text.loads(message, "data channel message")
        except ApiError:
            return
        if not isinstance(data, dict):
            return
        kind = data.get("type")
        if kind == "ping":
            self.send({"type": "pong"})
        elif kind == "pong":
            self.last_pong = asyncio.get_running_loop().time()
        else:
            try:
                self.on_message(data)
            except Exception:
                log.exception("data channel message %s failed", kind)
