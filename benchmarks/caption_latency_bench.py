"""Live captions, word to screen (issue 42): the time from a word's end in the sender's audio to that word first
shown at another client (a partial or a final line), and from a phrase's end to its final line.

    python benchmarks/caption_latency_bench.py [--seconds 60] [--scene continuous|short|both]

A real call through the engine in this process (running_engine, loopback, like captions_bench.py --latency): Ada's
microphone says espeak-ng speech again and again (media/speech_track.py), Bob is silent and listens on the
real-time socket for ``caption_partial`` and ``caption`` events, stamped when they arrive.

- ``continuous``: six sentences joined with no pause longer than 0.25 s (espeak-ng's own silences trimmed), about
  25 s said without a stop, then 0.25 s and again: speech with no pause for the segmenter;
- ``short``: one sentence, then 2.5 s of silence, again and again (the figure captions_bench.py had).

Where each word ends in the sender's audio comes from tiny.en's word timestamps on the clean speech (offline,
before the call; within about 0.1 s). A word counts as shown at the first event, partial or final, whose phrase
started before the word ended and whose text holds it (the k-th time a word is said in a phrase needs it k times).
Reported: p50/p95 of word end -> first shown over the words shown, the share of words ever shown, and for final
lines the time from the end of the last word they hold to their arrival.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections import Counter

import numpy as np

from meetdesk.captions.recognizer import Recognizer
from meetdesk.captions.transcript import words
from meetdesk.media import audio_scenes as scenes

SENTENCES = (
    "Please send the report to the whole team before noon on Friday.",
    "We will start the meeting as soon as everyone has joined the call.",
    "Could you share your screen so that we can look at the numbers?",
    "My train was late this morning because of the snow on the tracks.",
    "Our customers asked for a simpler way to book their appointments.",
    "Let me know if the sound is clear or if you hear an echo.",
)
SHORT = "Can everyone hear me, please let me know if the sound is too quiet"


def trimmed(samples: np.ndarray, gap_s: float) -> np.ndarray:
    """espeak-ng's speech without its leading and trailing silence, then ``gap_s`` of silence."""
    level = np.abs(samples) > 0.01
    first, last = int(np.argmax(level)), samples.size - int(np.argmax(level[::-1]))
    return np.concatenate([samples[first:last], np.zeros(int(48000 * gap_s))])


def word_ends(samples_48k: np.ndarray) -> list[tuple[str, float]]:
    """(word, end in seconds) of the speech, from tiny.en's word timestamps."""
    model = Recognizer(threads=2).load()
    audio = scenes.resample(samples_48k, 48000, 16000).astype(np.float32)
    segments, _ = model.transcribe(audio, language="en", word_timestamps=True, condition_on_previous_text=False)
    out = []
    for segment in segments:
        for word in segment.words or []:
            for w in words(word.word):
                out.append((w, float(word.end)))
    return out


