"""Streams out of the meeting (the view: ui/views/host/streams.py):

- broadcasts (access key): a live stream of the composed meeting to an RTMP URL, with the player URL viewers
  open; the running ones come from the meeting object and every broadcasts_update;
- forwards (the service's API key and the room id): a participant's streams, the composed meeting or a
  playback sent to a WHIP endpoint. The API has no list of forwards, so the list is the forwards this console
  started, each with its state. A forward ends by itself when its source goes (docs/engine-api.md "Objects and states"):
  the embedded engine says so, with the reason, in its ``forwards_update`` (a destination that failed
  included); for a service without that event the console sees it from the events it has, a participant no
  longer in the call (GET /rooms/<room_id>/users?online=true, asked again whenever the call's members
  change), a playback that stopped (playback_update), the meeting's end.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal

from meetdesk.client import MeetingReply, ServiceClient, ServiceError
from meetdesk.ui.controllers.host.page import ConsolePart, Page
from meetdesk.ui.controllers.host.playbacks import parse_playing
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn

MAX_BROADCASTS = 20
KINDS = {"audio,video", "video", "audio"}


@dataclass
class ForwardItem:
    """A forward this console started."""
    forward_id: str
    what: str           # source, mcu, playback
    source_id: str      # the user id (source), the play_id (playback), "" (mcu)
    label: str          # what is forwarded, for people
    destination: str    # the WHIP URL without credentials or query
    kinds: str          # audio,video | video | audio
    state: str = "starting"   # starting, running, ended, stopped, failed
    reason: str = ""

    @property
    def active(self) -> bool:
        return self.state in ("starting", "running")


def parse_broadcasts(items: Any) -> list[dict[str, str]]:
    """The broadcasts of a broadcasts_update: {id, platform, player_url, user}, strings checked."""
    out = []
    for obj in items[:MAX_BROADCASTS] if isinstance(items, list) else []:
        if not isinstance(obj, dict):
            continue
        user = obj.get("user") if isinstance(obj.get("user"), dict) else {}
        text = {k: obj.get(k)[:2000] if isinstance(obj.get(k), str) else "" for k in ("id", "platform", "player_url")}
        text["user"] = user.get("name")[:200] if isinstance(user.get("name"), str) else ""
        text["platform"] = text["platform"] or "generic"
        out.append(text)
    return out


def shown_destination(url: str) -> str:
    """A destination URL as the list shows it: no user:password, no query (tokens travel there)."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return url[:80]
    host = f"[{host}]" if ":" in host else host
    return f"{parts.scheme}://{host}{port}{parts.path}"


