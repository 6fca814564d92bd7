"""Does hosting inside the app cost the guests anything? The same three-party meeting, in the same run:

    app     the desktop app (offscreen Qt, its meeting window painting the composed picture) hosts on its
            embedded engine and is in the call; two guests join by its guest link
    engine  `meetdesk engine` in its own process hosts; the same app hosts the meeting on it as a remote
            service (settings: service URL + API key) and is in the call; the same two guests join

    python benchmarks/hosting_bench.py --seconds 30 [--busy 2] [--rounds 1] [--inline]

``--inline`` adds a third part, "inline": the app hosting with the engine on its Qt thread's qasync loop (how
the app hosted before the engine got a thread, then a process of its own), for comparison. The app's CPU counts
its child processes: the engine's process and the compositor.

Three participants put the meeting in MCU mode: every guest receives the composed picture and reads, in each
tile but its own, the test card's stamp (meetdesk.media.synthetic.read_stamp: frame counter and send time;
one machine, one clock). Latency = receive wall clock - send wall clock of each new (source, counter) seen.
Frames received = decoded composed frames per second per guest. ``--busy N`` runs N busy-looping processes
during both parts (a busy machine). Reported: per part the guests' latency p50/p95 and frames/s, the app's
CPU, and the ratios app/engine (target: p95 ratio <= 1.2, frames ratio >= 1/1.2).

The app part runs the app exactly as `meetdesk` does (MeetDeskApp on a qasync loop), in a process of its own
(`hosting_bench.py app-host ...`), driven through its main window's host button.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import av

from meetdesk.client.call import CallSession
from meetdesk.client.rest import join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack, read_stamp

from engine_process import API_KEY, Engine, cpu_seconds  # benchmarks/ is on sys.path when run as a script
from busy import busy_process

WARMUP = 6.0   # s after the last guest's first composed frame before measuring
HERE = Path(__file__).resolve().parent


# ---- the app, in its own process ---------------------------------------------------------------------------

class InlineEngine:
    """The embedded engine on the caller's loop (the Qt thread's qasync loop), as the app hosted before."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self.endpoint = None
        self._stack = None
        self.listeners: list = []   # EmbeddedEngine's: told when its process ends (none here)

    async def start(self):
        import contextlib

        from meetdesk.engine.server import EngineConfig, running_engine
        from meetdesk.ui.hosting import ServiceEndpoint, host_api_key

        if self.endpoint is None:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            config = EngineConfig(data_dir=self.data_dir, api_key=host_api_key(self.data_dir))
            self._stack = contextlib.AsyncExitStack()
            engine = await self._stack.enter_async_context(running_engine(config))
            self.endpoint = ServiceEndpoint(engine.base_url, config.api_key, embedded=True)
        return self.endpoint

    async def stop(self) -> None:
        if self._stack is not None:
            await self._stack.aclose()
        self._stack = self.endpoint = None


