"""A transcript's lines and their WebVTT and plain text forms (pure: no model, no media)."""
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
