"""The engine as users start it (`meetdesk engine`), in its own process, for the benchmarks."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import httpx

API_KEY = "bench_" + "k" * 26
MEETDESK = [sys.executable, "-m", "meetdesk.cli"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int, children: bool = True) -> float:
    """Resident memory of a process and (unless ``children`` is false) of its living child processes."""
    total = float("nan")
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            total = int(line.split()[1]) / 1024
    if children:
        for child in _children(pid):
            try:
                total += rss_mb(child)
            except OSError:
                pass
    return total


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def cpu_seconds(pid: int, children: bool = True) -> float:
    """User + system CPU time of a process (all its threads) so far, from /proc/<pid>/stat, and of its
    living child processes (the MCU's compositor process), unless ``children`` is false."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    total = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime (fields 14, 15)
    if children:
        for child in _children(pid):
            try:
                total += cpu_seconds(child)
            except OSError:  # it ended meanwhile
                pass
    return total


class Engine:
    """`meetdesk engine` on a free port with a fresh data dir and a known API key.

    ``host`` is the address it listens on (and puts in its links); ``prefix`` runs it through another command
    that execs it, e.g. ``["ip", "netns", "exec", "md-srv"]``, so that ``proc.pid`` is still the engine;
    ``allow_targets`` are its ``--allow-target`` ranges (a benchmark whose WHIP endpoint listens on loopback)."""

    def __init__(self, host: str = "127.0.0.1", prefix: list[str] | tuple[str, ...] = (),
                 allow_targets: list[str] | tuple[str, ...] = ()) -> None:
        self.port = free_port()
        self.base = f"http://{host}:{self.port}"
        self.dir = tempfile.mkdtemp(prefix="meetdesk-bench-")
        self.proc = subprocess.Popen(
            [*prefix, *MEETDESK, "engine", "--host", host, "--port", str(self.port), "--data-dir", self.dir,
             "--api-key", API_KEY, *(arg for cidr in allow_targets for arg in ("--allow-target", cidr))],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.proc.stdout.readline()
        if "listening" not in line:
            raise RuntimeError(f"engine did not start: {line}")
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()  # drain: a full pipe would block it

    def create_room(self, name: str) -> dict:
        r = httpx.post(f"{self.base}/rooms", json={"name": name, "user": {"name": "Host"}},
                       headers={"Authorization": API_KEY}, timeout=10)
        r.raise_for_status()
        return r.json()

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(15)
        shutil.rmtree(self.dir, ignore_errors=True)
