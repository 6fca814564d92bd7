"""The least (or greatest) of the values added over the last seconds: the engine's playout (engine/media/playout.py)
and the microphone read live (media/live_audio.py) keep their baselines with it."""
from __future__ import annotations

from collections import deque


class WindowExtreme:
    """The least (or greatest) value added over the last ``seconds`` (a monotonic deque)."""

    def __init__(self, seconds: float, greatest: bool = False) -> None:
        self.seconds, self.sign = seconds, -1.0 if greatest else 1.0
        self._items: deque[tuple[float, float]] = deque()  # (time, sign * value), increasing values

    def add(self, at: float, value: float) -> None:
        value *= self.sign
        while self._items and self._items[-1][1] >= value:
            self._items.pop()
        self._items.append((at, value))
        while self._items[0][0] < at - self.seconds:
            self._items.popleft()

    def value(self) -> float | None:
        return self._items[0][1] * self.sign if self._items else None

    def clear(self) -> None:
        self._items.clear()
