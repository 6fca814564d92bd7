"""How fresh is the host's own window? The real app hosts (offscreen Qt, its meeting window painting), headless
`meetdesk join` guests join its invite (subprocesses sending stamped test cards), in one run:

    1 guest            peer mode: the host's window shows the guest's card whole
    3 guests           composed (MCU): the host's window shows the picture with the guests' tiles
    1 guest + busy     the same with one busy-looping process beside it (a laptop doing other work)
    3 guests + busy

    python benchmarks/host_view.py [--seconds 30] [--parts 1,3,1b,3b] [--rounds 1] [--json]

The host's displayed delay: the benchmark hooks the meeting window's VideoView.paintEvent (in the app process
of this benchmark only): each time a new picture is about to be painted it notes the wall clock and copies the
luma of the stamp strip of every guest's tile (in peer mode the whole picture; in the composed one the tiles the
last sepp source_update places, scaled to the picture as painted). After the run the stamps are decoded
(meetdesk.media.synthetic.read_stamp with the region) and each (guest, frame counter) counts once, at its first
paint: delay = paint wall clock - the card's send wall clock (one machine, one clock). Reported p50/p95/max.

The guests' own latency: each guest's last line (`received ... latency_ms_p50=.. latency_ms_p95=..`): in peer
mode the host's card read whole, composed their own tile (`tile=own`), over the guest's whole call.

The app's UDP socket backlog: Recv-Q of the app process's UDP sockets (`ss -uanp`, its pid; the engine's
process beside it) sampled every 0.5 s while measuring; max and mean of the sum per sample, and the kernel's
drops on them (/proc/net/udp, by inode). Targets (issue 40): the host's p95 <= 1.5x the guests' p95 and
< 400 ms with 3 guests and a busy process on this 2-core machine; no backlog.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from busy import busy_process

HERE = Path(__file__).resolve().parent
WARMUP = 6.0         # s after every guest reads its figure in the mode of the part
STRIP_FROM = 27      # of 30 grid rows: the stamp is in the last 2 (media/synthetic.py)


# ---- the app, in its own process -------------------------------------------------------------------------

def card_in_tile(tile: tuple[int, int, int, int], aspect: float = 4 / 3) -> tuple[int, int, int, int]:
    """Where a 4:3 card sits letterboxed in a tile of another shape (as client/join_tiles.py's; copied so that
    an older tree measured with --app-dir runs this benchmark's hook too)."""
    x, y, w, h = tile
    if w / h > aspect:
        width = min(w, round(h * aspect))
        return x + (w - width) // 2, y, width, h
    height = min(h, round(w / aspect))
    return x, y + (h - height) // 2, w, height


class PaintRecorder:
    """Hooked into one VideoView's paintEvent: copies the guests' stamp strips of each new picture."""

    def __init__(self, view, meeting) -> None:
        self.view, self.meeting = view, meeting
        self.active = False
        self.samples: list[tuple[float, str, np.ndarray, int]] = []   # (paint ms, label, strip, full tile height)
        self.paints = 0
        from PySide6.QtCore import QEvent, QObject

        recorder = self

        class PaintFilter(QObject):
            """Sees the view's paint event just before its paintEvent runs."""

            def eventFilter(self, watched, event):   # noqa: N802 - Qt's name
                if event.type() == QEvent.Paint and recorder.active and view._image_fresh \
                        and view._image is not None:
                    recorder.capture(view._image, view.source_size())
                return False

        self._filter = PaintFilter(view)
        view.installEventFilter(self._filter)

    def regions(self, image_w: int, image_h: int, source_w: int, source_h: int) -> list[tuple[str, tuple]]:
        call = self.meeting.call
        if call is None or source_w <= 0:
            return []
        if call.sfu_mode:   # peer mode: the other's card is the picture
            return [("peer", (0, 0, image_w, image_h))]
        sources = call.sources or {}
        src, vsrc, dims = sources.get("src") or [], sources.get("vsrc") or [], sources.get("dims") or []
        own = call.client_id.split("@", 1)[0]
        sx, sy = image_w / source_w, image_h / source_h
        out = []
        for position, index in enumerate(vsrc):
            if not isinstance(index, int) or not 0 <= index < len(src) or position >= len(dims):
                continue
            cid = str(src[index]).split("@", 1)[0]
            if cid == own:
                continue
            r = dims[position]
            x, y, w, h = round(r["x"] * sx), round(r["y"] * sy), round(r["w"] * sx), round(r["h"] * sy)
            # (a tile on the right or bottom edge may reach a pixel past the picture by rounding: kept, clipped)
            w, h = min(w, image_w - x), min(h, image_h - y)
            if w > 0 and h > 0:
                out.append((cid, (x, y, w, h)))
        return out

    def capture(self, image, source) -> None:
        now_ms = time.time() * 1000
        self.paints += 1
        w, h = image.width(), image.height()
        bits = image.constBits()
        pixels = np.frombuffer(bits, dtype=np.uint8, count=image.sizeInBytes()).reshape(h, image.bytesPerLine())
        for label, tile in self.regions(w, h, source.width(), source.height()):
            # the card fills the tile, or is letterboxed in it (a 4:3 card in a 16:9 tile): both are copied
            for x, y, tw, th in {tile, card_in_tile(tile)}:
                top = y + th * STRIP_FROM // 30
                strip = pixels[top:y + th, x * 4 + 1:(x + tw) * 4:4].copy()   # the G byte of BGRA: luma enough
                self.samples.append((now_ms, label, strip, th))

    def results(self) -> dict[str, Any]:
        from meetdesk.media.synthetic import read_stamp

        seen: dict[tuple[str, int], float] = {}
        unread = 0
        for paint_ms, label, strip, tile_h in self.samples:
            luma = np.zeros((tile_h, strip.shape[1]), dtype=np.uint8)
            luma[tile_h - strip.shape[0]:] = strip
            stamp = read_stamp(luma)
            if stamp is None:
                unread += 1
                continue
            key = (label, stamp[0])
            if key not in seen:
                seen[key] = paint_ms - stamp[1]
        delays = sorted(seen.values())
        return {"delays": delays, "paints": self.paints, "captured": len(self.samples), "unread": unread,
                "tiles": sorted({label for label, _ in seen})}


def app_host_main(args: argparse.Namespace) -> int:
    """Run MeetDeskApp offscreen, click "Host a meeting", print {"link", "pid", "engine_pid", ...} once the host's
    call is connected (also the app's engine's "base_url" and "api_key", the meeting's "access_key" and "room_id",
    the engine's log: what benchmarks/soak.py --host-app drives the meeting's recording with); then per stdin
    line: "start" (record paints), "stop" (print the host's figures), "state" (the host's call's state, resumes
    and the engine's pid), "quit"."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MEETDESK_CONFIG_DIR"] = str(Path(args.data_dir) / "config")
    import qasync
    from PySide6.QtWidgets import QApplication

    from meetdesk.ui.app import MeetDeskApp
    from meetdesk.ui.hosting import EmbeddedEngine
    try:   # the call on a thread of its own as in the app (ui/controllers/meeting.py OWN_CALL_THREAD); 0: the Qt thread's
        from meetdesk.ui.controllers import meeting as meeting_module
        meeting_module.OWN_CALL_THREAD = os.environ.get("MEETDESK_CALL_THREAD", "1") == "1"
    except (ImportError, AttributeError):   # an older tree (--app-dir): its own way
        pass
    from meetdesk.ui.settings import Settings
    from meetdesk.ui.theme import apply_theme

    app = QApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)
    apply_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    settings = Settings(display_name="App Host")
    engine = EmbeddedEngine(Path(args.data_dir) / "engine")
    desk = MeetDeskApp(settings, engine, confirm=False, preview=False)
    desk.show()

    def engine_pid() -> int | None:
        return getattr(getattr(engine, "_process", None), "pid", None)

    def state() -> dict[str, Any]:
        """The host's meeting's state (connected, reconnecting, ended; None: no meeting any more), its call's,
        the call's resumes so far and the engine's pid (another after a restart)."""
        meeting = desk.meeting
        call = getattr(meeting, "call", None)
        return {"meeting_state": getattr(meeting, "state", None),
                "call_state": call.state if call is not None else None,
                "resumes": call.resumes if call is not None else None, "engine_pid": engine_pid()}

    async def run() -> None:
        desk.window.host_button.click()
        deadline = time.monotonic() + 90
        while not (desk.meeting is not None and desk.meeting.state == "connected"):
            if time.monotonic() > deadline:
                raise RuntimeError("the app's call did not connect")
            await asyncio.sleep(0.05)
        desk.meeting_window.resize(1280, 780)
        recorder = PaintRecorder(desk.meeting_window.video, desk.meeting)
        meeting = desk.meeting
        endpoint = getattr(engine, "endpoint", None)   # (an older tree, --app-dir: what it has)
        room = getattr(getattr(meeting, "meeting", None), "room", None)
        print(json.dumps({"link": meeting.guest_link, "pid": os.getpid(), "engine_pid": engine_pid(),
                          "base_url": getattr(endpoint, "base_url", None),
                          "api_key": getattr(endpoint, "api_key", None),
                          "access_key": getattr(meeting, "access_key", None), "room_id": getattr(room, "id", None),
                          "engine_log": str(getattr(engine, "log_path", ""))}), flush=True)
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
            if line == "start":
                recorder.active = True
                print(json.dumps({"started": True}), flush=True)
            elif line == "stop":
                recorder.active = False
                result = recorder.results()
                result["view"] = desk.meeting_window.video.stats()
                result.update(state())
                recorder.samples.clear()
                print(json.dumps(result), flush=True)
            elif line == "state":
                print(json.dumps(state()), flush=True)
            else:
                break
        await asyncio.wait_for(desk.shutdown(), 30)

    with loop:
        loop.run_until_complete(run())
    return 0


APP_DIR: str | None = None   # --app-dir: another tree's code for the app (the guests always run this tree's)


def child_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, **extra)
    if APP_DIR:
        env["PYTHONPATH"] = os.pathsep.join([APP_DIR, env.get("PYTHONPATH", "")])
    return env


class AppProcess:
    """The app hosting (``app-host``) in a process of its own; ``stderr``: where its log goes (a file), else
    this process's stderr. ``hello``: the first line it printed (app_host_main)."""

    def __init__(self, data_dir: str, stderr: Any = None) -> None:
        command = [sys.executable, str(Path(__file__).resolve()), "app-host", "--data-dir", data_dir]
        env = child_env(QT_QPA_PLATFORM="offscreen")
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                     text=True, env=env)
        line = self.proc.stdout.readline()
        if not line.startswith("{"):
            self.proc.kill()
            raise RuntimeError(f"the app did not host: {line!r}")
        hello = self.hello = json.loads(line)
        self.link, self.pid, self.engine_pid = hello["link"], hello["pid"], hello.get("engine_pid")

    def ask(self, command: str) -> dict[str, Any]:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        return json.loads(line) if line.startswith("{") else {}

    def quit(self) -> None:
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            self.proc.wait(40)
        except (OSError, subprocess.TimeoutExpired):
            pass
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()


