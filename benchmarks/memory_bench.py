"""Where the engine's memory goes: `meetdesk engine` and its child processes in an MCU meeting, and the parts
measured one by one.

    python benchmarks/memory_bench.py [--participants 4] [--seconds 20] [--app-dir OTHER_TREE/app]

1. Parts, each in a fresh interpreter (this machine's libraries; anonymous memory and RSS added):
   the imports of the engine process (`meetdesk.engine.server`, as `meetdesk engine` loads it) and of the
   compositor process (`meetdesk.engine.media.compositor`), and the biggest libraries among them alone; the
   compositor's own parts: the MCU's VP8 encoder (1280x720, `codecs.Vp8Encoder`) opened and after 60
   frames, the canvas, one VP8 decoder per 640x360 input after 60 frames, and the whole ``Compositor``
   ticking 4 inputs (300 ticks). The allocator is set as the `meetdesk` command sets it (allocator.tune()).
2. The real thing: `meetdesk engine` on loopback (benchmarks/engine_process.py), idle; a meeting with
   options[sfu_mode]=disabled and widescreen (the MCU composes from the first participant on, 1280x720);
   participants join one by one (each its own client process, mcu_bench.py's, sending a pre-encoded
   640x360 test-card loop + tone: `--senders packets`); after everyone receives video and a warm-up, a
   window of --seconds sampled every second. Reported per process, from /proc/PID/smaps_rollup: RSS, PSS (a
   shared page counted once across processes, split among them) and anonymous memory, for the engine
   process alone, each child (the compositor process composing, a spare compositor process waiting,
   multiprocessing's resource tracker) and together. RSS of the processes added counts the shared libraries
   once per process; the PSS sum is what the processes hold together. Then everyone hangs up and the meeting
   ends: what stays.

`--app-dir` runs the engine of another source tree (first on its PYTHONPATH), e.g. the tree before a change:
`git worktree add /tmp/md-before <commit>`, then `--app-dir /tmp/md-before/app`. The clients always run this
tree's code.

Keep runs short on the shared 2-core machine: one run is about a minute with 4 participants.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("MCU_BENCH_MEDIA_TIMEOUT", "120")  # the clients' join (mcu_bench.py) on a loaded machine

import engine_process  # noqa: E402  (benchmarks/ is on sys.path as a script)
from engine_process import Engine, cpu_seconds  # noqa: E402
from mcu_bench import ClientProcess, create_meeting, end_meeting  # noqa: E402

WARMUP = 3.0  # s after everyone receives video, before the window
COMPOSING_CPU = 0.05  # core: a compositor process above this over the window is composing, else a spare

# -- part 1: the parts, each in a fresh interpreter ---------------------------------------------------------

PROBE = r'''
import ctypes, fractions, gc, json, sys
from meetdesk import allocator
allocator.tune()

def now():
    d = {}
    for line in open("/proc/self/smaps_rollup").read().splitlines()[1:]:
        key, value = line.split(":")
        d[key] = int(value.split()[0]) / 1024
    return d["Rss"], d["Anonymous"]

what = sys.argv[1]
start = now()
rows = [("(the interpreter itself, before any import)", *start)]
def step(label):
    global start
    gc.collect()
    allocator.release_free_memory()
    rss, anon = now()
    rows.append((label, rss - start[0], anon - start[1]))
    start = (rss, anon)

if what.startswith("import "):
    exec(what)
    step(what)
else:
    import av
    from meetdesk.engine.media import layouts
    from meetdesk.engine.media.canvas import Canvas
    from meetdesk.engine.media.codecs import Vp8Encoder
    from meetdesk.engine.media.compositor import Compositor, Scene, SceneTile, TickWork, _Input
    from meetdesk.media.synthetic import TestCardRenderer
    source = av.CodecContext.create("libvpx", "w")
    source.width, source.height, source.pix_fmt = 640, 360, "yuv420p"
    source.time_base, source.bit_rate = fractions.Fraction(1, 30), 500_000
    source.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0"}
    cards = [TestCardRenderer(640, 360, label=f"P{i + 1}") for i in range(4)]
    packets = []
    for n in range(60):
        frame = cards[n % 4].render(n, 0)
        frame.pts = n
        packets += [bytes(p) for p in source.encode(frame)]
    big = TestCardRenderer(1280, 720, label="C")
    composed = [big.render(i, 0) for i in range(3)]
    del source, frame
    step("(inputs prepared)")
    if what == "parts":
        encoder = Vp8Encoder(1280, 720, 1_500_000, 30)
        step("VP8 encoder 1280x720, opened")
        for n in range(60):
            composed[n % 3].pts = n
            encoder.encode(composed[n % 3])
        step("VP8 encoder 1280x720, after 60 frames")
        canvas = Canvas(1280, 720)
        step("canvas 1280x720 (picture + background)")
        inputs = []
        for i in range(4):
            entry = _Input()
            for data in packets:
                for decoded in entry.decoder.decode(data):
                    entry.frame = decoded
            inputs.append(entry)
            step(f"VP8 decoder {i + 1} (640x360, 60 frames)")
    else:  # the whole compositor, 4 inputs
        tiles = layouts.arrange(None, [f"u{i}" for i in range(4)], canvas=(1280, 720))
        scene = Scene(tuple(SceneTile(t.slot, f"u{i}", f"User {i + 1}") for i, t in enumerate(tiles)))
        keys = tuple(f"u{i}" for i in range(4))
        compositor = Compositor(1280, 720, "#121212", 1_500_000)
        for tick in range(300):
            frames = [(key, packets[tick % 60], tick % 60 == 0) for key in keys]
            compositor.tick(TickWork(tick, frames, keys, scene if tick == 0 else None, want_picture=tick % 15 == 0))
        step("Compositor, 4 inputs, 300 ticks (encoder, canvas, decoders, names)")
print(json.dumps(rows))
'''

IMPORTS = [
    ("the engine process's imports", "import meetdesk.engine.server, meetdesk.engine.media.session"),
    ("the compositor process's imports", "import meetdesk.engine.media.compositor"),
    ("  alone: aiortc, with cryptography, pyOpenSSL, dnspython (engine)", "import aiortc"),
    ("  alone: PyAV (both)", "import av"),
    ("  alone: numpy (both)", "import numpy"),
    ("  alone: uvicorn + starlette (engine)", "import uvicorn, starlette.applications"),
    ("  alone: httpx (engine)", "import httpx"),
    ("  alone: Pillow, Image, ImageDraw, ImageFont (both)", "import PIL.Image, PIL.ImageDraw, PIL.ImageFont"),
]


def probe(what: str) -> list[tuple[str, float, float]]:
    out = subprocess.run([sys.executable, "-c", PROBE, what], capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        raise SystemExit(f"probe {what!r} failed: {out.stderr[-1500:]}")
    return [tuple(row) for row in json.loads(out.stdout.splitlines()[-1])]


def part_parts() -> None:
    print("1. the parts, each in a fresh interpreter (MB added: RSS / anonymous)")
    for n, (label, code) in enumerate(IMPORTS):
        base, (_, rss, anon) = probe(code)
        if n == 0:
            print(f"   {base[0]:66} {base[1]:6.1f} / {base[2]:6.1f}")
        print(f"   {label:66} {rss:6.1f} / {anon:6.1f}", flush=True)
    for what in ("parts", "compositor"):
        for label, rss, anon in probe(what)[2:]:
            print(f"   {label:66} {rss:6.1f} / {anon:6.1f}", flush=True)


# -- part 2: the engine process and its children ------------------------------------------------------------

def rollup(pid: int) -> dict[str, float]:
    values = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        key, value = line.split(":")
        values[key] = int(value.split()[0]) / 1024
    return {"rss": values["Rss"], "pss": values["Pss"], "anon": values["Anonymous"]}


def children(pid: int) -> dict[int, str]:
    """The engine's living child processes: pid -> what it is (from its command line)."""
    found = {}
    for child in engine_process._children(pid):
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        found[child] = ("resource tracker" if "resource_tracker" in cmdline
                        else "compositor" if "spawn_main" in cmdline else cmdline[:40])
    return found


