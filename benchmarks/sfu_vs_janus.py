"""A two-party call through `meetdesk engine` and through Janus VideoRoom, side by side; and the engine alone
with one publisher and 1, 4 and 8 subscribers.

    python benchmarks/sfu_vs_janus.py [--rounds 5] [--seconds 20] [--impair loss=3,delay=30,jitter=10]
                                                                       (as root: namespaces, apt-get)
    python benchmarks/sfu_vs_janus.py scale [--seconds 20]

Side by side (the default mode). Janus is Debian's `janus` (installed with `apt-get install -y janus` when
missing), run with a config of its own written to a temp dir: only the VideoRoom plugin and the WebSockets
transport (port 8188), one room with VP8 + opus, no bitrate cap (bitrate = 0; Janus's demo room caps
publishers at 128 kbit/s through REMB) and a FIR every 10 s as deployments have it. Janus's ICE (libnice)
never gathers on `lo`, so both servers run in a network namespace `md-srv` (10.77.0.1) and the clients in
`md-cli` (10.77.0.2), joined by a veth pair: both systems on the same path. The namespaces are made at the
start and removed at the end (also on Ctrl-C or an error).

Rounds alternate janus, meetdesk, janus, meetdesk, ...; each round starts its server fresh (Janus, or the
engine as users start it: `meetdesk engine --host 10.77.0.1`) and stops it afterwards, and runs its two
participants in one client process inside `md-cli` (`ip netns exec md-cli python sfu_vs_janus.py _client
...`, which prints the round's result as a JSON line). Both systems get the same clients: each participant
sends TestCardTrack(640, 480, fps=30) + ToneTrack on MeetDesk's peer connections. Against MeetDesk: REST
(room created with the API key, guest link joined with meetdesk.client.rest.join_from_link) and CallSession
(no loopback candidates); against Janus: benchmarks/janus_client.py (publisher handle with the offer in
configure, a subscriber handle per other publisher: Janus offers, the client answers with "start").

--impair: every client peer connection of both systems sends and receives over the same simulated bad path
(meetdesk.rtc.impairment: loss %, delay and jitter ms, reorder %, seed; each way; the DTLS handshake and ICE
checks pass untouched), as netem would shape the clients' side; the servers' side stays clean.

Per round: the host joins and publishes; once its peer connection is up (and 1 s more) the guest joins.
- guest join to first frame: from the guest's first request (REST guest registration for MeetDesk, the
  WebSocket connect + session create for Janus) to its first decoded remote video frame.
- then, after both sides receive video and WARMUP (3 s) more, a steady window of --seconds:
  server CPU = utime + stime of the server process (/proc/<pid>/stat, every thread) over the window, in
  seconds per second of call (= cores);
  glass-to-glass latency p50/p95 = receive wall clock - the test card's send timestamp (read_stamp) of every
  decoded video frame, both directions (one machine, one clock);
  frames per second and kbit/s the guest received (decoded video frames; bytes received on all of the
  guest's transports from getStats(): media + RTCP, SRTP included; aiortc's inbound-rtp has no byte count);
  freezes: the time the guest's picture stood still in the window, counting every gap between two decoded
  frames longer than max(3 x the mean frame interval, the mean + 150 ms) (WebRTC's freeze statistics).
- guest decode failures before its first frame: aiortc's decoder errors (each one a frame that depended on
  one the guest did not have whole) from the guest's join to its first picture.
A round in which a participant gets no video, or whose video stops during the window, fails the benchmark
(exit status 1, with the reason).
Printed: a table per round, the medians per system, the per-round ratios MeetDesk / Janus and their medians,
next to the targets of issue 15 (CPU <= 3x, latency p95 <= 1.5x, join to first frame <= 1.2x Janus).

scale: the engine alone on loopback (CallSession(ice_loopback=True), no namespaces, no root needed): one
publisher (640x480 30 fps test card + tone) and receive-only subscribers (CallSession without tracks) in one
room, 1, then 4, then 8 (added to the same call); per count, after every subscriber has video and WARMUP
more, the engine's CPU over --seconds (and this process's, the clients'), and the CPU per extra subscriber,
(cpu8 - cpu1) / 7, against the target of 2% of a core. Publisher and subscribers run in this process: their
decoding costs this process's CPU, not the engine's, and the CPU time the engine used is counted whatever else
runs; but when the machine is saturated (2 cores: the re-encoding engine with 8 subscribers is) the engine
gets less done, fewer frames get through and its CPU is a lower bound: the subscribers' fps is printed next
to it and a count short of 27 fps is flagged.
"""
from __future__ import annotations

