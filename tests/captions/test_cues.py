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


def test_a_gap_in_a_participants_sound_keeps_the_live_captions_times():
    """The engine's tap counts the sound it got; sound that stops (a muted microphone, lost or dropped frames)
    put every later caption that much earlier, before those already written (a cue at 0:00 after one at 0:27).
    A gap on the sender's RTP clock is silence now: segments end there and keep the times they were said; a
    backlog decoded late (a busy loop) is no gap."""
    import fractions

    import av
    import numpy as np

    from meetdesk.captions.segmenter import Segmenter
    from meetdesk.engine.media import captions as live
    from meetdesk.engine.media.codecs import AvDecoder

    encoder = av.CodecContext.create("libopus", "w")
    encoder.sample_rate, encoder.layout, encoder.format = 48000, "mono", "s16"
    encoder.time_base = fractions.Fraction(1, 48000)
    tone = (0.3 * np.sin(2 * np.pi * 300 * np.arange(960) / 48000) * 32767).astype(np.int16)
    packets = []
    for i in range(100):   # 2 s of tone in 20 ms packets
        frame = av.AudioFrame.from_ndarray(tone.reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i * 960
        packets += [bytes(p) for p in encoder.encode(frame)]
    done = []
    tap = live._Tap.__new__(live._Tap)
    tap.segmenter, tap.epoch, tap.fed, tap.offer, tap.line = Segmenter(), 1000.0, 0, None, 0
    tap._next_timestamp, tap._decoder = None, AvDecoder("opus")
    tap._resampler = av.AudioResampler(format="flt", layout="mono", rate=16000)
    tap._submit = lambda _tap, segment: done.append((tap.epoch + segment.start, tap.epoch + segment.end))
    rtp = 12345
    for data in packets[:50]:   # 1 s of speech, decoded at once (a backlog)
        tap._feed(data, rtp)
        rtp += 960
    rtp += 10 * 48000           # ten seconds of no sound at all
    for data in packets[50:]:   # 1 s of speech
        tap._feed(data, rtp)
        rtp += 960
    tap._push(np.zeros(16000, np.float32))
    assert len(done) == 2, done
    assert done[0][0] == pytest.approx(1000.0, abs=0.1) and done[0][1] < 1002.0
    assert done[1][0] == pytest.approx(1011.0 - 0.3, abs=0.1)   # with its pre-roll, not at 1001
