"""Stream forwarding over WHIP through the real engine: a WHIP endpoint inside the test (aiortc behind a small
asyncio HTTP server on 127.0.0.1) receives a participant's forwarded streams and the composed meeting and
decodes pictures of the expected colour; a forward ends by itself when its source leaves; every status of the
spec, and destinations that are unreachable or do not speak WHIP leave nothing running."""
from __future__ import annotations

import asyncio
import contextlib
import secrets

import httpx
import numpy as np
import pytest
from aiortc import RTCSessionDescription
from aiortc.mediastreams import MediaStreamError

from meetdesk.engine import keys as engine_keys
from meetdesk.engine.media.codecs import vp8_decoder
from meetdesk.engine.media.keyframes import is_keyframe
from meetdesk.engine.media.playback import Playback
from meetdesk.engine.media.whip import PlaybackVideo, allowed_candidates, resource_url
from meetdesk.engine.outbound import OutboundPolicy
from meetdesk.engine.server import running_engine
from meetdesk.engine.outbound import REFUSAL
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection

from media_meeting import COLOURS, Listener, colour_near, join_call, start_room
from waiting import until
from test_playbacks import own_clip, write_clip


@pytest.fixture
def engine_overrides(local_targets):
    """The engine fetches from listeners on 127.0.0.1 here: allowed (the outbound policy refuses it by default)."""
    return local_targets


class WhipEndpoint:
    """A WHIP ingest endpoint: POST an offer -> 201 + Location + answer; DELETE the resource -> 200.

    Every received track's decoded frames are kept (the last pictures as RGB, counts per kind); requests are
    logged as (method, path, Authorization header)."""

    def __init__(self, *, status: int = 201, content_type: str = "application/sdp", host: str = "127.0.0.1",
                 location=None, answer=None) -> None:
        self.host = host
        self.edit_answer = answer or (lambda sdp: sdp)  # what the endpoint does to its SDP answer
        self.location = location or (lambda resource: resource)  # the Location header of a resource's path
        self.status = status
        self.content_type = content_type
        self.requests: list[tuple[str, str, str | None]] = []
        self.sessions: dict[str, object] = {}
        self.pictures: list[np.ndarray] = []
        self.frames = {"audio": 0, "video": 0}
        self.loudest = 0.0  # the highest RMS of a received audio frame (full scale 1.0)
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set[asyncio.Task] = set()

    async def __aenter__(self) -> "WhipEndpoint":
        self._server = await asyncio.start_server(self._serve, self.host, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._server.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*(close_peer_connection(pc) for pc in self.sessions.values()), return_exceptions=True)

    def url(self, path: str = "/whip") -> str:
        return f"http://{self.host}:{self.port}{path}"

    @property
    def deleted(self) -> list[str]:
        return [path for method, path, _ in self.requests if method == "DELETE"]

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
            method, path, _ = head[0].split(" ", 2)
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in head[1:] if line)}
            body = await reader.readexactly(int(headers.get("content-length", "0")))
            self.requests.append((method, path, headers.get("authorization")))
            status, extra, reply = 405, {}, b""
            if method == "POST" and path == "/whip":
                status = self.status
                if status == 201:
                    resource = f"/whip/session/{secrets.token_hex(4)}"
                    reply = self.edit_answer(await self._answer(resource, body.decode())).encode()
                    extra = {"Location": self.location(resource), "Content-Type": self.content_type}
                else:
                    reply, extra = b"<html>no</html>", {"Content-Type": "text/html"}
            elif method == "DELETE" and path in self.sessions:
                await close_peer_connection(self.sessions.pop(path))
                status = 200
            lines = [f"HTTP/1.1 {status} X", f"Content-Length: {len(reply)}", "Connection: close",
                     *(f"{k}: {v}" for k, v in extra.items())]
            writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + reply)
            await writer.drain()
        finally:
            writer.close()

    async def _answer(self, resource: str, offer: str) -> str:
        pc = create_peer_connection(loopback=True)
        self.sessions[resource] = pc

        @pc.on("track")
        def on_track(track):
            task = asyncio.ensure_future(self._consume(track))
            self._tasks.add(task)

        await pc.setRemoteDescription(RTCSessionDescription(sdp=offer, type="offer"))
        await pc.setLocalDescription(await pc.createAnswer())
        return pc.localDescription.sdp

    async def _consume(self, track) -> None:
        try:
            while True:
                frame = await track.recv()
                self.frames[track.kind] += 1
                if track.kind == "video" and self.frames["video"] % 5 == 0:
                    self.pictures = [*self.pictures[-4:], frame.to_ndarray(format="rgb24")]
                elif track.kind == "audio":
                    pcm = frame.to_ndarray().astype(np.float64) / 32768
                    self.loudest = max(self.loudest, float(np.sqrt(np.mean(np.square(pcm)))))
        except MediaStreamError:
            pass

    def shows(self, rgb, min_width: int = 0) -> bool:
        return any(p.shape[1] >= min_width and colour_near(p, rgb) for p in self.pictures)


