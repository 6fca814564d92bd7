"""A caption event from the network as a transcript line (client/captions.py): text and names are one plain line
of a bounded length, times that are not finite numbers are replaced, an event without text is no line."""
import math

from meetdesk.client.captions import MAX_NAME, MAX_TEXT, parse_caption, to_vtt, transcript_lines


def test_a_caption_event_becomes_a_line():
    line = parse_caption({"user_id": "u1", "name": "Ada", "text": " Hello\n there ", "start": 100.5, "end": 102.0,
                          "final": True})
    assert (line.user_id, line.speaker, line.text, line.start, line.end) == ("u1", "Ada", "Hello there", 100.5, 102.0)


def test_hostile_events_are_cut_or_refused():
    assert parse_caption({"text": ""}) is None and parse_caption({"text": 5}) is None
    assert parse_caption({"text": "   \n "}) is None
    line = parse_caption({"name": "x" * 1000, "text": "word " * 1000, "start": math.nan, "end": True,
                          "user_id": ["u"]}, "Someone")
    assert len(line.speaker) == MAX_NAME and line.speaker.endswith("…") and len(line.text) == MAX_TEXT
    assert math.isfinite(line.start) and line.end == line.start and line.user_id == ""
    assert parse_caption({"text": "hi", "name": None}, "Someone").speaker == "Someone"
    later = parse_caption({"text": "hi", "start": 50.0, "end": 10.0})
    assert later.end == later.start == 50.0   # an end before the start is the start


def test_transcript_times_start_at_the_first_line():
    lines = [parse_caption({"text": "one", "name": "Ada", "start": 1000.0, "end": 1001.5}),
             parse_caption({"text": "two <b>", "name": "Bo", "start": 1002.0, "end": 1003.0})]
    assert [(x.start, x.end) for x in transcript_lines(lines)] == [(0.0, 1.5), (2.0, 3.0)]
    assert to_vtt(transcript_lines(lines)).splitlines()[2:8] == [
        "1", "00:00:00.000 --> 00:00:01.500", "<v Ada>one", "", "2", "00:00:02.000 --> 00:00:03.000"]
    assert transcript_lines([]) == []
