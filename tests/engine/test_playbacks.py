"""Playbacks over HTTP (engine/playbacks.py, engine/http/playbacks.py): POST /rooms/<ACCESS_KEY>/playbacks and
DELETE /rooms/<ACCESS_KEY>/playbacks/<play_id> on a real engine, with real webm files in its data directory:
statuses, every request encoding, the meeting object's list, playback_update on the realtime sockets, the media
session's sources, a natural end, a failing source and a refused request changing nothing."""
from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import av
import numpy as np
import pytest
from websockets.asyncio.client import connect

from meetdesk.client.realtime import websocket_url
from meetdesk.engine.playbacks import LOOP_MAX, MAX_PLAYBACKS


@pytest.fixture
def engine_overrides(local_targets):
    """The engine fetches from listeners on 127.0.0.1 here: allowed (the outbound policy refuses it by default)."""
    return local_targets


ROOM = '{"channel":"RoomChannel"}'


def write_clip(path: Path, seconds: float, tone: float | None = None) -> None:
    """A small VP8 webm (160x120, 15 fps, flat green); with ``tone`` (Hz) also an Opus sine at half scale."""
    container = av.open(str(path), "w")
    video = container.add_stream("libvpx", rate=15)
    video.width, video.height, video.pix_fmt = 160, 120, "yuv420p"
    video.options = {"deadline": "realtime", "cpu-used": "8"}
    sound = container.add_stream("libopus", rate=48000, layout="mono") if tone else None
    for i in range(int(seconds * 15)):
        frame = av.VideoFrame.from_ndarray(np.full((120, 160, 3), (0, 200, 0), np.uint8), format="rgb24")
        frame.pts = i
        for packet in video.encode(frame):
            container.mux(packet)
    for packet in video.encode(None):
        container.mux(packet)
    if sound is not None:
        for i in range(int(seconds * 50)):
            t = (np.arange(960) + i * 960) / 48000
            pcm = (0.5 * 32767 * np.sin(2 * np.pi * tone * t)).astype(np.int16).reshape(1, -1)
            frame = av.AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
            frame.sample_rate, frame.pts = 48000, i * 960
            for packet in sound.encode(frame):
                container.mux(packet)
        for packet in sound.encode(None):
            container.mux(packet)
    container.close()


@pytest.fixture
async def clips(engine) -> Path:
    data = Path(engine.config.data_dir)
    (data / "media").mkdir()
    await asyncio.to_thread(write_clip, data / "media" / "clip.webm", 0.6)
    return data


async def start(api, room_id="r", user_id="ann", **options):
    r = await api.post("/rooms", json={"id": room_id, "user": {"id": user_id, "name": user_id.title()},
                                       "options": options})
    assert r.status_code == 201, r.text
    return r.json()


class Cable:
    """A raw ActionCable client subscribed to RoomChannel (participant: access_key, observer: room_id)."""

    def __init__(self, ws) -> None:
        self.ws = ws

    @classmethod
    async def open(cls, url: str) -> "Cable":
        ws = await connect(websocket_url(url), subprotocols=["actioncable-v1-json"], open_timeout=5)
        cable = cls(ws)
        await ws.send(json.dumps({"command": "subscribe", "identifier": ROOM}))
        await cable.message("confirm_subscription", framed=False)
        return cable

    async def message(self, kind: str, framed: bool = True, timeout: float = 10.0) -> dict[str, Any]:
        async with asyncio.timeout(timeout):
            while True:
                frame = json.loads(await self.ws.recv())
                message = frame.get("message") if framed else frame
                if isinstance(message, dict) and message.get("type") == kind:
                    return message

    async def close(self) -> None:
        await self.ws.close()


FOREVER = {"playback[url]": "media/clip.webm", "playback[loop_count]": "-1"}


