"""Helpers of the realtime tests: a raw ActionCable peer (frames as they are on the wire) and a harness
that drives the real engine through its REST API."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from meetdesk.client.realtime import websocket_url
from meetdesk.engine.meetings import Meeting

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


class Harness:
    """What the realtime tests need from an engine, done the way a user would (REST) where it exists."""

    def __init__(self, engine, http: httpx.AsyncClient) -> None:
        self.engine = engine
        self.http = http

    @property
    def base_url(self) -> str:
        return self.engine.base_url

    @property
    def api_key(self) -> str:
        return self.engine.config.api_key

    async def start_room(self, room_id: str = "r1", ready: bool = True, name: str = "User") -> dict:
        """POST /rooms (start or join); with ready, waits until the meeting is ready."""
        r = await self.http.post("/rooms", json={"id": room_id, "user": {"name": name},
                                                 "options": {"lock_available": True}})
        assert r.status_code == 201, r.text
        if ready:
            await self.wait_ready(room_id)
            r = await self.http.get(f"/rooms/{r.json()['access_key']}")
        return r.json()

    async def wait_ready(self, room_id: str) -> None:
        meeting = self.meeting(room_id)
        for _ in range(500):
            if meeting.ready:
                return
            await asyncio.sleep(0.01)
        raise AssertionError("meeting never became ready")

    def meeting(self, room_id: str = "r1") -> Meeting:
        return self.engine.meetings.by_room(room_id)

    async def chat(self, access_key: str, content: str, type_: str = "chat") -> None:
        r = await self.http.post(f"/rooms/{access_key}/messages", data={"type": type_, "content": content})
        assert r.status_code == 201, r.text

    async def lock(self, access_key: str) -> None:
        r = await self.http.post(f"/rooms/{access_key}/lock")
        assert r.status_code == 201, r.text

    async def end(self, access_key: str) -> None:
        r = await self.http.delete(f"/rooms/{access_key}")
        assert r.status_code == 204, r.text


class TcpProxy:
    """A TCP relay in front of the engine, to cut or silence live connections the way a network does."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.links: list[dict[str, Any]] = []
        self._server: asyncio.AbstractServer | None = None

    async def __aenter__(self) -> TcpProxy:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.drop_all()
        self._server.close()

    def url(self, url: str) -> str:
        return url.replace(f":{self.target_port}/", f":{self.port}/")

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        link = {"down": writer, "up": up_writer, "silent": False}
        self.links.append(link)

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter, downstream: bool) -> None:
            try:
                while data := await src.read(65536):
                    if downstream and link["silent"]:
                        continue
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pipe(reader, up_writer, False), pipe(up_reader, writer, True))

    def drop_all(self) -> None:
        """Abort every live connection (both sides see a reset)."""
        for link in self.links:
            link["down"].transport.abort()
            link["up"].transport.abort()
        self.links.clear()

    def silence_all(self) -> None:
        """Live connections stay open but nothing from the server reaches the client any more."""
        for link in self.links:
            link["silent"] = True
