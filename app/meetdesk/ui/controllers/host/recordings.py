"""Recording the meeting, and the room's recordings (the view: ui/views/host/recordings.py).

Start and stop use the access key; the room's list (25 a page, newest first), a fresh download link and delete
need the service's API key. Without one the list holds the recordings this meeting made, as their
recording_update events told them (with their download links). Downloads go to the downloads folder
(``downloads.downloads_dir``) through a ``.part`` file, with progress; a downloaded recording opens, or shows its
folder, through ``open_url`` (QDesktopServices.openUrl unless given).
"""
from __future__ import annotations

import math
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from meetdesk.client import MeetingReply, Recording, ServiceClient, ServiceError
from meetdesk.ui.controllers.host.downloads import OpenUrl, downloads_dir, free_path, safe_part
from meetdesk.ui.controllers.host.page import Page, SavingPart
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn

PAGE_SIZE = 25
SUFFIXES = (".webm", ".mp4", ".mkv")


def parse_recording(obj: Any) -> Recording | None:
    """A recording object from the network, or None when it is not one (no id, wrong types)."""
    if not isinstance(obj, dict):
        return None
    try:
        rec = Recording.from_json(obj)
    except (TypeError, ValueError, OverflowError):
        return None
    if not rec.id or len(rec.id) > 200:
        return None
    duration = rec.duration
    rec.duration = (int(duration) if isinstance(duration, (int, float)) and not isinstance(duration, bool)
                    and math.isfinite(duration) and 0 <= duration < 10**9 else None)
    link = rec.links.download
    if not isinstance(link, str) or not link.startswith(("http://", "https://")):
        rec.links.download = None
    return rec


def is_ready(rec: Recording) -> bool:
    return rec.duration is not None and bool(rec.links.download)


