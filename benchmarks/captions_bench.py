"""Offline captions (meetdesk.captions): word error rate, real-time factor and CPU per speaking participant.

    python benchmarks/captions_bench.py [--sentences N] [--latency SECONDS]

Speech is espeak-ng's (media/audio_scenes.py, as the echo benchmark's), resampled to 16 kHz: N sentences, each
recognized alone as the engine's live captions do it (one voice segment: the sentence with 0.3 s of silence
before and 0.6 s after, the segmenter's pre-roll and pause; beam 5, one CTranslate2 thread, int8, the pinned
tiny.en model), in three conditions: clean, and mixed with babble (six espeak-ng talkers saying other
sentences) or pink noise at 10 dB SNR (speech over noise, RMS over the whole segment).

Reported per condition: WER (word-level Levenshtein over all sentences, lower case, no punctuation), the share
of words found, the real-time factor (recognition time / speech time) and the recognition's CPU time per second
of speech, which is the share of one core a participant who talks all the time costs (the Opus decoding and the
segmenter on the event loop are measured too, per second of sound). The model's load time is reported apart.

``--latency SECONDS``: caption latency in a real call instead: the engine in this process (running_engine, loopback),
Ada's microphone says the first sentence again and again (2.5 s pauses, meetdesk/media/speech_track.py), Bob is
silent and listens on the real-time socket; the latency of a caption is its arrival at Bob minus the end of the
phrase it carries (the segmenter's 0.6 s pause is part of it). p50/p95 over the captions of SECONDS.
"""
from __future__ import annotations

import argparse
import asyncio
import fractions
import tempfile
import statistics
import time

import av
import numpy as np

from meetdesk.captions.recognizer import Recognizer
from meetdesk.captions.segmenter import Segmenter
from meetdesk.captions.transcript import word_error_rate, words, words_found
from meetdesk.media import audio_scenes as scenes

SENTENCES = (
    "The quick brown fox jumps over the lazy dog near the river bank.",
    "Please send the report to the whole team before noon on Friday.",
    "We will start the meeting as soon as everyone has joined the call.",
    "The new office has large windows and a view of the mountains.",
    "Could you share your screen so that we can look at the numbers?",
    "My train was late this morning because of the snow on the tracks.",
    "Our customers asked for a simpler way to book their appointments.",
    "Let me know if the sound is clear or if you hear an echo.",
    "The budget for next year is higher than we expected in March.",
    "Thank you all for coming, and see you again next week.",
)


def at_16k(samples_48k: np.ndarray) -> np.ndarray:
    return scenes.resample(samples_48k, 48000, 16000).astype(np.float32)


def with_noise(clean: np.ndarray, noise: np.ndarray, snr_db: float) -> np.ndarray:
    noise = noise[:clean.size]
    gain = 10 ** ((scenes.rms_db(clean) - scenes.rms_db(noise) - snr_db) / 20)
    mixed = clean + gain * noise
    return (mixed / max(1.0, float(np.abs(mixed).max()) / 0.9)).astype(np.float32)


def segment(samples: np.ndarray) -> np.ndarray:
    return np.concatenate([np.zeros(4800, np.float32), samples, np.zeros(9600, np.float32)])


