"""Reactions (an engine extension, docs/engine-api.md "Reactions"): the names a participant may send with
``POST /rooms/<ACCESS_KEY>/reactions``, in the order a picker shows them. Names travel on the wire, never emoji:
each side draws its own picture of a name (resources/reactions/<name>.png), so nothing a sender wrote is drawn."""
from __future__ import annotations

REACTIONS: tuple[str, ...] = ("thumbs_up", "heart", "laugh", "clap", "surprised", "celebrate")
DURATION = 3.0  # s a reaction is seen, rising and fading


def is_reaction(value: object) -> bool:
    return isinstance(value, str) and value in REACTIONS
