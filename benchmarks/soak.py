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

The host in the real app (issue 40 item 4):

    python benchmarks/soak.py --host-app --minutes 60 [--busy 1] [--churners 1] [--guest-nice 0] [--cycle 5]
                                                      [--sample 30]

The meeting is hosted as a user does: benchmarks/host_view.py's ``app-host`` (its ``AppProcess``) runs MeetDeskApp
offscreen in a process of its own and clicks "Host a meeting"; the app starts its embedded engine in a child process
(ui/hosting.py EmbeddedEngine), the host's meeting window (1280x780) paints the composed picture, and the app tells
this process its engine's URL and API key (kept in its data dir, ``host-api-key``) and the meeting's keys, with
which the recording is started and stopped over REST. Headless `meetdesk join --stats --silent --size 640x360`
processes join its invite link ("Steady", and ``--churners`` more, by default one: "Churn 1"; 16:9 stamped cards,
they decode the composed picture) and "Sync" joins in this process with its API key (MeetDesk's call client, a
480x270 card at 15 fps, 16:9 so that its stamp is not cropped in its tile, white whenever its tone beeps; not
decoded): three guests by default, with the host four in the call, composed. The guests stand for other people's
machines: with ``--guest-nice N``, once the app runs, this process and the guests it starts run at that niceness,
taking what the host's machine leaves (by default they run at the app's priority, as in the issue's measurement: the
machine's load is everyone's). ``--busy N`` busy-looping processes run beside it at normal priority (a laptop doing
other work; the issue's load: 9-15 on 2 cores with everything running). Every ``--cycle`` minutes the churners leave
for a minute (the meeting stays composed: three are left) and join again as new processes; "Steady" and "Sync" stay.
The recording runs from the moment all are in (each receiving pictures) until the end. Every ``--sample`` s, over
the window since the last sample: the app process's RSS, its engine process's RSS and its children's (the
compositor), Steady's RSS; Steady's and Sync's fps (median/lowest second) and Steady's own latency p50/p95 (its tile); the
host's displayed delay (host_view's ``PaintRecorder``, started and stopped over the app's stdin: p50/p95/max of the
stamps first painted in the window, the tiles they were read in, paints per second); the Recv-Q of the app's and of
its engine's UDP sockets (host_view.udp_backlog, every second: max, mean); the host's call's state and resumes, the
1-minute load. The host's call reconnecting or resuming, the app's engine started again, and any call that ends by
itself (a `meetdesk join` prints its last events: a "call_ended" it did not ask for is its media connection closing,
e.g. ICE consent expired; Sync's term code and ``media_lost``) are printed at once with its log. Every participant's
stderr, the app's (app.log) and, at the end, the engine's log are kept in one folder (printed first). At the end:
memory growth per hour from the end of the first cycle for the app, the engine, its children and Steady; the host's
delay p50/p95/max over the whole run and its worst window (by p95), the windows whose p95 is over 400 ms or
over 1.5x Steady's (issue 40's targets); the backlog's maximum and the load's range;
Steady's and Sync's fps, stalls and Steady's latency; the recording's checks as above; every call that ended, with
the end of its log. Exit status 1 when a call ended.

Long: run by hand, never in the suite; the figures go to docs/benchmarks.md ("Recordings").
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
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
TARGET_MS, TARGET_RATIO = 400, 1.5   # issue 40: the host's p95 under 400 ms and within 1.5x a guest's p95

sys.path.insert(0, str(Path(__file__).resolve().parent))
from busy import busy_process  # noqa: E402
from engine_process import API_KEY, MEETDESK, Engine, rss_mb  # noqa: E402


