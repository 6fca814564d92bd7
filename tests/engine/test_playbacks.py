"""Playbacks over HTTP (engine/playbacks.py, engine/http/playbacks.py): POST /rooms/<ACCESS_KEY>/playbacks and
DELETE /rooms/<ACCESS_KEY>/playbacks/<play_id> on a real engine, with real webm files in its data directory
(recordings of the room's API key): statuses, every request encoding, the meeting object's list, playback_update
on the realtime sockets, the media session's sources, a natural end, a failing source and a refused request
changing nothing; another key's files, the outbound policy, stopped playbacks' threads, a lying header."""
from __future__ import annotations

import asyncio
import http.server
import io
import json
import socket
import threading
import time
from pathlib import Path
from typing import Any

import av
import numpy as np
import pytest
from websockets.asyncio.client import connect

from meetdesk.client.realtime import websocket_url
from meetdesk.engine.playbacks import LOOP_MAX, MAX_PLAYBACKS, NOT_YOURS

from waiting import until


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


async def own_clip(engine, room_id: str, rec_id: str, seconds: float = 0.6, tone: float | None = None,
                   data: bytes | None = None) -> str:
    """A webm made a recording of ``room_id`` (so a file of the API key that owns the room): written to
    ``recordings/<rec_id>.webm`` in the engine's data directory (``data``, else a clip), with its row; the path
    a playback names it by."""
    path = Path(engine.config.data_dir) / "recordings" / f"{rec_id}.webm"
    path.parent.mkdir(exist_ok=True)
    if data is None:
        await asyncio.to_thread(write_clip, path, seconds, tone)
    else:
        path.write_bytes(data)
    engine.store.save_recording({"id": rec_id, "room_id": room_id, "conf_id": "c-" + rec_id,
                                 "room_started_at": "2026-01-01T00:00:00.000Z", "created_at": int(time.time()),
                                 "duration": 1, "user": {}, "room": {}, "path": f"recordings/{rec_id}.webm", "state": "finished"})
    return f"recordings/{rec_id}.webm"


CLIP = "recordings/clip.webm"


@pytest.fixture
async def clips(engine) -> Path:
    assert await own_clip(engine, "r", "clip") == CLIP
    return Path(engine.config.data_dir)


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


FOREVER = {"playback[url]": CLIP, "playback[loop_count]": "-1"}


async def test_statuses(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    r = await anon.post(f"/rooms/{key}/playbacks", data={**FOREVER, "playback[play_id]": "intro"})
    assert r.status_code == 201, r.text
    assert r.json() == {"url": CLIP, "name": None, "play_id": "intro", "replacement_id": None,
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
    ({"playback[url]": "../../etc/passwd"}, NOT_YOURS),
    ({"playback[url]": "/etc/passwd"}, NOT_YOURS),
    ({"playback[url]": "recordings/none.webm"}, NOT_YOURS),
    ({"playback[url]": "engine.db"}, NOT_YOURS),
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
    ({"playback": CLIP}, "playback must be an object"),
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
    for body in ({"playback": {"url": CLIP, "audio": 1}}, {"playback": {"url": ["a"]}},
                 {"playback": {"url": CLIP, "loop_count": True}},
                 {"playback": {"url": CLIP, "name": {"a": 1}}},
                 {"playback": {"url": CLIP, "play_id": "a\ud800"}}):
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
    fields = {"url": CLIP, "play_id": "p-1", "replacement_id": "ann", "name": "Intro",
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
        CLIP, "Intro", "ann", True, 3)
    assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == [expected]


async def test_playback_update_meeting_list_and_media(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    participant = await Cable.open(host["links"]["websocket"])
    observer = await Cable.open(f"{engine.base_url}/rt?room_id=r&api_key={engine.config.api_key}")
    try:
        await observer.message("room_update")
        body = {"playback": {"url": CLIP, "play_id": "intro", "name": "Intro", "loop_count": -1}}
        r = await anon.post(f"/rooms/{key}/playbacks", json=body)
        assert r.status_code == 201, r.text
        entry = r.json()
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [entry]
        assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == [entry]
        assert [p.to_json() for p in meeting.playbacks] == [entry]
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
        r = await anon.post(f"/rooms/{key}/playbacks", json={"playback": {"url": CLIP,
                                                                          "loop_count": -1}})
        second = r.json()
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [entry, second]
        playback = media.playbacks["intro"]
        assert (await anon.delete(f"/rooms/{key}/playbacks/intro")).status_code == 200
        for cable in (participant, observer):
            assert (await cable.message("playback_update"))["playing"] == [second]
        assert "intro" not in media.playbacks and [p.to_json() for p in meeting.playbacks] == [second]
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
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": CLIP,
                                                             "playback[play_id]": "once"})
        assert r.status_code == 201
        assert [p["play_id"] for p in (await cable.message("playback_update"))["playing"]] == ["once"]
        playback = meeting.media.playbacks["once"]
        assert (await cable.message("playback_update"))["playing"] == []  # 0.6 s later
        assert playback.ended and playback.error is None and playback.plays == 1
        assert meeting.playbacks == [] and meeting.media.playbacks == {}
        assert (await anon.get(f"/rooms/{key}")).json()["playbacks"] == []
        # the play_id is free again
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": CLIP,
                                                             "playback[play_id]": "once"})
        assert r.status_code == 201
    finally:
        await cable.close()