async def test_statuses(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    r = await anon.post(f"/rooms/{key}/playbacks", data={**FOREVER, "playback[play_id]": "intro"})
    assert r.status_code == 201, r.text
    assert r.json() == {"url": "media/clip.webm", "name": None, "play_id": "intro", "replacement_id": None,
                        "audio": False, "loop_count": -1}
    r = await anon.post(f"/rooms/{key}/playbacks", data={**FOREVER, "playback[play_id]": "intro"})
    assert r.status_code == 409 and r.json() == {"error": "a playback with play_id intro is playing already"}
    generated = []
    for _ in range(MAX_PLAYBACKS - 1):
        r = await anon.post(f"/rooms/{key}/playbacks", data=FOREVER)
        assert r.status_code == 201, r.text
        generated.append(r.json()["play_id"])
    assert len(set(generated)) == MAX_PLAYBACKS - 1 and all(len(p) == 8 for p in generated)
    r = await anon.post(f"/rooms/{key}/playbacks", data=FOREVER)
    assert r.status_code == 406 and "4 playbacks are playing already" in r.json()["error"]
    assert (await anon.delete(f"/rooms/{key}/playbacks/intro")).status_code == 200
    r = await anon.delete(f"/rooms/{key}/playbacks/intro")
    assert r.status_code == 404 and r.json() == {"error": "no playback of this play_id is playing"}
    for method, path in (("post", "/rooms/nope/playbacks"), ("delete", "/rooms/nope/playbacks/x")):
        r = await getattr(anon, method)(path, **({"data": FOREVER} if method == "post" else {}))
        assert r.status_code == 404 and r.json()["error"] == "unknown access key"
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    r = await anon.post(f"/rooms/{key}/playbacks", data=FOREVER)
    assert r.status_code == 410
    assert (await anon.delete(f"/rooms/{key}/playbacks/{generated[0]}")).status_code == 410


BAD = [
    ({}, "playback[url] is required"),
    ({"playback[name]": "x"}, "playback[url] is required"),
    ({"playback[url]": " "}, "playback[url] is required"),
    ({"playback[url]": "file:///etc/passwd"}, "playback[url] must be an http or https URL"),
    ({"playback[url]": "ftp://example.com/a.mp4"}, "playback[url] must be an http or https URL"),
    ({"playback[url]": "../../etc/passwd"}, "playback[url] names a file outside the engine's data directory"),
    ({"playback[url]": "/etc/passwd"}, "playback[url] names a file outside the engine's data directory"),
    ({"playback[url]": "media/none.webm"}, "playback[url] names no file in the engine's data directory"),
    ({"playback[url]": "http:///x"}, "playback[url] has no host"),
    ({"playback[url]": "http://h/" + "x" * 2100}, "playback[url] is longer than 2048 characters"),
    ({**FOREVER, "playback[play_id]": "a b"}, "playback[play_id] may only contain letters, digits, _ and -"),
    ({**FOREVER, "playback[play_id]": "../x"}, "playback[play_id] may only contain letters, digits, _ and -"),
    ({**FOREVER, "playback[play_id]": "x" * 65}, "playback[play_id] is longer than 64 characters"),
    ({**FOREVER, "playback[loop_count]": "-2"}, f"playback[loop_count] must be a whole number from -1 (forever) "
                                                f"to {LOOP_MAX}"),
    ({**FOREVER, "playback[loop_count]": str(LOOP_MAX + 1)}, "playback[loop_count] must be a whole number"),
    ({**FOREVER, "playback[loop_count]": "1.5"}, "playback[loop_count] must be a whole number"),
    ({**FOREVER, "playback[loop_count]": "often"}, "playback[loop_count] must be a whole number"),
    ({**FOREVER, "playback[audio]": "maybe"}, "playback[audio] must be a boolean (true or false)"),
    ({**FOREVER, "playback[name]": "n" * 300}, "playback[name] is longer than 256 characters"),
    ({**FOREVER, "playback[replacement_id]": "r" * 200}, "playback[replacement_id] is longer than 128 characters"),
    ({"playback": "media/clip.webm"}, "playback must be an object"),
]


async def test_a_refused_request_changes_nothing(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    seen: list[dict] = []
    meeting.events.subscribe(seen.append)
    for body, error in BAD:
        r = await anon.post(f"/rooms/{key}/playbacks", data=body)
        assert r.status_code == 400 and r.json()["error"].startswith(error), (body, r.text)
    for body in ({"playback": {"url": "media/clip.webm", "audio": 1}}, {"playback": {"url": ["a"]}},
                 {"playback": {"url": "media/clip.webm", "loop_count": True}},
                 {"playback": {"url": "media/clip.webm", "name": {"a": 1}}},
                 {"playback": {"url": "media/clip.webm", "play_id": "a\ud800"}}):
        r = await anon.post(f"/rooms/{key}/playbacks", content=json.dumps(body),
                            headers={"Content-Type": "application/json"})
        assert r.status_code == 400 and isinstance(r.json()["error"], str), body
    assert [e for e in seen if e["type"] == "playback_update"] == []
    assert meeting.playbacks == [] and meeting.media.playbacks == {} and meeting.media.mcu is None
    assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == []


@pytest.mark.parametrize("encoding", ["json", "urlencoded", "multipart", "query"])
async def test_every_request_encoding(engine, api, anon, clips, encoding):
    host = await start(api)
    key = host["access_key"]
    fields = {"url": "media/clip.webm", "play_id": "p-1", "replacement_id": "ann", "name": "Intro",
              "audio": "true", "loop_count": "3"}
    flat = {f"playback[{k}]": v for k, v in fields.items()}
    path = f"/rooms/{key}/playbacks"
    if encoding == "json":
        r = await anon.post(path, json={"playback": {**fields, "audio": True, "loop_count": 3}})
    elif encoding == "urlencoded":
        r = await anon.post(path, data=flat)
    elif encoding == "multipart":
        r = await anon.post(path, data=flat, files={"unused": ("a.txt", b"x")})
    else:
        r = await anon.post(path, params=flat)
    assert r.status_code == 201, r.text
    expected = {**fields, "audio": True, "loop_count": 3}
    assert r.json() == expected
    meeting = engine.meetings.by_room("r")
    playback = meeting.media.playbacks["p-1"]
    assert (playback.url, playback.name, playback.replacement_id, playback.audio, playback.loop_count) == (
        "media/clip.webm", "Intro", "ann", True, 3)
    assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == [expected]


async def test_playback_update_meeting_list_and_media(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    participant = await Cable.open(host["links"]["websocket"])
    observer = await Cable.open(f"{engine.base_url}/rt?room_id=r&api_key={engine.config.api_key}")
    try:
        await observer.message("room_update")
        body = {"playback": {"url": "media/clip.webm", "play_id": "intro", "name": "Intro", "loop_count": -1}}
        r = await anon.post(f"/rooms/{key}/playbacks", json=body)
        assert r.status_code == 201, r.text
        entry = r.json()
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [entry]
        assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == [entry]
        assert meeting.playbacks == [entry]
        # the media: a decoded source of the composed picture, shown as media-intro
        media = meeting.media
        assert media.playbacks["intro"].play_id == "intro" and media.mcu is not None
        assert "media-intro" in media.source_update()["src"]
        for _ in range(100):
            if media.playbacks["intro"].video_frame() is not None:
                break
            await asyncio.sleep(0.05)
        frame = media.playbacks["intro"].video_frame()
        assert (frame.width, frame.height) == (160, 120)
        # a second one, then DELETE the first
        r = await anon.post(f"/rooms/{key}/playbacks", json={"playback": {"url": "media/clip.webm",
                                                                          "loop_count": -1}})
        second = r.json()
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [entry, second]
        playback = media.playbacks["intro"]
        assert (await anon.delete(f"/rooms/{key}/playbacks/intro")).status_code == 200
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [second]
        assert "intro" not in media.playbacks and meeting.playbacks == [second]
        for _ in range(100):
            if playback.ended and not playback._thread.is_alive():
                break
            await asyncio.sleep(0.02)
        assert playback.ended and not playback._thread.is_alive()
        # a new observer sees the list in its room_update
        late = await Cable.open(f"{engine.base_url}/rt?room_id=r&api_key={engine.config.api_key}")
        try:
            assert (await late.message("room_update"))["content"]["playbacks"] == [second]
        finally:
            await late.close()
    finally:
        await participant.close()
        await observer.close()


async def test_a_playback_that_ends_leaves_the_meeting(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    cable = await Cable.open(host["links"]["websocket"])
    try:
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": "media/clip.webm",
                                                             "playback[play_id]": "once"})
        assert r.status_code == 201
        assert [p["play_id"] for p in (await cable.message("playback_update"))["playing"]] == ["once"]
        playback = meeting.media.playbacks["once"]
        assert (await cable.message("playback_update"))["playing"] == []  # 0.6 s later
        assert playback.ended and playback.error is None and playback.plays == 1
        assert meeting.playbacks == [] and meeting.media.playbacks == {}
        assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == []
        # the play_id is free again
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": "media/clip.webm",
                                                             "playback[play_id]": "once"})
        assert r.status_code == 201
    finally:
        await cable.close()


