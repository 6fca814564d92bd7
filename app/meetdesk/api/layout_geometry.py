"""Geometry of the composed picture, shared by the engine (which composes it) and the UI (which previews it):
the canvas size, slots, and the slots of every named layout. Pure: no media, no asyncio, no Qt.

Named layouts (docs/engine-api.md "Named layouts") keep the canvas's aspect ratio per tile; the first slot of a
present-* layout is the big one, the presentation slot. A custom map has at most ``MAX_SLOTS`` slots.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

FITS = ("auto", "contain", "cover")


class LayoutError(ValueError):
    """A layout request that cannot be applied; ``str(err)`` is the 400 error message."""


def canvas_size(widescreen: bool) -> tuple[int, int]:
    """The composed picture: 1280x720 (16:9) with options[widescreen], else 1280x960 (4:3)."""
    return (1280, 720) if widescreen else (1280, 960)


@dataclass(frozen=True, slots=True)
class Slot:
    """One rectangle of the canvas, in pixels, and how a picture fills it."""

    x: int
    y: int
    w: int
    h: int
    fit: str = "cover"  # auto | contain | cover


MAX_SLOTS = 10  # slots of a map, entries of users[]

# Named layouts and their slot counts (docs/engine-api.md "Named layouts"). The first slot of a present-* layout
# is the big one: the presentation.
NAMED_LAYOUTS: dict[str, int] = {
    "one": 1, "two": 2, "four": 4, "six": 6, "nine": 9,
    "present-lower-3": 4, "present-upper-6": 7, "present-two-upper-6": 8,
    "present-upper-right-9": 10, "present-vertical-9": 10,
}


def _floor_even(value: float) -> int:
    return max(2, int(value) // 2 * 2)


def _round_even(value: float) -> int:
    return max(2, int(round(value / 2)) * 2)


def _offset(free: float) -> int:
    """Half of the free space (px), made even: what centres a rectangle."""
    return max(0, int(free / 2) // 2 * 2)


def _fitted(area: tuple[int, int, int, int], canvas: tuple[int, int], fit: str = "cover") -> Slot:
    """The largest rectangle of the canvas's aspect ratio inside ``area`` (x, y, w, h), centred there."""
    ax, ay, aw, ah = area
    width, height = canvas
    w = _floor_even(aw)
    h = _round_even(w * height / width)
    if h > ah:
        h = _floor_even(ah)
        w = min(_floor_even(aw), _round_even(h * width / height))
    return Slot(ax + _offset(aw - w), ay + _offset(ah - h), w, h, fit)


def _grid(cols: int, rows: int, area: tuple[int, int, int, int], canvas: tuple[int, int],
          count: int | None = None) -> list[Slot]:
    """``cols`` x ``rows`` equal tiles of the canvas's aspect ratio, as large as ``area`` allows, the grid
    centred in it; row by row, the first ``count`` of them."""
    ax, ay, aw, ah = area
    width, height = canvas
    w = _floor_even(aw / cols)
    h = _round_even(w * height / width)
    if h * rows > ah:
        h = _floor_even(ah / rows)
        w = min(w, _round_even(h * width / height))
    x0 = ax + _offset(aw - cols * w)
    y0 = ay + _offset(ah - rows * h)
    slots = [Slot(x0 + c * w, y0 + r * h, w, h) for r in range(rows) for c in range(cols)]
    return slots[:count] if count is not None else slots


def named_slots(name: str, canvas: tuple[int, int]) -> list[Slot]:
    """Geometry of a named layout. Grids keep the canvas's aspect ratio per tile. present-*: the big slot
    (fit auto: a shared screen is not cut) comes first.

    - present-lower-3: the big tile above a row of 3.
    - present-upper-6: a row of 6 small tiles above the big one.
    - present-two-upper-6: a row of 6 small tiles above two big ones side by side.
    - present-upper-right-9: the big tile on the left (5/8 of the width), a 3x3 grid of small tiles in the
      upper right corner (the lower right stays free).
    - present-vertical-9: the big tile on the left, 9 small tiles in a vertical strip on the right.
    """
    width, height = canvas
    full = (0, 0, width, height)
    grids = {"one": (1, 1), "two": (2, 1), "four": (2, 2), "six": (3, 2), "nine": (3, 3)}
    if name in grids:
        return _grid(*grids[name], full, canvas)
    if name == "present-lower-3":
        small = _grid(3, 1, full, canvas)
        row_h = small[0].h
        small = [replace(s, y=height - row_h) for s in small]
        return [_fitted((0, 0, width, height - row_h), canvas, "auto"), *small]
    if name in ("present-upper-6", "present-two-upper-6"):
        small = [replace(s, y=0) for s in _grid(6, 1, full, canvas)]
        row_h = small[0].h
        below = (0, row_h, width, height - row_h)
        if name == "present-upper-6":
            return [_fitted(below, canvas, "auto"), *small]
        return [replace(s, fit="auto") for s in _grid(2, 1, below, canvas)] + small
    if name == "present-upper-right-9":
        small_w = _floor_even(width / 8)
        small = _grid(3, 3, (width - 3 * small_w, 0, 3 * small_w, height), canvas)
        small = [replace(s, y=s.y - small[0].y) for s in small]  # to the top
        return [_fitted((0, 0, width - 3 * small_w, height), canvas, "auto"), *small]
    if name == "present-vertical-9":
        small_h = _floor_even(height / 9)
        small_w = _round_even(small_h * width / height)
        y0 = _offset(height - 9 * small_h)
        small = [Slot(width - small_w, y0 + i * small_h, small_w, small_h) for i in range(9)]
        return [_fitted((0, 0, width - small_w, height), canvas, "auto"), *small]
    raise LayoutError(f"unknown layout name {name!r}")


def name_by_count(count: int, steps: tuple[tuple[int, str], ...], more: str) -> str:
    """The name of the first of ``steps`` (up to which count, name) that ``count`` is within; ``more`` past them."""
    return next((name for most, name in steps if count <= most), more)


AUTO_STEPS = ((1, "one"), (2, "two"), (4, "four"), (6, "six"))


def auto_name(count: int) -> str:
    """The automatic layout for ``count`` videos: one, two, four (3-4), six (5-6), nine (7 and more)."""
    return name_by_count(count, AUTO_STEPS, "nine")


def slots_for(name: str | None, count: int, canvas: tuple[int, int]) -> list[Slot]:
    """Slots of a named layout (``count`` ignored), or with ``name`` None those of the automatic layout for
    ``count`` videos (at least one slot, at most nine)."""
    return named_slots(name if name is not None else auto_name(count), canvas)
