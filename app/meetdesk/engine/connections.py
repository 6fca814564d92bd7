"""Every connection the engine accepts: TCP_NODELAY, a bound per client address, and timeouts.

uvicorn's HTTP protocol (h11) gives a connection as long as it likes to send a request head, and its
keep-alive timer is cancelled by any byte, so idle and half-sent connections were never closed. The
protocol classes here (handed to uvicorn as its ``http`` and ``ws`` classes) add:

- TCP_NODELAY on every accepted socket (uvicorn writes a response's head and body as two segments; with
  Nagle on, the second waits for the client's delayed ACK: 44 ms per kept-alive request);
- at most ``per_address`` connections (HTTP and WebSocket alike) from one client address, and at most
  ``total`` in all; a connection over either limit gets a JSON 503 and is closed;
- a request head must be complete within ``header_timeout`` of the connection or of the previous
  response, else the connection is closed (idle keep-alive connections are closed by uvicorn after its
  keep-alive timeout; bodies have their own deadline where they are read, engine/http/params.py);
- a response sent before the request's body was read (a 413, or an error decided from the path or the
  credential) leaves the rest of the body to be discarded as it arrives, never buffered, for at most
  ``discard_timeout`` seconds and ``discard_bytes`` bytes; past either bound the connection closes (a body
  that ends within both keeps the connection for the next request). Closing at once would reset the
  connection under the client while it still sends, and most clients would lose the response (nginx's
  lingering close); discarding without a bound let one unauthenticated client keep the engine's loop busy
  reading 50 MB while other requests waited;
- a malformed request is answered with a JSON 400, like every other error of the engine; what still comes
  is discarded within the same bounds, then the connection closes;
- over TLS, a connection is admitted by its address when it is accepted, before its handshake (``TlsGate``):
  its handshake counts toward the address's limit, at most ``HANDSHAKES_PER_ADDRESS`` handshakes of one
  address and ``MAX_HANDSHAKES`` in all run at once, and one must complete within the head timeout. asyncio
  gives every TLS connection a 256 KiB buffer before its handshake; counted only once the handshake was done,
  600 half-open connections from one address took the engine from 101 to 284 MB.
"""
from __future__ import annotations

import asyncio
import collections
import logging
import socket
import ssl
import struct
from collections.abc import Callable
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

from meetdesk.api import json_text

log = logging.getLogger(__name__)

WS_MAX_LINE = 8192  # websockets.http11.MAX_LINE_LENGTH
WS_MAX_HEADERS = 128  # websockets.http11.MAX_NUM_HEADERS
DISCARD_TIMEOUT = 5.0  # s the rest of an unread request body may take to arrive before the connection closes
DISCARD_BYTES = 16 * 1024 * 1024  # bytes of it discarded at most: more than the largest body a route takes
MAX_HANDSHAKES = 64  # TLS handshakes in progress at once, from all addresses (each holds 256 KiB of buffers)
HANDSHAKES_PER_ADDRESS = 16  # of them from one address: a flood from one address leaves the others room


def set_nodelay(transport: asyncio.BaseTransport) -> None:
    set_socket_nodelay(transport.get_extra_info("socket"))


def set_socket_nodelay(sock: socket.socket | None) -> None:
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass


def _json_response(status: int, reason: str, message: str) -> bytes:
    body = json_text.dumps_bytes({"error": message})
    head = (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\nconnection: close\r\n"
            f"content-length: {len(body)}\r\n\r\n")
    return head.encode("ascii") + body


