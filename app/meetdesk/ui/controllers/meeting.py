"""The meeting window's controller: the call and its connections (REST, real-time socket, sepp call), composed
with one controller per concern that the views talk to directly:

- ``people``      PeopleController (people.py): members, names, pictures, who speaks, who is in the picture
- ``hands``, ``quality``  HandsController (hands.py), QualityController (quality.py): raised hands, connection figures
- ``reactions``, ``mute_all``  ReactionsController (reactions.py), MuteAllController (mute_all.py): a host's stfu
- ``chat``        ChatController (chat.py)
- ``local_media`` LocalMediaController (local_media.py): camera, microphone, self-view, remote sound, levels
- ``host``        HostMeetingController (host/meeting.py): lock, remove a participant
- ``layout``      LayoutController (host/layout.py): the composed picture's layout (host console)
- ``layers``      LayersController (host/layers.py): background, overlay, text insert (host console)
- ``recordings``, ``snapshots``, ``playbacks``, ``streams``: the host console's media pages (host/<stem>.py)

This controller owns the meeting's state (joining, waiting, connecting, connected, reconnecting, ended) and the
call's video mode (``composed``: the engine's one picture of everyone, MCU; ``direct``: the other's own video),
routes what the real-time socket and the call report to the controllers above, and leaves, ends and closes. Nothing
here touches widgets; video frames go to ``video_sink`` (a plain callable) so no frame passes a queued signal.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import MeetingReply, Options, ServiceClient, ServiceError, ServiceUnreachable, merge_meeting
from meetdesk.client.call import TERM_FAILED, CallSession
from meetdesk.client.call_thread import ThreadedCall
from meetdesk.client.images import fetch_image
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.sepp import SignalingOptions
from meetdesk.tasks import Latest, TaskSet
from meetdesk.ui.audio_output import AudioSink, default_sink, no_sound_reason
from meetdesk.ui.controllers.captions import CaptionsController
from meetdesk.ui.controllers.chat import ChatController
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.host.layers import LayersController
from meetdesk.ui.controllers.host.layout import LayoutController
from meetdesk.ui.controllers.host.meeting import HostMeetingController
from meetdesk.ui.controllers.host.playbacks import PlaybacksController
from meetdesk.ui.controllers.host.recordings import RecordingsController
from meetdesk.ui.controllers.host.snapshots import SnapshotsController
from meetdesk.ui.controllers.host.streams import StreamsController
from meetdesk.ui.controllers.local_media import LocalMediaController
from meetdesk.ui.controllers.hands import HandsController
from meetdesk.ui.controllers.mute_all import MuteAllController
from meetdesk.ui.controllers.people import MediaState, PeopleController, media_state_message, strip_domain
from meetdesk.ui.controllers.quality import QualityController
from meetdesk.ui.controllers.reactions import ReactionsController
from meetdesk.ui.controllers.share import ShareController

log = logging.getLogger(__name__)

# The call on a thread of its own (client/call_thread.py, docs/benchmarks.md "The host's own window"); False puts it
# on the Qt thread's loop (benchmarks/host_view.py's MEETDESK_CALL_THREAD=0; tests whose engine runs in the test's
# process, which three call threads would starve of the interpreter lock: tests/ui/test_join_flows.py service).
OWN_CALL_THREAD = True
REALTIME_WAIT = 5.0   # s the call waits at most for the real-time socket to be subscribed
MEDIA_RETRIES = 5  # calls started again in a row after each lost its media, before the meeting says it failed


class MeetingController(QObject):
    state_changed = Signal(str)           # joining, waiting, connecting, connected, reconnecting, ended
    meeting_changed = Signal(object)      # MeetingReply (room, options, locked, recording, links, user)
    notice = Signal(str)
    locked_changed = Signal(bool)
    recording_changed = Signal(bool)
    options_changed = Signal(object)      # Options
    ended = Signal(str)                   # left, ended, kicked, failed
    logo_loaded = Signal(bytes)           # image bytes of options[custom_fields][logo]
    error = Signal(str)
    video_mode_changed = Signal(str)      # composed (one picture of everyone) or direct (the other's own video)
    # real-time events of the host console's media pages (their payloads as they came)
    recording_updated = Signal(object)    # recording_update: the recording object
    snapshots_updated = Signal(object)    # snapshot_update: the meeting's snapshots
    playbacks_updated = Signal(object)    # playback_update: what plays
    broadcasts_updated = Signal(object)   # broadcasts_update: the running broadcasts
    forwards_updated = Signal(object)     # forwards_update (the embedded engine's extension): the whole message

    def __init__(self, client: ServiceClient, meeting: MeetingReply, *, camera: str | None = None,
                 microphone: str | None = None, api_key: str | None = None, audio_sink: AudioSink | None = None,
                 speaker: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.client = client
        self.meeting = meeting
        self.api_key = api_key
        self.reach = ""   # hosted on this computer's engine: "network" or "local" (who can join); else empty
        self.tasks = TaskSet("meeting")
        self.state = "joining"
        self.call: CallSession | ThreadedCall | None = None   # ThreadedCall: OWN_CALL_THREAD
        self.realtime: RealtimeClient | None = None
        self.video_sink: Callable[[Any], None] | None = None
        self.locked = meeting.locked
        self.recording = bool(meeting.recording)
        self.end_reason: str | None = None
        self.video_mode: str | None = None     # composed, direct; None before the call is accepted
        self._closing = False
        self._media_retries = 0  # reconnections since the last call that connected
        self.local_avatar: str | None = None   # the settings' picture file, shown for yourself
        key = meeting.access_key
        self.people = PeopleController(client, key, self.spawn, self)
        self.hands = HandsController(client, key, self.own_cid, not meeting.user.guest, self.people, self.spawn, self)
        self.quality = QualityController(self.people, lambda: self.call, self.spawn, self)
        self.chat = ChatController(client, key, (self.own_cid, meeting.user.id), self.people, self.spawn, self)
        self.captions = CaptionsController(client, key, not meeting.user.guest, self.spawn, self)  # captions.py
        self.local_media = LocalMediaController(camera, microphone, audio_sink or default_sink(speaker or None),
                                                self)
        self.host = HostMeetingController(client, key, self.spawn, self)
        # host console: layout and layers (fed by source_update, options_update, presentation_update)
        self.layout = LayoutController(client, meeting, self.own_cid, self.people, self.spawn, self)
        self.layers = LayersController(client, key, self.spawn, self)
        self.reactions = ReactionsController(client, key, meeting.user.id, self.spawn, self)
        self.mute_all = MuteAllController(meeting.user.id, meeting.user.guest, lambda: self.realtime, self.spawn, self)
        for part in (self.people, self.local_media, self.hands, self.mute_all, self.captions):
            part.notice.connect(self.notice)
        for part in (self.chat, self.host, self.hands, self.captions):
            part.error.connect(self.error)
        self._build_media_controllers(client, meeting, api_key)
        # screen sharing (with presenting), and the media state the others see
        self.share = ShareController(client, key, self.local_media, meeting.user.id, self.spawn, self)
        self.share.notice.connect(self.notice)
        self.share.error.connect(self.error)
        self._announcer = Latest(self.spawn, self._announce)   # your media state: one request at a time
        self.local_media.media_state_changed.connect(self._media_state_changed)

    def _build_media_controllers(self, client: ServiceClient, meeting: MeetingReply, api_key: str | None) -> None:
        """Recordings, snapshots, playbacks, streams; API-key requests go through ``api_client`` (None without
        a key: those controls explain why they are off)."""
        key, room_id = meeting.access_key, meeting.room.id
        self.api_client = ServiceClient(client.base_url, api_key) if api_key else None
        self.recordings = RecordingsController(client, key, room_id, self.api_client, self.spawn, self)
        self.snapshots = SnapshotsController(client, key, self.api_client, self.spawn, self)
        self.playbacks = PlaybacksController(client, key, self.spawn, self)
        self.streams = StreamsController(client, key, room_id, self.api_client, self.spawn, self)
        for part, event in ((self.recordings, self.recording_updated), (self.snapshots, self.snapshots_updated),
                            (self.playbacks, self.playbacks_updated), (self.streams, self.broadcasts_updated)):
            part.load(meeting)
            event.connect(part.apply_update if part is not self.streams else part.apply_broadcasts)
        self.playbacks_updated.connect(self.streams.apply_playbacks)
        self.forwards_updated.connect(self.streams.apply_forwards)
        self.ended.connect(lambda _reason: self.streams.meeting_ended())

    # ---- facts the views need
    @property
    def access_key(self) -> str:
        return self.meeting.access_key

    @property
    def options(self) -> Options:
        return self.meeting.options

    @property
    def is_guest(self) -> bool:
        return self.meeting.user.guest

    @property
    def room_name(self) -> str:
        return self.meeting.room.name or self.meeting.room.id or ""

    @property
    def guest_link(self) -> str:
        return self.meeting.links.guest_join or ""

    @property
    def own_cid(self) -> str:
        return self.meeting.signaling.client_id

    # ---- lifecycle
    def start(self) -> None:
        self.spawn(self._run())

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task:
        """Run a background task of this meeting; a failure is logged and shown as an error notice."""
        return self.tasks.spawn(self._reporting(coro))

    async def _reporting(self, coro: Coroutine[Any, Any, Any]) -> Any:
        try:
            return await coro
        except Exception as exc:
            log.error("meeting task failed", exc_info=exc)
            self.error.emit(describe(exc))

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    async def _run(self) -> None:
        self._set_state("joining")
        user = self.meeting.user
        self.people.add_self(self.own_cid, user.name or "", self.local_avatar or user.avatar, user.guest)
        self.meeting_changed.emit(self.meeting)
        sink = self.local_media.audio_sink
        if not getattr(sink, "available", True):
            self.notice.emit(no_sound_reason(sink))   # no device, or QtMultimedia missing
        self.spawn(self._load_logo())
        websocket = self.meeting.links.websocket
        if websocket:
            self.realtime = RealtimeClient(websocket)
            self.realtime.add_listener(self._on_realtime)
            for part in (self.reactions, self.mute_all, self.captions):
                self.realtime.add_listener(part.on_realtime)
            self.realtime.start()
        if not self.meeting.ready:
            self._set_state("waiting")
            await self._wait_ready()
        # the others answer a newcomer in the call (their hands, microphones, cameras) on the real-time socket:
        # subscribed first, or those answers are lost (the call on its own thread connects sooner than it)
        if self.realtime is not None and not await self.realtime.wait_connected(REALTIME_WAIT):
            log.info("no real-time connection after %.0f s: the call starts without it", REALTIME_WAIT)
        await self._start_call()

    async def _load_logo(self) -> None:
        """Fetch the room's custom logo (shown instead of the app logo when show_label is on)."""
        url = (self.options.custom_fields or {}).get("logo")
        if not self.options.show_label or not isinstance(url, str) or not url.startswith(("http://", "https://")):
            return
        data = await fetch_image(url)
        if data:
            self.logo_loaded.emit(data)

    async def _wait_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.meeting.ready and time.monotonic() < deadline and not self._closing:
            await asyncio.sleep(0.3)
            try:
                self._set_meeting(await self.client.get_meeting(self.access_key))
            except ServiceError as exc:
                if exc.status == 410:
                    self._finish("ended")
                    return
        if not self.meeting.ready and not self._closing:
            raise RuntimeError(self.tr("The meeting did not get ready in time."))

    async def _start_call(self) -> None:
        if self._closing or self.state == "ended":
            return
        self._set_state("connecting")
        name = self.meeting.user.name
        video, audio = self.local_media.open(name or "MeetDesk")
        kind = ThreadedCall if OWN_CALL_THREAD else CallSession
        self.call = kind(self.meeting, name, video, audio, mute_video=self.local_media.camera_off,
                         refresh_options=self._refresh_signaling, on_video_frame=self._on_remote_video,
                         on_audio_frame=self.local_media.play_remote_audio)
        events = self.call.events()
        self.spawn(self._pump_call_events(events))
        try:
            await self.call.start()
        except Exception as exc:
            code = getattr(exc, "code", None)
            if code == 607:
                self._finish("failed", self.tr("The meeting is locked."))
            else:
                self._finish("failed", self.tr("Could not connect the call: %1").replace("%1", describe(exc)))
            return
        self._set_state("connected")
        self._media_retries = 0
        self._media_state_changed()
        if self.realtime is not None and self.realtime.connected:
            self.spawn(self._ignore_failure(self.realtime.send_action("user_joins")))

    async def _refresh_signaling(self) -> SignalingOptions:
        self._set_meeting(await self.client.get_meeting(self.access_key))
        return SignalingOptions.from_meeting(self.meeting)

    async def _ignore_failure(self, coro, errors: tuple[type[BaseException], ...] = (ConnectionError, ServiceError)
                              ) -> None:
        """Run a request whose failure changes nothing for the user (logged)."""
        try:
            await coro
        except errors as exc:
            log.info("ignored: %s", exc)

    def _on_remote_video(self, frame: Any) -> None:
        if frame.pts is not None and frame.time_base is not None:   # how far the picture is behind (quality.py)
            self.quality.picture_delay.add(float(frame.pts * frame.time_base), time.monotonic())
        if self.video_sink is not None:
            self.video_sink(frame)

    # ---- what the call reports
    async def _pump_call_events(self, events) -> None:
        async for event in events:
            kind = event.get("type")
            if kind == "memberlist":   # its REST look-ups must not hold up the events behind it
                self.spawn(self.people.apply_memberlist(event))
                if any(isinstance(e, dict) and strip_domain(str(e.get("cid", ""))) != strip_domain(self.own_cid)
                       for e in event.get("add") or []):
                    self.announce_media_state()   # newcomers learn your microphone and camera
            elif kind == "voice_activity":
                self.people.set_speaking(event.get("cid") or "", bool(event.get("on")))
            elif kind == "source_update":
                self.people.apply_source_update(event)
                self.layout.apply_source_update(event)
            elif kind in ("call_accepted", "sdp_update"):   # the answer or a server offer tells the mode
                self._set_video_mode(bool(event.get("sfu_mode")))
            elif kind == "reconnecting":
                self._set_state("reconnecting")
                self.notice.emit(self.tr("Connection lost, reconnecting…"))
            elif kind == "recording":
                self._set_recording(bool(event.get("active")))
            elif kind == "chat" and not self.realtime:
                self.chat.receive(event.get("cid", ""), event.get("content", ""))
            elif kind == "call_resumed":
                if self.call is not None:
                    self._set_video_mode(self.call.sfu_mode)
                if self.state == "reconnecting":
                    self._set_state("connected")
                    self.notice.emit(self.tr("Reconnected"))
        # the iterator ends with the call
        if not self._closing and self.state != "ended":
            code = self.call.term_code if self.call else None
            if self.call is not None and (self.call.media_lost or code == TERM_FAILED) \
                    and self._media_retries < MEDIA_RETRIES:
                await self._reconnect_call()   # the media connection was lost, not the meeting
                return
            await self._conclude_after_call(code)

    async def _reconnect_call(self) -> None:
        """A new call in the same meeting after the last one lost its media (the picture and sound stopped):
        as Zoom does, say so and connect again; the meeting and its chat go on."""
        self._media_retries += 1
        self._set_state("reconnecting")
        self.notice.emit(self.tr("Connection lost, reconnecting…"))
        await asyncio.sleep(min(2.0 ** (self._media_retries - 1) - 1, 4.0))   # 0, 1, 3 s
        await self._start_call()
        if self.state == "connected":
            self.notice.emit(self.tr("Reconnected"))

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

    # ---- what the real-time socket reports
    def _on_realtime(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "connection":
            state = msg.get("state")
            if state == "reconnecting" and self.state == "connected":
                self.notice.emit(self.tr("Connection lost, reconnecting…"))
            if state == "closed" and not self._closing and msg.get("reason") not in (None, "closed by client"):
                self.spawn(self._check_still_running())
        elif kind in ("room_setup", "room_ready"):
            content = msg.get("content")
            if content and isinstance(content, dict):
                self._set_meeting(merge_meeting(self.meeting, content))
        elif kind == "chat":
            self.chat.receive(msg.get("cid", ""), msg.get("content", ""))
        elif kind == "custom":   # the others' media state (people.py) and hands (hands.py)
            self.people.receive_custom(msg)
            self.hands.receive_custom(msg)
        elif kind == "presentation_update":
            self.share.on_presentation(msg.get("presentation"))
            self.layout.apply_presentation(msg.get("presentation"))
        elif kind == "lock":
            self._set_locked(bool(msg.get("locked")))
        elif kind == "recording_update":  # started, stopped, then finished (its download link set)
            rec = msg.get("recording") or {}
            self.recording_updated.emit(rec)
            self._set_recording(rec.get("duration") is None)
            if rec.get("duration") is not None and (rec.get("links") or {}).get("download"):
                self.notice.emit(self.tr("The recording is ready"))
        elif kind in ("snapshot_update", "playback_update", "broadcasts_update"):
            field, signal = {"snapshot_update": ("snapshots", self.snapshots_updated),
                             "playback_update": ("playing", self.playbacks_updated),
                             "broadcasts_update": ("broadcasts", self.broadcasts_updated)}[kind]
            signal.emit(msg.get(field) if isinstance(msg.get(field), list) else [])
        elif kind == "forwards_update":
            self.forwards_updated.emit(msg)
        elif kind == "options_update":
            if isinstance(msg.get("options"), dict):
                self.meeting.options = Options.from_json(msg["options"])
            self.options_changed.emit(self.options)
            self.layout.apply_options(self.options)

    async def _check_still_running(self) -> None:
        try:
            await self.client.get_meeting(self.access_key)
        except ServiceError as exc:
            if exc.status in (404, 410):
                self._finish("ended")

    def _set_video_mode(self, sfu_mode: bool) -> None:
        """The SDP's a=sfu-mode:on means the other's own video (peer mode); without it the composed picture."""
        mode = "direct" if sfu_mode else "composed"
        if mode != self.video_mode:
            self.video_mode = mode
            self.people.set_composed(mode == "composed")
            self.layout.set_composed(mode == "composed")
            self.video_mode_changed.emit(mode)

    def _set_meeting(self, meeting: MeetingReply) -> None:
        self.meeting = meeting
        self._set_locked(meeting.locked)
        self.layout.apply_options(meeting.options)
        self.meeting_changed.emit(self.meeting)

    def _set_locked(self, locked: bool) -> None:
        """Told by the lock event or read from the meeting (the real-time socket's first state: a lock while it
        was still connecting, a second after the call, is said too)."""
        if locked != self.locked:
            self.locked = locked
            self.locked_changed.emit(locked)
            if locked:
                self.notice.emit(self.tr("The meeting is now locked"))

    def _set_recording(self, active: bool) -> None:
        if active != self.recording:
            self.recording = active
            self.recording_changed.emit(active)
            self.notice.emit(self.tr("Recording started") if active else self.tr("Recording stopped"))

    # ---- media state
    def _media_state_changed(self) -> None:
        mic, camera, screen = self.local_media.media_state
        self.people.set_media_state(self.own_cid, MediaState(mic, camera, screen))
        self.announce_media_state()

    def announce_media_state(self) -> None:
        """Tell the others your microphone, camera and screen (one request at a time; the latest state wins)."""
        if self.state in ("connected", "reconnecting") and not self._closing:
            self._announcer.ask()

    async def _announce(self) -> None:
        if not self._closing:
            mic, camera, screen = self.local_media.media_state
            await self._ignore_failure(self.client.send_message(
                self.access_key, media_state_message(MediaState(mic, camera, screen)), type="custom"))

    # ---- user actions
    def set_camera_off(self, off: bool) -> None:
        self.local_media.set_camera_off(off)
        if self.call is not None and self.call.state == "active":
            self.spawn(self._ignore_failure(self.call.set_video_muted(off), (Exception,)))

    def leave(self) -> None:
        self.spawn(self._leave(end=False))

    def end_meeting(self) -> None:
        self.spawn(self._leave(end=True))

    async def _leave(self, end: bool) -> None:
        if end:
            try:
                await self.client.end_meeting(self.access_key)
            except ServiceError as exc:
                if exc.status not in (404, 410):
                    self.error.emit(self.tr("Could not end the meeting: %1").replace("%1", describe(exc)))
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
        self.spawn(self.close())

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
        self.local_media.close()
        await self.playbacks.aclose()
        if self.api_client is not None:
            await self.api_client.aclose()
        await self.client.aclose()
        self.tasks.cancel_all()
