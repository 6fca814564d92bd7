"""Live broadcasts: the composed meeting pushed to a real RTMP listener (PyAV listening on 127.0.0.1) that
decodes the participants' colours and the mix; the statuses of the broadcast endpoints; a server that accepts
and never answers costs the engine nothing; the outbound policy."""
from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import threading
from pathlib import Path

import av
import numpy as np
import pytest

from meetdesk.engine.outbound import REFUSAL, OutboundPolicy

from media_meeting import COLOURS, colour_near, join_call, start_room
from waiting import until

LOOPBACK = ["127.0.0.0/8", "::1/128"]


def allow_loopback(engine) -> None:
    """Let this engine's broadcasts reach the test servers on loopback (what `--allow-target` does)."""
    engine.broadcasts.outbound = OutboundPolicy(LOOPBACK)


@pytest.fixture
def engine_overrides(local_targets):
    """The engine fetches from listeners on 127.0.0.1 here: allowed (the outbound policy refuses it by default)."""
    return local_targets


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RtmpListener:
    """An RTMP server (PyAV, listen mode) in a thread that keeps the last picture and counts audio samples."""

    def __init__(self) -> None:
        self.url = f"rtmp://127.0.0.1:{free_port()}/live/secret-key"
        self.codecs: list[str] = []
        self.pictures = 0
        self.last: np.ndarray | None = None
        self.samples = 0
        self.sound = 0.0
        self.ended = threading.Event()
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        try:
            with av.open(self.url, "r", format="flv", options={"listen": "1", "timeout": "30"}) as container:
                self.codecs = [s.codec_context.name for s in container.streams]
                for frame in container.decode():
                    if isinstance(frame, av.VideoFrame):
                        self.pictures += 1
                        self.last = frame.to_ndarray(format="rgb24")
                    else:
                        data = frame.to_ndarray().astype(np.float64)
                        self.samples += frame.samples
                        self.sound = max(self.sound, float(np.sqrt(np.mean(np.square(data)))))
        except Exception:
            pass  # the publisher closed the stream
        finally:
            self.ended.set()


async def test_a_meeting_is_broadcast_to_an_rtmp_server_that_decodes_it(engine, api, anon):
    allow_loopback(engine)
    sessions = []
    try:
        ada = await join_call(api, "Ada", "live", sessions)
        bob = await join_call(api, "Bob", "live", sessions)
        await until(lambda: bob.frames_received["video"] > 5, 10.0, "a call")
        server = RtmpListener()
        await asyncio.sleep(0.3)  # the listener is bound
        r = await anon.post(f"/rooms/{ada.access_key}/broadcasts",
                            json={"stream_url": server.url, "player_url": "https://example.com/watch", "platform": "generic"})
        assert r.status_code == 201, r.text
        made = r.json()
        assert made["platform"] == "generic" and made["player_url"] == "https://example.com/watch"
        assert made["user"]["name"] == "Ada" and made["room"]["id"] == "live"
        again = await anon.post(f"/rooms/{bob.access_key}/broadcasts", json={"stream_url": server.url})
        assert again.status_code == 406 and "already running" in again.json()["error"]
        shown = (await anon.get(f"/rooms/{bob.access_key}")).json()["broadcasts"]
        assert [b["id"] for b in shown] == [made["id"]]
        await until(lambda: server.pictures > 30 and server.samples > 48000, 30, "a decoded stream")
        assert server.codecs == ["h264", "aac"]
        await until(lambda: server.last is not None and colour_near(server.last, COLOURS["Ada"])
                    and colour_near(server.last, COLOURS["Bob"]), 15, "both colours")
        assert server.sound > 0.01  # the tones are in the mix
        r = await anon.put(f"/rooms/{bob.access_key}/broadcasts/generic", json={"player_url": "https://example.com/2"})
        assert r.status_code == 200 and r.json()["player_url"] == "https://example.com/2"
        assert (await anon.put(f"/rooms/{bob.access_key}/broadcasts/youtube", json={"player_url": "x"})).status_code == 404
        assert (await anon.delete(f"/rooms/{bob.access_key}/broadcasts/youtube")).status_code == 404
        assert (await anon.delete(f"/rooms/{bob.access_key}/broadcasts/generic")).status_code == 200
        await asyncio.to_thread(server.ended.wait, 15)
        assert server.ended.is_set()
        assert (await anon.get(f"/rooms/{bob.access_key}")).json()["broadcasts"] == []
        assert (await anon.delete(f"/rooms/{bob.access_key}/broadcasts")).status_code == 404
        assert not any(key.startswith("broadcast") for key in engine.meetings.by_room("live").media.outputs)
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