async def user_id_of(api, access_key: str) -> str:
    return (await api.get(f"/rooms/{access_key}")).json()["user"]["id"]


async def test_a_participant_is_forwarded_and_the_forward_ends_when_they_leave(engine, api, anon):
    sessions = []
    try:
        async with WhipEndpoint() as whip, contextlib.AsyncExitStack() as listeners:
            ada = await join_call(api, "Ada", "fw", sessions)
            bob = await join_call(api, "Bob", "fw", sessions)
            await until(lambda: ada.sfu_mode and bob.frames_received["video"] > 5, 10.0, "a peer call")
            ada_id = await user_id_of(api, ada.access_key)
            observer = await listeners.enter_async_context(
                Listener(f"{engine.base_url}/rt?room_id=fw", ("forwards_update",), api_key=engine.config.api_key))
            participant = await listeners.enter_async_context(
                Listener(f"{engine.base_url}/rt?access_key={bob.access_key}", ("forwards_update",)))
            token_url = whip.url().replace("http://", "http://s3cret@")
            r = await api.post("/rooms/fw/forward/source",
                               data={"forward_id": "ada-cam", "user_id": ada_id, "type": "audio,video",
                                     "url": token_url})
            assert r.status_code == 201 and r.content == b"", r.text
            assert whip.requests[0][:2] == ("POST", "/whip") and whip.requests[0][2] == "Bearer s3cret"
            await until(lambda: whip.shows(COLOURS["Ada"]) and whip.frames["audio"] > 10, 15,
                        "Ada's card and sound at the WHIP endpoint")
            assert not whip.shows(COLOURS["Bob"])
            # the same id again is refused; the same source may go out once more under another id
            again = await api.post("/rooms/fw/forward/source", json={"forward_id": "ada-cam", "user_id": ada_id,
                                                                     "type": "video", "url": whip.url()})
            assert again.status_code == 400 and "running" in again.json()["error"]
            second = await api.post("/rooms/fw/forward/source", json={"forward_id": "ada-2", "user_id": ada_id,
                                                                      "type": ["video"], "url": whip.url()})
            assert second.status_code == 201, second.text
            assert engine.meetings.by_room("fw").media.ptp  # forwarding a source needs no composing
            assert (await api.delete("/rooms/fw/forward/ada-2")).status_code == 200
            assert len(whip.deleted) == 1
            # Ada leaves: her forward ends by itself and its WHIP resource is deleted
            await ada.hangup()
            await until(lambda: len(whip.deleted) == 2, 10.0, "the forward ending with its source")
            assert (await api.delete("/rooms/fw/forward/ada-cam")).status_code == 404
            assert not engine.forwards.running
            # the observer and the participants heard of every start and end, the last with its reason
            for heard in (observer, participant):
                await until(lambda h=heard: len(h.seen) == 4, 10.0, "four forwards_update events")
                started, both, one_stopped, left = heard.seen
                assert started["forwards"] == [{"forward_id": "ada-cam", "type": "source", "kinds": ["audio", "video"],
                                                "user_id": ada_id, "state": "running"}]
                assert started["ended"] is None and len(both["forwards"]) == 2
                assert one_stopped["ended"]["forward_id"] == "ada-2" and one_stopped["ended"]["reason"] == "stopped"
                assert left["forwards"] == [] and left["ended"]["forward_id"] == "ada-cam"
                assert left["ended"]["state"] == "ended" and left["ended"]["reason"] == "the user left the call"
                assert "s3cret" not in str(heard.seen) and "127.0.0.1" not in str(heard.seen)
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


