"""Reactions (an engine extension, docs/engine-api.md "Reactions"): ``POST /rooms/<ACCESS_KEY>/reactions`` with
``reaction`` one of ``api/reactions.REACTIONS``.

- 405 when the room's ``options[reaction_available]`` is false (the spec's rule for the reaction feature);
- 400 for a missing or unknown name (names only: no text or emoji of the sender's is ever drawn);
- 429 when the participant sent ``RATE`` reactions within the last ``WINDOW`` s (per participant, whoever asks:
  a guest included; a refused one counts for nothing).

An admitted reaction is the meeting event ``reaction`` (user: the sender's summary, reaction, created_at), which
the real-time hub sends to the participants and the observer, and the media session draws into the composed
picture (engine/media/reactions.py) rising from the sender's tile. Nothing is stored.
"""
from __future__ import annotations

import collections
import time
from collections.abc import Callable
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.reactions import REACTIONS, is_reaction
from meetdesk.engine.meetings import Meeting, Participant, iso_now

RATE = 3  # reactions one participant may send ...
WINDOW = 1.0  # ... within this many seconds


class Reactions:
    """Checks a reaction and hands it to the meeting (its participants and its composed picture)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._sent: dict[tuple[str, str], collections.deque[float]] = {}  # (conf_id, user_id) -> times

    def send(self, meeting: Meeting, participant: Participant, reaction: Any) -> None:
        if not meeting.options.get("reaction_available", True):
            raise ApiError(405, "reactions are not available in this meeting (options[reaction_available] is false)")
        if not is_reaction(reaction):
            raise ApiError(400, "reaction must be one of " + ", ".join(REACTIONS))
        now = self.clock()
        self._forget_quiet(now)
        times = self._sent.setdefault((meeting.conf_id, participant.user_id), collections.deque())
        while times and times[0] <= now - WINDOW:
            times.popleft()
        if len(times) >= RATE:
            raise ApiError(429, f"too many reactions: at most {RATE} a second; try again later")
        times.append(now)
        meeting.media.add_reaction(reaction, participant.client_id)
        meeting.emit("reaction", user=participant.summary().to_json(), reaction=reaction, created_at=iso_now())

    def _forget_quiet(self, now: float) -> None:
        """Drop participants who sent nothing within the window (memory bounded by the recent senders)."""
        if len(self._sent) > 1024:
            for name in [n for n, times in self._sent.items() if not times or times[-1] <= now - WINDOW]:
                del self._sent[name]
