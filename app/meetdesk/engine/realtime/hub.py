"""ActionCable-compatible /rt hub (placeholder until the real-time work lands)."""
from __future__ import annotations


def routes(engine) -> list:
    """Starlette routes of the hub: WebSocketRoute("/rt", ...)."""
    return []