import argparse
import asyncio
import glob
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from meetdesk.cli import limit_malloc_arenas

from meetdesk.client.call import CallSession
from meetdesk.client.rest import join_from_link
from meetdesk.engine.media import aiortc_hooks
from meetdesk.media.synthetic import TestCardTrack, ToneTrack, read_stamp
from meetdesk.rtc.impairment import Impairment

# benchmarks/ is on sys.path when run as a script
from call_bench import create_room
from engine_process import Engine, cpu_seconds
from janus_client import VideoRoomParticipant

SRV_NS, CLI_NS = "md-srv", "md-cli"
SRV_IP, CLI_IP = "10.77.0.1", "10.77.0.2"
JANUS_PORT = 8188
JANUS_ROOM = 1234
SYSTEMS = ("janus", "meetdesk")
WARMUP = 3.0          # s after both sides receive video, before the window
SETTLE = 1.0          # s between the host's peer connection coming up and the guest starting to join
MEDIA_TIMEOUT = 15.0  # s for a participant's first video frame
STALL = 1.0           # s without a video frame at the end of the window: the media stopped, the round fails
IMPAIRED_STALL = 3.0  # the same over --impair, where a freeze of a second or two is the path's (see freezes)
SCALE_COUNTS = (1, 4, 8)
SCALE_TARGET = 0.02   # cores per extra subscriber

# (key, label, format); targets are the highest MeetDesk / Janus ratio issue 15 accepts
METRICS = [("cpu", "server CPU, s per s of call", "{:.3f}"),
           ("p50", "latency p50, ms", "{:.1f}"),
           ("p95", "latency p95, ms", "{:.1f}"),
           ("join_ms", "guest join to first frame, ms", "{:.0f}"),
           ("decode_failures", "guest decode failures to 1st", "{:.0f}"),
           ("fps", "frames/s received (guest)", "{:.1f}"),
           ("freeze_s", "guest frozen, s per window", "{:.2f}"),
           ("kbps", "kbit/s received (guest)", "{:.0f}")]
TARGETS = {"cpu": 3.0, "p95": 1.5, "join_ms": 1.2}


class NoMedia(Exception):
    pass


def in_ns(ns: str) -> list[str]:
    return ["ip", "netns", "exec", ns]


def run(*cmd: str) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {proc.stderr.strip()}")


# -- network namespaces and servers (orchestrator, root namespace) ------------------------------------------

def remove_namespaces() -> None:
    for ns in (SRV_NS, CLI_NS):
        subprocess.run(["ip", "netns", "del", ns], capture_output=True)  # takes its end of the veth pair along


@contextmanager
def namespaces() -> Iterator[None]:
    """md-srv (10.77.0.1) and md-cli (10.77.0.2) joined by a veth pair, lo up in both."""
    remove_namespaces()  # left over from a run that was killed
    try:
        for ns in (SRV_NS, CLI_NS):
            run("ip", "netns", "add", ns)
            run("ip", "-n", ns, "link", "set", "lo", "up")
        run("ip", "link", "add", "md-veth-s", "netns", SRV_NS, "type", "veth", "peer", "name", "md-veth-c",
            "netns", CLI_NS)
        for ns, dev, ip in ((SRV_NS, "md-veth-s", SRV_IP), (CLI_NS, "md-veth-c", CLI_IP)):
            run("ip", "-n", ns, "addr", "add", f"{ip}/24", "dev", dev)
            run("ip", "-n", ns, "link", "set", dev, "up")
        yield
    finally:
        remove_namespaces()


