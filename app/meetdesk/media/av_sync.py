"""Sound against picture: a card that flashes when its tone beeps (``FlashSchedule`` drives a
``FlashCardTrack`` and a ``BeepTrack``), and the functions that find both in a recording (WebM bytes) and
measure how far apart they are (``av_offsets``). The test card, its stamp and the tone they build on are in
synthetic.py.
"""
from __future__ import annotations

import io
import math
import time
from pathlib import Path

import av
import numpy as np

from .synthetic import TestCardRenderer, TestCardTrack, ToneTrack, read_stamp


# Hz of code 0 and between two codes: clear of the 440 Hz test tones (synthetic.ToneTrack, `meetdesk join`) that
# share a meeting's mix (at 400 + 50k, a beep as loud as such a tone was read as code 1, 450 Hz)
BASE_PITCH, PITCH_STEP = 500.0, 50.0


class FlashSchedule:
    """Events on the wall clock (``time.time()``), the way a clapperboard is one event that a microphone and a
    camera each capture: event ``k`` lasts ``length`` s from ``onset(k)`` = ``origin + k * period``. A
    ``BeepTrack`` beeps in the samples it captures during an event (event ``k`` at ``frequency(k)``, one of
    ``codes`` pitches, so that a program can tell the beeps apart in a recording), a ``FlashCardTrack`` is white
    in the pictures it draws during one. Neither waits for the other: a sender whose sound runs late (a loaded
    machine makes its sound in bursts) still flashes its card on time. (The card once waited for the sound to note
    each beep's onset: under load it stayed dark for seconds, and a recording had nothing to measure.)"""

    def __init__(self, period: float = 0.5, length: float = 0.15, codes: int = 32,
                 origin: float | None = None) -> None:
        if not 0 < length < period:
            raise ValueError("a flash must be shorter than the period")
        self.period, self.length, self.codes = period, length, codes
        self.origin = time.time() if origin is None else origin  # the onset of event 0

    def onset(self, k: int) -> float:
        return self.origin + k * self.period

    def event(self, t: float) -> int:
        """The event going on at wall-clock time ``t``, -1 for none."""
        k = math.floor((t - self.origin) / self.period)
        return k if k >= 0 and t - self.onset(k) < self.length else -1

    def frequency(self, k: int | np.ndarray) -> np.ndarray:
        return BASE_PITCH + PITCH_STEP * (np.asarray(k) % self.codes)


class FlashCardTrack(TestCardTrack):
    """A dark test card (stamped with the time it is drawn, as ``TestCardTrack``) that is white while its
    ``FlashSchedule`` flashes."""

    __test__ = False

    def __init__(self, schedule: FlashSchedule, width: int = 640, height: int = 480, fps: float = 30,
                 label: str = "Flash") -> None:
        super().__init__(width, height, fps, label, color=(24, 24, 24))
        self.schedule = schedule
        self.bright = TestCardRenderer(width, height, label, (255, 255, 255))
        self._origin: float | None = None  # time.time() of pts 0
        self._pts = -1

    async def recv(self) -> av.VideoFrame:
        _, time_base = await self.next_timestamp()
        now = time.time()
        renderer = self.bright if self.schedule.event(now) >= 0 else self.renderer
        frame = renderer.render(self.counter, int(now * 1000))
        self.counter += 1
        # Like a camera's, its timestamp is when it was drawn (captured), also when the sender runs late.
        if self._origin is None:
            self._origin = now
        self._pts = max(self._pts + 1, round((now - self._origin) / time_base))
        frame.pts, frame.time_base = self._pts, time_base
        return frame


class BeepTrack(ToneTrack):
    """Audio that beeps during its ``FlashSchedule``'s events (event ``k`` at ``schedule.frequency(k)``), silent
    otherwise: a sample beeps when the time it is captured (its timestamp's time, on the clock of a microphone's
    samples: sent late by a busy sender, it still belongs with the picture drawn at that time) is in an event."""

    __test__ = False

    def __init__(self, schedule: FlashSchedule, amplitude: float = 0.3) -> None:
        super().__init__(amplitude=amplitude)
        self.schedule = schedule

    def render(self, first_sample: int) -> np.ndarray:
        schedule, rate = self.schedule, self.sample_rate
        # (captured - origin, in seconds: small numbers, so that a sample's time keeps its precision)
        since = (self._start - schedule.origin) + np.arange(first_sample, first_sample + self.samples_per_frame) / rate
        k = np.floor(since / schedule.period).astype(np.int64)
        into = since - k * schedule.period
        beeping = (k >= 0) & (into < schedule.length)
        wave = np.sin(2 * np.pi * schedule.frequency(k) * into)
        return (wave * beeping * self.amplitude * 32767).astype(np.int16)


# -- reading a recording of a FlashCardTrack and its BeepTrack (WebM bytes or a file) ---------------------------
# ``window`` (start, end in s): only that part of the recording (an hour's is read a part at a time).

Recording = bytes | str | Path
Window = tuple[float, float] | None


def _open(recording: Recording, window: Window):
    """The container, seeked to the keyframe before the window's start."""
    container = av.open(io.BytesIO(recording) if isinstance(recording, bytes) else str(recording))
    if window is not None and window[0] > 0:
        container.seek(int(window[0] * 1_000_000), backward=True, any_frame=False)
    return container


def _inside(t: float, window: Window) -> bool | None:
    """True inside the window, False before it, None after it (stop reading)."""
    if window is None:
        return True
    return None if t >= window[1] else t >= window[0]


