"""Where a participant's tile is in a composed picture (`meetdesk join` reads its latency from the test card's
stamp in its own tile, or a chosen one's): from the sepp source_update, checked against the picture's size, and
where a card sits in a tile that letterboxes it."""
from __future__ import annotations

from typing import Any


def _strip_domain(cid: str) -> str:
    return cid.split("@", 1)[0]


MAX_TILES = 1000    # a source_update listing more is not believed


def tile_region(sources: dict[str, Any] | None, width: int, height: int,
                cid: str | None) -> tuple[str, tuple[int, int, int, int]] | None:
    """The tile of ``cid`` (a client id, with or without domain) in a composed picture of ``width`` x ``height``,
    from the call's last sepp source_update (src: source ids, vsrc: per position an index into src or -1, dims:
    per position {x, y, w, h} on the picture): ``(client id without domain, (x, y, w, h))``; None when that
    participant has no tile or the update is malformed or does not fit the picture."""
    if not isinstance(sources, dict) or cid is None:
        return None
    src, vsrc, dims = sources.get("src"), sources.get("vsrc"), sources.get("dims")
    if not (isinstance(src, list) and isinstance(vsrc, list) and isinstance(dims, list)) \
            or max(len(src), len(vsrc)) > MAX_TILES:
        return None
    for position, index in enumerate(vsrc):
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(src):
            continue
        source = src[index]
        if not isinstance(source, str) or _strip_domain(source) != _strip_domain(cid) or position >= len(dims):
            continue
        rect = dims[position]
        try:
            x, y, w, h = (int(rect[k]) for k in ("x", "y", "w", "h"))
        except (TypeError, KeyError, ValueError, OverflowError):
            return None
        if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > width or y + h > height:
            return None     # not this picture (peer video still arriving after the switch)
        return _strip_domain(cid), (x, y, w, h)
    return None


CARD_ASPECT = 4 / 3     # the synthetic camera's card (640x480)


def card_in_tile(tile: tuple[int, int, int, int], aspect: float = CARD_ASPECT) -> tuple[int, int, int, int]:
    """Where a card of ``aspect`` sits in a tile the composed picture letterboxes it into (the MCU's contain fit,
    e.g. a 4:3 card in a 16:9 tile of a widescreen picture): centred, whole."""
    x, y, w, h = tile
    if w / h > aspect:
        width = min(w, round(h * aspect))
        return x + (w - width) // 2, y, width, h
    height = min(h, round(w / aspect))
    return x, y + (h - height) // 2, w, height
