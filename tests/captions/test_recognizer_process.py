"""The live captions' recognizer in a process of its own (captions/recognizer_process.py): at a lower priority
than the engine, the same words as in the engine's process, started again after it died, and gone with the
engine's process even when that is killed."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

from meetdesk.captions.recognizer import Recognizer
from meetdesk.captions.recognizer_process import NICE, RecognizerProcess
from meetdesk.media.audio_scenes import espeak_available, resample, speech


def _gone(pid: int, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:   # our own child: reaped by its Process object, or a zombie until then
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().split()[2] == "Z":
                    return True
        except OSError:
            return True
        time.sleep(0.05)
    return False


def test_the_recognizer_runs_in_a_nicer_process_and_starts_again_after_it_died():
    recognizer = RecognizerProcess(language="en")
    try:
        assert recognizer.pid is None                      # started by the first call
        assert recognizer.knows("grace")                   # a language chosen: settled for everyone
        pid = recognizer.pid
        assert pid is not None and pid != os.getpid()
        if sys.platform.startswith("linux"):
            engine = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
            assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, engine + NICE)
            assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == engine   # the caller's untouched
        os.kill(pid, signal.SIGKILL)
        assert _gone(pid, 5)
        assert recognizer.knows("grace") and recognizer.starts == 2 and recognizer.pid not in (None, pid)
    finally:
        recognizer.close()
    assert recognizer.pid is None


@pytest.mark.skipif(not espeak_available(), reason="espeak-ng is not installed (bin/setup test)")
def test_the_process_recognizes_what_the_engines_process_would():
    samples = resample(speech("Can everyone hear me, please let me know"), 48000, 16000).astype(np.float32)
    recognizer = RecognizerProcess(language="en")
    try:
        recognizer.preload()
        heard = recognizer.transcribe_live(samples, speaker="grace", beam_size=5, window_s=4.0)
        assert heard == Recognizer(language="en").transcribe_live(samples, speaker="grace", beam_size=5,
                                                                  window_s=4.0)
        assert "hear me" in heard.lower()
        assert recognizer.transcribe_live(samples[:100]) == ""   # too short: nothing, as in-process
    finally:
        recognizer.close()


def test_the_process_ends_with_a_killed_engine():
    script = ("import sys, time\n"
              "from meetdesk.captions.recognizer_process import RecognizerProcess\n"
              "r = RecognizerProcess(language='en')\n"
              "r.knows('x')\n"
              "print(r.pid, flush=True)\n"
              "time.sleep(60)\n")
    engine = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        child = int(engine.stdout.readline())
        engine.kill()
        engine.wait(timeout=10)
        assert _gone(child, 5), "the recognizer's process outlived its engine"
    finally:
        engine.kill()
