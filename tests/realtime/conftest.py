"""Interim harness: the hub on a minimal Starlette app (until the real engine fixture lands)."""
from __future__ import annotations

import asyncio
import secrets
import hmac
from dataclasses import dataclass, field
from typing import Any

import pytest
import uvicorn
from starlette.applications import Starlette

from meetdesk.api.errors import ApiError
from meetdesk.api.links import websocket_link
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant, iso_now
from meetdesk.engine.realtime import hub


@dataclass
class MiniEngine:
    api_key: str = field(default_factory=lambda: secrets.token_hex(16))
    meetings: MeetingRegistry = field(default_factory=MeetingRegistry)
    base_url: str = ""
    keep_alive_calls: int = 0

    def lookup_access_key(self, key: str) -> tuple[Meeting, Participant]:
        found = self.meetings.by_access_key(key)
        if found is None:
            raise ApiError(404, "not found")
        return found

    def check_api_key(self, value: str | None) -> str:
        if not value or not hmac.compare_digest(value.encode(), self.api_key.encode()):
            raise ApiError(401, "unauthorized")
        return "key"

    def meeting_reply(self, meeting: Meeting, participant: Participant) -> dict:
        return {"access_key": participant.access_key, "ready": meeting.ready, "locked": meeting.locked,
                "room": {"id": meeting.room_id}, "user": participant.summary(),
                "links": {"websocket": websocket_link(self.base_url, participant.access_key)}}

    def room_update_content(self, meeting: Meeting) -> dict:
        return {"id": meeting.room_id, "ready": meeting.ready, "shutdown": meeting.shutdown}

    def keep_alive(self, meeting: Meeting) -> None:
        self.keep_alive_calls += 1

    async def end_meeting(self, meeting: Meeting) -> None:
        meeting.shutdown = True
        meeting.emit("shutdown")
        self.meetings.remove(meeting)


class Harness:
    """What the realtime tests need from an engine."""

    def __init__(self, engine: MiniEngine) -> None:
        self.engine = engine

    @property
    def base_url(self) -> str:
        return self.engine.base_url

    @property
    def api_key(self) -> str:
        return self.engine.api_key

    async def start_room(self, room_id: str = "r1", ready: bool = True) -> dict:
        meeting = self.engine.meetings.by_room(room_id)
        if meeting is None:
            meeting = Meeting(conf_id=secrets.token_hex(12), room_id=room_id, name=room_id,
                              started_at=iso_now(), options={}, guest_token=secrets.token_hex(8))
            self.engine.meetings.add(meeting)
            if ready:
                meeting.ready = True
                meeting.emit("ready")
        key = secrets.token_urlsafe(16)
        p = Participant(user_id=secrets.token_hex(12), name="User", access_key=key, client_id=secrets.token_hex(12))
        meeting.participants[p.user_id] = p
        return self.engine.meeting_reply(meeting, p)

    def meeting(self, room_id: str = "r1") -> Meeting:
        return self.engine.meetings.by_room(room_id)

    async def chat(self, access_key: str, content: str) -> None:
        meeting, p = self.engine.lookup_access_key(access_key)
        meeting.emit("chat", content=content, user_id=p.user_id, cid=p.client_id, created_at=iso_now())

    async def lock(self, access_key: str) -> None:
        meeting, _ = self.engine.lookup_access_key(access_key)
        meeting.locked = True
        meeting.emit("lock")

    async def end(self, access_key: str) -> None:
        meeting, _ = self.engine.lookup_access_key(access_key)
        await self.engine.end_meeting(meeting)


@pytest.fixture
async def rt():
    engine = MiniEngine()
    app = Starlette(routes=hub.routes(engine))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="off"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    engine.base_url = f"http://127.0.0.1:{port}"
    yield Harness(engine)
    server.should_exit = True
    await task