def flash_times(data: Recording, schedule: FlashSchedule, window: Window = None) -> dict[int, float]:
    """Event -> the time in the file at which the picture shows the instant its beep was captured: the first frame
    in which the flashing card turned white, less how long after the beep that card was drawn (its stamp, read
    in the tile: what turned white), so that the sender's frame period does not count."""
    found: dict[int, float] = {}
    previous = None
    with _open(data, window) as container:
        for frame in container.decode(video=0):
            inside = _inside(float(frame.time), window)
            if inside is None:
                break
            luma = frame.to_ndarray(format="gray")
            if previous is not None and frame.time > 0.02 and inside:  # (the frames from before the start are at 0 ms,
                # 1 ms, ...: not shown at their time)
                stamp = next(filter(None, (read_stamp(luma, region)
                                           for region in _flashed_card((luma > 200) & (previous < 80)))), None)
                if stamp is not None:
                    captured = stamp[1] / 1000
                    event = schedule.event(captured)
                    if event >= 0 and event not in found:
                        found[event] = float(frame.time) - (captured - schedule.onset(event))
            previous = luma
    return found


def _flashed_card(turned: np.ndarray) -> list[tuple[int, int, int, int]]:
    """Where the card that turned white may be (x, y, width, height; its stamp is read there to be sure): the
    box of what turned, and, for a picture where other cards move too (their stamps and squares change in every
    frame), the card whose columns turned white from its top for most of their height (the widest such run of
    columns) with the height of a 4:3 or 16:9 card of that width."""
    per_column = turned.sum(axis=0)
    rows, cols = np.flatnonzero(turned.sum(axis=1) > 40), np.flatnonzero(per_column > 40)
    if len(rows) <= 100 or len(cols) <= 100:
        return []
    regions = [(cols[0], rows[0], cols[-1] + 1 - cols[0], rows[-1] + 1 - rows[0])]
    left, right = _longest_run(per_column > 0.5 * per_column.max())
    top, bottom = _longest_run(turned[:, left:right].sum(axis=1) > 0.5 * (right - left))
    if right - left > 100 and bottom - top > 60:
        regions += [(left, top, right - left, min(round((right - left) * aspect), turned.shape[0] - top))
                    for aspect in (3 / 4, 9 / 16)]
    return regions


def _longest_run(mask: np.ndarray) -> tuple[int, int]:
    """(start, end) of the longest run of True in ``mask`` ((0, 0) when there is none)."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.astype(np.int8), [0]))))
    starts, ends = edges[0::2], edges[1::2]
    if not len(starts):
        return 0, 0
    i = int(np.argmax(ends - starts))
    return int(starts[i]), int(ends[i])


def beep_onsets(data: Recording, schedule: FlashSchedule, window: Window = None) -> list[tuple[float, int]]:
    """(time in the file, event code) of the onset of every beep that came whole, without a break (on a loaded
    machine sound can be late and missing: a beep heard in pieces has no onset to measure; and the later piece of
    a beep whose sender stalled in its middle starts loud after a silence, like an onset, but is shorter than a
    beep): the sound placed by its frames' timestamps, the onset at 1 ms resolution, the code from its pitch: the
    loudest of the codes' pitches, which must be about as loud as the loudest of all (the mix holds the others'
    sound too)."""
    rate = 48000
    parts = []
    with _open(data, window) as container:
        for f in container.decode(audio=0):
            inside = _inside(float(f.time), window)
            if inside is None:
                break
            if inside:
                parts.append((float(f.time), f.to_ndarray().reshape(-1).astype(np.float64)))
    if not parts:
        return []
    origin = window[0] if window is not None else 0.0
    end = max(t + len(s) / rate for t, s in parts) - origin
    sound = np.zeros(int(end * rate) + rate)
    for t, samples in parts:
        at = max(0, round((t - origin) * rate))
        sound[at:at + len(samples)] = samples[:len(sound) - at]
    envelope = np.abs(sound[:len(sound) // 48 * 48]).reshape(-1, 48).max(axis=1)  # per ms
    loud = envelope > 0.25 * np.percentile(envelope, 99)
    whole = max(40, round(schedule.length * 1000) - 10)   # ms loud without a break: the beep, a little less
    found = []
    for ms in np.flatnonzero(loud[40:]) + 40:
        if not loud[ms - 40:ms].any() and loud[ms:ms + whole].all():
            piece = sound[(ms + 5) * 48:(ms + 40) * 48]
            spectrum = np.abs(np.fft.rfft(piece * np.hanning(len(piece)), 8 * len(piece)))
            # the loudest of the codes' pitches (not of the whole spectrum: another participant's tone may be louder)
            at = np.round(schedule.frequency(np.arange(schedule.codes)) * 8 * len(piece) / rate).astype(int)
            level = np.max([spectrum[at + d] for d in range(-2, 3)], axis=0)
            if level.max() >= 0.5 * spectrum.max():   # (else the onset of something else: a tone, a voice)
                found.append((origin + ms / 1000, int(np.argmax(level))))
    return found


def av_offsets(data: Recording, schedule: FlashSchedule, window: Window = None) -> dict[int, float]:
    """Event -> how much later (s) the recording's sound has the event's beep than its picture the flash,
    for the events whose beep came in one piece at its start."""
    sounds = beep_onsets(data, schedule, window)
    offsets = {}
    for event, seen in flash_times(data, schedule, window).items():
        heard = [t for t, code in sounds if code == event % schedule.codes]
        nearest = min(heard, key=lambda t: abs(t - seen), default=None)
        if nearest is not None and abs(nearest - seen) < schedule.period * schedule.codes / 2:   # (not one of
            # another event of the same pitch: a beep that did not come whole has no onset)
            offsets[event] = nearest - seen
    return offsets
