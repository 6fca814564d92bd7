"""The engine's ASGI app: REST resources of engine/http, the /rt hub and the /call socket on one port."""
from __future__ import annotations

import functools
import importlib
import logging
import pkgutil
from collections.abc import Awaitable, Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from meetdesk.api.errors import ApiError
from meetdesk.engine import http as http_pkg
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.engine import Engine

log = logging.getLogger(__name__)


class JsonErrors:
    """Turn any uncaught exception of an HTTP request into a JSON 500 inside the CORS layer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, guarded_send)
        except Exception:
            log.exception("request failed: %s %s", scope.get("method"), scope.get("path"))
            if started:
                raise
            await JsonReply({"error": "internal error"}, status_code=500)(scope, receive, send)


def in_transaction(engine: Engine, endpoint: Callable[[Request], Awaitable[Response]]
                   ) -> Callable[[Request], Awaitable[Response]]:
    """Run an endpoint as one store transaction: committed when it returns a response, rolled back (with
    the in-memory changes it registered) when it raises. The response is sent after the commit."""

    @functools.wraps(endpoint)
    async def run(request: Request) -> Response:
        with engine.store.transaction():
            return await endpoint(request)

    return run


def resource_routes(engine: Engine) -> list:
    """Routes of every engine/http module that defines ``routes(engine)``, in module name order, each
    request one transaction."""
    found: list = []
    for info in sorted(pkgutil.iter_modules(http_pkg.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{http_pkg.__name__}.{info.name}")
        make = getattr(module, "routes", None)
        if callable(make):
            found.extend(Route(r.path, in_transaction(engine, r.endpoint), methods=r.methods, name=r.name)
                         for r in make(engine))
    return found


def build_app(engine: Engine) -> Starlette:
    from meetdesk.engine.http import guest_page
    from meetdesk.engine.realtime import hub
    from meetdesk.engine.signaling import server as signaling_server

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return JsonReply(exc.body(), status_code=exc.status)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        message = {404: "not found", 405: "method not allowed"}.get(exc.status_code, str(exc.detail))
        return JsonReply({"error": message}, status_code=exc.status_code, headers=exc.headers)

    # The app-link page first: GET /permalink?guest=<token> from a browser is the page, not the API listing.
    routes = [*guest_page.page_routes(engine), *resource_routes(engine),
              *hub.routes(engine), *signaling_server.routes(engine)]
    app = Starlette(
        routes=routes,
        middleware=[
            Middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["*"], allow_headers=["*"],
                       expose_headers=["Location"], max_age=600),
            Middleware(JsonErrors),
        ],
        exception_handlers={ApiError: api_error, HTTPException: http_error},
    )
    app.state.engine = engine
    app.state.body_timeout = engine.config.body_timeout
    return app
