"""CPU added by recording a running 4-participant MCU meeting, against the same meeting without recording in
the same run.

    python benchmarks/recording_bench.py --rounds 3 --seconds 15
    python benchmarks/recording_bench.py --isolated --seconds 20
    python benchmarks/recording_bench.py --load 3 --rounds 3 --seconds 12 [--app-dir OTHER_TREE/app]

The engine runs as its own process (`meetdesk engine`); four participants (MeetDesk's call client, a
640x360 test card and a tone each) join one room from this process, so the meeting runs in MCU mode. Then
rounds alternate: ``seconds`` without a recording, ``seconds`` with one (POST, then DELETE
/rooms/<key>/recording), the engine's CPU time read from /proc before and after each phase. Printed per
round: the engine's CPU (cores) without and with the recording and the difference; then the medians, and the
recorded files' bitrate. Alternating rounds keep slow drifts of a shared machine out of the difference.

--isolated: the recorder alone, in this process: ``seconds`` of a 1280x960 composed picture (a moving test card,
VP8 as the MCU encodes it, ~1.5 Mbit/s) and 20 ms Opus frames are encoded first, then delivered through
FrameSources to a Recorder as fast as it takes them; the process CPU time of that, divided by the media time,
is the share of a core the recorder needs at real time (loop side and writer thread, the file on local disk).

--load N: sound against picture in recordings made while N busy processes (``while True: pass``) run beside
the engine. Ada sends a card that turns white whenever her tone beeps (media/av_sync.py FlashSchedule), Bob
joins (peer mode), Cy joins (MCU mode), then N busy processes start and ``rounds`` recordings of ``seconds``
are made one after the other (the MCU has run for a while before each). Printed per recording: the time
recorded (between the requests), the file's and the list's duration, each stream's first packet, and how much
later the sound has each beep than the picture its flash (median and the worst, signed, over the beeps heard
from their start; ``av_offsets``), then |offset| over all rounds. ``--app-dir`` runs another tree's engine (e.g. a worktree of an older commit).
"""
from __future__ import annotations

import argparse
import asyncio
import fractions
import io
import math
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import av
import numpy as np

import httpx

from meetdesk.cli import limit_malloc_arenas
from meetdesk.client.call import CallSession
from meetdesk.engine.media.forwarding import EncodedFrame, FrameSource
from meetdesk.engine.media.recorder import Recorder, file_duration
from meetdesk.media.av_sync import BeepTrack, FlashCardTrack, FlashSchedule, av_offsets
from meetdesk.media.synthetic import TestCardRenderer, TestCardTrack, ToneTrack

from engine_process import API_KEY, Engine, cpu_seconds  # benchmarks/ is on sys.path when run as a script
from busy import busy_process

NAMES = ["Ada", "Bob", "Cy", "Dee"]


async def join(http: httpx.AsyncClient, name: str, tracks: tuple | None = None) -> tuple[dict, CallSession]:
    reply = (await http.post("/rooms", json={"id": "bench", "user": {"name": name}})).json()
    while not reply["ready"]:
        await asyncio.sleep(0.05)
        reply = (await http.get(f"/rooms/{reply['access_key']}")).json()
    video, audio = tracks if tracks is not None else (TestCardTrack(640, 360, label=name), ToneTrack())
    session = CallSession(reply, name, video, audio, ice_loopback=True)
    await session.start()
    return reply, session


async def engine_cpu(engine: Engine, seconds: float) -> float:
    """Cores the engine process used over the next ``seconds``."""
    before, t0 = cpu_seconds(engine.proc.pid), time.monotonic()
    await asyncio.sleep(seconds)
    return (cpu_seconds(engine.proc.pid) - before) / (time.monotonic() - t0)