class ConnectionGuard:
    """Live connections by client address, and the limits."""

    def __init__(self, per_address: int, total: int, header_timeout: float,
                 discard_timeout: float = DISCARD_TIMEOUT, discard_bytes: int = DISCARD_BYTES) -> None:
        self.per_address = per_address
        self.total = total
        self.header_timeout = header_timeout
        self.discard_timeout = discard_timeout
        self.discard_bytes = discard_bytes
        self.live: dict[str, set[asyncio.BaseTransport]] = collections.defaultdict(set)
        self.count = 0
        self.handshaking: dict[str, set[TlsGate]] = collections.defaultdict(set)  # TLS handshakes in progress

    def admit(self, address: str, transport: asyncio.BaseTransport) -> bool:
        if self.count >= self.total or len(self.live[address]) >= self.per_address:
            if not self.live[address]:
                del self.live[address]
            return False
        self.live[address].add(transport)
        self.count += 1
        return True

    def begin_handshake(self, address: str, gate: TlsGate) -> bool:
        """Admit a TLS connection before its handshake: within the address's limit (its live connections and
        handshakes together), the total, HANDSHAKES_PER_ADDRESS and MAX_HANDSHAKES."""
        pending = sum(len(gates) for gates in self.handshaking.values())
        mine = len(self.handshaking.get(address, ()))
        held = len(self.live.get(address, ())) + mine
        if (pending >= MAX_HANDSHAKES or mine >= HANDSHAKES_PER_ADDRESS or held >= self.per_address
                or self.count + pending >= self.total):
            return False
        self.handshaking[address].add(gate)
        return True

    def end_handshake(self, address: str, gate: TlsGate) -> None:
        gates = self.handshaking.get(address)
        if gates is not None:
            gates.discard(gate)
            if not gates:
                del self.handshaking[address]

    def abort_handshakes(self) -> None:
        """At shutdown: every handshake still in progress ends now."""
        for gates in list(self.handshaking.values()):
            for gate in list(gates):
                gate.abort()

    def release(self, address: str, transport: asyncio.BaseTransport) -> None:
        held = self.live.get(address)
        if held is not None and transport in held:
            held.discard(transport)
            self.count -= 1
            if not held:
                del self.live[address]

    def transports(self) -> list[asyncio.BaseTransport]:
        return [t for held in self.live.values() for t in held]

    def protocols(self) -> tuple[type[GuardedHttp], type[GuardedWebSocket]]:
        """The (http, ws) protocol classes for uvicorn.Config, bound to this guard (uvicorn makes a protocol
        from its class with its own arguments only, so the guard travels as a class attribute)."""
        return (type("GuardedHttp", (GuardedHttp,), {"guard": self}),
                type("GuardedWebSocket", (GuardedWebSocket,), {"guard": self}))


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """A WebSocket upgraded from a GuardedHttp connection: releases its address slot at the end, and closes a
    handshake that does not complete within the head timeout. Used bound to a guard (ConnectionGuard.protocols)."""

    guard: ConnectionGuard
    _handshake_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvicorn sets no deadline on the opening handshake: start the head timeout here
        super().connection_made(transport)
        self._handshake_timer = self.loop.call_later(self.guard.header_timeout, self._handshake_timed_out)

    def _handshake_timed_out(self) -> None:
        if not self.handshake_complete and not self.transport.is_closing():
            log.info("closing a WebSocket whose handshake did not complete")
            self.transport.close()

    async def send(self, message: Any) -> None:
        # a refusal (an HTTP response instead of the handshake) also completes the exchange: no timeout after it
        await super().send(message)
        if message["type"] == "websocket.http.response.body" and not message.get("more_body", False):
            self.handshake_complete = True

    def shutdown(self) -> None:
        # uvicorn's server shutdown sends every handshaken WebSocket a 1012 close unless the app closed it. A
        # socket whose peer's close was just answered (closing, its connection_lost still to come) or that was
        # refused has no close left to send: websockets raises InvalidState, which ended the engine's shutdown
        # with that error (a CI run: a guest's socket closed as its engine stopped). Such a socket only closes.
        if self.handshake_complete and not self.close_sent and self.conn.state is not State.OPEN:
            self.stop_keepalive()
            self.transport.close()
            return
        super().shutdown()

    def connection_lost(self, exc: Exception | None) -> None:
        # the WebSocket holds the address slot of the connection it was upgraded from: give it back
        if self._handshake_timer is not None:
            self._handshake_timer.cancel()
        self.guard.release(self.client[0] if self.client else "", self.transport)
        super().connection_lost(exc)