def install_janus() -> None:
    if shutil.which("janus"):
        return
    print("installing Janus: apt-get install -y janus", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if subprocess.run(["apt-get", "install", "-y", "janus"], env=env).returncode != 0:
        subprocess.run(["apt-get", "update"], env=env, check=True)
        subprocess.run(["apt-get", "install", "-y", "janus"], env=env, check=True)


def janus_folder(kind: str) -> str:
    """The package's folder of plugins or transports (/usr/lib/<multiarch triplet>/janus/<kind>)."""
    for folder in sorted(glob.glob(f"/usr/lib/*/janus/{kind}")) + [f"/usr/lib/janus/{kind}"]:
        if os.path.isdir(folder):
            return folder
    raise SystemExit(f"Janus's {kind} folder not found under /usr/lib")


def write_janus_config(folder: Path) -> None:
    """janus.jcfg loading only the VideoRoom plugin and the WebSockets transport, and their configs."""
    def all_but(kind: str, keep: str) -> tuple[str, str]:
        path = janus_folder(kind)
        return path, ",".join(sorted(n for n in os.listdir(path) if n.endswith(".so") and n != keep))

    plugins, no_plugins = all_but("plugins", "libjanus_videoroom.so")
    transports, no_transports = all_but("transports", "libjanus_websockets.so")
    (folder / "janus.jcfg").write_text(f"""general: {{
    configs_folder = "{folder}"
    plugins_folder = "{plugins}"
    transports_folder = "{transports}"
    debug_level = 4
}}
media: {{
}}
nat: {{
    nice_debug = false
}}
plugins: {{
    disable = "{no_plugins}"
}}
transports: {{
    disable = "{no_transports}"
}}
loggers: {{
    disable = "libjanus_jsonlog.so"
}}
events: {{
    broadcast = false
}}
""")
    (folder / "janus.transport.websockets.jcfg").write_text(f"""general: {{
    ws = true
    ws_port = {JANUS_PORT}
    wss = false
}}
admin: {{
    admin_ws = false
    admin_wss = false
}}
""")
    (folder / "janus.plugin.videoroom.jcfg").write_text(f"""general: {{
}}
room-{JANUS_ROOM}: {{
    description = "sfu_vs_janus"
    publishers = 6
    bitrate = 0
    fir_freq = 10
    audiocodec = "opus"
    videocodec = "vp8"
}}
""")


class Janus:
    """Janus in md-srv with the config above; ``proc.pid`` is janus itself (`ip netns exec` execs it)."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="janus-bench-"))
        write_janus_config(self.dir)
        self.log_path = self.dir / "janus.log"
        with open(self.log_path, "w") as log:
            self.proc = subprocess.Popen(
                in_ns(SRV_NS) + ["janus", "-F", str(self.dir), "-C", str(self.dir / "janus.jcfg"), "-o"],
                stdout=log, stderr=subprocess.STDOUT)
        self.url = f"ws://{SRV_IP}:{JANUS_PORT}"
        deadline = time.monotonic() + 15
        while "Websockets server started" not in self.log_path.read_text(errors="replace"):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                log_tail = self.log_path.read_text(errors="replace")[-2000:]
                self.stop()
                raise RuntimeError(f"Janus did not start:\n{log_tail}")
            time.sleep(0.1)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


@contextmanager
def server(system: str) -> Iterator[tuple[str, int]]:
    """A fresh server in md-srv for one round: (its URL for the clients, its pid)."""
    srv = Janus() if system == "janus" else Engine(host=SRV_IP, prefix=in_ns(SRV_NS))
    try:
        yield (srv.url if system == "janus" else srv.base), srv.proc.pid
    finally:
        srv.stop()


def run_round(system: str, url: str, pid: int, seconds: float, impair: str) -> dict[str, Any]:
    """One round's client process in md-cli; its last stdout line is the result."""
    cmd = in_ns(CLI_NS) + [sys.executable, os.path.abspath(__file__), "_client", system, url,
                           "--server-pid", str(pid), "--seconds", str(seconds), "--impair", impair]
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, timeout=seconds + 120)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        raise SystemExit(f"{system} round failed (client exit status {proc.returncode}), see its messages above")
    return json.loads(lines[-1])


# -- the clients of one round (inside md-cli) ----------------------------------------------------------------

