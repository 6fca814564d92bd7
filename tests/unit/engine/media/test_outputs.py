"""An output link (engine/media/outputs.py) and where its refusal becomes the client's answer: detach lets go once
however often it is called; a meeting whose media has ended answers 406 with the sentence it always had."""
from __future__ import annotations

import pytest

from meetdesk.api.errors import ApiError
from meetdesk.api.items import Recording, RecordingLinks
from meetdesk.api.models import RoomSummary, UserSummary
from meetdesk.engine.media.outputs import MediaEnded, OutputLink
from meetdesk.engine.meetings import Meeting


def test_detach_lets_go_once():
    released = []
    link = OutputLink("recording r1", object(), object(), (1280, 720), released.append)  # type: ignore[arg-type]
    link.detach()
    link.detach()
    assert released == ["recording r1"] and link.detached and link.size == (1280, 720)


class EndedMedia:
    def attach(self, kind: str, item_id: str, *, sound_of: str | None = None) -> OutputLink:
        raise MediaEnded("the meeting's media has ended")


def test_ended_media_is_a_406_with_what_the_meeting_cannot_do():
    meeting = Meeting("c1", "room", None, "2026-01-01T00:00:00.000Z", {}, "guest", EndedMedia())  # type: ignore[arg-type]
    with pytest.raises(ApiError) as refused:
        meeting.attach("recording", "r1", "be recorded")
    assert refused.value.status == 406
    assert str(refused.value) == "the meeting cannot be recorded now: its media has ended"


def test_a_recording_runs_until_its_duration_is_known():
    recording = Recording("r1", 1, None, RecordingLinks("https://x/recordings/r1"), UserSummary("u", "Ada"),
                          RoomSummary.from_json({"id": "room"}))
    assert recording.running
    assert not Recording.from_json({**recording.to_json(), "duration": 12}).running
