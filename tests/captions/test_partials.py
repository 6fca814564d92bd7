"""Partial captions (issue 42 item 1): the local agreement that settles a phrase's words as it is recognized again
and again (captions/agreement.py), the worker's one waiting partial pass per speaker that finished segments go
before (captions/worker.py), the segmenter ending a long phrase at a dip between words and showing the phrase in
progress (captions/segmenter.py), and partial lines of a phrase said over a real call (engine/media/captions.py)."""
from __future__ import annotations

import asyncio
import os
import threading

import numpy as np
import pytest

from meetdesk.captions.agreement import LocalAgreement
from meetdesk.captions.segmenter import SAMPLE_RATE, SOFT_MAX_S, Segmenter
from meetdesk.captions.worker import RecognitionWorker


def test_words_two_passes_agree_on_settle_and_stay():
    agreement = LocalAgreement()
    assert agreement.update("Can every") == ("", "Can every")
    assert agreement.update("Can everyone hear") == ("Can", "Can everyone hear")
    assert agreement.update("Can everyone hear me,") == ("Can everyone hear", "Can everyone hear me,")
    # a pass that says the settled words otherwise does not take them back
    assert agreement.update("Kenny one hear me, please") == ("Can everyone hear", "Can everyone hear me, please")
    assert agreement.update("Can everyone hear me please let") == ("Can everyone hear",
                                                                    "Can everyone hear me please let")
    assert agreement.update("Can everyone hear me, please let me") == ("Can everyone hear me, please let",
                                                                        "Can everyone hear me, please let me")


class _SlowRecognizer:
    """Says what it was given (the first sample's value) after a while; records what it took, in order."""

    def __init__(self) -> None:
        self.taken: list[str] = []
        self.gate = threading.Event()

    def knows(self, _speaker) -> bool:
        return True

    def transcribe_live(self, samples, *, speaker=None, beam_size=1, window_s=0.0):
        return self.transcribe(samples, speaker=speaker, beam_size=beam_size)[0].text

    def transcribe(self, samples, *, speaker=None, beam_size=5):
        self.gate.wait(10)
        label = f"{speaker}:{int(samples[0])}:{'final' if beam_size > 1 else 'partial'}"
        self.taken.append(label)
        from meetdesk.captions.recognizer import Segment
        return [Segment(0.0, 1.0, label)]


async def test_partials_and_finished_segments_take_turns_and_a_speakers_partial_is_replaced():
    recognizer = _SlowRecognizer()
    finals, partials = [], []
    worker = RecognitionWorker(recognizer, lambda tag, text: finals.append(text), size=2,
                               on_partial=lambda tag, text: partials.append(text))
    worker.submit(np.full(10, 1.0, np.float32), "a", "ada")         # taken at once, waits on the gate
    await asyncio.sleep(0.2)
    for n in (2, 3, 4):
        worker.offer_partial(np.full(10, float(n), np.float32), n, "ada")   # 2 and 3 are replaced by 4
    worker.offer_partial(np.full(10, 5.0, np.float32), 5, "bob")
    worker.submit(np.full(10, 6.0, np.float32), "b", "bob")
    recognizer.gate.set()
    for _ in range(100):
        if len(recognizer.taken) == 4:
            break
        await asyncio.sleep(0.05)
    # after a final, a waiting partial pass; then the next final
    assert recognizer.taken == ["ada:1:final", "ada:4:partial", "bob:6:final", "bob:5:partial"]
    assert worker.replaced == 2 and worker.dropped == 0
    await asyncio.sleep(0.1)
    assert finals == ["ada:1:final", "bob:6:final"] and partials == ["ada:4:partial", "bob:5:partial"]
    await worker.close()


def test_a_long_phrase_ends_at_a_dip_between_words_and_the_phrase_in_progress_shows():
    t = np.arange(SAMPLE_RATE) / SAMPLE_RATE
    tone = (0.3 * np.sin(2 * np.pi * 300 * t)).astype(np.float32)
    dip = np.zeros(SAMPLE_RATE // 10, np.float32)   # 0.1 s between words
    words = np.concatenate([np.concatenate([tone[:SAMPLE_RATE // 2], dip]) for _ in range(20)])   # 12 s
    segmenter = Segmenter()
    done = segmenter.push(words[:SAMPLE_RATE * 3])
    assert done == [] and segmenter.current() is not None
    assert segmenter.current().samples.size == pytest.approx(3 * SAMPLE_RATE, abs=400)
    done += segmenter.push(words[SAMPLE_RATE * 3:])
    assert len(done) >= 2
    assert all(SOFT_MAX_S <= s.end - s.start <= SOFT_MAX_S + 0.7 for s in done), [(s.start, s.end) for s in done]
    assert Segmenter().current() is None


def test_a_quick_partial_pass_says_the_phrase_so_far():
    from meetdesk.captions.recognizer import Recognizer
    from meetdesk.captions.transcript import words_found
    from meetdesk.media.audio_scenes import espeak_available, resample, speech

    if not espeak_available():
        pytest.skip("espeak-ng is not installed (bin/setup test)")
    sentence = "Can everyone hear me, please let me know if the sound is too quiet"
    samples = resample(speech(sentence), 48000, 16000).astype(np.float32)
    recognizer = Recognizer(language="en")
    assert words_found(sentence, recognizer.transcribe_live(samples)) >= 0.8
    half = recognizer.transcribe_live(samples[:samples.size // 2 + 37])   # any length (an odd count of frames)
    assert 0 < len(half.split()) < len(sentence.split()), half


async def test_the_worker_thread_runs_at_the_engines_priority():
    """The worker's thread is not made nicer: a thread of the engine's process that waits for a core while it
    holds the interpreter lock stalls the engine's loop (the recognizer's own process is nicer:
    tests/captions/test_recognizer_process.py)."""
    seen: list[int] = []

    class _Recognizer:
        def preload(self):
            seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    before = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    worker = RecognitionWorker(_Recognizer(), lambda tag, text: None)
    for _ in range(100):
        if seen:
            break
        await asyncio.sleep(0.02)
    assert seen == [before]
    await worker.close()
