"""A raw ActionCable peer for protocol tests (frames as they are on the wire)."""
from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from meetdesk.client.realtime import websocket_url

ROOM = '{"channel":"RoomChannel"}'
USER = '{"channel":"UserChannel"}'


class RawCable:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []  # everything received, pings included
        self.pending: list[dict[str, Any]] = []  # channel messages read while waiting for a confirm

    @classmethod
    async def open(cls, url: str, *, subprotocols: list[str] | None = None,
                   headers: dict[str, str] | None = None) -> RawCable:
        ws = await connect(websocket_url(url), subprotocols=subprotocols, additional_headers=headers,
                           open_timeout=5)
        return cls(ws)

    async def recv(self, timeout: float = 5.0) -> dict[str, Any]:
        frame = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.frames.append(frame)
        return frame

    async def next(self, timeout: float = 5.0) -> dict[str, Any]:
        """Next frame that is not a ping."""
        while True:
            frame = await self.recv(timeout)
            if frame.get("type") != "ping":
                return frame

    async def messages(self, n: int, timeout: float = 5.0) -> list[dict[str, Any]]:
        """The next n channel messages (frames with "message"), other frames skipped."""
        out = self.pending[:n]
        del self.pending[:n]
        while len(out) < n:
            frame = await self.next(timeout)
            if "message" in frame and "identifier" in frame:
                out.append(frame)
        return out

    async def subscribe(self, identifier: str) -> None:
        await self.ws.send(json.dumps({"command": "subscribe", "identifier": identifier}))

    async def confirmed(self, identifier: str, timeout: float = 5.0) -> None:
        """Subscribe and wait for the confirmation; channel messages read meanwhile stay pending."""
        await self.subscribe(identifier)
        while True:
            frame = await self.next(timeout)
            if frame.get("type") == "confirm_subscription" and frame.get("identifier") == identifier:
                return
            assert "message" in frame, frame
            self.pending.append(frame)

    async def perform(self, identifier: str, action: str, **data: Any) -> None:
        await self.ws.send(json.dumps({"command": "message", "identifier": identifier,
                                       "data": json.dumps({"action": action, **data})}))

    async def closed(self, timeout: float = 5.0) -> list[dict[str, Any]]:
        """Read until the server closes; returns the non-ping frames read meanwhile."""
        out = []
        try:
            while True:
                frame = await self.recv(timeout)
                if frame.get("type") != "ping":
                    out.append(frame)
        except ConnectionClosed:
            return out

    async def close(self) -> None:
        await self.ws.close()
