"""Outputs of a meeting's media: what a consumer that is not a participant attaches to (a recording, a
broadcast, a WHIP forward, a snapshot).

``MediaSession.attach(kind, id)`` returns an ``OutputLink``: the composed picture (``video``), the whole
meeting's mix (``audio``) and the canvas ``size`` to encode them at; ``detach()`` (any number of times) lets the
meeting go back to peer mode once no other output holds it. While any link is attached the meeting stays composed
(an MCU runs): attaching to a meeting in peer mode switches it to MCU mode, which renegotiates every leg once.
A meeting whose media has ended attaches nothing: ``MediaEnded`` (``Meeting.attach``, engine/meetings.py, says so to
the client, 406, in one place).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # engine/meetings.py imports MediaEnded: no media modules are loaded for it
    from .forwarding import FrameSource


class MediaEnded(Exception):
    """The meeting's media has ended (or the playback whose sound was asked for is not running): nothing attaches."""


@dataclass(eq=False)
class OutputLink:
    """One attached output (module doc). ``key`` (``"<kind> <id>"``) names it among the session's outputs."""

    key: str
    video: FrameSource          # the composed picture
    audio: FrameSource          # the whole meeting's mix (attach's ``sound_of``: a playback's sound alone)
    size: tuple[int, int]       # the composed picture's width and height
    _release: Callable[[str], None] = field(repr=False)
    detached: bool = False

    def detach(self) -> None:
        """Let go of the meeting's media (idempotent): the sources' subscriptions are the consumer's to close."""
        if not self.detached:
            self.detached = True
            self._release(self.key)
