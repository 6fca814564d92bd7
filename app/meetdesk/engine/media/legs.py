"""A call leg: one participant's peer connection to the engine, its data channel "data", the sources it
sends (forwarded as packets to the others) and the two tracks it receives (routed by the meeting's media
session).
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, Protocol

from aiortc import RTCSessionDescription
from aiortc.mediastreams import MediaStreamTrack

from meetdesk.api.sdp import add_session_attributes, prefer_codecs
from meetdesk.rtc.data_channel import JsonDataChannel
from meetdesk.rtc.levels import VoiceActivity
from meetdesk.rtc.peer_connection import LoopbackAwarePeerConnection, close_peer_connection

from .forwarded_track import ForwardedTrack
from .forwarding import PacketSource

PING_INTERVAL = 5.0  # s between the data channel pings of a leg
# Every leg sends and receives these first whenever its client offers them (VP8 and Opus are mandatory to
# implement in WebRTC, RFC 7742 and 7874), so every source's packets can be forwarded to every leg.
PREFERRED_CODECS = {"video": ["VP8"], "audio": ["opus"]}


def voice_detector() -> VoiceActivity:
    """The engine's voice activity detector of one leg: one threshold (-45 dBFS), on after 0.1 s of voice
    (5 frames of 20 ms), off after 0.8 s (40 frames) of silence."""
    return VoiceActivity(on_dbfs=-45.0, off_dbfs=-45.0, attack_s=0.1, hang_s=0.8)


class LegHost(Protocol):
    """What a leg asks of the media session it belongs to."""

    @property
    def ptp(self) -> bool: ...
    def speakers(self) -> list[str]: ...
    def reroute(self) -> None: ...
    def voice_activity_changed(self, leg: CallLeg, on: bool) -> None: ...


class CallLeg:
    """One participant's call: peer connection, data channel "data", received sources, routed outputs."""

    def __init__(self, host: LegHost, client_id: str, pc: LoopbackAwarePeerConnection, *,
                 user_id: str | None = None, name: str = "") -> None:
        self.host = host
        self.client_id = client_id
        self.user_id = user_id or client_id
        self.name = name  # shown on the composed picture
        self.declared_ptp: bool | None = None  # the mode our last SDP told the client (a=sfu-mode:on)
        self.renegotiating = False
        self.call_id = secrets.token_hex(12)
        self.pc = pc
        self.data: JsonDataChannel | None = None
        self.audio_out = ForwardedTrack("audio")
        self.video_out = ForwardedTrack("video")
        self.sources: dict[str, PacketSource] = {}
        self.video_muted = False
        self.closed = False
        self.on_failed: Callable[[CallLeg], None] | None = None
        self._voice = voice_detector()
        pc.on("track", self._on_track)
        pc.on("connectionstatechange", self._on_state)

    @property
    def speaking(self) -> bool:
        return self._voice.active

    @property
    def last_pong(self) -> float | None:
        """Loop time of the last pong on the data channel (None before the first)."""
        return self.data.last_pong if self.data is not None else None

    def source(self, kind: str) -> PacketSource | None:
        """The live source of ``kind`` this leg sends, if any."""
        source = self.sources.get(kind)
        return source if source is not None and not source.ended else None

    @property
    def local_sdp(self) -> dict[str, str]:
        desc = self.pc.localDescription
        return {"type": desc.type, "sdp": self._decorate(desc.sdp)}

    def _decorate(self, sdp: str) -> str:
        attributes = ["eyeson-sepp-messaging", "eyeson-datachan-capable"]
        if self.host.ptp:
            attributes.insert(0, "sfu-mode:on")
        return add_session_attributes(sdp, attributes)

    async def answer(self, offer: dict[str, str]) -> dict[str, str]:
        """Apply the client's complete offer; return the answer carrying all our candidates."""
        sdp = prefer_codecs(offer["sdp"], PREFERRED_CODECS)
        await self.pc.setRemoteDescription(RTCSessionDescription(sdp=sdp, type=offer.get("type", "offer")))
        self._attach_outputs()
        if self.data is None and self.pc.sctp is not None:
            self._open_channel()
        await self.pc.setLocalDescription(await self.pc.createAnswer())
        self._bind_outputs()
        self.declared_ptp = self.host.ptp
        return self.local_sdp

    async def renegotiate(self) -> dict[str, str]:
        """Server-initiated renegotiation: our new offer (to send as sdp_update)."""
        await self.pc.setLocalDescription(await self.pc.createOffer())
        self.declared_ptp = self.host.ptp
        return self.local_sdp

    async def apply_answer(self, answer: dict[str, str]) -> None:
        await self.pc.setRemoteDescription(RTCSessionDescription(sdp=answer["sdp"], type="answer"))
        self._bind_outputs()

    def _attach_outputs(self) -> None:
        senders = {s.track for s in self.pc.getSenders() if s.track is not None}
        for track in (self.audio_out, self.video_out):
            if track in senders:
                continue
            if any(t.kind == track.kind and t.sender.track is None for t in self.pc.getTransceivers()):
                self.pc.addTrack(track)

    def _bind_outputs(self) -> None:
        """After each negotiation: the outgoing tracks learn their codec and their subscriber's feedback."""
        for transceiver in self.pc.getTransceivers():
            track = transceiver.sender.track
            if track is self.audio_out or track is self.video_out:
                track.bind(transceiver)

    def _open_channel(self) -> None:
        channel = self.pc.createDataChannel("data", negotiated=True, id=0, ordered=True)
        self.data = JsonDataChannel(channel, self._on_data, ping_interval=PING_INTERVAL,
                                    on_open=self._tell_speakers)

    def _tell_speakers(self) -> None:
        for cid in self.host.speakers():  # who is speaking already
            if cid != self.client_id:
                self.send_data({"type": "voice_activity", "cid": cid, "on": True})

    def _on_data(self, data: dict[str, Any]) -> None:
        if data.get("type") == "mute_video":
            self.set_video_muted(bool(data.get("on")))

    def send_data(self, message: dict[str, Any]) -> None:
        """Send a JSON message on the data channel if it is open."""
        if self.data is not None:
            self.data.send(message)

    def set_video_muted(self, muted: bool) -> None:
        if muted != self.video_muted:
            self.video_muted = muted
            if not self.host.ptp:
                self.host.reroute()  # the composed picture shows a placeholder

    def _on_track(self, track: MediaStreamTrack) -> None:
        if track.kind not in ("audio", "video") or self.closed:
            return
        receiver = next((t.receiver for t in self.pc.getTransceivers() if t.receiver.track is track), None)
        if receiver is None:
            return
        old = self.sources.pop(track.kind, None)
        if old is not None:
            old.stop()
        on_level = self._hear if track.kind == "audio" else None
        self.sources[track.kind] = PacketSource(receiver, self.client_id, on_audio_level=on_level,
                                                on_ended=self._source_ended)
        self.host.reroute()

    def _source_ended(self, source: PacketSource) -> None:
        if not self.closed:
            self.host.reroute()

    def _hear(self, level_dbfs: float, seconds: float) -> None:
        was = self._voice.active
        if self._voice.update_level(level_dbfs, seconds) != was:
            self.host.voice_activity_changed(self, not was)

    async def _on_state(self) -> None:
        # "closed" without close(): aiortc closes a connection on its own when its ICE consent expires
        if self.pc.connectionState in ("failed", "closed") and not self.closed and self.on_failed is not None:
            self.on_failed(self)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.data is not None:
            self.data.close()
        for source in self.sources.values():
            source.stop()
        self.sources.clear()
        self.audio_out.stop()
        self.video_out.stop()
        await close_peer_connection(self.pc)