class Receiver:
    """A participant's decoded remote video frames: count, first frame time, glass-to-glass latencies, the
    intervals between frames; and its video decoders' failures."""

    def __init__(self) -> None:
        self.frames = 0
        self.first: float | None = None
        self.last: float | None = None
        self.latencies: list[float] = []
        self.intervals: list[float] = []
        self.decode_failures = 0
        self.failures_to_first: int | None = None

    def on_frame(self, frame: Any) -> None:
        now_ms = time.time() * 1000
        now = time.perf_counter()
        if self.first is None:
            self.first = now
            self.failures_to_first = self.decode_failures
        else:
            self.intervals.append(now - self.last)
        self.last = now
        self.frames += 1
        stamp = read_stamp(frame)
        if stamp is not None:
            self.latencies.append(now_ms - stamp[1])

    def count_decode_failures(self, pc: Any) -> None:
        """Count the failures of ``pc``'s video decoders (aiortc sets its receiver's error event after each);
        call it before ``pc`` is negotiated."""
        receiver_of = self

        def on_track(track: Any) -> None:
            if track.kind != "video":
                return
            receiver = aiortc_hooks.receiver_of(pc, track)
            event = receiver._RTCRtpReceiver__decoder_error

            class Counting(type(event)):  # type: ignore[misc]
                def set(self) -> None:
                    receiver_of.decode_failures += 1
                    super().set()

            event.__class__ = Counting

        pc.on("track", on_track)

    def freeze_seconds(self) -> float:
        """How long the picture stood still, over the intervals since the last reset: every interval longer
        than max(3 x the mean, the mean + 150 ms) counts whole."""
        if not self.intervals:
            return 0.0
        mean = statistics.mean(self.intervals)
        return sum(i for i in self.intervals if i > max(3 * mean, mean + 0.150))


def sending_tracks(name: str) -> tuple[TestCardTrack, ToneTrack]:
    return TestCardTrack(640, 480, fps=30, label=name), ToneTrack()


class MeetDeskParty:
    """A participant joining like `meetdesk join`: REST, wait for the meeting, CallSession."""

    def __init__(self, link: str, name: str, impairment: Impairment | None) -> None:
        self.link, self.name = link, name
        self.impairment = impairment
        self.receiver = Receiver()
        self.client: Any = None
        self.session: CallSession | None = None
        self.error: BaseException | None = None

    async def join(self) -> None:
        self.client, meeting = await join_from_link(self.link, self.name)
        while not meeting.ready:
            await asyncio.sleep(0.02)
            meeting = await self.client.get_meeting(meeting.access_key)
        video, audio = sending_tracks(self.name)
        self.session = CallSession(meeting, self.name, video, audio, ice_loopback=False,
                                   on_video_frame=self.receiver.on_frame, impairment=self.impairment)
        self.receiver.count_decode_failures(self.session.pc)
        await self.session.start()

    def peer_connections(self) -> list[Any]:
        return [self.session.pc] if self.session is not None else []

    async def close(self) -> None:
        if self.session is not None:
            await self.session.hangup()
        if self.client is not None:
            await self.client.aclose()


class JanusParty:
    """A participant of the Janus room (benchmarks/janus_client.py)."""

    def __init__(self, url: str, name: str, impairment: Impairment | None) -> None:
        self.receiver = Receiver()
        self.participant = VideoRoomParticipant(url, JANUS_ROOM, name, *sending_tracks(name),
                                                on_video_frame=self.receiver.on_frame, impairment=impairment,
                                                on_peer_connection=self.receiver.count_decode_failures)

    @property
    def error(self) -> BaseException | None:
        return self.participant.error

    async def join(self) -> None:
        await self.participant.join()

    def peer_connections(self) -> list[Any]:
        return self.participant.peer_connections

    async def close(self) -> None:
        await self.participant.close()


