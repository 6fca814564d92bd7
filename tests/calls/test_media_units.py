"""Engine media parts on their own: loopback ICE, guarded tracks, routing decisions."""
from __future__ import annotations

import asyncio

import aioice.ice
import pytest
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk.media.guarded_track import GuardedTrack
from meetdesk.media.synthetic import TestCardTrack, read_stamp
from meetdesk.rtc import patches as ice_module
from meetdesk.rtc.peer_connection import create_peer_connection


def _candidate_hosts(sdp: str) -> set[str]:
    return {line.split()[4] for line in sdp.splitlines() if line.startswith("a=candidate:")}


async def test_loopback_candidates_only_when_asked():
    plain, looped = create_peer_connection(), create_peer_connection(loopback=True)
    try:
        for pc in (plain, looped):
            pc.createDataChannel("data", negotiated=True, id=0)
            await pc.setLocalDescription(await pc.createOffer())
        assert "127.0.0.1" not in _candidate_hosts(plain.localDescription.sdp)
        hosts = _candidate_hosts(looped.localDescription.sdp)
        assert "127.0.0.1" in hosts
        # Real addresses are still offered next to it.
        assert hosts - {"127.0.0.1"} == set(aioice.ice.get_host_addresses(True, True))
    finally:
        await plain.close()
        await looped.close()


async def test_call_connects_on_a_machine_with_only_loopback(monkeypatch):
    """aioice finds no usable address (only lo): with the loopback option media still flows."""
    monkeypatch.setattr(ice_module, "_original_get_host_addresses", lambda use_ipv4, use_ipv6: [])
    plain = create_peer_connection()
    plain.addTrack(TestCardTrack(320, 240, fps=15))
    await plain.setLocalDescription(await plain.createOffer())
    assert _candidate_hosts(plain.localDescription.sdp) == set()  # what aioice alone would offer
    await plain.close()

    sender, receiver = create_peer_connection(loopback=True), create_peer_connection(loopback=True)
    got: asyncio.Queue = asyncio.Queue()

    @receiver.on("track")
    def on_track(track):
        async def pull():
            while True:
                try:
                    got.put_nowait(await track.recv())
                except MediaStreamError:
                    return
        asyncio.ensure_future(pull())

    try:
        sender.addTrack(TestCardTrack(320, 240, fps=15))
        await sender.setLocalDescription(await sender.createOffer())
        assert _candidate_hosts(sender.localDescription.sdp) == {"127.0.0.1"}
        await receiver.setRemoteDescription(sender.localDescription)
        await receiver.setLocalDescription(await receiver.createAnswer())
        await sender.setRemoteDescription(receiver.localDescription)
        frame = await asyncio.wait_for(got.get(), 10)
        assert frame.width == 320
    finally:
        await sender.close()
        await receiver.close()


class _Broken(MediaStreamTrack):
    kind = "video"

    def __init__(self, fail_after: int, fail_forever: bool = False) -> None:
        super().__init__()
        self.inner = TestCardTrack(160, 120, fps=100)
        self.calls = 0
        self.fail_after = fail_after
        self.fail_forever = fail_forever

    async def recv(self):
        self.calls += 1
        if self.calls > self.fail_after and (self.fail_forever or self.calls == self.fail_after + 1):
            raise RuntimeError("camera hiccup")
        return await self.inner.recv()


async def test_guarded_track_keeps_sending_after_a_failure():
    track = GuardedTrack(_Broken(fail_after=2))
    frames = [await track.recv() for _ in range(5)]
    assert track.failures == 1 and track.readyState == "live"
    assert frames[2] is frames[1]  # the failed frame was replaced by the previous one
    assert read_stamp(frames[4]) is not None


async def test_guarded_track_ends_visibly_when_failing_for_good():
    track = GuardedTrack(_Broken(fail_after=0, fail_forever=True), max_failures=3)
    ended = asyncio.Event()
    track.on("ended", ended.set)
    with pytest.raises(MediaStreamError):
        for _ in range(5):
            await track.recv()
    assert track.readyState == "ended" and ended.is_set() and track.failures == 3


def test_routing_prefers_the_last_speaker_then_join_order_and_never_oneself():
    from meetdesk.engine.media.routing import pick_source

    senders = [("ada", "A"), ("bob", "B"), ("cy", "C")]
    assert pick_source("ada", senders, None) == "B"
    assert pick_source("bob", senders, None) == "A"
    assert pick_source("ada", senders, "cy") == "C"
    assert pick_source("cy", senders, "cy") == "A"  # the speaker hears the first other one
    assert pick_source("ada", [("ada", "A"), ("bob", None), ("cy", "C")], "bob") == "C"  # no live source
    assert pick_source("ada", [("ada", "A")], None) is None


def test_source_update_is_a_grid_on_the_canvas():
    from meetdesk.engine.media.routing import source_update

    two = source_update(["a", "b"])
    assert two["src"] == ["a", "b"] and two["asrc"] == [0, 1] and two["vsrc"] == [0, 1] and two["l"] == 0
    assert two["dims"] == [{"x": 0, "y": 0, "w": 640, "h": 960}, {"x": 640, "y": 0, "w": 640, "h": 960}]
    five = source_update(list("abcde"), widescreen=True, layout=1)
    assert five["l"] == 1 and len(five["dims"]) == 5
    assert five["dims"][4] == {"x": 426, "y": 360, "w": 426, "h": 360}
    assert source_update([])["dims"] == []