def loop_cost(seconds: float = 30.0) -> float:
    """CPU seconds per second of sound of what stays on the event loop: Opus decoding, resampling to 16 kHz
    mono and the segmenter (one participant's 20 ms frames)."""
    sound = np.tile(scenes.speech(SENTENCES[0]), 10)[:int(48000 * seconds)]
    pcm = (sound * 32767).astype(np.int16)
    encoder = av.CodecContext.create("libopus", "w")
    encoder.sample_rate, encoder.layout, encoder.format = 48000, "mono", "s16"
    encoder.time_base = fractions.Fraction(1, 48000)
    packets = []
    for i in range(0, pcm.size - 960, 960):
        frame = av.AudioFrame.from_ndarray(pcm[i:i + 960].reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i
        packets += [bytes(p) for p in encoder.encode(frame)]
    decoder = av.CodecContext.create("opus", "r")
    resampler = av.AudioResampler(format="flt", layout="mono", rate=16000)
    segmenter = Segmenter()
    began = time.process_time()
    for data in packets:
        for decoded in decoder.decode(av.Packet(data)):
            decoded.pts = None
            for out in resampler.resample(decoded):
                segmenter.push(out.to_ndarray().reshape(-1))
    return (time.process_time() - began) / seconds


async def latency(seconds: float) -> None:
    import httpx

    from meetdesk.client.call import CallSession
    from meetdesk.client.realtime import RealtimeClient
    from meetdesk.engine.engine import EngineConfig
    from meetdesk.engine.server import running_engine
    from meetdesk.media.speech_track import SpeechTrack
    from meetdesk.media.synthetic import ColorCardTrack

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
                tracks[name] = SpeechTrack(scenes.speech(SENTENCES[0]) if name == "Ada" else None)
                session = CallSession(reply, name, ColorCardTrack((90, 90, 90)), tracks[name], ice_loopback=True)
                await session.start()
                sessions.append((session, reply["access_key"]))
            arrivals: list[tuple[float, str]] = []
            listener = RealtimeClient(f"{engine.base_url}/rt?access_key={sessions[1][1]}")
            listener.add_listener(lambda m: arrivals.append((time.time(), m["text"])) if m.get("type") == "caption"
                                  else None)
            listener.start()
            await listener.wait_for("room_setup")
            await api.post(f"/rooms/{sessions[0][1]}/captions", data={"enabled": "true"})
            await asyncio.sleep(seconds)
            ends = tracks["Ada"].phrase_ends()
            latencies = []
            for arrived, text in arrivals:
                before = [end for end in ends if end <= arrived]
                if before and word_error_rate(SENTENCES[0], text) < 0.5:
                    latencies.append(arrived - before[-1])
            await listener.close()
            captioner = engine.meetings.by_room("bench").media.captioner
            dropped = captioner.dropped if captioner is not None else 0
            for session, _ in sessions:
                await session.hangup()
    print(f"{len(ends)} phrases said, {len(arrivals)} captions, {len(latencies)} of the sentence, "
          f"{dropped} segments dropped")
    if latencies:
        latencies.sort()
        print(f"caption latency (end of phrase -> caption at another client): p50 "
              f"{statistics.median(latencies) * 1000:.0f} ms, p95 "
              f"{latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))] * 1000:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sentences", type=int, default=len(SENTENCES))
    parser.add_argument("--latency", type=float, default=None, metavar="SECONDS")
    args = parser.parse_args()
    if args.latency:
        asyncio.run(latency(args.latency))
        return
    sentences = SENTENCES[:args.sentences]
    recognizer = Recognizer(threads=1)
    began = time.perf_counter()
    recognizer.load()
    print(f"model load (hash check of the 4 pinned files + CTranslate2 int8): {time.perf_counter() - began:.2f} s")
    clean = [at_16k(scenes.speech(s)) for s in sentences]
    total = sum(c.size for c in clean)
    babble = at_16k(scenes.babble_noise(int(total * 3) + 48000 * 20))
    pink = at_16k(scenes.pink_noise(int(total * 3) + 48000 * 20, seed=3))
    conditions = {"clean": lambda i, c: c,
                  "babble 10 dB": lambda i, c: with_noise(c, babble[i * 48000:], 10.0),
                  "pink 10 dB": lambda i, c: with_noise(c, pink[i * 48000:], 10.0)}
    recognizer.transcribe(segment(clean[0]))  # warm-up
    print(f"\n{len(sentences)} espeak-ng sentences, {total / 16000:.1f} s of speech per condition")
    print(f"{'condition':<14} {'WER':>6} {'words found':>12} {'RTF':>6} {'CPU/speech s':>13} {'median/segment':>15}")
    for name, make in conditions.items():
        errors = found = 0.0
        wall = cpu = 0.0
        per_segment = []
        ref_words = 0
        for i, (text, speech) in enumerate(zip(sentences, clean)):
            audio = segment(make(i, speech))
            w0, c0 = time.perf_counter(), time.process_time()
            hypothesis = " ".join(s.text for s in recognizer.transcribe(audio))
            w, c = time.perf_counter() - w0, time.process_time() - c0
            wall, cpu = wall + w, cpu + c
            per_segment.append(w)
            n = len(words(text))
            ref_words += n
            errors += word_error_rate(text, hypothesis) * n
            found += words_found(text, hypothesis) * n
        seconds = total / 16000
        print(f"{name:<14} {errors / ref_words:>6.1%} {found / ref_words:>12.1%} {wall / seconds:>6.3f} "
              f"{cpu / seconds:>13.3f} {statistics.median(per_segment) * 1000:>12.0f} ms")
    print(f"\non the event loop per participant (Opus decode, resample, segmenter): "
          f"{loop_cost():.4f} CPU s per s of sound")


if __name__ == "__main__":
    main()
