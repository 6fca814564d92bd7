"""Draws the built-in background pictures (JPEG, 1280x960, 4:3) with Pillow: run it to make them again.

They are drawn here from shapes and gradients, so they are the project's own work (no third-party pictures).
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

W, H = 1280, 960
HERE = Path(__file__).parent


def gradient(top: tuple[int, int, int], bottom: tuple[int, int, int], height: int = H) -> Image.Image:
    t = np.linspace(0, 1, height)[:, None, None]
    rows = (np.array(top) * (1 - t) + np.array(bottom) * t).astype(np.uint8)
    return Image.fromarray(np.repeat(rows, W, axis=1))


def dusk() -> Image.Image:
    """Soft evening colours with blurred lights (bokeh)."""
    image = gradient((40, 46, 96), (236, 140, 104))
    glow = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(glow)
    rng = np.random.default_rng(7)
    for _ in range(38):
        x, y, r = rng.integers(0, W), rng.integers(0, H), rng.integers(30, 110)
        colour = (255, int(rng.integers(170, 240)), int(rng.integers(120, 200)), int(rng.integers(40, 90)))
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    return Image.alpha_composite(image.convert("RGBA"), glow.filter(ImageFilter.GaussianBlur(14))).convert("RGB")


def room() -> Image.Image:
    """A calm room: a wall, a window with sky, a shelf with books and a plant, a floor."""
    image = gradient((222, 214, 200), (196, 186, 170))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 760, W, H), fill=(150, 112, 82))                      # floor
    draw.rectangle((0, 752, W, 766), fill=(120, 88, 64))                     # skirting
    sky = gradient((120, 176, 228), (204, 228, 244), 380)
    image.paste(sky.crop((0, 0, 420, 380)), (780, 150))                      # window
    draw.rectangle((770, 140, 1210, 540), outline=(250, 248, 242), width=14)
    draw.line((990, 140, 990, 540), fill=(250, 248, 242), width=10)
    draw.line((770, 340, 1210, 340), fill=(250, 248, 242), width=10)
    draw.rectangle((90, 420, 520, 440), fill=(128, 94, 70))                  # shelf
    x = 110
    for width, height, colour in ((34, 120, (70, 96, 140)), (28, 104, (170, 72, 60)), (40, 128, (84, 130, 100)),
                                  (30, 96, (214, 170, 80)), (36, 116, (110, 80, 130)), (26, 100, (60, 60, 70))):
        draw.rectangle((x, 420 - height, x + width, 420), fill=colour)
        x += width + 6
    draw.rectangle((420, 350, 480, 420), fill=(190, 110, 80))                # pot
    for angle in range(-70, 80, 20):                                          # leaves
        a = math.radians(angle - 90)
        draw.ellipse((450 + 70 * math.cos(a) - 22, 330 + 70 * math.sin(a) - 12,
                      450 + 70 * math.cos(a) + 22, 330 + 70 * math.sin(a) + 12), fill=(70, 140, 80))
    return image.filter(ImageFilter.GaussianBlur(2))                          # a little depth of field


def mountains() -> Image.Image:
    """A lake below layered mountains in the morning."""
    image = gradient((150, 196, 232), (236, 226, 210))
    draw = ImageDraw.Draw(image)
    rng = np.random.default_rng(3)
    for layer, (colour, base, amp) in enumerate((((128, 150, 176), 520, 170), ((92, 118, 140), 600, 130),
                                                   ((60, 88, 96), 680, 90))):
        xs = np.arange(0, W + 40, 40)
        ys = base - amp * np.abs(np.sin(xs / (260 - 50 * layer) + layer)) - rng.integers(0, 30, xs.size)
        draw.polygon([(0, H)] + list(zip(xs.tolist(), ys.tolist())) + [(W, H)], fill=colour)
    water = gradient((110, 150, 180), (70, 100, 120), H - 720)
    image.paste(water, (0, 720))
    return image


def main() -> None:
    for name, draw in (("dusk", dusk), ("room", room), ("mountains", mountains)):
        draw().save(HERE / f"{name}.jpg", quality=86, optimize=True)


if __name__ == "__main__":
    main()
