"""Helpers for call tests (tests/calls): rooms over REST and CallSessions with synthetic media against the engine."""
from __future__ import annotations

import asyncio
import time
from typing import Any

from meetdesk.client.call import CallSession
from meetdesk.engine.media import aiortc_hooks
from meetdesk.media.synthetic import TestCardTrack, ToneTrack


class Calls:
    """Start rooms, join users and open calls; hangs up every call at the end."""

    def __init__(self, engine, api) -> None:
        self.engine = engine
        self.api = api
        self.sessions: list[CallSession] = []

    async def join(self, name: str, room_id: str = "room1", **options: Any) -> dict:
        body = {"id": room_id, "user": {"name": name}, "options": {"lock_available": True, **options}}
        r = await self.api.post("/rooms", json=body)
        assert r.status_code == 201, r.text
        return await self.wait_ready(r.json())

    async def join_guest(self, guest_token: str, name: str) -> dict:
        r = await self.api.post(f"/guests/{guest_token}", data={"name": name})
        assert r.status_code == 201, r.text
        return await self.wait_ready(r.json())

    async def wait_ready(self, reply: dict) -> dict:
        for _ in range(200):
            if reply["ready"]:
                return reply
            await asyncio.sleep(0.02)
            r = await self.api.get(f"/rooms/{reply['access_key']}")
            reply = r.json()
        raise AssertionError("meeting never became ready")

    def session(self, reply: dict, *, video: bool = True, audio: bool = True, tone: dict | None = None,
                **kwargs: Any) -> CallSession:
        name = reply["user"]["name"] if isinstance(reply, dict) else "Caller"
        session = CallSession(reply, name,
                              TestCardTrack(320, 240, fps=15, label=name) if video else None,
                              ToneTrack(**(tone or {})) if audio else None, ice_loopback=True, **kwargs)
        self.sessions.append(session)
        return session

    async def call(self, reply: dict, **kwargs: Any) -> CallSession:
        session = self.session(reply, **kwargs)
        await session.start()
        return session

    async def close(self) -> None:
        await asyncio.gather(*(s.hangup() for s in self.sessions), return_exceptions=True)


class Arrivals:
    """When a session's decoded remote frames of one kind arrive: the first, the longest gap after it."""

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.first: float | None = None
        self.last: float | None = None
        self.count = 0
        self.longest_gap = 0.0

    def __call__(self, frame: Any) -> None:
        now = time.monotonic()
        if self.first is None:
            self.first = now
        else:
            self.longest_gap = max(self.longest_gap, now - self.last)
        self.last = now
        self.count += 1

    def restart_window(self) -> None:
        """Measure gaps (and count frames) from now on."""
        self.count, self.longest_gap = 0, 0.0


def count_decode_failures(session: CallSession) -> list[int]:
    """A one-item list that counts the failures of ``session``'s video decoder from now on: aiortc's receiver
    sets its error event after each (and sends a PLI). Call it before the call starts."""
    failures = [0]

    def on_track(track: Any) -> None:
        if track.kind != "video":
            return
        receiver = aiortc_hooks.receiver_of(session.pc, track)
        event = receiver._RTCRtpReceiver__decoder_error

        class Counting(type(event)):  # type: ignore[misc]
            def set(self) -> None:
                failures[0] += 1
                super().set()

        event.__class__ = Counting

    session.pc.on("track", on_track)
    return failures


async def next_event(events, type_: str, timeout: float = 8.0, **match: Any) -> dict:
    """The next event of ``type_`` whose fields equal ``match``."""
    async def find() -> dict:
        async for event in events:
            if event["type"] == type_ and all(event.get(k) == v for k, v in match.items()):
                return event
        raise AssertionError(f"events ended before {type_} {match}")
    return await asyncio.wait_for(find(), timeout)