class StreamsController(ConsolePart):
    broadcasts_changed = Signal(list)   # list[dict]: the running broadcasts
    forwards_changed = Signal(list)     # list[ForwardItem], newest first
    participants_changed = Signal(list)  # list[tuple[str, str]]: (user id, name) of those in the call

    def __init__(self, client: ServiceClient, access_key: str, room_id: str, api_client: ServiceClient | None,
                 spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.room_id = room_id
        self.api_client = api_client
        self.broadcasts: list[dict[str, str]] = []
        self.forwards: list[ForwardItem] = []
        self.participants: list[tuple[str, str]] = []
        self._members: frozenset[str] | None = None
        self._playing: dict[str, str] = {}   # play_id -> name, of what plays

    @property
    def can_forward(self) -> bool:
        return self.api_client is not None

    def attach(self, page: Page, no_key: str) -> None:
        """Wire the Streams page (StreamsView) and show it the streams as they are; ``no_key`` says why
        forwarding is off without the API key."""
        page.set_forward_available(self.can_forward, no_key)
        super().attach(page, broadcast=self.start_broadcast, stop_broadcast=self.stop_broadcast, forward=self.forward,
                       stop_forward=self.stop_forward, clear_ended=self.remove_ended)
        self.broadcasts_changed.connect(page.set_broadcasts)
        self.forwards_changed.connect(page.set_forwards)
        page.set_broadcasts(self.broadcasts)
        page.set_forwards(self.forwards)

    def load(self, meeting: MeetingReply) -> None:
        self.apply_broadcasts(meeting.broadcasts)
        self.apply_playbacks(meeting.playbacks)

    # ---- broadcasts (access key)
    def apply_broadcasts(self, items: Any) -> None:
        self.broadcasts = parse_broadcasts(items)
        self.broadcasts_changed.emit(list(self.broadcasts))

    def start_broadcast(self, stream_url: str, player_url: str = "") -> None:
        self.spawn(self._start_broadcast(stream_url.strip(), player_url.strip()))

    async def _start_broadcast(self, stream_url: str, player_url: str) -> None:
        doing = self.tr("The live stream could not start")
        if not stream_url.lower().startswith(("rtmp://", "rtmps://")):
            self.failed.emit(self.tr("%1: the stream URL must start with rtmp:// or rtmps://.").replace("%1", doing))
            return
        await self.while_busy(self.client.start_broadcast(self.access_key, stream_url, player_url or None), doing)

    def stop_broadcast(self, platform: str | None = None) -> None:
        self.spawn(self.done_or_gone(self.client.stop_broadcast(self.access_key, platform),
                                     self.tr("The live stream could not stop")))

    # ---- forwards (API key)
    def forward(self, what: str, source_id: str, url: str, kinds: str) -> None:
        """Forward a participant (``what`` source, the user id), a playback (its play_id) or the composed
        meeting (mcu)."""
        if what == "source":
            self.forward_participant(source_id, url, kinds)
        elif what == "playback":
            self.forward_playback(source_id, self._playing.get(source_id, ""), url, kinds)
        else:
            self.forward_meeting(url, kinds)

    def forward_participant(self, user_id: str, url: str, kinds: str = "audio,video") -> None:
        name = dict(self.participants).get(user_id, user_id)
        self._forward("source", user_id, self.tr("%1 (participant)").replace("%1", name), url, kinds)

    def forward_meeting(self, url: str, kinds: str = "audio,video") -> None:
        self._forward("mcu", "", self.tr("The composed meeting"), url, kinds)

    def forward_playback(self, play_id: str, label: str, url: str, kinds: str = "video") -> None:
        self._forward("playback", play_id, self.tr("%1 (playback)").replace("%1", label or play_id), url, kinds)

    def _forward(self, what: str, source_id: str, label: str, url: str, kinds: str) -> None:
        url = url.strip()
        item = ForwardItem("md-" + secrets.token_hex(5), what, source_id, label, shown_destination(url),
                           kinds if kinds in KINDS else "audio,video")
        self.spawn(self._start_forward(item, url))

    async def _start_forward(self, item: ForwardItem, url: str) -> None:
        doing = self.tr("The forward could not start")
        if self.api_client is None:
            self.failed.emit(self.tr("%1: forwarding needs the service's API key.").replace("%1", doing))
            return
        if not url.lower().startswith(("http://", "https://")):
            self.failed.emit(self.tr("%1: the WHIP URL must start with http:// or https://.").replace("%1", doing))
            return
        self.forwards.insert(0, item)
        self._changed()
        self.busy_changed.emit(True)
        try:
            api = self.api_client
            if item.what == "source":
                await api.forward_source(self.room_id, item.forward_id, item.source_id, url, item.kinds)
            elif item.what == "mcu":
                await api.forward_mcu(self.room_id, item.forward_id, url, item.kinds)
            else:
                await api.forward_playback(self.room_id, item.forward_id, item.source_id, url, item.kinds)
        except ServiceError as exc:
            item.state, item.reason = "failed", refusal(exc, doing)
            self.failed.emit(item.reason)
        else:
            if item.state == "starting":
                item.state = "running"
                self._check_sources()
        finally:
            self.busy_changed.emit(False)
            self._changed()

    def stop_forward(self, forward_id: str) -> None:
        self.spawn(self._stop_forward(forward_id))

    async def _stop_forward(self, forward_id: str) -> None:
        item = next((f for f in self.forwards if f.forward_id == forward_id), None)
        if item is None or not item.active or self.api_client is None:
            return
        try:
            await self.api_client.stop_forward(self.room_id, forward_id)
        except ServiceError as exc:
            if exc.status != 404:
                self.failed.emit(refusal(exc, self.tr("The forward could not stop")))
                return
            self._end(item, self.tr("it had ended already"))
        else:
            item.state, item.reason = "stopped", ""
        self._changed()

    def remove_ended(self) -> None:
        """Clear the forwards that are over from the list."""
        self.forwards = [f for f in self.forwards if f.active]
        self._changed()

    # ---- what ends a forward
    def members_changed(self, member_ids: frozenset[str]) -> None:
        """The call's members changed (sepp memberlist): ask who is in the call, end forwards of those gone."""
        if member_ids == self._members:
            return
        self._members = member_ids
        if self.api_client is not None:
            self.spawn(self._refresh_participants())

    async def _refresh_participants(self) -> None:
        try:
            users = await self.api_client.list_users(self.room_id, online=True)
        except ServiceError as exc:
            if exc.status in (404, 410):
                self.meeting_ended()
            return
        self.participants = [(u.id, u.name or u.id) for u in users if isinstance(u.id, str) and u.id]
        self.participants_changed.emit(list(self.participants))
        self._check_sources()

    def apply_playbacks(self, playing: Any) -> None:
        self._playing = {p["play_id"]: p["name"] for p in parse_playing(playing)}
        for item in self.forwards:
            if item.what == "playback" and item.state == "running" and item.source_id not in self._playing:
                self._end(item, self.tr("the playback ended"))
        self._changed()

    def apply_forwards(self, msg: Any) -> None:
        """forwards_update (the embedded engine tells of every forward's start and end; a remote service may
        not, then members_changed and apply_playbacks find the ends): a forward of this console that ended by
        itself, and why."""
        ended = msg.get("ended") if isinstance(msg, dict) else None
        if not isinstance(ended, dict) or ended.get("reason") == "stopped":
            return
        item = next((f for f in self.forwards if f.forward_id == ended.get("forward_id") and f.active), None)
        if item is None:
            return
        reason = ended.get("reason") if isinstance(ended.get("reason"), str) else ""
        reasons = {"the user left the call": self.tr("the participant left the call"),
                   "the playback ended": self.tr("the playback ended"),
                   "the meeting ended": self.tr("the meeting ended"),
                   "the source ended": self.tr("its source ended"),
                   "the connection to the destination failed": self.tr("the connection to the destination failed")}
        self._end(item, reasons.get(reason, reason[:200]))
        self._changed()

    def _check_sources(self) -> None:
        online = {uid for uid, _ in self.participants}
        for item in self.forwards:
            if item.what == "source" and item.state == "running" and self._members is not None \
                    and item.source_id not in online:
                self._end(item, self.tr("the participant left the call"))
        self._changed()

    def meeting_ended(self) -> None:
        for item in self.forwards:
            if item.active:
                self._end(item, self.tr("the meeting ended"))
        self._changed()

    def _end(self, item: ForwardItem, reason: str) -> None:
        item.state, item.reason = "ended", reason

    def _changed(self) -> None:
        self.forwards_changed.emit(list(self.forwards))