def snapshot(pid: int, busy: dict[int, float] | None = None) -> dict[str, dict[str, float]]:
    """Memory of the engine and of each child, by role; ``busy``: the children's CPU over the window (a
    compositor process that composes, against a spare one that waits)."""
    rows = {"engine process": rollup(pid)}
    for child, role in sorted(children(pid).items()):
        if role == "compositor":
            composing = (busy or {}).get(child, 0.0) > COMPOSING_CPU
            role = "compositor (composing)" if composing else "compositor (spare, idle)"
        try:
            memory = rollup(child)
        except OSError:
            continue
        name = role
        while name in rows:
            name += "'"
        rows[name] = memory
    return rows


async def settled(pid: int, timeout: float = 20.0) -> None:
    """Wait until the engine and its children stop growing (a spare compositor process done importing)."""
    last, deadline = None, time.monotonic() + timeout
    while time.monotonic() < deadline:
        await asyncio.sleep(1.0)
        now = sum(m["rss"] for m in snapshot(pid).values())
        if last is not None and abs(now - last) < 0.5:
            return
        last = now


def show(title: str, rows: dict[str, dict[str, float]]) -> dict[str, float]:
    print(f"   {title}")
    for role, memory in rows.items():
        print(f"     {role:28} RSS {memory['rss']:6.1f}  PSS {memory['pss']:6.1f}  anon {memory['anon']:6.1f}")
    total = {key: sum(m[key] for m in rows.values()) for key in ("rss", "pss", "anon")}
    children_only = {key: total[key] - rows["engine process"][key] for key in total}
    print(f"     {'children together':28} RSS {children_only['rss']:6.1f}  PSS {children_only['pss']:6.1f}"
          f"  anon {children_only['anon']:6.1f}")
    print(f"     {'engine + children':28} RSS {total['rss']:6.1f}  PSS {total['pss']:6.1f}  anon {total['anon']:6.1f}",
          flush=True)
    return total