async def bench(rounds: int, seconds: float) -> None:
    engine = Engine()
    sessions: list[CallSession] = []
    try:
        async with httpx.AsyncClient(base_url=engine.base, headers={"Authorization": API_KEY}, timeout=20) as http:
            key = None
            for name in NAMES:
                reply, session = await join(http, name)
                key = key or reply["access_key"]
                sessions.append(session)
            await asyncio.sleep(5)  # every leg renegotiated into MCU mode and its first frames decoded
            assert not any(s.sfu_mode for s in sessions), "the meeting is not in MCU mode"
            without, with_, sizes = [], [], []
            print("round  without_rec_cores  with_rec_cores  added_cores", flush=True)
            for i in range(rounds):
                without.append(await engine_cpu(engine, seconds))
                assert (await http.post(f"/rooms/{key}/recording")).status_code == 201
                with_.append(await engine_cpu(engine, seconds))
                assert (await http.delete(f"/rooms/{key}/recording")).status_code == 200
                print(f"{i + 1:5d}  {without[-1]:17.3f}  {with_[-1]:14.3f}  {with_[-1] - without[-1]:11.3f}",
                      flush=True)
                await asyncio.sleep(1)
            for rec in (await http.get("/rooms/bench/recordings")).json():
                for _ in range(100):
                    if rec["links"]["download"]:
                        break
                    await asyncio.sleep(0.1)
                    rec = (await http.get(f"/recordings/{rec['id']}")).json()
                head = await http.get(rec["links"]["download"], headers={"Range": "bytes=0-0"})
                size = int(head.headers["content-range"].rsplit("/", 1)[1])
                sizes.append(size * 8 / 1000 / max(1, rec["duration"]))
        added = [w - o for o, w in zip(without, with_)]
        print(f"median over {rounds} rounds of {seconds:g} s: without {statistics.median(without):.3f} core, with"
              f" {statistics.median(with_):.3f} core, added {statistics.median(added):.3f} core"
              f" ({100 * statistics.median(added):.1f}% of one core); recordings ~{statistics.median(sizes):.0f}"
              f" kbit/s")
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)
        engine.stop()


async def bench_load(rounds: int, seconds: float, busy: int) -> None:
    engine = Engine()
    sessions: list[CallSession] = []
    hogs: list[subprocess.Popen] = []
    schedule = FlashSchedule()
    try:
        async with httpx.AsyncClient(base_url=engine.base, headers={"Authorization": API_KEY}, timeout=30) as http:
            reply, ada = await join(http, "Ada", (FlashCardTrack(schedule, 320, 240, fps=15), BeepTrack(schedule)))
            sessions.append(ada)
            sessions.append((await join(http, "Bob", (None, None)))[1])
            await asyncio.sleep(2)
            sessions.append((await join(http, "Cy", (None, None)))[1])  # the peer call switches to MCU mode
            key = reply["access_key"]
            hogs = [busy_process() for _ in range(busy)]
            print(f"{busy} busy processes; round  recorded_s  file_s  listed_s  first_video_s  first_audio_s"
                  f"  beeps  offset_median_ms  offset_worst_ms", flush=True)
            worst_all: list[float] = []
            for i in range(rounds):
                await asyncio.sleep(4)  # the MCU runs a while before each recording
                asked = time.monotonic()
                assert (await http.post(f"/rooms/{key}/recording")).status_code == 201
                started = time.monotonic()
                await asyncio.sleep(seconds)
                stopping = time.monotonic()
                assert (await http.delete(f"/rooms/{key}/recording")).status_code == 200
                recorded = ((stopping - started) + (time.monotonic() - asked)) / 2
                rec = (await http.get("/rooms/bench/recordings")).json()[0]
                while not rec["links"]["download"]:
                    await asyncio.sleep(0.1)
                    rec = (await http.get(f"/recordings/{rec['id']}")).json()
                data = (await http.get(rec["links"]["download"])).content
                with av.open(io.BytesIO(data)) as container:
                    duration = container.duration / 1e6
                    first: dict[str, float] = {}
                    for packet in container.demux():
                        if packet.pts is not None:
                            first.setdefault(packet.stream.type, float(packet.pts * packet.time_base))
                offsets = [o * 1000 for o in av_offsets(data, schedule).values()]
                worst_all += [abs(o) for o in offsets]
                print(f"{i + 1:5d}  {recorded:10.2f}  {duration:6.2f}  {rec['duration']:8d}"
                      f"  {first.get('video', float('nan')):13.3f}  {first.get('audio', float('nan')):13.3f}"
                      f"  {len(offsets):5d}  {statistics.median(offsets) if offsets else float('nan'):16.0f}"
                      f"  {max(offsets, key=abs, default=float('nan')):15.0f}", flush=True)
            if worst_all:
                worst_all.sort()
                print(f"over {len(worst_all)} beeps, |offset|: median {statistics.median(worst_all):.0f} ms, p90"
                      f" {worst_all[math.ceil(0.9 * len(worst_all)) - 1]:.0f} ms, worst {worst_all[-1]:.0f} ms")
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)
        engine.stop()