async def test_the_statuses_of_the_broadcast_endpoints(engine, api, anon):
    allow_loopback(engine)
    off = await start_room(api, "Off", "no-live", broadcast_available=False)
    refused = await anon.post(f"/rooms/{off['access_key']}/broadcasts", json={"stream_url": "rtmp://127.0.0.1/x"})
    assert refused.status_code == 405 and "error" in refused.json()
    assert (await anon.post("/rooms/not-a-key/broadcasts", json={"stream_url": "rtmp://127.0.0.1/x"})).status_code == 404
    host = await start_room(api, "Host", "live-statuses")
    key = host["access_key"]
    for bad in ({}, {"stream_url": "http://example.com/x"}, {"stream_url": "rtmp://"}, {"stream_url": 5},
                {"stream_url": "rtmp://h/\ud800"}, {"stream_url": "rtmp://h/x", "platform": "p\x00"}):
        reply = await anon.post(f"/rooms/{key}/broadcasts", json=bad) if bad.get("stream_url") != "rtmp://h/\ud800" \
            else await anon.post(f"/rooms/{key}/broadcasts", content=b'{"stream_url": "rtmp://h/\\ud800"}',
                                 headers={"content-type": "application/json"})
        assert reply.status_code == 400 and "error" in reply.json(), bad
    # a server that is not there: 406 with a clear error, nothing left running
    dead = await anon.post(f"/rooms/{key}/broadcasts", json={"stream_url": f"rtmp://127.0.0.1:{free_port()}/live/k"})
    assert dead.json() == {"error": f"the stream could not be started: {REFUSAL}"} and dead.status_code == 406
    media = engine.meetings.by_room("live-statuses").media
    assert media.outputs == set() and (await anon.get(f"/rooms/{key}")).json()["broadcasts"] == []
    assert (await anon.delete(f"/rooms/{key}/broadcasts")).status_code == 404
    # a running broadcast stops when the meeting ends; access keys answer 410 then
    server = RtmpListener()
    await asyncio.sleep(0.3)
    assert (await anon.post(f"/rooms/{key}/broadcasts", json={"stream_url": server.url})).status_code == 201
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    await asyncio.to_thread(server.ended.wait, 15)
    assert server.ended.is_set()
    assert (await anon.post(f"/rooms/{key}/broadcasts", json={"stream_url": server.url})).status_code == 410


class Silent:
    """A TCP listener on 127.0.0.1 that accepts every connection and never answers (it closes one after
    HOLD s, so that an engine it froze comes back and the test fails instead of hanging)."""

    HOLD = 25.0

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn = self.sock.accept()[0]
            except OSError:
                return
            self.accepted.append(conn)
            timer = threading.Timer(self.HOLD, conn.close)
            timer.daemon = True
            timer.start()

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


async def guest(anon, host: dict) -> str:
    r = await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Gus"})
    assert r.status_code == 201, r.text
    return r.json()["access_key"]


async def test_a_server_that_never_answers_costs_the_engine_nothing(engine, api, anon):
    allow_loopback(engine)
    silent = Silent()
    try:
        host = await start_room(api, "Host", "stall")
        key = await guest(anon, host)
        url = f"rtmp://127.0.0.1:{silent.port}/live/k"
        pending = asyncio.create_task(anon.post(f"/rooms/{key}/broadcasts", json={"stream_url": url}, timeout=60))
        await until(lambda: silent.accepted, 30, "the broadcast's connection")
        # the engine answers others while the server holds the broadcast's connection
        for _ in range(20):
            r = await anon.get(f"/rooms/{host['access_key']}", timeout=2)
            assert r.status_code == 200 and r.json()["broadcasts"] == []
        assert not pending.done()
        reply = await asyncio.wait_for(pending, 30)  # bounded: the connect times out, the process is killed
        assert reply.status_code == 406 and reply.json() == {"error": f"the stream could not be started: {REFUSAL}"}
        media = engine.meetings.by_room("stall").media
        assert media.outputs == set() and (await anon.get(f"/rooms/{key}")).json()["broadcasts"] == []
    finally:
        silent.close()


