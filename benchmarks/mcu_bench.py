"""The composing unit (MCU) measured: engine CPU against participants and subscribers, ffmpeg doing the same job
side by side, compose and encode time per frame, glass-to-glass latency and join to the first composed frame.

    python benchmarks/mcu_bench.py [--seconds 10] [--trials 10] [--parts 1,2,3,4,5,6] [--senders live|packets] [--captions]

The engine runs as users start it (`meetdesk engine`, benchmarks/engine_process.py) on loopback; the meetings
are created with options[sfu_mode]=disabled and options[widescreen]=true, so the engine composes from the first
participant on, into one 1280x720 30 fps VP8 picture (the auto layout: a grid). The participants run in 1-3
client processes of their own (`mcu_bench.py _clients ...`, driven over stdin/stdout with JSON lines), never in
the engine's process: the engine process's CPU (utime + stime of all its threads, /proc/<pid>/stat) over a
window, in seconds per second of meeting (= cores), is what is measured, with its RSS at the end of the window
("RSS MB": the engine process alone / with its child processes added up: the compositor process, a spare one,
multiprocessing's resource tracker; benchmarks/memory_bench.py has them one by one, with PSS).
The engine's own statistics are reachable only in-process; from outside, the frame rate the clients receive
is the check that the engine kept up: a count whose slowest participant receives under 27 fps is flagged, with
every participant's fps. Two causes look alike from outside: the 2-core machine is saturated (engine and
clients together need more; the engine gets less done and its CPU is a lower bound), or the engine's MCU
worker thread waits for the GIL while the event loop thread is busy (low fps at a low CPU). Packet loss on
the composed stream (RTP sequence gaps seen by the tapping participants) tells a third cause, the way to the
clients, apart. `--switch-interval MS` runs the engine with another GIL switch interval (a what-if).

Participants send TestCardTrack(640, 360, fps=30) + ToneTrack (aiortc encodes the card, VP8, its own
bitrate control). To keep the client side light, every participant but one takes the composed video as
encoded frames without decoding it (the receiver's decoder queue is replaced by a tap, as
tests/calls/test_forwarding.py does; its audio too): frames and bytes are counted per participant. The first
participant of a run decodes the composed picture and reads the test-card stamps in its first STAMP_TILES
tiles (latency; every frame of those tiles, about 1 ms per tile); it runs in a client process of its own, the
others in one or two more.
With `--senders packets` every participant sends a loop of pre-encoded test-card frames instead (3 s, one
keyframe, av.Packet: aiortc only packetizes): the clients' encoders no longer load the machine; the stamps
are stale then, so no latency is reported in that mode.

1. CPU against participants (2, 4, 6, 9): per count a new meeting, all participants joined and receiving,
   WARMUP s more, then a window of --seconds: engine CPU and RSS, the clients' CPU (all client processes),
   fps received per participant (min-max), kbit/s of composed video received, kbit/s of video sent per
   participant (aiortc's outbound-rtp bytes), latency p50/p95 read by the decoding participant. Target: 9
   participants within 0.6 core. After the 9-participant window everyone hangs up and the empty meeting (still
   sfu_mode=disabled) is measured for 3 s more before it is ended (DELETE /rooms/<access_key>).
2. ffmpeg doing the same job (Debian's ffmpeg, installed with apt-get when missing): 9 distinct 640x360 30 fps
   VP8 inputs are encoded first (the participants' test card, labelled P1..P9, 10 s, PyAV's libvpx in CBR at
   the bitrate the clients sent in part 1: the same content as MeetDesk composes), then read with -re (each
   played twice, -stream_loop 1: 20 s), scaled (bilinear, as the canvas) and stacked with xstack (3x3 of
   426x240 padded to 1280x720, or 2x2 of 640x360) and encoded with libvpx VP8 -deadline realtime
   -cpu-used 8 -lag-in-frames 0 -auto-alt-ref 0, CBR 1.5 Mbit/s, one thread everywhere (-threads 1 for every
   decoder and the encoder, -filter_complex_threads 1), to -f null. Its CPU = user + sys from os.wait4 over
   its wall time, its output fps from its last stats line. Ratio MeetDesk / ffmpeg for 4 and 9 (MeetDesk's CPU
   from part 1 of the same run); target at most 1.5. ffmpeg does no audio, RTP, SRTP or ICE; MeetDesk's
   figure includes all of them (the mix-minus of every listener too).
3. CPU against subscribers: one meeting, 2 publishers (test card + tone), then 2 receive-only subscribers
   (CallSession without tracks, taps: nothing decoded), a window; then 14 more (16), another window. Ratio
   CPU(16) / CPU(2); target at most 1.5 (the picture is encoded once; a subscriber adds packetizing and
   encryption, and its share of the audio mix). Receive-only subscribers are participants of the auto layout:
   with 2 + 2 the grid is 2x2 (2 cards, 2 placeholders), with 2 + 16 it is 3x3 (the first 9 in join order:
   2 cards, 7 placeholders).
4. Compose and encode time per frame, in this process before anything else runs: the canvas
   (meetdesk.engine.media.canvas.Canvas) draws 640x360 yuv420p test-card frames (a new frame per tile per
   tick, as with live inputs) into the auto layout's 2x2 and 3x3 grids of 1280x720 (clear, place every tile,
   to_frame); the MCU's encoder (codecs.Vp8Encoder, 1.5 Mbit/s) encodes the composed frames; the MCU's decoder
   (PyAV's native vp8) decodes one 640x360 input frame. Median and p95 in ms over FRAMES frames.
5. Glass-to-glass latency through the MCU: receive wall clock of the decoded composed frame minus the send time
   in the test card's stamp (meetdesk.media.synthetic.read_stamp; one machine, one clock), for the first
   sighting of every (tile, frame counter). Tiles come from the source_update event the decoding participant
   received (dims: every tile's rectangle, vsrc/src: whose); read_stamp reads the card in the tile's rectangle
   (relative coordinates, no rescaling needed). The auto layout covers (fills and centre-crops): a 640x360 card
   survives in the 2x2 grid (640x360 tiles: unscaled) and the 3x3 grid (426x240: scaled, not cropped), not in
   2 side by side (640x720: half the stamp's width is cropped off) nor 3x2 (426x360). So latency is reported
   for 4 and 9 participants (part 1, under that load) and for a single participant alone in a
   sfu_mode=disabled meeting (one tile: the whole canvas, the card scaled 2x): the MCU's own latency.
   Target p95 under 100 ms.
6. Join to the first composed frame: a meeting (sfu_mode disabled) runs with 2 participants (a client process);
   a third joins from this process: from its first REST request (guest registration with the guest link) to
   its first decoded 1280-wide frame; it hangs up, and the next joins; one untimed warm-up join, then the
   median (and min/max) over --trials joins. Target under 300 ms.

The machine is a shared 2-core machine: figures are noisy; compare the ratios, which are measured in one run.
"""
from __future__ import annotations