class RecordingsController(SavingPart):
    running_changed = Signal(object)             # the running Recording, or None
    changed = Signal(list)                       # list[Recording]: the page shown, newest first
    page_changed = Signal(int, bool)             # page number (1-based), whether a next page exists
    download_progress = Signal(str, int, int)    # recording id, bytes so far, total (0 when unknown)
    downloaded = Signal(str, str)                # recording id, file path
    download_ended = Signal(str)                 # recording id: saved or not, the download is over

    def __init__(self, client: ServiceClient, access_key: str, room_id: str, api_client: ServiceClient | None,
                 spawn: Spawn, parent: QObject | None = None, *, folder: Path | None = None,
                 open_url: OpenUrl | None = None):
        super().__init__(client, access_key, api_client, spawn, parent, folder=folder, open_url=open_url)
        self.room_id = room_id
        self.running: Recording | None = None
        self.items: list[Recording] = []
        self.page = 1
        self.has_next = False
        self.downloading: set[str] = set()
        self._open_when_done: set[str] = set()

    @property
    def can_list(self) -> bool:
        """The room's list, fresh links and delete need the API key."""
        return self.api_client is not None

    def attach(self, page: Page) -> None:
        """Wire the Recordings page (RecordingsView) and show it the recordings as they are."""
        super().attach(page, start=self.start, stop=self.stop, download=self.download, open=self.open,
                       newer=self.previous_page, older=self.next_page)
        self.running_changed.connect(lambda rec: page.set_running(rec is not None, self.elapsed))
        self.page_changed.connect(page.set_page)
        self.download_progress.connect(page.set_progress)
        self.downloaded.connect(page.set_saved)
        self.download_ended.connect(page.end_download)
        page.set_running(self.running is not None, self.elapsed)

    def load(self, meeting: MeetingReply) -> None:
        """The meeting object's running recording (on join and on room_setup)."""
        rec = parse_recording(meeting.recording) if meeting.recording else None
        self._set_running(rec if rec is not None and rec.duration is None else None)

    def elapsed(self, now: float | None = None) -> int:
        """Seconds the running recording has been going (0 when none runs)."""
        if self.running is None:
            return 0
        return max(0, int((time.time() if now is None else now) - self.running.created_at))

    # ---- start and stop (access key)
    def start(self) -> None:
        self.spawn(self._start_stop(True))

    def stop(self) -> None:
        self.spawn(self._start_stop(False))

    async def _start_stop(self, start: bool) -> None:
        if start:
            await self.while_busy(self.client.start_recording(self.access_key),
                                  self.tr("The recording could not start"))
        else:
            await self.while_busy(self.client.stop_recording(self.access_key), self.tr("The recording could not stop"))

    # ---- the list
    def refresh(self, page: int | None = None) -> None:
        """Fetch a page of the room's recordings (API key); without one the list stays this meeting's."""
        if page is not None:
            self.page = max(1, page)
        if self.api_client is None:
            self.changed.emit(list(self.items))
            self.page_changed.emit(1, False)
            return
        self.spawn(self._refresh())

    async def _refresh(self) -> None:
        try:
            raw = await self.api_client.list_recordings(self.room_id, page=self.page)
        except ServiceError as exc:
            self.failed.emit(refusal(exc, self.tr("The recordings could not be listed")))
            return
        self.items = [rec for rec in (parse_recording(r.to_json()) for r in raw) if rec is not None]
        self.has_next = len(raw) >= PAGE_SIZE
        self.changed.emit(list(self.items))
        self.page_changed.emit(self.page, self.has_next)

    def next_page(self) -> None:
        if self.has_next:
            self.refresh(self.page + 1)

    def previous_page(self) -> None:
        if self.page > 1:
            self.refresh(self.page - 1)

    def apply_update(self, obj: Any) -> None:
        """A recording_update: started (duration null), stopped (duration set), finished (download set)."""
        rec = parse_recording(obj)
        if rec is None:
            return
        if rec.duration is None:
            self._set_running(rec)
        elif self.running is not None and self.running.id == rec.id:
            self._set_running(None)
        for i, item in enumerate(self.items):
            if item.id == rec.id:
                self.items[i] = rec
                break
        else:
            if self.page == 1:
                self.items.insert(0, rec)
                del self.items[PAGE_SIZE:]
        self.changed.emit(list(self.items))

    def _set_running(self, rec: Recording | None) -> None:
        before = self.running.id if self.running else None
        self.running = rec
        if (rec.id if rec else None) != before:
            self.running_changed.emit(rec)

    def find(self, rec_id: str) -> Recording | None:
        return next((r for r in self.items if r.id == rec_id), None)

    # ---- download, open, show in folder
    def download(self, rec_id: str) -> None:
        if rec_id in self.downloading:
            return
        self.downloading.add(rec_id)
        self.download_progress.emit(rec_id, 0, 0)
        self.spawn(self._download(rec_id))

    async def _download(self, rec_id: str) -> None:
        doing = self.tr("The recording could not be downloaded")
        try:
            rec = self.find(rec_id)
            if (rec is None or not is_ready(rec)) and self.api_client is not None:
                rec = await self._fetch(rec_id)
            if rec is None or not is_ready(rec):
                self.failed.emit(self.tr("%1: it is not ready yet.").replace("%1", doing))
                return
            folder = self.folder or downloads_dir()
            folder.mkdir(parents=True, exist_ok=True)
            when = datetime.fromtimestamp(max(0, min(rec.created_at, 2**33))).strftime("%Y-%m-%d %H-%M-%S")
            suffix = next((s for s in SUFFIXES if rec.links.download.split("?")[0].lower().endswith(s)), ".webm")
            path = free_path(folder, f"Recording {when} {safe_part(rec.id, 8)}", suffix)
            part = path.with_name(path.name + ".part")

            def progress(done: int, total: int | None) -> None:
                self.download_progress.emit(rec_id, done, total or 0)
            try:
                try:
                    await self.client.download(rec.links.download, part, progress)
                except ServiceError as exc:
                    if self.api_client is None or not 400 <= exc.status < 500:
                        raise
                    rec = await self._fetch(rec_id)   # the signed link expired: a fresh one
                    if rec is None or not is_ready(rec):
                        raise
                    await self.client.download(rec.links.download, part, progress)
                part.replace(path)
            except BaseException:
                part.unlink(missing_ok=True)
                raise
            self.files[rec_id] = path
            self.downloaded.emit(rec_id, str(path))
            if rec_id in self._open_when_done:
                self.open_url(QUrl.fromLocalFile(str(path)))
        except (ServiceError, OSError) as exc:
            self.failed.emit(refusal(exc, doing))
        finally:
            self.downloading.discard(rec_id)
            self._open_when_done.discard(rec_id)
            self.download_ended.emit(rec_id)

    async def _fetch(self, rec_id: str) -> Recording | None:
        rec = parse_recording((await self.api_client.get_recording(rec_id)).to_json())
        if rec is not None:
            for i, item in enumerate(self.items):
                if item.id == rec_id:
                    self.items[i] = rec
        return rec

    def open(self, rec_id: str) -> None:
        """Open the downloaded file with the desktop's player (downloading it first)."""
        path = self.files.get(rec_id)
        if path is not None and path.exists():
            self.open_url(QUrl.fromLocalFile(str(path)))
            return
        self._open_when_done.add(rec_id)
        self.download(rec_id)

    # ---- delete (API key)
    async def _delete(self, rec_id: str) -> None:
        if not await self.done_or_gone(self.api_client.delete_recording(rec_id),
                                       self.tr("The recording could not be deleted")):
            return
        self.items = [r for r in self.items if r.id != rec_id]
        self.changed.emit(list(self.items))
        await self._refresh()
