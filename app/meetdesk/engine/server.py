"""Run the engine behind uvicorn inside the current asyncio loop (plain asyncio or qasync)."""
from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import socket
from collections.abc import AsyncIterator

import uvicorn

from meetdesk.engine.announcer import Announcer
from meetdesk.engine.app import build_app
from meetdesk.engine.connections import limits_for
from meetdesk.engine.engine import Engine, EngineConfig, lan_address  # lan_address: for ui/hosting.py

log = logging.getLogger(__name__)


class _Server(uvicorn.Server):
    """uvicorn without its signal handlers: the host program decides when to stop."""

    @contextlib.contextmanager
    def capture_signals(self):  # type: ignore[override]
        yield


WS_MAX_SIZE = 1024 * 1024  # bytes of one WebSocket message (README "Limits")


class PortInUse(OSError):
    """The engine's port is taken by another program (the CLI says so in one line; the app tries the next)."""

    def __init__(self, host: str, port: int):
        super().__init__(errno.EADDRINUSE, f"port {port} is in use")
        self.host, self.port = host, port


def _bind(host: str, port: int) -> socket.socket:
    """The listening socket, made with IPPROTO_TCP: asyncio sets TCP_NODELAY on accepted connections only
    when the listener's protocol number says TCP (platform-notes.md); the protocol classes set it too."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if family == socket.AF_INET6 and host == "::":   # every interface, IPv4 too (dual-stack)
        sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise PortInUse(host, port) from None
        raise
    sock.listen(128)
    sock.setblocking(False)
    return sock


@contextlib.asynccontextmanager
async def running_engine(config: EngineConfig) -> AsyncIterator[Engine]:
    """Start the engine (port 0 picks a free port; base_url is set once bound); end meetings on exit."""
    sock = _bind(config.host, config.port)   # first: a taken port fails before the store is opened
    try:
        engine = Engine(config)
    except BaseException:
        sock.close()
        raise
    engine.set_listening(config.host, sock.getsockname()[1])
    guard = limits_for(config)
    engine.connections = guard
    http_protocol, ws_protocol = guard.protocols()
    uv_config = uvicorn.Config(build_app(engine), lifespan="off", log_level="warning", access_log=False,
                               http=http_protocol, ws=ws_protocol, ws_max_size=WS_MAX_SIZE,
                               timeout_keep_alive=config.keep_alive_timeout, timeout_graceful_shutdown=3)
    server = _Server(uv_config)
    task = asyncio.get_running_loop().create_task(server.serve(sockets=[sock]))
    try:
        while not server.started:
            if task.done():
                task.result()
                raise RuntimeError("the engine's HTTP server stopped during start-up")
            await asyncio.sleep(0.01)
        announcer = Announcer(engine)   # on the network only; its goodbye goes out before the meetings end
        announcer.start()
        try:
            yield engine
        finally:
            await announcer.close()
    finally:
        try:
            await engine.stop()
        finally:
            server.should_exit = True
            try:
                await asyncio.wait_for(task, timeout=10)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                task.cancel()
            sock.close()