def start_engine(app_dir: Path | None) -> Engine:
    """`meetdesk engine`, with ``app_dir`` first on its PYTHONPATH (this process's and the clients' stay)."""
    saved = os.environ.get("PYTHONPATH")
    if app_dir is not None:
        os.environ["PYTHONPATH"] = os.pathsep.join([str(app_dir)] + [x for x in [saved] if x])
    try:
        return Engine()
    finally:
        if saved is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = saved


async def part_meeting(participants: int, seconds: float, app_dir: Path | None) -> None:
    print(f"\n2. `meetdesk engine` with a {participants}-person MCU meeting (MB; {seconds:.0f} s window)"
          + (f"; the engine runs the code in {app_dir}" if app_dir else ""))
    engine = start_engine(app_dir)
    procs: list[ClientProcess] = []
    try:
        await asyncio.sleep(2.0)
        show("idle, no meeting", snapshot(engine.proc.pid))
        room = await create_meeting(engine.base, "memory")
        await settled(engine.proc.pid)
        show("meeting created, nobody in it", snapshot(engine.proc.pid))
        link = room["links"]["guest_join"]
        for n in range(participants):
            proc = await ClientProcess.start(link, 1, f"P{n + 1}-", senders="packets")
            procs.append(proc)
            await proc.expect("ready")
            engine_rss = rollup(engine.proc.pid)
            print(f"   participant {n + 1} receives video: engine process RSS {engine_rss['rss']:.1f}, "
                  f"anon {engine_rss['anon']:.1f}", flush=True)
        await asyncio.sleep(WARMUP)
        for proc in procs:
            await proc.send("mark", "marked")
        pids = children(engine.proc.pid)
        cpu0 = {child: cpu_seconds(child) for child in pids}
        samples: list[dict[str, dict[str, float]]] = []
        t0 = time.monotonic()
        while time.monotonic() - t0 < seconds:
            await asyncio.sleep(1.0)
            samples.append(snapshot(engine.proc.pid))
        window = time.monotonic() - t0
        busy = {}
        for child in pids:
            try:
                busy[child] = (cpu_seconds(child) - cpu0[child]) / window
            except OSError:
                pass
        last = snapshot(engine.proc.pid, busy)
        engine_rss = [s["engine process"]["rss"] for s in samples]
        print(f"   engine process RSS over the window: min {min(engine_rss):.1f}, median "
              f"{statistics.median(engine_rss):.1f}, max {max(engine_rss):.1f}")
        total = show(f"{participants} participants, end of the window", last)
        reports = [await proc.send("report", "report") for proc in procs]
        fps = [x for r in reports for x in r["fps"]]
        print(f"   (over the window the participants received {min(fps):.1f}-{max(fps):.1f} fps of the composed "
              f"picture)")
        await asyncio.gather(*(proc.quit() for proc in procs))
        procs = []
        await end_meeting(engine, room)
        await settled(engine.proc.pid)
        show("after everyone hung up and the meeting ended", snapshot(engine.proc.pid))
        print(f"\n   {participants}-person MCU meeting: engine process {last['engine process']['rss']:.0f} MB RSS; "
              f"with its children {total['rss']:.0f} MB RSS added up, {total['pss']:.0f} MB PSS", flush=True)
    finally:
        await asyncio.gather(*(proc.quit() for proc in procs), return_exceptions=True)
        engine.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--participants", type=int, default=4)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument("--parts", default="1,2", help="which measurements, e.g. 2")
    p.add_argument("--app-dir", type=Path, help="a source tree's app/ directory, first on the engine's PYTHONPATH")
    args = p.parse_args()
    parts = {int(x) for x in args.parts.split(",")}
    if 1 in parts:
        part_parts()
    app_dir = None
    if args.app_dir is not None:
        app_dir = args.app_dir.resolve()
        if not (app_dir / "meetdesk" / "engine" / "server.py").is_file():
            raise SystemExit(f"memory_bench: {app_dir} has no meetdesk/engine/server.py (pass a tree's app/)")
    if 2 in parts:
        asyncio.run(part_meeting(args.participants, args.seconds, app_dir))

if __name__ == "__main__":
    main()