async def test_a_source_that_fails_ends_the_playback(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    (Path(engine.config.data_dir) / "media" / "broken.webm").write_bytes(b"\x1aE\xdf\xa3 not really webm")
    with socket.socket() as unused:  # bound, not listening: connections are refused
        unused.bind(("127.0.0.1", 0))
        cable = await Cable.open(host["links"]["websocket"])
        try:
            for url in (f"http://127.0.0.1:{unused.getsockname()[1]}/a.webm", "media/broken.webm"):
                r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": url})
                assert r.status_code == 201  # opening happens after the reply
                assert len((await cable.message("playback_update"))["playing"]) == 1
                assert (await cable.message("playback_update"))["playing"] == []
        finally:
            await cable.close()
    assert meeting.playbacks == [] and meeting.media.playbacks == {}


async def test_the_end_of_the_meeting_stops_its_playbacks(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    r = await anon.post(f"/rooms/{key}/playbacks", data=FOREVER)
    playback = meeting.media.playbacks[r.json()["play_id"]]
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    for _ in range(100):
        if playback.ended and not playback._thread.is_alive():
            break
        await asyncio.sleep(0.05)
    assert playback.ended and not playback._thread.is_alive() and meeting.media.closed


async def test_the_meetdesk_client_starts_and_stops_a_playback(engine, api, clips):
    from meetdesk.client import ServiceClient

    host = await start(api)
    meeting = engine.meetings.by_room("r")
    async with ServiceClient(engine.base_url) as client:
        await client.start_playback(host["access_key"], "media/clip.webm", play_id="mine", loop_count=-1,
                                    name="Mine")
        assert [p["play_id"] for p in (await client.get_meeting(host["access_key"])).playbacks] == ["mine"]
        assert meeting.media.playbacks["mine"].name == "Mine" and meeting.media.playbacks["mine"].audio is False
        await client.stop_playback(host["access_key"], "mine")
    assert meeting.playbacks == [] and meeting.media.playbacks == {}
