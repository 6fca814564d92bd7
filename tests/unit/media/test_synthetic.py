"""Test card stamp survives real VP8 at low bitrate and scaling; tracks are paced with rising pts."""
import fractions

import av
import numpy as np
import pytest
from aiortc.codecs.vpx import Vp8Decoder, Vp8Encoder, vp8_depayload
from aiortc.jitterbuffer import JitterFrame
from aiortc.mediastreams import MediaStreamError

from meetdesk.media.synthetic import TestCardRenderer, TestCardTrack, ToneTrack, black_frame, read_stamp
from meetdesk.rtc.levels import dbfs

BASE_MS = 1_767_225_600_123  # 2026-01-01


def _vp8_round_trip(frames: list[av.VideoFrame], bitrate: int = 250_000) -> list[av.VideoFrame]:
    encoder, decoder = Vp8Encoder(), Vp8Decoder()
    encoder.target_bitrate = bitrate
    out = []
    for i, frame in enumerate(frames):
        frame.pts = i * 3000
        frame.time_base = fractions.Fraction(1, 90000)
        payloads, timestamp = encoder.encode(frame, force_keyframe=(i == 0))
        data = b"".join(vp8_depayload(p) for p in payloads)
        out.extend(decoder.decode(JitterFrame(data, timestamp)))
    return out


def test_stamp_survives_vp8_at_250kbps_and_scaling():
    renderer = TestCardRenderer(640, 480, label="Alice")
    sent = [(n, BASE_MS + n * 33) for n in range(60)]
    decoded = _vp8_round_trip([renderer.render(n, ms) for n, ms in sent])
    assert len(decoded) == len(sent)
    for size in [(640, 480), (320, 240), (1280, 720)]:
        read = [read_stamp(f.reformat(width=size[0], height=size[1])) for f in decoded]
        good = sum(1 for got, want in zip(read, sent) if got == want)
        wrong = [(got, want) for got, want in zip(read, sent) if got is not None and got != want]
        assert not wrong, f"{size}: misread stamps {wrong[:3]}"
        assert good >= 0.95 * len(sent), f"{size}: only {good}/{len(sent)} stamps read"


def test_stamp_read_from_region_of_larger_picture():
    card = TestCardRenderer(640, 480).render(4242, BASE_MS)
    tile = card.reformat(width=400, height=300).to_ndarray(format="gray")
    canvas = np.full((720, 1280), 18, dtype=np.uint8)
    canvas[100:400, 600:1000] = tile
    assert read_stamp(canvas, region=(600, 100, 400, 300)) == (4242, BASE_MS)
    assert read_stamp(canvas) is None


def test_frames_without_stamp_read_as_none():
    assert read_stamp(black_frame(640, 480)) is None
    noise = np.random.default_rng(1).integers(0, 255, (480, 640), dtype=np.uint8)
    assert read_stamp(noise) is None


def test_counter_and_text_change_between_frames():
    renderer = TestCardRenderer(640, 480)
    a = renderer.render(1, BASE_MS).to_ndarray()
    b = renderer.render(2, BASE_MS + 1000).to_ndarray()
    rows = renderer.height * 3 // 4  # the info panel (counter, clock) and the moving box differ
    assert (a[:rows] != b[:rows]).sum() > 500


async def test_test_card_track_paces_with_increasing_pts():
    track = TestCardTrack(320, 240, fps=30, label="Bob")
    frames = [await track.recv() for _ in range(6)]
    pts = [f.pts for f in frames]
    assert pts == sorted(set(pts)) and pts[0] == 0
    assert all(b - a == 3000 for a, b in zip(pts, pts[1:]))
    assert frames[0].time_base == fractions.Fraction(1, 90000)
    stamps = [read_stamp(f) for f in frames]
    assert [s[0] for s in stamps] == list(range(6))
    assert all(s[1] > BASE_MS - 10**10 for s in stamps)
    track.stop()
    with pytest.raises(MediaStreamError):
        await track.recv()


async def test_test_card_track_keeps_producing_when_drawing_fails():
    track = TestCardTrack(320, 240, fps=60)
    original = track.renderer.render
    track.renderer.render = lambda *a: 1 / 0
    bad = await track.recv()
    track.renderer.render = original
    good = await track.recv()
    assert track.failures == 1 and isinstance(track.last_error, ZeroDivisionError)
    assert bad.width == 320 and good.pts > bad.pts and read_stamp(good)[0] == 1
    assert read_stamp(bad) is None and int(bad.to_ndarray()[:240].max()) == 16  # black, no stale picture


async def test_tone_track_frames_level_and_pacing():
    track = ToneTrack(freq=440, sample_rate=48000, amplitude=0.25, beep_ms=400, period_ms=1000)
    frames = [await track.recv() for _ in range(3)]
    assert [f.pts for f in frames] == [0, 960, 1920]
    assert all(f.samples == 960 and f.format.name == "s16" and f.layout.name == "mono" for f in frames)
    assert frames[0].time_base == fractions.Fraction(1, 48000)
    # a 0.25 full-scale sine is at 20*log10(0.25/sqrt(2)) = -15 dBFS; the gap between beeps is silent
    assert -16 < dbfs(frames[0]) < -14
    silent = track.render(48000 * 600 // 1000)
    assert dbfs(silent) < -100
    track.stop()


async def test_the_test_card_drops_the_frames_a_late_reader_missed_as_a_camera_does(monkeypatch):
    """A reader that comes back late (a starved sender) gets the frame due now, timestamped now: a frame drawn
    now stamped with the time of a slot it missed said it was older than it was, and the engine held every later
    frame of that participant to match (the host's window 0.98 s behind at p95 where 0.43 s was true). A
    microphone's frames, captured all along, still come one after another."""
    from meetdesk.media import synthetic

    now = [1000.0]
    monkeypatch.setattr(synthetic.time, "time", lambda: now[0])
    card, tone = TestCardTrack(320, 240, fps=30), ToneTrack()
    first = await card.recv()
    await tone.recv()
    now[0] += 0.5                                  # half a second without reading: 15 slots of 1/30 s
    late = await card.recv()
    assert first.pts == 0 and late.pts == 15 * 3000 and read_stamp(late) == (1, 1000500)
    assert (await tone.recv()).pts == 960          # the next 20 ms of sound, late
    now[0] += 0.01
    assert (await card.recv()).pts == 16 * 3000    # on time again: the next slot (waits for it)
