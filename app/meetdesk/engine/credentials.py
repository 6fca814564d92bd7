"""The engine's credentials for its sockets: the sepp auth_token, a JWT (HS256) whose payload holds
client_id, conf_id and exp. The engine mints one into every meeting reply (signaling options); the /call
socket verifies it before it opens. Pure functions: no I/O, no clock beyond ``time.time()``.

The public browser library decodes the payload segment with ``atob``, which rejects the base64url
characters ``-`` and ``_`` (docs/engine-api.md "The signaling socket"). The payload is therefore padded with a
``pad`` claim until its base64url form contains neither, which keeps the token a valid JWT.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(segment: str) -> bytes:
    return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))


_MAX_PAD = 32
_HEADER = _b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())


def _claims_json(claims: dict[str, object], escaped: bool) -> str:
    text = json.dumps(claims, separators=(",", ":"))
    if not escaped:
        return text
    return "".join(c if c.isascii() and (c.isalnum() or c in '{}:,"\\') else f"\\u{ord(c):04x}" for c in text)


def mint_auth_token(client_id: str, conf_id: str, secret: bytes, ttl: float = 24 * 3600, now: float | None = None) -> str:
    """Return a signed token for ``client_id`` in conference ``conf_id`` valid for ``ttl`` seconds."""
    claims: dict[str, object] = {
        "client_id": client_id,
        "conf_id": conf_id,
        "exp": int((now if now is not None else time.time()) + ttl),
        "iss": "meetdesk-engine",
    }
    # The pad claim goes first, so that each added character shifts the base64 alignment of every claim after
    # it (padding at the end could never change the encoding of the claims before it).
    # Ids whose characters encode to - or _ under every alignment are written with JSON \u escapes (the same
    # strings once decoded), whose bytes are letters, digits and backslashes.
    for escaped in (False, True):
        for size in range(_MAX_PAD + 1):
            padded = {"pad": "x" * size, **claims} if size else claims
            payload = _b64(_claims_json(padded, escaped).encode())
            if "-" not in payload and "_" not in payload:
                break
        else:
            continue
        break
    else:
        raise ValueError("no padding gives an atob-safe payload for these ids")
    signing_input = f"{_HEADER}.{payload}".encode("ascii")
    signature = _b64(hmac.new(secret, signing_input, hashlib.sha256).digest())
    return f"{_HEADER}.{payload}.{signature}"


class AuthTokenError(Exception):
    """The token is malformed, forged or expired."""


def verify_auth_token(token: str, secret: bytes, now: float | None = None) -> dict:
    """Check signature and expiry; return the claims or raise AuthTokenError."""
    if not token.isascii() or len(token) > 4096:
        raise AuthTokenError("malformed token")
    try:
        header, payload, signature = token.split(".")
    except ValueError:
        raise AuthTokenError("malformed token") from None
    expected = _b64(hmac.new(secret, f"{header}.{payload}".encode("ascii"), hashlib.sha256).digest())
    if not hmac.compare_digest(expected, signature):
        raise AuthTokenError("bad signature")
    try:
        claims = json.loads(_unb64(payload))
    except ValueError:  # binascii.Error and UnicodeDecodeError are ValueErrors too
        raise AuthTokenError("malformed payload") from None
    if not isinstance(claims, dict) or "client_id" not in claims or "conf_id" not in claims:
        raise AuthTokenError("missing claims")
    exp = claims.get("exp", 0)
    if isinstance(exp, bool) or not isinstance(exp, (int, float)):
        raise AuthTokenError("malformed expiry")
    if exp < (now if now is not None else time.time()):
        raise AuthTokenError("token expired")
    return claims
