"""`meetdesk join` in a composed meeting reads its latency in a tile of the picture (its own, or the one --tile
names) and says which; real processes against a running engine."""
from __future__ import annotations

import asyncio
import re
import sys

from meetdesk.client.join_tiles import card_in_tile, tile_region

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
    # widescreen, as the app hosts: 16:9 tiles with the 4:3 cards letterboxed in them
    reply = (await api.post("/rooms", json={"name": "Tiles", "user": {"name": "Ada"},
                                            "options": {"widescreen": True}})).json()
    guest = reply["links"]["guest_join"]
    common = ("--stats", "--seconds", "16", "--size", "640x360")   # cards of the tiles' shape: not cropped
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


def test_a_card_letterboxed_in_a_tile_of_another_shape():
    assert card_in_tile((0, 0, 640, 360)) == (80, 0, 480, 360)        # 4:3 in 16:9: bars left and right
    assert card_in_tile((640, 0, 640, 720)) == (640, 120, 640, 480)   # 4:3 in a tall tile: bars above and below
    assert card_in_tile((0, 480, 640, 480)) == (0, 480, 640, 480)     # the same shape: the whole tile


def test_size_flag():
    from meetdesk.client.join_command import parser
    import pytest

    assert parser().parse_args(["k", "--name", "A", "--size", "640x360"]).size == (640, 360)
    assert parser().parse_args(["k", "--name", "A"]).size == (640, 480)
    for bad in ("640", "641x360", "10x10", "axb"):
        with pytest.raises(SystemExit):
            parser().parse_args(["k", "--name", "A", "--size", bad])
