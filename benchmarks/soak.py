"""A long meeting, as a real one goes: does anything grow, slow down or drift over an hour?

    python benchmarks/soak.py --minutes 60 [--cycle 5] [--sample 30]

`meetdesk engine` (its own process, benchmarks/engine_process.py) hosts one meeting; four participants join:
the meeting composes (MCU). "Steady" is a headless `meetdesk join --stats --silent` process (a moving test card
with stamps, a silent microphone; it decodes what it receives, as the app does). The three others are MeetDesk's
call client in this process, sending a 320x240 card at 15 fps and counting the video frames they receive
without decoding them (the participants stand for other machines: on this one they share its 2 cores with the
engine, and four decoders of the composed picture starved it); "Sync"'s card turns white whenever its tone
beeps (media/av_sync.py), the others' microphones are silent. A recording runs from the moment all four are in
until the end. Every ``--cycle`` minutes "Churn 1" and "Churn 2" leave for a minute (two left: the meeting goes
back to peer mode) and join again (MCU again): people leaving and joining, and the mode switching, all the
time. "Steady" and "Sync" stay for the whole run and are what is measured:

- memory: the engine process's RSS (and its children's: the compositor process), and a steady participant's
  RSS, every ``--sample`` s; reported at the end of the warm-up (the first cycle) and at the end, with the
  growth per hour between them (flat means: within the allocator's noise, a few MB);
- frames: the video frames per second that reach them (Steady's `stats` lines: decoded; Sync's: whole frames
  received), the median and the 1st percentile; stalls: runs of seconds with no frame after the first picture;
- the recording at the end: stopped, downloaded and read with PyAV: first and last packet of each stream (both
  must start at 0 and end together), its duration against the wall time it ran, the longest gaps between two
  packets of a stream (a stall of the engine shows there, whatever the participants' machines do), and sound
  against picture (Sync's beeps against its flashes, ``av_offsets``) in a 30 s window every ``--cycle`` minutes
  and in the last 30 s.

Long: run by hand, never in the suite; the figures go to docs/benchmarks.md ("Recordings").
"""
from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import av
import httpx

from meetdesk.client.call import CallSession
from meetdesk.engine.media import aiortc_hooks
from meetdesk.media.av_sync import BeepTrack, FlashCardTrack, FlashSchedule, av_offsets
from meetdesk.media.synthetic import TestCardTrack, ToneTrack

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
                                      "--silent", "--seconds", str(int(seconds))], stdout=subprocess.PIPE,
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

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(20)
        except Exception:
            self.proc.kill()


class Guest:
    """A participant in this process (MeetDesk's call client) sending a 320x240 card at 15 fps; the video frames
    that reach it are counted per second (whole encoded frames: not decoded, the shared machine is spared that).
    With a ``schedule`` its card turns white whenever its tone beeps (Sync), otherwise its microphone is silent."""

    def __init__(self, reply: dict, name: str, schedule: FlashSchedule | None = None) -> None:
        self.name = name
        if schedule is not None:
            tracks = (FlashCardTrack(schedule, 320, 240, fps=15, label=name), BeepTrack(schedule))
        else:
            tracks = (TestCardTrack(320, 240, fps=15, label=name), ToneTrack(amplitude=0.0))
        self.session = CallSession(reply, name, *tracks, ice_loopback=True)
        self.session.pc.on("track", self._tap)
        self.fps: list[tuple[float, int]] = []
        self.summary = ""
        self.ended_at: float | None = None
        self._second, self._count = int(time.monotonic()), 0

    @classmethod
    async def join(cls, http: httpx.AsyncClient, room_id: str, name: str,
                   schedule: FlashSchedule | None = None) -> "Guest":
        reply = (await http.post("/rooms", json={"id": room_id, "user": {"name": name}},
                                 headers={"Authorization": API_KEY})).json()
        while not reply["ready"]:
            await asyncio.sleep(0.1)
            reply = (await http.get(f"/rooms/{reply['access_key']}")).json()
        guest = cls(reply, name, schedule)
        await guest.session.start()
        return guest

    def _tap(self, track) -> None:
        if track.kind == "video":
            receiver = aiortc_hooks.receiver_of(self.session.pc, track)
            aiortc_hooks.tap_receiver(receiver, self._frame, lambda packet: None)

    def _frame(self, codec, frame) -> None:
        self.catch_up()
        self._count += 1

    def catch_up(self) -> None:
        """The seconds gone by into ``fps`` (those without a frame at 0)."""
        second = int(time.monotonic())
        while self._second < second:
            self.fps.append((float(self._second), self._count))
            self._second, self._count = self._second + 1, 0

    def alive(self) -> bool:
        return not self.session.ended

    async def stop(self) -> None:
        await self.session.hangup()


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


def check_recording(path: Path) -> dict:
    first: dict[str, float] = {}
    last: dict[str, float] = {}
    gaps: dict[str, list[tuple[float, float]]] = {"audio": [], "video": []}   # (gap, at) between two packets
    with av.open(str(path)) as container:
        for packet in container.demux():
            if packet.pts is None or packet.stream.type not in ("audio", "video"):
                continue
            t = float(packet.pts * packet.time_base)
            kind = packet.stream.type
            if kind in last:
                gaps[kind].append((t - last[kind], last[kind]))
            first.setdefault(kind, t)
            last[kind] = max(last.get(kind, t), t)
        duration = container.duration / 1e6 if container.duration else float("nan")
    return {"video_first": first.get("video", float("nan")), "audio_first": first.get("audio", float("nan")),
            "video_last": last.get("video", float("nan")), "audio_last": last.get("audio", float("nan")),
            "file_duration": duration, "gaps": {kind: sorted(found, reverse=True)[:5] for kind, found in gaps.items()}}


