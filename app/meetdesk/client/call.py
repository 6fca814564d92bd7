"""A call into a meeting: the sepp socket plus one aiortc peer connection
(docs/engine-api.md "The signaling socket": the order of a call).

    session = CallSession(room_reply, "Ada", video_track, audio_track)
    await session.start()                 # call_accepted, or CallRejected(code)
    async for event in session.events():  # memberlist, source_update, voice_activity, recording, chat, ...
        ...
    await session.hangup()

The peer connection belongs to the call, not to the socket: when the socket drops, the session reconnects
and sends call_resume with the same peer connection, so media keeps flowing.
"""
from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from aiortc import RTCDataChannel, RTCSessionDescription
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk import __version__
from meetdesk.api.models import MeetingReply
from meetdesk.media.guarded_track import GuardedTrack
from meetdesk.rtc.data_channel import JsonDataChannel
from meetdesk.rtc.impairment import Impairment
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection
from meetdesk.tasks import TaskSet

from .sepp import (OFFER_SESSION_ATTRIBUTES, CallRejected, ConnectionClosed, SeppError, SeppSocket,
                   SignalingOptions, SignalingRefused, add_session_attributes, has_session_attribute)

log = logging.getLogger(__name__)

FrameCallback = Callable[[Any], None]


EVENT_TYPES = {"memberlist", "source_update", "voice_activity", "recording", "chat", "mute_video"}
TERM_FAILED = 500  # term_code of a call the service ended because its media connection failed


class CallEnded(SeppError):
    """The call ended (call_terminated, hang-up or lost signaling)."""


class _Subscribers:
    """Bounded queues for async iterators; a slow reader loses its oldest items. None ends every reader."""

    def __init__(self, maxsize: int, history: int = 0) -> None:
        self.maxsize = maxsize
        self.queues: list[asyncio.Queue] = []
        self.history: deque = deque(maxlen=history)
        self.closed = False

    def publish(self, item: Any) -> None:
        if item is None:
            self.closed = True
        elif self.history.maxlen:
            self.history.append(item)
        for queue in self.queues:
            if queue.full():
                queue.get_nowait()
            queue.put_nowait(item)

    def subscribe(self, replay: bool = False) -> AsyncIterator[Any]:
        """Register now (not at the first ``__anext__``), so nothing published afterwards is missed."""
        queue: asyncio.Queue = asyncio.Queue(self.maxsize if not replay else self.maxsize + len(self.history))
        if replay:
            for item in self.history:
                queue.put_nowait(item)
        if self.closed:
            queue.put_nowait(None)
        self.queues.append(queue)
        return self._iterate(queue)

    async def _iterate(self, queue: asyncio.Queue) -> AsyncIterator[Any]:
        try:
            while True:
                item = await queue.get()
                if item is None:
                    return
                yield item
        finally:
            if queue in self.queues:
                self.queues.remove(queue)


