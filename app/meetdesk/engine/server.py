"""Run the engine behind uvicorn inside the current asyncio loop (plain asyncio or qasync)."""
from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import uvicorn

from meetdesk.engine.announcer import Announcer
from meetdesk.engine.app import build_app
from meetdesk.engine.connections import ConnectionGuard, TlsGate, TlsServer, limits_for
from meetdesk.engine.config import EngineConfig, lan_address  # noqa: F401 (lan_address: for ui/hosting.py)
from meetdesk.engine.engine import Engine
from meetdesk.engine.tls import CertificateError, cert_fingerprint, own_certificate, server_context

log = logging.getLogger(__name__)


class _Server(uvicorn.Server):
    """uvicorn without its signal handlers: the host program decides when to stop. Over TLS, each accepted
    connection is admitted by its address before its handshake, which must complete within
    ``handshake_timeout`` (the engine's header timeout; asyncio's default is 60 s): engine/connections.py
    TlsGate."""

    handshake_timeout: float | None = None
    guard: ConnectionGuard | None = None

    @contextlib.contextmanager
    def capture_signals(self):  # type: ignore[override]
        yield

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        config = self.config
        if not config.ssl or sockets is None:
            await super().startup(sockets)
            return
        # uvicorn's startup for passed sockets, with the handshake bound it does not take
        await self.lifespan.startup()

        def create_protocol(_loop: asyncio.AbstractEventLoop | None = None) -> asyncio.Protocol:
            return config.http_protocol_class(config=config, server_state=self.server_state,  # type: ignore
                                              app_state=self.lifespan.state, _loop=_loop)

        guard, context, timeout = self.guard, config.ssl, self.handshake_timeout
        # each connection admitted by its address before its handshake (engine/connections.py TlsGate)
        self.servers = [TlsServer(sock, lambda: TlsGate(guard, context, create_protocol, timeout))
                        for sock in sockets]  # type: ignore[misc]
        self.started = True

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        if self.guard is not None:
            self.guard.abort_handshakes()
        await super().shutdown(sockets)


WS_MAX_SIZE = 1024 * 1024  # bytes of one WebSocket message (docs/engine-api.md "Connections")


class PortInUse(OSError):
    """The engine's port is taken by another program (the CLI says so in one line; the app tries the next)."""

    def __init__(self, host: str, port: int):
        super().__init__(errno.EADDRINUSE, f"port {port} is in use")
        self.host, self.port = host, port


def _bind(host: str, port: int) -> socket.socket:
    """The listening socket, made with IPPROTO_TCP: asyncio sets TCP_NODELAY on accepted connections only
    when the listener's protocol number says TCP (docs/architecture.md "Facts about the toolchain"); the
    protocol classes set it too."""
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


def tls_files(config: EngineConfig) -> tuple[Path, Path, str] | None:
    """The certificate and key the engine serves, and the certificate's fingerprint; None for plain HTTP.
    The user's pair when given (checked here: CertificateError says what is wrong), else the engine's own."""
    if not config.uses_tls:
        return None
    if config.tls_cert is not None or config.tls_key is not None:
        if config.tls_cert is None or config.tls_key is None:
            raise CertificateError("a certificate needs its key: give both --tls-cert and --tls-key")
        cert, key = Path(config.tls_cert), Path(config.tls_key)
    else:
        cert, key = own_certificate(config.data_dir)
    server_context(cert, key)   # loads: a bad file or a key of another certificate fails here, in one sentence
    return cert, key, cert_fingerprint(cert)


@contextlib.asynccontextmanager
async def running_engine(config: EngineConfig) -> AsyncIterator[Engine]:
    """Start the engine (port 0 picks a free port; base_url is set once bound); end meetings on exit."""
    tls = tls_files(config)   # a certificate that cannot be used fails before the port is taken
    sock = _bind(config.host, config.port)   # first: a taken port fails before the store is opened
    try:
        engine = Engine(config)
    except BaseException:
        sock.close()
        raise
    if tls is not None:
        engine.fingerprint = tls[2]
    engine.set_listening(config.host, sock.getsockname()[1])
    guard = limits_for(config)
    engine.connections = guard
    http_protocol, ws_protocol = guard.protocols()
    uv_config = uvicorn.Config(build_app(engine), lifespan="off", log_level="warning", access_log=False,
                               http=http_protocol, ws=ws_protocol, ws_max_size=WS_MAX_SIZE,
                               timeout_keep_alive=config.keep_alive_timeout, timeout_graceful_shutdown=3,
                               ssl_certfile=str(tls[0]) if tls else None, ssl_keyfile=str(tls[1]) if tls else None)
    server = _Server(uv_config)
    server.handshake_timeout = config.header_timeout
    server.guard = guard
    task = asyncio.get_running_loop().create_task(server.serve(sockets=[sock]))
    try:
        while not server.started:
            if task.done():
                task.result()
                raise RuntimeError("the engine's HTTP server stopped during start-up")
            await asyncio.sleep(0.01)
        # on the network only; its goodbye goes out before the meetings end
        announcer = Announcer(engine.config, engine.base_url, engine.listing)
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
