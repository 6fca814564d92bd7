"""Time from `meetdesk LINK` to the first remote video frame painted in the app.

    python benchmarks/ui_first_frame.py --trials 10            # QT_QPA_PLATFORM=offscreen
    python benchmarks/ui_first_frame.py --trials 10 --xvfb     # also under xvfb-run with the xcb platform

An engine process (`meetdesk engine`) serves the meeting. Per trial: a new room created with the API key, a
headless peer (`meetdesk join <guest link> --name Peer`) in the call, then the real app process
`meetdesk <host gui link>` (the host's access-key link: no guest-name dialog). The app runs with
MEETDESK_TRACE_FIRST_FRAME=<launch wall-clock time> and prints `<event> <ms since launch>` lines:
main_window_shown, meeting_joined (REST join done, meeting window built), call_connected (call accepted) and
first_remote_frame_painted (end of the remote video widget's first paintEvent with a real frame). The app is
then stopped with SIGTERM and must exit with status 0.
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time


from engine_process import MEETDESK, Engine  # benchmarks/ is on sys.path when run as a script

EVENTS = ("main_window_shown", "meeting_joined", "call_connected", "first_remote_frame_painted")


def start_peer(link: str) -> subprocess.Popen:
    """`meetdesk join` as the other participant; returns once it is in the call."""
    proc = subprocess.Popen(MEETDESK + ["join", link, "--name", "Peer"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        if "call_accepted" in line:
            threading.Thread(target=proc.stdout.read, daemon=True).start()
            return proc
    proc.kill()
    raise RuntimeError("peer did not get into the call")


def stop(proc: subprocess.Popen, timeout: float = 15) -> int:
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return -999


def run_app(link: str, platform: str, timeout: float = 30) -> tuple[dict[str, float], int]:
    """Launch the app on the link; return (event -> ms since launch, exit status after SIGTERM)."""
    home = tempfile.mkdtemp(prefix="meetdesk-app-")
    env = dict(os.environ, MEETDESK_CONFIG_DIR=f"{home}/config", MEETDESK_DATA_DIR=f"{home}/data",
               MEETDESK_INSTANCE_NAME=f"meetdesk-bench-{os.getpid()}-{time.monotonic_ns()}",
               PYTHONUNBUFFERED="1")
    command = MEETDESK + [link]
    if platform == "xcb":
        env["QT_QPA_PLATFORM"] = "xcb"
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"] + command
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["MEETDESK_TRACE_FIRST_FRAME"] = repr(time.time())
    proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            start_new_session=True)
    events: dict[str, float] = {}
    done = threading.Event()

    def read() -> None:
        for line in proc.stdout:
            parts = line.split()
            if len(parts) == 2 and parts[0] in EVENTS:
                events[parts[0]] = float(parts[1])
                if parts[0] == "first_remote_frame_painted":
                    done.set()
        done.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    done.wait(timeout)
    time.sleep(0.3)   # a few more painted frames: SIGTERM during a live call, not only right at the start
    if platform == "xcb":   # xvfb-run is a shell script: signal the app itself
        app = subprocess.run(["pgrep", "-s", str(proc.pid), "-f", "^" + " ".join(MEETDESK)],
                             capture_output=True, text=True).stdout.split()   # not xvfb-run, whose args match too
        for pid in app:
            os.kill(int(pid), signal.SIGTERM)
        try:
            status = proc.wait(15)   # xvfb-run returns the app's exit status
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            status = -999
    else:
        status = stop(proc)
    reader.join(2)
    shutil.rmtree(home, ignore_errors=True)
    return events, status


def summary(values: list[float]) -> str:
    v = sorted(values)
    if not v:
        return "no data"
    return (f"median {statistics.median(v):6.0f}  p90 {v[int(round(0.9 * (len(v) - 1)))]:6.0f}  "
            f"min {v[0]:6.0f}  max {v[-1]:6.0f}  (n={len(v)})")


def bench(engine: Engine, platform: str, trials: int) -> bool:
    rows: dict[str, list[float]] = {e: [] for e in EVENTS}
    ok = True
    print(f"\n== platform {platform}: {trials} trials (ms since `meetdesk LINK` was launched)", flush=True)
    for i in range(trials):
        room = engine.create_room(f"first-frame-{platform}-{i}")
        peer = start_peer(room["links"]["guest_join"])
        try:
            events, status = run_app(room["links"]["gui"], platform)
        finally:
            stop(peer)
        for event, ms in events.items():
            rows[event].append(ms)
        painted = events.get("first_remote_frame_painted")
        ok &= painted is not None and status == 0
        print(f"trial {i + 1:2d}: " + "  ".join(f"{e}={events.get(e, float('nan')):.0f}" for e in EVENTS)
              + f"  exit={status}", flush=True)
    print(f"-- {platform} summary (ms since launch)")
    for event in EVENTS:
        print(f"  {event:28s} {summary(rows[event])}")
    stages = [(a, b) for a, b in zip(EVENTS, EVENTS[1:])]
    for a, b in stages:
        deltas = [y - x for x, y in zip(rows[a], rows[b])] if len(rows[a]) == len(rows[b]) else []
        print(f"  {a} -> {b:28s} {summary(deltas)}")
    return ok


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--trials", type=int, default=10)
    p.add_argument("--xvfb", action="store_true", help="also run under xvfb-run with QT_QPA_PLATFORM=xcb")
    p.add_argument("--only-xvfb", action="store_true", help="run only under xvfb-run")
    args = p.parse_args()
    engine = Engine()
    ok = True
    try:
        if not args.only_xvfb:
            ok &= bench(engine, "offscreen", args.trials)
        if args.xvfb or args.only_xvfb:
            if shutil.which("xvfb-run") is None:
                print("xvfb-run not installed: skipping the xcb run")
            else:
                ok &= bench(engine, "xcb", args.trials)
    finally:
        engine.stop()
    print("\nall trials painted a remote frame and exited 0 on SIGTERM" if ok else "\nSOME TRIALS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
