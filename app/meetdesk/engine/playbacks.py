"""Playbacks of running meetings: POST /rooms/<ACCESS_KEY>/playbacks and DELETE /rooms/<ACCESS_KEY>/playbacks/<play_id>
(the routes are engine/http/playbacks.py; the decoding is engine/media/playback.py).

A request's fields (docs/engine-api.md "Request fields") come as ``playback[...]`` (forms) or ``{playback: {...}}``
(JSON): ``url`` (required: an http/https URL, or the path of a file inside the engine's data directory),
``play_id`` (1-64 of A-Z a-z 0-9 _ -; a short random id when missing), ``replacement_id`` (the user whose tile
the playback takes), ``name``, ``audio`` (boolean, default false) and ``loop_count`` (0 plays once, n > 0
plays n + 1 times, -1 repeats until stopped; -1 to LOOP_MAX).

Statuses: 201 with the playback object; 400 for a bad field; 409 when a playback of that play_id is playing;
406 when MAX_PLAYBACKS are playing already (the meeting "cannot start it now", as 406 means for recordings);
DELETE answers 200, or 404 for a play_id that is not playing. A refused request changes nothing.

A started playback is listed in ``meeting.playbacks`` (the meeting object and the observer's room_update),
announced with ``playback_update`` {playing: [...]} and handed to the media (``meeting.media.add_playback``).
When it ends (naturally, on a decode or network error, by DELETE) it leaves all three and ``playback_update``
tells so again. A meeting's end stops its playbacks (the media session's close).

Files: a file under the data directory belongs to the API key that made it, and a meeting may play only files
of the API key that owns it: its recordings, named ``recordings/<id>.webm``. Any other path (another key's
recording, a file that does not exist, any other file in the data directory or outside it) gets one and the
same 400, so an answer never tells whether a file exists.

URLs: fetched through the engine's outbound policy (engine/outbound.py), on every connection and redirect
hop; a refused or unreachable address ends the playback with the policy's one sentence.

Opening the source happens in the playback's thread, after the reply: what is checked up front is the field
rules, the URL's scheme and, for a file, that it is one of the key's own. A source that then cannot be opened
or decoded ends the playback (a warning in the log and a ``playback_update``).
"""
from __future__ import annotations

import asyncio
import re
import secrets
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, MAX_NAME, MAX_URL, check_text
from meetdesk.api.options import parse_bool
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.media.media_source import NotAFile, PlaybackError, is_remote, resolve_source
from meetdesk.engine.media.playback import Playback
from meetdesk.engine.meetings import Meeting
from meetdesk.engine.outbound import OutboundPolicy
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.store import Store
from meetdesk.tasks import TaskSet


MAX_PLAYBACKS = 4  # playing at once in one meeting
LOOP_MAX = 1000
PLAY_ID_MAX = 64
PLAY_ID = re.compile(r"[A-Za-z0-9_-]+")
RECORDING_FILE = re.compile(r"recordings/([A-Za-z0-9]{1,64})\.webm")
NOT_YOURS = ("playback[url] names no file of this meeting's API key in the engine's data directory "
             "(recordings/<id>.webm of one of its recordings)")


def _text(raw: dict[str, Any], name: str, max_len: int) -> str | None:
    """An optional string field of ``playback``: None when absent or empty; 400 for anything but text."""
    value = raw.get(name)
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ApiError(400, f"playback[{name}] must be a string")
    return check_text(str(value), f"playback[{name}]", max_len).strip() or None


def _loop_count(value: Any) -> int:
    if value is None or value == "":
        return 0
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and re.fullmatch(r"-?[0-9]{1,5}", text):
        text = int(text)
    if isinstance(text, float) and text.is_integer():
        text = int(text)
    if isinstance(text, bool) or not isinstance(text, int) or not -1 <= text <= LOOP_MAX:
        raise ApiError(400, f"playback[loop_count] must be a whole number from -1 (forever) to {LOOP_MAX}")
    return text


