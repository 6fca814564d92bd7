"""A transcript's lines and their WebVTT and plain text forms (pure: no model, no media), and the rules that keep
its cues right (``CueOrder``, ``tidy``): start times never go back, one speaker's cues never overlap, no cue is
empty, zero-length or the same words again."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    """One recognized phrase: seconds from the transcript's start, its text, who said it ("" when unknown)."""

    start: float
    end: float
    text: str
    speaker: str = ""


MIN_CUE_S = 0.2   # a cue lasts at least this long (a zero-length cue flashes by or is skipped by players)
REPEAT_S = 5.0    # the same words by the same speaker again within this long after their cue ended: a repeat


class CueOrder:
    """Places lines as they come, one at a time, into a transcript whose cues are right (module doc): a line that
    starts before the previous cue starts is moved to that start (WebVTT's order; a line recognized late);
    one that starts before the same speaker's previous cue ends, to that end; a cue lasts at least
    ``MIN_CUE_S``; an empty line, and the same speaker's same words again within ``REPEAT_S``, are no cue
    (``place`` answers None)."""

    def __init__(self) -> None:
        self._start = 0.0
        self._spoken: dict[str, tuple[float, list[str]]] = {}   # speaker -> end and words of its last cue

    def place(self, line: Line) -> Line | None:
        text = " ".join(line.text.split())
        said = words(text)
        if not said:
            return None
        last_end, last_words = self._spoken.get(line.speaker, (0.0, []))
        start = max(line.start, 0.0, self._start, last_end)
        if said == last_words and line.start - last_end < REPEAT_S:
            return None
        end = max(line.end, start + MIN_CUE_S)
        self._start = start
        self._spoken[line.speaker] = (end, said)
        return Line(start, end, text, line.speaker)


def tidy(lines: Iterable[Line]) -> list[Line]:
    """A whole transcript's lines in the order they were said (by start), placed by ``CueOrder``."""
    order = CueOrder()
    return [placed for line in sorted(lines, key=lambda line: line.start)
            if (placed := order.place(line)) is not None]


def vtt_time(seconds: float) -> str:
    """``HH:MM:SS.mmm`` (WebVTT cue timing); negative times are 0."""
    millis = max(0, round(seconds * 1000))
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    secs, millis = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}.{millis:03d}"


def _escape(text: str) -> str:
    """Cue text as WebVTT wants it: one line, ``&``, ``<`` and ``>`` escaped (so no ``-->`` can appear)."""
    flat = " ".join(text.split())
    return flat.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def vtt_cue(number: int, line: Line) -> str:
    """One cue (number, timing, text; no blank line around it), the speaker as a voice span (``<v Ada>``)."""
    end = max(line.end, line.start + 0.001)
    text = _escape(line.text)
    if line.speaker:
        text = f"<v {_escape(line.speaker)}>{text}"
    return f"{number}\n{vtt_time(line.start)} --> {vtt_time(end)}\n{text}"


def to_vtt(lines: Iterable[Line]) -> str:
    """A WebVTT file: one cue per line. ``to_vtt(lines) + "\n" + vtt_cue(n, line) + "\n"`` is the file with one
    more line (a transcript can grow on disk by appending)."""
    cues = ["WEBVTT", ""]
    for number, line in enumerate(lines, start=1):
        cues += [vtt_cue(number, line), ""]
    return "\n".join(cues)


def to_text(lines: Iterable[Line]) -> str:
    """Plain text: one line per phrase, ``Speaker: text`` when the speaker is known."""
    out = []
    for line in lines:
        text = " ".join(line.text.split())
        out.append(f"{' '.join(line.speaker.split())}: {text}" if line.speaker else text)
    return "\n".join(out) + ("\n" if out else "")


def words(text: str) -> list[str]:
    """Lower-case words without punctuation (for comparing a transcript with what was said)."""
    cleaned = "".join(ch.lower() if ch.isalnum() or ch == "'" else " " for ch in text)
    return [w.strip("'") for w in cleaned.split() if w.strip("'")]


def word_error_rate(reference: str, hypothesis: str) -> float:
    """(substitutions + deletions + insertions) / words of the reference (Levenshtein over words)."""
    ref, hyp = words(reference), words(hypothesis)
    if not ref:
        return float(bool(hyp))
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, start=1):
        previous, row[0] = row[0], i
        for j, h in enumerate(hyp, start=1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (r != h))
    return row[-1] / len(ref)


def words_found(reference: str, hypothesis: str) -> float:
    """The share of the reference's words that the hypothesis has (each occurrence counted once)."""
    ref, hyp = words(reference), words(hypothesis)
    left = {}
    for w in hyp:
        left[w] = left.get(w, 0) + 1
    found = 0
    for w in ref:
        if left.get(w, 0):
            left[w] -= 1
            found += 1
    return found / len(ref) if ref else 1.0
