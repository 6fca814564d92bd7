"""The media of one meeting: a call leg per participant in the call, and who receives what.

The engine creates a ``MediaSession`` when a meeting starts (``meeting.media``) and closes it when the
meeting ends. Signaling asks it to start, replace and end legs and hears back only through the callbacks it
registers (``on_voice_activity``, ``on_renegotiation_needed``, ``on_close``); the session knows nothing of
sockets or of the engine.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from meetdesk.media.peer_connection import create_peer_connection

from .forwarding import PacketSource
from .legs import CallLeg
from .routing import pick_source, source_update

log = logging.getLogger(__name__)

VoiceCallback = Callable[[str, bool], None]  # (client id, speaking)
RenegotiationCallback = Callable[[str], Awaitable[None]]  # client id of the leg to renegotiate


class MediaSession:
    """Call legs of one meeting (by client id, in join order) and the routing between them."""

    def __init__(self, *, stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None,
                 loopback: bool = True, sfu_mode: str = "ptp", widescreen: bool = False,
                 background_color: str = "#121212") -> None:
        self.stun_servers = list(stun_servers or [])
        self.turn_servers = list(turn_servers or [])
        self.loopback = loopback
        self.sfu_mode = sfu_mode
        self.legs: dict[str, CallLeg] = {}  # in join order
        self.last_speaker: str | None = None
        self.closed = False
        # What the composing unit draws (set by the engine's layout, layers and presentation managers):
        self.widescreen = widescreen
        self.background_color = background_color
        self.layout: Any = None  # layouts.LayoutSettings; None: the default (auto)
        self.presenter: str | None = None  # user id in the presentation slot
        self.layers: dict[int, Any] = {}  # z-index (-1 background, 1 overlay) -> layers.Layer
        # Set by the meeting's signaling:
        self.on_voice_activity: VoiceCallback | None = None  # a participant started or stopped speaking
        self.on_renegotiation_needed: RenegotiationCallback | None = None  # send the leg a server offer
        self.on_close: Callable[[], Awaitable[None]] | None = None  # the calls end before their legs close

    @property
    def ptp(self) -> bool:
        """Forwarded peer streams: two participants (or fewer) and sfu_mode not disabled."""
        return self.sfu_mode != "disabled" and len(self.legs) <= 2

    @property
    def mode(self) -> str:
        return "ptp" if self.ptp else "forward"

    # -- legs ---------------------------------------------------------------------------------------------

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

    async def request_renegotiation(self, client_id: str) -> None:
        """Have signaling send the leg a server offer (sdp_update), e.g. when a later MCU switches it
        between forwarded and composed media."""
        if self.on_renegotiation_needed is not None and client_id in self.legs:
            await self.on_renegotiation_needed(client_id)

    # -- routing ------------------------------------------------------------------------------------------

    def reroute(self) -> None:
        """Point every leg's outgoing tracks at the sources it should receive."""
        for leg in list(self.legs.values()):
            for kind, track in (("audio", leg.audio_out), ("video", leg.video_out)):
                track.route(self._route(leg, kind))

    def _route(self, leg: CallLeg, kind: str) -> PacketSource | None:
        senders = [(other.client_id, other.source(kind)) for other in self.legs.values() if not other.closed]
        return pick_source(leg.client_id, senders, self.last_speaker)

    def source_update(self, widescreen: bool = False, layout: int = 0) -> dict[str, Any]:
        """Podium state (wire-protocol 1.4 source_update) for the participants in the call."""
        return source_update(list(self.legs), widescreen, layout)

    # -- what the composing unit draws ---------------------------------------------------------------------

    def set_layout(self, settings: Any) -> None:
        """A new layout (layouts.LayoutSettings), validated by the caller."""
        self.layout = settings
        self._composition_changed()

    def set_presenter(self, user_id: str | None) -> None:
        self.presenter = user_id
        self._composition_changed()

    def set_layer(self, z_index: int, layer: Any | None) -> None:
        """Put a layer (layers.Layer) at ``z_index`` (-1 background, 1 overlay), or remove it (None)."""
        if layer is None:
            self.layers.pop(z_index, None)
        else:
            self.layers[z_index] = layer
        self._composition_changed()

    def _composition_changed(self) -> None:
        pass  # the composing unit picks it up (mcu.py)

    # -- voice activity -----------------------------------------------------------------------------------

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

    # -- end ----------------------------------------------------------------------------------------------

    async def close(self) -> None:
        """End the meeting's media: signaling ends its calls first (``on_close``), then every leg left closes."""
        if self.closed:
            return
        self.closed = True
        if self.on_close is not None:
            try:
                await self.on_close()
            except Exception:
                log.exception("ending the calls of a closing media session failed")
        legs = list(self.legs.values())
        self.legs.clear()
        await asyncio.gather(*(leg.close() for leg in legs), return_exceptions=True)
