"""The browser page behind the engine's app links, and its static files (resources/web).

    GET {base}/?guest=<token>             a guest link
    GET {base}/permalink?guest=<token>    a permalink guest link (waits for a host)
    GET {base}/?<access_key>              an app link with an access key
    GET {base}/permalink?<user_token>     a permalink host link
    GET {base}/web/<file>                 the page's own scripts and styles (no CDN: works offline)
    GET {base}/web/reactions/<name>.png   a reaction's picture (the one the app and the composed picture draw)

The page opens MeetDesk through ``meetdesk://`` (its button) or joins from the browser over the same REST,
real-time and sepp protocols as every other client. ``GET /`` without a query is the engine's landing page.
``GET /permalink`` is also the API's permalink listing: the page answers it only for a request without an
``Authorization`` header whose query is a link (``guest=<token>`` or a bare token), so API clients never see it.

The routes are made by :func:`page_routes` (not ``routes``): the app puts them before the REST resources,
because the app-link route must be asked before the listing.
"""
from __future__ import annotations

import html
import importlib.resources
from functools import lru_cache
from urllib.parse import parse_qsl

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Match, Route
from starlette.types import Scope

from meetdesk.api.errors import ApiError
from meetdesk.api.links import APP_SCHEME, with_fingerprint
from meetdesk.api.options import random_guest_name
from meetdesk.api.reactions import is_reaction
from meetdesk.engine.engine import Engine

WEB_PACKAGE = "meetdesk.resources.web"
PAGE = "guest.html"
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".html": "text/html; charset=utf-8", ".svg": "image/svg+xml"}

LANDING = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>MeetDesk</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 36em; margin: 3em auto">
<h1>MeetDesk</h1>
<p>This is a MeetDesk meeting engine. To join a meeting, open your meeting link in the MeetDesk app or in this
browser.</p>
</body></html>
"""


@lru_cache(maxsize=None)
def web_files() -> dict[str, tuple[bytes, str]]:
    """Every file of resources/web by name, with its content type (read once)."""
    folder = importlib.resources.files(WEB_PACKAGE)
    found = {}
    for entry in folder.iterdir():
        suffix = "." + entry.name.rsplit(".", 1)[-1] if "." in entry.name else ""
        if entry.is_file() and suffix in TYPES:
            found[entry.name] = (entry.read_bytes(), TYPES[suffix])
    return found


def link_query(query: str) -> bool:
    """Whether a query string is an app link's: ``guest=<token>`` or one bare token (and nothing else)."""
    if not query or len(query) > 2048:
        return False
    parts = [p for p in query.split("&") if p]
    if len(parts) != 1:
        return False
    if "=" not in parts[0]:
        return True
    pairs = parse_qsl(parts[0], keep_blank_values=True)
    return len(pairs) == 1 and pairs[0][0] == "guest" and bool(pairs[0][1])


class AppLinkRoute(Route):
    """A GET route that matches only a browser opening an app link (no Authorization, a link's query)."""

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] != "http" or scope.get("method") not in ("GET", "HEAD"):
            return Match.NONE, {}
        if any(name == b"authorization" for name, _ in scope.get("headers") or []):
            return Match.NONE, {}
        if not link_query(scope.get("query_string", b"").decode("latin-1")):
            return Match.NONE, {}
        return super().matches(scope)


def _socket_origin(origin: str) -> str:
    """http://h:p -> ws://h:p, https://h:p -> wss://h:p."""
    return "ws" + origin[len("http"):] if origin.startswith("http") else origin


def security_headers(public_url: str, request_origin: str) -> dict[str, str]:
    """The page loads only its own files and connects only to this engine: the origin the browser used and the
    public URL its links (/rt, /call) are built from, over HTTP and WebSocket; camera and microphone for this
    origin only; meetdesk:// in a hidden frame (how the page hands the link to the app)."""
    origins = sorted({o.rstrip("/") for o in (request_origin, public_url) if o})
    connect = " ".join(["'self'", *origins, *(_socket_origin(o) for o in origins)])
    return {
        "Content-Security-Policy": (
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; "
            f"connect-src {connect}; base-uri 'none'; form-action 'none'; frame-src meetdesk:; "
            "frame-ancestors 'none'"),
        "Permissions-Policy": "camera=(self), microphone=(self)",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
    }


