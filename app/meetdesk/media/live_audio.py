"""A microphone read live: frames that waited in the source's buffer too long are dropped, never sent late.

A microphone keeps every frame its reader has not taken yet: aiortc's MediaPlayer (a real device) in an unbounded
queue filled by its capture thread, the synthetic tone (media/synthetic.py) up to a second of them. When the call's
loop falls behind (a busy machine), the frame it reads next was captured long ago, and every frame after it is sent
that much late until the loop catches up, which a loop that is merely keeping up never does. Measured with
benchmarks/host_view.py (3 guests and a busy process): the host's voice reached the engine up to 1.2 s late (p95
641 ms), and the engine held the host's picture in the composed meeting as long to keep it in step with the voice.
A receiver drops sound that comes too late to be played; the sender drops it before it costs an encode and a packet.

A frame's *transit* is when it was read less the time of its last sample by its timestamp. The least transit over
the last ``WINDOW`` seconds is a frame read as soon as it was captured; a frame read more than ``MAX_AGE`` later than
that is stale and dropped (its sound is lost, as in a lost packet: the timestamps of the frames sent go on by the
source's clock, so a receiver sees the gap). The window follows a source whose clock drifts from this machine's.
A source whose timestamps jump back (a device restarted, a synthetic source that moved its clock on after a stall)
makes every later frame look stale: stale frames that come paced, each a frame's length after the one before (a
live source, not a backlog being read at once), for ``RESTART_AFTER`` frames in a row start the baseline anew.
A frame told live when read may still wait before it is sent (read ahead, behind a call that stalled): ``expired``
tells it again when it is taken.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Any

from aiortc.mediastreams import MediaStreamTrack

MAX_AGE = 0.15       # s a frame may have waited beyond the least (more than the 100 ms LocalAudio reads ahead)
WINDOW = 10.0        # s over which the least transit is taken
RESTART_AFTER = 5    # stale frames in a row that came paced: the source's clock moved, not a backlog
PACED = 0.5          # a frame read at least this share of its length after the one before came paced


class StaleFrames:
    """Tells the frames read from a backlog (stale) from the live ones; counts those it told stale."""

    def __init__(self, max_age: float = MAX_AGE) -> None:
        self.max_age = max_age
        self.dropped = 0
        self._least: deque[tuple[float, float]] = deque()   # (read at, transit): increasing transits
        self._last: tuple[float, float] | None = None       # (read at, transit) of the last frame
        self._paced_stale = 0

    def reset(self) -> None:
        """A new source: its clock is another."""
        self._least.clear()
        self._last, self._paced_stale = None, 0

    def stale(self, frame: Any, now: float | None = None) -> bool:
        """Whether ``frame`` (an av.AudioFrame just read) waited too long; a frame without a timestamp never did."""
        if frame.pts is None or frame.time_base is None or not frame.sample_rate:
            return False
        now = time.monotonic() if now is None else now
        length = frame.samples / frame.sample_rate
        transit = now - (float(frame.pts * frame.time_base) + length)
        last, self._last = self._last, (now, transit)
        least = self._add(now, transit)
        if transit - least <= self.max_age:
            self._paced_stale = 0
            return False
        paced = last is not None and now - last[0] >= PACED * length and transit >= last[1] - length / 2
        self._paced_stale = self._paced_stale + 1 if paced else 0
        if self._paced_stale >= RESTART_AFTER:
            self.reset()
            self._last = (now, transit)
            self._add(now, transit)
            return False
        self.dropped += 1
        return True

    def expired(self, frame: Any, now: float | None = None) -> bool:
        """Whether ``frame``, told live when it was read, has waited too long since (in a queue behind a stalled
        call); the baseline is left as it is. Counted as dropped when it has."""
        if frame.pts is None or frame.time_base is None or not frame.sample_rate or not self._least:
            return False
        now = time.monotonic() if now is None else now
        transit = now - (float(frame.pts * frame.time_base) + frame.samples / frame.sample_rate)
        if transit - self._least[0][1] <= self.max_age:
            return False
        self.dropped += 1
        return True

    def _add(self, now: float, transit: float) -> float:
        items = self._least
        while items and items[-1][1] >= transit:
            items.pop()
        items.append((now, transit))
        while items[0][0] < now - WINDOW:
            items.popleft()
        return items[0][1]


class LiveAudio(MediaStreamTrack):
    """An audio source read live (``StaleFrames``): what `meetdesk join` sends of its tone."""

    kind = "audio"

    def __init__(self, source: MediaStreamTrack) -> None:
        super().__init__()
        self.source = source
        self.stale = StaleFrames()

    async def recv(self) -> Any:
        while True:
            frame = await self.source.recv()
            if not self.stale.stale(frame):
                return frame

    def stop(self) -> None:
        super().stop()
        self.source.stop()
