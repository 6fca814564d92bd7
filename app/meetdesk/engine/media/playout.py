"""When each frame of a participant's sound and picture is due in the composed meeting (mcu.py): one playout
delay for both, so that a beep and the flash captured with it come out together however their packets come.

A frame carries its sender's media clock (its RTP timestamp: when it was captured). Its *transit* is when it
arrived less that time; the least transit of its stream over the last ``WINDOW`` seconds is the path without
any queueing, and how much later than that a frame came is its lateness (a busy sender, a busy engine, a
jittery path). Every frame of a participant is due at its media time + its stream's least transit + the
participant's playout ``delay``, the same for sound and picture. The delay covers the lateness of either over
the last ``JITTER_WINDOW`` seconds (with ``HEADROOM``): it grows at once when a frame comes later, and comes
down by ``STEP`` at most once a ``STEP_EVERY`` once frames come on time again (each step drops that much sound: a whole
frame, like one lost packet, rather than a little of every frame). A frame later than ``MAX_DELAY`` (an
outage, a stalled loop) is not waited for: its picture is drawn at once, its sound is dropped, and nothing
after it moves; frames that all come that late for ``OUTAGE_RESTART`` are from a sender whose clock fell behind
for good (it stalled and went on from where it was): its stream's least transit starts anew from them, less the
lateness of the participant's other stream then (what both are late by is the path's or this machine's, not the
clock's: a loaded engine 0.6 s behind put the sound restarted after a stall 0.5 s behind its picture); and not
while the other stream is as late (then the whole path or this machine is behind).

An audio frame is sent when its last sample is captured, so its least transit holds its own duration, and
a picture's does not: pictures are due that much later (``lead``) to match.

The MCU's audio worker writes each decoded frame where it is due in its input's ``SoundQueue`` and mixes
each 20 ms tick from there; its video worker holds each picture until its tick. ``due`` is called from both
worker threads (a lock keeps a participant's state whole).
"""
from __future__ import annotations

import threading
from collections import deque

import numpy as np

from meetdesk.windowed import WindowExtreme

from .forwarding import EncodedFrame

WINDOW = 10.0  # s over which the least transit is taken
JITTER_WINDOW = 5.0  # s over which the greatest lateness sets the delay
READ_AHEAD = 0.04  # s: the audio worker mixes a tick's 20 ms at its start, 13 ms ahead (mcu.py OPUS_DELAY), 7 to spare
MAX_DELAY = 1.0  # s: a frame later than this is an outage, never waited for (a loaded engine's sound came
# 0.65 s late for a second: waited for, in step with its pictures; its clock restarted, 0.6 s out of step)
HEADROOM = 0.01  # s the delay has over the lateness it covers (each change drops a little sound: not for every ms)
STEP = 0.02  # s the delay comes down at a time
STEP_EVERY = 0.25  # s
RESTART = 10.0  # s: a media clock that jumps further was numbered anew by its sender
OUTAGE_RESTART = 0.3  # s of frames all later than MAX_DELAY: the sender's clock fell behind for good
SHARED_FOR = 0.5  # s: the other stream's last frame tells the lateness both share for this long after it
AUDIO_LEAD = 0.02  # s: the duration of an audio frame until one has been seen
MAX_GAP = 1.0  # s of silence a SoundQueue fills between two frames; further apart, it starts anew