import argparse
import asyncio
import fractions
import json
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import av
import httpx

from meetdesk.cli import limit_malloc_arenas
from meetdesk.client.call import CallSession
from meetdesk.client.rest import join_from_link
from meetdesk.engine.media import aiortc_hooks  # the taps the tests use (tests/calls/test_forwarding.py)
from meetdesk.media.synthetic import TestCardRenderer, TestCardTrack, ToneTrack, read_stamp

from engine_process import API_KEY, Engine, cpu_seconds, rss_mb  # benchmarks/ is on sys.path as a script

CARD = (640, 360)
CANVAS = (1280, 720)
FPS = 30
PARTICIPANT_COUNTS = (2, 4, 6, 9)
SUBSCRIBER_COUNTS = (2, 16)
WARMUP = 3.0            # s after everyone receives video, before a window
CAPTIONS = False        # --captions: every meeting turns live captions on as it starts
EMPTY_WINDOW = 3.0      # s of the empty sfu_mode=disabled meeting measured after the 9 left
IDLE_CPU = 0.05        # core: the engine is idle again after a meeting ended
SETTLE_TIMEOUT = 10.0   # s to wait for that
MEDIA_TIMEOUT = float(os.environ.get("MCU_BENCH_MEDIA_TIMEOUT", 30.0))  # s for every participant of a client
# process to receive video (memory_bench.py gives its clients more: it is not about speed)
SATURATED_FPS = 27.0    # a participant receiving fewer frames per second: the machine is saturated
FRAMES = 300            # frames timed in part 4
INPUT_SECONDS = 10      # length of ffmpeg's inputs
INPUT_LOOPS = 2         # times ffmpeg plays them (-stream_loop)
FFMPEG_BITRATE = 1500   # kbit/s of the composed picture (CBR), as the MCU's START_BITRATE
DEFAULT_INPUT_KBPS = 500  # kbit/s of ffmpeg's inputs when part 1 did not measure what the clients send
STAMP_TILES = 3         # tiles whose stamps the decoding participant reads (about 1 ms per tile and frame)
PACKET_LOOP = 90        # frames (3 s) of the pre-encoded loop of --senders packets
TARGETS = {"cpu9": 0.6, "ffmpeg_ratio": 1.5, "subscriber_ratio": 1.5, "p95": 100.0, "join": 300.0}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[round(q * (len(values) - 1))]


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISS"


def full_rate(*rows: dict[str, Any]) -> bool:
    """Every participant of these windows received (nearly) the full frame rate: the CPU figure is the cost
    of the whole job, and a verdict on it means something."""
    return all(row["fps_min"] >= SATURATED_FPS for row in rows)


def cpu_verdict(ok: bool, *rows: dict[str, Any]) -> str:
    if not full_rate(*rows):
        return f"no verdict: short of {SATURATED_FPS:.0f} fps (" + ", ".join(
            f"{row['fps_min']:.0f}-{row['fps_max']:.0f}" for row in rows) + ")"
    return verdict(ok)


# == the client processes ======================================================================================

class PacketCardTrack(TestCardTrack):
    """A test card sent as a loop of pre-encoded VP8 frames (av.Packet: aiortc packetizes, never encodes)."""

    def __init__(self, label: str, kbps: int = DEFAULT_INPUT_KBPS) -> None:
        super().__init__(*CARD, fps=FPS, label=label)
        codec = av.CodecContext.create("libvpx", "w")
        codec.width, codec.height, codec.pix_fmt = *CARD, "yuv420p"
        codec.time_base = fractions.Fraction(1, FPS)
        codec.bit_rate = kbps * 1000
        codec.gop_size = 10 * PACKET_LOOP
        codec.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0"}
        self.loop: list[bytes] = []
        for i in range(PACKET_LOOP + 10):  # the libvpx delay: a few more frames in, PACKET_LOOP out
            frame = self.renderer.render(i, 0)
            frame.pts = i
            self.loop.extend(bytes(p) for p in codec.encode(frame))
        self.loop = self.loop[:PACKET_LOOP]

    async def recv(self) -> av.Packet:  # type: ignore[override]
        pts, time_base = await self.next_timestamp()
        packet = av.Packet(self.loop[self.counter % len(self.loop)])
        self.counter += 1
        packet.pts, packet.time_base = pts, time_base
        return packet


