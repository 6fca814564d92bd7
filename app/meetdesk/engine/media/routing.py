"""Who receives what in peer mode, and where each sits on its podium: pure decisions, no media.

Peer mode (two participants): each receives the other's audio and video. In MCU mode (mcu.py) everyone
receives the composed picture and a mix; ``pick_source`` still decides for a leg outside it (the last speaker
among the others first, else the first who joined).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

Source = TypeVar("Source")


def pick_source(receiver: str, senders: Iterable[tuple[str, Source | None]],
                last_speaker: str | None) -> Source | None:
    """The source that ``receiver`` should play, of one kind.

    ``senders`` are (client id, its live source of that kind or None) of the participants in the call, in
    join order. The last speaker comes first, then the others in join order; nobody receives their own.
    """
    candidates = [(client_id, source) for client_id, source in senders if client_id != receiver]
    if last_speaker and last_speaker != receiver:
        candidates.sort(key=lambda entry: entry[0] != last_speaker)  # stable: the rest keep join order
    return next((source for _, source in candidates if source is not None), None)


def source_update(client_ids: list[str], widescreen: bool = False, layout: int = 0) -> dict[str, Any]:
    """Podium state (source_update, docs/engine-api.md "The signaling socket") for the participants in the call,
    in join order:
    a grid of 1, 2 or 3 columns on the 1280x960 (4:3) or 1280x720 (16:9) canvas."""
    width, height = (1280, 720) if widescreen else (1280, 960)
    n = len(client_ids)
    cols = 1 if n <= 1 else 2 if n <= 4 else 3
    rows = max(1, -(-n // cols))
    dims = [{"x": (i % cols) * width // cols, "y": (i // cols) * height // rows,
             "w": width // cols, "h": height // rows} for i in range(n)]
    return {"src": list(client_ids), "asrc": list(range(n)), "vsrc": list(range(n)), "dims": dims, "l": layout}
