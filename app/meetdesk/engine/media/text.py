"""Text and pictures for the canvas: rendered once with Pillow (FreeType, the bundled DejaVu Sans) and turned
into ``Sprite``s, yuv420p planes with alpha that ``Canvas`` blends with integer numpy maths.

``render_text`` caches its sprites per (text, size, style, width) in an LRU of bounded size: the composing
unit asks for the same names on every tick. ``initials`` gives the short form of a name for narrow tiles.
"""
from __future__ import annotations

import functools
import io
import threading
import unicodedata
from dataclasses import dataclass
from importlib.resources import files

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT_PACKAGE = "meetdesk.resources"
FONT_FILES = {False: "fonts/DejaVuSans.ttf", True: "fonts/DejaVuSans-Bold.ttf"}
CACHE_SIZE = 256  # rendered texts kept (a 9-tile meeting needs 9 labels or placeholders)
ELLIPSIS = "\u2026"

RGBA = tuple[int, int, int, int]


# -- sprites --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class Sprite:
    """A picture ready to blend into yuv420p at an even position: even width and height, planes in BT.601
    limited range. ``*_pre`` hold colour times alpha (alpha on a 0-256 scale, plus 128 for rounding) and
    ``inv`` / ``inv_half`` 256 minus alpha, so that a blend is ``(dst * inv + pre) >> 8`` in uint16."""

    width: int
    height: int
    y: np.ndarray  # (h, w) uint8
    u: np.ndarray  # (h/2, w/2) uint8
    v: np.ndarray
    alpha: np.ndarray  # (h, w) uint8, 0 transparent .. 255 opaque
    opaque: bool  # every pixel fully opaque: blending is a copy
    y_pre: np.ndarray  # (h, w) uint16
    u_pre: np.ndarray  # (h/2, w/2) uint16
    v_pre: np.ndarray
    inv: np.ndarray  # (h, w) uint16
    inv_half: np.ndarray  # (h/2, w/2) uint16


def rgb_to_yuv(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Float Y, U, V (BT.601 limited range, what libswscale assumes for yuv420p) of an (..., 3) RGB array."""
    r, g, b = (rgb[..., i].astype(np.float32) for i in range(3))
    y = 16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256
    u = 128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256
    v = 128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256
    return y, u, v


def sprite_from_rgba(rgba: np.ndarray) -> Sprite:
    """A sprite of an (h, w, 4) uint8 RGBA array (padded with transparent pixels to even sides). Chroma is
    averaged over each 2x2 block weighted by alpha, so that coloured edges do not bleed into the picture."""
    h, w = rgba.shape[:2]
    if h % 2 or w % 2:
        padded = np.zeros((h + h % 2, w + w % 2, 4), dtype=np.uint8)
        padded[:h, :w] = rgba
        rgba, (h, w) = padded, (h + h % 2, w + w % 2)
    y, u, v = rgb_to_yuv(rgba)
    a = rgba[..., 3].astype(np.float32)

    def halve(plane: np.ndarray) -> np.ndarray:
        return plane.reshape(h // 2, 2, w // 2, 2).sum(axis=(1, 3))

    a_sum = halve(a)
    weight = np.maximum(a_sum, 1.0)
    u_half = np.where(a_sum > 0, halve(u * a) / weight, 128.0)
    v_half = np.where(a_sum > 0, halve(v * a) / weight, 128.0)
    a_half = a_sum / 4

    def to8(plane: np.ndarray) -> np.ndarray:
        return np.clip(np.rint(plane), 0, 255).astype(np.uint8)

    y8, u8, v8, alpha, alpha_half = to8(y), to8(u_half), to8(v_half), to8(a), to8(a_half)
    a256 = alpha.astype(np.uint16) + (alpha >> 7)  # 0..256
    a256_half = alpha_half.astype(np.uint16) + (alpha_half >> 7)
    planes = dict(y=y8, u=u8, v=v8, alpha=alpha, y_pre=y8 * a256 + 128, u_pre=u8 * a256_half + 128,
                  v_pre=v8 * a256_half + 128, inv=256 - a256, inv_half=256 - a256_half)
    for array in planes.values():
        array.flags.writeable = False  # shared by every canvas that draws it (render_text's cache)
    return Sprite(width=w, height=h, opaque=bool(alpha.min() == 255), **planes)


# -- fonts and text -----------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=4)
def _font_bytes(bold: bool) -> bytes:
    return (files(FONT_PACKAGE) / FONT_FILES[bold]).read_bytes()


_thread_fonts = threading.local()


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or Sans Bold) at ``size`` pixels, one object per thread: a FreeType face must not be used
    by two threads at once (the compose thread draws names while a layer renders in another)."""
    faces = getattr(_thread_fonts, "faces", None)
    if faces is None:
        faces = _thread_fonts.faces = {}
    face = faces.get((size, bold))
    if face is None:
        face = faces[size, bold] = ImageFont.truetype(io.BytesIO(_font_bytes(bold)), size)
    return face


def clean_text(text: str) -> str:
    """``text`` on one line, without control and format characters other than the joiners emoji need."""
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category in ("Zl", "Zp") or char in "\t\r\n\v\f":
            kept.append(" ")
        elif category == "Cc" or (category == "Cf" and char not in "\u200c\u200d"):
            continue
        elif category == "Cs":  # a lone surrogate: not encodable, shown as the replacement character
            kept.append("\ufffd")
        else:
            kept.append(char)
    return " ".join("".join(kept).split())


def _fitting_prefix(text: str, face: ImageFont.FreeTypeFont, max_width: float, tail: str = "") -> int:
    """The length of the longest prefix of ``text`` that is at most ``max_width`` px wide followed by ``tail``."""
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle] + tail) <= max_width:
            low = middle
        else:
            high = middle - 1
    return low