def describe(party: Any) -> str:
    """The state of a party's peer connections and video receive buffers, for a failure message."""
    states = []
    for pc in party.peer_connections():
        for t in pc.getTransceivers():
            buffer = getattr(t.receiver, "_RTCRtpReceiver__jitter_buffer", None)
            if t.kind == "video" and buffer is not None:
                states.append(f"{pc.connectionState} video in: {getattr(buffer, 'holes_skipped', '?')} holes passed, "
                              f"{getattr(buffer, 'frames_dropped', '?')} frames held back, keyframe seen "
                              f"{getattr(buffer, '_keyframe_seen', '?')}")
    return f"{'; '.join(states) or 'no video receiver'}; {party.receiver.decode_failures} decode failures"


async def wait_for(party: Any, what: str, condition: Any) -> None:
    deadline = time.monotonic() + MEDIA_TIMEOUT
    while not condition():
        if party.error is not None:
            raise NoMedia(f"{what}: {party.error!r}")
        if time.monotonic() > deadline:
            raise NoMedia(f"{what}: nothing after {MEDIA_TIMEOUT:.0f} s ({describe(party)})")
        await asyncio.sleep(0.01)


async def join(party: Any, what: str) -> None:
    try:
        await asyncio.wait_for(party.join(), MEDIA_TIMEOUT)
    except asyncio.TimeoutError:
        raise NoMedia(f"{what}: joining took over {MEDIA_TIMEOUT:.0f} s") from None


async def bytes_received(party: Any) -> int:
    total = 0
    for pc in party.peer_connections():
        total += sum(s.bytesReceived for s in (await pc.getStats()).values() if s.type == "transport")
    return total


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[round(q * (len(values) - 1))]


async def client_round(system: str, url: str, server_pid: int, seconds: float,
                       impairment: Impairment | None) -> dict[str, Any]:
    if system == "meetdesk":
        room = await create_room(url, "sfu_vs_janus")
        host = MeetDeskParty(room["links"]["gui"], "Host", impairment)
        guest = MeetDeskParty(room["links"]["guest_join"], "Guest", impairment)
    else:
        host, guest = JanusParty(url, "Host", impairment), JanusParty(url, "Guest", impairment)
    try:
        await join(host, f"{system}: host")
        await wait_for(host, f"{system}: host's peer connection", lambda: all(
            pc.connectionState == "connected" for pc in host.peer_connections()))
        await asyncio.sleep(SETTLE)
        t0 = time.perf_counter()
        await join(guest, f"{system}: guest")
        await wait_for(guest, f"{system}: guest's first video frame", lambda: guest.receiver.first is not None)
        await wait_for(host, f"{system}: host's first video frame", lambda: host.receiver.first is not None)
        join_ms = (guest.receiver.first - t0) * 1000
        await asyncio.sleep(WARMUP)

        receivers = (host.receiver, guest.receiver)
        for r in receivers:
            r.latencies.clear()
            r.intervals.clear()
        frames0, bytes0, cpu0, t1 = guest.receiver.frames, await bytes_received(guest), cpu_seconds(server_pid), \
            time.monotonic()
        host_frames0 = host.receiver.frames
        await asyncio.sleep(seconds)
        cpu1, bytes1, t2 = cpu_seconds(server_pid), await bytes_received(guest), time.monotonic()
        frames = guest.receiver.frames - frames0
        latencies = host.receiver.latencies + guest.receiver.latencies
        gap = max(time.perf_counter() - r.last for r in receivers)
        stall = STALL if impairment is None else IMPAIRED_STALL
        if frames == 0 or host.receiver.frames == host_frames0 or not latencies or gap > stall:
            raise NoMedia(f"{system}: video stopped in the window (guest {frames} frames, host "
                          f"{host.receiver.frames - host_frames0}, {len(latencies)} stamps read, "
                          f"last frame {gap:.1f} s before the end)")
        window = t2 - t1
        return {"system": system, "cpu": (cpu1 - cpu0) / window, "p50": percentile(latencies, 0.5),
                "p95": percentile(latencies, 0.95), "join_ms": join_ms, "fps": frames / window,
                "kbps": (bytes1 - bytes0) * 8 / window / 1000, "stamps": len(latencies),
                "freeze_s": guest.receiver.freeze_seconds(),
                "decode_failures": guest.receiver.failures_to_first or 0}
    finally:
        for party in (guest, host):
            await party.close()


