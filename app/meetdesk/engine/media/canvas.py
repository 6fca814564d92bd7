"""The composed picture of one tick, drawn in yuv420p: background, tiles in their slots, then what lies on top.

Per tick the composing unit calls ``clear()``, then ``place()``, ``placeholder()`` and ``label()`` per tile,
``overlay()`` and ``to_frame()``. Scaling is libswscale's (``VideoFrame.reformat``), placement numpy slicing
into one contiguous buffer, which becomes the frame handed to the encoder (0.8-1.5 ms for 9 tiles at 1280x720;
RGB or numpy-indexed scaling costs several times more: docs/architecture.md "Facts about the toolchain"). A tile
whose input frame did not change since the last tick reuses its scaled picture. The background colour with the
background layer is drawn once into a base picture that ``clear()`` copies; names, placeholders and the overlay
are ``Sprite``s (text.py, layers.py) alpha-blended in uint16 integer maths, chroma at half resolution.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import av
import numpy as np
from av.video.reformatter import Interpolation, VideoReformatter

from .layouts import Slot
from .text import Sprite, initials, render_text

if TYPE_CHECKING:
    from .layers import Layer

Planes = tuple[np.ndarray, np.ndarray, np.ndarray]  # Y, U, V of a yuv420p picture
# px: a tile narrower than this shows initials instead of the name (docs/engine-api.md "Request fields")
INITIALS_BELOW = 250
LABEL_BOX = (0, 0, 0, 150)  # translucent dark panel under a name: readable on any picture
LABEL_TEXT = (255, 255, 255, 255)
INSERT_BOX = (20, 90, 60, 200)  # an audio insert: a green-tinted panel, told apart from the name labels


def parse_color(value: str) -> tuple[int, int, int]:
    """'#RRGGBB' -> (Y, U, V) in BT.601 limited range (what libswscale assumes for yuv420p)."""
    text = value.strip().lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    r, g, b = (int(text[i:i + 2], 16) for i in (0, 2, 4))
    y = 16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256
    u = 128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256
    v = 128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256
    return tuple(int(round(min(255, max(0, c)))) for c in (y, u, v))  # type: ignore[return-value]


def _even(value: float) -> int:
    return max(2, int(value) & ~1)


def _shade(color: tuple[int, int, int]) -> tuple[int, int, int]:
    """A slightly lighter (on a light colour: darker) shade of a (Y, U, V) colour: the same hue."""
    y, u, v = color
    return (y + 22 if y < 170 else y - 22), u, v


class Canvas:
    """One yuv420p buffer of width x height; ``planes`` are views into it."""

    def __init__(self, width: int, height: int, background: str = "#121212") -> None:
        self.width, self.height = _even(width), _even(height)
        w, h = self.width, self.height
        self.buffer = np.empty((h * 3 // 2, w), dtype=np.uint8)
        self.y, self.u, self.v = _planes(self.buffer, w, h)
        self.background = parse_color(background)
        self.placeholder_color = _shade(self.background)
        self.background_layer: Layer | None = None
        self.overlay_layer: Layer | None = None
        self.base = np.empty_like(self.buffer)  # background colour and background layer: what clear() copies
        self._draw_base()
        # per slot: (input frame, scaled frame, its planes)
        self._scaled: dict[tuple[int, int, int, int, str], tuple[object, av.VideoFrame, Planes]] = {}
        # One scaler per slot: it keeps its libswscale context while the sizes stay (frame.reformat makes
        # a new one per call, twice the cost).
        self._scalers: dict[tuple[int, int, int, int, str], VideoReformatter] = {}

    def clear(self) -> None:
        """Draw the background colour and, over it, the background layer if there is one."""
        np.copyto(self.buffer, self.base)

    def set_layers(self, background: Layer | None, overlay: Layer | None) -> None:
        """The layers to draw from now on: ``background`` under the tiles (clear()), ``overlay`` over
        everything (overlay()); None for none."""
        if background is not self.background_layer:
            self.background_layer = background
            self._draw_base()
        self.overlay_layer = overlay

    def _draw_base(self) -> None:
        planes = _planes(self.base, self.width, self.height)
        for plane, value in zip(planes, self.background):
            plane.fill(value)
        layer = self.background_layer
        if layer is not None and layer.sprite is not None:
            self.blend(layer.sprite, layer.x, layer.y, target=planes)

    def overlay(self) -> None:
        """Blend the overlay layer (if any) over everything drawn so far, its alpha respected."""
        layer = self.overlay_layer
        if layer is not None and layer.sprite is not None:
            self.blend(layer.sprite, layer.x, layer.y)

    def placeholder(self, slot: Slot, name: str) -> None:
        """A participant without video: the slot in a lighter shade of the background with the name (initials
        in a slot narrower than 250 px) centred in large letters."""
        sx, sy, sw, sh = self._clip(slot)
        if sw < 2 or sh < 2:
            return
        y, u, v = self.placeholder_color
        self.y[sy:sy + sh, sx:sx + sw] = y
        self.u[sy // 2:(sy + sh) // 2, sx // 2:(sx + sw) // 2] = u
        self.v[sy // 2:(sy + sh) // 2, sx // 2:(sx + sw) // 2] = v
        if slot.w < INITIALS_BELOW:
            text, size = initials(name), _clamp(min(sw, sh) // 3, 12, 96)
        else:
            text, size = name.strip() or "?", _clamp(sh // 8, 16, 64)
        color = (255, 255, 255, 255) if y < 150 else (24, 24, 24, 255)
        sprite = render_text(text, size & ~1, color=color, max_width=max(2, sw - sw // 8))
        self.blend(sprite, sx + (sw - sprite.width) // 2, sy + (sh - sprite.height) // 2, clip=(sx, sy, sw, sh))

    def label(self, slot: Slot, name: str) -> None:
        """The participant's name on its tile (show_names): white text on a translucent dark box at the
        bottom left; initials in a slot narrower than 250 px."""
        sx, sy, sw, sh = self._clip(slot)
        if sw < 8 or sh < 8:
            return
        text = initials(name) if slot.w < INITIALS_BELOW else (name.strip() or "?")
        size = _clamp(sh // 13, 14, 28) & ~1
        margin = _clamp(sh // 30, 6, 12) & ~1
        sprite = render_text(text, size, color=LABEL_TEXT, box=LABEL_BOX, padding=max(2, size // 3),
                             max_width=sw - 2 * margin)
        self.blend(sprite, sx + margin, sy + sh - margin - sprite.height, clip=(sx, sy, sw, sh))

    def audio_inserts(self, names: list[str], x: int | None = None, y: int | None = None) -> None:
        """Speakers not seen in the picture (audio_insert): a row of name boxes with a note sign, from (x, y)
        (the row's top left), else at the bottom right corner (away from the names at the tiles' bottom left)."""
        size = 22
        sprites = [render_text(f"\u266a {name.strip() or '?'}", size, color=LABEL_TEXT, box=INSERT_BOX,
                               padding=8, max_width=self.width // 3) for name in names]
        if not sprites:
            return
        gap = 8
        row = sum(s.width for s in sprites) + gap * (len(sprites) - 1)
        left = max(0, self.width - 16 - row) if x is None else _clamp(int(x), 0, self.width - 2)
        top = (self.height - 16 - sprites[0].height if y is None
               else _clamp(int(y), 0, self.height - sprites[0].height))
        left, top = left & ~1, top & ~1
        for sprite in sprites:
            if left + sprite.width > self.width:
                break
            self.blend(sprite, left, top)
            left = (left + sprite.width + gap) & ~1

    def blend(self, sprite: Sprite, x: int, y: int, *, clip: tuple[int, int, int, int] | None = None,
              target: Planes | None = None) -> None:
        """Alpha-blend ``sprite`` with its top-left corner at (x, y) (made even), inside ``clip`` (x, y, w, h;
        default the whole canvas), into the canvas planes (or ``target``'s)."""
        cx, cy, cw, ch = clip if clip is not None else (0, 0, self.width, self.height)
        x, y = x & ~1, y & ~1
        left, top = max(x, cx, 0), max(y, cy, 0)
        right = min(x + sprite.width, cx + cw, self.width) & ~1
        bottom = min(y + sprite.height, cy + ch, self.height) & ~1
        if right - left < 2 or bottom - top < 2:
            return
        ty, tu, tv = target if target is not None else (self.y, self.u, self.v)
        full = (slice(top - y, bottom - y), slice(left - x, right - x))
        half = (slice((top - y) // 2, (bottom - y) // 2), slice((left - x) // 2, (right - x) // 2))
        dst_full = (slice(top, bottom), slice(left, right))
        dst_half = (slice(top // 2, bottom // 2), slice(left // 2, right // 2))
        if sprite.opaque:
            ty[dst_full] = sprite.y[full]
            tu[dst_half] = sprite.u[half]
            tv[dst_half] = sprite.v[half]
            return
        _blend_plane(ty[dst_full], sprite.y_pre[full], sprite.inv[full])
        inv_half = sprite.inv_half[half]
        _blend_plane(tu[dst_half], sprite.u_pre[half], inv_half)
        _blend_plane(tv[dst_half], sprite.v_pre[half], inv_half)

    def place(self, frame: av.VideoFrame, slot: Slot) -> None:
        """Draw ``frame`` into ``slot``: contain (letterboxed, whole picture), cover (filled, centre cropped)
        or auto (cover unless that would cut off more than a fifth of the picture)."""
        sx, sy, sw, sh = self._clip(slot)
        if sw < 2 or sh < 2 or frame.width < 2 or frame.height < 2:
            return
        fit = slot.fit
        if fit == "auto":
            cover_scale = max(sw / frame.width, sh / frame.height)
            contain_scale = min(sw / frame.width, sh / frame.height)
            fit = "cover" if contain_scale / cover_scale >= 0.8 else "contain"
        scale = (max if fit == "cover" else min)(sw / frame.width, sh / frame.height)
        tw, th = _even(frame.width * scale + 0.5), _even(frame.height * scale + 0.5)
        if fit == "cover":
            tw, th = max(tw, sw), max(th, sh)
        else:
            tw, th = min(tw, sw), min(th, sh)
        ty, tu, tv = self._scale(frame, tw, th, slot)
        if fit == "cover":  # crop the centre
            cx, cy = ((tw - sw) // 2) & ~1, ((th - sh) // 2) & ~1
            self._blit(ty, tu, tv, cx, cy, sx, sy, sw, sh)
        else:  # centre in the slot
            ox, oy = (sx + (sw - tw) // 2) & ~1, (sy + (sh - th) // 2) & ~1
            self._blit(ty, tu, tv, 0, 0, ox, oy, tw, th)

    def _clip(self, slot: Slot) -> tuple[int, int, int, int]:
        x, y = max(0, slot.x) & ~1, max(0, slot.y) & ~1
        w = min(slot.w - (x - slot.x), self.width - x) & ~1
        h = min(slot.h - (y - slot.y), self.height - y) & ~1
        return x, y, w, h

    def _scale(self, frame: av.VideoFrame, width: int, height: int, slot: Slot) -> Planes:
        """The Y, U, V planes of ``frame`` scaled to width x height (views into the scaled frame, which the
        cache keeps alive with them)."""
        key = (slot.x, slot.y, slot.w, slot.h, slot.fit)
        cached = self._scaled.get(key)
        if cached is not None and cached[0] is frame and cached[2][0].shape == (height, width):
            return cached[2]
        if frame.width == width and frame.height == height and frame.format.name == "yuv420p":
            scaled = frame
        else:
            scaler = self._scalers.get(key)
            if scaler is None:
                scaler = self._scalers[key] = VideoReformatter()
            scaled = scaler.reformat(frame, width=width, height=height, format="yuv420p",
                                     interpolation=Interpolation.BILINEAR)
        planes = _frame_planes(scaled)
        self._scaled[key] = (frame, scaled, planes)
        return planes

    def _blit(self, ty: np.ndarray, tu: np.ndarray, tv: np.ndarray, cx: int, cy: int,
              x: int, y: int, w: int, h: int) -> None:
        self.y[y:y + h, x:x + w] = ty[cy:cy + h, cx:cx + w]
        self.u[y // 2:(y + h) // 2, x // 2:(x + w) // 2] = tu[cy // 2:(cy + h) // 2, cx // 2:(cx + w) // 2]
        self.v[y // 2:(y + h) // 2, x // 2:(x + w) // 2] = tv[cy // 2:(cy + h) // 2, cx // 2:(cx + w) // 2]

    def forget(self, keep: set[tuple[int, int, int, int, str]] | None = None) -> None:
        """Drop cached scaled pictures (of slots no longer in the layout)."""
        for cache in (self._scaled, self._scalers):
            for key in [k for k in cache if keep is None or k not in keep]:
                del cache[key]

    def to_frame(self) -> av.VideoFrame:
        """The picture as a new frame (the buffer is copied: the encoder may hold on to it)."""
        return av.VideoFrame.from_ndarray(self.buffer, format="yuv420p")


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def _blend_plane(dst: np.ndarray, pre: np.ndarray, inv: np.ndarray) -> None:
    """dst = (dst * (256 - a) + src * a + 128) >> 8, in place (uint16: at most 255 * 256 + 128)."""
    mixed = np.multiply(dst, inv, dtype=np.uint16)
    mixed += pre
    mixed >>= 8
    np.copyto(dst, mixed, casting="unsafe")


def _frame_planes(frame: av.VideoFrame) -> Planes:
    """Views of the Y, U and V planes of an even-sized yuv420p frame, without copying (rows of a plane may be
    padded to its line size)."""
    sizes = ((frame.width, frame.height), (frame.width // 2, frame.height // 2),
             (frame.width // 2, frame.height // 2))
    views = []
    for plane, (width, height) in zip(frame.planes, sizes):
        rows = np.frombuffer(plane, dtype=np.uint8)[:plane.line_size * height].reshape(height, plane.line_size)
        views.append(rows[:, :width])
    return views[0], views[1], views[2]


def _planes(picture: np.ndarray, width: int, height: int) -> Planes:
    """Views of the Y, U and V planes of a (height * 3/2, width) yuv420p array (planes one after the other:
    with height not a multiple of 4 a chroma plane starts in the middle of a row)."""
    flat = picture.reshape(-1)
    luma, chroma = width * height, (width // 2) * (height // 2)
    y = flat[:luma].reshape(height, width)
    u = flat[luma:luma + chroma].reshape(height // 2, width // 2)
    v = flat[luma + chroma:luma + 2 * chroma].reshape(height // 2, width // 2)
    return y, u, v