async def test_the_outbound_policy_refuses_loopback_by_default(engine, api, anon):
    from meetdesk.engine.outbound import OutboundPolicy

    engine.broadcasts.outbound = OutboundPolicy()  # the default (this module's engine allows loopback)
    server = RtmpListener()
    await asyncio.sleep(0.3)
    host = await start_room(api, "Host", "strict")
    key = await guest(anon, host)
    for url in (server.url, server.url.replace("127.0.0.1", "localhost"), "rtmp://[::1]:1935/live/k",
                "rtmp://127.0.0.2/live/k"):
        reply = await anon.post(f"/rooms/{key}/broadcasts", json={"stream_url": url})
        assert reply.status_code == 406 and reply.json() == {"error": f"the stream could not be started: {REFUSAL}"}
    assert server.pictures == 0 and not server.ended.is_set()  # nothing connected to it
    assert engine.meetings.by_room("strict").media.outputs == set()


class StallingListener(RtmpListener):
    """An RTMP server that takes the stream, decodes a few pictures and then stops reading (the connection
    stays open: the publisher's writes block once the socket buffers are full)."""

    def __init__(self) -> None:
        self.stalled = threading.Event()
        self.release = threading.Event()
        super().__init__()

    def _run(self) -> None:
        try:
            with av.open(self.url, "r", format="flv", options={"listen": "1", "timeout": "30",
                                                             "recv_buffer_size": "8192"}) as container:  # (fills sooner)
                for frame in container.decode():
                    if isinstance(frame, av.VideoFrame):
                        self.pictures += 1
                    if self.pictures >= 10:
                        self.stalled.set()
                        self.release.wait(120)  # reads nothing more
                        return
        except Exception:
            pass
        finally:
            self.ended.set()


async def test_a_server_that_stops_reading_ends_the_broadcast(engine, api, anon):
    allow_loopback(engine)
    sessions = []
    server = StallingListener()
    try:
        ada = await join_call(api, "Ada", "stalled", sessions)
        await asyncio.sleep(0.3)
        r = await anon.post(f"/rooms/{ada.access_key}/broadcasts", json={"stream_url": server.url})
        assert r.status_code == 201, r.text
        await asyncio.to_thread(server.stalled.wait, 30)
        assert server.stalled.is_set()
        # the writes block on the full socket: the process is killed and the broadcast ends by itself
        meeting = engine.meetings.by_room("stalled")
        await until(lambda: meeting.broadcasts == [], 120, "the stalled broadcast's end")
        assert (await anon.get(f"/rooms/{ada.access_key}")).json()["broadcasts"] == []
        assert not any(key.startswith("broadcast") for key in meeting.media.outputs)
    finally:
        server.release.set()
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


CAPPED = """
import socket
from meetdesk.engine.media.broadcast import SEND_BUFFER, _cap_send_buffer
server = socket.create_server(("127.0.0.1", 0))
tcp = socket.create_connection(server.getsockname())
pipe, _ = socket.socketpair()
before = pipe.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
_cap_send_buffer(SEND_BUFFER)
print(SEND_BUFFER, tcp.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF), before,
      pipe.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the cap finds its socket in /proc")
def test_the_broadcast_process_caps_its_connections_send_buffer_at_about_a_second_of_stream():
    """PyAV passes no protocol options to an output, so the process caps FFmpeg's socket itself (in a process of
    its own here too: the cap applies to every TCP socket of the process it runs in)."""
    out = subprocess.run([sys.executable, "-c", CAPPED], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    size, tcp, pipe_before, pipe_after = map(int, out.stdout.split())
    assert 200_000 < size < 500_000  # about a second of the 2.6 Mbit/s stream
    most = int(Path("/proc/sys/net/core/wmem_max").read_text())  # what the kernel allows asking for (212992 by
    assert tcp == 2 * min(size, most)  # default); it keeps twice the asked size; uncapped it grows to megabytes
    assert pipe_after == pipe_before  # the pipe to the engine is left alone