class Joiner:
    """A `meetdesk join --stats` process; its per-second video fps kept as (monotonic time, fps), the latency of
    the pictures it reads (its `latency_ms`, when it reads one) as (monotonic time, ms)."""

    def __init__(self, link: str, name: str, seconds: float, api: str | None = None, *extra: str) -> None:
        import subprocess

        self.name = name
        # its log (warnings and errors: why a call ended) is kept, named after it, in the soak's log folder
        self.log = LOG_DIR / f"{name.replace(' ', '_')}-{time.strftime('%H%M%S')}.log"
        self.proc = subprocess.Popen([*MEETDESK, "join", link, *(("--api", api) if api else ()), "--name", name,
                                      "--stats", "--silent", "--seconds", str(int(seconds)), *extra],
                                     stdout=subprocess.PIPE, stderr=self.log.open("w"), text=True)
        self.fps: list[tuple[float, int]] = []
        self.latency: list[tuple[float, int]] = []
        self.said: list[str] = []   # its last lines other than stats (events: why its call ended)
        self.summary = ""
        self.ended_at: float | None = None  # minutes into the soak at which it left by itself
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("stats "):
                fields = dict(part.split("=", 1) for part in line.split()[1:] if "=" in part)
                self.fps.append((time.monotonic(), int(fields.get("video_fps", 0))))
                if fields.get("latency_ms", "").isdigit():
                    self.latency.append((time.monotonic(), int(fields["latency_ms"])))
            else:
                self.said = [*self.said[-11:], line.rstrip("\n")[:300]]
                if line.startswith("received "):
                    self.summary = line.strip()

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()   # (`meetdesk join` leaves the call on SIGTERM as on Ctrl-C)
        try:
            self.proc.wait(20)
        except Exception:
            self.proc.kill()
            self.proc.wait()


class Guest:
    """A participant in this process (MeetDesk's call client) sending a 320x240 card at 15 fps; the video frames
    that reach it are counted per second (whole encoded frames: not decoded, the shared machine is spared that).
    With a ``schedule`` its card turns white whenever its tone beeps (Sync), otherwise its microphone is silent."""

    def __init__(self, reply: dict, name: str, schedule: FlashSchedule | None = None,
                 size: tuple[int, int] = (320, 240)) -> None:
        self.name = name
        if schedule is not None:
            tracks = (FlashCardTrack(schedule, *size, fps=15, label=name), BeepTrack(schedule))
        else:
            tracks = (TestCardTrack(*size, fps=15, label=name), ToneTrack(amplitude=0.0))
        self.session = CallSession(reply, name, *tracks, ice_loopback=True)
        self.session.pc.on("track", self._tap)
        self.fps: list[tuple[float, int]] = []
        self.summary = ""
        self.ended_at: float | None = None
        self._second, self._count = int(time.monotonic()), 0

    @classmethod
    async def join(cls, http: httpx.AsyncClient, room_id: str, name: str,
                   schedule: FlashSchedule | None = None, api_key: str = API_KEY,
                   size: tuple[int, int] = (320, 240)) -> "Guest":
        reply = (await http.post("/rooms", json={"id": room_id, "user": {"name": name}},
                                 headers={"Authorization": api_key})).json()
        while not reply["ready"]:
            await asyncio.sleep(0.1)
            reply = (await http.get(f"/rooms/{reply['access_key']}")).json()
        guest = cls(reply, name, schedule, size)
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
            rec, path = await download_recording(http, room_id, headers)
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
    report_frames(steady)
    report_recording(path, rec, recorded, schedule, args.cycle * 60)
    return 0


async def download_recording(http: httpx.AsyncClient, room_id: str, headers: dict) -> tuple[dict, Path]:
    """The room's recording (stopped just before) once it is listed with its download link, downloaded."""
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
    return rec, path


def report_frames(participants: list) -> None:
    """Frames per second and stalls of the participants that stayed; the end of the log of one that left."""
    for j in participants:
        rates = [f for _, f in j.fps]
        got = [f for f in rates if f]
        if not got:
            print(f"{j.name}: no frames")
            continue
        q = statistics.quantiles(got, n=100) if len(got) > 1 else [got[0]]
        latency = sorted(ms for _, ms in getattr(j, "latency", []))
        read = (f"; latency of the pictures it read (ms) p50 {latency[len(latency) // 2]}, "
                f"p95 {latency[int(0.95 * (len(latency) - 1))]}, max {latency[-1]}") if latency else ""
        print(f"{j.name}: fps median {statistics.median(got):.0f}, p1 {q[0]:.0f}; stalls (s) "
              f"{sorted(stalls(j.fps), reverse=True)[:5]}{read}; {j.summary}")
        if j.ended_at is not None and isinstance(j, Joiner):
            print(f"{j.name} left by itself at {j.ended_at:.1f} min (exit {j.proc.returncode}); the end of its log "
                  f"({j.log}):\n  {tail(j.log)}\n  its last lines other than stats:\n  " + "\n  ".join(j.said))