def render_page(app_link: str, fingerprint: str | None = None, room_name: str = "",
                suggest_names: bool = False) -> bytes:
    """The page with its "Open in the MeetDesk app" link (HTML-escaped; it works without JavaScript too) and,
    on HTTPS, the fingerprint of the engine's certificate (the link carries it; the page shows it beside a
    sentence on the browser's certificate warning); for a guest link, the meeting's name (the lobby says which
    meeting it joins) and, where the room suggests guest names (options[suggest_guest_names]), a name to start from
    (the same list as the app's: api/options.py; the page is not cached, each load offers another)."""
    body = web_files()[PAGE][0].decode("utf-8")
    return (body.replace("{{app_link}}", html.escape(with_fingerprint(app_link, fingerprint), quote=True))
            .replace("{{fingerprint}}", html.escape(fingerprint or "", quote=True))
            .replace("{{room_name}}", html.escape(room_name, quote=True))
            .replace("{{suggested_name}}", random_guest_name() if suggest_names else "")  # (letters and a space)
            .encode("utf-8"))


def lobby_facts(engine: Engine, path: str, query: str) -> tuple[str, bool]:
    """(the meeting's name, whether to suggest guest names) of a guest link's token; ("", False) for any other
    link or a token that names nothing (a guest link tells no more than joining with it would)."""
    pairs = parse_qsl(query, keep_blank_values=True)
    if len(pairs) != 1 or pairs[0][0] != "guest":
        return "", False
    token = pairs[0][1]
    if path.rstrip("/").endswith("/permalink"):
        permalink = engine.store.permalink_by_guest_token(token)
        if permalink is None:
            return "", False
        return permalink["name"] or "", bool(permalink["options"].get("suggest_guest_names", True))
    meeting = engine.meeting_keys.guest_meeting(token)
    if meeting is None:
        return "", False
    return meeting.name or "", bool(meeting.options.get("suggest_guest_names", True))


def page_routes(engine: Engine) -> list:
    def page(request: Request) -> Response:
        origin = f"{request.url.scheme}://{request.url.netloc}"
        name, suggest = lobby_facts(engine, request.url.path, request.url.query)
        return Response(render_page(str(request.url.replace(scheme=APP_SCHEME)), engine.fingerprint, name, suggest),
                        media_type=TYPES[".html"], headers=security_headers(engine.base_url, origin))

    async def landing(request: Request) -> Response:
        if link_query(request.url.query):
            return page(request)
        return HTMLResponse(LANDING, headers={"Cache-Control": "no-store"})

    async def app_link(request: Request) -> Response:
        return page(request)

    async def asset(request: Request) -> Response:
        entry = web_files().get(request.path_params["name"])
        if entry is None or request.path_params["name"] == PAGE:
            raise ApiError(404, "not found")
        body, kind = entry
        return Response(body, media_type=kind, headers={"Cache-Control": "no-cache",
                                                         "X-Content-Type-Options": "nosniff"})

    async def reaction_picture(request: Request) -> Response:
        name = request.path_params["name"]
        if not is_reaction(name):
            raise ApiError(404, "not found")
        body = (importlib.resources.files("meetdesk.resources") / "reactions" / f"{name}.png").read_bytes()
        return Response(body, media_type="image/png", headers={"Cache-Control": "max-age=86400",
                                                               "X-Content-Type-Options": "nosniff"})

    return [Route("/", landing, methods=["GET"]),
            AppLinkRoute("/permalink", app_link, methods=["GET"]),
            Route("/web/reactions/{name}.png", reaction_picture, methods=["GET"]),
            Route("/web/{name}", asset, methods=["GET"])]


__all__ = ["page_routes", "link_query", "render_page", "web_files", "security_headers", "AppLinkRoute"]
