"""A playback in the composed picture through a real call: a one-colour webm in the engine's data directory is
played into an MCU meeting and its colour appears in the tile of ``media-<play_id>`` that source_update
announces; with replacement_id it takes the participant's tile instead."""
from __future__ import annotations

import asyncio
import time
from pathlib import Path

import av
import numpy as np

from test_mcu import COLOURS, colour_at, composed, join, near

CLIP = (230, 40, 200)  # magenta: no participant's colour


def write_clip(path: Path) -> None:
    """A 2 s VP8 webm of one colour (320x240, 15 fps)."""
    container = av.open(str(path), "w")
    video = container.add_stream("libvpx", rate=15)
    video.width, video.height, video.pix_fmt = 320, 240, "yuv420p"
    video.options = {"deadline": "realtime", "cpu-used": "8"}
    picture = np.empty((240, 320, 3), np.uint8)
    picture[:] = CLIP
    for i in range(30):
        frame = av.VideoFrame.from_ndarray(picture, format="rgb24")
        frame.pts = i
        for packet in video.encode(frame):
            container.mux(packet)
    for packet in video.encode(None):
        container.mux(packet)
    container.close()


async def tiles_showing(session, wanted: dict[str, tuple[int, int, int]]) -> dict:
    """The first source_update whose tiles are exactly ``wanted`` (source id -> colour) and whose composed
    picture shows those colours (up to ~3 s of pictures after it)."""
    async def find():
        async for event in session.events():
            if event.get("type") != "source_update":
                continue
            shown = {event["src"][i]: event["dims"][p] for p, i in enumerate(event["vsrc"]) if i >= 0}
            if set(shown) != set(wanted):
                continue
            for _ in range(90):
                picture = await composed(session)
                found = {source: colour_at(picture, dims) for source, dims in shown.items()}
                if all(near(found[source], colour) for source, colour in wanted.items()):
                    return event
            raise AssertionError(f"the tiles never showed {wanted}: {found}")
    return await asyncio.wait_for(find(), 15)


async def test_a_playback_shows_in_its_tile_and_can_replace_a_participant(calls, engine, anon):
    # a file of the room's API key: one of its recordings (docs/media.md "Playbacks")
    path = Path(engine.config.data_dir) / "recordings" / "clip.webm"
    path.parent.mkdir(exist_ok=True)
    await asyncio.to_thread(write_clip, path)
    engine.store.save_recording({"id": "clip", "room_id": "room1", "conf_id": "c-clip",
                                 "room_started_at": "2026-01-01T00:00:00.000Z", "created_at": int(time.time()), "duration": 1,
                                 "user": {}, "room": {}, "path": "recordings/clip.webm", "state": "finished"})
    ada = await join(calls, "Ada", sfu_mode="disabled")
    user_id = engine.meetings.by_room("room1").participant_by_client_id(ada.client_id).user_id
    await tiles_showing(ada, {ada.client_id: COLOURS["Ada"]})
    r = await anon.post(f"/rooms/{ada.access_key}/playbacks",
                        data={"playback[url]": "recordings/clip.webm", "playback[play_id]": "clip",
                              "playback[loop_count]": "-1", "playback[name]": "Clip"})
    assert r.status_code == 201, r.text
    update = await tiles_showing(ada, {ada.client_id: COLOURS["Ada"], "media-clip": CLIP})
    assert update["src"] == [ada.client_id, "media-clip"]
    assert (await anon.delete(f"/rooms/{ada.access_key}/playbacks/clip")).status_code == 200
    await tiles_showing(ada, {ada.client_id: COLOURS["Ada"]})
    r = await anon.post(f"/rooms/{ada.access_key}/playbacks",
                        data={"playback[url]": "recordings/clip.webm", "playback[play_id]": "instead",
                              "playback[loop_count]": "-1", "playback[replacement_id]": user_id})
    assert r.status_code == 201, r.text
    await tiles_showing(ada, {"media-instead": CLIP})
