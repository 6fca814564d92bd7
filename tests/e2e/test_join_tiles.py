"""`meetdesk join` in a composed meeting reads its latency in a tile of the picture (its own, or the one --tile
names) and says which; real processes against a running engine."""
from __future__ import annotations

import asyncio
import re
import sys

from meetdesk.client.join_command import tile_region

STATS = re.compile(r"^stats t=\S+ video_fps=\d+ audio_fps=\d+(?: latency_ms=(\d+)(?: tile=(\S+))?)?", re.M)
SUMMARY = re.compile(r"^received video_frames=(\d+) .* latency_ms_p50=(\d+) latency_ms_p95=(\d+)$", re.M)
SOURCES = re.compile(r"^event sepp source_update (\{.*\})$", re.M)


async def _join(*args: str) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "meetdesk.cli", "join", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 90)
    return proc.returncode, out.decode(), err.decode()


def _composed_lines(out: str) -> list[tuple[str, str]]:
    """(latency, tile) of every stats line from the first that names a tile (the picture composed) on."""
    lines = STATS.findall(out)
    first = next((i for i, (_, tile) in enumerate(lines) if tile), None)
    assert first is not None, out
    return lines[first:]


async def test_three_joins_read_their_own_tile_and_a_chosen_one(engine, api):
    reply = (await api.post("/rooms", json={"name": "Tiles", "user": {"name": "Ada"}})).json()
    guest = reply["links"]["guest_join"]
    common = ("--stats", "--seconds", "16")
    ada, bob, cy = await asyncio.gather(
        _join(reply["links"]["gui"], "--name", "Ada", *common),
        _join(guest, "--name", "Bob", *common),
        _join(guest, "--name", "Cy", "--tile", "Ada", *common))
    for code, out, err in (ada, bob, cy):
        assert code == 0, err
    for code, out, _ in (ada, bob):
        composed = _composed_lines(out)
        tiles = [tile for latency, tile in composed if latency]
        assert set(tiles) == {"own"}, out
        # the figure keeps coming while the picture is composed (it stopped at the MCU's start before)
        assert len(tiles) >= 4 and any(tile for _, tile in composed[-3:]), out
        assert SUMMARY.search(out), out
    composed = _composed_lines(cy[1])
    tiles = {tile for latency, tile in composed if latency}
    assert len(tiles) == 1 and "own" not in tiles, cy[1]
    (ada_cid,) = tiles
    assert any(ada_cid in update for update in SOURCES.findall(cy[1])), cy[1]
    assert len([1 for latency, _ in composed if latency]) >= 4, cy[1]


def test_tile_region_finds_the_tile_and_refuses_what_does_not_fit():
    update = {"src": ["a@x", "b@x", "media-1"], "vsrc": [1, -1, 0, 2],
              "dims": [{"x": 0, "y": 0, "w": 640, "h": 480}, {"x": 640, "y": 0, "w": 640, "h": 480},
                       {"x": 0, "y": 480, "w": 640, "h": 480}, {"x": 640, "y": 480, "w": 640, "h": 480}]}
    assert tile_region(update, 1280, 960, "a") == ("a", (0, 480, 640, 480))
    assert tile_region(update, 1280, 960, "b@x") == ("b", (0, 0, 640, 480))
    assert tile_region(update, 1280, 960, "c") is None           # not in the picture
    assert tile_region(update, 640, 480, "a") is None            # a peer's picture, not the composed one
    assert tile_region(None, 1280, 960, "a") is None
    assert tile_region({"src": ["a"], "vsrc": [True], "dims": [{}]}, 1280, 960, "a") is None
    assert tile_region({"src": ["a"], "vsrc": [0], "dims": [{"x": "no"}]}, 1280, 960, "a") is None
    assert tile_region({"src": ["a"], "vsrc": [0], "dims": []}, 1280, 960, "a") is None
