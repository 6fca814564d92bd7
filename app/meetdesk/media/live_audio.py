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
from collections.abc import Awaitable, Callable
from typing import Any

from aiortc.mediastreams import MediaStreamTrack

from meetdesk.windowed import WindowExtreme

MAX_AGE = 0.15       # s a frame may have waited beyond the least (more than the 100 ms LocalAudio reads ahead)
WINDOW = 10.0        # s over which the least transit is taken
RESTART_AFTER = 5    # stale frames in a row that came paced: the source's clock moved, not a backlog
PACED = 0.5          # a frame read at least this share of its length after the one before came paced


class StaleFrames:
    """Tells the frames read from a backlog (stale) from the live ones; counts those it told stale."""

    def __init__(self, max_age: float = MAX_AGE) -> None:
        self.max_age = max_age
        self.dropped = 0
        self._least = WindowExtreme(WINDOW)                  # transits of the last WINDOW seconds
        self._last: tuple[float, float] | None = None       # (read at, transit) of the last frame
        self._paced_stale = 0

    def reset(self) -> None:
        """A new source: its clock is another."""
        self._least.clear()
        self._last, self._paced_stale = None, 0

    async def next_live(self, read: Callable[[], Awaitable[Any]]) -> Any:
        """The next frame ``read`` gives that is not stale."""
        while True:
            frame = await read()
            if not self.stale(frame):
                return frame

    def stale(self, frame: Any, now: float | None = None) -> bool:
        """Whether ``frame`` (an av.AudioFrame just read) waited too long; a frame without a timestamp never did."""
        now = time.monotonic() if now is None else now
        transit = _transit(frame, now)
        if transit is None:
            return False
        last, self._last = self._last, (now, transit)
        self._least.add(now, transit)
        least = self._least.value()
        assert least is not None
        if transit - least <= self.max_age:
            self._paced_stale = 0
            return False
        length = frame.samples / frame.sample_rate
        paced = last is not None and now - last[0] >= PACED * length and transit >= last[1] - length / 2
        self._paced_stale = self._paced_stale + 1 if paced else 0
        if self._paced_stale >= RESTART_AFTER:
            self.reset()
            self._last = (now, transit)
            self._least.add(now, transit)
            return False
        self.dropped += 1
        return True

    def expired(self, frame: Any, now: float | None = None) -> bool:
        """Whether ``frame``, told live when it was read, has waited too long since (in a queue behind a stalled
        call); the baseline is left as it is. Counted as dropped when it has."""
        transit = _transit(frame, time.monotonic() if now is None else now)
        least = self._least.value()
        if transit is None or least is None or transit - least <= self.max_age:
            return False
        self.dropped += 1
        return True


def _transit(frame: Any, now: float) -> float | None:
    """When ``frame`` was read (``now``) less the time of its last sample by its timestamp; None without one."""
    if frame.pts is None or frame.time_base is None or not frame.sample_rate:
        return None
    return now - (float(frame.pts * frame.time_base) + frame.samples / frame.sample_rate)


class LiveAudio(MediaStreamTrack):
    """An audio source read live (``StaleFrames``): what `meetdesk join` sends of its tone."""

    kind = "audio"

    def __init__(self, source: MediaStreamTrack) -> None:
        super().__init__()
        self.source = source
        self.stale = StaleFrames()

    async def recv(self) -> Any:
        return await self.stale.next_live(self.source.recv)

    def stop(self) -> None:
        super().stop()
        self.source.stop()