class _MediaClock:
    """One stream's RTP timestamps, unwrapped, against the time its frames arrive."""

    def __init__(self) -> None:
        self._last: int | None = None
        self._units = 0
        self._least = WindowExtreme(WINDOW)
        self._outage_since: float | None = None  # arrival of the first of the frames later than MAX_DELAY since
        self._outage_least = 0.0  # the least transit of those frames
        self._outage_shared: float | None = None  # the least lateness of the other stream meanwhile
        self.late_at = float("-inf")  # arrival of the last frame later than MAX_DELAY
        self.arrival, self.lateness = float("-inf"), 0.0  # of the last frame

    def place(self, frame: EncodedFrame, other: _MediaClock) -> tuple[float, float, float]:
        """(media time, least transit, lateness) of ``frame``, in seconds; ``other``: the participant's other
        stream's clock, whose lateness is the path's or this machine's, not this sender's clock."""
        if self._last is not None:
            step = (frame.timestamp - self._last) & 0xFFFFFFFF
            step = step - (1 << 32) if step >= 1 << 31 else step
            if abs(step) > RESTART * frame.clock_rate:
                self._least.clear()  # numbered anew: its transit from here on is another
            else:
                self._units += step
        self._last = frame.timestamp
        media = self._units / frame.clock_rate
        transit = frame.arrival - media
        self._least.add(frame.arrival, transit)
        least = self._least.value()
        assert least is not None
        self.arrival, self.lateness = frame.arrival, transit - least
        if transit - least <= MAX_DELAY:
            self._outage_since = None
            return media, least, transit - least
        self.late_at = frame.arrival
        # What the other stream is late by meanwhile is shared (the path's, this machine's), not this clock's move:
        # the least of it (its own jitter aside) comes off the least transit of these frames.
        shared = other.lateness if frame.arrival - other.arrival < SHARED_FOR else None
        if self._outage_since is None:
            self._outage_since, self._outage_least, self._outage_shared = frame.arrival, transit, shared
        else:
            self._outage_least = min(self._outage_least, transit)
            if shared is not None:
                self._outage_shared = min(shared, self._outage_shared if self._outage_shared is not None else shared)
            if (frame.arrival - self._outage_since >= OUTAGE_RESTART
                    and frame.arrival - other.late_at >= OUTAGE_RESTART):
                # Not a backlog (that comes at once, each frame less late): the sender went on from where it
                # stalled, its clock now that much behind ours. Its frames from now on are on time but for the
                # lateness both streams share: the least transit since, less that, is its path's.
                least = self._outage_least - (self._outage_shared or 0.0)
                self._least.clear()
                self._least.add(frame.arrival, least)
                self._outage_since = None
        return media, least, transit - least


class Playout:
    """The due times of one participant's sound and picture, in seconds since the MCU's ``epoch``.

    A frame's local capture time is its media time + its stream's least transit (a picture's + ``lead``): the
    same for a sound and a picture captured together. The delay is a function of that time, the same for both
    streams: a change applies from an audio frame's time after the latest capture time either stream has
    reached (``_frontier``), so that the picture already waiting keeps the delay of the sound captured with it,
    whichever comes first; a late frame that raises the delay keeps the old one itself (it is dropped rather
    than heard out of step)."""

    def __init__(self, epoch: float) -> None:
        self.epoch = epoch
        self.lead = AUDIO_LEAD
        self._clocks = {"audio": _MediaClock(), "video": _MediaClock()}
        self._late = WindowExtreme(JITTER_WINDOW, greatest=True)
        self._changes: deque[tuple[float, float]] = deque([(float("-inf"), READ_AHEAD)])  # (from, delay)
        self._frontier = float("-inf")  # the latest local capture time of a frame of either stream
        self._reached: dict[str, float] = {}  # kind -> the local capture time of its last frame
        self._stepped = 0.0
        self._lock = threading.Lock()

    @property
    def delay(self) -> float:
        """The delay of the frames from now on."""
        return self._changes[-1][1]

    def restart(self, kind: str) -> None:
        """The participant's ``kind`` comes from a new source: its clock is another."""
        with self._lock:
            self._clocks[kind] = _MediaClock()
            self._reached.pop(kind, None)

    def due(self, kind: str, frame: EncodedFrame, duration: float = 0.0) -> float:
        """When ``frame`` is due (its first sample, its picture); ``duration``: an audio frame's length."""
        with self._lock:
            other = self._clocks["video" if kind == "audio" else "audio"]
            media, least, lateness = self._clocks[kind].place(frame, other)
            if lateness <= MAX_DELAY:
                self._late.add(frame.arrival, lateness)
            if kind == "audio":
                self.lead = duration or self.lead
                captured = media + least
            else:
                captured = media + least + self.lead
            self._adapt(frame.arrival)
            delay = next((d for since, d in reversed(self._changes) if since <= captured), self._changes[0][1])
            self._frontier = max(self._frontier, captured)
            self._reached[kind] = captured
            while len(self._changes) > 1 and self._changes[1][0] <= min(self._reached.values()):
                self._changes.popleft()  # both streams are past it
            return captured + delay - self.epoch

    def _adapt(self, now: float) -> None:
        needed = READ_AHEAD + (self._late.value() or 0.0)
        wanted = min(MAX_DELAY, needed + HEADROOM)
        if needed > self.delay and wanted > self.delay:  # (not again and again at MAX_DELAY)
            self._change(wanted)
            self._stepped = now
        elif wanted <= self.delay - STEP and now - self._stepped >= STEP_EVERY:
            self._change(self.delay - STEP)
            self._stepped = now

    def _change(self, delay: float) -> None:
        # From an audio frame's time after the latest capture time: a sound and a picture captured together
        # have capture times a few ms apart (their paths' jitter), and the one that comes second (the beep
        # whose flash waits already) keeps the delay of the first. (From the latest itself, a beep captured
        # just after it was heard the whole change later than its flash.)
        since = self._frontier + self.lead
        if self._changes[-1][0] >= since:
            self._changes.pop()
        self._changes.append((since, delay))
        if len(self._changes) > 64:  # a stream that stopped never passes them: keep the latest
            self._changes.popleft()