def app_host_main(args: argparse.Namespace) -> int:
    """Run MeetDeskApp offscreen, click "Host a meeting", print {"link": guest link} once the host's call is
    connected, then run until a line arrives on stdin (or it closes); shut down as the app does."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MEETDESK_CONFIG_DIR"] = str(Path(args.data_dir) / "config")
    import qasync
    from PySide6.QtWidgets import QApplication

    from meetdesk.ui.app import MeetDeskApp
    from meetdesk.ui.hosting import EmbeddedEngine
    from meetdesk.ui.settings import Settings
    from meetdesk.ui.theme import apply_theme

    app = QApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)
    apply_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    settings = Settings(display_name="App Host", service_url=args.service or "", service_api_key=args.api_key or "")
    engine_class = InlineEngine if args.inline else EmbeddedEngine
    desk = MeetDeskApp(settings, engine_class(Path(args.data_dir) / "engine"), confirm=False, preview=False)
    desk.show()

    async def run() -> None:
        desk.window.host_button.click()
        deadline = time.monotonic() + 60
        while not (desk.meeting is not None and desk.meeting.state == "connected"):
            if time.monotonic() > deadline:
                raise RuntimeError("the app's call did not connect")
            await asyncio.sleep(0.05)
        desk.meeting_window.resize(1280, 780)
        print(json.dumps({"link": desk.meeting.guest_link, "pid": os.getpid()}), flush=True)
        await loop.run_in_executor(None, sys.stdin.readline)
        painted = desk.meeting_window.video.frames_painted
        await asyncio.wait_for(desk.shutdown(), 30)
        print(json.dumps({"painted": painted}), flush=True)

    with loop:
        loop.run_until_complete(run())
    return 0


class AppProcess:
    def __init__(self, data_dir: str, service: str | None = None, inline: bool = False) -> None:
        command = [sys.executable, str(Path(__file__).resolve()), "app-host", "--data-dir", data_dir]
        if inline:
            command.append("--inline")
        if service:
            command += ["--service", service, "--api-key", API_KEY]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   PYTHONPATH=os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]))
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        line = self.proc.stdout.readline()
        if not line.startswith("{"):
            self.proc.kill()
            raise RuntimeError(f"the app did not host: {line!r}")
        self.link = json.loads(line)["link"]

    def quit(self) -> dict[str, Any]:
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
            self.proc.wait(40)
            return json.loads(line) if line.startswith("{") else {}
        finally:
            if self.proc.poll() is None:
                self.proc.kill()


# ---- the guests --------------------------------------------------------------------------------------------

class Guest:
    """A participant sending a stamped test card, reading the stamps of the others' tiles."""

    def __init__(self, link: str, name: str) -> None:
        self.link, self.name = link, name
        self.session: CallSession | None = None
        self.client: Any = None
        self.measuring = False
        self.composed_seen = asyncio.Event()
        self.frames = 0
        self.latencies: list[float] = []
        self._seen: set[tuple[str, int]] = set()

    async def join(self) -> None:
        self.client, meeting = await join_from_link(self.link, self.name)
        # 16:9: the app's own room is widescreen, and a 4:3 card's stamp strip left its tile there
        self.session = CallSession(meeting, self.name, TestCardTrack(640, 360, 30, label=self.name), ToneTrack(),
                                   on_video_frame=self.on_frame)
        await self.session.start()

    def on_frame(self, frame: av.VideoFrame) -> None:
        now_ms = time.time() * 1000
        sources = self.session.sources if self.session is not None else None
        if not sources or frame.width < 1000:   # peer video before the meeting went MCU
            return
        self.composed_seen.set()
        if not self.measuring:
            return
        self.frames += 1
        src, vsrc, dims = sources.get("src") or [], sources.get("vsrc") or [], sources.get("dims") or []
        own = self.session.client_id
        for index, rect in zip(vsrc, dims):
            if not isinstance(index, int) or not 0 <= index < len(src) or src[index] == own:
                continue
            stamp = read_stamp(frame, (rect["x"], rect["y"], rect["w"], rect["h"]))
            if stamp is not None and (src[index], stamp[0]) not in self._seen:
                self._seen.add((src[index], stamp[0]))
                self.latencies.append(now_ms - stamp[1])

    async def close(self) -> None:
        if self.session is not None:
            await self.session.hangup()
        if self.client is not None:
            await self.client.aclose()


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


async def measure_part(label: str, link: str, app_pid: int, seconds: float) -> dict[str, Any]:
    guests = [Guest(link, "Guest A"), Guest(link, "Guest B")]
    for guest in guests:
        await guest.join()
    try:
        await asyncio.wait_for(asyncio.gather(*(g.composed_seen.wait() for g in guests)), 30)
        await asyncio.sleep(WARMUP)
        cpu0, t0 = cpu_seconds(app_pid), time.perf_counter()
        for guest in guests:
            guest.measuring = True
        await asyncio.sleep(seconds)
        for guest in guests:
            guest.measuring = False
        elapsed = time.perf_counter() - t0
        app_cpu = (cpu_seconds(app_pid) - cpu0) / elapsed * 100
    finally:
        for guest in guests:
            await guest.close()
    latencies = [v for g in guests for v in g.latencies]
    return {"part": label, "p50": percentile(latencies, 0.5), "p95": percentile(latencies, 0.95),
            "samples": len(latencies), "fps": statistics.mean(g.frames / elapsed for g in guests),
            "app_cpu": app_cpu}


