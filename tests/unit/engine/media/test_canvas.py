"""The composed picture, pixel by pixel (engine/media/canvas.py, text.py, layers.py): every check decodes the canvas
to RGB with libswscale, as a viewer would see it, and looks at colours at slot centres and edges."""
from __future__ import annotations

import io

import av
import numpy as np
import pytest
from PIL import Image, ImageDraw

from meetdesk.engine.media.canvas import Canvas, parse_color
from meetdesk.engine.media.layers import LayerError, image_layer, text_layer
from meetdesk.engine.media.layouts import Slot
from meetdesk.engine.media.text import initials, render_text

RED, GREEN, BLUE, WHITE, BLACK = (230, 20, 20), (20, 200, 40), (30, 40, 220), (255, 255, 255), (0, 0, 0)
BACKGROUND = "#336699"


def frame(width: int, height: int, *bands: tuple[int, int, int]) -> av.VideoFrame:
    """A yuv420p frame of vertical bands of equal width, one per colour (left to right)."""
    rgb = np.zeros((height, width, 3), dtype=np.uint8)
    for i, color in enumerate(bands):
        rgb[:, i * width // len(bands):(i + 1) * width // len(bands)] = color
    return av.VideoFrame.from_ndarray(rgb, format="rgb24").reformat(format="yuv420p")


def rgb(canvas: Canvas) -> np.ndarray:
    return canvas.to_frame().to_ndarray(format="rgb24").astype(int)


def close(pixel: np.ndarray, color: tuple[int, int, int], tolerance: int = 6) -> bool:
    return bool(np.all(np.abs(pixel - np.array(color)) <= tolerance))


def png(image: Image.Image, fmt: str = "PNG") -> bytes:
    out = io.BytesIO()
    image.save(out, fmt)
    return out.getvalue()


def test_clear_draws_the_background_colour():
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.y.fill(0)
    canvas.clear()
    picture = rgb(canvas)
    assert close(picture[0, 0], (0x33, 0x66, 0x99)) and close(picture[239, 319], (0x33, 0x66, 0x99))
    assert parse_color("#fff") == parse_color("#FFFFFF") == (235, 128, 128)


def test_place_cover_fills_the_slot_with_the_centre_of_the_picture():
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.clear()
    canvas.place(frame(400, 200, RED, GREEN, GREEN, BLUE), Slot(20, 20, 200, 200, "cover"))
    picture = rgb(canvas)
    for y, x in ((30, 30), (120, 120), (210, 210), (30, 210), (210, 30)):  # corners and centre: the middle half
        assert close(picture[y, x], GREEN), (y, x, picture[y, x])
    assert close(picture[10, 10], (0x33, 0x66, 0x99)) and close(picture[120, 230], (0x33, 0x66, 0x99))


def test_place_contain_letterboxes_with_the_background():
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.clear()
    canvas.place(frame(400, 200, RED, GREEN, GREEN, BLUE), Slot(20, 20, 200, 200, "contain"))
    picture = rgb(canvas)
    assert close(picture[120, 25], RED) and close(picture[120, 120], GREEN) and close(picture[120, 215], BLUE)
    for y in (30, 60, 180, 210):  # bands above and below the 200x100 picture
        assert close(picture[y, 120], (0x33, 0x66, 0x99)), (y, picture[y, 120])


def test_place_auto_covers_unless_too_much_would_be_cut_off():
    canvas = Canvas(640, 480, BACKGROUND)
    canvas.clear()
    canvas.place(frame(400, 200, RED, GREEN, GREEN, BLUE), Slot(0, 0, 200, 200, "auto"))  # half cut off: contain
    canvas.place(frame(320, 240, RED, GREEN, GREEN, BLUE), Slot(300, 0, 300, 200, "auto"))  # 11 % cut off: cover
    picture = rgb(canvas)
    assert close(picture[10, 100], (0x33, 0x66, 0x99)) and close(picture[100, 5], RED)
    assert close(picture[5, 450], GREEN) and close(picture[195, 305], RED) and close(picture[195, 595], BLUE)


def test_heights_that_are_not_multiples_of_four():
    canvas = Canvas(320, 250, BACKGROUND)  # chroma planes that start mid-row of the buffer
    canvas.clear()
    canvas.place(frame(400, 300, RED, BLUE), Slot(0, 0, 200, 150, "cover"))  # a 200x150 scaled picture
    picture = rgb(canvas)
    assert close(picture[75, 50], RED) and close(picture[75, 150], BLUE)
    assert close(picture[200, 300], (0x33, 0x66, 0x99))


def test_placeholder_is_a_lighter_tile_with_the_name_centred():
    canvas = Canvas(640, 480, "#202020")
    canvas.clear()
    canvas.placeholder(Slot(0, 0, 400, 300), "Ada Lovelace")
    picture = rgb(canvas)
    tile = picture[2, 2]
    assert tile.mean() > 0x20 + 8 and close(picture[2, 2], picture[297, 397], 2)  # lighter, same everywhere
    assert close(picture[400, 600], (0x20, 0x20, 0x20))
    middle = picture[120:180, 60:340].max(axis=2)
    assert middle.max() > 220  # white letters
    columns = np.nonzero(middle.max(axis=0) > 150)[0]
    assert abs((columns[0] + columns[-1]) / 2 - 140) < 12  # centred (the band starts at x = 60)
    assert (picture[:100, :, :].max(axis=2) > 150).sum() == 0  # nothing above the text


def test_placeholder_of_a_narrow_slot_shows_initials():
    def drawn(name: str) -> np.ndarray:
        canvas = Canvas(640, 480, "#202020")
        canvas.clear()
        canvas.placeholder(Slot(100, 100, 200, 150), name)
        return rgb(canvas)

    assert np.array_equal(drawn("Ada Lovelace"), drawn("Al Lo"))  # both "AL"
    assert not np.array_equal(drawn("Ada Lovelace"), drawn("Bo"))
    wide = Canvas(640, 480, "#202020")
    wide.clear()
    wide.placeholder(Slot(100, 100, 260, 150), "Ada Lovelace")  # 250 px or more: the name
    other = Canvas(640, 480, "#202020")
    other.clear()
    other.placeholder(Slot(100, 100, 260, 150), "Al Lo")
    assert not np.array_equal(rgb(wide), rgb(other))


@pytest.mark.parametrize("color", [WHITE, BLACK, (128, 128, 128)])
def test_label_is_bright_text_on_a_dark_box_at_the_bottom_left(color):
    canvas = Canvas(640, 480, BACKGROUND)
    canvas.clear()
    slot = Slot(0, 0, 640, 360)
    canvas.place(frame(640, 360, color), slot)
    before = rgb(canvas)
    canvas.label(slot, "Grace Hopper")
    after = rgb(canvas)
    changed = np.nonzero(np.abs(after - before).max(axis=2) > 10)
    top, left, bottom, right = changed[0].min(), changed[1].min(), changed[0].max(), changed[1].max()
    assert left < 30 and 280 < top and bottom < 360 and right < 320  # bottom left of the slot
    box = after[top:bottom + 1, left:right + 1]
    brightness = box.mean(axis=2)
    assert (brightness > 200).sum() > 50  # white letters
    assert np.median(brightness) < 110  # on a dark box: readable on white too
    assert np.abs(after[:300] - before[:300]).max() <= 2 and np.abs(after[:, 330:] - before[:, 330:]).max() <= 2


def test_label_of_a_narrow_slot_shows_initials_and_stays_inside_it():
    canvas = Canvas(640, 480, BACKGROUND)

    def labelled(name: str, slot: Slot) -> np.ndarray:
        canvas.clear()
        canvas.place(frame(320, 240, GREEN), slot)
        canvas.label(slot, name)
        return rgb(canvas)

    slot = Slot(100, 100, 200, 150)
    assert np.array_equal(labelled("Katherine Johnson", slot), labelled("Kay Jay", slot))
    long_name = labelled("A very long name that does not fit into the tile at all " * 3, Slot(0, 0, 300, 240))
    assert close(long_name[230, 302], (0x33, 0x66, 0x99))  # cut with an ellipsis, not drawn past the slot
    edge = labelled("Ada", Slot(600, 440, 100, 100))  # a slot half outside the canvas: clipped, no error
    assert edge.shape == (480, 640, 3)


def test_background_layer_covers_the_canvas():
    source = Image.new("RGB", (64, 32), RED)
    ImageDraw.Draw(source).rectangle((32, 0, 63, 31), fill=BLUE)
    layer = image_layer(png(source), (320, 240), -1)  # scaled to 480x240, the centre kept
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.set_layers(layer, None)
    canvas.clear()
    picture = rgb(canvas)
    for y in (2, 120, 237):
        assert close(picture[y, 4], RED) and close(picture[y, 100], RED) and close(picture[y, 220], BLUE) \
            and close(picture[y, 316], BLUE)
    canvas.place(frame(100, 100, GREEN), Slot(100, 60, 100, 100, "contain"))
    assert close(rgb(canvas)[110, 150], GREEN)  # tiles are drawn over it
    assert close(rgb(canvas)[110, 94], RED)  # the layer shows beside the tile
    canvas.set_layers(None, None)
    canvas.clear()
    assert close(rgb(canvas)[120, 150], (0x33, 0x66, 0x99))


def test_overlay_alpha_blends_over_the_picture():
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.clear()
    canvas.place(frame(320, 240, GREEN), Slot(0, 0, 320, 240))
    half_red = Image.new("RGBA", (100, 60), (*RED, 128))
    canvas.set_layers(None, image_layer(png(half_red), (320, 240), 1))
    canvas.overlay()
    picture = rgb(canvas)
    blend = tuple(round((r * 128 + g * 127) / 255) for r, g in zip(RED, GREEN))
    assert close(picture[30, 50], blend, 8), picture[30, 50]
    assert close(picture[30, 150], GREEN) and close(picture[100, 50], GREEN)  # at its own size, top left


def test_overlay_transparent_parts_and_an_image_without_alpha():
    logo = Image.new("RGBA", (200, 100), (0, 0, 0, 0))
    ImageDraw.Draw(logo).rectangle((120, 40, 179, 79), fill=(*BLUE, 255))
    layer = image_layer(png(logo), (320, 240), 1)
    assert (layer.x, layer.y, layer.sprite.width, layer.sprite.height) == (120, 40, 60, 40)  # cropped to what shows
    canvas = Canvas(320, 240, BACKGROUND)
    canvas.clear()
    canvas.place(frame(320, 240, GREEN), Slot(0, 0, 320, 240))
    canvas.set_layers(None, layer)
    canvas.overlay()
    picture = rgb(canvas)
    assert close(picture[60, 150], BLUE) and close(picture[20, 20], GREEN) and close(picture[60, 100], GREEN)
    opaque = image_layer(png(Image.new("RGB", (50, 50), RED), "JPEG"), (320, 240), 1)
    assert opaque.sprite.opaque
    canvas.set_layers(None, opaque)
    canvas.overlay()
    assert close(rgb(canvas)[25, 25], RED, 10)
    assert image_layer(png(Image.new("RGBA", (50, 50), (0, 0, 0, 0))), (320, 240), 1).sprite is None


def test_text_layer_draws_a_panel_with_the_text():
    canvas = Canvas(1280, 720, "#000000")
    canvas.clear()
    before = rgb(canvas)
    layer = text_layer("Welcome", "Agenda: numbers, roadmap and questions", (1280, 720))
    canvas.set_layers(None, layer)
    canvas.overlay()
    after = rgb(canvas)
    changed = np.nonzero(np.abs(after - before).max(axis=2) > 4)
    assert changed[1].min() > 640 and changed[0].max() < 360  # a panel at the top right
    panel = after[changed[0].min():changed[0].max() + 1, changed[1].min():changed[1].max() + 1]
    assert (panel.mean(axis=2) > 200).sum() > 300  # bright letters
    with pytest.raises(LayerError, match="insert\\[title\\] or insert\\[content\\] is required"):
        text_layer(" ", "\n", (1280, 720))


def test_image_layer_refusals():
    with pytest.raises(LayerError, match="larger than the video"):
        image_layer(png(Image.new("RGB", (321, 10))), (320, 240), 1)
    with pytest.raises(LayerError, match="PNG, JPEG or WebP"):
        image_layer(png(Image.new("RGB", (10, 10)), "GIF"), (320, 240), 1)
    with pytest.raises(LayerError, match="z-index"):
        image_layer(png(Image.new("RGB", (10, 10))), (320, 240), 0)


def test_initials():
    assert initials("Ada Lovelace") == "AL"
    assert initials("Ada Augusta King Lovelace") == "AL"
    assert initials("ada") == "A"
    assert initials("") == initials("   ") == initials("\u200b") == "?"
    assert initials("Алан Тьюринг") == "АТ"
    assert initials("山田 太郎") == "山太"
    assert initials("(bob) smith") == "BS"
    assert initials("\U0001F469\u200d\U0001F4BB") == "\U0001F469\u200d\U0001F4BB"  # one emoji, kept whole
    assert initials("\U0001F1E6\U0001F1F9 Team") == "\U0001F1E6\U0001F1F9T"  # a flag is two code points
    assert initials("e\u0301mile zola") == "E\u0301Z"  # the combining accent stays with its letter
    assert initials("bad\ud800 name") == "BN"  # a lone surrogate does not break it


def test_render_text_is_cached_and_safe_with_any_text():
    first = render_text("Ada Lovelace", 20, box=(0, 0, 0, 150), padding=6)
    assert render_text("Ada Lovelace", 20, box=(0, 0, 0, 150), padding=6) is first
    assert first.width % 2 == 0 and first.height % 2 == 0 and first.alpha.max() == 255
    for text in ("\ud800", "\x00nul", "\U0001F4A5" * 50, "", "a\nb\tc", "x" * 5000):
        sprite = render_text(text, 18, max_width=300)
        assert sprite.width <= 300
