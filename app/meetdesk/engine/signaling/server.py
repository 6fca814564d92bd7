"""sepp-compatible signaling socket at /call (docs/engine-api.md "The signaling socket").

The upgrade is authenticated by the auth_token (``Authorization: Bearer`` header or ``?auth_token=``).
A malformed, forged or expired token is refused before the WebSocket opens (HTTP 401 with a JSON error).
A valid token of a meeting that has ended opens the socket, and call_start is answered with
call_rejected 410. Messages use the envelope ``{type, msg_id, from, to, data}``.
"""
from __future__ import annotations

import asyncio
import logging
import uuid
from typing import TYPE_CHECKING, Any

from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError
from meetdesk.engine.credentials import AuthTokenError, verify_auth_token
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.meetings import Meeting, Participant

from .conference import REJECT_ENDED, ConferenceCalls

if TYPE_CHECKING:
    from meetdesk.engine.engine import Engine

log = logging.getLogger(__name__)

RESUME_GRACE = 20.0  # s a call waits for call_resume after its socket dropped
MAX_MESSAGE = 256 * 1024


class SignalingHub:
    """The engine's sepp endpoint: one ConferenceCalls per running meeting."""

    def __init__(self, engine: Engine, resume_grace: float | None = None) -> None:
        self.engine = engine
        self._resume_grace = resume_grace
        self.conferences: dict[str, ConferenceCalls] = {}

    @property
    def resume_grace(self) -> float:
        return self._resume_grace if self._resume_grace is not None else RESUME_GRACE

    def conference(self, meeting: Meeting) -> ConferenceCalls:
        conf = self.conferences.get(meeting.conf_id)
        if conf is None or conf.closed:
            conf = ConferenceCalls(self.engine, meeting, self.resume_grace)
            self.conferences[meeting.conf_id] = conf
            meeting.events.subscribe(lambda event: self._forget(meeting.conf_id, event))
        return conf

    def _forget(self, conf_id: str, event: dict[str, Any]) -> None:
        if event.get("type") == "shutdown":
            # ConferenceCalls.close() runs from its own listener; drop it from the table afterwards.
            asyncio.get_running_loop().call_later(1.0, self.conferences.pop, conf_id, None)

    async def endpoint(self, websocket: WebSocket) -> None:
        token = _token_of(websocket)
        if not token:
            await _refuse(websocket, 401, "missing auth token")
            return
        try:
            claims = verify_auth_token(token, self.engine.signaling_secret)
        except AuthTokenError as exc:
            await _refuse(websocket, 401, f"invalid auth token: {exc}")
            return
        client_id, conf_id = str(claims["client_id"]), str(claims["conf_id"])
        meeting = self.engine.meetings.by_conf(conf_id)
        participant = meeting.participant_by_client_id(client_id) if meeting is not None else None
        if meeting is not None and participant is None:
            await _refuse(websocket, 403, "auth token does not belong to this meeting")
            return
        await websocket.accept()
        socket = SeppChannel(websocket, client_id, conf_id)
        conf = self.conference(meeting) if meeting is not None and not meeting.shutdown else None
        if conf is not None:
            conf.attach(socket)
        try:
            await self._serve(socket, conf, participant)
        finally:
            socket.open = False
            if conf is not None:
                await conf.detach(socket)

    async def _serve(self, socket: SeppChannel, conf: ConferenceCalls | None, participant: Participant | None
                     ) -> None:
        while True:
            try:
                frame = await socket.websocket.receive()
            except (WebSocketDisconnect, RuntimeError):
                return
            if frame["type"] == "websocket.disconnect":
                return
            raw = frame.get("text")
            if raw is None:
                await socket.close(1003, "binary frames are not supported")
                return
            if len(raw) > MAX_MESSAGE:
                await socket.close(1009, f"messages are limited to {MAX_MESSAGE} characters")
                return
            try:
                message = json_text.loads(raw, "message")
            except ApiError as err:
                log.info("sepp: ignoring a message from %s: %s", socket.client_id, err.message)
                continue
            if not isinstance(message, dict):
                continue
            kind = message.get("type")
            data = message.get("data") if isinstance(message.get("data"), dict) else {}
            if message.get("from") not in (None, "", socket.client_id):
                log.warning("sepp: message from %r on the socket of %r", message.get("from"), socket.client_id)
            try:
                if conf is None or conf.closed:
                    if kind in ("call_start", "call_resume"):
                        await socket.send("call_rejected", {"reject_code": REJECT_ENDED})
                    continue
                if kind == "call_start":
                    await conf.start_call(socket, participant, data)
                elif kind == "call_resume":
                    await conf.resume_call(socket, participant, data)
                elif kind == "call_terminate":
                    await conf.terminate_call(socket, data)
                    await socket.close(1000, "call terminated")
                    return
                elif kind == "sdp_update":
                    await conf.sdp_update(socket, data)
                elif kind == "mute_video":
                    conf.mute_video(socket, data)
                else:
                    log.debug("sepp: ignoring %s", kind)
            except WebSocketDisconnect:
                return  # the client went while its message was answered (a hostile frame test's cut socket):
                # it is gone, as after a disconnect frame, not a failure of the engine's
            except Exception:
                log.exception("sepp: handling %s from %s failed", kind, socket.client_id)


class SeppChannel:
    """One accepted sepp socket: sends envelopes from the conference to the client."""

    def __init__(self, websocket: WebSocket, client_id: str, conf_id: str) -> None:
        self.websocket = websocket
        self.client_id = client_id
        self.conf_id = conf_id
        self.open = True
        self._send_lock = asyncio.Lock()

    async def send(self, type_: str, data: dict[str, Any]) -> None:
        if not self.open:
            return
        message = {"type": type_, "msg_id": str(uuid.uuid4()), "from": self.conf_id, "to": self.client_id,
                   "data": data}
        async with self._send_lock:
            try:
                await self.websocket.send_text(json_text.dumps(message))
            except Exception:
                self.open = False
                raise

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if self.open and self.websocket.application_state == WebSocketState.CONNECTED:
            self.open = False
            try:
                await self.websocket.close(code, reason)
            except Exception:
                pass
        self.open = False


def _token_of(websocket: WebSocket) -> str | None:
    header = websocket.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return websocket.query_params.get("auth_token") or None


async def _refuse(websocket: WebSocket, status: int, message: str) -> None:
    """Refuse the upgrade with an HTTP status and JSON error, or close with 1008 where that is unsupported."""
    log.info("sepp: refusing socket: %s", message)
    try:
        await websocket.send_denial_response(JsonReply({"error": message}, status_code=status))
    except RuntimeError:
        await websocket.close(code=1008, reason=message)


def routes(engine: Engine) -> list:
    """Starlette routes of the signaling socket: WebSocketRoute("/call", ...)."""
    hub = SignalingHub(engine)
    return [WebSocketRoute("/call", hub.endpoint)]