async def test_the_composed_meeting_is_forwarded(engine, api):
    sessions = []
    try:
        async with WhipEndpoint() as whip:
            ada = await join_call(api, "Ada", "fwm", sessions)
            bob = await join_call(api, "Bob", "fwm", sessions)
            await until(lambda: ada.sfu_mode and bob.frames_received["video"] > 5, 10.0, "a peer call")
            r = await api.post("/rooms/fwm/forward/mcu", data={"forward_id": "all", "type": "video,audio",
                                                                "url": whip.url(), "token": "tok"})
            assert r.status_code == 201, r.text
            assert whip.requests[0][2] == "Bearer tok"
            media = engine.meetings.by_room("fwm").media
            assert not media.ptp  # the forward keeps the meeting composed
            await until(lambda: whip.shows(COLOURS["Ada"], 1280) and whip.shows(COLOURS["Bob"], 1280)
                        and whip.frames["audio"] > 10, 20, "the composed picture at the endpoint")
            assert (await api.delete("/rooms/fwm/forward/all")).status_code == 200
            assert whip.deleted and not media.outputs
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


async def test_statuses_and_destinations_that_do_not_speak_whip(engine, api, anon):
    sessions = []
    try:
        async with WhipEndpoint() as whip, WhipEndpoint(status=200) as not_whip:
            ada = await join_call(api, "Ada", "fws", sessions)
            ada_id = await user_id_of(api, ada.access_key)
            body = {"forward_id": "f1", "user_id": ada_id, "type": "video", "url": whip.url()}
            assert (await anon.post("/rooms/fws/forward/source", data=body)).status_code == 401
            wrong = await anon.post("/rooms/fws/forward/source", data=body, headers={"Authorization": "nope"})
            assert wrong.status_code == 401 and wrong.json()["error"]
            assert (await api.post("/rooms/nope/forward/source", data=body)).status_code == 404
            await start_room(api, "Bob", "idle-room")
            for field, value, status in [("forward_id", "", 400), ("user_id", None, 400), ("type", "both", 400),
                                         ("type", "audio,vid", 400), ("url", "ftp://127.0.0.1/whip", 400),
                                         ("url", "not a url", 400), ("url", None, 400), ("user_id", "nobody", 404)]:
                bad = {k: v for k, v in {**body, field: value}.items() if v is not None}
                r = await api.post("/rooms/fws/forward/source", data=bad)
                assert r.status_code == status and r.json()["error"], (field, value, r.text)
            assert (await api.post("/rooms/fws/forward/playback", data={**body, "play_id": "p"})).status_code == 404
            assert (await api.delete("/rooms/fws/forward/f1")).status_code == 404
            # another key's room answers as an unknown one
            _, key2 = engine_keys.create(engine.config.data_dir)
            other = await anon.post("/rooms/fws/forward/source", data=body, headers={"Authorization": key2})
            assert other.status_code == 404 and other.json()["error"] == "unknown room"
            other = await anon.delete("/rooms/fws/forward/f1", headers={"Authorization": key2})
            assert other.status_code == 404 and other.json()["error"] == "unknown room"
            # unreachable and non-WHIP destinations: a clear 400 and nothing left running
            media = engine.meetings.by_room("fws").media
            for url, words in [("http://127.0.0.1:9/whip", REFUSAL), (not_whip.url(), "not a WHIP endpoint")]:
                r = await api.post("/rooms/fws/forward/mcu", data={**body, "url": url})
                assert r.status_code == 400 and words in r.json()["error"], r.text
                assert not engine.forwards.running and not media.outputs
            assert not whip.requests
            await until(lambda: media.ptp, 10.0, "no composing left running")
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