def client_main(args: argparse.Namespace) -> None:
    try:
        impairment = Impairment.parse(args.impair) if args.impair else None
        result = asyncio.run(client_round(args.system, args.url, args.server_pid, args.seconds, impairment))
    except NoMedia as exc:
        print(f"NO MEDIA: {exc}", file=sys.stderr, flush=True)
        sys.exit(1)
    print(json.dumps(result), flush=True)


# -- reports ------------------------------------------------------------------------------------------------

def ratio(meetdesk: float, janus: float) -> float | None:
    return meetdesk / janus if janus else None


def print_round(number: int, janus: dict[str, Any], meetdesk: dict[str, Any]) -> None:
    print(f"\nround {number}")
    print(f"{'':32}{'Janus':>10}{'MeetDesk':>10}{'MD/Janus':>10}{'target':>10}")
    for key, label, fmt in METRICS:
        target = f"<= {TARGETS[key]}" if key in TARGETS else ""
        r = ratio(meetdesk[key], janus[key])
        print(f"{label:32}{fmt.format(janus[key]):>10}{fmt.format(meetdesk[key]):>10}"
              f"{'-' if r is None else f'{r:.2f}':>10}{target:>10}", flush=True)


def print_summary(rounds: list[dict[str, dict[str, Any]]]) -> None:
    n = len(rounds)
    print(f"\nmedians over {n} round{'s' * (n > 1)}")
    print(f"{'':32}{'Janus':>10}{'MeetDesk':>10}{'MD/Janus':>10}{'target':>10}{'':>6}  per-round MD/Janus")
    for key, label, fmt in METRICS:
        medians = {s: statistics.median(r[s][key] for r in rounds) for s in SYSTEMS}
        ratios = [ratio(r["meetdesk"][key], r["janus"][key]) for r in rounds]
        known = [x for x in ratios if x is not None]
        median = statistics.median(known) if known else None
        target, verdict = "", ""
        if key in TARGETS and median is not None:
            target = f"<= {TARGETS[key]}"
            verdict = "ok" if median <= TARGETS[key] else "MISS"
        print(f"{label:32}{fmt.format(medians['janus']):>10}{fmt.format(medians['meetdesk']):>10}"
              f"{'-' if median is None else f'{median:.2f}':>10}{target:>10}{verdict:>6}  "
              f"{' '.join('-' if x is None else f'{x:.2f}' for x in ratios)}")
    print("(MD/Janus in the summary = median of the per-round ratios; - where Janus's figure is 0)")


def compare_main(args: argparse.Namespace) -> None:
    if os.geteuid() != 0:
        raise SystemExit("the side-by-side run needs root (network namespaces, apt-get); `scale` does not")
    try:
        impairment = Impairment.parse(args.impair) if args.impair else None  # a bad setting fails here, at once
    except ValueError as exc:
        raise SystemExit(f"--impair: {exc}") from None
    install_janus()
    print(f"clients' path: {impairment or 'clean (veth)'}", flush=True)
    rounds: list[dict[str, dict[str, Any]]] = []
    with namespaces():
        for number in range(1, args.rounds + 1):
            results = {}
            for system in SYSTEMS:  # interleaved: janus, meetdesk, janus, meetdesk, ...
                print(f"round {number}/{args.rounds}: {system} ...", flush=True)
                with server(system) as (url, pid):
                    results[system] = run_round(system, url, pid, args.seconds, args.impair)
            rounds.append(results)
            print_round(number, results["janus"], results["meetdesk"])
    print_summary(rounds)


# -- scale: the engine alone on loopback ---------------------------------------------------------------------

async def join_loopback(link: str, name: str, video: Any, audio: Any, receiver: Receiver | None
                        ) -> tuple[Any, CallSession]:
    client, meeting = await join_from_link(link, name)
    while not meeting.ready:
        await asyncio.sleep(0.02)
        meeting = await client.get_meeting(meeting.access_key)
    session = CallSession(meeting, name, video, audio, ice_loopback=True,
                          on_video_frame=receiver.on_frame if receiver else None)
    await session.start()
    return client, session