class Participant:
    """One participant of a client process: sends a card and a tone (or nothing: a subscriber) and receives
    the composed picture, decoded (stamps read) or tapped (encoded frames counted)."""

    def __init__(self, link: str, name: str, *, send: str | None, decode: bool) -> None:
        self.link, self.name, self.send, self.decode = link, name, send, decode
        self.client: Any = None
        self.session: CallSession | None = None
        self.frames = 0
        self.bytes = 0
        self.first: float | None = None
        self.sizes: set[tuple[int, int]] = set()
        self.latencies: list[float] = []
        self.stamps_missed = 0  # tiles of a decoded frame whose stamp could not be read
        self._seen: set[tuple[str, int]] = set()
        self.packets = 0
        self.first_seq: int | None = None
        self.highest: int | None = None

    async def join(self) -> None:
        self.client, meeting = await join_from_link(self.link, self.name)
        while not meeting.ready:
            await asyncio.sleep(0.02)
            meeting = await self.client.get_meeting(meeting.access_key)
        video = audio = None
        if self.send == "live":
            video, audio = TestCardTrack(*CARD, fps=FPS, label=self.name), ToneTrack()
        elif self.send == "packets":
            video, audio = PacketCardTrack(self.name), ToneTrack()
        self.session = CallSession(meeting, self.name, video, audio, ice_loopback=True,
                                   on_video_frame=self.on_decoded if self.decode else None)
        if not self.decode:
            self.session.pc.on("track", self._tap)
        await self.session.start()

    def _tap(self, track: Any) -> None:
        receiver = aiortc_hooks.receiver_of(self.session.pc, track)
        if track.kind == "video":
            aiortc_hooks.tap_receiver(receiver, lambda codec, frame: self.on_encoded(frame.data), self.on_packet)
        else:
            aiortc_hooks.tap_receiver(receiver, lambda codec, frame: None, lambda p: None)

    def on_packet(self, packet: Any) -> None:
        """Count the composed video's RTP packets and the highest sequence number (extended over wraps)."""
        seq = packet.sequence_number
        if self.highest is None:
            self.first_seq = self.highest = seq
        else:
            delta = (seq - self.highest) % 65536
            if delta < 32768:
                self.highest += delta
        self.packets += 1

    def lost(self) -> tuple[int, int]:
        """(packets expected, packets received) so far (RFC 3550: highest - first + 1)."""
        if self.highest is None:
            return 0, 0
        return self.highest - self.first_seq + 1, self.packets

    def on_encoded(self, data: bytes) -> None:
        if self.first is None:
            self.first = time.perf_counter()
        self.frames += 1
        self.bytes += len(data)

    def on_decoded(self, frame: av.VideoFrame) -> None:
        now_ms = time.time() * 1000
        if self.first is None and frame.width == CANVAS[0]:
            self.first = time.perf_counter()
        self.frames += 1
        self.sizes.add((frame.width, frame.height))
        sources = self.session.sources if self.session is not None else None
        if self.send == "packets" or not sources or frame.width != CANVAS[0]:
            return
        src, vsrc, dims = sources.get("src") or [], sources.get("vsrc") or [], sources.get("dims") or []
        tiles = [(index, rect) for index, rect in zip(vsrc, dims) if isinstance(index, int) and 0 <= index < len(src)]
        for index, rect in tiles[:STAMP_TILES]:
            stamp = read_stamp(frame, (rect["x"], rect["y"], rect["w"], rect["h"]))
            if stamp is None:
                self.stamps_missed += 1
                continue
            key = (src[index], stamp[0])
            if key not in self._seen:
                self._seen.add(key)
                self.latencies.append(now_ms - stamp[1])

    async def sent_bytes(self) -> int:
        if self.session is None or self.send is None:
            return 0
        stats = (await self.session.pc.getStats()).values()
        return sum(s.bytesSent for s in stats if s.type == "outbound-rtp" and getattr(s, "kind", "") == "video")

    async def close(self) -> None:
        if self.session is not None:
            await self.session.hangup()
        if self.client is not None:
            await self.client.aclose()


def emit(message: dict[str, Any]) -> None:
    print(json.dumps(message), flush=True)


async def clients_main(args: argparse.Namespace) -> None:
    """A client process: join, say "ready" once everyone receives video, then answer mark/report/quit."""
    parties = [Participant(args.link, f"{args.prefix} {i + 1}", send=None if args.senders == "none" else args.senders,
                           decode=i < args.decode) for i in range(args.count)]
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    try:
        for party in parties:
            await asyncio.wait_for(party.join(), MEDIA_TIMEOUT)
        deadline = time.monotonic() + MEDIA_TIMEOUT
        while any(p.first is None for p in parties):
            if time.monotonic() > deadline:
                emit({"event": "error", "error": f"{sum(p.first is None for p in parties)} of {len(parties)} "
                                                 f"participants got no video in {MEDIA_TIMEOUT:.0f} s"})
                return
            await asyncio.sleep(0.05)
        emit({"event": "ready"})
        marks: dict[str, Any] = {}
        while True:
            line = (await reader.readline()).decode().strip()
            if line in ("", "quit"):
                break
            if line == "mark":
                marks = {"t": time.monotonic(), "frames": [p.frames for p in parties],
                         "bytes": [p.bytes for p in parties], "sent": [await p.sent_bytes() for p in parties],
                         "lost": [p.lost() for p in parties]}
                for p in parties:
                    p.latencies.clear()
                    p.stamps_missed = 0
                emit({"event": "marked"})
            elif line == "report":
                window = time.monotonic() - marks["t"]
                sent = [await p.sent_bytes() for p in parties]
                lost = [p.lost() for p in parties]
                expected = sum(e - e0 for (e, _), (e0, _) in zip(lost, marks["lost"]))
                received = sum(r - r0 for (_, r), (_, r0) in zip(lost, marks["lost"]))
                emit({"event": "report", "window": window,
                      "fps": [(p.frames - f) / window for p, f in zip(parties, marks["frames"])],
                      "recv_kbps": [(p.bytes - b) * 8 / window / 1000 for p, b in zip(parties, marks["bytes"])
                                    if not p.decode],
                      "sent_kbps": [(s - s0) * 8 / window / 1000 for p, s, s0 in zip(parties, sent, marks["sent"])
                                    if p.send],
                      "latencies": [x for p in parties for x in p.latencies],
                      "stamps_missed": sum(p.stamps_missed for p in parties),
                      "expected": expected, "received": received,
                      "sizes": sorted({s for p in parties for s in p.sizes})})
    finally:
        for party in reversed(parties):
            try:
                await party.close()
            except Exception as exc:  # a hangup that fails must not hide the results
                print(f"closing {party.name}: {exc!r}", file=sys.stderr)
        emit({"event": "closed"})


