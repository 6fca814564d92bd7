"""The media of one meeting: a call leg per participant in the call, and who receives what.

The engine creates a ``MediaSession`` when a meeting starts (``meeting.media``) and closes it when the
meeting ends. Signaling asks it to start, replace and end legs and hears back only through the callbacks it
registers (``on_voice_activity``, ``on_renegotiation_needed``, ``on_close``, ``on_podium_changed``); the
engine's managers set what the composed picture shows (layout, presenter, layers, playbacks). The session
knows nothing of sockets or of the engine.

Peer mode forwards each participant's packets to the other (forwarding.py); MCU mode (``mcu_wanted``) runs
the composing unit (mcu.py): every leg receives the composed picture and its own mix. Every change of mode is
told to the clients by renegotiating their legs (a=sfu-mode:on in peer mode only).
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import av

from meetdesk.api.reactions import DURATION as REACTION_DURATION
from meetdesk.rtc.peer_connection import create_peer_connection
from meetdesk.tasks import TaskSet

from . import compositor
from .compositor import Scene, SceneTile
from .forwarding import FrameSource
from .layouts import LayoutSettings, Tile, arrange, canvas_size, layout_number
from .legs import CallLeg
from .mcu import Mcu
from .outputs import MediaEnded, OutputLink
from .reactions import MOST as MOST_REACTIONS, SceneReaction
from .routing import pick_source, source_update

if TYPE_CHECKING:  # the engine's managers make these; the session only holds and draws them
    from .captions import Captioner
    from .layers import Layer
    from .playback import Playback

log = logging.getLogger(__name__)

VoiceCallback = Callable[[str, bool], None]  # (client id, speaking)
RenegotiationCallback = Callable[[str], Awaitable[None]]  # client id of the leg to renegotiate
PTP_RETURN_DELAY = 5.0  # s with two participants left (and nothing that needs the MCU) before peer mode returns
MAX_VISIBLE = 9  # videos decoded and drawn at most


class MediaSession:
    """Call legs of one meeting (by client id, in join order) and the routing between them."""

    running = 0  # sessions open in this process: the spare compositor process is stopped when none is

    def __init__(self, *, stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None,
                 loopback: bool = True, sfu_mode: str = "ptp", widescreen: bool = False,
                 background_color: str = "#121212") -> None:
        self.stun_servers = list(stun_servers or [])
        self.turn_servers = list(turn_servers or [])
        self.loopback = loopback
        self.sfu_mode = sfu_mode
        self.legs: dict[str, CallLeg] = {}  # in join order
        self.pictured: set[str] = set()  # source ids that have been in the picture (arrange's ``departed``)
        self.last_speaker: str | None = None
        self.closed = False
        # What the composing unit draws (set by the engine's layout, layers and presentation managers):
        self.widescreen = widescreen
        self.background_color = background_color
        self.layout: LayoutSettings | None = None  # None: auto, names shown
        self.presenter: str | None = None  # user id in the presentation slot
        self.layers: dict[int, Layer] = {}  # z-index (-1 background, 1 overlay)
        self.playbacks: dict[str, Playback] = {}  # play_id -> a source of decoded media
        self.outputs: set[str] = set()  # recordings, broadcasts, MCU forwards: they keep the MCU running
        self.mcu: Mcu | None = None  # the composing unit, while the meeting is in MCU mode
        self.reactions: list[tuple[str, str, float, int]] = []  # (name, client id, monotonic time, seed)
        self.captioner: Captioner | None = None  # live captions, while they are on (engine/captions.py)
        MediaSession.running += 1
        compositor.prewarm()  # a compositor process, ready when the MCU starts
        self._ptp_return: asyncio.TimerHandle | None = None
        self._podium: tuple[Any, ...] | None = None  # the last podium reported (on_podium_changed)
        self._tasks = TaskSet("media session")  # renegotiations and MCU closes started by reroute
        # Set by the meeting's signaling:
        self.on_voice_activity: VoiceCallback | None = None  # a participant started or stopped speaking
        self.on_renegotiation_needed: RenegotiationCallback | None = None  # send the leg a server offer
        self.on_close: Callable[[], Awaitable[None]] | None = None  # the calls end before their legs close
        self.on_podium_changed: Callable[[], None] | None = None  # who is where in the picture changed

    @property
    def ptp(self) -> bool:
        """Forwarded peer streams (no composing unit running)."""
        return self.mcu is None

    @property
    def mode(self) -> str:
        return "ptp" if self.ptp else "mcu"

    @property
    def canvas(self) -> tuple[int, int]:
        return canvas_size(self.widescreen)

    # -- legs ---------------------------------------------------------------------------------------------

    async def start_call(self, client_id: str, offer: dict[str, str], *, call_id: str | None = None,
                         user_id: str | None = None, name: str = "") -> tuple[CallLeg, dict[str, str]]:
        """Open a leg for ``client_id`` from its offer; return the leg and the answer.

        With ``call_id`` the leg replaces the current one of that call (an ICE restart: aiortc cannot
        restart ICE on an existing peer connection, so the call gets a fresh one and keeps its place).
        """
        old = self.legs.get(client_id)
        if old is not None:
            await old.close()
        pc = create_peer_connection(self.stun_servers, self.turn_servers, loopback=self.loopback)
        leg = CallLeg(self, client_id, pc, user_id=user_id or client_id, name=name)
        if call_id:
            leg.call_id = call_id
            leg.video_muted = old.video_muted if old is not None else False
        self.legs[client_id] = leg  # keeps the join order of a replaced leg
        self._update_mode()  # the answer tells the client the mode (a=sfu-mode:on in peer mode)
        try:
            answer = await leg.answer(offer)
        except Exception:
            self.legs.pop(client_id, None)
            await leg.close()
            self.reroute()  # the mode as it was without this leg
            raise
        self.reroute()
        return leg, answer

    async def end_call(self, client_id: str) -> None:
        leg = self.legs.pop(client_id, None)
        if leg is not None:
            await leg.close()
        if self.last_speaker == client_id:
            self.last_speaker = None
        if self.mcu is not None:
            self.mcu.drop_listener(client_id)
        self.reroute()

    def leg(self, client_id: str) -> CallLeg | None:
        return self.legs.get(client_id)

    def leg_of_user(self, user_id: str) -> CallLeg | None:
        """The open leg of a user (of a participant's user id), if it is in the call."""
        return next((leg for leg in self.legs.values() if leg.user_id == user_id and not leg.closed), None)

    def playback(self, play_id: str) -> Playback | None:
        """The playback playing as ``play_id``, if one is."""
        return self.playbacks.get(play_id)

    async def request_renegotiation(self, client_id: str) -> None:
        """Have signaling send the leg a server offer (sdp_update), e.g. when a later MCU switches it
        between forwarded and composed media."""
        if self.on_renegotiation_needed is not None and client_id in self.legs:
            await self.on_renegotiation_needed(client_id)

    # -- mode and routing ---------------------------------------------------------------------------------

    def mcu_wanted(self) -> bool:
        """MCU mode: sfu_mode disabled or screencast, more than two in the call, or something only the
        composed picture shows (layers, a chosen layout, a presenter)."""
        layout = self.layout
        if not (self.legs or self.outputs or self.playbacks):
            return False  # nothing to compose for (an empty meeting waits for its idle end)
        return (self.sfu_mode in ("disabled", "screencast") or len(self.legs) > 2 or bool(self.layers)
                or bool(self.playbacks) or bool(self.outputs) or self.presenter is not None
                or (layout is not None and bool(layout.name or layout.map or layout.users)))

    def _update_mode(self) -> None:
        """Start the composing unit when it is wanted; return to peer mode PTP_RETURN_DELAY after it no longer
        is (two people left alone get their forwarded streams back, but a quick rejoin does not flip twice)."""
        wanted = self.mcu_wanted()
        if wanted and self._ptp_return is not None:
            self._ptp_return.cancel()
            self._ptp_return = None
        if wanted and self.mcu is None and not self.closed:
            width, height = self.canvas
            self.mcu = Mcu(width, height, self.background_color)  # started by reroute once it has a scene
            compositor.prewarm()  # none is waiting when another meeting's MCU took it: it composes here until then
            log.info("MCU mode (%d in the call)", len(self.legs))
        elif not wanted and self.mcu is not None and self._ptp_return is None:
            delay = PTP_RETURN_DELAY if self.legs else 0.0
            self._ptp_return = asyncio.get_event_loop().call_later(delay, self._return_to_ptp)

    def _return_to_ptp(self) -> None:
        self._ptp_return = None
        if self.mcu is None or self.mcu_wanted() or self.closed:
            return
        mcu, self.mcu = self.mcu, None
        log.info("peer mode (%d in the call)", len(self.legs))
        self.reroute()
        self._tasks.spawn(mcu.close())
        compositor.prewarm()  # for the MCU this meeting may need again (the last one took the spare)

    def reroute(self) -> None:
        """Point every leg's outgoing tracks at what it should receive: in peer mode the other's streams, in
        MCU mode the composed picture and its own mix. A leg whose last SDP told another mode is renegotiated."""
        if self.closed:
            return
        self._update_mode()
        mcu = self.mcu
        tiles = self.tiles() if mcu is not None else []
        if mcu is not None:
            self._compose(mcu, tiles)
            mcu.start()  # (once) the first tick draws this scene, never an empty one
        for leg in list(self.legs.values()):
            if mcu is not None:
                leg.video_out.route(mcu.video)
                leg.audio_out.route(mcu.audio_for(leg.client_id))
            else:
                for kind, track in (("audio", leg.audio_out), ("video", leg.video_out)):
                    track.route(self._route(leg, kind))
            if leg.declared_ptp is not None and leg.declared_ptp != self.ptp and not leg.renegotiating:
                leg.renegotiating = True
                self._tasks.spawn(self._renegotiate(leg))
        self._report_podium(tiles)
        if self.captioner is not None:
            self.captioner.follow(self.legs)

    async def _renegotiate(self, leg: CallLeg) -> None:
        before = leg.declared_ptp
        try:
            await self.request_renegotiation(leg.client_id)
        except Exception:
            log.exception("renegotiating %s failed", leg.client_id)
        finally:
            leg.renegotiating = False
        # The mode changed again while the offer was out: tell the client once more.
        if leg.declared_ptp != before and leg.declared_ptp != self.ptp and self.legs.get(leg.client_id) is leg:
            self.reroute()

    def _route(self, leg: CallLeg, kind: str) -> FrameSource | None:
        senders = [(other.client_id, other.source(kind)) for other in self.legs.values() if not other.closed]
        return pick_source(leg.client_id, senders, self.last_speaker)

    def tiles(self) -> list[Tile]:
        """Where everyone is in the composed picture (tile sources are client ids and ``media-<play_id>``)."""
        # Who sends neither sound nor picture (a viewer) takes no tile; a camera turned off shows a placeholder.
        legs = [leg for leg in self.legs.values() if not leg.closed and (leg.sources or leg.video_muted)]
        by_user = {leg.user_id: leg.client_id for leg in legs}
        speakers = [leg.user_id for leg in legs if leg.speaking]
        if self.last_speaker in self.legs:
            last = self.legs[self.last_speaker].user_id
            speakers.sort(key=lambda user: user != last)
        people = [leg.user_id for leg in legs]
        for play_id, playback in self.playbacks.items():
            media = f"media-{play_id}"
            by_user[media] = media
            replaced = getattr(playback, "replacement_id", None)
            if replaced in people:
                people[people.index(replaced)] = media
            else:
                people.append(media)
        self.pictured.update(people)
        tiles = arrange(self.layout, people, canvas=self.canvas, speakers=speakers,
                        presenter=self.presenter, screencast=self.sfu_mode == "screencast",
                        departed=self.pictured.difference(people))
        return [Tile(tile.slot, by_user.get(tile.source) if tile.source is not None else None) for tile in tiles]

    def _compose(self, mcu: Mcu, tiles: list[Tile]) -> None:
        show_names = True if self.layout is None else bool(self.layout.show_names)
        scene_tiles = []
        for tile in tiles:
            leg = self.legs.get(tile.source) if tile.source is not None else None
            video = leg.source("video") if leg is not None else None
            playback = self._playback_of(tile.source)
            name = leg.name if leg is not None else getattr(playback, "name", "") or ""
            scene_tiles.append(SceneTile(tile.slot, tile.source, name,
                                         camera_off=leg is not None and (leg.video_muted or video is None)))
        mcu.set_scene(Scene(tuple(scene_tiles), show_names, self.layers.get(-1), self.layers.get(1),
                            self._audio_inserts(scene_tiles), self._insert_position(), self._reactions(mcu)))
        visible = {t.source for t in tiles if t.source in self.legs}
        video = {cid: src for cid in visible if (src := self.legs[cid].source("video")) is not None}
        audio = {cid: src for cid, leg in self.legs.items() if (src := leg.source("audio")) is not None}
        mcu.set_inputs(video, audio, {f"media-{play_id}": p for play_id, p in self.playbacks.items()})

    def _audio_inserts(self, tiles: list[SceneTile]) -> tuple[str, ...]:
        """Names of the speakers to show as audio inserts: every speaker (audio_insert=enabled) or those not
        seen in the picture, camera off or without a tile (audio_only, the default)."""
        mode = getattr(self.layout, "audio_insert", "audio_only") if self.layout is not None else "audio_only"
        if mode == "disabled":
            return ()
        seen = {t.source for t in tiles if t.source is not None and not t.camera_off}
        return tuple(leg.name or "?" for cid, leg in self.legs.items()
                     if leg.speaking and (mode == "enabled" or cid not in seen))

    def _insert_position(self) -> tuple[int | None, int | None]:
        position = getattr(self.layout, "audio_insert_position", None) or (None, None)
        return tuple(None if v is None else int(v) for v in position)  # type: ignore[return-value]

    def add_reaction(self, name: str, client_id: str) -> None:
        """A reaction of ``client_id``, drawn rising from its tile while the meeting is composed. In peer mode
        the clients show it themselves (from the real-time event): it is not kept, so a switch to MCU mode within
        its seconds does not show it twice."""
        if self.mcu is None or self.closed:
            return
        now = time.monotonic()
        kept = [r for r in self.reactions if r[2] > now - REACTION_DURATION][-(MOST_REACTIONS - 1):]
        seed = kept[-1][3] + 1 if kept else 0
        self.reactions = [*kept, (name, client_id, now, seed)]
        self._compose(self.mcu, self.tiles())

    def _reactions(self, mcu: Mcu) -> tuple[SceneReaction, ...]:
        """The reactions still rising, on the MCU's clock."""
        since = time.monotonic() - REACTION_DURATION
        return tuple(SceneReaction(name, cid, at - mcu.epoch, seed)
                     for name, cid, at, seed in self.reactions if at > since)

    def _playback_of(self, source: str | None) -> Playback | None:
        if source is None or not source.startswith("media-"):
            return None
        return self.playbacks.get(source[len("media-"):])

    def source_update(self, widescreen: bool = False, layout: int = 0) -> dict[str, Any]:
        """Podium state (source_update, docs/engine-api.md "The signaling socket") for the participants in the call."""
        if self.mcu is None:
            return source_update(list(self.legs), widescreen, layout)
        src = list(self.legs) + [f"media-{play_id}" for play_id in self.playbacks]
        tiles = self.tiles()
        update: dict[str, Any] = {
            "src": src, "asrc": [i for i, cid in enumerate(src) if (
                self.legs[cid].source("audio") is not None if cid in self.legs
                else bool(getattr(self._playback_of(cid), "audio", False)))],
            "vsrc": [src.index(t.source) if t.source in src else -1 for t in tiles],
            "dims": [{"x": t.slot.x, "y": t.slot.y, "w": t.slot.w, "h": t.slot.h} for t in tiles],
            "l": layout_number(self.layout, tiles)}
        presenter = next((cid for cid, leg in self.legs.items() if leg.user_id == self.presenter), None)
        if presenter is not None:
            update["psrc"] = src.index(presenter)
        return update

    def podium(self) -> list[dict[str, Any]]:
        """The observer's podium_update entries (docs/engine-api.md "The real-time socket")."""
        entries = []
        for tile in self.tiles() if self.mcu is not None else []:
            leg = self.legs.get(tile.source) if tile.source is not None else None
            playback = self._playback_of(tile.source)
            entries.append({"user_id": leg.user_id if leg is not None else "",
                            "play_id": playback.play_id if playback is not None else None,
                            "width": tile.slot.w, "height": tile.slot.h, "left": tile.slot.x, "top": tile.slot.y,
                            "z-index": 0})
        return entries

    def _report_podium(self, tiles: list[Tile]) -> None:
        """``tiles``: where everyone is now (reroute worked them out; none in peer mode)."""
        podium = (self.mode, tuple(self.legs), tuple((t.slot, t.source) for t in tiles))
        if podium != self._podium:
            self._podium = podium
            if self.on_podium_changed is not None:
                self.on_podium_changed()

    # -- what the composing unit draws ---------------------------------------------------------------------

    def set_layout(self, settings: LayoutSettings | None) -> None:
        """A new layout, validated by the caller (None: auto, names shown)."""
        self.layout = settings
        self._switch_mode_or_recompose()

    def set_presenter(self, user_id: str | None) -> None:
        self.presenter = user_id
        self._switch_mode_or_recompose()

    def set_layer(self, z_index: int, layer: Layer | None) -> None:
        """Put a layer at ``z_index`` (-1 background, 1 overlay), or remove it (None)."""
        if layer is None:
            self.layers.pop(z_index, None)
        else:
            self.layers[z_index] = layer
        self._switch_mode_or_recompose()

    def set_captioner(self, captioner: Captioner) -> None:
        """Live captions from now on: ``captioner`` follows every leg (and every change of them)."""
        self.captioner = captioner
        captioner.follow(self.legs)

    def remove_captioner(self, captioner: Captioner) -> None:
        """Captions off, if ``captioner`` is still the session's."""
        if self.captioner is captioner:
            self.captioner = None

    def add_playback(self, playback: Playback) -> None:
        """A playback (started) joins the picture as ``media-<play_id>``; with a
        replacement_id it takes that user's tile."""
        self.playbacks[playback.play_id] = playback
        self._switch_mode_or_recompose()

    def remove_playback(self, play_id: str) -> Playback | None:
        playback = self.playbacks.pop(play_id, None)
        if playback is not None:
            self._switch_mode_or_recompose()
        return playback

    def attach(self, kind: str, item_id: str, *, sound_of: str | None = None) -> OutputLink:
        """An output for a consumer that is not a participant (outputs.py; ``kind`` and ``item_id`` name it: a
        recording, a broadcast, a forward, a snapshot): the composed picture and the whole meeting's mix (with
        ``sound_of`` a running playback's sound alone instead, encoded (Opus) for it). The meeting stays composed while
        the link is attached; in peer mode attaching switches it to MCU mode and renegotiates every leg.
        MediaEnded once the media has ended (or the playback is not running)."""
        if self.closed:
            raise MediaEnded("the meeting's media has ended")
        if sound_of is not None and sound_of not in self.playbacks:
            raise MediaEnded("the playback is not running")
        key = f"{kind} {item_id}"
        self.outputs.add(key)
        self._switch_mode_or_recompose()  # an output wants the MCU: in peer mode every leg is renegotiated
        mcu = self.mcu
        assert mcu is not None  # outputs are wanted: it runs now
        listener = f"output {key}"
        audio = mcu.audio_for(listener) if sound_of is None else mcu.sound_of(listener, f"media-{sound_of}")
        return OutputLink(key, mcu.video, audio, self.canvas, self._detach)

    def _detach(self, key: str) -> None:
        """An OutputLink's detach: the output no longer holds the meeting composed."""
        if key in self.outputs:
            self.outputs.discard(key)
            if self.mcu is not None:
                self.mcu.drop_listener(f"output {key}")
            self._switch_mode_or_recompose()  # the last one gone: peer mode returns after PTP_RETURN_DELAY

    def picture(self) -> av.VideoFrame | None:
        """The last composed picture (yuv420p), None when the meeting is not composed."""
        return self.mcu.picture if self.mcu is not None else None

    async def fresh_picture(self, timeout: float = 1.0, *, complete: bool = False) -> av.VideoFrame | None:
        """The picture composed now (Mcu.next_picture), None when the meeting is not composed."""
        return await self.mcu.next_picture(timeout, complete=complete) if self.mcu is not None else None

    def _switch_mode_or_recompose(self) -> None:
        """After a change of what is composed (layout, presenter, layers, playbacks, outputs): ``reroute()`` (every
        leg routed anew, and renegotiated if the mode changes) only when the mode changes or a return to peer
        mode is due or pending; otherwise the MCU's scene is drawn anew and no leg is touched."""
        if self.closed:
            return
        mcu = self.mcu
        if (mcu is not None) != self.mcu_wanted() or self._ptp_return is not None:
            self.reroute()
        elif mcu is not None:
            tiles = self.tiles()
            self._compose(mcu, tiles)
            self._report_podium(tiles)

    # -- voice activity -----------------------------------------------------------------------------------

    def speakers(self) -> list[str]:
        """Client ids whose voice is active now."""
        return [cid for cid, leg in self.legs.items() if leg.speaking and not leg.closed]

    def voice_activity_changed(self, leg: CallLeg, on: bool) -> None:
        if on:
            self.last_speaker = leg.client_id
        if self.mcu is not None:  # voice activation, audio inserts
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
        MediaSession.running -= 1
        if self.on_close is not None:
            try:
                await self.on_close()
            except Exception:
                log.exception("ending the calls of a closing media session failed")
        if self._ptp_return is not None:
            self._ptp_return.cancel()
        legs = list(self.legs.values())
        self.legs.clear()
        await asyncio.gather(*(leg.close() for leg in legs), return_exceptions=True)
        if self.mcu is not None:
            await self.mcu.close()
            self.mcu = None
        playbacks = list(self.playbacks.values())
        self.playbacks.clear()
        await asyncio.gather(*(asyncio.to_thread(p.stop) for p in playbacks), return_exceptions=True)
        self._tasks.cancel_all()
        if MediaSession.running == 0:
            await asyncio.to_thread(compositor.close_spare)