def report_recording(path: Path, rec: dict, recorded: float, schedule: FlashSchedule, every: float) -> None:
    (path.parent / "schedule.json").write_text(json.dumps(   # (to read the recording again)
        {"origin": schedule.origin, "period": schedule.period, "length": schedule.length}))
    result = check_recording(path)
    print(f"recording ({path}): " + "video {video_first:.3f}-{video_last:.2f} s, audio {audio_first:.3f}-"
          "{audio_last:.2f} s, file {file_duration:.2f} s".format(**result)
          + f", list {rec.get('duration')} s, recorded {recorded:.1f} s")
    for kind, found in result["gaps"].items():
        print(f"  longest gaps between two {kind} packets (s, at min): "
              + ", ".join(f"{gap:.2f} at {at / 60:.1f}" for gap, at in found))
    check_sync(path, schedule, result["file_duration"], every)


def tail(path: str | Path, lines: int = 15) -> str:
    try:
        return "\n  ".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError as err:
        return f"({err})"


def window_fps(samples: list[tuple[float, int]], since: float) -> str:
    """Median and lowest fps of the seconds since ``since`` (monotonic)."""
    got = [f for t, f in samples if t >= since]
    return f"{statistics.median(got):.0f}/{min(got)}" if got else "-"


async def soak_host_app(args: argparse.Namespace) -> int:
    """The meeting hosted by the real app (host_view.py's app-host); see the module's docstring."""
    import shutil

    from host_view import AppProcess, percentile, udp_backlog

    total = args.minutes * 60
    busy = [busy_process() for _ in range(args.busy)]
    data_dir = Path(tempfile.mkdtemp(prefix="meetdesk-soak-app-"))
    app_log = LOG_DIR / "app.log"
    app: AppProcess | None = None
    joiners: list[Joiner] = []   # every `meetdesk join` started (the churners of every cycle too)
    sync: Guest | None = None
    ended: list[tuple[float, str, str, str]] = []   # (min, whose call, its log, its last lines): calls that ended
    notes: list[str] = []        # the host's call reconnecting, resuming, the engine started again
    samples: list[dict] = []
    delays_all: list[float] = []
    engine_log = str(data_dir / "engine" / "logs" / "engine.log")
    host_state = {"meeting_state": "connected", "resumes": 0}
    path = rec = None
    recorded = 0.0
    try:
        app = await asyncio.to_thread(AppProcess, str(data_dir), app_log.open("w"))
        hello = app.hello
        base, api_key, key, room_id = hello["base_url"], hello["api_key"], hello["access_key"], hello["room_id"]
        engine_pid = app.engine_pid
        engine_log = hello.get("engine_log") or engine_log
        # The guests stand for other people's machines: from here on this process (Sync) and the `meetdesk join`
        # processes it starts run at --guest-nice, taking what the host's machine (the app, its engine and the
        # busy processes, all started before at normal priority) leaves.
        if args.guest_nice:
            os.nice(args.guest_nice)
        print(f"the app hosts: pid {app.pid}, its engine pid {engine_pid} at {base}, {args.busy} busy process(es); "
              f"logs in {LOG_DIR} (the app's: app.log), the engine's {engine_log}", flush=True)
        headers = {"Authorization": api_key}
        schedule = FlashSchedule()
        size = ("--size", "640x360")   # (the app's meeting is widescreen: uncropped cards, as host_view.py's)

        def churners() -> list[Joiner]:
            made = [Joiner(app.link, f"Churn {i}", total + 600, None, *size) for i in range(1, args.churners + 1)]
            joiners.extend(made)
            return made

        def host_check(state: dict, now: float) -> None:
            """Says at once what changed about the host's call and the app's engine."""
            nonlocal engine_pid
            if app.proc.poll() is not None and not any(who == "the app" for _, who, _, _ in ended):
                ended.append((now / 60, "the app", str(app_log), ""))
                print(f"THE APP ENDED (exit {app.proc.returncode}) at t={now / 60:.1f} min; its log: {app_log}; "
                      f"the engine's: {engine_log}", flush=True)
                return
            if not state:
                return
            was = host_state.get("meeting_state")
            if state.get("meeting_state") != was:
                line = (f"the host's call: {was} -> {state.get('meeting_state')} (call {state.get('call_state')}) "
                        f"at t={now / 60:.1f} min; the app's log: {app_log}")
                print(("HOST'S CALL ENDED: " if state.get("meeting_state") in ("ended", None) else "") + line,
                      flush=True)
                if state.get("meeting_state") in ("ended", None):
                    ended.append((now / 60, "the host (the app)", str(app_log), ""))
                else:
                    notes.append(line)
            if (state.get("resumes") or 0) != (host_state.get("resumes") or 0):
                line = f"the host's call resumed (resumes {state.get('resumes')}) at t={now / 60:.1f} min"
                print(line, flush=True)
                notes.append(line)
            if state.get("engine_pid") and state["engine_pid"] != engine_pid:
                line = (f"THE APP'S ENGINE WAS STARTED AGAIN: pid {engine_pid} -> {state['engine_pid']} at "
                        f"t={now / 60:.1f} min; its log: {engine_log}")
                print(line, flush=True)
                notes.append(line)
                engine_pid = state["engine_pid"]
            host_state.update(state)

        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            steady = Joiner(app.link, "Steady", total + 600, None, *size)   # (it outlasts the waits)
            joiners.append(steady)
            # (16:9: the app's meeting is widescreen, a 4:3 card's stamp would be cropped in its tile)
            sync = await Guest.join(http, room_id, "Sync", schedule, api_key, (480, 270))
            churn = churners()
            stayers: list = [steady, sync]
            for _ in range(120):   # everyone in and receiving the composed picture before the recording starts
                sync.catch_up()
                if all(j.fps and j.fps[-1][1] for j in stayers + churn):
                    break
                await asyncio.sleep(1)
            await asyncio.sleep(3)
            r = await http.post(f"/rooms/{key}/recording")
            print(f"recording started: {r.status_code}", flush=True)
            rec_started = t0 = time.monotonic()
            await asyncio.to_thread(app.ask, "start")
            backlog: list[dict[int, int]] = []
            window_from = t0
            painted = [0]   # the recorder's paints so far

            async def sample(now: float) -> None:
                """The window since the last sample: the host's figures (the paints recorded), memory, fps."""
                nonlocal window_from
                host = await asyncio.to_thread(app.ask, "stop") if app.proc.poll() is None else {}
                host_check(host, now)
                delays = host.get("delays") or []
                delays_all.extend(delays)
                paints = host.get("paints", painted[0]) - painted[0]   # (the recorder counts from the start)
                painted[0] = host.get("paints", painted[0])
                row = {"t": now, "load": os.getloadavg()[0], "resumes": host.get("resumes"),
                       "call": host.get("meeting_state"), "n": len(delays),
                       "p50": percentile(delays, 0.5), "p95": percentile(delays, 0.95),
                       "max": max(delays, default=float("nan")),
                       "paints": paints / max(time.monotonic() - window_from, 1e-9),
                       "unread": host.get("unread"), "tiles": len(host.get("tiles") or []),
                       "app_q": max((b.get(app.pid, 0) for b in backlog), default=0),
                       "app_q_mean": statistics.mean(b.get(app.pid, 0) for b in backlog) if backlog else 0.0,
                       "engine_q": max((b.get(engine_pid, 0) for b in backlog), default=0)}
                for name, pid, children in (("app", app.pid, False), ("engine", engine_pid, False),
                                            ("engine_all", engine_pid, True), ("steady", steady.proc.pid, True)):
                    try:
                        row[name] = rss_mb(pid, children=children)
                    except (OSError, TypeError):   # (it ended: said already)
                        row[name] = float("nan")
                row["children"] = row.pop("engine_all") - row["engine"]
                samples.append(row)
                read = sorted(ms for t, ms in steady.latency if t >= window_from)
                row["steady_p95"] = percentile(read, 0.95) if read else float("nan")
                lat = f"{read[len(read) // 2]}/{row['steady_p95']:.0f}" if read else "-"
                print(f"t={now / 60:5.1f} min app={row['app']:.0f} MB engine={row['engine']:.0f} MB "
                      f"(children {row['children']:.0f}) steady={row['steady']:.0f} MB | fps median/min "
                      f"Steady {window_fps(steady.fps, window_from)} Sync {window_fps(sync.fps, window_from)} | "
                      f"host delay p50/p95/max {row['p50']:.0f}/{row['p95']:.0f}/{row['max']:.0f} ms "
                      f"(n={row['n']} in {row['tiles']} tiles, {row['paints']:.1f} paints/s) | Steady latency "
                      f"p50/p95 {lat} ms | app Recv-Q max/mean {row['app_q']}/{row['app_q_mean']:.0f} B, engine max "
                      f"{row['engine_q']} B | call {row['call']}, resumes "
                      f"{row['resumes']} | load {row['load']:.1f}", flush=True)
                backlog.clear()
                window_from = time.monotonic()
                if app.proc.poll() is None:
                    await asyncio.to_thread(app.ask, "start")

            next_sample, next_state, next_cycle = args.sample, 5.0, args.cycle * 60
            back_at: float | None = None   # when the churners join again
            while (now := time.monotonic() - t0) < total:
                if sync.alive():   # (an ended call: its seconds stop there)
                    sync.catch_up()
                for j in stayers + churn:   # a call that ends by itself: said at once, with its log
                    if j.ended_at is None and not j.alive():
                        j.ended_at = now / 60
                        log = str(getattr(j, "log", "(in this process)"))
                        if isinstance(j, Guest):   # (in this process: how its call ended)
                            j.said = [f"term_code={j.session.term_code} media_lost={j.session.media_lost} (media "
                                      "lost: its connection failed or closed, e.g. ICE consent expired)"]
                        said = "\n  ".join(getattr(j, "said", []))
                        ended.append((now / 60, j.name, log, said))
                        code = f" (exit {j.proc.returncode})" if isinstance(j, Joiner) else ""
                        print(f"{j.name.upper()}'S CALL ENDED at t={now / 60:.1f} min{code}; its log: {log}; "
                              f"its last lines: " + " | ".join(getattr(j, "said", [])[-4:]), flush=True)
                if app.proc.poll() is None:
                    backlog.append(await asyncio.to_thread(udp_backlog, {app.pid, engine_pid}))
                if now >= next_sample:
                    await sample(now)
                    next_sample += args.sample
                elif now >= next_state:
                    host_check(await asyncio.to_thread(app.ask, "state") if app.proc.poll() is None else {}, now)
                    next_state = now + 5
                if back_at is None and now >= next_cycle and now + 90 < total:   # the churners leave a minute
                    await asyncio.gather(*(asyncio.to_thread(j.stop) for j in churn))
                    churn, back_at = [], now + 60
                    print(f"t={now / 60:5.1f} min: the churners left", flush=True)
                elif back_at is not None and now >= back_at:
                    churn, back_at = churners(), None
                    next_cycle += args.cycle * 60
                    print(f"t={now / 60:5.1f} min: the churners join again", flush=True)
                await asyncio.sleep(1)
            await sample(time.monotonic() - t0)
            r = await http.delete(f"/rooms/{key}/recording")
            recorded = time.monotonic() - rec_started
            print(f"recording stopped: {r.status_code}", flush=True)
            rec, path = await download_recording(http, room_id, headers)
        if sync.alive():
            sync.catch_up()
        await asyncio.gather(*(asyncio.to_thread(j.stop) for j in [steady, *churn]))
        await sync.stop()
    finally:
        for j in joiners:
            if j.proc.poll() is None:
                j.proc.kill()
        if app is not None:
            await asyncio.to_thread(app.quit)
        for b in busy:
            b.terminate()
            b.wait()
        for log in Path(engine_log).parent.glob("engine*.log*"):   # kept beside the others
            shutil.copy(log, LOG_DIR / log.name)
        shutil.rmtree(data_dir, ignore_errors=True)   # (the app's engine's data: the recording's copy too)

    warm = [s for s in samples if s["t"] >= args.cycle * 60] or samples
    hours = max((warm[-1]["t"] - warm[0]["t"]) / 3600, 1e-9)
    growth = {name: (warm[-1][name] - warm[0][name]) / hours for name in ("app", "engine", "children", "steady")}
    print("\nmemory (MB): app warm {:.0f} -> end {:.0f} ({:+.1f} MB/h); engine {:.0f} -> {:.0f} ({:+.1f} MB/h), "
          "its children {:.0f} -> {:.0f} ({:+.1f} MB/h); Steady {:.0f} -> {:.0f} ({:+.1f} MB/h)".format(
              warm[0]["app"], warm[-1]["app"], growth["app"], warm[0]["engine"], warm[-1]["engine"],
              growth["engine"], warm[0]["children"], warm[-1]["children"], growth["children"],
              warm[0]["steady"], warm[-1]["steady"], growth["steady"]))
    measured = [s for s in samples if s["n"]]
    worst = max(measured, key=lambda s: s["p95"], default=None)
    print(f"host's displayed delay over the run (ms): p50 {percentile(delays_all, 0.5):.0f}, p95 "
          f"{percentile(delays_all, 0.95):.0f}, max {max(delays_all, default=float('nan')):.0f} "
          f"({len(delays_all)} pictures)" + (
              f"; worst window (by p95) ending at {worst['t'] / 60:.1f} min: p50 {worst['p50']:.0f}, p95 "
              f"{worst['p95']:.0f}, max {worst['max']:.0f}" if worst else ""))
    over = [s for s in measured if s["p95"] > TARGET_MS]
    beyond = [s for s in measured if s["p95"] > TARGET_RATIO * s.get("steady_p95", float("nan"))]
    print(f"windows (of {len(measured)}) with the host's p95 over {TARGET_MS} ms: {len(over)} "
          f"{[round(s['t'] / 60, 1) for s in over]}; over {TARGET_RATIO}x Steady's p95 in the same window: "
          f"{len(beyond)} {[(round(s['t'] / 60, 1), round(s['p95'] / s['steady_p95'], 2)) for s in beyond]}")
    loads = [s["load"] for s in samples]
    print(f"app's UDP Recv-Q: max {max((s['app_q'] for s in samples), default=0)} B, engine's max "
          f"{max((s['engine_q'] for s in samples), default=0)} B; load (1 min) {min(loads, default=0):.1f}-"
          f"{max(loads, default=0):.1f}, mean {statistics.mean(loads) if loads else 0:.1f} on {os.cpu_count()} "
          f"cores; the host's call at the end: {host_state.get('meeting_state')}, resumes "
          f"{host_state.get('resumes')}")
    report_frames([steady, sync])
    for line in notes:
        print(f"  {line}")
    if ended:
        for at, who, log, said in ended:
            print(f"CALL ENDED: {who} at {at:.1f} min" + (f"; the end of its log ({log}):\n  {tail(log)}"
                                                          if Path(log).is_file() else "")
                  + (f"\n  its last lines other than stats:\n  {said}" if said else ""))
        print(f"the engine's log: {LOG_DIR / Path(engine_log).name}")
    else:
        print("no call ended")
    if path is not None:
        report_recording(path, rec, recorded, schedule, args.cycle * 60)
    return 1 if ended else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--cycle", type=float, default=5, help="minutes between two leaving and joining again")
    parser.add_argument("--sample", type=float, default=30, help="seconds between memory samples")
    parser.add_argument("--host-app", action="store_true", help="the meeting hosted by the real app (offscreen)")
    parser.add_argument("--churners", type=int, default=1,
                        help="with --host-app: `meetdesk join` guests that leave and come back every --cycle minutes "
                             "(beside Steady and Sync: 1 makes three guests)")
    parser.add_argument("--guest-nice", type=int, default=0,
                        help="with --host-app: the guests' niceness (they stand for other machines; 0: the issue's "
                             "setting, everyone at the same priority)")
    parser.add_argument("--busy", type=int, default=1,
                        help="with --host-app: busy-looping processes beside it (a laptop doing other work)")
    args = parser.parse_args()
    return asyncio.run(soak_host_app(args) if args.host_app else soak(args))


if __name__ == "__main__":
    sys.exit(main())
