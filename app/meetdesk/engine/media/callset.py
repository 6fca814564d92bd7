"""The media side of a meeting: one peer connection per participant in the call, and who receives what.

``MeetingMedia`` lives in ``meeting.media``. It owns the call legs and their routing; the signaling socket
only asks it to start, resume, renegotiate and end legs. ptp mode (two participants): each receives the
other's audio and video. With three or more, until the composing unit exists, each receives the stream of
the most recent speaker among the others (else the first one who joined). A later MCU replaces
``_route`` with its composed output and mixed audio.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any, Callable

from aiortc import RTCDataChannel, RTCSessionDescription
from aiortc.mediastreams import MediaStreamTrack

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.sdp import add_session_attributes
from meetdesk.media.peer_connection import (LoopbackAwarePeerConnection, close_peer_connection,
                                            create_peer_connection)
from .routing import RoutedTrack, SourceFanout, VoiceActivityDetector

log = logging.getLogger(__name__)

PING_INTERVAL = 5.0
VoiceCallback = Callable[[str, bool], None]


class CallLeg:
    """One participant's call: peer connection, data channel "data", received sources, routed outputs."""

    def __init__(self, media: "MeetingMedia", client_id: str, pc: LoopbackAwarePeerConnection) -> None:
        self.media = media
        self.client_id = client_id
        self.call_id = secrets.token_hex(12)
        self.pc = pc
        self.channel: RTCDataChannel | None = None
        self.audio_out = RoutedTrack("audio")
        self.video_out = RoutedTrack("video")
        self.sources: dict[str, SourceFanout] = {}
        self.video_muted = False
        self.speaking = False
        self.last_pong: float | None = None
        self.closed = False
        self.on_failed: Callable[["CallLeg"], None] | None = None
        self._vad = VoiceActivityDetector()
        self._ping_task: asyncio.Task | None = None
        pc.on("track", self._on_track)
        pc.on("connectionstatechange", self._on_state)

    @property
    def local_sdp(self) -> dict[str, str]:
        desc = self.pc.localDescription
        return {"type": desc.type, "sdp": self._decorate(desc.sdp)}

    def _decorate(self, sdp: str) -> str:
        attributes = ["eyeson-sepp-messaging", "eyeson-datachan-capable"]
        if self.media.ptp:
            attributes.insert(0, "sfu-mode:on")
        return add_session_attributes(sdp, attributes)

    async def answer(self, offer: dict[str, str]) -> dict[str, str]:
        """Apply the client's complete offer; return the answer carrying all our candidates."""
        await self.pc.setRemoteDescription(RTCSessionDescription(sdp=offer["sdp"], type=offer.get("type", "offer")))
        self._attach_outputs()
        if self.channel is None and self.pc.sctp is not None:
            self._open_channel()
        await self.pc.setLocalDescription(await self.pc.createAnswer())
        return self.local_sdp

    async def renegotiate(self) -> dict[str, str]:
        """Server-initiated renegotiation: our new offer (to send as sdp_update)."""
        await self.pc.setLocalDescription(await self.pc.createOffer())
        return self.local_sdp

    async def apply_answer(self, answer: dict[str, str]) -> None:
        await self.pc.setRemoteDescription(RTCSessionDescription(sdp=answer["sdp"], type="answer"))

    def _attach_outputs(self) -> None:
        senders = {s.track for s in self.pc.getSenders() if s.track is not None}
        for track in (self.audio_out, self.video_out):
            if track in senders:
                continue
            if any(t.kind == track.kind and t.sender.track is None for t in self.pc.getTransceivers()):
                self.pc.addTrack(track)

    def _open_channel(self) -> None:
        self.channel = self.pc.createDataChannel("data", negotiated=True, id=0, ordered=True)
        self.channel.on("message", self._on_channel_message)
        self.channel.on("open", self._start_pings)
        if self.channel.readyState == "open":
            self._start_pings()

    def _start_pings(self) -> None:
        for cid in self.media.speakers():  # who is speaking already
            if cid != self.client_id:
                self.send_data({"type": "voice_activity", "cid": cid, "on": True})
        if self._ping_task is None:
            self._ping_task = asyncio.ensure_future(self._ping_loop())

    async def _ping_loop(self) -> None:
        try:
            while not self.closed:
                self.send_data({"type": "ping"})
                await asyncio.sleep(PING_INTERVAL)
        except asyncio.CancelledError:
            pass

    def _on_channel_message(self, message: Any) -> None:
        if not isinstance(message, str) or len(message) > 4096:
            return
        try:
            data = json_text.loads(message, "data channel message")
        except ApiError:
            return
        if not isinstance(data, dict):
            return
        if data.get("type") == "pong":
            self.last_pong = asyncio.get_running_loop().time()
        elif data.get("type") == "ping":
            self.send_data({"type": "pong"})
        elif data.get("type") == "mute_video":
            self.set_video_muted(bool(data.get("on")))

    def send_data(self, message: dict[str, Any]) -> None:
        """Send a JSON message on the data channel if it is open.

        Compact JSON: the browser library answers a ping only when the text is exactly '{"type":"ping"}'.
        """
        if self.channel is not None and self.channel.readyState == "open":
            try:
                self.channel.send(json_text.dumps(message))
            except Exception:
                log.exception("data channel send failed for %s", self.client_id)

    def set_video_muted(self, muted: bool) -> None:
        self.video_muted = muted

    def _on_track(self, track: MediaStreamTrack) -> None:
        if track.kind not in ("audio", "video") or self.closed:
            return
        old = self.sources.pop(track.kind, None)
        if old is not None:
            old.stop()
        on_level = self._on_audio_level if track.kind == "audio" else None
        self.sources[track.kind] = SourceFanout(track, self.client_id, on_level=on_level)
        self.media.reroute()

    def _on_audio_level(self, level_db: float) -> None:
        change = self._vad.update(level_db)
        if change is not None:
            self.speaking = change
            self.media.voice_activity_changed(self, change)

    async def _on_state(self) -> None:
        if self.pc.connectionState == "failed" and not self.closed and self.on_failed is not None:
            self.on_failed(self)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self._ping_task is not None:
            self._ping_task.cancel()
        for source in self.sources.values():
            source.stop()
        self.sources.clear()
        self.audio_out.stop()
        self.video_out.stop()
        await close_peer_connection(self.pc)


