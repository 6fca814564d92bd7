"""The compositor (engine/media/compositor.py): one tick of decode, draw and encode, in this process and in a
process of its own, with real libvpx frames."""
from __future__ import annotations

import fractions

import av
import numpy as np

from meetdesk.engine.media.compositor import (Compositor, CompositorProcess, RawPicture, Scene, SceneTile,
                                              TickWork)
from meetdesk.engine.media.layouts import Slot

from waiting import until_sync

RED, GREEN = (220, 40, 40), (40, 200, 60)


def card(rgb, width=320, height=240) -> av.VideoFrame:
    picture = np.empty((height, width, 3), dtype=np.uint8)
    picture[:] = rgb
    return av.VideoFrame.from_ndarray(picture, format="rgb24").reformat(format="yuv420p")


def encoded(rgb, count: int = 3) -> list[tuple[bytes, bool]]:
    """``count`` VP8 frames of one colour: a keyframe, then delta frames."""
    codec = av.CodecContext.create("libvpx", "w")
    codec.width, codec.height, codec.pix_fmt = 320, 240, "yuv420p"
    codec.time_base, codec.thread_count = fractions.Fraction(1, 30), 1
    out = []
    for i in range(count):
        frame = card(rgb)
        frame.pts = i
        out += [(bytes(p), bool(p.is_keyframe)) for p in codec.encode(frame)]
    return out


def decode(packets) -> np.ndarray:
    decoder = av.CodecContext.create("vp8", "r")
    picture = None
    for data, _, _ in packets:
        for frame in decoder.decode(av.Packet(data)):
            picture = frame.to_ndarray(format="rgb24")
    assert picture is not None
    return picture


def near(rgb, expected, tolerance=30) -> bool:
    return float(np.abs(np.asarray(rgb, dtype=float) - np.asarray(expected, dtype=float)).max()) <= tolerance


SCENE = Scene((SceneTile(Slot(0, 0, 640, 480), "a", "Ada"), SceneTile(Slot(640, 0, 640, 480), "b", "Bob")),
              show_names=False)


def test_a_tick_decodes_draws_and_encodes():
    compositor = Compositor(1280, 960, "#121212", 1_500_000)
    frames = [("a", data, key) for data, key in encoded(RED)] + [("b", data, key) for data, key in encoded(GREEN)]
    result = compositor.tick(TickWork(0, frames, ("a", "b"), SCENE, keyframe=True, want_picture=True))
    assert result.broken == [] and result.packets[0][2]  # a keyframe first
    picture = decode(result.packets)
    assert near(picture[240, 320], RED) and near(picture[240, 960], GREEN) and near(picture[720, 640], (18, 18, 18))
    assert result.picture is not None and result.picture.shape == (960 * 3 // 2, 1280)
    # garbage for an input is reported (it needs a keyframe); the tile keeps its last picture
    result2 = compositor.tick(TickWork(1, [("a", b"\x00" * 50, True)], ("a", "b")))
    assert result2.broken == ["a"]
    assert near(decode(result.packets + result2.packets)[240, 320], RED)


def test_raw_pictures_cross_unchanged_at_odd_sizes():
    for width, height in ((320, 240), (322, 182), (17, 9)):
        frame = card(GREEN, width & ~1 or 2, height)
        back = RawPicture.of(frame).frame()
        assert (back.width, back.height) == (frame.width, frame.height)
        assert np.array_equal(back.to_ndarray(format="rgb24"), frame.to_ndarray(format="rgb24"))


def wait_ready(process: CompositorProcess) -> None:
    until_sync(lambda: process.ready, 30, "the compositor process to become ready", interval=0.02)


def test_a_compositor_process_takes_over_with_the_handed_pictures():
    local = Compositor(1280, 960, "#121212", 1_500_000)
    red, green = encoded(RED), encoded(GREEN)
    local.tick(TickWork(0, [("a", *red[0]), ("b", *green[0])], ("a", "b"), SCENE))
    process = CompositorProcess()
    try:
        wait_ready(process)
        process.open(1280, 960, "#121212", 1_500_000, local.handover(), wait_for_keyframes=True)
        # delta frames before the next keyframe are not decoded; the handed-over pictures show meanwhile
        result = process.tick(TickWork(1, [("a", *red[1]), ("b", *green[1])], ("a", "b"), SCENE, keyframe=True))
        assert result.packets and result.packets[0][2]
        picture = decode(result.packets)
        assert near(picture[240, 320], RED) and near(picture[240, 960], GREEN)
        # an input still waiting for its keyframe asks again at every tick that brings it none (a lost or
        # rate-limited request must not leave its tile frozen on the handed-over picture)
        again = process.tick(TickWork(2, [("a", *red[2])], ("a", "b"), SCENE))
        assert again.broken == ["a"]
    finally:
        process.close()


def test_a_compositor_process_survives_a_failing_tick():
    process = CompositorProcess()
    try:
        wait_ready(process)
        process.open(1280, 960, "#121212", 1_500_000, {})
        bad = Scene((SceneTile(Slot(0, 0, 640, 480), "a", "Ada"),), background="not a layer")
        assert process.tick(TickWork(0, [], ("a",), bad)).packets == []
        good = process.tick(TickWork(1, [("a", data, key) for data, key in encoded(RED)], ("a",), SCENE,
                                     keyframe=True))
        assert good.packets and near(decode(good.packets)[240, 320], RED)
    finally:
        process.close()


# Libraries the compositor process has no use for: aiortc and its crypto (cryptography, pyOpenSSL's libssl use,
# pylibsrtp), and the UI's (Qt, MediaPipe). It loaded the first ones through engine/media/__init__.py: 33 MB of
# its resident memory (benchmarks/memory_bench.py).
NOT_IN_THE_COMPOSITOR = ("/aiortc/", "/cryptography/", "/pylibsrtp/", "/aioice/", "/PySide6/", "/shiboken6/",
                         "/mediapipe/")


def mapped_files(pid: int) -> set[str]:
    with open(f"/proc/{pid}/maps") as maps:
        return {line.split(None, 5)[5].strip() for line in maps if len(line.split(None, 5)) == 6}


def test_the_compositor_process_loads_only_what_it_composes_with():
    process = CompositorProcess()
    try:
        wait_ready(process)
        process.open(1280, 960, "#121212", 1_500_000, {})
        result = process.tick(TickWork(0, [("a", data, key) for data, key in encoded(RED)], ("a",), SCENE,
                                       keyframe=True))
        assert result.packets
        files = mapped_files(process._process.pid)
        assert any("/av/" in f or "libavcodec" in f for f in files)  # it does compose with PyAV
        assert [f for f in files if any(part in f for part in NOT_IN_THE_COMPOSITOR)] == []
    finally:
        process.close()