def composed_packets(seconds: float) -> list[tuple[float, str, EncodedFrame]]:
    """(media time, kind, frame) of ``seconds`` of a 1280x960 VP8 picture at 30 fps and 20 ms Opus frames."""
    video = av.CodecContext.create("libvpx", "w")
    video.width, video.height, video.pix_fmt = 1280, 960, "yuv420p"
    video.time_base, video.framerate = fractions.Fraction(1, 30), fractions.Fraction(30, 1)
    video.bit_rate, video.gop_size, video.thread_count = 1_500_000, 300, 1
    video.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0", "error-resilient": "1"}
    audio = av.CodecContext.create("libopus", "w")
    audio.sample_rate, audio.format, audio.layout = 48000, "s16", "mono"
    audio.time_base, audio.bit_rate = fractions.Fraction(1, 48000), 48000
    audio.options = {"application": "voip", "frame_duration": "20"}
    card = TestCardRenderer(1280, 960, "Recording")
    items = []
    for i in range(int(seconds * 30)):
        frame = card.render(i, i * 33)
        frame.pts, frame.time_base = i, video.time_base
        for packet in video.encode(frame):
            items.append((i / 30, "video", EncodedFrame(bytes(packet), i * 3000, 90000, "video/vp8",
                                                        bool(packet.is_keyframe))))
    for i in range(int(seconds * 50)):
        t = (np.arange(960) + i * 960) / 48000
        pcm = (np.sin(2 * np.pi * 440 * t) * 8000).astype(np.int16).reshape(1, -1)
        frame = av.AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i * 960
        for packet in audio.encode(frame):
            items.append((i / 50, "audio", EncodedFrame(bytes(packet), i * 960, 48000, "audio/opus", True)))
    return sorted(items, key=lambda item: item[0])


async def bench_isolated(seconds: float) -> None:
    items = composed_packets(seconds)
    size = sum(len(frame.data) for _, kind, frame in items if kind == "video")
    with tempfile.TemporaryDirectory() as folder:
        sources = {"video": FrameSource("video", "mcu"), "audio": FrameSource("audio", "mix")}
        now = [0.0]
        path = Path(folder) / "bench.webm"
        recorder = Recorder(path, sources["video"], sources["audio"], 1280, 960, clock=lambda: now[0])
        cpu0 = time.process_time()
        recorder.start()
        for at, kind, frame in items:
            now[0] = at
            sources[kind].deliver(frame)
            await asyncio.sleep(0)
        duration = await recorder.stop()
        cpu = time.process_time() - cpu0
        print(f"recorder alone: {duration:.1f} s of 1280x960 VP8 ({size * 8 / 1000 / seconds:.0f} kbit/s) + Opus"
              f" written in {cpu:.3f} s of CPU: {100 * cpu / duration:.2f}% of one core at real time;"
              f" file {path.stat().st_size / 1e6:.1f} MB, {file_duration(path):.2f} s, {recorder.dropped} dropped")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=15.0)
    p.add_argument("--isolated", action="store_true", help="the recorder alone, in this process")
    p.add_argument("--load", type=int, metavar="N", help="sound against picture with N busy processes beside")
    p.add_argument("--app-dir", help="put this tree's app/ first on the engine's PYTHONPATH")
    args = p.parse_args()
    if args.app_dir:
        os.environ["PYTHONPATH"] = os.path.abspath(args.app_dir)
    limit_malloc_arenas()
    if args.load is not None:
        asyncio.run(bench_load(args.rounds, args.seconds, args.load))
    else:
        asyncio.run(bench_isolated(args.seconds) if args.isolated else bench(args.rounds, args.seconds))


if __name__ == "__main__":
    main()
