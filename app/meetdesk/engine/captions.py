"""Live captions of a meeting (an engine extension), and the transcript of a recording made while they are on.

``POST /rooms/<ACCESS_KEY>/captions`` with ``enabled=true|false`` (engine/http/captions.py) turns a meeting's
captions on or off; a host's key only (a guest gets 403); GET answers ``{"enabled": ...}``. Off by default, and
nothing of the recognizer is loaded until a meeting turns them on. Every change is the event ``captions``
``{enabled, error}`` to everyone in the meeting (participants' RoomChannel and the observer), so every client can say
"Captions are on" (``error`` is null, or the sentence why captions went off by themselves: the model could
not be loaded); each recognized phrase is the event ``caption`` ``{user_id, name, text, start, end, final}``
(``start``/``end`` Unix times in seconds; ``final`` is always true: a line is sent once, when its voice segment
is recognized; ``line`` its phrase's id). While a phrase is in progress, its partial lines come before it as
``caption_partial`` ``{user_id, name, line, text, stable, start}`` (``text`` the whole line so far, ``stable`` its
settled first words; each replaces the one before with the same ``line``, and the final ``caption`` with that
``line`` replaces them); a client that knows only ``caption`` ignores them. The media side is
engine/media/captions.py; its worker thread hands recognition to the recognizer's own process
(captions/recognizer_process.py), which runs while a meeting has captions on.

Recordings: while captions are on, every line said during a running recording is kept in its transcript, written
beside its file as WebVTT (``recordings/<id>.vtt``, cue times from the recording's start, the speaker as a voice
span): its header when the recording starts, each line appended as it is recognized, so a crash of the engine
loses no line of a recording it recovers; downloadable through a signed link like the recording
(``GET /recordings/<ID>/transcript`` with the owner's API key answers ``{"download": <link>}``, 404 when the
recording has none). It is deleted with its recording.
"""
from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.items import Recording
from meetdesk.captions.recognizer_process import RecognizerProcess
from meetdesk.captions.transcript import CueOrder, Line, to_vtt, vtt_cue
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.media.captions import Caption, Captioner
from meetdesk.engine.meetings import Event, Meeting, Participant
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.recordings import Recordings, recording_path
from meetdesk.files import private_file
from meetdesk.tasks import TaskSet

log = logging.getLogger(__name__)


def transcript_download_path(rec_id: str) -> str:
    return f"/download/recordings/{rec_id}.vtt"


@dataclass
class _Transcript:
    """The lines of one running recording, timed from its start (a Unix time)."""

    rec_id: str
    started: float
    lines: list[Line] = field(default_factory=list)
    order: CueOrder = field(default_factory=CueOrder)   # its cues stay ordered, non-overlapping, not repeated


@dataclass
class _On:
    """A meeting whose captions are on."""

    meeting: Meeting
    captioner: Captioner
    unsubscribe: Any
    transcript: _Transcript | None = None