class GuardedHttp(H11Protocol):
    """uvicorn's h11 protocol with the module doc's limits. Used bound to a guard (ConnectionGuard.protocols)."""

    guard: ConnectionGuard
    _head_timer: asyncio.TimerHandle | None = None
    _admitted = False
    _upgraded = False
    _discarding = False  # answered a malformed request: what still comes is dropped, then closed
    _discard_left: int | None = None  # bytes still to discard of an unread body (None: not discarding)

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        # TCP_NODELAY, the per-address and total limits, and the head timeout, from the first byte on
        super().connection_made(transport)
        set_nodelay(transport)
        self._address = self.client[0] if self.client else ""
        self._admitted = self.guard.admit(self._address, transport)
        if not self._admitted:
            log.warning("refusing a connection from %s: connection limit reached", self._address)
            transport.write(_json_response(503, "Service Unavailable", "too many connections from this address"))
            transport.close()
            return
        self._arm_head_timer()

    def _arm_head_timer(self, delay: float | None = None) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(delay if delay is not None else self.guard.header_timeout,
                                                self._head_timed_out)

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if not self.transport.is_closing():
            log.info("closing a connection from %s: no complete request within %g s",
                     self._address, self.guard.header_timeout)
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        # a refused connection reads nothing; a discarded body is counted and dropped, never parsed or buffered
        if not self._admitted or self.transport.is_closing():
            return
        if self._discard_left is not None:
            self._discard_left -= len(data)
            if self._discard_left < 0:
                log.info("closing a connection from %s: more than %d bytes of an unread body",
                         self._address, self.guard.discard_bytes)
                self.transport.close()
                return
        if self._discarding:
            return
        super().data_received(data)

    def handle_events(self) -> None:
        # uvicorn's keep-alive timer stops at any byte: the head timer stops only when a whole head arrived
        before = self.cycle
        super().handle_events()
        if self.cycle is not before and self._head_timer is not None:  # a request head arrived
            self._head_timer.cancel()
            self._head_timer = None
        if (self._discard_left is not None and not self._discarding
                and self.conn.their_state is not h11.SEND_BODY):  # the unread body ended within bounds
            self._discard_left = None
            if self.cycle is before and not self.transport.is_closing():
                self._arm_head_timer()

    def _discard(self) -> None:
        """Drop what comes of the request still being sent, within the bounds (module doc)."""
        self._discard_left = self.guard.discard_bytes
        self._arm_head_timer(self.guard.discard_timeout)

    def on_response_complete(self) -> None:
        # the next request head is timed from here; an unread body is discarded within bounds, not buffered
        super().on_response_complete()
        if self.transport.is_closing():
            return
        if self.conn.their_state is h11.SEND_BODY:
            self._discard()
        else:
            self._arm_head_timer()

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        # websockets' handshake parser takes lines of at most 8192 bytes and 128 headers; past that it fails
        # without answering, so such a request is answered here; the address slot passes to the WebSocket
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None
        if len(event.target) + 20 > WS_MAX_LINE or len(event.headers) > WS_MAX_HEADERS or any(
                len(name) + len(value) + 4 > WS_MAX_LINE for name, value in event.headers):
            self.transport.write(_json_response(431, "Request Header Fields Too Large",
                                                "request line or header too long for a WebSocket"))
            self.transport.close()
            return
        self._upgraded = True  # the WebSocket protocol holds the address slot from now on
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc: Exception | None) -> None:
        # give the address slot back, unless the WebSocket it was upgraded to holds it
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None
        if self._admitted and not self._upgraded:
            self.guard.release(self._address, self.transport)
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        # a JSON 400 like every other error of the engine, then a bounded discard (closing at once would reset
        # the answer under the client)
        body = json_text.dumps_bytes({"error": f"bad request: {msg}"})
        headers: list[tuple[bytes, bytes]] = [(b"content-type", b"application/json"), (b"connection", b"close")]
        try:
            self.transport.write(self.conn.send(h11.Response(status_code=400, headers=headers,
                                                             reason=b"Bad Request")))
            self.transport.write(self.conn.send(h11.Data(data=body)))
            self.transport.write(self.conn.send(h11.EndOfMessage()))
        except h11.LocalProtocolError:
            pass
        self._discarding = True
        self._discard()