async def bench_scale(seconds: float) -> None:
    engine = Engine()
    calls: list[tuple[Any, CallSession]] = []
    receivers: list[Receiver] = []
    rows: dict[int, float] = {}
    try:
        room = await create_room(engine.base, "scale")
        calls.append(await join_loopback(room["links"]["gui"], "Publisher", *sending_tracks("Publisher"), None))
        print(f"{'subscribers':>11}  {'engine CPU, cores':>17}  {'clients CPU, cores':>18}"
              f"  {'fps per subscriber (min-max)':>28}", flush=True)
        for count in SCALE_COUNTS:
            while len(receivers) < count:
                receivers.append(Receiver())
                calls.append(await join_loopback(room["links"]["guest_join"], f"Subscriber {len(receivers)}",
                                                 None, None, receivers[-1]))
            deadline = time.monotonic() + MEDIA_TIMEOUT
            while any(r.first is None for r in receivers):
                if time.monotonic() > deadline:
                    raise NoMedia(f"{sum(r.first is None for r in receivers)} of {count} subscribers got no video")
                await asyncio.sleep(0.05)
            await asyncio.sleep(WARMUP)
            frames0, t0 = [r.frames for r in receivers], time.monotonic()
            cpu0, own0 = cpu_seconds(engine.proc.pid), cpu_seconds(os.getpid())
            await asyncio.sleep(seconds)
            cpu1, own1, t1 = cpu_seconds(engine.proc.pid), cpu_seconds(os.getpid()), time.monotonic()
            fps = [(r.frames - f0) / (t1 - t0) for r, f0 in zip(receivers, frames0)]
            if min(fps) == 0:
                raise NoMedia(f"a subscriber's video stopped with {count} subscribers")
            rows[count] = (cpu1 - cpu0) / (t1 - t0)
            slow = "  (short of 30 fps: the machine is saturated, the CPU is a lower bound)" if min(fps) < 27 else ""
            print(f"{count:>11}  {rows[count]:>17.3f}  {(own1 - own0) / (t1 - t0):>18.3f}"
                  f"  {f'{min(fps):.1f}-{max(fps):.1f}':>28}{slow}", flush=True)
    finally:
        for client, session in reversed(calls):
            await session.hangup()
            await client.aclose()
        engine.stop()
    first, last = SCALE_COUNTS[0], SCALE_COUNTS[-1]
    per = (rows[last] - rows[first]) / (last - first)
    print(f"CPU per extra subscriber ((cpu{last} - cpu{first}) / {last - first}): {per:.4f} cores = "
          f"{per * 100:.2f}% of a core (target < {SCALE_TARGET * 100:.0f}%: {'ok' if per < SCALE_TARGET else 'MISS'})")


def scale_main(args: argparse.Namespace) -> None:
    try:
        asyncio.run(bench_scale(args.seconds))
    except NoMedia as exc:
        raise SystemExit(f"NO MEDIA: {exc}")


def interrupt(*_: Any) -> None:
    """SIGTERM unwinds like Ctrl-C: the servers stop and the namespaces go."""
    raise KeyboardInterrupt


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seconds", type=float, default=20, help="length of the measuring window")
    p.add_argument("--impair", default="", metavar="loss=3,delay=30,jitter=10",
                   help="the clients' path, each way: loss and reorder in %%, delay and jitter in ms, seed")
    sub = p.add_subparsers(dest="mode")
    sub.add_parser("scale").add_argument("--seconds", type=float, default=argparse.SUPPRESS)
    client = sub.add_parser("_client", help="internal: one round's two participants, run inside md-cli")
    client.add_argument("system", choices=SYSTEMS)
    client.add_argument("url")
    client.add_argument("--server-pid", type=int, required=True)
    client.add_argument("--seconds", type=float, required=True)
    client.add_argument("--impair", default="")
    args = p.parse_args()
    limit_malloc_arenas()  # as the `meetdesk` command does for the app and the engine
    signal.signal(signal.SIGTERM, interrupt)
    try:
        if args.mode == "_client":
            client_main(args)
        elif args.mode == "scale":
            scale_main(args)
        else:
            compare_main(args)
    except KeyboardInterrupt:
        raise SystemExit("interrupted") from None


if __name__ == "__main__":
    main()