async def run(samples: np.ndarray, pause_s: float, seconds: float) -> dict:
    import httpx

    from meetdesk.client.call import CallSession
    from meetdesk.client.realtime import RealtimeClient
    from meetdesk.engine.engine import EngineConfig
    from meetdesk.engine.server import running_engine
    from meetdesk.media.speech_track import SpeechTrack
    from meetdesk.media.synthetic import ColorCardTrack

    timeline = word_ends(np.concatenate([np.zeros(int(48000 * pause_s)), samples]))
    with tempfile.TemporaryDirectory() as data:
        config = EngineConfig(data_dir=data, port=0, api_key="bench-key", ready_delay=0.05, announce=False)
        async with running_engine(config) as engine, httpx.AsyncClient(
                base_url=engine.base_url, headers={"Authorization": "bench-key"}, timeout=20) as api:
            sessions, tracks = [], {}
            for name in ("Ada", "Bob"):
                reply = (await api.post("/rooms", json={"id": "bench", "user": {"name": name}})).json()
                while not reply["ready"]:
                    await asyncio.sleep(0.05)
                    reply = (await api.get(f"/rooms/{reply['access_key']}")).json()
                tracks[name] = SpeechTrack(samples if name == "Ada" else None, pause_s)
                session = CallSession(reply, name, ColorCardTrack((90, 90, 90)), tracks[name], ice_loopback=True)
                await session.start()
                sessions.append((session, reply["access_key"]))
            events: list[tuple[float, dict]] = []
            listener = RealtimeClient(f"{engine.base_url}/rt?access_key={sessions[1][1]}")
            listener.add_listener(lambda m: events.append((time.time(), m))
                                  if m.get("type") in ("caption", "caption_partial") else None)
            listener.start()
            await listener.wait_for("room_setup")
            await api.post(f"/rooms/{sessions[0][1]}/captions", data={"enabled": "true"})
            for _ in range(1200):   # the models load as captions go on: measured from the first final line on
                if any(m["type"] == "caption" for _, m in events):
                    break
                await asyncio.sleep(0.1)
            began = time.time()
            await asyncio.sleep(seconds)
            ended = time.time()
            started = tracks["Ada"].started
            period = tracks["Ada"].pcm.size / 48000
            load = time.time()
            captioner = engine.meetings.by_room("bench").media.captioner
            worker = captioner.worker if captioner is not None else None
            stats = (worker.dropped, worker.replaced, worker.partials, worker.done, worker.busy_s) if worker else None
            await listener.close()
            for session, _ in sessions:
                await session.hangup()
    said = []   # (word, wall time of its end)
    n = 0
    while started + n * period < ended:
        said += [(w, started + n * period + end) for w, end in timeline if started + n * period + end < ended - 3]
        n += 1
    said = [(w, t) for w, t in said if t > began]   # once captions are on and the models are loaded
    shown: dict[int, float] = {}
    final_delays = []
    for arrived, event in events:
        phrase_start = float(event.get("start") or 0) - 0.35
        have = Counter(words(event.get("text") or ""))
        seen: Counter = Counter()
        last_end = None
        for i, (w, t) in enumerate(said):
            if phrase_start <= t <= arrived and have[w]:
                seen[w] += 1
                if seen[w] <= have[w]:
                    shown.setdefault(i, arrived)
                    last_end = t if last_end is None else max(last_end, t)
        if event.get("type") == "caption" and last_end is not None:
            final_delays.append(arrived - last_end)
    latencies = sorted(shown[i] - t for i, (w, t) in enumerate(said) if i in shown)

    def pct(values, q):
        return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")

    return {"words": len(said), "shown": len(latencies), "p50": pct(latencies, 0.5), "p95": pct(latencies, 0.95),
            "finals": len(final_delays), "final_p50": statistics.median(final_delays) if final_delays else float("nan"),
            "final_max": max(final_delays) if final_delays else float("nan"),
            "partial_events": sum(1 for _, e in events if e["type"] == "caption_partial"), "worker": stats}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--scene", choices=("continuous", "short", "both"), default="both")
    args = parser.parse_args()
    scenes_run = {"continuous": (np.concatenate([trimmed(scenes.speech(s), 0.25) for s in SENTENCES]), 0.05),
                  "short": (scenes.speech(SHORT), 2.5)}
    for name, (samples, pause) in scenes_run.items():
        if args.scene not in (name, "both"):
            continue
        r = asyncio.run(run(samples, pause, args.seconds))
        print(f"{name}: {r['words']} words said, {r['shown']} shown ({r['shown'] / max(1, r['words']):.0%}); "
              f"word end -> first shown p50 {r['p50']:.2f} s, p95 {r['p95']:.2f} s; {r['finals']} final lines, "
              f"phrase end -> final p50 {r['final_p50']:.2f} s, max {r['final_max']:.2f} s; "
              f"{r['partial_events']} partial events; worker (dropped, replaced, partial passes, finals, busy s) "
              f"{r['worker']}")


if __name__ == "__main__":
    main()
