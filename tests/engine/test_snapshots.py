"""Snapshots through the real engine: a PNG of the composed picture of real participants (a peer call is
composed for it), the meeting object's snapshots and snapshot_update, signed downloads, every status, paging,
deletion and the sweep."""
from __future__ import annotations

import asyncio
import io
import time

import httpx
import numpy as np
from PIL import Image

from media_meeting import COLOURS, Listener, colour_near, join_call, start_room
from waiting import until

DAY = 24 * 3600


async def test_a_snapshot_of_a_peer_call_is_the_composed_picture_as_png(engine, api, anon):
    sessions = []
    try:
        ada = await join_call(api, "Ada", "snap", sessions)
        bob = await join_call(api, "Bob", "snap", sessions)
        await until(lambda: ada.sfu_mode and bob.frames_received["video"] > 5, 10.0, "a peer call")
        assert engine.meetings.by_room("snap").media.picture() is None  # peer mode: nothing composed
        async with Listener(f"{engine.base_url}/rt?access_key={bob.access_key}", ("snapshot_update",)) as heard, \
                Listener(f"{engine.base_url}/rt?room_id=snap", ("snapshot_update",),
                         api_key=engine.config.api_key) as observed:
            taken = await anon.post(f"/rooms/{ada.access_key}/snapshot")
            assert taken.status_code == 201, taken.text
            snap = taken.json()
            assert snap["creator"]["name"] == "Ada" and snap["room"]["id"] == "snap"
            assert snap["name"].endswith(".png") and snap["created_at"].endswith("Z")
            await until(lambda: heard.seen and observed.seen, 10.0, "snapshot_update")
        for events in (heard.seen, observed.seen):
            assert [s["id"] for s in events[-1]["snapshots"]] == [snap["id"]]
        # the meeting object lists it, and the access key reads it
        assert [s["id"] for s in (await anon.get(f"/rooms/{bob.access_key}")).json()["snapshots"]] == [snap["id"]]
        mine = await anon.get(f"/rooms/{bob.access_key}/snapshots/{snap['id']}")
        assert mine.status_code == 200 and mine.json()["id"] == snap["id"]
        async with httpx.AsyncClient(timeout=20) as plain:
            png = await plain.get(snap["links"]["download"])
        assert png.status_code == 200 and png.headers["content-type"] == "image/png"
        picture = np.asarray(Image.open(io.BytesIO(png.content)).convert("RGB"))
        assert picture.shape == (960, 1280, 3)
        assert colour_near(picture, COLOURS["Ada"]) and colour_near(picture, COLOURS["Bob"])
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)


async def test_snapshot_reads_lists_downloads_and_deletes(engine, api, anon):
    other_key = "other_" + "s" * 30
    engine.store.add_api_key(other_key)
    host = await start_room(api, "Host", "snaps", sfu_mode="disabled")
    key = host["access_key"]
    ids = []
    for _ in range(3):
        taken = await anon.post(f"/rooms/{key}/snapshot")
        assert taken.status_code == 201
        ids.append(taken.json()["id"])
    listed = (await api.get("/rooms/snaps/snapshots")).json()
    assert [s["id"] for s in listed] == ids[::-1]  # newest first
    assert (await api.get("/rooms/snaps/snapshots", params={"page": 2})).json() == []
    started = host["room"]["started_at"]
    assert len((await api.get("/rooms/snaps/snapshots", params={"started_at": started})).json()) == 3
    assert (await api.get("/rooms/snaps/snapshots", params={"until": started})).json() == []
    got = await api.get(f"/snapshots/{ids[0]}")
    assert got.status_code == 200 and got.json()["creator"]["name"] == "Host"
    # statuses: no key 403, another key's snapshot or room 404, unknown 404, a bad page or time 400
    for method, path in (("GET", f"/snapshots/{ids[0]}"), ("DELETE", f"/snapshots/{ids[0]}"),
                         ("GET", "/rooms/snaps/snapshots")):
        assert (await anon.request(method, path)).status_code == 403
        assert (await anon.request(method, path, headers={"Authorization": other_key})).status_code == 404
    assert (await api.get("/snapshots/unknown")).status_code == 404
    assert (await anon.get(f"/rooms/{key}/snapshots/unknown")).status_code == 404
    assert (await anon.post("/rooms/not-a-key/snapshot")).status_code == 404
    for bad in ({"page": "0"}, {"since": "soon"}):
        reply = await api.get("/rooms/snaps/snapshots", params=bad)
        assert reply.status_code == 400 and "error" in reply.json()
    # the signed link: served, then refused when tampered with or expired
    link = got.json()["links"]["download"]
    async with httpx.AsyncClient(timeout=20) as plain:
        whole = await plain.get(link)
        assert whole.status_code == 200 and whole.content[:8] == b"\x89PNG\r\n\x1a\n"
        part = await plain.get(link, headers={"Range": "bytes=0-7"})
        assert part.status_code == 206 and part.content == whole.content[:8]
        assert (await plain.get(link.replace("signature=", "signature=0"))).status_code == 403
        engine.config.clock = lambda: time.time() + 3601
        assert (await plain.get(link)).status_code == 403
        engine.config.clock = time.time
        # DELETE: the row, the file and the meeting object's entry go; snapshot_update says so
        path = engine.config.data_dir / "snapshots" / f"{ids[0]}.png"
        assert path.is_file()
        assert (await api.delete(f"/snapshots/{ids[0]}")).status_code == 200
        assert not path.exists()
        assert (await api.get(f"/snapshots/{ids[0]}")).status_code == 404
        assert (await plain.get(link)).status_code == 404
    assert [s["id"] for s in (await anon.get(f"/rooms/{key}")).json()["snapshots"]] == ids[1:]
    # after the meeting: 410 for its access key, the snapshots stay with the API key
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    assert (await anon.post(f"/rooms/{key}/snapshot")).status_code == 410
    assert len((await api.get("/rooms/snaps/snapshots")).json()) == 2
    # the sweep: gone after the retention
    engine.config.clock = lambda: time.time() + 14 * DAY + 60
    assert engine.snapshots.sweep() == 2
    assert (await api.get("/rooms/snaps/snapshots")).json() == []
    assert list((engine.config.data_dir / "snapshots").iterdir()) == []
