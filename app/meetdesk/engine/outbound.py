"""The one outbound-address policy: every address the engine fetches from or connects to on someone's behalf
(layer and playback URLs, broadcasts, webhooks, WHIP forwards and their resources) goes through here.

A request names a host; what counts is the address actually connected to. ``OutboundPolicy.resolve`` looks the
host up and returns only addresses the policy allows; callers connect to those addresses and nothing else
(so a name that resolves to an internal address, or a DNS answer that changes between check and use, cannot
reach one). The HTTP clients made here (``async_client``, ``sync_client``) do this on every connection they
open, redirects included, with connect, read, write and pool timeouts.

Refused by default: loopback, link-local, unspecified, multicast, private (RFC 1918, unique-local, CGNAT),
reserved and documentation ranges, and IPv4 inside IPv6 (mapped, 6to4, NAT64) of any of those. An operator
allows ranges with ``meetdesk engine --allow-target CIDR`` (``EngineConfig.allow_targets``): a LAN deployment
allows its LAN. Every refusal and every failure to connect reads the same (``REFUSAL``), so an answer never
tells whether an internal port is open.
"""
from __future__ import annotations

import asyncio
import functools
import ipaddress
import socket
import ssl
import threading

import typing
from collections.abc import Iterable

import httpcore
import httpx

__all__ = ["REFUSAL", "OutboundRefused", "OutboundPolicy", "is_refusal", "parse_targets"]

REFUSAL = "the address cannot be reached from this service"
CONNECT_TIMEOUT = 5.0  # s to open a connection
IO_TIMEOUT = 10.0  # s for each read or write

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

_BLOCKED: tuple[IPNetwork, ...] = tuple(ipaddress.ip_network(n) for n in (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
    "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
    "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "255.255.255.255/32",
    "::/128", "::1/128", "64:ff9b:1::/48", "100::/64", "2001::/23", "2001:db8::/32", "fc00::/7", "fe80::/10",
    "fec0::/10", "ff00::/8"))


class OutboundRefused(ConnectionError):
    """The target is not allowed, or could not be reached (one sentence for both: ``REFUSAL``)."""

    def __init__(self, message: str = REFUSAL) -> None:
        super().__init__(message)


def parse_targets(values: Iterable[str]) -> list[IPNetwork]:
    """CIDR ranges (or single addresses) an operator allows; ValueError naming the first bad one."""
    networks = []
    for value in values:
        try:
            networks.append(ipaddress.ip_network(str(value).strip(), strict=False))
        except ValueError:
            raise ValueError(f"{value!r} is not an address range (CIDR such as 192.168.1.0/24)") from None
    return networks


def _embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, 6to4, NAT64 well-known prefix), if any."""
    if isinstance(address, ipaddress.IPv4Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in ipaddress.ip_network("64:ff9b::/96"):
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


class OutboundPolicy:
    """Which addresses the engine may connect to on someone's behalf."""

    def __init__(self, allow: Iterable[str | IPNetwork] = (), *, allow_ports: Iterable[tuple[str, int]] = ()) -> None:
        self.allowed: list[IPNetwork] = [a if isinstance(a, (ipaddress.IPv4Network, ipaddress.IPv6Network))
                                         else parse_targets([a])[0] for a in allow]
        # exact (address, port) pairs allowed beside the ranges: the app's own local file server
        self.allowed_ports: set[tuple[IPAddress, int]] = {(ipaddress.ip_address(h), int(p)) for h, p in allow_ports}

    def allow_port(self, host: str, port: int) -> None:
        """Allow one exact address and port (e.g. the desktop app's file server on 127.0.0.1)."""
        self.allowed_ports.add((ipaddress.ip_address(host), int(port)))

    def revoke_port(self, host: str, port: int) -> None:
        """Take back an ``allow_port`` (the file server closed)."""
        self.allowed_ports.discard((ipaddress.ip_address(host), int(port)))

    def allows(self, address: str | IPAddress, port: int | None = None) -> bool:
        try:
            ip = ipaddress.ip_address(address.split("%", 1)[0] if isinstance(address, str) else address)
        except ValueError:
            return False
        if port is not None and (ip, int(port)) in self.allowed_ports:
            return True
        if any(ip in network for network in self.allowed if network.version == ip.version):
            return True
        inner = _embedded_ipv4(ip)
        if inner is not None:
            return self.allows(inner, port) if not any(ip in n for n in self.allowed if n.version == 6) else True
        return not any(ip in network for network in _BLOCKED if network.version == ip.version)

    def check(self, address: str | IPAddress, port: int | None = None) -> None:
        if not self.allows(address, port):
            raise OutboundRefused()

    def resolve(self, host: str, port: int) -> list[str]:
        """The addresses of ``host`` this policy allows (blocking: call it from a thread); OutboundRefused
        when there are none or the name does not resolve."""
        try:
            infos = socket.getaddrinfo(_bare(host), port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError, ValueError):
            raise OutboundRefused() from None
        return self._allowed_of(infos, port)

    async def aresolve(self, host: str, port: int) -> list[str]:
        """``resolve`` without blocking the event loop."""
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(_bare(host), port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError, ValueError):
            raise OutboundRefused() from None
        return self._allowed_of(infos, port)

    def _allowed_of(self, infos: list, port: int) -> list[str]:
        addresses = []
        for info in infos:
            address = info[4][0]
            if address not in addresses:
                addresses.append(address)
        # Every answer must be allowed: a name that also resolves inside is refused as a whole.
        if not addresses or not all(self.allows(a, port) for a in addresses):
            raise OutboundRefused()
        return addresses

    # -- HTTP clients that connect only where the policy allows ----------------------------------------------

    def async_client(self, *, timeout: float = IO_TIMEOUT, follow_redirects: bool = True,
                     max_redirects: int = 5, **kwargs: typing.Any) -> httpx.AsyncClient:
        """An httpx.AsyncClient whose every connection (redirects included) goes to allowed addresses only."""
        transport = httpx.AsyncHTTPTransport(verify=_tls(), trust_env=False)
        transport._pool = httpcore.AsyncConnectionPool(  # the same pool httpx builds, with our network backend
            ssl_context=_tls(), network_backend=_AsyncPolicyBackend(self),
            max_connections=20, max_keepalive_connections=5, keepalive_expiry=5.0)
        return httpx.AsyncClient(transport=transport, trust_env=False, follow_redirects=follow_redirects,
                                 max_redirects=max_redirects,
                                 timeout=httpx.Timeout(timeout, connect=min(CONNECT_TIMEOUT, timeout)), **kwargs)

    def sync_client(self, *, timeout: float = IO_TIMEOUT, follow_redirects: bool = True,
                    max_redirects: int = 5, **kwargs: typing.Any) -> AbortableClient:
        """The blocking twin of ``async_client`` (for worker threads); its ``abort()`` ends a blocked read."""
        backend = _SyncPolicyBackend(self)
        transport = httpx.HTTPTransport(verify=_tls(), trust_env=False)
        transport._pool = httpcore.ConnectionPool(
            ssl_context=_tls(), network_backend=backend,
            max_connections=20, max_keepalive_connections=5, keepalive_expiry=5.0)
        return AbortableClient(backend, transport=transport, trust_env=False, follow_redirects=follow_redirects,
                               max_redirects=max_redirects,
                               timeout=httpx.Timeout(timeout, connect=min(CONNECT_TIMEOUT, timeout)), **kwargs)

    def connect(self, host: str, port: int, timeout: float = CONNECT_TIMEOUT) -> socket.socket:
        """A blocking TCP connection to an allowed address of ``host`` (for protocols other than HTTP)."""
        for address in self.resolve(host, port):
            try:
                return socket.create_connection((address, port), timeout=timeout)
            except OSError:
                continue
        raise OutboundRefused()