class MeetingMedia:
    """Call legs of one meeting (by client id) and the routing between them."""

    def __init__(self, *, stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None,
                 loopback: bool = True, sfu_mode: str = "ptp") -> None:
        self.stun_servers = list(stun_servers or [])
        self.turn_servers = list(turn_servers or [])
        self.loopback = loopback
        self.sfu_mode = sfu_mode
        self.legs: dict[str, CallLeg] = {}  # in join order
        self.last_speaker: str | None = None
        self.on_voice_activity: VoiceCallback | None = None
        # The meeting's signaling (engine/signaling ConferenceCalls): ``await signaling.renegotiate(cid)``
        # sends a server sdp_update offer, e.g. when a later MCU switches a leg between ptp and composed.
        self.signaling: Any = None

    @classmethod
    def for_meeting(cls, meeting: Any, config: Any) -> "MeetingMedia":
        """The meeting's media, created on first use from the engine config."""
        if not isinstance(meeting.media, MeetingMedia):
            meeting.media = cls(stun_servers=getattr(config, "stun_servers", None),
                                turn_servers=getattr(config, "turn_servers", None),
                                loopback=getattr(config, "ice_loopback", True),
                                sfu_mode=str((meeting.options or {}).get("sfu_mode") or "ptp"))
        return meeting.media

    @property
    def ptp(self) -> bool:
        """Forwarded peer streams: two participants (or fewer) and sfu_mode not disabled."""
        return self.sfu_mode != "disabled" and len(self.legs) <= 2

    @property
    def mode(self) -> str:
        return "ptp" if self.ptp else "forward"

    async def start_call(self, client_id: str, offer: dict[str, str], *, call_id: str | None = None
                         ) -> tuple[CallLeg, dict[str, str]]:
        """Open a leg for ``client_id`` from its offer; return the leg and the answer.

        With ``call_id`` the leg replaces the current one of that call (an ICE restart: aiortc cannot
        restart ICE on an existing peer connection, so the call gets a fresh one and keeps its place).
        """
        old = self.legs.get(client_id)
        if old is not None:
            await old.close()
        pc = create_peer_connection(self.stun_servers, self.turn_servers, loopback=self.loopback)
        leg = CallLeg(self, client_id, pc)
        if call_id:
            leg.call_id = call_id
            leg.video_muted = old.video_muted if old is not None else False
        self.legs[client_id] = leg  # keeps the join order of a replaced leg
        try:
            answer = await leg.answer(offer)
        except Exception:
            self.legs.pop(client_id, None)
            await leg.close()
            raise
        self.reroute()
        return leg, answer

    async def end_call(self, client_id: str) -> None:
        leg = self.legs.pop(client_id, None)
        if leg is not None:
            await leg.close()
        if self.last_speaker == client_id:
            self.last_speaker = None
        self.reroute()

    def leg(self, client_id: str) -> CallLeg | None:
        return self.legs.get(client_id)

    def reroute(self) -> None:
        """Point every leg's outgoing tracks at the sources it should receive."""
        for leg in list(self.legs.values()):
            for kind, track in (("audio", leg.audio_out), ("video", leg.video_out)):
                track.route(self._route(leg, kind))

    def _route(self, leg: CallLeg, kind: str) -> SourceFanout | None:
        others = [other for other in self.legs.values() if other is not leg and not other.closed]
        if self.last_speaker and self.last_speaker != leg.client_id:
            others.sort(key=lambda o: o.client_id != self.last_speaker)
        for other in others:
            source = other.sources.get(kind)
            if source is not None and not source.ended:
                return source
        return None

    def speakers(self) -> list[str]:
        """Client ids whose voice is active now."""
        return [cid for cid, leg in self.legs.items() if leg.speaking and not leg.closed]

    def voice_activity_changed(self, leg: CallLeg, on: bool) -> None:
        if on:
            self.last_speaker = leg.client_id
            if len(self.legs) > 2:
                self.reroute()
        message = {"type": "voice_activity", "cid": leg.client_id, "on": on}
        for other in self.legs.values():
            other.send_data(message)
        if self.on_voice_activity is not None:
            self.on_voice_activity(leg.client_id, on)

    def source_update(self, widescreen: bool = False, layout: int = 0) -> dict[str, Any]:
        """Podium state (wire-protocol 1.4 source_update) for the participants in the call."""
        src = list(self.legs)
        width, height = (1280, 720) if widescreen else (1280, 960)
        n = len(src)
        cols = 1 if n <= 1 else 2 if n <= 4 else 3
        rows = max(1, -(-n // cols))
        dims = [{"x": (i % cols) * width // cols, "y": (i // cols) * height // rows,
                 "w": width // cols, "h": height // rows} for i in range(n)]
        return {"src": src, "asrc": list(range(n)), "vsrc": list(range(n)), "dims": dims, "l": layout}

    async def close(self) -> None:
        legs = list(self.legs.values())
        self.legs.clear()
        await asyncio.gather(*(leg.close() for leg in legs), return_exceptions=True)
