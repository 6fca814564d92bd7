"""TLS of every client connection (REST, the real-time socket, sepp): CA verification, or a pinned certificate.

A MeetDesk engine hosting on a LAN serves HTTPS with a certificate no authority signed; its links carry the
certificate's SHA-256 fingerprint (``#sha256=...``, api/links.py). :func:`trust` records that fingerprint for the
link's server (host and port), and from then on every connection of this process to that server, HTTPS or
WSS, accepts exactly the certificate with that fingerprint: the check runs at the end of the TLS handshake,
before a single byte of the request (or the API key) is sent, and a different certificate fails the connection
with :class:`CertificateMismatch`. A server with no recorded fingerprint gets the usual CA verification.
"""
from __future__ import annotations

import functools
import hashlib
import hmac
import ssl
from urllib.parse import urlsplit

from meetdesk.api.links import fingerprint_text, link_fingerprint, normalize_fingerprint

_DEFAULT_PORTS = {"https": 443, "wss": 443, "http": 80, "ws": 80}
_pins: dict[tuple[str, int], str] = {}   # (host, port) -> 64 lowercase hex digits


class CertificateMismatch(ssl.SSLCertVerificationError):
    """The server's certificate is not the one the link names: nothing was sent to it."""

    def __init__(self, expected: str, got: str) -> None:
        self.message = (
            f"the server's certificate (SHA-256 {got}) is not the one the link was made for (SHA-256 {expected}): "
            "not connected; it may be another server posing as the meeting host, or the host made a new "
            "certificate: ask for a new link")
        super().__init__(self.message)
        self.expected, self.got = expected, got

    def __str__(self) -> str:
        return self.message


def _server(url: str) -> tuple[str, int] | None:
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    try:
        port = parts.port or _DEFAULT_PORTS.get(scheme)
    except ValueError:
        return None
    if not parts.hostname or port is None:
        return None
    return parts.hostname.lower(), port


def trust(url: str, fingerprint: str | None) -> None:
    """Accept exactly the certificate with this SHA-256 fingerprint from the server of ``url`` (any scheme:
    its REST API and its WebSockets share host and port). None does nothing."""
    server = _server(url)
    if fingerprint and server is not None:
        _pins[server] = normalize_fingerprint(fingerprint)


def forget(url: str) -> None:
    """Back to CA verification for the server of ``url``."""
    server = _server(url)
    if server is not None:
        _pins.pop(server, None)


def pinned(url: str) -> str | None:
    """The fingerprint recorded for the server of ``url``, if any."""
    server = _server(url)
    return _pins.get(server) if server is not None else None


def _check(sslobj: ssl.SSLObject | ssl.SSLSocket) -> None:
    expected = getattr(sslobj.context, "pin", None)
    if expected is None:
        return
    der = sslobj.getpeercert(binary_form=True) or b""
    got = hashlib.sha256(der).hexdigest()
    if not hmac.compare_digest(got, expected):
        raise CertificateMismatch(expected, got)


class _PinnedObject(ssl.SSLObject):
    """asyncio's and anyio's TLS (httpx, websockets): the check when the handshake completes."""

    def do_handshake(self) -> None:
        super().do_handshake()
        _check(self)


class _PinnedSocket(ssl.SSLSocket):
    """Blocking sockets: the same check."""

    def do_handshake(self, block: bool = False) -> None:
        super().do_handshake(block)
        _check(self)


class PinnedContext(ssl.SSLContext):
    """A client context that accepts one certificate, by its SHA-256 fingerprint (``pin``), whoever signed it
    and whatever names it carries (the host's address may change; the fingerprint does not)."""

    pin: str
    sslobject_class = _PinnedObject
    sslsocket_class = _PinnedSocket


@functools.lru_cache(maxsize=64)
def pinned_context(fingerprint: str) -> PinnedContext:
    context = PinnedContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE   # the fingerprint check replaces the chain check, never skips it
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.pin = normalize_fingerprint(fingerprint)
    return context


@functools.lru_cache(maxsize=1)
def ca_context() -> ssl.SSLContext:
    """The verifying context of every other client of the process (loading the CA bundle takes 30-50 ms)."""
    import httpx
    return httpx.create_ssl_context()


def context_for(url: str) -> ssl.SSLContext | None:
    """The TLS context for a connection to ``url``: the pinned one when its server has a fingerprint, the CA
    one for other https/wss URLs, None for plain http/ws (no TLS is negotiated)."""
    if urlsplit(url).scheme.lower() not in ("https", "wss"):
        return None
    fingerprint = pinned(url)
    return pinned_context(fingerprint) if fingerprint else ca_context()


def mismatch_in(exc: BaseException | None) -> CertificateMismatch | None:
    """The CertificateMismatch behind an exception (httpx and websockets wrap it), if any."""
    seen = 0
    while exc is not None and seen < 10:
        if isinstance(exc, CertificateMismatch):
            return exc
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return None


__all__ = ["CertificateMismatch", "PinnedContext", "ca_context", "context_for", "fingerprint_text", "forget",
           "link_fingerprint", "mismatch_in",
           "pinned", "pinned_context", "trust"]
