"""A transcript's WebVTT read by a real WebVTT parser (webvtt-py, a test dependency) and checked for what
issue 42 found wrong in one: every cue non-empty and lasting, start times never going back, one speaker's cues
never overlapping, no cue the same as that speaker's one just before."""
from __future__ import annotations

import io

import webvtt

from meetdesk.captions.transcript import REPEAT_S


def cues(vtt: str) -> list[tuple[float, float, str, str]]:
    """(start, end, voice, text) of each cue, as the parser reads them (it raises on a malformed file)."""
    parsed = webvtt.from_buffer(io.StringIO(vtt))
    return [(c.start_time.in_milliseconds() / 1000, c.end_time.in_milliseconds() / 1000, c.voice or "", c.text)
            for c in parsed.captions]


def check_vtt(vtt: str) -> list[tuple[float, float, str, str]]:
    """The cues, asserting they are right (module doc)."""
    found = cues(vtt)
    last_start = 0.0
    last: dict[str, tuple[float, str]] = {}
    for start, end, voice, text in found:
        assert text.strip(), f"an empty cue at {start}: {found}"
        assert end > start, f"a zero-length cue at {start}: {found}"
        assert start >= last_start, f"a cue at {start} after one at {last_start}: {found}"
        if voice in last:
            previous_end, previous_text = last[voice]
            assert start >= previous_end, f"{voice}'s cue at {start} overlaps the one ending {previous_end}"
            assert text != previous_text or start - previous_end >= REPEAT_S, \
                f"{voice}'s cue at {start} repeats the one before: {text!r}"
        last_start = start
        last[voice] = (end, text)
    return found