async def test_a_playback_is_forwarded_until_it_stops(engine, api, anon, tmp_path):
    clip, tone = await own_clip(engine, "fwp", "clip"), await own_clip(engine, "fwp", "tone", tone=440)
    async with WhipEndpoint() as whip, WhipEndpoint() as heard:
        room = await start_room(api, "Ada", "fwp")
        for play_id, url, audio in (("clip", clip, "false"), ("tone", tone, "true")):
            r = await anon.post(f"/rooms/{room['access_key']}/playbacks",
                                data={"playback[url]": url, "playback[loop_count]": "-1",
                                      "playback[play_id]": play_id, "playback[audio]": audio})
            assert r.status_code == 201, r.text
        body = {"forward_id": "clip-out", "play_id": "clip", "url": whip.url()}
        silent = await api.post("/rooms/fwp/forward/playback", data={**body, "type": "audio,video"})
        assert silent.status_code == 400 and "plays no sound" in silent.json()["error"]
        r = await api.post("/rooms/fwp/forward/playback", data={**body, "type": "video"})
        assert r.status_code == 201, r.text
        # the played sound alone, with the picture, to a second endpoint
        r = await api.post("/rooms/fwp/forward/playback", data={"forward_id": "tone-out", "play_id": "tone",
                                                                 "url": heard.url(), "type": "audio,video"})
        assert r.status_code == 201, r.text
        await until(lambda: whip.shows((0, 200, 0)), 15, "the clip's green at the endpoint")
        await until(lambda: heard.loudest > 0.2 and heard.shows((0, 200, 0)), 15,
                    "the tone (0.35 RMS) and its picture at the second endpoint")
        assert whip.frames["audio"] == 0
        assert (await anon.delete(f"/rooms/{room['access_key']}/playbacks/clip")).status_code == 200
        await until(lambda: whip.deleted, 10.0, "the forward ending with its playback")
        assert [f for (_, f) in engine.forwards.running] == ["tone-out"]
        assert (await api.delete("/rooms/fwp/forward/tone-out")).status_code == 200
        assert heard.deleted and not engine.forwards.running
        assert not engine.meetings.by_room("fwp").media.outputs  # the sound's output went with it


def test_the_resource_is_resolved_on_the_endpoints_origin():
    endpoint = "https://ingest.example.com/whip/endpoint?x=1"
    for location, resource in [("/whip/resource/1", "https://ingest.example.com/whip/resource/1"),
                               ("resource/1", "https://ingest.example.com/whip/resource/1"),
                               ("../r", "https://ingest.example.com/r"),
                               ("https://ingest.example.com:443/r", "https://ingest.example.com:443/r"),
                               ("https://INGEST.example.com/r", "https://INGEST.example.com/r")]:
        assert resource_url(endpoint, location) == resource, location
    for location in ("https://elsewhere.example.com/r", "//elsewhere.example.com/r", "http://ingest.example.com/r",
                     "https://ingest.example.com:8443/r", "https://token@ingest.example.com/r",
                     "https://ingest.example.com.evil.test/r", "javascript:alert(1)", "/r\r\nX: 1"):
        assert resource_url(endpoint, location) is None, location


async def test_a_resource_on_another_host_is_never_contacted(engine, api):
    """The endpoint's Location names 127.0.0.2 (another host): the forward is refused, and neither its DELETE nor
    the token ever reach that host; a Location on the endpoint's own origin gets the DELETE with the token."""
    await start_room(api, "Ada", "fwl")
    async with WhipEndpoint(host="127.0.0.2") as elsewhere, WhipEndpoint(host="127.0.0.1") as same_host:
        async with WhipEndpoint(location=lambda r: f"http://127.0.0.2:{elsewhere.port}{r}") as whip, \
                WhipEndpoint(location=lambda r: f"http://127.0.0.1:{same_host.port}{r}") as other_port, \
                WhipEndpoint(location=lambda r: f"https://127.0.0.1:{whip.port}{r}") as other_scheme:
            for endpoint in (whip, other_port, other_scheme):
                r = await api.post("/rooms/fwl/forward/mcu", data={"forward_id": "out", "type": "video",
                                                                    "url": endpoint.url(), "token": "s3cret"})
                assert r.status_code == 400 and "origin" in r.json()["error"], r.text
                assert [(m, a) for m, _, a in endpoint.requests] == [("POST", "Bearer s3cret")]
                assert not engine.forwards.running and not engine.meetings.by_room("fwl").media.outputs
            # a failed start DELETEs what it created before it answers: nothing went to the other hosts
            assert elsewhere.requests == [] and same_host.requests == []
        async with WhipEndpoint(location=lambda r: f"http://127.0.0.1:{same.port}{r}") as same:
            r = await api.post("/rooms/fwl/forward/mcu", data={"forward_id": "out", "type": "video",
                                                                "url": same.url(), "token": "s3cret"})
            assert r.status_code == 201, r.text
            assert (await api.delete("/rooms/fwl/forward/out")).status_code == 200
            assert [(m, a) for m, _, a in same.requests] == [("POST", "Bearer s3cret"), ("DELETE", "Bearer s3cret")]
            assert same.deleted and not same.sessions