def fit_text(text: str, face: ImageFont.FreeTypeFont, max_width: int) -> str:
    """``text``, cut at the end with an ellipsis so that it is at most ``max_width`` pixels wide."""
    if max_width <= 0 or face.getlength(text) <= max_width:
        return text
    return text[:_fitting_prefix(text, face, max_width, ELLIPSIS)].rstrip() + ELLIPSIS


def wrap_text(text: str, face: ImageFont.FreeTypeFont, max_width: int, max_lines: int) -> list[str]:
    """Paragraphs of ``text`` (newlines kept) wrapped at spaces to ``max_width`` pixels; a word wider than a
    line is broken; at most ``max_lines`` lines, the last one ending in an ellipsis when text was left out."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = clean_text(paragraph).split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if face.getlength(candidate) <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while len(word) > 1 and face.getlength(word) > max_width:  # break a word wider than a line
                cut = max(1, _fitting_prefix(word, face, max_width))
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
        if len(lines) > max_lines:
            break
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        lines[-1] = last[:_fitting_prefix(last, face, max_width, ELLIPSIS)].rstrip() + ELLIPSIS
    return lines


@functools.lru_cache(maxsize=CACHE_SIZE)
def render_text(text: str, size: int, *, bold: bool = False, color: RGBA = (255, 255, 255, 255),
                box: RGBA | None = None, padding: int = 0, max_width: int = 0) -> Sprite:
    """One line of ``text`` at ``size`` px as a sprite: anti-aliased glyphs in ``color`` on ``box`` (a rounded
    panel, or transparent), ``padding`` px around the text, at most ``max_width`` px wide (cut with an
    ellipsis). Cached: the same arguments give the same sprite object."""
    face = font(size, bold)
    inner = max_width - 2 * padding if max_width else 0
    line = fit_text(clean_text(text), face, inner) if inner > 0 else clean_text(text)
    ascent, descent = face.getmetrics()
    text_w = max(1, int(np.ceil(face.getlength(line))))
    width, height = text_w + 2 * padding, ascent + descent + 2 * padding
    panel = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    if box is not None:
        ImageDraw.Draw(panel).rounded_rectangle((0, 0, width - 1, height - 1), radius=max(2, height // 6),
                                                fill=box)
    glyphs = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(glyphs).text((padding, padding), line, font=face, fill=color)
    return sprite_from_rgba(np.asarray(Image.alpha_composite(panel, glyphs)))


# -- initials -----------------------------------------------------------------------------------------------

def _first_grapheme(word: str) -> str:
    """The first user-perceived character of ``word``: a letter with its combining marks, an emoji with
    its modifiers, variation selectors and zero-width-joined parts, or a flag (two regional indicators)."""
    if not word:
        return ""
    end = 1
    if 0x1F1E6 <= ord(word[0]) <= 0x1F1FF and len(word) > 1 and 0x1F1E6 <= ord(word[1]) <= 0x1F1FF:
        return word[:2]
    while end < len(word):
        char = word[end]
        code = ord(char)
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Mc", "Me") \
                or 0xFE00 <= code <= 0xFE0F or 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F:
            end += 1
        elif char == "\u200d" and end + 1 < len(word):
            end += 2
        else:
            break
    return word[:end]


def _initial(word: str) -> str:
    """The initial of one word: its first letter or digit (punctuation before it skipped), upper case;
    a word without letters or digits (an emoji) gives its first character."""
    for index, char in enumerate(word):
        if char.isalnum():
            grapheme = _first_grapheme(word[index:])
            upper = grapheme[0].upper()
            return (upper if len(upper) == 1 else grapheme[0]) + grapheme[1:]
    return _first_grapheme(word)


def initials(name: str) -> str:
    """"Ada Lovelace" -> "AL": the initials of the first and last words of a name; one word gives its
    first letter; an empty name gives "?"."""
    words = [w for w in clean_text(name).split(" ") if _initial(w)]
    if not words:
        return "?"
    if len(words) == 1:
        return _initial(words[0])
    return _initial(words[0]) + _initial(words[-1])