class TlsGate:
    """One accepted TLS connection until its handshake is done: admitted by its address before the handshake
    (ConnectionGuard.begin_handshake; a refused one is reset, it has no TLS to say anything in), the handshake
    (bounded by ``timeout``), then the protocol ``app_factory`` makes takes the encrypted transport.

    The socket is accepted by ``TlsServer`` and handed to ``loop.connect_accepted_socket`` with the TLS
    context: nothing is read from it before the handshake starts (``loop.start_tls`` on a transport that was
    already reading loses a client's hello read before it on uvloop: its issue #707)."""

    def __init__(self, guard: ConnectionGuard, context: ssl.SSLContext, app_factory: Callable[[], asyncio.Protocol],
                 timeout: float | None) -> None:
        self.guard, self.context, self.app_factory, self.timeout = guard, context, app_factory, timeout
        self.sock: socket.socket | None = None
        self.task: asyncio.Task | None = None
        self.address = ""

    def accept(self, sock: socket.socket, address: str) -> None:
        """Admit ``sock`` and start its handshake; over a limit the socket is reset."""
        self.sock, self.address = sock, address
        if not self.guard.begin_handshake(address, self):
            log.info("refusing a TLS connection from %s: connection limit reached", address)
            _reset(sock)
            return
        self.task = asyncio.get_running_loop().create_task(self._handshake(sock))

    async def _handshake(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        set_socket_nodelay(sock)
        try:
            await loop.connect_accepted_socket(self.app_factory, sock, ssl=self.context,
                                               ssl_handshake_timeout=self.timeout)
        except asyncio.CancelledError:
            _reset(sock)
            raise
        except Exception:   # a failed or timed-out handshake, a client gone (OSError, SSLError, TimeoutError)
            _reset(sock)
        finally:
            self.guard.end_handshake(self.address, self)

    def abort(self) -> None:
        if self.task is not None:
            self.task.cancel()
        elif self.sock is not None:
            _reset(self.sock)


def _reset(sock: socket.socket) -> None:
    """Close an accepted socket at once, with a reset (no lingering, nothing to send)."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    sock.close()


class TlsServer:
    """Accepts the connections of a listening socket and hands each to a TlsGate. Stands in for the
    ``asyncio.Server`` of ``loop.create_server`` where uvicorn closes its servers (close, wait_closed)."""

    def __init__(self, sock: socket.socket, gate: Callable[[], TlsGate]) -> None:
        self.sockets = [sock]
        self._sock = sock
        self._gate = gate
        sock.setblocking(False)
        self._task = asyncio.get_running_loop().create_task(self._accept())

    async def _accept(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                conn, peer = await loop.sock_accept(self._sock)
            except OSError as exc:  # out of file descriptors, a connection reset before it was accepted
                log.warning("accepting a connection failed: %s", exc)
                await asyncio.sleep(0.1)
                continue
            conn.setblocking(False)
            self._gate().accept(conn, peer[0] if isinstance(peer, tuple) else "")

    def close(self) -> None:
        self._task.cancel()

    async def wait_closed(self) -> None:
        try:
            await self._task
        except asyncio.CancelledError:
            pass


def raise_file_limit() -> int:
    """Raise the soft limit of open files to the hard limit (up to 65536); the soft limit in force."""
    try:
        import resource
    except ImportError:  # Windows: no such limit
        return 8192
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else 65536
    wanted = min(wanted, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft if soft != resource.RLIM_INFINITY else 65536


def limits_for(config: Any) -> ConnectionGuard:
    """The guard of an engine configuration; the total leaves room for the engine's own files and media."""
    files = raise_file_limit()
    return ConnectionGuard(config.max_connections_per_address, max(64, files // 2), config.header_timeout,
                           config.discard_timeout, config.discard_bytes)
