"""The colour-filled test card (`meetdesk join --color`): the colour covers the card, the stamp still reads."""
import fractions

import numpy as np
import pytest
from aiortc.codecs.vpx import Vp8Decoder, Vp8Encoder, vp8_depayload
from aiortc.jitterbuffer import JitterFrame

from meetdesk.media.synthetic import TestCardRenderer, parse_color, read_stamp, rgb_to_yuv

BASE_MS = 1_767_225_600_123


@pytest.mark.parametrize("text, rgb", [("#ff0000", (255, 0, 0)), ("#00FF00", (0, 255, 0)),
                                       ("#0a0b0C", (10, 11, 12)), ("#ffffff", (255, 255, 255))])
def test_parse_color(text, rgb):
    assert parse_color(text) == rgb


@pytest.mark.parametrize("text", ["", "#", "ff0000", "#ff000", "#ff00000", "#gg0000", "#ff 000", " #ff0000",
                                  "#ff0000\n", "#\ud800ff000", "#ff\x0000000", "#\uff10\uff10\uff10\uff10\uff10\uff10",
                                  None, 0xff0000])
def test_parse_color_rejects(text):
    with pytest.raises(ValueError, match="#RRGGBB"):
        parse_color(text)


def test_rgb_to_yuv_limited_range():
    assert rgb_to_yuv((0, 0, 0)) == (16, 128, 128)
    assert rgb_to_yuv((255, 255, 255)) == (235, 128, 128)
    assert rgb_to_yuv((255, 0, 0)) == (81, 90, 240)


def test_renderer_rejects_bad_colours():
    with pytest.raises(ValueError):
        TestCardRenderer(320, 240, color=(256, 0, 0))
    with pytest.raises(ValueError):
        TestCardRenderer(320, 240, color=(1, 2))


def _vp8_round_trip(frames, bitrate=250_000):
    encoder, decoder = Vp8Encoder(), Vp8Decoder()
    encoder.target_bitrate = bitrate
    out = []
    for i, frame in enumerate(frames):
        frame.pts = i * 3000
        frame.time_base = fractions.Fraction(1, 90000)
        payloads, timestamp = encoder.encode(frame, force_keyframe=(i == 0))
        out.extend(decoder.decode(JitterFrame(b"".join(vp8_depayload(p) for p in payloads), timestamp)))
    return out


@pytest.mark.parametrize("rgb", [(255, 0, 0), (0, 255, 0), (40, 60, 200), (250, 250, 240)])
def test_colour_covers_the_card_and_the_stamp_survives_vp8(rgb):
    renderer = TestCardRenderer(640, 480, label="Someone with a long name", color=rgb)
    sent = [(n, BASE_MS + n * 33) for n in range(30)]
    decoded = _vp8_round_trip([renderer.render(n, ms) for n, ms in sent])
    read = [read_stamp(f) for f in decoded]
    assert sum(got == want for got, want in zip(read, sent)) >= 0.95 * len(sent)
    assert not [got for got, want in zip(read, sent) if got is not None and got != want]
    for frame in (renderer.render(7, BASE_MS), decoded[-1]):
        pixels = frame.to_ndarray(format="rgb24").reshape(-1, 3).astype(float)
        near = np.abs(pixels - rgb).max(axis=1) < 30
        assert near.mean() > 0.85, near.mean()      # all but the stamp strip (6.7%) and the small texts
    # Scaled into a small MCU tile the colour still fills it.
    tile = decoded[-1].reformat(width=160, height=120, format="rgb24").to_ndarray().astype(float)
    assert np.allclose(tile[10:70, 10:150].reshape(-1, 3).mean(axis=0), rgb, atol=12)


def test_colour_card_texts_change_and_stay_in_the_lower_left():
    renderer = TestCardRenderer(640, 480, label="Ann", color=(0, 0, 255))
    a = renderer.render(1, BASE_MS).to_ndarray()
    b = renderer.render(2, BASE_MS + 1000).to_ndarray()
    changed = np.argwhere(a[:480] != b[:480])
    texts = changed[changed[:, 0] < renderer._strip_top]
    assert len(texts) > 20
    assert texts[:, 0].min() > 480 // 2 and texts[:, 1].max() < 640 // 2


def test_colour_card_text_contrast_follows_the_colour():
    dark = TestCardRenderer(320, 240, label="WWWW", color=(0, 0, 80)).render(0, BASE_MS).to_ndarray()
    light = TestCardRenderer(320, 240, label="WWWW", color=(255, 255, 200)).render(0, BASE_MS).to_ndarray()
    top = 240 * 28 // 30
    assert dark[:top].max() == 235 and light[:top].min() == 16