class Captions:
    """Turns captions on and off per meeting and keeps the transcripts of recordings (module doc)."""

    def __init__(self, config: EngineConfig, recordings: Recordings, address: EngineAddress) -> None:
        self.config = config
        self.recordings = recordings
        self.address = address
        self._recognizer: RecognizerProcess | None = None  # made when a meeting first turns captions on
        self._on: dict[str, _On] = {}  # conf_id -> its captions
        self._tasks = TaskSet("captions")  # captioners closing

    def enabled(self, meeting: Meeting) -> bool:
        return meeting.conf_id in self._on

    def captioner(self, meeting: Meeting) -> Captioner | None:
        on = self._on.get(meeting.conf_id)
        return on.captioner if on is not None else None

    def set_enabled(self, meeting: Meeting, participant: Participant, enabled: bool) -> bool:
        """Captions on or off for one of the meeting's hosts; the new state (the same again changes nothing)."""
        if participant.guest:
            raise ApiError(403, "only a host can turn captions on or off")
        if meeting.shutdown or meeting.media.closed:
            raise ApiError(406, "the meeting has ended")
        if enabled == self.enabled(meeting):
            return enabled
        if enabled:
            self._start(meeting)
        else:
            self._stop(meeting)
        meeting.emit("captions", enabled=enabled)
        return enabled

    # -- on and off ----------------------------------------------------------------------------------------

    def _start(self, meeting: Meeting) -> None:
        if self._recognizer is None:
            self._recognizer = RecognizerProcess(self.config.captions_model)
        captioner = Captioner(self._recognizer, lambda caption: self._caption(meeting, caption),
                              on_error=lambda message: self._failed(meeting, message))
        on = _On(meeting, captioner, meeting.events.subscribe(lambda event: self._event(meeting, event)))
        if meeting.recording is not None and meeting.recording.id:
            on.transcript = _Transcript(meeting.recording.id, time.time())
            self._write(on.transcript)
        self._on[meeting.conf_id] = on
        meeting.media.set_captioner(captioner)

    def _stop(self, meeting: Meeting) -> None:
        on = self._on.pop(meeting.conf_id, None)
        if on is None:
            return
        on.unsubscribe()
        meeting.media.remove_captioner(on.captioner)
        self._tasks.spawn(self._close(on.captioner))

    async def _close(self, captioner: Captioner) -> None:
        """Close a captioner; with the last one, the recognizer's process ends too (its models hold 190-470 MB;
        the next meeting to turn captions on starts it again)."""
        await captioner.close()
        if not self._on and self._recognizer is not None:
            await asyncio.to_thread(self._recognizer.close)

    def _failed(self, meeting: Meeting, message: str) -> None:
        """The model cannot be loaded: captions go off again, and everyone hears so."""
        if self.enabled(meeting):
            self._stop(meeting)
            meeting.emit("captions", enabled=False, error=message)

    # -- what the meeting says ---------------------------------------------------------------------------

    def _event(self, meeting: Meeting, event: Event) -> None:
        on = self._on.get(meeting.conf_id)
        if on is None:
            return
        if event.get("type") == "shutdown":
            self._stop(meeting)
        elif event.get("type") == "recording_update":
            recording = Recording.from_json(event["recording"])
            if recording.running and on.transcript is None and recording.id:  # started
                on.transcript = _Transcript(recording.id, time.time())
                self._write(on.transcript)
            elif on.transcript is not None and on.transcript.rec_id == recording.id and not recording.running:
                on.transcript = None  # stopped: its file has every line already

    def _caption(self, meeting: Meeting, caption: Caption) -> None:
        on = self._on.get(meeting.conf_id)
        if on is None:
            return
        if not caption.final:
            meeting.emit("caption_partial", user_id=caption.user_id, name=caption.name, text=caption.text,
                         stable=caption.stable, line=caption.line, start=round(caption.start, 3))
            return
        if on.transcript is not None:
            started = on.transcript.started
            line = on.transcript.order.place(Line(caption.start - started, caption.end - started, caption.text,
                                                  caption.name or caption.user_id))
            if line is not None:
                on.transcript.lines.append(line)
                self._append(on.transcript)   # on disk line by line: a crash loses nothing said
        meeting.emit("caption", user_id=caption.user_id, name=caption.name, text=caption.text,
                     start=round(caption.start, 3), end=round(caption.end, 3), final=True, line=caption.line)

    # -- transcripts ---------------------------------------------------------------------------------------

    def _transcript_path(self, rec_id: str) -> Path:
        return (self.config.data_dir / recording_path(rec_id)).with_suffix(".vtt")

    def _append(self, transcript: _Transcript) -> None:
        """The transcript's newest line, appended to its file (to_vtt's form: the file stays the whole transcript)."""
        try:
            with private_file(self._transcript_path(transcript.rec_id)).open("a", encoding="utf-8") as file:
                file.write("\n" + vtt_cue(len(transcript.lines), transcript.lines[-1]) + "\n")
        except OSError:
            log.exception("adding to the transcript of recording %s failed", transcript.rec_id)

    def _write(self, transcript: _Transcript) -> None:
        """The transcript as it stands (its header when it starts), replacing the file whole."""
        path = self._transcript_path(transcript.rec_id)
        part = path.with_suffix(".vtt.part")
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            private_file(part).write_text(to_vtt(transcript.lines), encoding="utf-8")
            os.replace(part, path)
        except OSError:
            log.exception("writing the transcript of recording %s failed", transcript.rec_id)

    def transcript(self, scope: KeyScope, rec_id: str) -> str:
        """The signed download link of a recording's transcript (the key's recording; 404 without one)."""
        self.recordings.get(scope, rec_id)  # 404 for an unknown recording or another key's
        if not self._transcript_path(rec_id).is_file():
            raise ApiError(404, "this recording has no transcript (captions were off while it ran)")
        return self.address.download_link(transcript_download_path(rec_id))

    def file_for_download(self, rec_id: str) -> Path | None:
        if self.recordings.file_for_download(rec_id) is None:  # deleted or not finished
            return None
        path = self._transcript_path(rec_id)
        return path if path.is_file() else None

    async def close(self) -> None:
        for on in list(self._on.values()):
            self._stop(on.meeting)
        await self._tasks.wait_closed()
        if self._recognizer is not None:
            await asyncio.to_thread(self._recognizer.close)
