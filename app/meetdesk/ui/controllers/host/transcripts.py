"""The transcripts of the room's recordings (a MeetDesk engine: a recording made while live captions were on has
its WebVTT beside it), offered on the recordings page (ui/views/host/recordings.py) next to each recording's
download. Whether a recording has one is asked once per finished recording (``GET /recordings/<id>/transcript``
with the API key: a signed link, 404 when it has none); a download asks for a fresh link and saves the file into the
downloads folder through a ``.part`` file, never overwriting."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from meetdesk.client import Recording, ServiceClient, ServiceError
from meetdesk.ui.controllers.host.downloads import downloads_dir, free_path, safe_part
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.people import Spawn


class TranscriptsController(QObject):
    available = Signal(str)          # recording id: it has a transcript
    downloaded = Signal(str, str)    # recording id, file path
    failed = Signal(str)

    def __init__(self, client: ServiceClient, api_client: ServiceClient | None, spawn: Spawn,
                 parent: QObject | None = None, *, folder: Path | None = None):
        super().__init__(parent)
        self.client = client
        self.api_client = api_client   # None (joined by a link): no transcripts are offered
        self.spawn = spawn
        self.folder = folder
        self.known: dict[str, bool | None] = {}   # recording id -> has a transcript (None: being asked)
        self.when: dict[str, float] = {}

    def check(self, items: list[Recording]) -> None:
        """Ask about the finished recordings of the list not asked about yet."""
        if self.api_client is None:
            return
        for rec in items:
            if rec.duration is not None and rec.links.download and rec.id not in self.known:
                self.known[rec.id] = None
                self.when[rec.id] = rec.created_at
                self.spawn(self._check(rec.id))

    async def _check(self, rec_id: str) -> None:
        try:
            link = await self.api_client.transcript_link(rec_id)
        except ServiceError:   # 404: none; a service without transcripts answers likewise
            link = ""
        self.known[rec_id] = bool(link)
        if link:
            self.available.emit(rec_id)

    def download(self, rec_id: str) -> None:
        if self.api_client is not None and self.known.get(rec_id):
            self.spawn(self._download(rec_id))

    async def _download(self, rec_id: str) -> None:
        try:
            link = await self.api_client.transcript_link(rec_id)   # a fresh signed link
            if not link.startswith(("http://", "https://")):
                raise ServiceError(404, "no transcript link")
            folder = self.folder or downloads_dir()
            folder.mkdir(parents=True, exist_ok=True)
            when = datetime.fromtimestamp(max(0, min(self.when.get(rec_id, 0), 2**33))).strftime("%Y-%m-%d %H-%M-%S")
            path = free_path(folder, f"Transcript {when} {safe_part(rec_id, 8)}", ".vtt")
            part = path.with_name(path.name + ".part")
            try:
                await self.client.download(link, part)
                part.replace(path)
            except BaseException:
                part.unlink(missing_ok=True)
                raise
        except (ServiceError, OSError) as exc:
            self.failed.emit(refusal(exc, self.tr("The transcript could not be downloaded")))
            return
        self.downloaded.emit(rec_id, str(path))
