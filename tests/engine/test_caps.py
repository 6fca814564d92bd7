"""Caps on what a meeting and an API key may hold and start (engine/caps.py), hit through the real engine with
a guest's access key (snapshots, broadcasts) or the API key (forwards): each refusal answers its endpoint's
status with a JSON reason and creates nothing (no file, no row, no entry in the meeting object, no connection
to the destination), and the cap frees again after a stop or a delete, or, for a rate, after its minute (by
the engine's injected clock). Small limits (EngineConfig.limits) keep the runs short."""
from __future__ import annotations

import asyncio
import contextlib

import httpx
from meetdesk.engine import keys as engine_keys
from meetdesk.engine.config import Limits
from meetdesk.engine.server import running_engine

from media_meeting import start_room
from test_broadcasts import RtmpListener, free_port
from test_forwards import WhipEndpoint

LOCAL_TARGETS = ["127.0.0.0/8", "::1/128"]  # the RTMP and WHIP listeners (the outbound policy refuses loopback)


class Clock:
    """The engine's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 2_000_000_000.0

    def __call__(self) -> float:
        return self.now


@contextlib.asynccontextmanager
async def engine_with(tmp_path, make_engine_config, **limits):
    clock = Clock()
    # the RTMP and WHIP targets are listeners on this machine: the outbound policy must allow them
    config = make_engine_config(tmp_path / "engine", limits=Limits(**limits), clock=clock,
                                allow_targets=list(LOCAL_TARGETS))
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, timeout=20,
                                     headers={"Authorization": config.api_key}) as api, \
                httpx.AsyncClient(base_url=engine.base_url, timeout=20) as anon:
            yield engine, api, anon, clock


async def guest_key(api, anon, room: str, **options) -> str:
    """Start ``room`` (composed, so a snapshot is at once) and register a guest; the guest's access key."""
    host = await start_room(api, "Host", room, sfu_mode="disabled", **options)
    r = await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Gus"})
    assert r.status_code == 201, r.text
    return r.json()["access_key"]


def refused(reply: httpx.Response, status: int, words: str | None = None) -> None:
    """``status`` with a JSON reason that holds ``words`` (None: a reason that is not a rate's)."""
    assert reply.status_code == status, reply.text
    error = reply.json()["error"]
    assert isinstance(error, str) and error, error
    assert words in error if words is not None else "a minute" not in error, error


def snapshot_files(engine) -> set[str]:
    folder = engine.config.data_dir / "snapshots"
    return {p.name for p in folder.iterdir()} if folder.is_dir() else set()


async def listed(anon, key: str) -> list[str]:
    return [s["id"] for s in (await anon.get(f"/rooms/{key}")).json()["snapshots"]]


# ---------------------------------------------------------------- snapshots


async def test_snapshots_per_meeting_are_capped_until_one_is_deleted(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config, snapshots_per_meeting=3) as (engine, api, anon, _):
        guest = await guest_key(api, anon, "snaps")
        taken = []
        for _ in range(3):
            r = await anon.post(f"/rooms/{guest}/snapshot")
            assert r.status_code == 201, r.text
            taken.append(r.json()["id"])
        files = snapshot_files(engine)
        for _ in range(3):
            refused(await anon.post(f"/rooms/{guest}/snapshot"), 406, "3 snapshots")
        assert snapshot_files(engine) == files
        assert await listed(anon, guest) == taken
        assert len((await api.get("/rooms/snaps/snapshots")).json()) == 3
        # deleting one frees a place
        assert (await api.delete(f"/snapshots/{taken[0]}")).status_code == 200
        again = await anon.post(f"/rooms/{guest}/snapshot")
        assert again.status_code == 201, again.text
        assert await listed(anon, guest) == [*taken[1:], again.json()["id"]]
        refused(await anon.post(f"/rooms/{guest}/snapshot"), 406, "delete one")