@functools.lru_cache(maxsize=1)
def _tls() -> ssl.SSLContext:
    """One TLS context (certificate checks on, the system's CAs) for every client: loading the CA file costs
    some 70 ms, once per context."""
    return httpx.create_ssl_context(trust_env=False)


def _bare(host: str) -> str:
    return host[1:-1] if host.startswith("[") and host.endswith("]") else host


class _AsyncPolicyBackend(httpcore.AsyncNetworkBackend):
    def __init__(self, policy: OutboundPolicy) -> None:
        self._policy = policy
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                          local_address: str | None = None,
                          socket_options: typing.Iterable[typing.Any] | None = None) -> httpcore.AsyncNetworkStream:
        try:
            addresses = await self._policy.aresolve(host, port)
        except OutboundRefused:  # as httpx reports any failure to connect: httpx.ConnectError, the same sentence
            raise httpcore.ConnectError(REFUSAL) from None
        for address in addresses:
            try:
                return await self._inner.connect_tcp(address, port, timeout=timeout, local_address=local_address,
                                                     socket_options=socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout, OSError):
                continue
        raise httpcore.ConnectError(REFUSAL)

    async def connect_unix_socket(self, *args: typing.Any, **kwargs: typing.Any) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError(REFUSAL)

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class _SyncPolicyBackend(httpcore.NetworkBackend):
    """Connects to allowed addresses only, and remembers the sockets it opened so that ``abort`` (from any
    thread) can shut them down: a read blocked on a silent server returns at once."""

    def __init__(self, policy: OutboundPolicy) -> None:
        self._policy = policy
        self._inner = httpcore.SyncBackend()
        self._sockets: list[socket.socket] = []
        self._aborted = False
        self._lock = threading.Lock()

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: typing.Iterable[typing.Any] | None = None) -> httpcore.NetworkStream:
        if self._aborted:
            raise httpcore.ConnectError(REFUSAL)
        try:
            addresses = self._policy.resolve(host, port)
        except OutboundRefused:
            raise httpcore.ConnectError(REFUSAL) from None
        for address in addresses:
            try:
                stream = self._inner.connect_tcp(address, port, timeout=timeout, local_address=local_address,
                                                 socket_options=socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout, OSError):
                continue
            return self._track(stream)
        raise httpcore.ConnectError(REFUSAL)

    def _track(self, stream: httpcore.NetworkStream) -> httpcore.NetworkStream:
        sock = stream.get_extra_info("socket")
        with self._lock:
            if sock is not None:
                self._sockets.append(sock)
            aborted = self._aborted
        if aborted:  # abort() ran while this connection was being made
            stream.close()
            raise httpcore.ConnectError(REFUSAL)
        return stream

    def abort(self) -> None:
        with self._lock:
            self._aborted = True
            sockets, self._sockets = self._sockets, []
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def connect_unix_socket(self, *args: typing.Any, **kwargs: typing.Any) -> httpcore.NetworkStream:
        raise httpcore.ConnectError(REFUSAL)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class AbortableClient(httpx.Client):
    """An httpx.Client of the policy whose connections ``abort()`` shuts down from any thread (a read blocked
    on a server that never answers returns at once; no new connection is made after it)."""

    def __init__(self, backend: _SyncPolicyBackend, **kwargs: typing.Any) -> None:
        super().__init__(**kwargs)
        self._backend = backend

    def abort(self) -> None:
        self._backend.abort()


def is_refusal(exc: BaseException) -> bool:
    """Whether ``exc`` is the policy's refusal, as raised directly or wrapped by httpx."""
    return isinstance(exc, OutboundRefused) or (isinstance(exc, httpx.ConnectError) and REFUSAL in str(exc))



