"""Cold start of the frozen app to its main window painted, and the size of the build and the bundle.

    packaging/build-linux && python benchmarks/frozen_startup.py --trials 10
    python benchmarks/frozen_startup.py --trials 10 --also-source      # and `python -m meetdesk.cli` alike
    python benchmarks/frozen_startup.py --importtime                     # where the import time goes

Each trial launches `dist/meetdesk/meetdesk` (no link) on one Xvfb server (QT_QPA_PLATFORM=xcb) with fresh
settings and MEETDESK_TRACE_FIRST_FRAME=<launch wall-clock time>; the app prints `main_window_shown <ms>` (the
window shown, the loop running) and `main_window_painted <ms>` (its first paint done). Then SIGTERM; it must
exit 0. "Cold" means a new process each time (no running instance to hand over to); the bundle's files stay
in the page cache between trials (the caches are not dropped: the machine is shared), so trial 1 is the only
one that may read them from disk.
"""
from __future__ import annotations

import argparse
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

ROOT = Path(__file__).resolve().parent.parent
BINARY = ROOT / "dist" / "meetdesk" / "meetdesk"
EVENTS = ("main_window_shown", "main_window_painted")


def start_xvfb() -> tuple[subprocess.Popen, str]:
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return xvfb, ":" + xvfb.stdout.readline().strip()


def launch(command: list[str], display: str, timeout: float = 30) -> tuple[dict[str, float], int]:
    home = tempfile.mkdtemp(prefix="meetdesk-start-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("VIRTUAL_ENV")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", MEETDESK_CONFIG_DIR=f"{home}/config",
               MEETDESK_DATA_DIR=f"{home}/data", PYTHONUNBUFFERED="1",
               MEETDESK_INSTANCE_NAME=f"meetdesk-start-{os.getpid()}-{time.monotonic_ns()}")
    env["MEETDESK_TRACE_FIRST_FRAME"] = repr(time.time())
    proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    events: dict[str, float] = {}
    deadline = time.monotonic() + timeout
    while "main_window_painted" not in events and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        parts = line.split()
        if len(parts) == 2 and parts[0] in EVENTS:
            events[parts[0]] = float(parts[1])
    proc.send_signal(signal.SIGTERM)
    try:
        status = proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        status = -999
    shutil.rmtree(home, ignore_errors=True)
    return events, status


def summary(values: list[float]) -> str:
    v = sorted(values)
    if not v:
        return "no data"
    return f"median {statistics.median(v):6.0f} ms  min {v[0]:6.0f}  max {v[-1]:6.0f}  (n={len(v)})"


def bench(name: str, command: list[str], display: str, trials: int) -> bool:
    rows: dict[str, list[float]] = {e: [] for e in EVENTS}
    ok = True
    print(f"\n== {name}: {' '.join(command)}", flush=True)
    for i in range(trials):
        events, status = launch(command, display)
        for event, ms in events.items():
            rows[event].append(ms)
        ok &= "main_window_painted" in events and status == 0
        print(f"trial {i + 1:2d}: " + "  ".join(f"{e}={events.get(e, float('nan')):.0f}" for e in EVENTS)
              + f"  exit={status}", flush=True)
    for event in EVENTS:
        print(f"  {event:22s} {summary(rows[event])}")
    return ok


def sizes() -> None:
    def du(path: Path) -> int:
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    folder = BINARY.parent
    print(f"dist/meetdesk/: {du(folder) / 2**20:.0f} MiB in {sum(1 for _ in folder.rglob('*'))} files")
    for bundle in sorted((ROOT / "dist").glob("meetdesk-*.tar.gz")):
        print(f"{bundle.relative_to(ROOT)}: {bundle.stat().st_size / 2**20:.0f} MiB")
    internal = folder / "_internal"
    biggest = sorted(((du(p) if p.is_dir() else p.stat().st_size, p.name) for p in internal.iterdir()),
                     reverse=True)[:8]
    print("largest parts: " + ", ".join(f"{name} {size / 2**20:.0f} MiB" for size, name in biggest))


WATCHED = ("meetdesk.ui.app", "asyncio", "shiboken6", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets",
           "httpx", "meetdesk.client", "meetdesk.ui.controllers.join", "meetdesk.ui.views.main_window",
           "meetdesk.ui.theme", "meetdesk.ui.i18n", "qasync")


def importtime(runs: int = 5) -> None:
    """`python -X importtime` of what the app imports before its window shows (cumulative, median of runs;
    each module where it is first imported, so nested ones count inside their importer too)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT / "app") + os.pathsep + env.get("PYTHONPATH", "")
    samples: dict[str, list[int]] = {name: [] for name in WATCHED}
    for _ in range(runs):
        err = subprocess.run([sys.executable, "-X", "importtime", "-c", "import meetdesk.ui.app, qasync"],
                             env=env, capture_output=True, text=True).stderr
        for line in err.splitlines():
            m = re.match(r"import time:\s+\d+ \|\s+(\d+) \|\s+(\S+)$", line)
            if m and m.group(2) in samples:
                samples[m.group(2)].append(int(m.group(1)))
    print(f"\n== import time before the main window (python -X importtime, cumulative ms, median of {runs})")
    for name, values in samples.items():
        if values:
            print(f"  {name:40s} {statistics.median(values) / 1000:7.1f}")
    loaded = subprocess.run([sys.executable, "-c", "import sys, meetdesk.ui.app; print(' '.join(m for m in "
                             "('aiortc', 'av', 'PySide6.QtMultimedia', 'meetdesk.engine.server') "
                             "if m in sys.modules) or 'none')"], env=env, capture_output=True, text=True).stdout
    print(f"  of aiortc, av, QtMultimedia, the engine server, imported at start: {loaded.strip()}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--trials", type=int, default=10)
    p.add_argument("--also-source", action="store_true", help="also time `python -m meetdesk.cli` (not frozen)")
    p.add_argument("--importtime", action="store_true", help="only the import-time breakdown")
    args = p.parse_args()
    if args.importtime:
        importtime()
        return 0
    if not BINARY.is_file():
        print("no frozen build: run packaging/build-linux first", file=sys.stderr)
        return 1
    sizes()
    xvfb, display = start_xvfb()
    try:
        ok = bench("frozen", [str(BINARY)], display, args.trials)
        if args.also_source:
            ok &= bench("from source", [sys.executable, "-m", "meetdesk.cli"], display, args.trials)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    importtime()
    print("\nall trials painted the main window and exited 0 on SIGTERM" if ok else "\nSOME TRIALS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
