"""Helpers of the recording and snapshot tests: real participants (a card of one colour and a tone each) in a
meeting of the in-process engine, and real-time listeners that keep what they hear."""
from __future__ import annotations

import asyncio
from typing import Any

import numpy as np

from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.media.synthetic import ColorCardTrack, ToneTrack

COLOURS = {"Ada": (220, 40, 40), "Bob": (40, 200, 60), "Cy": (40, 80, 220)}
TONES = {"Ada": 440.0, "Bob": 660.0, "Cy": 880.0}


async def start_room(api, name: str, room: str, **options: Any) -> dict:
    """POST /rooms as ``name``; the meeting object once the meeting is ready."""
    r = await api.post("/rooms", json={"id": room, "user": {"name": name}, "options": options})
    assert r.status_code == 201, r.text
    reply = r.json()
    for _ in range(200):
        if reply["ready"]:
            return reply
        await asyncio.sleep(0.02)
        reply = (await api.get(f"/rooms/{reply['access_key']}")).json()
    raise AssertionError("meeting never became ready")


async def join_call(api, name: str, room: str, sessions: list, **options: Any) -> CallSession:
    """``name`` joins ``room`` and its call with a card of its colour and its tone."""
    reply = await start_room(api, name, room, **options)
    session = CallSession(reply, name, ColorCardTrack(COLOURS[name]), ToneTrack(freq=TONES[name], amplitude=0.3,
                                                                            beep_ms=1000, period_ms=1000),
                          ice_loopback=True)
    session.access_key = reply["access_key"]
    sessions.append(session)
    await session.start()
    return session



class Listener:
    """A real-time connection (participant or observer) that keeps every message of the given types."""

    def __init__(self, url: str, types: tuple[str, ...], api_key: str | None = None) -> None:
        self.client = RealtimeClient(url, api_key=api_key)
        self.types = types
        self.seen: list[dict] = []
        self.client.add_listener(lambda m: self.seen.append(m) if m.get("type") in types else None)

    async def __aenter__(self) -> "Listener":
        self.client.start()
        first = "room_update" if self.client.observer else "room_setup"
        await self.client.wait_for(first)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.client.close()


def colour_near(picture: np.ndarray, rgb: tuple[int, int, int], tolerance: float = 40) -> bool:
    """Whether some 32x32 block of the picture (RGB) has about this colour."""
    h, w = picture.shape[:2]
    for y in range(16, h - 16, 32):
        for x in range(16, w - 16, 32):
            block = picture[y - 8:y + 8, x - 8:x + 8].reshape(-1, 3).mean(axis=0)
            if float(np.abs(block - np.asarray(rgb, dtype=float)).max()) <= tolerance:
                return True
    return False