def test_candidates_on_refused_addresses_are_dropped_from_the_answer():
    sdp = ("v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\n"
           "a=candidate:1 1 udp 2130706431 127.0.0.1 50000 typ host\r\n"
           "a=candidate:2 1 udp 2130706431 10.0.0.5 50001 typ host\r\n"
           "a=candidate:3 1 udp 2130706431 93.184.216.34 50002 typ host\r\n"
           "a=candidate:4 1 udp 2130706431 3f1c-host.local 50003 typ host\r\n"
           "a=candidate:5 1 udp 1694498815 8.8.8.8 50004 typ srflx raddr 10.0.0.5 rport 50001\r\n"
           "a=candidate:6 1 udp bad\r\na=end-of-candidates\r\n")
    kept = allowed_candidates(sdp, OutboundPolicy())
    assert [line.split()[4] for line in kept.splitlines() if line.startswith("a=candidate")] == [
        "93.184.216.34", "8.8.8.8"]
    assert "m=video 9" in kept and "a=end-of-candidates" in kept
    assert "127.0.0.1" in allowed_candidates(sdp, OutboundPolicy(["127.0.0.0/8"]))


async def test_the_media_goes_to_no_refused_address(tmp_path, make_engine_config):
    """The endpoint (on 127.0.0.1, allowed) offers a first-priority ICE candidate on 127.0.0.2 (refused): the
    forward runs over the allowed candidate and no packet is ever sent to 127.0.0.2."""
    datagrams = []

    class Count(asyncio.DatagramProtocol):
        def datagram_received(self, data, addr):
            datagrams.append(data)

    transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(Count, local_addr=("127.0.0.2", 0))
    port = transport.get_extra_info("sockname")[1]

    def lure(sdp: str) -> str:  # a host candidate on 127.0.0.2 in every media section, ahead of the others
        out = []
        for line in sdp.splitlines():
            if line.startswith("a=candidate:") and not any(o.startswith("a=candidate:9") for o in out[-3:]):
                component = line.split()[1]
                out.append(f"a=candidate:9 {component} udp 2147483647 127.0.0.2 {port} typ host")
            out.append(line)
        return "\r\n".join(out) + "\r\n"

    config = make_engine_config(tmp_path / "engine", allow_targets=["127.0.0.1/32"])
    try:
        async with running_engine(config) as engine, WhipEndpoint(answer=lure) as whip, \
                httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                  timeout=30) as api:
            await start_room(api, "Ada", "fwc")
            r = await api.post("/rooms/fwc/forward/mcu", data={"forward_id": "out", "type": "video",
                                                                "url": whip.url()})
            assert r.status_code == 201, r.text
            await until(lambda: whip.frames["video"] > 5, 10.0, "the picture at the endpoint")
            assert datagrams == []
            assert (await api.delete("/rooms/fwc/forward/out")).status_code == 200
    finally:
        transport.close()


async def test_a_playbacks_picture_is_encoded_for_forwards_a_keyframe_first_and_when_asked(tmp_path):
    """PlaybackVideo (a playback forward's picture): the playback's frames encoded as VP8 of its size, the first
    a keyframe, then none until a subscriber asks for one, which the next frame is."""
    await asyncio.to_thread(write_clip, tmp_path / "clip.webm", 4.0)
    playback = Playback("p1", "clip.webm", media_dir=tmp_path, loop_count=3)
    playback.start()
    video = PlaybackVideo(playback)
    subscription = video.source.subscribe()
    subscription.start()
    video.start()
    decoder = vp8_decoder()
    try:
        async def frames(count: int) -> list:
            got = []
            async with asyncio.timeout(10):
                while len(got) < count:
                    frame = await subscription.get()
                    assert frame is not None
                    assert frame.keyframe == is_keyframe("video/vp8", frame.data)
                    assert [(p.width, p.height) for p in decoder.decode(frame.data)] == [(160, 120)]
                    got.append(frame)
            return got

        first = await frames(6)
        assert first[0].keyframe and not any(f.keyframe for f in first[1:])
        video.source.request_keyframe()
        asked = await frames(2)  # one frame may have been encoded before the request was seen
        assert any(f.keyframe for f in asked), [f.keyframe for f in asked]
    finally:
        video.stop()
        await asyncio.to_thread(playback.stop)
