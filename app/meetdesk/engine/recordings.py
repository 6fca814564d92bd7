"""Recordings of running meetings: start and stop with an access key, read, list and delete with the API key
that owns the room, signed downloads, a sweep of old ones and the recovery of those a crash cut off.

Routes: engine/http/recordings.py (and engine/http/downloads.py for the file); the file is written by
engine/media/recorder.py from the composed meeting's packets (an output, ``meeting.attach``: engine/media/outputs.py).

- What is recorded: the composed picture and the whole meeting's mix. A meeting in peer mode switches to
  MCU mode for as long as the recording runs (an output keeps the composing unit running; two
  participants are renegotiated once each way), so a recording always shows what the MCU shows, and goes
  on while participants come and go.
- States (docs/engine-api.md "Objects and states"): ``started`` (duration null, download null) -> ``stopped`` by DELETE
  /rooms/<key>/recording or the meeting's end (duration set) -> ``finished`` once the file is closed with its
  index (download set). Each change is one ``recording_update`` on the meeting's bus (participants' real-time
  channel, the observer, sepp ``recording``); ``meeting.recording`` is the running one's object, else null.
- Statuses: POST 201 (no body), 405 when options[recording_available] is false, 406 when one is running or
  the meeting cannot record now (not ready yet, its media ended); DELETE 200, 404 when none runs.
  GET/DELETE /recordings/<id> and GET /rooms/<room_id>/recordings answer 403 without a valid API key and 404
  for an unknown recording or room or one of another key (ownership.py); a list has 25 a page, newest first,
  filtered by started_at / since / until (400 for a bad page or timestamp).
- Files: <data dir>/recordings/<id>.webm. DELETE removes file and row; the sweep destroys recordings older
  than ``EngineConfig.recording_retention`` (14 days) at start and every ``sweep_interval``.
- A restart keeps every recording. One left started or stopped by a crash is repaired at start (the file
  rewritten with its index; recorder.repair) and listed finished with the duration it reached.
"""
from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.items import Recording, RecordingLinks
from meetdesk.api.models import RoomSummary, UserSummary
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.media.outputs import OutputLink
from meetdesk.engine.media.recorder import Recorder, repair
from meetdesk.engine.meetings import Event, Meeting, Participant
from meetdesk.engine.owned_items import OwnedItems, Row
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.store import Store
from meetdesk.tasks import TaskSet


log = logging.getLogger(__name__)

FOLDER = "recordings"


def recording_path(rec_id: str) -> str:
    """The file of a recording, relative to the data dir."""
    return f"{FOLDER}/{rec_id}.webm"


def download_path(rec_id: str) -> str:
    """The path of a recording's download address (signed by EngineAddress.download_link)."""
    return f"/download/recordings/{rec_id}.webm"


@dataclass(eq=False)
class _Running:
    """A recording in progress: its row, its recorder and the output it records; it hears the meeting's end."""

    row: Row
    recorder: Recorder
    meeting: Meeting
    output: OutputLink
    on_shutdown: Any = None

    def __post_init__(self) -> None:
        self.unsubscribe = self.meeting.events.subscribe(self._meeting_event)

    def _meeting_event(self, event: Event) -> None:
        if event.get("type") == "shutdown" and self.on_shutdown is not None:
            self.on_shutdown()


