"""The client side of live captions (a MeetDesk engine extension, engine/captions.py): a ``caption`` event parsed
into a transcript line, the transcript's WebVTT and plain text forms (captions/transcript.py, shared with the
engine's recording transcripts and ``meetdesk transcribe``), and whether a folder holds a speech model (Settings).
Caption text and names come from the network: they are cut to one plain line of a bounded length here."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from meetdesk.api.events import CAPTION_PARTIAL
from meetdesk.captions.recognizer import is_model_dir
from meetdesk.captions.transcript import Line, tidy, to_text, to_vtt

__all__ = ["CaptionLine", "Line", "MAX_NAME", "MAX_TEXT", "is_model_dir", "parse_caption", "plain", "to_text",
           "to_vtt", "transcript_lines"]

MAX_TEXT = 400      # characters of one caption line kept
MAX_NAME = 60       # characters of a speaker's name


def plain(text: Any, limit: int) -> str:
    """Network text as one plain line of at most ``limit`` characters ("" when it is not text)."""
    if not isinstance(text, str):
        return ""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit - 1] + "…"


def _time(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value) if 0 <= value < 10**11 else None


@dataclass(frozen=True)
class CaptionLine:
    """One line of a meeting's transcript: when it was said (Unix seconds), who said it, what."""

    start: float
    end: float
    user_id: str
    speaker: str
    text: str
    line: str = ""        # the phrase's id: a partial line and the final line of one phrase share it
    final: bool = True    # False: a partial line (``caption_partial``), replaced by the next one or the final


def parse_caption(msg: dict[str, Any], unknown_speaker: str = "") -> CaptionLine | None:
    """A ``caption`` event, or a partial line of a phrase in progress (``caption_partial``; their fields:
    api/events.py), as a line (None without text). Every field is read as hostile."""
    text = plain(msg.get("text"), MAX_TEXT)
    if not text:
        return None
    start = _time(msg.get("start")) or time.time()
    end = max(start, _time(msg.get("end")) or start)
    return CaptionLine(start, end, plain(msg.get("user_id"), 200), plain(msg.get("name"), MAX_NAME)
                       or unknown_speaker, text, plain(msg.get("line"), 200),
                       msg.get("type") != CAPTION_PARTIAL.name)


def transcript_lines(lines: list[CaptionLine]) -> list[Line]:
    """The lines with times from the first start, in the order they were said and with right cues
    (captions/transcript.py ``tidy``: lines recognized late come where they were said; no empty, overlapping
    or repeated cue), for WebVTT and text."""
    origin = min((line.start for line in lines), default=0.0)
    return tidy(Line(line.start - origin, line.end - origin, line.text, line.speaker) for line in lines)
