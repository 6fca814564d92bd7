"""Reactions as the UI needs them: the names a participant may send (``api/reactions.py``), how long one is
seen, each one's picture (resources/reactions/<name>.png, the same the engine draws into the composed picture),
and the check of a received ``reaction`` event."""
from __future__ import annotations

from importlib.resources import files
from typing import Any

from meetdesk.api.reactions import DURATION, REACTIONS, is_reaction

__all__ = ["DURATION", "REACTIONS", "is_reaction", "picture", "sender_name"]


def picture(name: str) -> bytes:
    """The PNG of a reaction name (one of REACTIONS)."""
    if not is_reaction(name):
        raise ValueError(f"not a reaction: {name!r}")
    return (files("meetdesk.resources") / "reactions" / f"{name}.png").read_bytes()


def sender_name(user: Any, limit: int = 40) -> str:
    """The readable name of a reaction event's ``user`` (empty when it has none), at most ``limit`` characters."""
    name = user.get("name") if isinstance(user, dict) else None
    return " ".join(name.split())[:limit] if isinstance(name, str) else ""