class Recordings(OwnedItems):
    """Starts, stops, lists and deletes recordings (module doc)."""

    what = "recording"

    def __init__(self, config: EngineConfig, store: Store, owners: RoomOwners, address: EngineAddress) -> None:
        super().__init__(config, store, owners, address)
        self._running: dict[str, _Running] = {}  # conf_id -> the meeting's running recording
        self._tasks = TaskSet("recordings")  # files being finished
        self._finishing: set[str] = set()  # ids of stopped recordings whose file is still being closed

    @property
    def finishing(self) -> bool:
        """Whether a stopped recording's file is still being closed (its state turns finished then)."""
        return bool(self._finishing)

    # -- engine start and stop ---------------------------------------------------------------------------

    def recover(self) -> int:
        """Repair the recordings a crash cut off (state started or stopped): each is finished with the
        duration its file reached. Blocking; run at engine start. Returns how many."""
        rows = self.store.recordings_in_state("started", "stopped")
        for row in rows:
            path = self._path(row)
            duration = repair(path) if path.exists() else 0.0
            self.store.set_recording_state(row["id"], "finished", round(duration))
            log.info("recording %s cut off by the previous engine: kept with %.1f s", row["id"], duration)
        return len(rows)

    async def close(self) -> None:
        """Stop every running recording and wait until their files are finished (engine stop)."""
        for running in list(self._running.values()):
            self._stop(running)
        await self._tasks.wait_closed()

    # -- start and stop (access key) ---------------------------------------------------------------------

    def start(self, meeting: Meeting, participant: Participant) -> dict[str, Any]:
        """Start recording ``meeting``; its recording object. 405/406 change nothing."""
        if not meeting.options.get("recording_available", True):
            raise ApiError(405, "recordings are not available in this meeting (options[recording_available])")
        if meeting.conf_id in self._running:
            raise ApiError(406, "a recording of this meeting is already running")
        if not meeting.ready:
            raise ApiError(406, "the meeting is not ready yet")
        rec_id = secrets.token_hex(12)
        output = meeting.attach("recording", rec_id, "be recorded")  # a meeting in peer mode: every leg renegotiated
        width, height = output.size
        recorder = Recorder(self.config.data_dir / recording_path(rec_id), output.video, output.audio, width, height)
        row = {"id": rec_id, "room_id": meeting.room_id, "conf_id": meeting.conf_id,
               "room_started_at": meeting.started_at, "created_at": int(self.config.clock()),
               "duration": None, "user": participant.summary().to_json(),
               "room": meeting.summary().to_json(), "path": recording_path(rec_id), "state": "started"}
        running = _Running(row, recorder, meeting, output)
        recorder.on_end = lambda _: self._stop(running)
        running.on_shutdown = lambda: self._stop(running)
        self._running[meeting.conf_id] = running
        self.store.on_rollback(lambda: self._abort(running))
        recorder.start()
        self.store.save_recording(row)
        meeting.recording = self.item(row)
        recording = meeting.recording.to_json()
        meeting.emit("recording_update", recording=recording)
        return recording

    def stop(self, meeting: Meeting) -> None:
        """Stop the meeting's recording (DELETE /rooms/<key>/recording); 404 when none runs."""
        running = self._running.get(meeting.conf_id)
        if running is None:
            raise ApiError(404, "no recording of this meeting is running")
        self._stop(running)

    def _stop(self, running: _Running) -> None:
        """started -> stopped now (duration set), -> finished once the file is closed (in the background)."""
        meeting, row = running.meeting, running.row
        if self._running.get(meeting.conf_id) is not running:
            return
        del self._running[meeting.conf_id]
        running.unsubscribe()
        recorder = running.recorder
        recorder.on_end = None
        recorder.halt()  # the duration is final now
        row.update(state="stopped", duration=round(recorder.duration))
        self.store.set_recording_state(row["id"], "stopped", row["duration"])
        if meeting.recording is not None and meeting.recording.id == row["id"]:
            meeting.recording = None
        meeting.emit("recording_update", recording=self.to_json(row))
        self._finishing.add(row["id"])
        self._tasks.spawn(self._finish(running))

    async def _finish(self, running: _Running) -> None:
        row = running.row
        try:
            duration = await running.recorder.stop()  # (it takes the frames still on their way first)
        finally:
            running.output.detach()
            self._finishing.discard(row["id"])
        if running.recorder.failed:
            log.warning("recording %s ended early: %s", row["id"], running.recorder.failed)
        if self.store.get_recording(row["id"]) is None:  # deleted meanwhile
            running.recorder.path.unlink(missing_ok=True)
            return
        row.update(state="finished", duration=round(duration))
        self.store.set_recording_state(row["id"], "finished", row["duration"])
        running.meeting.emit("recording_update", recording=self.to_json(row))

    def _abort(self, running: _Running) -> None:
        """Undo a start whose request failed later: no recording, no file."""
        if self._running.get(running.meeting.conf_id) is running:
            del self._running[running.meeting.conf_id]
        running.unsubscribe()
        running.recorder.on_end = None
        running.output.detach()
        if running.meeting.recording is not None and running.meeting.recording.id == running.row["id"]:
            running.meeting.recording = None

        async def discard() -> None:
            await running.recorder.stop()
            running.recorder.path.unlink(missing_ok=True)

        self._tasks.spawn(discard())

    # -- API key: read, list, delete (OwnedItems) -------------------------------------------------------

    def _load(self, item_id: str) -> Row | None:
        return self.store.get_recording(item_id)

    def _list(self, room_id: str, limit: int, offset: int, filters: dict[str, str | None]) -> list[Row]:
        return self.store.list_recordings(room_id, limit, offset, **filters)

    def _path(self, row: Row) -> Path:
        return self.config.data_dir / (row["path"] or recording_path(row["id"]))

    def _downloadable(self, row: Row) -> bool:
        return row["state"] == "finished"

    def delete(self, scope: KeyScope, rec_id: str) -> None:
        """Delete a recording and its file; a running one is stopped first."""
        row = self._owned(scope, rec_id)
        for running in list(self._running.values()):
            if running.row["id"] == rec_id:
                self._stop(running)
        self._destroy(row)

    def _destroy(self, row: Row) -> None:
        """Row and file; a file still being finished is removed by its _finish."""
        self.store.delete_recording(row["id"])
        if row["id"] not in self._finishing:
            self._path(row).unlink(missing_ok=True)
        self._path(row).with_suffix(".vtt").unlink(missing_ok=True)  # its transcript (engine/captions.py)

    def sweep(self) -> int:
        """Destroy recordings older than the retention (file and row); how many."""
        cutoff = self.config.clock() - self.config.recording_retention
        old = self.store.recordings_created_before(cutoff)
        for row in old:
            for running in list(self._running.values()):
                if running.row["id"] == row["id"]:
                    self._stop(running)
            self._destroy(row)
        if old:
            log.info("%d recording(s) older than the retention destroyed", len(old))
        return len(old)

    # -- files and wire objects --------------------------------------------------------------------------

    def to_json(self, row: Row) -> dict[str, Any]:
        """The recording object (docs/engine-api.md "Objects and states"); the download link is signed now."""
        return self.item(row).to_json()

    def item(self, row: Row) -> Recording:
        base = self.address.base_url
        download = self.address.download_link(download_path(row["id"])) if row["state"] == "finished" else None
        return Recording(id=row["id"], created_at=int(row["created_at"]), duration=row["duration"],
                         links=RecordingLinks(self_link=f"{base}/recordings/{row['id']}", download=download),
                         user=UserSummary.from_json(row["user"]), room=RoomSummary.from_json(row["room"]))
