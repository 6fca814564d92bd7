"""Link shapes of the service (service-interface.md, Links object), built in one place.

The engine serves its app links from its own base URL (app_url == base_url), so a link handed out by the
engine is enough for a client to find the API again.
"""
from __future__ import annotations

from urllib.parse import quote


def _join(base: str, path: str) -> str:
    return base.rstrip("/") + path


def self_link(base_url: str, access_key: str) -> str:
    return _join(base_url, f"/rooms/{quote(access_key)}")


def gui_link(app_url: str, access_key: str) -> str:
    return _join(app_url, f"/?{quote(access_key)}")


def guest_link(app_url: str, guest_token: str) -> str:
    return _join(app_url, f"/?guest={quote(guest_token)}")


def websocket_link(base_url: str, access_key: str) -> str:
    return _join(base_url, f"/rt?access_key={quote(access_key)}")


def permalink_self_link(base_url: str, permalink_id: str) -> str:
    return _join(base_url, f"/permalink/{quote(permalink_id)}")


def permalink_host_link(app_url: str, user_token: str) -> str:
    return _join(app_url, f"/permalink?{quote(user_token)}")


def permalink_guest_link(app_url: str, guest_token: str) -> str:
    return _join(app_url, f"/permalink?guest={quote(guest_token)}")


def signaling_endpoint(base_url: str) -> str:
    """ws(s)://host:port/call: the sepp socket on the engine's own port."""
    if base_url.startswith("https://"):
        return "wss://" + base_url[len("https://"):].rstrip("/") + "/call"
    if base_url.startswith("http://"):
        return "ws://" + base_url[len("http://"):].rstrip("/") + "/call"
    return base_url.rstrip("/") + "/call"