async def test_snapshots_per_minute_per_meeting_and_per_key(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config, snapshots_per_minute=2,
                           snapshots_per_minute_per_key=3) as (engine, api, anon, clock):
        first = await guest_key(api, anon, "rate-a")
        second = await guest_key(api, anon, "rate-b")
        for _ in range(2):
            assert (await anon.post(f"/rooms/{first}/snapshot")).status_code == 201
        files = snapshot_files(engine)
        refused(await anon.post(f"/rooms/{first}/snapshot"), 406, "at most 2 a minute")
        # the key's third of the minute is in another meeting; its fourth is refused in any of its meetings
        assert (await anon.post(f"/rooms/{second}/snapshot")).status_code == 201
        files = snapshot_files(engine)
        refused(await anon.post(f"/rooms/{second}/snapshot"), 406, "at most 3 a minute")
        assert snapshot_files(engine) == files and len(await listed(anon, second)) == 1
        # another key is not held up by this one
        _, key2 = engine_keys.create(engine.config.data_dir)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key2}, timeout=20) as api2:
            other = await guest_key(api2, anon, "rate-c")
        assert (await anon.post(f"/rooms/{other}/snapshot")).status_code == 201
        # a minute later both windows are free again
        clock.now += 61
        assert (await anon.post(f"/rooms/{first}/snapshot")).status_code == 201
        assert (await anon.post(f"/rooms/{second}/snapshot")).status_code == 201


async def test_snapshots_kept_per_key_are_capped(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config, snapshots_per_key=2) as (engine, api, anon, _):
        first = await guest_key(api, anon, "keep-a")
        second = await guest_key(api, anon, "keep-b")
        kept = (await anon.post(f"/rooms/{first}/snapshot")).json()["id"]
        assert (await anon.post(f"/rooms/{second}/snapshot")).status_code == 201
        files = snapshot_files(engine)
        refused(await anon.post(f"/rooms/{first}/snapshot"), 406, "API key holds 2 snapshots")
        assert snapshot_files(engine) == files and await listed(anon, first) == [kept]
        # kept after the meeting ended: still counted; deleting one frees a place
        assert (await anon.delete(f"/rooms/{first}")).status_code == 204
        refused(await anon.post(f"/rooms/{second}/snapshot"), 406, "API key holds 2 snapshots")
        assert (await api.delete(f"/snapshots/{kept}")).status_code == 200
        assert (await anon.post(f"/rooms/{second}/snapshot")).status_code == 201


# ---------------------------------------------------------------- broadcasts


async def test_broadcasts_per_meeting_and_per_key(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config, broadcasts_per_meeting=1,
                           broadcasts_per_key=2) as (engine, api, anon, _):
        first = await guest_key(api, anon, "live-a")
        second = await guest_key(api, anon, "live-b")
        third = await guest_key(api, anon, "live-c")
        servers = [RtmpListener() for _ in range(3)]
        spare = RtmpListener()
        await asyncio.sleep(0.3)  # the listeners are bound
        r = await anon.post(f"/rooms/{first}/broadcasts", json={"stream_url": servers[0].url, "platform": "one"})
        assert r.status_code == 201, r.text
        # a new platform name is another broadcast: over the meeting's cap
        media = engine.meetings.by_room("live-a").media
        outputs = set(media.outputs)
        refused(await anon.post(f"/rooms/{first}/broadcasts", json={"stream_url": spare.url, "platform": "two"}),
                406, "runs 1 broadcasts")
        assert set(media.outputs) == outputs
        assert [b["platform"] for b in (await anon.get(f"/rooms/{first}")).json()["broadcasts"]] == ["one"]
        # the key's second broadcast, in another meeting; its third is over the key's cap
        assert (await anon.post(f"/rooms/{second}/broadcasts", json={"stream_url": servers[1].url})).status_code == 201
        refused(await anon.post(f"/rooms/{third}/broadcasts", json={"stream_url": spare.url}), 406,
                "run 2 broadcasts")
        assert (await anon.get(f"/rooms/{third}")).json()["broadcasts"] == []
        assert not engine.meetings.by_room("live-c").media.outputs
        await asyncio.sleep(0.5)
        assert not spare.codecs and not spare.ended.is_set()  # nothing connected to it
        # a stop frees a place
        assert (await anon.delete(f"/rooms/{first}/broadcasts/one")).status_code == 200
        r = await anon.post(f"/rooms/{third}/broadcasts", json={"stream_url": servers[2].url})
        assert r.status_code == 201, r.text
        for key in (second, third):
            assert (await anon.delete(f"/rooms/{key}/broadcasts")).status_code == 200


