"""Partial captions that settle (pure): the local-agreement policy of whisper_streaming. The sound of a phrase in
progress is recognized again and again as it grows; the words two passes in a row agree on, from the start, are
committed and stay on screen as they are; the rest of the newest pass is shown after them and may still change.
When the phrase ends, its final line (a recognition of the whole phrase) replaces them."""
from __future__ import annotations

from .transcript import words


class LocalAgreement:
    """One phrase's partial lines: ``update(text)`` with each pass's text answers ``(stable, shown)``: the committed
    words and the line to show (the committed words, then the newest pass's words after them)."""

    def __init__(self) -> None:
        self._committed: list[str] = []   # as shown (with case and punctuation)
        self._previous: list[str] = []

    @property
    def stable(self) -> str:
        return " ".join(self._committed)

    def update(self, text: str) -> tuple[str, str]:
        tokens = text.split()
        keys = [" ".join(words(token)) for token in tokens]
        before = [" ".join(words(token)) for token in self._previous]
        agreed = 0
        while agreed < min(len(keys), len(before)) and keys[agreed] == before[agreed]:
            agreed += 1
        if agreed > len(self._committed):
            self._committed = tokens[:agreed]
        self._previous = tokens
        return self.stable, " ".join(self._committed + tokens[len(self._committed):])
