"""A long meeting, as a real one goes: does anything grow, slow down or drift over an hour?

    python benchmarks/soak.py --minutes 60 [--cycle 5] [--sample 30]

`meetdesk engine` (its own process, benchmarks/engine_process.py) hosts one meeting; four headless participants
(`meetdesk join --stats`: test card with stamps + beeping tone) join: the meeting composes (MCU). A recording
runs from the moment all four are in until the end. Every ``--cycle`` minutes two of them leave for a minute
(two left: the meeting goes back to peer mode) and join again (MCU again): people leaving and joining, and the
mode switching, all the time. The two others stay for the whole run and are what is measured:

- memory: the engine process's RSS (and its children's: the compositor process), and a steady participant's
  RSS, every ``--sample`` s; reported at the end of the warm-up (the first cycle) and at the end, with the
  growth per hour between them (flat means: within the allocator's noise, a few MB);
- frames: the steady participants' received video fps per second (`stats` lines), the median and the 1st
  percentile per cycle; stalls: runs of seconds with no frame after the first picture (a stall over a second
  shows as two or more seconds in a row at 0 fps, or one at 0 between two seconds far under the rate);
- the recording at the end: stopped, downloaded and read with PyAV: first and last packet of each stream (both
  must start at 0 and end together) and its duration against the wall time it ran.

Long: run by hand, never in the suite; the figures go to README.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import av
import httpx

LOG_DIR = Path(tempfile.mkdtemp(prefix="meetdesk-soak-"))   # the participants' stderr, one file each

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_process import API_KEY, MEETDESK, Engine, rss_mb  # noqa: E402


class Joiner:
    """A `meetdesk join --stats` process; its per-second video fps kept as (monotonic time, fps)."""

    def __init__(self, link: str, name: str, seconds: float, api: str) -> None:
        import subprocess

        self.name = name
        # its log (warnings and errors: why a call ended) is kept, named after it, in the soak's log folder
        self.log = LOG_DIR / f"{name.replace(' ', '_')}-{time.strftime('%H%M%S')}.log"
        self.proc = subprocess.Popen([*MEETDESK, "join", link, "--api", api, "--name", name, "--stats",
                                      "--seconds", str(int(seconds))], stdout=subprocess.PIPE,
                                     stderr=self.log.open("w"), text=True)
        self.fps: list[tuple[float, int]] = []
        self.summary = ""
        self.ended_at: float | None = None  # minutes into the soak at which it left by itself
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("stats "):
                fields = dict(part.split("=", 1) for part in line.split()[1:] if "=" in part)
                self.fps.append((time.monotonic(), int(fields.get("video_fps", 0))))
            elif line.startswith("received "):
                self.summary = line.strip()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(20)
        except Exception:
            self.proc.kill()


def stalls(samples: list[tuple[float, int]]) -> list[int]:
    """Lengths (in seconds) of the runs of 0-fps seconds after the first picture."""
    runs, current, seen = [], 0, False
    for _, fps in samples:
        if fps:
            seen = True
            if current:
                runs.append(current)
            current = 0
        elif seen:
            current += 1
    if current:
        runs.append(current)
    return runs


def check_recording(path: Path) -> dict[str, float]:
    first: dict[str, float] = {}
    last: dict[str, float] = {}
    with av.open(str(path)) as container:
        for packet in container.demux():
            if packet.pts is None or packet.stream.type not in ("audio", "video"):
                continue
            t = float(packet.pts * packet.time_base)
            kind = packet.stream.type
            first.setdefault(kind, t)
            last[kind] = max(last.get(kind, t), t)
        duration = container.duration / 1e6 if container.duration else float("nan")
    return {"video_first": first.get("video", float("nan")), "audio_first": first.get("audio", float("nan")),
            "video_last": last.get("video", float("nan")), "audio_last": last.get("audio", float("nan")),
            "file_duration": duration}


async def soak(args: argparse.Namespace) -> int:
    engine = Engine()
    headers = {"Authorization": API_KEY}
    total = args.minutes * 60
    try:
        room = engine.create_room("Soak")
        key = room["access_key"]
        guest = room["links"]["guest_join"]
        steady = [Joiner(key, "Steady One", total + 600, engine.base),   # (they outlast the waits)
                  Joiner(guest, "Steady Two", total + 600, engine.base)]
        churn = [Joiner(guest, f"Churn {i}", total + 120, engine.base) for i in (1, 2)]
        async with httpx.AsyncClient(base_url=engine.base, timeout=30) as http:
            for _ in range(120):   # everyone in (and the meeting composing) before the recording starts
                users = (await http.get(f"/rooms/{key}")).json().get("users") or []
                if len([u for u in users if u.get("online", True)]) >= 4:
                    break
                await asyncio.sleep(1)
            await asyncio.sleep(3)
            r = await http.post(f"/rooms/{key}/recording")
            print(f"recording started: {r.status_code}; the participants' logs in {LOG_DIR}", flush=True)
            rec_started = time.monotonic()
            t0 = time.monotonic()
            samples: list[tuple[float, float, float, float]] = []   # t, engine RSS, its children's, client's
            next_cycle = args.cycle * 60
            while (now := time.monotonic() - t0) < total:
                for j in steady:   # a steady participant never leaves: if it did, say when and why (its log)
                    if j.ended_at is None and j.proc.poll() is not None:
                        j.ended_at = now / 60
                        print(f"{j.name} LEFT at t={j.ended_at:.1f} min (exit {j.proc.returncode}); its log: "
                              f"{j.log}", flush=True)
                engine_rss = rss_mb(engine.proc.pid, children=False)
                samples.append((now, engine_rss, rss_mb(engine.proc.pid) - engine_rss,
                                rss_mb(steady[0].proc.pid)))
                print(f"t={now / 60:5.1f} min engine={engine_rss:.0f} MB children={samples[-1][2]:.0f} MB "
                      f"client={samples[-1][3]:.0f} MB fps={[j.fps[-1][1] if j.fps else '-' for j in steady]}",
                      flush=True)
                if now >= next_cycle and now + 90 < total:   # two leave for a minute: peer mode, then back
                    for j in churn:
                        j.stop()
                    await asyncio.sleep(60)
                    churn = [Joiner(guest, f"Churn {i}", total, engine.base) for i in (1, 2)]
                    next_cycle += args.cycle * 60
                    continue
                await asyncio.sleep(args.sample)
            await http.delete(f"/rooms/{key}/recording")
            recorded = time.monotonic() - rec_started
            room_id = room["room"]["id"]
            rec = None
            for _ in range(60):
                listing = (await http.get(f"/rooms/{room_id}/recordings", headers=headers)).json()
                rec = listing[0] if listing else None
                if rec and rec.get("links", {}).get("download"):
                    break
                await asyncio.sleep(1)
            folder = Path(tempfile.mkdtemp(prefix="soak-"))
            path = folder / "recording.webm"
            async with http.stream("GET", rec["links"]["download"], headers=headers) as reply:
                with path.open("wb") as out:
                    async for chunk in reply.aiter_bytes():
                        out.write(chunk)
        for j in steady + churn:
            j.stop()
    finally:
        engine.stop()

    warm = [s for s in samples if s[0] >= args.cycle * 60] or samples
    hours = max((warm[-1][0] - warm[0][0]) / 3600, 1e-9)
    print("\nmemory (MB): engine warm {:.0f} -> end {:.0f} ({:+.1f} MB/h); compositor {:.0f} -> {:.0f}; "
          "client {:.0f} -> {:.0f} ({:+.1f} MB/h)".format(
              warm[0][1], warm[-1][1], (warm[-1][1] - warm[0][1]) / hours, warm[0][2], warm[-1][2],
              warm[0][3], warm[-1][3], (warm[-1][3] - warm[0][3]) / hours))
    for j in steady:
        rates = [f for _, f in j.fps]
        got = [f for f in rates if f]
        if not got:
            print(f"{j.name}: no frames")
            continue
        q = statistics.quantiles(got, n=100)
        print(f"{j.name}: fps median {statistics.median(got):.0f}, p1 {q[0]:.0f}; stalls (s) "
              f"{sorted(stalls(j.fps), reverse=True)[:5]}; {j.summary}")
        if j.ended_at is not None:
            tail = j.log.read_text(errors="replace").splitlines()[-15:]
            print(f"{j.name} left by itself at {j.ended_at:.1f} min; the end of its log:\n  " + "\n  ".join(tail))
    result = check_recording(path)
    print("recording: video {video_first:.3f}-{video_last:.2f} s, audio {audio_first:.3f}-{audio_last:.2f} s, "
          "file {file_duration:.2f} s".format(**result) + f", list {rec.get('duration')} s, recorded {recorded:.1f} s")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--cycle", type=float, default=5, help="minutes between two leaving and joining again")
    parser.add_argument("--sample", type=float, default=30, help="seconds between memory samples")
    return asyncio.run(soak(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