async def test_a_source_that_fails_ends_the_playback(engine, api, anon, clips):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    broken = await own_clip(engine, "r", "broken", data=b"\x1aE\xdf\xa3 not really webm")
    with socket.socket() as unused:  # bound, not listening: connections are refused
        unused.bind(("127.0.0.1", 0))
        cable = await Cable.open(host["links"]["websocket"])
        try:
            for url in (f"http://127.0.0.1:{unused.getsockname()[1]}/a.webm", broken):
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
        await client.start_playback(host["access_key"], CLIP, play_id="mine", loop_count=-1,
                                    name="Mine")
        assert [p["play_id"] for p in (await client.get_meeting(host["access_key"])).playbacks] == ["mine"]
        assert meeting.media.playbacks["mine"].name == "Mine" and meeting.media.playbacks["mine"].audio is False
        await client.stop_playback(host["access_key"], "mine")
    assert meeting.playbacks == [] and meeting.media.playbacks == {}


# -- hardening: whose files, which addresses, threads after stop, frames larger than the header says ------------

async def guest(anon, host: dict) -> str:
    """A guest's access key in the host's meeting (guest links are shared: anyone may hold one)."""
    r = await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Gus"})
    assert r.status_code == 201, r.text
    return r.json()["access_key"]


async def test_a_file_of_another_key_answers_as_a_file_that_does_not_exist(engine, api, anon, clips):
    from meetdesk.engine import keys as engine_keys

    host_a = await start(api, "r", "ann")  # key A's room; "recordings/clip.webm" is its recording
    _, key_b = engine_keys.create(engine.config.data_dir)
    r = await anon.post("/rooms", json={"id": "b", "user": {"id": "bob", "name": "Bob"}},
                        headers={"Authorization": key_b})
    assert r.status_code == 201, r.text
    b_guest = await guest(anon, r.json())
    mine = await own_clip(engine, "b", "bclip")  # key B's own recording
    answers = []
    for url in (CLIP, "recordings/missing.webm", "recordings/../recordings/clip.webm", "./recordings/clip.webm",
                str(Path(engine.config.data_dir) / CLIP)):
        reply = await anon.post(f"/rooms/{b_guest}/playbacks", data={"playback[url]": url})
        answers.append((reply.status_code, reply.json()))
    assert answers == [(400, {"error": NOT_YOURS})] * 5
    meeting_b = engine.meetings.by_room("b")
    assert meeting_b.playbacks == [] and meeting_b.media.playbacks == {}
    # B's own recording plays; A's guest plays A's
    assert (await anon.post(f"/rooms/{b_guest}/playbacks", data={"playback[url]": mine})).status_code == 201
    a_guest = await guest(anon, host_a)
    assert (await anon.post(f"/rooms/{a_guest}/playbacks", data={"playback[url]": CLIP})).status_code == 201
    assert (await anon.post(f"/rooms/{a_guest}/playbacks", data={"playback[url]": mine})).json() == \
        {"error": NOT_YOURS}


LOOPBACK = ["127.0.0.0/8", "::1/128"]


def allow_loopback(engine) -> None:
    """Let this engine's playbacks reach the test servers on loopback (what `--allow-target` does)."""
    from meetdesk.engine.outbound import OutboundPolicy

    engine.playbacks.outbound = OutboundPolicy(LOOPBACK)