class CallSession:
    """One participant's call over sepp + WebRTC."""

    def __init__(self, meeting: MeetingReply | dict[str, Any] | SignalingOptions, user_name: str | None = None,
                 video_track: MediaStreamTrack | None = None, audio_track: MediaStreamTrack | None = None, *,
                 ice_loopback: bool = True, mute_video: bool = False, reconnect: bool = True,
                 resume_timeout: float = 10.0,
                 refresh_options: Callable[[], Awaitable[SignalingOptions]] | None = None,
                 on_video_frame: FrameCallback | None = None, on_audio_frame: FrameCallback | None = None,
                 impairment: Impairment | None = None) -> None:
        if isinstance(meeting, SignalingOptions):
            self.options = meeting
        else:
            self.options = SignalingOptions.from_meeting(meeting)
            if user_name is None:
                user_name = (meeting.user.name if isinstance(meeting, MeetingReply)
                             else (meeting.get("user") or {}).get("name"))
        self.user_name = user_name or "MeetDesk"
        self.video_track = GuardedTrack(video_track) if video_track is not None else None
        self.audio_track = GuardedTrack(audio_track) if audio_track is not None else None
        self.ice_loopback = ice_loopback
        self.video_muted = mute_video
        self.reconnect = reconnect
        self.resume_timeout = resume_timeout
        self.refresh_options = refresh_options
        self.on_video_frame = on_video_frame
        self.on_audio_frame = on_audio_frame

        self.call_id: str | None = None
        self.state = "new"  # new, connecting, active, reconnecting, ended
        self.media_lost = False  # the call ended because its media connection was lost (not by either side)
        self.members: dict[str, str | None] = {}  # cid -> platform
        self.member_count = 0
        self.sources: dict[str, Any] | None = None
        self.recording: dict[str, Any] | None = None
        self.sfu_mode = False
        self.sepp_messaging = False
        self.term_code: int | None = None
        self.resumes = 0
        self.frames_received = {"audio": 0, "video": 0}

        self.pc = create_peer_connection(self.options.stun_servers, self.options.turn_servers, loopback=ice_loopback,
                                         impairment=impairment)  # tests and benchmarks: a bad path
        self.channel: RTCDataChannel = self.pc.createDataChannel("data", negotiated=True, id=0, ordered=True)
        self.data = JsonDataChannel(self.channel, self._on_data)  # answers the engine's pings
        self.pc.on("track", self._on_track)
        self.pc.on("connectionstatechange", self._on_connection_state)

        self._sepp: SeppSocket | None = None
        self._reader: asyncio.Task | None = None
        self._accepted: asyncio.Future | None = None
        self._resumed: asyncio.Future | None = None
        self._ended = asyncio.Event()
        self._events = _Subscribers(256, history=500)
        self._frames = {"audio": _Subscribers(20), "video": _Subscribers(5)}
        self._tasks = TaskSet("call")

    # -- public API --------------------------------------------------------------------------------

    @property
    def client_id(self) -> str:
        return self.options.client_id

    @property
    def ended(self) -> bool:
        return self._ended.is_set()

    async def start(self, timeout: float = 20.0) -> None:
        """Open signaling, send call_start with a complete offer, wait for call_accepted."""
        if self.state != "new":
            raise SeppError("call already started")
        self.state = "connecting"
        for track in (self.audio_track, self.video_track):
            if track is not None:
                self.pc.addTrack(track)
        for kind, track in (("audio", self.audio_track), ("video", self.video_track)):
            if track is None:
                self.pc.addTransceiver(kind, direction="recvonly")
        self._sepp = SeppSocket(self.options)
        try:
            await self._sepp.connect()
        except BaseException:
            self.state = "ended"
            self._ended.set()
            await close_peer_connection(self.pc)
            raise
        await self.pc.setLocalDescription(await self.pc.createOffer())  # gathers every candidate
        self._accepted = asyncio.get_running_loop().create_future()
        self._reader = asyncio.ensure_future(self._read_loop())
        await self._sepp.send("call_start", {
            "sdp": {"type": "offer", "sdp": self._offer_sdp()},
            "display_name": self.user_name,
            "mute_video": self.video_muted,
            "platform": f"meetdesk-{__version__}",
        })
        try:
            await asyncio.wait_for(asyncio.shield(self._accepted), timeout)
        except BaseException:
            await self._finish(None, notify=False)
            raise

    def events(self, replay: bool = True) -> AsyncIterator[dict[str, Any]]:
        """sepp events as dicts ``{"type": ..., **data}``, from the start of the call when ``replay``;
        the iterator ends when the call ends."""
        return self._events.subscribe(replay)

    def video_frames(self) -> AsyncIterator[Any]:
        """Decoded remote video frames (av.VideoFrame) from now on; a slow reader loses the oldest."""
        return self._frames["video"].subscribe()

    def audio_frames(self) -> AsyncIterator[Any]:
        """Decoded remote audio frames (av.AudioFrame) from now on."""
        return self._frames["audio"].subscribe()

    async def set_video_muted(self, muted: bool) -> None:
        """Tell the meeting that the camera is off (on=True) or on again."""
        self.video_muted = muted
        data = {"call_id": self.call_id, "on": muted, "cid": self.client_id}
        if self.sepp_messaging and self._sepp is not None and self._sepp.open:
            await self._sepp.send("mute_video", data)
        else:
            self.data.send({"type": "mute_video", **data})

    async def hangup(self) -> None:
        """call_terminate, then close socket and peer connection."""
        if self.ended:
            return
        if self._sepp is not None and self._sepp.open and self.call_id is not None:
            try:
                await self._sepp.send("call_terminate", {"call_id": self.call_id, "term_code": 200})
            except (ConnectionClosed, SeppError):
                pass
        await self._finish(200, notify=True)

    async def wait_ended(self, timeout: float | None = None) -> int | None:
        """Wait until the call ends; return the term_code (None when unknown)."""
        await asyncio.wait_for(self._ended.wait(), timeout)
        return self.term_code

    def drop_signaling(self) -> None:
        """Cut the signaling socket as a network failure would (the call resumes on a new socket)."""
        if self._sepp is not None:
            self._sepp.abort()

    # -- signaling ---------------------------------------------------------------------------------

    def _offer_sdp(self) -> str:
        return add_session_attributes(self.pc.localDescription.sdp, OFFER_SESSION_ATTRIBUTES)

    async def _read_loop(self) -> None:
        while not self.ended:
            sepp = self._sepp
            try:
                message = await sepp.recv()
            except (ConnectionClosed, SeppError, OSError):
                if self.ended:
                    return
                if self.state == "active" and self.reconnect:
                    if await self._resume():
                        continue
                await self._finish(None, notify=True, error=SeppError(
                    f"signaling lost (code {sepp.close_code}, {sepp.close_reason or 'no reason'})"))
                return
            try:
                await self._handle(message["type"], message["data"])
            except Exception:
                log.exception("sepp: handling %s failed", message.get("type"))

    async def _handle(self, type_: str, data: dict[str, Any]) -> None:
        if type_ == "call_accepted":
            await self._on_accepted(data)
        elif type_ == "call_rejected":
            error = CallRejected(int(data.get("reject_code") or 0))
            for future in (self._accepted, self._resumed):
                if future is not None and not future.done():
                    future.set_exception(error)
            self._publish({"type": "call_rejected", **data})
            if self._accepted is not None and self._accepted.done() and self.state == "active":
                await self._finish(error.code, notify=True)
        elif type_ == "call_resumed":
            await self._on_resumed(data)
        elif type_ == "call_terminated":
            await self._finish(int(data.get("term_code") or 0), notify=True, remote=True)
        elif type_ == "sdp_update":
            await self._on_sdp_update(data)
        else:
            if type_ == "memberlist":
                self._apply_memberlist(data)
            elif type_ == "source_update":
                self.sources = data
            elif type_ == "recording":
                self.recording = data
            if type_ in EVENT_TYPES:
                self._publish({"type": type_, **data})
            else:
                log.debug("sepp: ignoring %s", type_)

    async def _on_accepted(self, data: dict[str, Any]) -> None:
        if self._accepted is None or self._accepted.done():
            return
        try:
            sdp = data["sdp"]
            self.call_id = data.get("call_id")
            self._note_answer(sdp["sdp"])
            await self.pc.setRemoteDescription(RTCSessionDescription(sdp=sdp["sdp"], type=sdp.get("type", "answer")))
        except Exception as exc:
            self._accepted.set_exception(SeppError(f"bad call_accepted: {exc}"))
            return
        self.state = "active"
        self._accepted.set_result(None)
        self._publish({"type": "call_accepted", "call_id": self.call_id, "sfu_mode": self.sfu_mode})
        if self.video_muted:
            await self.set_video_muted(True)

    def _note_answer(self, sdp: str) -> None:
        self.sfu_mode = has_session_attribute(sdp, "sfu-mode:on")
        self.sepp_messaging = has_session_attribute(sdp, "eyeson-sepp-messaging")

    async def _on_resumed(self, data: dict[str, Any]) -> None:
        sdp = data.get("sdp") or {}
        remote = self.pc.remoteDescription
        if sdp.get("sdp") and (remote is None or sdp["sdp"].strip() != remote.sdp.strip()):
            await self._apply_remote_sdp(sdp["sdp"], sdp.get("type", "answer"))
        if self._resumed is not None and not self._resumed.done():
            self._resumed.set_result(None)
        self._publish({"type": "call_resumed", "call_id": self.call_id})

    async def _on_sdp_update(self, data: dict[str, Any]) -> None:
        sdp = data.get("sdp") or {}
        if data.get("call_id") not in (None, self.call_id) or not sdp.get("sdp"):
            return
        await self._apply_remote_sdp(sdp["sdp"], sdp.get("type", "offer"))
        self._publish({"type": "sdp_update", "sfu_mode": self.sfu_mode})

    async def _apply_remote_sdp(self, sdp: str, kind: str) -> None:
        """A server offer is answered with sdp_update; an answer applies to our pending offer."""
        if kind == "offer":
            await self.pc.setRemoteDescription(RTCSessionDescription(sdp=sdp, type="offer"))
            await self.pc.setLocalDescription(await self.pc.createAnswer())
            await self._sepp.send("sdp_update", {"call_id": self.call_id, "sdp": {
                "type": "answer", "sdp": self.pc.localDescription.sdp}})
        elif self.pc.signalingState == "have-local-offer":
            await self.pc.setRemoteDescription(RTCSessionDescription(sdp=sdp, type="answer"))
        self._note_answer(sdp)

    def _apply_memberlist(self, data: dict[str, Any]) -> None:
        for entry in data.get("add") or []:
            if isinstance(entry, dict) and entry.get("cid"):
                self.members[entry["cid"]] = entry.get("p")
        for cid in data.get("del") or []:
            self.members.pop(cid, None)
        self.member_count = int(data.get("count", len(self.members)))

    async def _resume(self) -> bool:
        """Reconnect the socket and send call_resume; keep the peer connection. True on call_resumed."""
        self.state = "reconnecting"
        self._publish({"type": "reconnecting"})
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.resume_timeout
        delay = 0.2
        while not self.ended and loop.time() < deadline:
            try:
                if self.refresh_options is not None:
                    self.options = await self.refresh_options()
                sepp = SeppSocket(self.options, open_timeout=max(0.5, deadline - loop.time()))
                await sepp.connect()
            except SignalingRefused:
                return False
            except (OSError, SeppError, asyncio.TimeoutError, ConnectionClosed) as exc:
                log.info("sepp: reconnect failed (%s), retrying", exc)
                await asyncio.sleep(min(delay, max(0.0, deadline - loop.time())))
                delay = min(delay * 2, 2.0)
                continue
            self._sepp = sepp
            self._resumed = loop.create_future()
            reader = asyncio.ensure_future(self._await_resumed(sepp))
            try:
                await sepp.send("call_resume", {"call_id": self.call_id, "sdp": {
                    "type": "offer", "sdp": self._offer_sdp()}})
                await asyncio.wait_for(asyncio.shield(self._resumed), max(0.1, deadline - loop.time()))
            except (CallRejected, asyncio.TimeoutError, ConnectionClosed, SeppError) as exc:
                log.info("sepp: resume failed: %s", exc)
                reader.cancel()
                return False
            finally:
                self._resumed = None
            reader.cancel()
            self.resumes += 1
            self.state = "active"
            return True
        return False

    async def _await_resumed(self, sepp: SeppSocket) -> None:
        """While resuming: handle messages on the new socket until call_resumed arrives."""
        try:
            while self._resumed is not None and not self._resumed.done():
                message = await sepp.recv()
                await self._handle(message["type"], message["data"])
        except (ConnectionClosed, SeppError, asyncio.CancelledError):
            pass
        except Exception:
            log.exception("sepp: error while resuming")

    # -- media ---------------------------------------------------------------------------------------

    def _on_track(self, track: MediaStreamTrack) -> None:
        self._tasks.spawn(self._pull(track))

    async def _pull(self, track: MediaStreamTrack) -> None:
        kind = track.kind
        callback = self.on_video_frame if kind == "video" else self.on_audio_frame
        while True:
            try:
                frame = await track.recv()
            except MediaStreamError:
                return
            self.frames_received[kind] = self.frames_received.get(kind, 0) + 1
            callback = self.on_video_frame if kind == "video" else self.on_audio_frame
            if callback is not None:
                try:
                    callback(frame)
                except Exception:
                    log.exception("%s frame callback failed", kind)
            self._frames[kind].publish(frame)

    def _on_data(self, data: dict[str, Any]) -> None:
        if data.get("type") == "voice_activity":
            self._publish({"type": "voice_activity", "cid": data.get("cid"), "on": bool(data.get("on")),
                           "via": "datachannel"})

    async def _on_connection_state(self) -> None:
        # "closed" while the call runs: aiortc closes a connection on its own when its ICE consent expires
        if self.pc.connectionState in ("failed", "closed") and not self.ended:
            log.warning("the call's media connection is %s: the call ends", self.pc.connectionState)
            self.media_lost = True
            await self.hangup()

    # -- end -------------------------------------------------------------------------------------------

    def _publish(self, event: dict[str, Any]) -> None:
        self._events.publish(event)

    async def _finish(self, term_code: int | None, *, notify: bool, remote: bool = False,
                      error: Exception | None = None) -> None:
        if self.ended:
            return
        self.state = "ended"
        self.term_code = term_code
        self._ended.set()
        if self._accepted is not None and not self._accepted.done():
            self._accepted.set_exception(error or CallEnded(f"call ended ({term_code})"))
        if notify:
            event: dict[str, Any] = {"type": "call_terminated" if remote else "call_ended", "term_code": term_code}
            if error is not None:
                event["error"] = str(error)
            self._publish(event)
        self._events.publish(None)
        for subscribers in self._frames.values():
            subscribers.publish(None)
        if self._sepp is not None:
            try:
                await self._sepp.close()
            except Exception:
                pass
        if self._reader is not None and self._reader is not asyncio.current_task():
            self._reader.cancel()
        self._tasks.cancel_all()
        self.data.close()
        await close_peer_connection(self.pc)


__all__ = ["TERM_FAILED", "CallSession", "CallEnded", "CallRejected", "SignalingRefused", "SignalingOptions",
           "SeppError"]