async def run_app_part(seconds: float, inline: bool = False) -> dict[str, Any]:
    folder = tempfile.mkdtemp(prefix="meetdesk-hostbench-app-")
    app = AppProcess(folder, inline=inline)
    try:
        result = await measure_part("inline" if inline else "app", app.link, app.proc.pid, seconds)
    finally:
        result_quit = app.quit()
        shutil.rmtree(folder, ignore_errors=True)
    result["painted"] = result_quit.get("painted")
    return result


async def run_engine_part(seconds: float) -> dict[str, Any]:
    engine = Engine()
    folder = tempfile.mkdtemp(prefix="meetdesk-hostbench-remote-")
    try:
        app = AppProcess(folder, service=engine.base)
        try:
            result = await measure_part("engine", app.link, app.proc.pid, seconds)
        finally:
            result_quit = app.quit()
    finally:
        engine.stop()
        shutil.rmtree(folder, ignore_errors=True)
    result["painted"] = result_quit.get("painted")
    return result


def start_busy(count: int) -> list[subprocess.Popen]:
    return [busy_process() for _ in range(count)]


async def bench(args: argparse.Namespace) -> None:
    busy = start_busy(args.busy)
    rows: list[dict[str, Any]] = []
    try:
        for _ in range(args.rounds):   # alternate, so a drift of the machine's load hits both parts
            rows.append(await run_app_part(args.seconds))
            rows.append(await run_engine_part(args.seconds))
            if args.inline:
                rows.append(await run_app_part(args.seconds, inline=True))
    finally:
        for proc in busy:
            proc.terminate()
            proc.wait()
    print(f"{'hosted by':<10}{'p50 ms':>9}{'p95 ms':>9}{'frames/s':>10}{'samples':>9}{'app CPU %':>11}"
          f"{'painted':>9}")
    for row in rows:
        print(f"{row['part']:<10}{row['p50']:>9.1f}{row['p95']:>9.1f}{row['fps']:>10.1f}{row['samples']:>9}"
              f"{row['app_cpu']:>11.0f}{row['painted'] or 0:>9}")
    app_rows = [r for r in rows if r["part"] == "app"]
    engine_rows = [r for r in rows if r["part"] == "engine"]
    p95_ratio = statistics.median(r["p95"] for r in app_rows) / statistics.median(r["p95"] for r in engine_rows)
    fps_ratio = statistics.median(r["fps"] for r in app_rows) / statistics.median(r["fps"] for r in engine_rows)
    print(f"busy processes: {args.busy}, cores: {os.cpu_count()}")
    print(f"ratio app/engine: p95 latency {p95_ratio:.2f} (target <= 1.2), frames received {fps_ratio:.2f} "
          f"(target >= {1 / 1.2:.2f})")
    inline_rows = [r for r in rows if r["part"] == "inline"]
    if inline_rows:
        inline_ratio = statistics.median(r["p95"] for r in inline_rows) / statistics.median(
            r["p95"] for r in engine_rows)
        print(f"ratio inline/engine: p95 latency {inline_ratio:.2f} (the engine on the Qt thread)")
    if args.json:
        print(json.dumps({"rows": rows, "p95_ratio": p95_ratio, "fps_ratio": fps_ratio, "busy": args.busy}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command")
    host = sub.add_parser("app-host", help="(internal) the app hosting, in its own process")
    host.add_argument("--data-dir", required=True)
    host.add_argument("--service")
    host.add_argument("--api-key")
    host.add_argument("--inline", action="store_true")
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--busy", type=int, default=0, help="busy-looping processes during the run")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--inline", action="store_true", help="also the app with the engine on its Qt thread")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.command == "app-host":
        sys.exit(app_host_main(args))
    asyncio.run(bench(args))


if __name__ == "__main__":
    main()
