"""A transcript's cues are right (captions/transcript.py ``CueOrder`` and ``tidy``), in every file that has
them: start times never go back, one speaker's cues never overlap, none is empty, zero-length or the same words
again (issue 42 saw a zero-length cue, a repeated one and a cue at 0:00 after one at 0:27). Each form is read
back by a real WebVTT parser (tests/vtt_check.py)."""
from __future__ import annotations

import pytest

from meetdesk.captions.transcript import MIN_CUE_S, CueOrder, Line, tidy, to_text, to_vtt
from meetdesk.client.captions import parse_caption, transcript_lines

from vtt_check import check_vtt, cues


def test_the_wrong_cues_of_the_issue_are_put_right():
    said = [Line(27.0, 29.5, "We start now.", "Ada"),
            Line(0.0, 0.0, "Hello.", "Ada"),             # recognized late and stamped 0:00 (before 0:27)
            Line(30.0, 30.0, "Zero length.", "Bo"),      # zero-length
            Line(31.0, 33.0, "Twice.", "Bo"), Line(32.0, 34.0, "twice", "Bo"),   # the same again, overlapping
            Line(40.0, 41.0, "  ", "Ada"),                # empty
            Line(32.5, 36.0, "Overlaps Bo's own.", "Bo")]
    order = CueOrder()
    placed = [order.place(line) for line in said]   # as a recording's transcript takes them: one by one
    kept = [line for line in placed if line is not None]
    assert placed[3] is not None and placed[4] is None and placed[5] is None
    check_vtt(to_vtt(kept))
    assert kept[1].start == 29.5 and kept[2].end - kept[2].start == pytest.approx(MIN_CUE_S)   # after Ada's own cue
    assert kept[-1].start == 33.0   # after Bo's cue before it
    whole = tidy(said)   # a whole transcript at once: in the order it was said
    found = check_vtt(to_vtt(whole))
    assert [text for *_t, text in found] == ["Hello.", "We start now.", "Zero length.", "Twice.",
                                             "Overlaps Bo's own."]
    assert to_text(whole).splitlines()[0] == "Ada: Hello."


def test_two_speakers_may_overlap_and_the_same_words_later_are_a_new_cue():
    kept = tidy([Line(1.0, 4.0, "Yes.", "Ada"), Line(2.0, 3.0, "Yes.", "Bo"), Line(20.0, 21.0, "Yes.", "Ada")])
    found = check_vtt(to_vtt(kept))
    assert [(start, voice) for start, _e, voice, _t in found] == [(1.0, "Ada"), (2.0, "Bo"), (20.0, "Ada")]


def test_the_live_panels_transcript_is_in_the_order_said():
    """The meeting window saves the lines in the order they came; one recognized late comes where it was said."""
    events = [{"text": "second", "name": "Ada", "start": 1027.0, "end": 1029.0},
              {"text": "first", "name": "Bo", "start": 1000.0, "end": 1000.0},
              {"text": "second", "name": "Ada", "start": 1028.0, "end": 1030.0}]
    lines = transcript_lines([parse_caption(e) for e in events])
    found = check_vtt(to_vtt(lines))
    assert [(start, voice, text) for start, _e, voice, text in found] == [(0.0, "Bo", "first"),
                                                                          (27.0, "Ada", "second")]


def test_the_checker_refuses_what_the_issue_saw():
    bad = "WEBVTT\n\n1\n00:00:27.000 --> 00:00:28.000\nlate\n\n2\n00:00:00.000 --> 00:00:01.000\nearly\n"
    try:
        check_vtt(bad)
    except AssertionError:
        pass
    else:
        raise AssertionError("a cue at 0:00 after one at 0:27 passed")
    assert len(cues(bad)) == 2


def test_a_gap_in_a_participants_sound_keeps_the_live_captions_times(monkeypatch):
    """The engine's tap counts the sound it got; sound that stops (a muted microphone, lost or dropped frames)
    put every later caption that much earlier, before those already written (a cue at 0:00 after one at 0:27).
    A gap is silence now: segments end there and keep the times they were said."""
    import numpy as np

    from meetdesk.captions.segmenter import SAMPLE_RATE, Segmenter
    from meetdesk.engine.media import captions as live

    clock = [1000.0]
    monkeypatch.setattr(live.time, "time", lambda: clock[0])
    done = []
    tap = live._Tap.__new__(live._Tap)
    tap.segmenter, tap.epoch, tap.fed, tap.offer, tap.line = Segmenter(), None, 0, None, 0
    tap._submit = lambda _tap, segment: done.append((tap.epoch + segment.start, tap.epoch + segment.end))
    tone = (0.3 * np.sin(2 * np.pi * 300 * np.arange(320) / SAMPLE_RATE)).astype(np.float32)   # 20 ms

    def say(seconds: float) -> None:
        for _ in range(round(seconds * 50)):
            clock[0] += 0.02
            tap._keep_time(tone.size)
            tap._push(tone)

    say(1.0)          # speech from 1000.0 to 1001.0
    clock[0] += 10.0  # ten seconds of no sound at all
    say(1.0)          # speech from 1011.0 to 1012.0
    clock[0] += 0.02
    tap._keep_time(320)
    tap._push(np.zeros(SAMPLE_RATE, np.float32))
    assert len(done) == 2, done
    assert done[0][0] == pytest.approx(1000.0, abs=0.05) and done[0][1] < 1002.0
    assert done[1][0] == pytest.approx(1011.0 - 0.3, abs=0.05)   # with its pre-roll, not at 1001
