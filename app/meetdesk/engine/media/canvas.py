"""The composed picture of one tick, drawn in yuv420p: background, tiles in their slots, then what lies on top.

Scaling is libswscale's (``VideoFrame.reformat``), placement numpy slicing into one contiguous buffer, which
becomes the frame handed to the encoder (platform-notes.md: 0.8-1.5 ms for 9 tiles at 1280x720; RGB or
numpy-indexed scaling costs several times more). A tile whose input frame did not change since the last tick
reuses its scaled picture.
"""
from __future__ import annotations

import av
import numpy as np
from av.video.reformatter import Interpolation, VideoReformatter

from .layouts import Slot


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


class Canvas:
    """One yuv420p buffer of width x height; ``planes`` are views into it."""

    def __init__(self, width: int, height: int, background: str = "#121212") -> None:
        self.width, self.height = _even(width), _even(height)
        w, h = self.width, self.height
        self.buffer = np.empty((h * 3 // 2, w), dtype=np.uint8)
        self.y = self.buffer[:h]
        self.u = self.buffer[h:h + h // 4].reshape(h // 2, w // 2)
        self.v = self.buffer[h + h // 4:].reshape(h // 2, w // 2)
        self.background = parse_color(background)
        self._scaled: dict[tuple[int, int, int, int, str], tuple[object, tuple[np.ndarray, ...]]] = {}
        # One scaler per slot: it keeps its libswscale context while the sizes stay (frame.reformat makes
        # a new one per call, twice the cost).
        self._scalers: dict[tuple[int, int, int, int, str], VideoReformatter] = {}

    def clear(self) -> None:
        """Fill with the background colour."""
        y, u, v = self.background
        self.y.fill(y)
        self.u.fill(u)
        self.v.fill(v)

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

    def _scale(self, frame: av.VideoFrame, width: int, height: int, slot: Slot
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        key = (slot.x, slot.y, slot.w, slot.h, slot.fit)
        cached = self._scaled.get(key)
        if cached is not None and cached[0] is frame and cached[1][0].shape == (height, width):
            return cached[1]
        if frame.width == width and frame.height == height and frame.format.name == "yuv420p":
            picture = _planes(frame)
        else:
            scaler = self._scalers.get(key)
            if scaler is None:
                scaler = self._scalers[key] = VideoReformatter()
            picture = _planes(scaler.reformat(frame, width=width, height=height, format="yuv420p",
                                              interpolation=Interpolation.BILINEAR))
        self._scaled[key] = (frame, picture)
        return picture

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

    # provisional (the full module draws names, placeholders and layers)
    def placeholder(self, slot: Slot, name: str) -> None:
        x, y, w, h = self._clip(slot)
        self.y[y:y + h, x:x + w] = min(235, self.background[0] + 24)

    def label(self, slot: Slot, name: str) -> None:
        pass

    def set_layers(self, background: object, overlay: object) -> None:
        pass

    def overlay(self) -> None:
        pass

    def to_frame(self) -> av.VideoFrame:
        """The picture as a new frame (the buffer is copied: the encoder may hold on to it)."""
        return av.VideoFrame.from_ndarray(self.buffer, format="yuv420p")


def _planes(frame: av.VideoFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Views of the Y, U and V planes of a yuv420p frame (rows may be padded: cut to the visible width)."""
    w, h = frame.width, frame.height
    views = []
    for plane, (pw, ph) in zip(frame.planes, ((w, h), ((w + 1) // 2, (h + 1) // 2), ((w + 1) // 2, (h + 1) // 2))):
        views.append(np.frombuffer(plane, dtype=np.uint8).reshape(ph, plane.line_size)[:, :pw])
    return views[0], views[1], views[2]