def picture_time(shown: list[float], tick: int, last: int, fps: float) -> int:
    """The slot (of 1/``fps`` s) a composed picture stands for, from when each input's newest frame in it was due
    (``shown``, s). A worker that runs late (a loaded machine: it skips slots) draws frames due at different
    times in one picture: it stands for the middle of the earliest and the latest of them, so that no input's
    picture is more than half their spread from the sound due with it (the latest alone put a 15 fps input's
    flash 50 ms after its beep beside a 30 fps input). Never later than the tick, always after the last
    picture (``last``); with nothing new drawn, the tick."""
    if not shown:
        return max(last + 1, tick)
    return max(last + 1, min(tick, round((min(shown) + max(shown)) / 2 * fps)))


class SoundQueue:
    """One input's decoded sound on the composed meeting's sample clock: each frame written where it is due,
    each tick's samples read once (what comes for a tick already mixed is dropped)."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.dropped = 0  # samples that came too late for their tick
        self._at = 0  # the sample number of _samples[0]
        self._samples = np.zeros(0, np.float32)
        self._next: int | None = None  # the first sample not mixed yet

    def write(self, at: int, samples: np.ndarray) -> None:
        if self._next is not None and at < self._next:
            late = min(len(samples), self._next - at)
            self.dropped += late
            samples, at = samples[late:], at + late
            if not len(samples):
                return
        end = self._at + len(self._samples)
        if not len(self._samples) or at > end + MAX_GAP * self.rate:
            self._at, self._samples = at, samples.astype(np.float32, copy=True)
            return
        if at < self._at:  # the delay came down: this frame is due before those waiting
            self._samples = np.concatenate([np.zeros(self._at - at, np.float32), self._samples])
            self._at = at
        if at + len(samples) > end:
            self._samples = np.concatenate([self._samples, np.zeros(at + len(samples) - end, np.float32)])
        self._samples[at - self._at:at - self._at + len(samples)] = samples

    def read(self, first: int, count: int) -> np.ndarray | None:
        """Samples ``first`` to ``first + count`` (silence where none came), None when none came for them."""
        self._next = first + count
        end = self._at + len(self._samples)
        if end <= first or self._at >= first + count:
            if end <= first + count:
                self._samples = self._samples[:0]
            return None
        out = np.zeros(count, np.float32)
        lo, hi = max(first, self._at), min(first + count, end)
        out[lo - first:hi - first] = self._samples[lo - self._at:hi - self._at]
        self._samples = self._samples[max(0, first + count - self._at):]
        self._at = max(self._at, first + count)
        return out
