"""Glue between a meeting window and the client library: REST, real-time socket and call -> Qt signals.

The view connects to the signals and calls the public methods; nothing here touches widgets except the two
frame sinks (plain callables) so video never goes through a queued signal per frame.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import avatars
from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.rest import ServiceClient, ServiceError, ServiceUnreachable
from meetdesk.media import devices, levels
from meetdesk.ui.controllers import as_json
from meetdesk.ui.audio_output import AudioSink, default_sink, no_sound_reason
from meetdesk.ui.controllers.local_media import LocalAudio, LocalVideo

log = logging.getLogger(__name__)

_LEVEL_INTERVAL = 0.1


@dataclass
class Person:
    id: str                # signaling client id (cid)
    name: str
    avatar: str | None = None
    guest: bool = False
    is_self: bool = False
    speaking: bool = False
    avatar_image: bytes | None = None   # the avatar URL's picture once fetched


def _strip_domain(cid: str) -> str:
    return cid.split("@", 1)[0]


class MeetingController(QObject):
    state_changed = Signal(str)           # joining, waiting, connecting, connected, reconnecting, ended
    meeting_changed = Signal(object)      # the meeting dict (room, options, locked, recording, links, user)
    participants_changed = Signal(list)   # list[Person]
    chat_received = Signal(dict)          # {name, content, at, own}
    notice = Signal(str)
    locked_changed = Signal(bool)
    recording_changed = Signal(bool)
    options_changed = Signal(object)
    mic_level = Signal(float)
    speaker_level = Signal(float)
    ended = Signal(str)                   # left, ended, kicked, failed
    logo_loaded = Signal(bytes)           # image bytes of options[custom_fields][logo]
    error = Signal(str)

    def __init__(self, client: ServiceClient, meeting: dict[str, Any], *, camera: str | None = None,
                 microphone: str | None = None, api_key: str | None = None, audio_sink: AudioSink | None = None,
                 speaker: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        self.meeting = meeting
        self.api_key = api_key
        self.camera_id = camera
        self.microphone_id = microphone
        self.audio_sink = audio_sink or default_sink(speaker or None)
        self.state = "joining"
        self.people: dict[str, Person] = {}
        self.call: CallSession | None = None
        self.realtime: RealtimeClient | None = None
        self.video_sink: Callable[[Any], None] | None = None
        self.self_view_sink: Callable[[Any], None] | None = None
        self.local_video: LocalVideo | None = None
        self.local_audio: LocalAudio | None = None
        self.locked = bool(meeting.get("locked"))
        self.recording = bool(meeting.get("recording"))
        self.mic_muted = False
        self.camera_off = False
        self.end_reason: str | None = None
        self._tasks: set[asyncio.Task] = set()
        self._last_mic = 0.0
        self._last_speaker = 0.0
        self._closing = False
        self._user_cache: dict[str, dict] = {}
        self.local_avatar: str | None = None   # the settings' picture file, shown for yourself

    # ---- facts the views need
    @property
    def access_key(self) -> str:
        return self.meeting.get("access_key", "")

    @property
    def options(self) -> dict[str, Any]:
        return self.meeting.get("options") or {}

    @property
    def user(self) -> dict[str, Any]:
        return self.meeting.get("user") or {}

    @property
    def is_guest(self) -> bool:
        return bool(self.user.get("guest"))

    @property
    def room_name(self) -> str:
        room = self.meeting.get("room") or {}
        return room.get("name") or room.get("id") or ""

    @property
    def guest_link(self) -> str:
        return (self.meeting.get("links") or {}).get("guest_join") or ""

    @property
    def own_cid(self) -> str:
        return ((self.meeting.get("signaling") or {}).get("options") or {}).get("client_id", "")

    # ---- lifecycle
    def start(self) -> None:
        self._spawn(self._run())

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            log.error("meeting task failed", exc_info=exc)
            self.error.emit(_describe(exc))

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    async def _run(self) -> None:
        self._set_state("joining")
        self.people[self.own_cid] = Person(self.own_cid, self.user.get("name") or "",
                                           self.local_avatar or self.user.get("avatar"), self.is_guest, is_self=True)
        self.participants_changed.emit(self.participant_list())
        self._spawn(self._load_avatar(self.own_cid))
        self.meeting_changed.emit(self.meeting)
        if not getattr(self.audio_sink, "available", True):
            self.notice.emit(no_sound_reason(self.audio_sink))   # no device, or QtMultimedia missing
        self._spawn(self._load_logo())
        websocket = (self.meeting.get("links") or {}).get("websocket")
        if websocket:
            self.realtime = RealtimeClient(websocket)
            self.realtime.add_listener(self._on_realtime)
            self.realtime.start()
        if not self.meeting.get("ready"):
            self._set_state("waiting")
            await self._wait_ready()
        await self._start_call()

    async def _load_logo(self, limit: int = 1 << 20) -> None:
        """Fetch the room's custom logo (shown instead of the app logo when show_label is on)."""
        url = (self.options.get("custom_fields") or {}).get("logo")
        if not self.options.get("show_label", True) or not isinstance(url, str) or \
                not url.startswith(("http://", "https://")):
            return
        import httpx
        try:
            async with httpx.AsyncClient(timeout=5.0, follow_redirects=True) as http:
                async with http.stream("GET", url) as response:
                    if response.status_code != 200:
                        return
                    data = b""
                    async for chunk in response.aiter_bytes():
                        data += chunk
                        if len(data) > limit:
                            return
        except httpx.HTTPError as exc:
            log.info("custom logo not loaded: %s", exc)
            return
        self.logo_loaded.emit(data)

    async def _wait_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.meeting.get("ready") and time.monotonic() < deadline and not self._closing:
            await asyncio.sleep(0.3)
            try:
                self._merge_meeting(as_json(await self.client.get_meeting(self.access_key)))
            except ServiceError as exc:
                if exc.status == 410:
                    self._finish("ended")
                    return
        if not self.meeting.get("ready") and not self._closing:
            raise RuntimeError(self.tr("The meeting did not get ready in time."))

    def _open_tracks(self) -> tuple[Any, Any]:
        name = self.user.get("name") or "MeetDesk"
        try:
            video = devices.open_camera(self.camera_id or None, 640, 480, 30, label=name[:16])
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Camera unavailable (%1), using the test card").replace("%1", str(exc)))
            video = devices.open_camera(None, 640, 480, 30, label=name[:16])
        try:
            audio = devices.open_microphone(self.microphone_id or None)
        except devices.DeviceUnavailable as exc:
            self.notice.emit(self.tr("Microphone unavailable (%1), using a test tone").replace("%1", str(exc)))
            audio = devices.open_microphone(None)
        return video, audio

    async def _start_call(self) -> None:
        if self._closing or self.state == "ended":
            return
        self._set_state("connecting")
        video, audio = self._open_tracks()
        self.local_video = LocalVideo(video, self._on_local_frame)
        self.local_audio = LocalAudio(audio, self._on_local_audio)
        self.local_video.muted = self.camera_off
        self.local_audio.muted = self.mic_muted
        self.call = CallSession(self.meeting, self.user.get("name"), self.local_video, self.local_audio,
                                mute_video=self.camera_off, refresh_options=self._refresh_signaling,
                                on_video_frame=self._on_remote_video, on_audio_frame=self._on_remote_audio)
        events = self.call.events()
        self._spawn(self._pump_call_events(events))
        try:
            await self.call.start()
        except Exception as exc:
            code = getattr(exc, "code", None)
            if code == 607:
                self._finish("failed", self.tr("The meeting is locked."))
            else:
                self._finish("failed", self.tr("Could not connect the call: %1").replace("%1", _describe(exc)))
            return
        self._set_state("connected")
        if self.realtime is not None and self.realtime.connected:
            self._spawn(self._safe(self.realtime.send_action("user_joins")))

    async def _refresh_signaling(self):
        from meetdesk.client.sepp import SignalingOptions
        self._merge_meeting(as_json(await self.client.get_meeting(self.access_key)))
        return SignalingOptions.from_meeting(self.meeting)

    async def _safe(self, coro) -> None:
        try:
            await coro
        except (ConnectionError, ServiceError) as exc:
            log.info("ignored: %s", exc)

    # ---- call events
    async def _pump_call_events(self, events) -> None:
        async for event in events:
            kind = event.get("type")
            if kind == "memberlist":
                await self._on_memberlist(event)
            elif kind == "voice_activity":
                person = self.people.get(_strip_domain(event.get("cid") or ""))
                if person is not None and person.speaking != bool(event.get("on")):
                    person.speaking = bool(event.get("on"))
                    self.participants_changed.emit(self.participant_list())
            elif kind == "reconnecting":
                self._set_state("reconnecting")
                self.notice.emit(self.tr("Connection lost, reconnecting…"))
            elif kind == "recording":
                self._set_recording(bool(event.get("active")))
            elif kind == "chat" and not self.realtime:
                self._emit_chat(event.get("cid", ""), event.get("content", ""))
            elif kind == "call_resumed" and self.state == "reconnecting":
                self._set_state("connected")
                self.notice.emit(self.tr("Reconnected"))
        # the iterator ends with the call
        if not self._closing and self.state != "ended":
            code = self.call.term_code if self.call else None
            await self._conclude_after_call(code)

    async def _conclude_after_call(self, code: int | None) -> None:
        try:
            await self.client.get_meeting(self.access_key)
        except ServiceError as exc:
            if exc.status in (404, 410):
                self._finish("ended" if exc.status == 410 else "kicked")
                return
        except ServiceUnreachable:
            pass
        if code in (403, 607):
            self._finish("kicked")
        else:
            self._finish("ended" if code == 200 else "failed", self.tr("The call was disconnected."))

    async def _on_memberlist(self, event: dict) -> None:
        added = [_strip_domain(e.get("cid", "")) for e in event.get("add") or [] if isinstance(e, dict)]
        removed = [_strip_domain(c) for c in event.get("del") or []]
        for cid in removed:
            person = self.people.pop(cid, None)
            if person is not None and not person.is_self:
                self.notice.emit(self.tr("%1 left").replace("%1", person.name))
        new = [cid for cid in added if cid and cid not in self.people]
        for cid in new:
            self.people[cid] = Person(cid, self.tr("Participant"))
        if new or removed:
            self.participants_changed.emit(self.participant_list())
        for cid in new:
            info = await self._lookup_user(cid)
            person = self.people.get(cid)
            if person is None:
                continue
            person.name = info.get("name") or person.name
            person.avatar = info.get("avatar")
            person.guest = bool(info.get("guest"))
            self._spawn(self._load_avatar(cid))
            self.notice.emit(self.tr("%1 joined").replace("%1", person.name))
        if new:
            self.participants_changed.emit(self.participant_list())

    async def _lookup_user(self, cid: str) -> dict:
        if cid not in self._user_cache:
            try:
                self._user_cache[cid] = as_json(await self.client.get_user(self.access_key, cid))
            except ServiceError:
                return {}
        return self._user_cache[cid]

    async def _load_avatar(self, cid: str) -> None:
        person = self.people.get(cid)
        url = person.avatar if person is not None else None
        if not url or "://" not in url:
            return
        data = await avatars.fetch_avatar(url)
        person = self.people.get(cid)
        if data and person is not None and person.avatar == url:
            person.avatar_image = data
            self.participants_changed.emit(self.participant_list())

    def participant_list(self) -> list[Person]:
        return sorted(self.people.values(), key=lambda p: (not p.is_self, p.name.lower()))

    # ---- realtime messages
    def _on_realtime(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "connection":
            state = msg.get("state")
            if state == "reconnecting" and self.state == "connected":
                self.notice.emit(self.tr("Connection lost, reconnecting…"))
            if state == "closed" and not self._closing and msg.get("reason") not in (None, "closed by client"):
                self._spawn(self._check_still_running())
        elif kind in ("room_setup", "room_ready"):
            content = msg.get("content") or {}
            if content:
                self._merge_meeting(content)
        elif kind == "chat":
            self._emit_chat(msg.get("cid", ""), msg.get("content", ""))
        elif kind == "lock":
            locked = bool(msg.get("locked"))
            if locked != self.locked:
                self.locked = locked
                self.locked_changed.emit(locked)
                if locked:
                    self.notice.emit(self.tr("The meeting is now locked"))
        elif kind == "recording_update":
            rec = msg.get("recording") or {}
            self._set_recording(rec.get("duration") is None)
        elif kind == "options_update":
            self.meeting["options"] = msg.get("options") or self.options
            self.options_changed.emit(self.options)

    async def _check_still_running(self) -> None:
        try:
            await self.client.get_meeting(self.access_key)
        except ServiceError as exc:
            if exc.status in (404, 410):
                self._finish("ended")

    def _merge_meeting(self, content: dict) -> None:
        if not isinstance(content, dict):
            return
        self.meeting.update({k: v for k, v in content.items() if v is not None or k in ("recording",)})
        if bool(self.meeting.get("locked")) != self.locked:
            self.locked = bool(self.meeting.get("locked"))
            self.locked_changed.emit(self.locked)
        self.meeting_changed.emit(self.meeting)

    def _set_recording(self, active: bool) -> None:
        if active != self.recording:
            self.recording = active
            self.recording_changed.emit(active)
            self.notice.emit(self.tr("Recording started") if active else self.tr("Recording stopped"))

    def _emit_chat(self, cid: str, content: str) -> None:
        cid = _strip_domain(cid or "")
        person = self.people.get(cid)
        own = cid == self.own_cid or cid == self.user.get("id")
        name = self.tr("You") if own else (person.name if person else self._user_cache.get(cid, {}).get("name", ""))
        message = {"cid": cid, "name": name or self.tr("Someone"), "content": str(content), "at": time.time(),
                   "own": own}
        self.chat_received.emit(message)
        if not name and cid:
            self._spawn(self._late_name(cid))

    async def _late_name(self, cid: str) -> None:
        await self._lookup_user(cid)

    # ---- media callbacks (in the loop, per frame)
    def _on_remote_video(self, frame: Any) -> None:
        if self.video_sink is not None:
            self.video_sink(frame)

    def _on_remote_audio(self, frame: Any) -> None:
        self.audio_sink.write(frame)
        now = time.monotonic()
        if now - self._last_speaker >= _LEVEL_INTERVAL:
            self._last_speaker = now
            self.speaker_level.emit(getattr(self.audio_sink, "level", levels.meter_fraction(levels.dbfs(frame))))

    def _on_local_frame(self, frame: Any) -> None:
        if self.self_view_sink is not None:
            self.self_view_sink(frame)

    def _on_local_audio(self, frame: Any) -> None:
        now = time.monotonic()
        if now - self._last_mic >= _LEVEL_INTERVAL:
            self._last_mic = now
            self.mic_level.emit(levels.meter_fraction(levels.dbfs(frame)))

    # ---- user actions
    def set_mic_muted(self, muted: bool) -> None:
        self.mic_muted = muted
        if self.local_audio is not None:
            self.local_audio.muted = muted
        if muted:
            self.mic_level.emit(0.0)

    def set_camera_off(self, off: bool) -> None:
        self.camera_off = off
        if self.local_video is not None:
            self.local_video.muted = off
        if self.call is not None and self.call.state == "active":
            self._spawn(self._safe_call(self.call.set_video_muted(off)))

    async def _safe_call(self, coro) -> None:
        try:
            await coro
        except Exception as exc:
            log.info("call request failed: %s", exc)

    def send_chat(self, text: str) -> None:
        text = text.strip()
        if text:
            self._spawn(self._request(self.client.send_message(self.access_key, text),
                                      self.tr("Message not sent: %1")))

    def lock(self) -> None:
        self._spawn(self._request(self.client.lock(self.access_key), self.tr("Could not lock: %1")))

    def kick(self, cid: str) -> None:
        self._spawn(self._request(self.client.kick_user(self.access_key, cid),
                                  self.tr("Could not remove the participant: %1")))

    async def _request(self, coro, failure: str) -> bool:
        try:
            await coro
            return True
        except ServiceError as exc:
            self.error.emit(failure.replace("%1", _describe(exc)))
            return False

    def leave(self) -> None:
        self._spawn(self._leave(end=False))

    def end_meeting(self) -> None:
        self._spawn(self._leave(end=True))

    async def _leave(self, end: bool) -> None:
        if end:
            try:
                await self.client.end_meeting(self.access_key)
            except ServiceError as exc:
                if exc.status not in (404, 410):
                    self.error.emit(self.tr("Could not end the meeting: %1").replace("%1", _describe(exc)))
                    return
        await self.close()
        self._finish("ended" if end else "left")

    def _finish(self, reason: str, message: str = "") -> None:
        if self.end_reason is not None:
            return
        self.end_reason = reason
        self._set_state("ended")
        if message:
            self.error.emit(message)
        self.ended.emit(reason)
        self._spawn(self.close())

    async def close(self) -> None:
        """Hang up and close every connection (idempotent)."""
        if self._closing:
            return
        self._closing = True
        if self.call is not None:
            try:
                await asyncio.wait_for(self.call.hangup(), 5.0)   # leaving must never hang the window
            except asyncio.TimeoutError:
                log.warning("hang-up did not finish within 5 s")
            except Exception:
                log.debug("hangup failed", exc_info=True)
        if self.realtime is not None:
            await self.realtime.close()
        for track in (self.local_video, self.local_audio):
            if track is not None:
                track.stop()
        self.audio_sink.close()
        await self.client.aclose()
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current:
                task.cancel()


def _describe(exc: BaseException) -> str:
    if isinstance(exc, ServiceUnreachable):
        return "the service cannot be reached"
    if isinstance(exc, ServiceError):
        return exc.message or str(exc.status)
    return str(exc) or type(exc).__name__
