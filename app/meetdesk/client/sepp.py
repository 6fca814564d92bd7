"""The sepp signaling socket as a client speaks it (docs/engine-api.md "The signaling socket").

``SignalingOptions`` holds what the room reply's ``signaling.options`` carries; ``SeppSocket`` is one
WebSocket with the message envelope ``{type, msg_id, from, to, data}``.
"""
from __future__ import annotations

import ipaddress
import json
import logging
import uuid
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from meetdesk.api.models import MeetingReply
from meetdesk.client import tls
from meetdesk.api.sdp import OFFER_SESSION_ATTRIBUTES, add_session_attributes, has_session_attribute

log = logging.getLogger(__name__)

# Reject codes of call_rejected and what they mean (docs/engine-api.md "The signaling socket").
REJECT_REASONS = {
    400: "bad request", 403: "this access key is already in a call", 404: "unknown call or meeting",
    410: "the meeting has ended", 413: "request too large", 426: "ICE error", 486: "this access key is already in a call",
    500: "server error", 503: "service unavailable", 607: "the meeting is locked",
}


class SeppError(Exception):
    """Signaling failed."""


class CallRejected(SeppError):
    """The server answered call_start (or call_resume) with call_rejected."""

    def __init__(self, code: int) -> None:
        self.code = code
        super().__init__(f"call rejected ({code}): {REJECT_REASONS.get(code, 'call failed')}")


class SignalingRefused(SeppError):
    """The server refused the WebSocket itself (bad, expired or foreign auth token)."""

    def __init__(self, status: int | None, reason: str = "") -> None:
        self.status = status
        super().__init__(f"signaling socket refused ({status}): {reason}".rstrip(": "))


@dataclass
class SignalingOptions:
    """``signaling.options`` of a room reply."""

    client_id: str
    conf_id: str
    auth_token: str
    endpoint: str
    stun_servers: list[str] = field(default_factory=list)
    turn_servers: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_meeting(cls, meeting: MeetingReply | dict[str, Any]) -> "SignalingOptions":
        """From a meeting reply (typed, or as a dict: the whole reply, its ``signaling`` object, or the options
        themselves)."""
        if isinstance(meeting, MeetingReply):
            sig = meeting.signaling
            if sig.type != "sepp":
                raise SeppError(f"unsupported signaling type {sig.type!r}")
            return cls(client_id=sig.client_id, conf_id=sig.conf_id, auth_token=sig.auth_token,
                       endpoint=sig.endpoint, stun_servers=list(sig.stun_servers),
                       turn_servers=[{"urls": list(t.urls), "username": t.username, "password": t.password}
                                     for t in sig.turn_servers])
        signaling = meeting.get("signaling", meeting)
        if signaling.get("type", "sepp") != "sepp":
            raise SeppError(f"unsupported signaling type {signaling.get('type')!r}")
        opts = signaling.get("options", signaling)
        return cls(client_id=opts["client_id"], conf_id=opts["conf_id"], auth_token=opts["auth_token"],
                   endpoint=opts["endpoint"], stun_servers=list(opts.get("stun_servers") or []),
                   turn_servers=list(opts.get("turn_servers") or []))


def _is_local(endpoint: str) -> bool:
    host = urlparse(endpoint).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class SeppSocket:
    """One sepp WebSocket (Authorization: Bearer <auth_token>)."""

    def __init__(self, options: SignalingOptions, *, open_timeout: float = 10.0) -> None:
        self.options = options
        self.open_timeout = open_timeout
        self._ws: ClientConnection | None = None

    async def connect(self) -> None:
        try:
            self._ws = await connect(
                self.options.endpoint,
                additional_headers={"Authorization": f"Bearer {self.options.auth_token}"},
                open_timeout=self.open_timeout, ping_interval=5, ping_timeout=10,
                proxy=None if _is_local(self.options.endpoint) else True,
                max_size=2 ** 20, ssl=tls.context_for(self.options.endpoint))
        except InvalidStatus as exc:
            body = exc.response.body.decode("utf-8", "replace") if exc.response.body else ""
            raise SignalingRefused(exc.response.status_code, body) from None

    @property
    def open(self) -> bool:
        return self._ws is not None and self._ws.close_code is None

    async def send(self, type_: str, data: dict[str, Any]) -> None:
        if self._ws is None:
            raise SeppError("not connected")
        message = {"type": type_, "msg_id": str(uuid.uuid4()), "from": self.options.client_id,
                   "to": self.options.conf_id, "data": data}
        await self._ws.send(json.dumps(message))

    async def recv(self) -> dict[str, Any]:
        """Next message with a dict ``data``; raises websockets ConnectionClosed when the socket ends."""
        if self._ws is None:
            raise SeppError("not connected")
        while True:
            raw = await self._ws.recv()
            try:
                message = json.loads(raw)
            except ValueError:
                log.warning("sepp: ignoring non-JSON message")
                continue
            if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                continue
            if not isinstance(message.get("data"), dict):
                message["data"] = {}
            if message.get("to") not in (None, "", self.options.client_id):
                log.warning("sepp: message for %r, expected %r", message.get("to"), self.options.client_id)
            return message

    @property
    def close_code(self) -> int | None:
        return self._ws.close_code if self._ws is not None else None

    @property
    def close_reason(self) -> str | None:
        return self._ws.close_reason if self._ws is not None else None

    async def close(self, code: int = 1001, reason: str = "BYE") -> None:
        if self._ws is not None:
            await self._ws.close(code, reason)

    def abort(self) -> None:
        """Drop the connection without a closing handshake (as a network failure would)."""
        if self._ws is not None:
            self._ws.transport.abort()


__all__ = ["SignalingOptions", "SeppSocket", "SeppError", "CallRejected", "SignalingRefused",
           "ConnectionClosed", "OFFER_SESSION_ATTRIBUTES", "add_session_attributes", "has_session_attribute"]