class Redirector(http.server.BaseHTTPRequestHandler):
    """/go/<url> answers 302 to <url>; anything else serves the clip (noting every path on ``server.seen``)."""

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        self.server.seen.append(self.path)
        if self.path.startswith("/go/"):
            self.send_response(302)
            self.send_header("Location", self.path[4:])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = self.server.clip
        self.send_response(200)
        self.send_header("Content-Type", "video/webm")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def http_server(host: str, clip: bytes):
    server = http.server.ThreadingHTTPServer((host, 0), Redirector)
    server.seen, server.clip = [], clip
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def record_ends(engine) -> dict:
    """play_id -> the playback, for every playback of ``engine`` that ends by itself from now on."""
    ends: dict = {}
    original = engine.playbacks._ended

    def noted(meeting, playback) -> None:
        ends[playback.play_id] = playback
        original(meeting, playback)

    engine.playbacks._ended = noted
    return ends


async def ended(ends: dict, meeting, play_id: str, timeout: float = 15.0):
    """The playback ``play_id`` once it has ended by itself and left the meeting."""
    await until(lambda: play_id in ends and play_id not in meeting.media.playbacks, timeout,
                f"the playback {play_id} to end and leave the meeting")
    assert ends[play_id].ended
    return ends[play_id]


async def test_urls_go_through_the_outbound_policy_on_every_hop(engine, api, anon, clips):
    from meetdesk.engine.outbound import REFUSAL

    clip = (Path(engine.config.data_dir) / CLIP).read_bytes()
    first, second = http_server("127.0.0.1", clip), http_server("127.0.0.2", clip)
    try:
        host = await start(api)
        key = await guest(anon, host)
        meeting = engine.meetings.by_room("r")
        ends = record_ends(engine)
        at_first = f"http://127.0.0.1:{first.server_address[1]}"
        at_second = f"http://127.0.0.2:{second.server_address[1]}"
        # the engine's default policy (this module's engine allows loopback: back to the default here): loopback
        # is refused, with the one sentence, and nothing is fetched
        from meetdesk.engine.outbound import OutboundPolicy

        engine.playbacks.outbound = OutboundPolicy()
        for play_id, url in (("a", f"{at_first}/clip.webm"), ("b", f"http://localhost:{first.server_address[1]}/c"),
                             ("c", f"{at_first}/go/{at_first}/clip.webm")):
            r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": url, "playback[play_id]": play_id})
            assert r.status_code == 201, r.text
            assert (await ended(ends, meeting, play_id)).error == REFUSAL
        assert first.seen == []
        # an operator allows 127.0.0.1 only: it plays, and its redirect to 127.0.0.2 is refused
        engine.playbacks.outbound = OutboundPolicy(["127.0.0.1/32"])
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": f"{at_first}/go/{at_second}/clip.webm",
                                                             "playback[play_id]": "d"})
        assert r.status_code == 201
        assert (await ended(ends, meeting, "d")).error == REFUSAL
        assert first.seen == [f"/go/{at_second}/clip.webm"] and second.seen == []
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": f"{at_first}/clip.webm",
                                                             "playback[play_id]": "e"})
        playback = await ended(ends, meeting, "e")
        assert playback.error is None and playback.plays == 1
    finally:
        for server in (first, second):
            server.shutdown()
            server.server_close()


