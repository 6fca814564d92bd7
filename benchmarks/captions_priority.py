"""What live captions' recognition does to the engine's event loop on a busy machine.

A loop that sleeps 10 ms again and again (the engine's loop reading its sockets) measures how late it wakes, while
a recognizer says a sentence again and again beside it, and ``--busy`` busy processes (a laptop doing other work)
take the cores. Modes, interleaved in rounds:

- ``thread``: the recognizer on a thread of the loop's process at nice 10 (the engine before
  captions/recognizer_process.py: the thread, and CTranslate2's threads it started, take the interpreter lock now
  and then and wait for a core while holding it);
- ``process``: ``RecognizerProcess`` (its own process at nice 10; the loop's process waits on its pipe);
- ``same``: the recognizer on a thread at the loop's own priority;
- ``none``: no recognizer (the reference).

    python benchmarks/captions_priority.py [--busy 4] [--seconds 30] [--rounds 2]
"""
from __future__ import annotations

import argparse
import asyncio
import sys
import threading
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from busy import busy_process  # noqa: E402

from meetdesk.captions.recognizer import Recognizer  # noqa: E402
from meetdesk.captions.recognizer_process import NICE, RecognizerProcess, lower_priority  # noqa: E402
from meetdesk.media.audio_scenes import resample, speech  # noqa: E402

SENTENCE = "The quick brown fox jumps over the lazy dog near the river bank"


def _recognize(mode: str, samples: np.ndarray, stop: threading.Event, passes: list[int]) -> None:
    if mode == "thread":
        lower_priority(NICE)   # the thread, and CTranslate2's threads it starts
    recognizer = RecognizerProcess(language="en") if mode == "process" else Recognizer(language="en")
    try:
        recognizer.preload()
        while not stop.is_set():
            recognizer.transcribe_live(samples, speaker="a", beam_size=5, window_s=4.0)
            passes[0] += 1
    finally:
        if isinstance(recognizer, RecognizerProcess):
            recognizer.close()


async def _measure(mode: str, seconds: float, samples: np.ndarray) -> dict:
    stop, passes = threading.Event(), [0]
    worker = None
    if mode != "none":
        worker = threading.Thread(target=_recognize, args=(mode, samples, stop, passes), daemon=True)
        worker.start()
        await asyncio.sleep(3)   # the model loaded
    lags = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        began = time.monotonic()
        await asyncio.sleep(0.01)
        lags.append(time.monotonic() - began - 0.01)
    stop.set()
    if worker is not None:
        await asyncio.to_thread(worker.join, 60)
    ms = np.array(lags) * 1000
    return dict(mode=mode, passes=passes[0], p50=np.percentile(ms, 50), p99=np.percentile(ms, 99), max=ms.max(),
                stalls=int(np.sum(ms > 100)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--busy", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--modes", default="thread,process,same,none")
    args = parser.parse_args()
    samples = resample(speech(SENTENCE), 48000, 16000).astype(np.float32)
    busy = [busy_process() for _ in range(args.busy)]
    try:
        print(f"{args.busy} busy processes; the loop sleeps 10 ms at a time for {args.seconds:.0f} s")
        print("round  mode      passes  lag p50   p99      max      stalls>100ms")
        for round_ in range(1, args.rounds + 1):
            for mode in args.modes.split(","):
                r = asyncio.run(_measure(mode, args.seconds, samples))
                print(f"{round_:<6} {r['mode']:<9} {r['passes']:>6}  {r['p50']:5.1f} ms {r['p99']:6.1f} ms "
                      f"{r['max']:6.0f} ms {r['stalls']:>5}", flush=True)
    finally:
        for process in busy:
            process.kill()


if __name__ == "__main__":
    main()
