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