async def test_stopped_playbacks_leave_no_thread_behind(engine, api, anon, clips):
    allow_loopback(engine)
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(64)
    accepted: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                accepted.append(silent.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    url = f"http://127.0.0.1:{silent.getsockname()[1]}/never.webm"
    host = await start(api)
    key = await guest(anon, host)
    meeting = engine.meetings.by_room("r")

    async def cycle() -> None:
        connected = len(accepted)
        ids = []
        for _ in range(4):
            r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": url})
            assert r.status_code == 201, r.text
            ids.append(r.json()["play_id"])
        for _ in range(200):  # all four connected, waiting for an answer that never comes
            if len(accepted) >= connected + 4:
                break
            await asyncio.sleep(0.05)
        assert len(accepted) == connected + 4 and sorted(meeting.media.playbacks) == sorted(ids)
        for play_id in ids:
            assert (await anon.delete(f"/rooms/{key}/playbacks/{play_id}")).status_code == 200

    try:
        # the loop's executor (which runs stop()) at its full size first: only playbacks' threads are counted
        await asyncio.gather(*(asyncio.to_thread(time.sleep, 0.2) for _ in range(40)))
        baseline = threading.active_count()
        for _ in range(6):
            await cycle()
        for _ in range(100):  # stop() shut every connection down: the threads end at once, not at a timeout
            if threading.active_count() <= baseline:
                break
            await asyncio.sleep(0.05)
        assert threading.active_count() <= baseline, [t.name for t in threading.enumerate()]
    finally:
        silent.close()
        for conn in accepted:
            conn.close()


def lying_webm(width: int = 16000, height: int = 9000, frames: int = 30) -> bytes:
    """A webm whose header says 320x240 and whose every frame is a VP8 keyframe of ``width`` x ``height`` (a
    64x48 keyframe with its size fields rewritten: the decoder allocates the picture before it reads the
    macroblocks)."""
    import fractions
    import io
    import struct

    encoder = av.CodecContext.create("libvpx", "w")
    encoder.width, encoder.height, encoder.pix_fmt = 64, 48, "yuv420p"
    encoder.time_base = fractions.Fraction(1, 30)
    picture = av.VideoFrame(64, 48, "yuv420p")
    picture.pts = 0
    key = ([bytes(p) for p in encoder.encode(picture)] + [bytes(p) for p in encoder.encode(None)])[0]
    assert key[3:6] == b"\x9d\x01\x2a"  # a keyframe's start code; its size follows
    big = key[:6] + struct.pack("<HH", width, height) + key[10:]
    buffer = io.BytesIO()
    out = av.open(buffer, "w", format="webm")
    stream = out.add_stream("libvpx", rate=30)
    stream.width, stream.height, stream.pix_fmt = 320, 240, "yuv420p"
    for i in range(frames):
        packet = av.Packet(big)
        packet.stream, packet.pts, packet.dts = stream, i, i
        packet.time_base = fractions.Fraction(1, 30)
        packet.is_keyframe = True
        out.mux(packet)
    out.close()
    return buffer.getvalue()


def peak_rss_mb() -> int:
    """This process's peak resident memory (VmHWM) in MB."""
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("VmHWM:"))
    return int(line.split()[1]) // 1024


async def test_frames_larger_than_the_header_says_are_refused_before_they_take_memory(engine, api, anon, clips):
    path = await own_clip(engine, "r", "lying", data=await asyncio.to_thread(lying_webm))
    host = await start(api)
    key = await guest(anon, host)
    meeting = engine.meetings.by_room("r")
    ends = record_ends(engine)
    with open("/proc/self/clear_refs", "w") as clear:
        clear.write("5")  # the peak starts again from what the process holds now
    before = peak_rss_mb()
    for play_id in ("one", "two"):
        r = await anon.post(f"/rooms/{key}/playbacks", data={"playback[url]": path, "playback[play_id]": play_id})
        assert r.status_code == 201, r.text
    for play_id in ("one", "two"):
        playback = await ended(ends, meeting, play_id)
        assert "larger than 3840x2160" in playback.error and playback.video_frame() is None
    # a 16000x9000 picture is 216 MB in yuv420p; what two such playbacks held at most, all told:
    assert peak_rss_mb() - before < 100


def test_a_small_source_is_fetched_once_for_all_its_seeks_and_repeats(tmp_path):
    """A clip of at most WHOLE_FILE bytes costs one request: FFmpeg's seeks in it (an mp4's index at its end,
    size probes) and a looping playback's repeats are served from memory (six requests a pass of a one-second
    clip, each 0.3-2.6 s on a loaded machine, kept a looping clip off the picture)."""
    from meetdesk.engine.media.media_source import HttpFile, open_media
    from meetdesk.engine.outbound import OutboundPolicy

    clip = tmp_path / "clip.webm"
    write_clip(clip, 1.0)
    requests: list[str] = []

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(tmp_path), **kwargs)

        def send_head(self):
            requests.append(self.headers.get("Range", ""))
            data = clip.read_bytes()
            start = int((self.headers.get("Range") or "bytes=0-")[6:].split("-")[0] or 0)
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            self.send_header("Content-Length", str(len(data) - start))
            self.end_headers()
            return io.BytesIO(data[start:])

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/clip.webm"
        whole = None
        for _ in range(3):   # a clip played three times, as Playback repeats it
            source = HttpFile(url, OutboundPolicy(["127.0.0.1/32"]), whole=whole)
            with open_media(source) as container:
                frames = sum(1 for _ in container.decode(video=0))
            whole = source.whole
            source.close()
            assert frames >= 10 and whole == clip.read_bytes()
        assert requests == ["bytes=0-"]
    finally:
        server.shutdown()
