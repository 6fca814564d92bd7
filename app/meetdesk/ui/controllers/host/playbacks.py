"""Playbacks: a video file or URL played into the meeting, as a tile of its own or in a participant's place;
what plays (the meeting object's list, then every playback_update); stop one (the view: ui/views/host/playbacks.py).

A web address (http/https) goes to the service as it is. A file on this computer is offered by a
``LocalFileServer`` on 127.0.0.1 under an unguessable address, which the service fetches: so this works with
the embedded engine and any service on this computer (``is_local_service``), not with a remote one, which
cannot reach this computer's loopback (the host is told to give a web address instead). The file stays offered
while its playback plays.
"""
from __future__ import annotations

import re
import secrets
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from PySide6.QtCore import QObject, Signal

from meetdesk.client import MeetingReply, ServiceClient, ServiceError
from meetdesk.client.file_server import LocalFileServer, is_local_service
from meetdesk.ui.controllers.host.page import ConsolePart, Page
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn

MAX_PLAYING = 50      # a playback_update listing more is cut
VIDEO_FILES = "*.mp4 *.webm *.mkv *.mov *.mp3"


def parse_playing(items: Any) -> list[dict[str, Any]]:
    """The playing list of a playback_update: {play_id, url, name, replacement_id, audio}, strings checked."""
    out = []
    for obj in items[:MAX_PLAYING] if isinstance(items, list) else []:
        if not isinstance(obj, dict) or not isinstance(obj.get("play_id"), str) or not obj["play_id"]:
            continue
        text = {k: obj.get(k) if isinstance(obj.get(k), str) else "" for k in ("url", "name", "replacement_id")}
        out.append({"play_id": obj["play_id"][:200], **{k: v[:2000] for k, v in text.items()},
                    "audio": obj.get("audio") is True})
    return out


def local_file_of(source: str) -> Path | None:
    """The file a source names (a path or a file:// URL), None for an address (http, https or any other
    scheme: the service judges those)."""
    if re.match(r"[A-Za-z][A-Za-z0-9+.-]+://", source) and not source.lower().startswith("file:"):
        return None
    if source.lower().startswith("file:"):
        return Path(unquote(urlsplit(source).path))
    return Path(source).expanduser()


class PlaybacksController(ConsolePart):
    changed = Signal(list)      # list[dict]: what plays

    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.playing: list[dict[str, Any]] = []
        self.files = LocalFileServer()
        self._offered: dict[str, str] = {}     # play_id -> the address of its local file
        self._starting: set[str] = set()       # play_ids requested, not answered yet

    @property
    def plays_local_files(self) -> bool:
        """Whether the service can fetch a file from this computer (it runs here)."""
        return is_local_service(self.client.base_url)

    def attach(self, page: Page) -> None:
        """Wire the Playbacks page (PlaybacksView) and show it what plays."""
        page.set_local_files(self.plays_local_files)
        super().attach(page, play=lambda source, name, replace, audio, loop:
                       self.start(source, name=name, replace=replace, audio=audio, loop=loop), stop=self.stop)
        self.changed.connect(page.set_playing)
        page.set_playing(self.playing)

    def load(self, meeting: MeetingReply) -> None:
        self.apply_update(meeting.playbacks)

    def apply_update(self, items: Any) -> None:
        self.playing = parse_playing(items)
        ids = {p["play_id"] for p in self.playing}
        for play_id in [p for p in self._offered if p not in ids and p not in self._starting]:
            self.files.withdraw(self._offered.pop(play_id))
        self.changed.emit(list(self.playing))

    def start(self, source: str, *, name: str = "", replace: str | None = None, audio: bool = False,
              loop: bool = False) -> None:
        """Play ``source`` (a web address, a file path or file:// URL) as a new tile, or in the tile of the
        user ``replace``."""
        self.spawn(self._start(source.strip(), name.strip(), replace or None, audio, loop))

    async def _start(self, source: str, name: str, replace: str | None, audio: bool, loop: bool) -> None:
        doing = self.tr("The playback could not start")
        if not source:
            self.failed.emit(self.tr("%1: choose a video file or give its web address.").replace("%1", doing))
            return
        play_id = "md" + secrets.token_hex(5)
        file = local_file_of(source)
        url = source
        self.busy_changed.emit(True)
        self._starting.add(play_id)
        try:
            if file is not None:
                if not self.plays_local_files:
                    self.failed.emit(self.tr("%1: a file on this computer can only be played into a meeting "
                                             "hosted on this computer. Give the video's web address instead.")
                                     .replace("%1", doing))
                    return
                url = await self.files.offer(file)
                self._offered[play_id] = url
            await self.client.start_playback(self.access_key, url, play_id=play_id, replacement_id=replace,
                                             name=name or (file.name if file else None), audio=audio,
                                             loop_count=-1 if loop else 0)
        except (ServiceError, OSError) as exc:
            offered = self._offered.pop(play_id, None)
            if offered:
                self.files.withdraw(offered)
            self.failed.emit(refusal(exc, doing))
        finally:
            self._starting.discard(play_id)
            self.busy_changed.emit(False)

    def stop(self, play_id: str) -> None:
        self.spawn(self._stop(play_id))

    async def _stop(self, play_id: str) -> None:
        await self.done_or_gone(self.client.stop_playback(self.access_key, play_id),
                                self.tr("The playback could not be stopped"))

    async def aclose(self) -> None:
        await self.files.close()
