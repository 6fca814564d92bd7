"""Layouts of the composed picture: named layouts, custom maps, validation and slot assignment. Pure geometry:
no media, no asyncio."""
from __future__ import annotations

from dataclasses import dataclass

FITS = ("auto", "contain", "cover")


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


# --- provisional (replaced by the full layouts module): auto grid only ---------------------------------------
@dataclass(frozen=True)
class LayoutSettings:
    layout: str = "auto"
    name: str | None = None
    users: tuple[str, ...] = ()
    map: tuple[Slot, ...] | None = None
    voice_activation: bool = False
    show_names: bool = True


@dataclass(frozen=True)
class Tile:
    slot: Slot
    source: str | None


def arrange(settings, people, *, canvas, speakers=(), presenter=None, screencast=False):  # type: ignore[no-untyped-def]
    width, height = canvas
    people = list(people)[:9]
    n = len(people)
    cols = 1 if n <= 1 else 2 if n <= 4 else 3
    rows = max(1, -(-n // cols))
    w, h = (width // cols) & ~1, (height // rows) & ~1
    return [Tile(Slot((i % cols) * w, (i // cols) * h, w, h), p) for i, p in enumerate(people)]


def layout_number(settings, tiles) -> int:  # type: ignore[no-untyped-def]
    return 1 if settings is not None and settings.layout == "custom" else 0
