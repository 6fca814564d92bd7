"""Where remote audio goes. PySide6-Essentials has no QtMultimedia, so the default sink only measures
the level (the speaking indicator); a device sink plugs in through the same interface."""
from __future__ import annotations

from typing import Any, Protocol

from meetdesk.media import levels


class AudioSink(Protocol):
    def write(self, frame: Any) -> None: ...
    def close(self) -> None: ...


class LevelOnlySink:
    """Counts frames and keeps the last level (0..1); plays nothing."""

    available = False

    def __init__(self) -> None:
        self.frames = 0
        self.level = 0.0

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = levels.meter_fraction(levels.dbfs(frame))

    def close(self) -> None:
        pass


def default_sink() -> AudioSink:
    """The best sink this install can offer (QtMultimedia is not shipped with PySide6-Essentials)."""
    return LevelOnlySink()
