"""A tiny 5x7 bitmap font (digits, upper-case letters, a few signs) for drawing text into numpy frames."""
from __future__ import annotations

import unicodedata
from functools import lru_cache

import numpy as np

GLYPH_WIDTH = 5
GLYPH_HEIGHT = 7

_GLYPHS: dict[str, str] = {
    "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": ".###. #...# ....# ...#. ..#.. .#... #####",
    "3": "####. ....# ....# .###. ....# ....# ####.",
    "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "##### #.... ####. ....# ....# #...# .###.",
    "6": "..##. .#... #.... ####. #...# #...# .###.",
    "7": "##### ....# ...#. ..#.. .#... .#... .#...",
    "8": ".###. #...# #...# .###. #...# #...# .###.",
    "9": ".###. #...# #...# .#### ....# ...#. .##..",
    "A": ".###. #...# #...# ##### #...# #...# #...#",
    "B": "####. #...# #...# ####. #...# #...# ####.",
    "C": ".###. #...# #.... #.... #.... #...# .###.",
    "D": "###.. #..#. #...# #...# #...# #..#. ###..",
    "E": "##### #.... #.... ####. #.... #.... #####",
    "F": "##### #.... #.... ####. #.... #.... #....",
    "G": ".###. #...# #.... #.### #...# #...# .####",
    "H": "#...# #...# #...# ##### #...# #...# #...#",
    "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "#.... #.... #.... #.... #.... #.... #####",
    "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
    "O": ".###. #...# #...# #...# #...# #...# .###.",
    "P": "####. #...# #...# ####. #.... #.... #....",
    "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "####. #...# #...# ####. #.#.. #..#. #...#",
    "S": ".#### #.... #.... .###. ....# ....# ####.",
    "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "#...# #...# #...# #...# #...# #...# .###.",
    "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    " ": "..... ..... ..... ..... ..... ..... .....",
    ":": "..... .##.. .##.. ..... .##.. .##.. .....",
    ".": "..... ..... ..... ..... ..... .##.. .##..",
    ",": "..... ..... ..... ..... .##.. ..#.. .#...",
    "-": "..... ..... ..... ##### ..... ..... .....",
    "_": "..... ..... ..... ..... ..... ..... #####",
    "/": "....# ....# ...#. ..#.. .#... #.... #....",
    "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
    "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
    "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
    "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
    ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
    "@": ".###. #...# #.### #.#.# #.### #.... .####",
    "'": "..#.. ..#.. ..... ..... ..... ..... .....",
    "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
}


def _bitmap(spec: str) -> np.ndarray:
    rows = spec.split()
    return np.array([[c == "#" for c in row] for row in rows], dtype=bool)


_BITMAPS = {ch: _bitmap(spec) for ch, spec in _GLYPHS.items()}


@lru_cache(maxsize=512)
def glyph(ch: str, scale: int = 1) -> np.ndarray:
    """Boolean mask (7*scale, 5*scale) of one character; unknown characters render as '?'."""
    bitmap = _BITMAPS.get(ch.upper())
    if bitmap is None:   # an accented letter as its base letter ("Aperçu" is drawn APERCU), else '?'
        bitmap = _BITMAPS.get(unicodedata.normalize("NFKD", ch)[:1].upper(), _BITMAPS["?"])
    if scale > 1:
        bitmap = np.kron(bitmap, np.ones((scale, scale), dtype=bool))
    bitmap.setflags(write=False)
    return bitmap


def text_size(text: str, scale: int = 1) -> tuple[int, int]:
    """(width, height) in pixels of ``text`` drawn with :func:`draw_text` at ``scale``."""
    if not text:
        return 0, GLYPH_HEIGHT * scale
    return len(text) * (GLYPH_WIDTH + 1) * scale - scale, GLYPH_HEIGHT * scale


def draw_text(plane: np.ndarray, text: str, x: int, y: int, scale: int = 1, value: int = 235) -> None:
    """Set the pixels of ``text`` to ``value`` in a 2-D uint8 plane, clipped to the plane."""
    height, width = plane.shape
    advance = (GLYPH_WIDTH + 1) * scale
    for i, ch in enumerate(text):
        gx = x + i * advance
        if ch == " " or gx >= width:
            continue
        mask = glyph(ch, scale)
        x0, y0 = max(gx, 0), max(y, 0)
        x1, y1 = min(gx + mask.shape[1], width), min(y + mask.shape[0], height)
        if x1 <= x0 or y1 <= y0:
            continue
        region = plane[y0:y1, x0:x1]
        region[mask[y0 - y:y1 - y, x0 - gx:x1 - gx]] = value
