"""Draws the reaction pictures (<name>.png, 96x96 RGBA) for meetdesk.api.reactions.REACTIONS with Pillow.

No colour emoji font ships with the app (DejaVu Sans has monochrome glyphs for only some of them), so each picture
is drawn here from circles, polygons and lines at 4x and scaled down (smooth edges). The engine draws them into
the composed picture (engine/media/reactions.py), the desktop app over its stage and in its picker. Run
`python resources/reactions/make_reactions.py` after a change and commit the PNGs.
"""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

SIZE = 96
SCALE = 4
S = SIZE * SCALE  # the drawing's side: coordinates below are on a 0-384 square
OUTLINE = (60, 40, 20, 255)
YELLOW = (255, 204, 51, 255)
SKIN = (255, 200, 90, 255)
DARK = (70, 45, 25, 255)
W = 10  # outline width at 4x


def _canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def _face(draw: ImageDraw.ImageDraw) -> None:
    draw.ellipse((24, 24, S - 24, S - 24), fill=YELLOW, outline=OUTLINE, width=W)


def heart() -> Image.Image:
    image, draw = _canvas()
    red, edge = (232, 40, 70, 255), (120, 10, 30, 255)
    for outline_pass in (True, False):
        grow = W if outline_pass else 0
        color = edge if outline_pass else red
        draw.ellipse((40 - grow, 70 - grow, 200 + grow, 230 + grow), fill=color)
        draw.ellipse((184 - grow, 70 - grow, 344 + grow, 230 + grow), fill=color)
        draw.polygon([(46 - grow, 178), (338 + grow, 178), (192, 346 + grow * 1.5)], fill=color)
    draw.ellipse((84, 104, 134, 150), fill=(255, 160, 175, 255))
    return image


def laugh() -> Image.Image:
    image, draw = _canvas()
    _face(draw)
    draw.arc((90, 120, 170, 190), 200, 340, fill=DARK, width=14)  # closed, laughing eyes
    draw.arc((214, 120, 294, 190), 200, 340, fill=DARK, width=14)
    draw.chord((86, 170, 298, 330), 0, 180, fill=(255, 255, 255, 255))  # wide open mouth: teeth,
    draw.chord((92, 196, 292, 326), 0, 180, fill=DARK)  # the mouth inside
    draw.chord((140, 270, 244, 330), 180, 360, fill=(230, 80, 90, 255))  # and the tongue
    draw.ellipse((30, 170, 78, 236), fill=(90, 170, 255, 255))  # tears of joy
    draw.ellipse((306, 170, 354, 236), fill=(90, 170, 255, 255))
    return image


def surprised() -> Image.Image:
    image, draw = _canvas()
    _face(draw)
    draw.ellipse((110, 120, 160, 190), fill=DARK)
    draw.ellipse((224, 120, 274, 190), fill=DARK)
    draw.arc((96, 70, 170, 120), 200, 330, fill=DARK, width=12)  # raised brows
    draw.arc((214, 70, 288, 120), 210, 340, fill=DARK, width=12)
    draw.ellipse((156, 230, 228, 320), fill=DARK)  # "O"
    return image


def thumbs_up() -> Image.Image:
    image, draw = _canvas()
    blue, blue_edge = (70, 130, 220, 255), (30, 60, 120, 255)
    draw.rounded_rectangle((40, 180, 110, 350), 14, fill=blue, outline=blue_edge, width=W)  # sleeve
    draw.rounded_rectangle((150, 30, 230, 200), 40, fill=SKIN, outline=OUTLINE, width=W)  # thumb
    draw.rounded_rectangle((104, 160, 330, 350), 40, fill=SKIN, outline=OUTLINE, width=W)  # fist
    for y in (208, 256, 304):  # the folded fingers
        draw.line((220, y, 326, y), fill=OUTLINE, width=W)
    return image


def _palm(angle: float) -> Image.Image:
    image, draw = _canvas()
    draw.rounded_rectangle((120, 60, 264, 330), 70, fill=SKIN, outline=OUTLINE, width=W)
    for x in (158, 192, 226):  # fingers
        draw.line((x, 80, x, 170), fill=OUTLINE, width=6)
    return image.rotate(angle, resample=Image.BICUBIC, center=(192, 250))


def clap() -> Image.Image:
    image, draw = _canvas()
    image.alpha_composite(_palm(24).transform((S, S), Image.AFFINE, (1, 0, 40, 0, 1, 0)))
    image.alpha_composite(_palm(-24).transform((S, S), Image.AFFINE, (1, 0, -40, 0, 1, 0)))
    draw = ImageDraw.Draw(image)
    for line in ((14, 70, 44, 100), (6, 160, 44, 166), (370, 70, 340, 100), (378, 160, 340, 166)):
        draw.line(line, fill=(250, 170, 40, 255), width=14)  # motion strokes
    return image


def celebrate() -> Image.Image:
    image, draw = _canvas()
    draw.polygon([(40, 350), (120, 150), (240, 270)], fill=(250, 160, 40, 255), outline=OUTLINE, width=W)
    draw.line((70, 280, 170, 330), fill=(230, 60, 120, 255), width=14)  # stripes on the cone
    draw.line((95, 215, 200, 275), fill=(230, 60, 120, 255), width=14)
    confetti = [((250, 60), (40, 200, 120)), ((320, 120), (230, 60, 120)), ((200, 40), (70, 130, 220)),
                ((300, 220), (250, 200, 40)), ((340, 40), (40, 200, 120)), ((160, 90), (250, 200, 40))]
    for (x, y), rgb in confetti:
        draw.rounded_rectangle((x - 16, y - 16, x + 16, y + 16), 8, fill=(*rgb, 255))
    draw.arc((170, 120, 330, 280), 250, 340, fill=(70, 130, 220, 255), width=12)  # streamers
    draw.arc((130, 60, 270, 200), 270, 360, fill=(230, 60, 120, 255), width=12)
    return image


PICTURES = {"thumbs_up": thumbs_up, "heart": heart, "laugh": laugh, "clap": clap, "surprised": surprised,
            "celebrate": celebrate}


def main() -> None:
    here = Path(__file__).resolve().parent
    for name, draw in PICTURES.items():
        draw().resize((SIZE, SIZE), Image.LANCZOS).save(here / f"{name}.png", optimize=True)


if __name__ == "__main__":
    main()