# ---- the guests ----------------------------------------------------------------------------------------

LATENCY = re.compile(r"^stats .* latency_ms=(\d+)", re.M)
SUMMARY = re.compile(r"latency_ms_p50=(\d+) latency_ms_p95=(\d+)")


class GuestProcess:
    """`meetdesk join LINK --name NAME --stats`, read line by line on a thread of its own."""

    def __init__(self, link: str, name: str) -> None:
        import threading

        self.name = name
        self.proc = subprocess.Popen([sys.executable, "-m", "meetdesk.cli", "join", link, "--name", name, "--stats",
                                      "--size", "640x360"],   # the app's meeting is widescreen: uncropped cards
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def reading(self, composed: bool) -> bool:
        """Its last stats line has a figure (composed: read in its own tile)."""
        stats = [line for line in self.lines[-3:] if line.startswith("stats ")]
        return bool(stats) and "latency_ms=" in stats[-1] and (not composed or "tile=own" in stats[-1])

    def finish(self) -> dict[str, Any]:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.reader.join(5)
        summary = next((line for line in reversed(self.lines) if line.startswith("received ")), "")
        match = SUMMARY.search(summary)
        return {"name": self.name, "p50": float(match.group(1)) if match else float("nan"),
                "p95": float(match.group(2)) if match else float("nan"), "summary": summary}


# ---- the app's socket backlog ------------------------------------------------------------------------------

def udp_backlog(pids: set[int]) -> dict[int, int]:
    """Recv-Q summed over the UDP sockets of each pid (ss -uanp)."""
    out = subprocess.run(["ss", "-uanp"], capture_output=True, text=True).stdout
    totals = {pid: 0 for pid in pids}
    for line in out.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 2:
            continue
        for pid in map(int, re.findall(r"pid=(\d+)", line)):
            if pid in totals:
                totals[pid] += int(fields[1])
    return totals


def udp_drops(pid: int) -> int:
    """The kernel's drops on the pid's UDP sockets (/proc/net/udp's last column, by socket inode)."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        return 0
    drops = 0
    for table in ("/proc/net/udp", "/proc/net/udp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            fields = row.split()
            if len(fields) >= 13 and fields[9] in inodes:
                drops += int(fields[12])
    return drops


# ---- one part --------------------------------------------------------------------------------------------

def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def run_part(guests_n: int, busy: bool, seconds: float) -> dict[str, Any]:
    folder = tempfile.mkdtemp(prefix="meetdesk-hostview-")
    busy_proc = busy_process() if busy else None
    app = guests = None
    try:
        app = AppProcess(folder)
        guests = [GuestProcess(app.link, f"Guest {i + 1}") for i in range(guests_n)]
        composed = guests_n >= 2
        deadline = time.monotonic() + 90
        while not all(g.reading(composed) for g in guests):
            if time.monotonic() > deadline:
                for g in guests:
                    Path(f"/tmp/host_view-{g.name.replace(' ', '')}-failed.log").write_text("\n".join(g.lines))
                raise RuntimeError("the guests did not read their figures: "
                                   + " | ".join(g.lines[-1] if g.lines else "-" for g in guests))
            time.sleep(0.5)
        time.sleep(WARMUP)
        pids = {app.pid} | ({app.engine_pid} if app.engine_pid else set())
        drops0 = udp_drops(app.pid)
        app.ask("start")
        backlog: list[dict[int, int]] = []
        t_end = time.monotonic() + seconds
        while time.monotonic() < t_end:
            backlog.append(udp_backlog(pids))
            time.sleep(0.5)
        host = app.ask("stop")
        drops = udp_drops(app.pid) - drops0
        guest_rows = [g.finish() for g in guests]
        for g in guests:
            Path(f"/tmp/host_view-{g.name.replace(' ', '')}-{guests_n}{'b' if busy else ''}.log").write_text(
                "\n".join(g.lines) + "\n")
    finally:
        for g in guests or []:
            if g.proc.poll() is None:
                g.proc.kill()
        if app is not None:
            app.quit()
        if busy_proc is not None:
            busy_proc.terminate()
            busy_proc.wait()
        shutil.rmtree(folder, ignore_errors=True)
    app_q = [sample.get(app.pid, 0) for sample in backlog]
    engine_q = [sample.get(app.engine_pid, 0) for sample in backlog] if app.engine_pid else []
    delays = host.get("delays") or []
    return {"part": f"{guests_n} guest{'s' if guests_n > 1 else ''}{' + busy' if busy else ''}",
            "host_p50": percentile(delays, 0.5), "host_p95": percentile(delays, 0.95),
            "host_max": max(delays) if delays else float("nan"), "host_samples": len(delays),
            "paints_per_s": host.get("paints", 0) / seconds, "unread": host.get("unread"),
            "resumes": host.get("resumes"), "view": host.get("view"), "call_state": host.get("call_state"),
            "guests_p50": statistics.median(g["p50"] for g in guest_rows),
            "guests_p95": statistics.median(g["p95"] for g in guest_rows),
            "guests": guest_rows, "app_recvq_max": max(app_q, default=0),
            "app_recvq_mean": statistics.mean(app_q) if app_q else 0.0,
            "engine_recvq_max": max(engine_q, default=0), "app_udp_drops": drops,
            "load": os.getloadavg()[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command")
    host = sub.add_parser("app-host", help="(internal) the app hosting, in its own process")
    host.add_argument("--data-dir", required=True)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--parts", default="1,3,1b,3b", help="guests per part, 'b' for a busy process beside")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--app-dir", default=None,
                        help="also measure another tree's code (its app/ folder, e.g. a worktree of the commit "
                             "before a change), interleaved with this tree's, part by part")
    args = parser.parse_args()
    if args.command == "app-host":
        sys.exit(app_host_main(args))
    global APP_DIR
    rows = []
    trees = [None] + ([str(Path(args.app_dir).resolve())] if args.app_dir else [])
    for _ in range(args.rounds):
        for part in args.parts.split(","):
            for tree in trees:
                APP_DIR = tree
                row = run_part(int(part.rstrip("b")), part.endswith("b"), args.seconds)
                row["tree"] = "other" if tree else "this"
                if args.app_dir:
                    row["part"] += " (other)" if tree else " (this)"
                rows.append(row)
                print(json.dumps({k: v for k, v in row.items() if k != "guests"}), file=sys.stderr, flush=True)
    print(f"{'part':<24}{'host p50':>9}{'p95':>7}{'max':>7}{'n':>6}{'paints/s':>9}{'guests p50':>11}{'p95':>7}"
          f"{'p95 ratio':>10}{'app Recv-Q max/mean':>21}{'drops':>7}{'engine Q':>9}{'load':>6}")
    for r in rows:
        ratio = r["host_p95"] / r["guests_p95"] if r["guests_p95"] else float("nan")
        print(f"{r['part']:<24}{r['host_p50']:>9.0f}{r['host_p95']:>7.0f}{r['host_max']:>7.0f}{r['host_samples']:>6}"
              f"{r['paints_per_s']:>9.1f}{r['guests_p50']:>11.0f}{r['guests_p95']:>7.0f}{ratio:>10.2f}"
              f"{r['app_recvq_max']:>12}/{r['app_recvq_mean']:<8.0f}{r['app_udp_drops']:>7}"
              f"{r['engine_recvq_max']:>9}{r['load']:>6.1f}")
    print(f"cores: {os.cpu_count()}; target: 3 guests + busy: host p95 <= 1.5x guests' p95 and < 400 ms; "
          f"no backlog")
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
