"""A microphone read live (media/live_audio.py): frames that waited in the source while the call was behind are
dropped; live ones, a drifting clock and a clock that jumps are followed."""
from __future__ import annotations

import asyncio
import fractions
import time

import av
import numpy as np

from meetdesk.media.live_audio import MAX_AGE, RESTART_AFTER, LiveAudio, StaleFrames
from meetdesk.media.synthetic import ToneTrack

RATE, SAMPLES = 48000, 960   # 20 ms frames
LENGTH = SAMPLES / RATE


def frame(index: int, pts: int | None = None) -> av.AudioFrame:
    f = av.AudioFrame.from_ndarray(np.zeros((1, SAMPLES), np.int16), format="s16", layout="mono")
    f.sample_rate, f.time_base = RATE, fractions.Fraction(1, RATE)
    f.pts = index * SAMPLES if pts is None else pts
    return f


def read(stale: StaleFrames, reads: list[tuple[int, float]]) -> list[int]:
    """The indexes of the frames kept, each (index, read at)."""
    return [i for i, at in reads if not stale.stale(frame(i), 1000.0 + at)]


def test_frames_read_as_they_come_are_kept_with_the_jitter_of_a_busy_loop():
    stale = StaleFrames()
    jitter = [0.0, 0.03, 0.0, 0.08, 0.01, 0.0, 0.05]   # read up to 80 ms late
    reads = [(i, (i + 1) * LENGTH + jitter[i % len(jitter)]) for i in range(500)]
    assert read(stale, reads) == list(range(500)) and stale.dropped == 0


def test_a_backlog_after_a_stall_is_dropped_down_to_what_is_fresh():
    """The reader stalls 0.6 s after frame 49, then reads the 30 frames waiting at once: those that waited more than
    MAX_AGE are dropped, the rest (and all that follow, paced) are kept."""
    stale = StaleFrames()
    reads = [(i, (i + 1) * LENGTH) for i in range(50)]
    back = 50 * LENGTH + 0.6
    reads += [(i, back + 0.0005 * (i - 50)) for i in range(50, 80)]        # captured by then: read at once
    reads += [(i, (i + 1) * LENGTH + 0.001) for i in range(80, 200)]        # paced again
    kept = read(stale, reads)
    ages = {i: at - (i + 1) * LENGTH for i, at in reads}
    dropped = sorted(set(range(200)) - set(kept))
    assert dropped and all(ages[i] > MAX_AGE for i in dropped)
    assert all(ages[i] <= MAX_AGE + 0.001 for i in kept)
    assert kept[-120:] == list(range(80, 200)) and stale.dropped == len(dropped)


def test_a_clock_that_drifts_from_this_machines_is_followed():
    stale = StaleFrames()
    reads = [(i, (i + 1) * LENGTH * 1.002) for i in range(30000)]   # ten minutes, the device 0.2 % slow
    assert len(read(stale, reads)) == 30000


def test_a_source_whose_clock_jumps_back_costs_a_few_frames_and_is_followed():
    """A new device, or the tone moving its clock on after a long stall: its timestamps start again from an earlier
    time while its frames come paced. At most RESTART_AFTER frames are dropped; a frame without a timestamp never."""
    stale = StaleFrames()
    kept = [i for i in range(100) if not stale.stale(frame(i), 1000.0 + (i + 1) * LENGTH)]
    kept += [i for i in range(100, 300) if not stale.stale(frame(i, pts=(i - 100) * SAMPLES), 1000.0 + (i + 1) * LENGTH)]
    assert 300 - len(kept) <= RESTART_AFTER and kept[-190:] == list(range(110, 300))
    untimed = frame(0)
    untimed.pts = None
    assert not stale.stale(untimed, 5000.0)


async def test_the_tone_read_live_after_the_call_stalled_is_fresh():
    """A real ToneTrack (a second of frames kept for a late reader): after the loop stood still for 0.6 s, the next
    frame read directly is 0.6 s old; read through LiveAudio it is fresh."""
    async def age_after_stall(track) -> float:
        source = track.source if isinstance(track, LiveAudio) else track
        for _ in range(10):
            await track.recv()
        time.sleep(0.6)   # the call's loop stands still
        f = await track.recv()
        return time.time() - (source._start + (f.pts + f.samples) / f.sample_rate)

    direct = await age_after_stall(ToneTrack())
    live_track = LiveAudio(ToneTrack())
    live = await age_after_stall(live_track)
    live_track.stop()
    assert direct > 0.5
    assert live <= MAX_AGE + 0.05 and live_track.stale.dropped >= 20
    await asyncio.sleep(0)