async def test_broadcast_starts_per_minute_per_key(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config,
                           broadcast_starts_per_minute_per_key=2) as (engine, api, anon, clock):
        guest = await guest_key(api, anon, "live-rate")
        dead = {"stream_url": f"rtmp://127.0.0.1:{free_port()}/live/k"}
        for _ in range(2):  # the server is not there: refused as such
            refused(await anon.post(f"/rooms/{guest}/broadcasts", json=dead), 406)
        refused(await anon.post(f"/rooms/{guest}/broadcasts", json=dead), 406, "at most 2 a minute")
        assert not engine.meetings.by_room("live-rate").media.outputs
        clock.now += 61
        refused(await anon.post(f"/rooms/{guest}/broadcasts", json=dead), 406)


# ---------------------------------------------------------------- forwards


async def test_forwards_per_meeting_and_per_key(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config, forwards_per_meeting=2,
                           forwards_per_key=3) as (engine, api, anon, _):
        async with WhipEndpoint() as whip:
            await start_room(api, "Ada", "fw-a")
            await start_room(api, "Bob", "fw-b")

            def body(forward_id: str) -> dict:
                return {"forward_id": forward_id, "type": "video", "url": whip.url()}

            for name in ("f1", "f2"):
                r = await api.post("/rooms/fw-a/forward/mcu", data=body(name))
                assert r.status_code == 201, r.text
            asked = len(whip.requests)
            refused(await api.post("/rooms/fw-a/forward/mcu", data=body("f3")), 400, "runs 2 forwards")
            assert len(whip.requests) == asked  # the destination was not contacted
            assert sorted(f for (_, f) in engine.forwards.running) == ["f1", "f2"]
            assert (await api.post("/rooms/fw-b/forward/mcu", data=body("g1"))).status_code == 201
            refused(await api.post("/rooms/fw-b/forward/mcu", data=body("g2")), 400, "run 3 forwards")
            assert len(whip.requests) == asked + 1 and len(engine.forwards.running) == 3
            # a stop frees a place
            assert (await api.delete("/rooms/fw-a/forward/f1")).status_code == 200
            assert (await api.post("/rooms/fw-b/forward/mcu", data=body("g2"))).status_code == 201
            for room, name in (("fw-a", "f2"), ("fw-b", "g1"), ("fw-b", "g2")):
                assert (await api.delete(f"/rooms/{room}/forward/{name}")).status_code == 200


async def test_forward_starts_per_minute_per_key(tmp_path, make_engine_config):
    async with engine_with(tmp_path, make_engine_config,
                           forward_starts_per_minute_per_key=2) as (engine, api, anon, clock):
        await start_room(api, "Ada", "fw-rate")
        body = {"forward_id": "f", "type": "video", "url": "http://127.0.0.1:9/whip"}
        for _ in range(2):  # the destination is not there: refused as such
            refused(await api.post("/rooms/fw-rate/forward/mcu", data=body), 400)
        refused(await api.post("/rooms/fw-rate/forward/mcu", data=body), 400, "at most 2 a minute")
        assert not engine.forwards.running
        clock.now += 61
        refused(await api.post("/rooms/fw-rate/forward/mcu", data=body), 400)
