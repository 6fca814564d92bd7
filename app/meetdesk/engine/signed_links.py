"""Signed, expiring download addresses (recordings and snapshots): pure, no I/O, the clock injected.

A link is ``<base><path>?expires=<unix seconds>&signature=<hex>``, the signature an HMAC-SHA256 of the path
and the expiry under the engine's download secret (kept in the store, so links survive a restart). Changing
the path, the expiry or the signature makes it invalid; after the expiry it is refused as well. The service
interface gives a download address one hour (LINK_TTL).
"""
from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Callable, Mapping
from urllib.parse import quote

LINK_TTL = 3600  # s a download address stays valid
MAX_EXPIRES_DIGITS = 12


class LinkRefused(Exception):
    """A download address that is tampered with, malformed or expired (the message says which)."""


class SignedLinks:
    """Signs and checks download paths with one secret; ``clock`` gives Unix seconds (time.time)."""

    def __init__(self, secret: bytes, clock: Callable[[], float] = time.time, ttl: int = LINK_TTL) -> None:
        if len(secret) < 16:
            raise ValueError("the signing secret must have at least 16 bytes")
        self._secret = secret
        self.clock = clock
        self.ttl = ttl

    def _signature(self, path: str, expires: int) -> str:
        message = f"{path}\n{expires}".encode("utf-8", "surrogatepass")
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest()

    def sign(self, base_url: str, path: str) -> str:
        """The full address of ``path`` (starting with /), valid for ``ttl`` seconds from now."""
        expires = int(self.clock()) + self.ttl
        return f"{base_url.rstrip('/')}{quote(path)}?expires={expires}&signature={self._signature(path, expires)}"

    def check(self, path: str, query: Mapping[str, str]) -> None:
        """Accept ``path`` with the ``expires`` and ``signature`` of its query, or raise LinkRefused."""
        expires_text = query.get("expires") or ""
        signature = query.get("signature") or ""
        if not (expires_text.isascii() and expires_text.isdigit() and len(expires_text) <= MAX_EXPIRES_DIGITS):
            raise LinkRefused("the download link is malformed (expires)")
        expires = int(expires_text)
        expected = self._signature(path, expires)
        if not hmac.compare_digest(signature.encode("utf-8", "surrogatepass"), expected.encode("ascii")):
            raise LinkRefused("the download link's signature is not valid")
        if self.clock() >= expires:
            raise LinkRefused("the download link has expired")
