"""Reactions in the composed picture: a reaction's picture (resources/reactions/<name>.png) rises from the
sender's tile (from the bottom of the picture when the sender has none) and fades out within
``api/reactions.DURATION`` s, so browser guests, recordings, broadcasts and MCU forwards see it.

Where a reaction is at a time is pure geometry (``placement``); ``draw_reactions`` blends the sprites into the
canvas. Sprites are made once per (name, size, fade step) with Pillow and kept (``reaction_sprite``): a tick
with reactions costs one small alpha blend each (docs/benchmarks.md "Reactions": the figures).
"""
from __future__ import annotations

import functools
import io
import math
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.resources import files
from typing import TYPE_CHECKING

import numpy as np
from PIL import Image

from meetdesk.api.reactions import DURATION

from .layouts import Slot
from .text import Sprite, sprite_from_rgba

if TYPE_CHECKING:
    from .canvas import Canvas

PICTURES = "meetdesk.resources"
RISE = 0.55  # of the area's height a reaction rises over its DURATION
FADE = 1.0  # s at the end over which it fades out
FADE_STEPS = 8  # opacity steps of the fade (a sprite is kept per step)
SIZE_OF_HEIGHT = 0.16  # a reaction's side, of its area's height ...
MIN_SIZE, MAX_SIZE = 32, 96  # ... within these px
MOST = 24  # reactions drawn at once at most (the newest)


@dataclass(frozen=True)
class SceneReaction:
    """One reaction of the scene: which picture, whose tile (a client id; None: the bottom of the picture),
    when it was sent (s on the MCU's clock) and its place across the area (``seed``: reactions sent together
    stand side by side)."""

    name: str
    source: str | None
    start: float
    seed: int


def placement(area: tuple[int, int, int, int], age: float, seed: int) -> tuple[int, int, int, int] | None:
    """(x, y, side, opacity step 1..FADE_STEPS) of a reaction ``age`` s old rising in ``area`` (x, y, w, h);
    None once it is gone (or not yet there)."""
    ax, ay, aw, ah = area
    if age < 0 or age >= DURATION or aw < 8 or ah < 8:
        return None
    size = max(MIN_SIZE, min(MAX_SIZE, int(ah * SIZE_OF_HEIGHT))) & ~1
    size = min(size, aw & ~1, ah & ~1)
    margin = size // 4
    lane = ((seed * 0.618034) % 1.0) * max(0, aw - size - 2 * margin)  # golden-ratio spread across the area
    sway = math.sin(age * 3.0 + seed) * size * 0.15
    x = ax + margin + lane + sway
    y = ay + ah - size - margin - (age / DURATION) * RISE * ah
    left = DURATION - age
    step = FADE_STEPS if left >= FADE else max(1, math.ceil(left / FADE * FADE_STEPS))
    return int(x), int(y), size, step


@functools.lru_cache(maxsize=256)
def reaction_sprite(name: str, size: int, step: int) -> Sprite:
    """The picture of ``name`` scaled to ``size`` px at opacity ``step`` of FADE_STEPS."""
    data = (files(PICTURES) / "reactions" / f"{name}.png").read_bytes()
    with Image.open(io.BytesIO(data)) as image:
        rgba = np.array(image.convert("RGBA").resize((size, size), Image.LANCZOS))
    if step < FADE_STEPS:
        rgba[..., 3] = (rgba[..., 3].astype(np.uint16) * step // FADE_STEPS).astype(np.uint8)
    return sprite_from_rgba(rgba)


def draw_reactions(canvas: Canvas, reactions: Iterable[SceneReaction], tiles: dict[str, Slot], now: float) -> None:
    """Blend every reaction that is still rising at ``now`` (s on the MCU's clock) into ``canvas``: inside its
    sender's tile (``tiles``: client id -> slot), else over the whole picture from its bottom."""
    whole = (0, 0, canvas.width, canvas.height)
    for reaction in list(reactions)[-MOST:]:
        slot = tiles.get(reaction.source) if reaction.source is not None else None
        area = whole if slot is None else (slot.x, slot.y, slot.w, slot.h)
        spot = placement(area, now - reaction.start, reaction.seed)
        if spot is None:
            continue
        x, y, size, step = spot
        canvas.blend(reaction_sprite(reaction.name, size, step), x, y, clip=area)