class ClientProcess:
    """A `_clients` process of the orchestrator, and its JSON-lines conversation."""

    def __init__(self, proc: asyncio.subprocess.Process, what: str) -> None:
        self.proc, self.what = proc, what

    @classmethod
    async def start(cls, link: str, count: int, prefix: str, *, senders: str, decode: int = 0) -> "ClientProcess":
        proc = await asyncio.create_subprocess_exec(
            sys.executable, os.path.abspath(__file__), "_clients", link, "--count", str(count), "--prefix", prefix,
            "--senders", senders, "--decode", str(decode),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        return cls(proc, f"{prefix} x{count}")

    @property
    def pid(self) -> int:
        return self.proc.pid

    async def expect(self, event: str, timeout: float = MEDIA_TIMEOUT + 30) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = await asyncio.wait_for(self.proc.stdout.readline(), max(0.1, deadline - time.monotonic()))
            except asyncio.TimeoutError:
                raise SystemExit(f"{self.what}: no {event!r} within {timeout:.0f} s") from None
            if not line:
                raise SystemExit(f"{self.what}: the client process ended before {event!r}")
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if message.get("event") == "error":
                raise SystemExit(f"{self.what}: {message['error']}")
            if message.get("event") == event:
                return message

    async def send(self, command: str, reply: str) -> dict[str, Any]:
        self.proc.stdin.write(f"{command}\n".encode())
        await self.proc.stdin.drain()
        return await self.expect(reply)

    async def quit(self) -> None:
        if self.proc.returncode is None:
            try:
                self.proc.stdin.write(b"quit\n")
                await self.proc.stdin.drain()
                await asyncio.wait_for(self.proc.wait(), 20)
            except (asyncio.TimeoutError, ConnectionError):
                self.proc.kill()
                await self.proc.wait()


# == the orchestrator: meetings, windows ========================================================================

async def create_meeting(base: str, name: str) -> dict[str, Any]:
    """A meeting that composes from the first participant on, into 1280x720."""
    async with httpx.AsyncClient(base_url=base, headers={"Authorization": API_KEY}, timeout=10) as http:
        r = await http.post("/rooms", json={"name": name, "user": {"name": "Host"},
                                            "options": {"sfu_mode": "disabled", "widescreen": True}})
        r.raise_for_status()
        if CAPTIONS:  # the host's switch (engine/captions.py): every participant's sound is recognized
            on = await http.post(f"/rooms/{r.json()['access_key']}/captions", data={"enabled": "true"})
            on.raise_for_status()
        return r.json()


async def end_meeting(engine: Engine, room: dict[str, Any]) -> None:
    """End the meeting (DELETE /rooms/<access_key>) and wait until the engine is idle again (its CPU over
    0.5 s under IDLE_CPU, at most SETTLE_TIMEOUT s), so that no part measures the previous one's rest."""
    async with httpx.AsyncClient(base_url=engine.base, timeout=10) as http:
        (await http.delete(f"/rooms/{room['access_key']}")).raise_for_status()
    deadline = time.monotonic() + SETTLE_TIMEOUT
    while True:
        cpu0 = cpu_seconds(engine.proc.pid)
        await asyncio.sleep(0.5)
        cpu = (cpu_seconds(engine.proc.pid) - cpu0) / 0.5
        if cpu < IDLE_CPU:
            return
        if time.monotonic() > deadline:
            print(f"   (the engine still uses {cpu:.2f} core {SETTLE_TIMEOUT:.0f} s after the meeting ended)", flush=True)
            return


async def measure(engine: Engine, procs: list[ClientProcess], seconds: float) -> dict[str, Any]:
    """Engine CPU over a window of ``seconds`` with ``procs`` in the meeting, and what the clients received."""
    for p in procs:
        await p.send("mark", "marked")
    t0, cpu0 = time.monotonic(), cpu_seconds(engine.proc.pid)
    own0 = sum(cpu_seconds(p.pid) for p in procs)
    await asyncio.sleep(seconds)
    t1, cpu1 = time.monotonic(), cpu_seconds(engine.proc.pid)
    own1 = sum(cpu_seconds(p.pid) for p in procs)
    rss, rss_all = rss_mb(engine.proc.pid, children=False), rss_mb(engine.proc.pid)
    reports = [await p.send("report", "report") for p in procs]
    fps = [x for r in reports for x in r["fps"]]
    return {"cpu": (cpu1 - cpu0) / (t1 - t0), "rss": rss, "rss_all": rss_all, "clients_cpu": (own1 - own0) / (t1 - t0),
            "fps_min": min(fps), "fps_max": max(fps), "fps": fps,
            "recv_kbps": statistics.mean([x for r in reports for x in r["recv_kbps"]] or [float("nan")]),
            "sent_kbps": statistics.mean([x for r in reports for x in r["sent_kbps"]] or [float("nan")]),
            "latencies": [x for r in reports for x in r["latencies"]],
            "stamps_missed": sum(r["stamps_missed"] for r in reports),
            "loss": 1 - sum(r["received"] for r in reports) / max(1, sum(r["expected"] for r in reports)),
            "sizes": sorted({tuple(s) for r in reports for s in r["sizes"]})}


def split(count: int) -> list[int]:
    """Participants per client process: 1-3 processes of at most about 3 each."""
    procs = min(3, max(1, math.ceil(count / 3)))
    return [count // procs + (i < count % procs) for i in range(procs)]


async def start_clients(link: str, count: int, prefix: str, senders: str) -> list[ClientProcess]:
    """The decoding participant in a process of its own (the first to join: its latency is not the other
    senders' encoders' wait for the GIL), the others in one or two more."""
    procs = [await ClientProcess.start(link, 1, f"{prefix}1", senders=senders, decode=1)]
    rest = count - 1
    if rest:
        parts = min(2, math.ceil(rest / 4))
        for i in range(parts):
            n = rest // parts + (i < rest % parts)
            procs.append(await ClientProcess.start(link, n, f"{prefix}{i + 2}", senders=senders))
    return procs


async def ready(procs: list[ClientProcess]) -> None:
    for p in procs:
        await p.expect("ready")
    await asyncio.sleep(WARMUP)


async def quit_all(procs: list[ClientProcess]) -> None:
    await asyncio.gather(*(p.quit() for p in procs))


# == part 1: CPU against participants ==========================================================================

async def part_participants(engine: Engine, seconds: float, senders: str,
                            counts: tuple[int, ...] = PARTICIPANT_COUNTS) -> dict[int, dict[str, Any]]:
    rows: dict[int, dict[str, Any]] = {}
    print(f"\n1. engine CPU against participants (senders: {senders}; one decoding participant, the others tap)")
    print(f"{'participants':>12} {'engine CPU':>10} {'RSS MB':>9} {'clients CPU':>11} {'fps recv min-max':>16}"
          f" {'kbit/s recv':>11} {'loss %':>6} {'kbit/s sent':>11} {'lat p50/p95 ms':>15}", flush=True)
    for count in counts:
        room = await create_meeting(engine.base, f"mcu-{count}")
        procs = await start_clients(room["links"]["guest_join"], count, f"P{count}-", senders)
        try:
            await ready(procs)
            row = rows[count] = await measure(engine, procs, seconds)
        finally:
            await quit_all(procs)
        if count == counts[-1]:
            await asyncio.sleep(1.0)
            cpu0, t0 = cpu_seconds(engine.proc.pid), time.monotonic()
            await asyncio.sleep(EMPTY_WINDOW)
            row["empty_cpu"] = (cpu_seconds(engine.proc.pid) - cpu0) / (time.monotonic() - t0)
        await end_meeting(engine, room)
        lat = row["latencies"]
        latency = f"{percentile(lat, 0.5):.0f}/{percentile(lat, 0.95):.0f}" if lat else "-"
        flag = "  short of 27 fps: " + " ".join(f"{x:.0f}" for x in row["fps"]) if row["fps_min"] < SATURATED_FPS else ""
        print(f"{count:>12} {row['cpu']:>10.3f} {row['rss']:>4.0f}/{row['rss_all']:<4.0f} {row['clients_cpu']:>11.3f}"
              f" {row['fps_min']:>7.1f}-{row['fps_max']:<8.1f} {row['recv_kbps']:>11.0f} {row['loss'] * 100:>6.1f}"
              f" {row['sent_kbps']:>11.0f} {latency:>15}{flag}", flush=True)
    last = rows[counts[-1]]
    print(f"   sizes decoded: {last['sizes']}; target: {counts[-1]} participants <= {TARGETS['cpu9']} core: "
          f"{last['cpu']:.3f} {cpu_verdict(last['cpu'] <= TARGETS['cpu9'], last)}")
    if "empty_cpu" in last:
        print(f"   the empty sfu_mode=disabled meeting after the {counts[-1]} hung up: engine {last['empty_cpu']:.3f} core"
              + (" (the MCU keeps composing and encoding with nobody in the call)" if last["empty_cpu"] > 0.05 else ""))
    return rows


# == part 2: ffmpeg doing the same job =========================================================================

def ensure_ffmpeg() -> str:
    path = shutil.which("ffmpeg")
    if path is None:
        print("installing ffmpeg (apt-get) ...", flush=True)
        subprocess.run(["apt-get", "install", "-y", "ffmpeg"], check=True, capture_output=True)
        path = shutil.which("ffmpeg")
    if path is None:
        raise SystemExit("ffmpeg is missing and could not be installed")
    return path


def make_inputs(folder: Path, kbps: int) -> list[Path]:
    """9 distinct 640x360 30 fps VP8 webm files of INPUT_SECONDS at ``kbps`` (CBR): the participants' test card
    (label P1..P9, its counter and clock running as when sent live), encoded with PyAV's libvpx."""
    paths = []
    for i in range(9):
        path = folder / f"input{i}.webm"
        renderer = TestCardRenderer(*CARD, label=f"P{i + 1}")
        with av.open(str(path), "w", format="webm") as container:
            stream = container.add_stream("libvpx", rate=FPS)
            stream.width, stream.height, stream.pix_fmt = *CARD, "yuv420p"
            stream.bit_rate = kbps * 1000
            stream.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0",
                              "minrate": f"{kbps}k", "maxrate": f"{kbps}k", "bufsize": f"{kbps}k", "g": "3000"}
            start_ms = int(time.time() * 1000)
            for n in range(INPUT_SECONDS * FPS):
                frame = renderer.render(n, start_ms + n * 1000 // FPS)
                frame.pts = n
                container.mux(stream.encode(frame))
            container.mux(stream.encode(None))
        paths.append(path)
    return paths


def grid_graph(count: int) -> str:
    cols = 2 if count == 4 else 3
    w, h = (CANVAS[0] // cols) & ~1, (CANVAS[1] // cols) & ~1
    scaled = ";".join(f"[{i}:v]scale={w}:{h}:flags=bilinear[v{i}]" for i in range(count))
    layout = "|".join(f"{(i % cols) * w}_{(i // cols) * h}" for i in range(count))
    stack = "".join(f"[v{i}]" for i in range(count))
    return f"{scaled};{stack}xstack=inputs={count}:layout={layout},pad={CANVAS[0]}:{CANVAS[1]}[out]"


def run_ffmpeg(ffmpeg: str, inputs: list[Path]) -> dict[str, float]:
    """ffmpeg composing ``inputs`` into one 1280x720 VP8 stream at live pace; its CPU over its wall time."""
    cmd = [ffmpeg, "-hide_banner", "-nostdin", "-loglevel", "error", "-stats"]
    for path in inputs:
        cmd += ["-threads", "1", "-re", "-stream_loop", str(INPUT_LOOPS - 1), "-i", str(path)]
    cmd += ["-filter_complex", grid_graph(len(inputs)), "-filter_complex_threads", "1", "-map", "[out]",
            "-c:v", "libvpx", "-threads", "1", "-deadline", "realtime", "-cpu-used", "8", "-lag-in-frames", "0",
            "-auto-alt-ref", "0", "-b:v", f"{FFMPEG_BITRATE}k", "-minrate", f"{FFMPEG_BITRATE}k",
            "-maxrate", f"{FFMPEG_BITRATE}k", "-bufsize", f"{FFMPEG_BITRATE}k", "-an", "-f", "null", "-"]
    err = tempfile.TemporaryFile()
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err.seek(0)
    text = err.read().decode(errors="replace")
    if proc.returncode != 0:
        raise SystemExit(f"ffmpeg failed ({proc.returncode}): {text[-1500:]}")
    frames = 0
    for part in text.replace("\r", "\n").split("frame=")[1:]:
        try:
            frames = int(part.split()[0])
        except (ValueError, IndexError):
            pass
    return {"cpu": (usage.ru_utime + usage.ru_stime) / wall, "wall": wall, "fps": frames / wall,
            "rss": usage.ru_maxrss / 1024}


def part_ffmpeg(participants: dict[int, dict[str, Any]]) -> dict[int, dict[str, float]]:
    ffmpeg = ensure_ffmpeg()
    sent = [row["sent_kbps"] for row in participants.values() if not math.isnan(row["sent_kbps"])]
    kbps = round(statistics.mean(sent)) if sent else DEFAULT_INPUT_KBPS
    version = subprocess.run([ffmpeg, "-version"], capture_output=True, text=True).stdout.split("\n")[0]
    print(f"\n2. ffmpeg doing the same job ({version.split(' Copyright')[0]}; inputs: the test card, 640x360 30 fps "
          f"VP8 at {kbps} kbit/s, {INPUT_SECONDS} s played {INPUT_LOOPS} times, read with -re)", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="mcu-bench-ffmpeg-"))
    rows: dict[int, dict[str, float]] = {}
    try:
        inputs = make_inputs(folder, kbps)
        print(f"{'inputs':>6} {'ffmpeg CPU':>10} {'ffmpeg fps':>10} {'max RSS MB':>10} {'MeetDesk CPU':>12}"
              f" {'MeetDesk/ffmpeg':>15} {'target':>7}", flush=True)
        for count in (4, 9):
            row = rows[count] = run_ffmpeg(ffmpeg, inputs[:count])
            ours = participants.get(count)
            row["ratio"] = ours["cpu"] / row["cpu"] if ours else float("nan")
            row["verdict"] = cpu_verdict(row["ratio"] <= TARGETS["ffmpeg_ratio"], ours) if ours else "-"
            print(f"{count:>6} {row['cpu']:>10.3f} {row['fps']:>10.1f} {row['rss']:>10.0f}"
                  f" {ours['cpu'] if ours else float('nan'):>12.3f} {row['ratio']:>15.2f}"
                  f" {'<= ' + str(TARGETS['ffmpeg_ratio']):>7} {row['verdict']}", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return rows


# == part 3: CPU against subscribers ===========================================================================

async def part_subscribers(engine: Engine, seconds: float, senders: str) -> dict[int, dict[str, Any]]:
    print(f"\n3. engine CPU against receive-only subscribers (2 publishers, senders: {senders}; subscribers tap)")
    print(f"{'subscribers':>11} {'engine CPU':>10} {'RSS MB':>9} {'clients CPU':>11} {'fps recv min-max':>16}"
          f" {'kbit/s recv':>11} {'loss %':>6}", flush=True)
    room = await create_meeting(engine.base, "mcu-subscribers")
    link = room["links"]["guest_join"]
    rows: dict[int, dict[str, Any]] = {}
    procs = [await ClientProcess.start(link, 2, "Pub", senders=senders)]
    try:
        await procs[0].expect("ready")
        subscribed = 0
        for count in SUBSCRIBER_COUNTS:
            more = count - subscribed
            new = [await ClientProcess.start(link, n, f"Sub{len(procs) + i}-", senders="none")
                   for i, n in enumerate(split(more) if more > 3 else [more])]
            procs += new
            subscribed = count
            await ready(new)
            row = rows[count] = await measure(engine, procs, seconds)
            flag = "  short of 27 fps: " + " ".join(f"{x:.0f}" for x in row["fps"]) if row["fps_min"] < SATURATED_FPS \
                else ""
            print(f"{count:>11} {row['cpu']:>10.3f} {row['rss']:>4.0f}/{row['rss_all']:<4.0f}"
                  f" {row['clients_cpu']:>11.3f}"
                  f" {row['fps_min']:>7.1f}-{row['fps_max']:<8.1f} {row['recv_kbps']:>11.0f} {row['loss'] * 100:>6.1f}"
                  f"{flag}", flush=True)
    finally:
        await quit_all(procs)
        await end_meeting(engine, room)
    low, high = SUBSCRIBER_COUNTS
    ratio = rows[high]["cpu"] / rows[low]["cpu"]
    rows[high]["ratio"] = ratio
    rows[high]["verdict"] = cpu_verdict(ratio <= TARGETS["subscriber_ratio"], rows[low], rows[high])
    print(f"   CPU({high}) / CPU({low}) = {ratio:.2f} (target <= {TARGETS['subscriber_ratio']}: "
          f"{rows[high]['verdict']}); per extra subscriber "
          f"{(rows[high]['cpu'] - rows[low]['cpu']) / (high - low) * 100:.2f}% of a core")
    return rows


# == part 4: compose and encode time per frame (in this process) ===============================================

def part_compose() -> dict[str, dict[str, float]]:
    from meetdesk.engine.media import layouts
    from meetdesk.engine.media.canvas import Canvas
    from meetdesk.engine.media.codecs import Vp8Encoder
    from meetdesk.engine.media.mcu import START_BITRATE

    cycle = 10  # distinct frames per tile: every tick places a new frame, as live inputs do
    cards = [[TestCardRenderer(*CARD, label=f"P{t + 1}").render(t * 1000 + i, int(time.time() * 1000))
              for i in range(cycle)] for t in range(9)]
    rows: dict[str, dict[str, float]] = {}
    print(f"\n4. compose and encode time per frame, in-process ({FRAMES} frames; median / p95 ms)", flush=True)
    for count in (4, 9):
        tiles = layouts.arrange(None, [f"u{i}" for i in range(count)], canvas=CANVAS)
        canvas = Canvas(*CANVAS)
        encoder = Vp8Encoder(canvas.width, canvas.height, START_BITRATE, FPS)
        compose, encode = [], []
        for n in range(FRAMES):
            t0 = time.perf_counter()
            canvas.clear()
            for i, tile in enumerate(tiles):
                canvas.place(cards[i][n % cycle], tile.slot)
            frame = canvas.to_frame()
            t1 = time.perf_counter()
            frame.pts = n
            encoder.encode(frame)
            t2 = time.perf_counter()
            compose.append((t1 - t0) * 1000)
            encode.append((t2 - t1) * 1000)
        rows[f"compose {count}"] = {"p50": statistics.median(compose), "p95": percentile(compose, 0.95)}
        rows[f"encode {count}"] = {"p50": statistics.median(encode), "p95": percentile(encode, 0.95)}
    # one 640x360 input frame decoded, as the MCU decodes every input (PyAV's native vp8)
    enc = av.CodecContext.create("libvpx", "w")
    enc.width, enc.height, enc.pix_fmt = *CARD, "yuv420p"
    enc.time_base, enc.bit_rate = fractions.Fraction(1, FPS), DEFAULT_INPUT_KBPS * 1000
    enc.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0"}
    packets = []
    for n in range(FRAMES):
        frame = cards[n % 9][n % cycle]
        frame.pts = n
        packets += [bytes(p) for p in enc.encode(frame)]
    dec = av.CodecContext.create("vp8", "r")
    decode = []
    for data in packets:
        t0 = time.perf_counter()
        dec.decode(av.Packet(data))
        decode.append((time.perf_counter() - t0) * 1000)
    rows["decode 640x360"] = {"p50": statistics.median(decode), "p95": percentile(decode, 0.95)}
    labels = {"compose 4": "compose 2x2 (4 tiles 640x360, unscaled) -> 1280x720",
              "compose 9": "compose 3x3 (9 tiles 426x240, scaled) -> 1280x720",
              "encode 4": "encode 1280x720 VP8 (codecs.Vp8Encoder), 2x2 picture",
              "encode 9": "encode 1280x720 VP8 (codecs.Vp8Encoder), 3x3 picture",
              "decode 640x360": "decode one 640x360 VP8 input frame"}
    for key, label in labels.items():
        print(f"   {label:56} {rows[key]['p50']:6.2f} / {rows[key]['p95']:6.2f}")
    for count in (4, 9):
        per_frame = rows[f"compose {count}"]["p50"] + rows[f"encode {count}"]["p50"] + \
            count * rows["decode 640x360"]["p50"]
        print(f"   => {count} inputs: decode + compose + encode {per_frame:.1f} ms per frame = "
              f"{per_frame * FPS / 1000:.2f} core at {FPS} fps (media work only)")
    return rows


# == part 5: latency, one participant alone ====================================================================

async def part_latency(engine: Engine, seconds: float) -> dict[str, Any]:
    room = await create_meeting(engine.base, "mcu-latency")
    procs = [await ClientProcess.start(room["links"]["guest_join"], 1, "Solo", senders="live", decode=1)]
    try:
        await ready(procs)
        row = await measure(engine, procs, seconds)
    finally:
        await quit_all(procs)
        await end_meeting(engine, room)
    lat = row["latencies"]
    print(f"\n5. glass-to-glass latency, one participant alone in a sfu_mode=disabled meeting (its card = the "
          f"whole canvas): p50 {percentile(lat, 0.5):.1f} ms, p95 {percentile(lat, 0.95):.1f} ms "
          f"({len(lat)} stamps, {row['stamps_missed']} unreadable; engine {row['cpu']:.3f} core, "
          f"{row['fps_min']:.1f} fps)", flush=True)
    return row


# == part 6: join to the first composed frame ==================================================================

async def part_join(engine: Engine, trials: int, senders: str) -> list[float]:
    room = await create_meeting(engine.base, "mcu-join")
    link = room["links"]["guest_join"]
    procs = [await ClientProcess.start(link, 2, "Resident", senders=senders)]
    times: list[float] = []
    try:
        await ready(procs)
        for trial in range(trials + 1):  # trial 0: warm-up, not counted
            party = Participant(link, f"Joiner {trial}", send="live", decode=True)
            t0 = time.perf_counter()
            try:
                await asyncio.wait_for(party.join(), MEDIA_TIMEOUT)
                deadline = time.monotonic() + MEDIA_TIMEOUT
                while party.first is None:
                    if time.monotonic() > deadline:
                        raise SystemExit(f"join {trial}: no composed frame in {MEDIA_TIMEOUT:.0f} s")
                    await asyncio.sleep(0.002)
                if trial:
                    times.append((party.first - t0) * 1000)
            finally:
                await party.close()
            await asyncio.sleep(0.5)
    finally:
        await quit_all(procs)
        await end_meeting(engine, room)
    print(f"\n6. join to the first composed (1280-wide) frame, a third joining 2 ({trials} joins after a warm-up): "
          f"median {statistics.median(times):.0f} ms, min {min(times):.0f}, max {max(times):.0f} "
          f"(target < {TARGETS['join']:.0f} ms: {verdict(statistics.median(times) < TARGETS['join'])})", flush=True)
    print("   " + " ".join(f"{t:.0f}" for t in times))
    return times


# == the run ===================================================================================================

def summary(results: dict[str, Any]) -> None:
    print("\nsummary (targets of issue 9)")
    part1 = results.get("participants")
    if part1:
        nine = part1[max(part1)]
        print(f"  engine CPU with {max(part1)} participants: {nine['cpu']:.3f} core (<= {TARGETS['cpu9']}): "
              f"{cpu_verdict(nine['cpu'] <= TARGETS['cpu9'], nine)}")
    for count, row in (results.get("ffmpeg") or {}).items():
        print(f"  MeetDesk / ffmpeg with {count}: {row['ratio']:.2f} (<= {TARGETS['ffmpeg_ratio']}): {row['verdict']}")
    subs = results.get("subscribers")
    if subs:
        high = subs[SUBSCRIBER_COUNTS[-1]]
        print(f"  CPU(16 subscribers) / CPU(2): {high['ratio']:.2f} (<= {TARGETS['subscriber_ratio']}): "
              f"{high['verdict']}")
    latencies = []
    if results.get("latency"):
        latencies.append(("alone", results["latency"]["latencies"]))
    for count in (4, 9):
        if part1 and part1.get(count, {}).get("latencies"):
            latencies.append((f"{count} participants", part1[count]["latencies"]))
    for what, lat in latencies:
        p95 = percentile(lat, 0.95)
        print(f"  latency p50/p95, {what}: {percentile(lat, 0.5):.0f}/{p95:.0f} ms (p95 < {TARGETS['p95']:.0f}): "
              f"{verdict(p95 < TARGETS['p95'])}")
    if results.get("join"):
        median = statistics.median(results["join"])
        print(f"  join to first composed frame, median: {median:.0f} ms (< {TARGETS['join']:.0f}): "
              f"{verdict(median < TARGETS['join'])}")


def start_engine(switch_interval_ms: float | None) -> Engine:
    """The engine; with ``switch_interval_ms`` its interpreter's GIL switch interval is set at start (a
    sitecustomize module on its PYTHONPATH only: a what-if for the integrator, the default is Python's 5 ms)."""
    if switch_interval_ms is None:
        return Engine()
    folder = tempfile.mkdtemp(prefix="mcu-bench-site-")
    Path(folder, "sitecustomize.py").write_text(f"import sys\nsys.setswitchinterval({switch_interval_ms / 1000!r})\n")
    saved = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [folder, saved]))
    try:
        return Engine()
    finally:
        if saved is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = saved


async def bench(args: argparse.Namespace) -> None:
    parts = {int(p) for p in args.parts.split(",")}
    results: dict[str, Any] = {}
    started = time.monotonic()
    if 4 in parts:
        results["compose"] = part_compose()
    engine = start_engine(args.switch_interval)
    if args.switch_interval is not None:
        print(f"\n(the engine runs with sys.setswitchinterval({args.switch_interval / 1000}))")
    try:
        await asyncio.sleep(1.0)
        cpu0 = cpu_seconds(engine.proc.pid)
        await asyncio.sleep(2.0)
        print(f"\nengine idle (no meeting): {(cpu_seconds(engine.proc.pid) - cpu0) / 2:.3f} core, "
              f"RSS {rss_mb(engine.proc.pid, children=False):.0f} MB (with its child processes "
              f"{rss_mb(engine.proc.pid):.0f})", flush=True)
        if 1 in parts:
            counts = tuple(int(c) for c in args.counts.split(","))
            results["participants"] = await part_participants(engine, args.seconds, args.senders, counts)
        if 2 in parts:
            results["ffmpeg"] = part_ffmpeg(results.get("participants") or {})
        if 3 in parts:
            results["subscribers"] = await part_subscribers(engine, args.seconds, args.senders)
        if 5 in parts and args.senders == "live":
            results["latency"] = await part_latency(engine, args.seconds)
        if 6 in parts:
            results["join"] = await part_join(engine, args.trials, args.senders)
    finally:
        engine.stop()
    summary(results)
    print(f"(run took {time.monotonic() - started:.0f} s)")


def interrupt(*_: Any) -> None:
    raise KeyboardInterrupt


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=float, default=10, help="length of each measuring window")
    p.add_argument("--trials", type=int, default=10, help="joins timed in part 6")
    p.add_argument("--parts", default="1,2,3,4,5,6", help="which measurements, e.g. 1,2")
    p.add_argument("--counts", default=",".join(map(str, PARTICIPANT_COUNTS)), help="participants in part 1")
    p.add_argument("--senders", choices=("live", "packets"), default="live",
                   help="live: TestCardTrack encoded by aiortc; packets: a pre-encoded loop (light clients)")
    p.add_argument("--switch-interval", type=float, default=None, metavar="MS",
                   help="what-if: run the engine with this GIL switch interval (Python's default: 5 ms)")
    p.add_argument("--captions", action="store_true",
                   help="live captions on in every meeting (the participants' beeping tones are recognized)")
    sub = p.add_subparsers(dest="mode")
    clients = sub.add_parser("_clients", help="internal: a client process of participants")
    clients.add_argument("link")
    clients.add_argument("--count", type=int, required=True)
    clients.add_argument("--prefix", required=True)
    clients.add_argument("--senders", choices=("live", "packets", "none"), required=True)
    clients.add_argument("--decode", type=int, default=0, help="how many of them decode (the first ones)")
    args = p.parse_args()
    global CAPTIONS
    CAPTIONS = bool(getattr(args, "captions", False))
    limit_malloc_arenas()  # as the `meetdesk` command does for the app and the engine
    signal.signal(signal.SIGTERM, interrupt)
    try:
        asyncio.run(clients_main(args) if args.mode == "_clients" else bench(args))
    except KeyboardInterrupt:
        raise SystemExit("interrupted") from None


if __name__ == "__main__":
    main()