def check_sync(path: Path, schedule: FlashSchedule, duration: float, every: float) -> None:
    """Sound against picture in a 30 s window every ``every`` s of the recording and in its last 30 s."""
    starts = [*range(0, int(duration) - 30, max(int(every), 30)), max(0, int(duration) - 30)]
    everything: list[float] = []
    for start in starts:
        found = av_offsets(path, schedule, (start, start + 30))
        offsets = sorted(o * 1000 for o in found.values())
        everything += [abs(o) for o in offsets]
        far = [f"{o * 1000:+.0f} ms at {k * schedule.period:.1f} s" for k, o in found.items() if abs(o) > 0.04]
        if far:
            print(f"  over 40 ms (at the beep's time since the schedule's start): {far}", flush=True)
        print(f"  {start / 60:5.1f} min: {len(offsets)} beeps, offset (ms) median "
              f"{statistics.median(offsets) if offsets else float('nan'):.0f}, "
              f"range {offsets[0] if offsets else float('nan'):.0f}..{offsets[-1] if offsets else float('nan'):.0f}",
              flush=True)
    if everything:
        everything.sort()
        print(f"sound against picture over {len(everything)} beeps: |offset| median "
              f"{statistics.median(everything):.0f} ms, p90 {everything[int(0.9 * (len(everything) - 1))]:.0f} ms, "
              f"worst {everything[-1]:.0f} ms")


async def soak(args: argparse.Namespace) -> int:
    engine = Engine()
    headers = {"Authorization": API_KEY}
    total = args.minutes * 60
    try:
        room = engine.create_room("Soak")
        key, room_id = room["access_key"], room["room"]["id"]
        guest = room["links"]["guest_join"]
        schedule = FlashSchedule()
        async with httpx.AsyncClient(base_url=engine.base, timeout=30) as http:
            sync = await Guest.join(http, room_id, "Sync", schedule)
            steady = [Joiner(guest, "Steady", total + 600, engine.base), sync]   # (it outlasts the waits)
            churn = [await Guest.join(http, room_id, f"Churn {i}") for i in (1, 2)]
            for _ in range(120):   # everyone in and receiving the composed picture before the recording starts
                sync.catch_up()
                if all(j.fps and j.fps[-1][1] for j in steady):
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
                sync.catch_up()
                for j in steady:   # a steady participant never leaves: if it did, say when (and why: its log)
                    if j.ended_at is None and not j.alive():
                        j.ended_at = now / 60
                        print(f"{j.name} LEFT at t={j.ended_at:.1f} min; its log: {getattr(j, 'log', '-')}",
                              flush=True)
                engine_rss = rss_mb(engine.proc.pid, children=False)
                try:
                    client_rss = rss_mb(steady[0].proc.pid)
                except OSError:   # (it left: said above)
                    client_rss = float("nan")
                samples.append((now, engine_rss, rss_mb(engine.proc.pid) - engine_rss, client_rss))
                print(f"t={now / 60:5.1f} min engine={engine_rss:.0f} MB children={samples[-1][2]:.0f} MB "
                      f"client={samples[-1][3]:.0f} MB fps={[j.fps[-1][1] if j.fps else '-' for j in steady]}",
                      flush=True)
                if now >= next_cycle and now + 90 < total:   # two leave for a minute: peer mode, then back
                    for j in churn:
                        await j.stop()
                    await asyncio.sleep(60)
                    churn = [await Guest.join(http, room_id, f"Churn {i}") for i in (1, 2)]
                    next_cycle += args.cycle * 60
                    continue
                await asyncio.sleep(args.sample)
            await http.delete(f"/rooms/{key}/recording")
            recorded = time.monotonic() - rec_started
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
        sync.catch_up()
        steady[0].stop()
        for j in churn + [sync]:
            await j.stop()
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
        if j.ended_at is not None and isinstance(j, Joiner):
            tail = j.log.read_text(errors="replace").splitlines()[-15:]
            print(f"{j.name} left by itself at {j.ended_at:.1f} min; the end of its log:\n  " + "\n  ".join(tail))
    (path.parent / "schedule.json").write_text(json.dumps(   # (to read the recording again)
        {"origin": schedule.origin, "period": schedule.period, "length": schedule.length}))
    result = check_recording(path)
    print("recording: video {video_first:.3f}-{video_last:.2f} s, audio {audio_first:.3f}-{audio_last:.2f} s, "
          "file {file_duration:.2f} s".format(**result) + f", list {rec.get('duration')} s, recorded {recorded:.1f} s")
    for kind, found in result["gaps"].items():
        print(f"  longest gaps between two {kind} packets (s, at min): "
              + ", ".join(f"{gap:.2f} at {at / 60:.1f}" for gap, at in found))
    check_sync(path, schedule, result["file_duration"], args.cycle * 60)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--cycle", type=float, default=5, help="minutes between two leaving and joining again")
    parser.add_argument("--sample", type=float, default=30, help="seconds between memory samples")
    return asyncio.run(soak(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
