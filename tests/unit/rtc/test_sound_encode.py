"""A call loop's default executor (meetdesk.rtc.sound_encode): aiortc's sender hands each frame's encode to
``run_in_executor(None, encoder.encode, ...)``; an Opus frame is encoded at once on the loop's own thread (the
hand-off to a pool thread and back cost more than the encode on a loaded machine), anything else on the pool."""
from __future__ import annotations

import asyncio
import fractions
import threading

import av
import numpy as np
import pytest
from aiortc.codecs.opus import OpusEncoder

from meetdesk.rtc import sound_encode


def _frame(index: int) -> av.AudioFrame:
    samples = (np.sin(np.arange(960) * 0.05 + index) * 8000).astype(np.int16).reshape(1, -1)
    frame = av.AudioFrame.from_ndarray(samples, format="s16", layout="mono")
    frame.sample_rate, frame.pts, frame.time_base = 48000, index * 960, fractions.Fraction(1, 48000)
    return frame


class _Probe(OpusEncoder):
    """aiortc's Opus encoder, noting the thread each encode runs on."""

    def __init__(self, fail: bool = False) -> None:
        super().__init__()
        self.threads: list[threading.Thread] = []
        self.fail = fail

    def encode(self, frame, force_keyframe=False):
        self.threads.append(threading.current_thread())
        if self.fail:
            raise ValueError("bad frame")
        return super().encode(frame, force_keyframe)


async def test_opus_is_encoded_on_the_loop_thread_and_the_same_as_in_a_pool():
    loop = asyncio.get_running_loop()
    sound_encode.install(loop)
    probe, reference = _Probe(), OpusEncoder()
    for index in range(5):
        payloads, timestamp = await loop.run_in_executor(None, probe.encode, _frame(index), False)
        assert (payloads, timestamp) == reference.encode(_frame(index))
    assert probe.threads == [threading.current_thread()] * 5


async def test_other_work_goes_to_the_pool_and_errors_reach_the_awaiting_sender():
    loop = asyncio.get_running_loop()
    sound_encode.install(loop)
    assert await loop.run_in_executor(None, threading.current_thread) is not threading.current_thread()
    with pytest.raises(ValueError, match="bad frame"):
        await loop.run_in_executor(None, _Probe(fail=True).encode, _frame(0), False)
