"""Live broadcasts: the composed meeting pushed to a real RTMP listener (PyAV listening on 127.0.0.1) that
decodes the participants' colours and the mix; the statuses of the broadcast endpoints."""
from __future__ import annotations

import asyncio
import socket
import threading

import av
import numpy as np
import pytest

from media_meeting import COLOURS, colour_near, join_call, start_room, wait_for


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
    sessions = []
    try:
        ada = await join_call(api, "Ada", "live", sessions)
        bob = await join_call(api, "Bob", "live", sessions)
        await wait_for(lambda: bob.frames_received["video"] > 5, what="a call")
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
        await wait_for(lambda: server.pictures > 30 and server.samples > 48000, timeout=30, what="a decoded stream")
        assert server.codecs == ["h264", "aac"]
        await wait_for(lambda: server.last is not None and colour_near(server.last, COLOURS["Ada"])
                       and colour_near(server.last, COLOURS["Bob"]), timeout=15, what="both colours")
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
    assert dead.status_code == 406 and "could not be started" in dead.json()["error"]
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
