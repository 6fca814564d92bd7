"""What a request to the service raises (the requests are in client/rest.py): ``ServiceError`` with the
service's ``{"error": ...}`` text, ``ServiceUnreachable`` when nothing answered, ``CertificateMismatch`` when
the answer came from another certificate than the link names, and ``MeetingNotStarted`` for a permalink guest
link whose meeting is not running yet. ``error_message`` reads the text out of an error response and
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
    """A permalink guest link whose meeting no host has started yet: wait and retry."""

    def __init__(self, message: str, permalink: PermalinkReply | None = None) -> None:
        super().__init__(409, message, permalink)
        self.permalink = permalink


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
