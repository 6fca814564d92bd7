"""sepp-compatible signaling socket at /call (placeholder until the signaling work lands)."""
from __future__ import annotations


def routes(engine) -> list:
    """Starlette routes of the signaling socket: WebSocketRoute("/call", ...)."""
    return []
