"""Live captions of the meeting (the views: ui/views/captions.py): the meeting's state, the running transcript.

A MeetDesk engine announces its captions with the real-time events ``captions`` ``{enabled, error}`` and
``caption`` ``{user_id, name, text, start, end, final, line}`` with, before it, its phrase's partial lines
``caption_partial`` (engine/captions.py: shown while the phrase goes on, never kept in the transcript); this
controller listens to the real-time socket for them (``on_realtime``), reads the state when the socket connects (``GET
/rooms/<key>/captions``: joining a meeting whose captions are already on) and lets a host turn them on or off
(``POST``). Every change of the state is a notice ("Captions are on"). The transcript is the lines in the order
they came, each with its time, speaker and text, cut to sane lengths (they come from the network); it is saved as
plain text or WebVTT (client/captions.py). Whether this window shows captions at all (the CC button) is
``shown``, local to this window.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.captions import CaptionLine, parse_caption, plain, to_text, to_vtt, transcript_lines
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import Spawn
from meetdesk.ui.controllers.part import MeetingPart

MAX_LINES = 5000    # lines kept in the running transcript (the oldest go)


class CaptionsController(MeetingPart):
    enabled_changed = Signal(bool)     # the meeting's captions went on or off
    line_added = Signal(object)        # CaptionLine
    partial_changed = Signal(object)   # CaptionLine (final False): a phrase in progress, its line so far
    shown_changed = Signal(bool)       # this window shows captions or not (the CC button)
    notice = Signal(str)
    error = Signal(str)

    def __init__(self, client: ServiceClient, access_key: str, is_host: bool, spawn: Spawn,
                 parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.is_host = is_host
        self.enabled = False
        self.shown = True
        self.lines: list[CaptionLine] = []

    # ---- what the real-time socket says
    def on_realtime(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "connection" and msg.get("state") == "connected":
            self.spawn(self._load())
        elif kind == "captions":
            self._set_enabled(msg.get("enabled") is True, msg.get("error"))
        elif kind == "caption":
            self.add(msg)
        elif kind == "caption_partial":
            line = parse_caption(msg, self.tr("Someone"))
            if line is not None:
                self.partial_changed.emit(line)

    async def _load(self) -> None:
        try:
            self._set_enabled(await self.client.get_captions(self.access_key))
        except ServiceError:
            pass   # a service without captions: they stay off

    def _set_enabled(self, enabled: bool, error: Any = None) -> None:
        reason = plain(error, 200).replace("<", "‹")   # a notice label could take markup for rich text
        if reason:
            self.notice.emit(self.tr("Captions are off: %1").replace("%1", reason))
        if enabled == self.enabled:
            return
        self.enabled = enabled
        self.enabled_changed.emit(enabled)
        if not reason:
            self.notice.emit(self.tr("Captions are on") if enabled else self.tr("Captions are off"))

    def add(self, msg: dict) -> CaptionLine | None:
        """A ``caption`` event: one more line (None when it is not one)."""
        line = parse_caption(msg, self.tr("Someone"))
        if line is None:
            return None
        self.lines.append(line)
        del self.lines[:-MAX_LINES]
        self.line_added.emit(line)
        return line

    # ---- what the user does
    def set_shown(self, shown: bool) -> None:
        if shown != self.shown:
            self.shown = shown
            self.shown_changed.emit(shown)

    def toggle(self) -> None:
        """The CC button: a host turns the meeting's captions on; while they are on, show or hide them here."""
        if self.enabled:
            self.set_shown(not self.shown)
        elif self.is_host:
            self.set_shown(True)
            self.request_enabled(True)
        else:
            self.notice.emit(self.tr("Captions are off in this meeting: a host can turn them on."))

    def request_enabled(self, enabled: bool) -> None:
        """A host turns the meeting's captions on or off (everyone hears it through the ``captions`` event)."""
        if self.is_host:
            self.spawn(self._request(enabled))

    async def _request(self, enabled: bool) -> None:
        try:
            self._set_enabled(await self.client.set_captions(self.access_key, enabled))
        except ServiceError as exc:
            self.error.emit((self.tr("Captions could not be turned on: %1") if enabled else
                             self.tr("Captions could not be turned off: %1")).replace("%1", describe(exc)))
            self.enabled_changed.emit(self.enabled)   # the switch shows the state again

    # ---- the transcript
    def save(self, path: str | Path, as_vtt: bool) -> Path:
        """Write the transcript to ``path`` as WebVTT or plain text (UTF-8); OSError when it cannot."""
        path = Path(path)
        lines = transcript_lines(self.lines)
        path.write_text(to_vtt(lines) if as_vtt else to_text(lines), encoding="utf-8")
        return path
