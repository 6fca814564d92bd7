"""What a request to the service raises (the requests are in client/rest.py): ``ServiceError`` with the
service's ``{"error": ...}`` text, ``ServiceUnreachable`` when nothing answered, ``CertificateMismatch`` when
the answer came from another certificate than the link names, ``MeetingNotStarted`` for a permalink guest
link whose meeting is not running yet and ``LinkReplaced`` for a permalink guest link its host replaced. ``error_message`` reads the text out of an error response and
``unreachable`` names a transport failure.
"""
from __future__ import annotations

import json
from typing import Any

import httpx

from meetdesk.api.models import PermalinkReply
from meetdesk.client import tls


class ServiceError(Exception):
    """The service answered with an error status; ``message`` is its ``{"error": ...}`` text."""

    def __init__(self, status: int, message: str, body: Any = None) -> None:
        super().__init__(f"{status}: {message}" if status else message)
        self.status = status
        self.message = message
        self.body = body


class ServiceUnreachable(ServiceError):
    """No answer: connection refused, DNS failure, timeout, broken TLS. ``status`` is 0."""

    def __init__(self, message: str) -> None:
        super().__init__(0, message)


class CertificateMismatch(ServiceUnreachable):
    """The service's certificate is not the one its link names (client/tls.py): nothing was sent to it."""


class MeetingNotStarted(ServiceError):
    """A permalink guest link whose meeting no host has started yet: wait and retry. ``host`` is the name of
    the host awaited when the service tells it (the engine's 410 ``host``; text from the network), else None."""

    def __init__(self, message: str, permalink: PermalinkReply | None = None, host: str | None = None) -> None:
        super().__init__(409, message, permalink)
        self.permalink = permalink
        self.host = host


class LinkReplaced(ServiceError):
    """A permalink guest link whose host made a new one (the engine's 410 with ``reason`` "replaced")."""


def reason_of(body: Any) -> str | None:
    """The engine's ``reason`` beside an error (an extension: "not_started", "replaced"), else None."""
    reason = body.get("reason") if isinstance(body, dict) else None
    return reason if isinstance(reason, str) else None


def host_of(body: Any) -> str | None:
    """The awaited host's name of a "not_started" answer: a short one-line text, else None."""
    host = body.get("host") if isinstance(body, dict) else None
    if not isinstance(host, str):
        return None
    host = " ".join("".join(ch if ch.isprintable() else " " for ch in host).split())[:64]
    return host or None


def error_message(response: httpx.Response) -> tuple[str, Any]:
    try:
        body = response.json()
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
        text = response.text.strip()
        return (text[:300] if text else response.reason_phrase or "error"), None
    if isinstance(body, dict):
        if isinstance(body.get("error"), str):
            return body["error"], body
        if isinstance(body.get("errors"), list) and body["errors"]:
            return "; ".join(str(e) for e in body["errors"]), body
    return response.reason_phrase or "error", body


def unreachable(what: str, exc: BaseException) -> ServiceUnreachable:
    mismatch = tls.mismatch_in(exc)
    if mismatch is not None:
        return CertificateMismatch(f"{what}: {mismatch}")
    return ServiceUnreachable(f"{what}: {exc or type(exc).__name__}")