def parse_playback(params: dict[str, Any]) -> dict[str, Any]:
    """The fields of a playback request (module doc), checked; 400 with the rule broken."""
    raw = params.get("playback")
    if raw is None or raw == "":
        raise ApiError(400, "playback[url] is required")
    if not isinstance(raw, dict):
        raise ApiError(400, "playback must be an object with url, play_id, replacement_id, name, audio, loop_count")
    url = raw.get("url")
    if url is None or url == "" or (isinstance(url, str) and not url.strip()):
        raise ApiError(400, "playback[url] is required")
    if not isinstance(url, str):
        raise ApiError(400, "playback[url] must be a string")
    check_text(url, "playback[url]", MAX_URL)
    play_id = _text(raw, "play_id", PLAY_ID_MAX)
    if play_id is not None and not PLAY_ID.fullmatch(play_id):
        raise ApiError(400, "playback[play_id] may only contain letters, digits, _ and -")
    audio = raw.get("audio")
    return {"url": url.strip(), "play_id": play_id, "replacement_id": _text(raw, "replacement_id", MAX_ID),
            "name": _text(raw, "name", MAX_NAME) or "",
            "audio": False if audio is None or audio == "" else parse_bool(audio, "playback[audio]"),
            "loop_count": _loop_count(raw.get("loop_count"))}


class Playbacks:
    """Starts and stops the playbacks of running meetings (module doc)."""

    def __init__(self, config: EngineConfig, store: Store, owners: RoomOwners, tasks: TaskSet,
                 outbound: OutboundPolicy) -> None:
        self.config = config
        self.store = store
        self.owners = owners
        self.tasks = tasks
        self.outbound = outbound  # where a playback URL may be fetched from

    def start(self, meeting: Meeting, params: dict[str, Any]) -> dict[str, Any]:
        """Start a playback from a request's params; its wire object. 400/406/409 change nothing."""
        fields = parse_playback(params)
        try:
            resolve_source(fields["url"], self.config.data_dir, name="playback[url]")
        except NotAFile:
            raise ApiError(400, NOT_YOURS) from None  # the same answer as another key's file
        except PlaybackError as err:
            raise ApiError(400, str(err)) from None
        if not is_remote(fields["url"]) and not self._owns(meeting, fields["url"]):
            raise ApiError(400, NOT_YOURS)
        playing = meeting.media.playbacks
        play_id = fields.pop("play_id") or self._new_id(playing)
        if play_id in playing:
            raise ApiError(409, f"a playback with play_id {play_id} is playing already")
        if len(playing) >= MAX_PLAYBACKS:
            raise ApiError(406, f"{MAX_PLAYBACKS} playbacks are playing already; stop one first")
        playback = Playback(play_id, fields.pop("url"), **fields, on_end=lambda ended: self._ended(meeting, ended),
                            media_dir=self.config.data_dir, outbound=self.outbound)
        playback.start()
        self.store.on_rollback(lambda: self._remove(meeting, playback))
        meeting.media.add_playback(playback)
        meeting.playbacks = [*meeting.playbacks, playback.entry()]
        meeting.emit("playback_update", playing=[p.to_json() for p in meeting.playbacks])
        return playback.info()

    def stop(self, meeting: Meeting, play_id: str) -> None:
        """End the playing ``play_id``; 404 when none is."""
        playback = meeting.media.playback(play_id)
        if playback is None:
            raise ApiError(404, "no playback of this play_id is playing")
        self._remove(meeting, playback)

    def _owns(self, meeting: Meeting, path: str) -> bool:
        """Whether ``path`` names a recording of the API key that owns ``meeting``."""
        match = RECORDING_FILE.fullmatch(path)
        row = self.store.get_recording(match.group(1)) if match else None
        if row is None or meeting.owner_key_id is None or (row["path"] or path) != path:
            return False
        return KeyScope(meeting.owner_key_id).owns(self.owners.owner(row["room_id"]))

    @staticmethod
    def _new_id(playing: dict[str, Any]) -> str:
        while True:
            play_id = secrets.token_urlsafe(6)
            if play_id not in playing:
                return play_id

    def _ended(self, meeting: Meeting, playback: Playback) -> None:
        """A playback's on_end (run on the loop): it leaves the meeting unless it was replaced or the meeting ended."""
        if not meeting.shutdown and meeting.media.playback(playback.play_id) is playback:
            self._remove(meeting, playback)

    def _remove(self, meeting: Meeting, playback: Playback) -> None:
        """Take ``playback`` out of the media and the meeting's list, tell so, and stop its thread."""
        if meeting.media.playback(playback.play_id) is playback:
            meeting.media.remove_playback(playback.play_id)
        before = len(meeting.playbacks)
        meeting.playbacks = [p for p in meeting.playbacks if p.play_id != playback.play_id]
        if len(meeting.playbacks) != before and not meeting.shutdown:
            meeting.emit("playback_update", playing=[p.to_json() for p in meeting.playbacks])
        if not playback.ended:
            self.tasks.spawn(asyncio.to_thread(playback.stop))
