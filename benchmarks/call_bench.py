"""Call benchmarks on loopback: join time, glass-to-glass latency, memory over a long call.

    python benchmarks/call_bench.py join --trials 20
    python benchmarks/call_bench.py soak --minutes 10

The engine runs as its own process (`meetdesk engine`), exactly as users start it. The clients run in this
process with MeetDesk's client library and synthetic media.

join: per trial a new room; the host is already in the call; the clock starts when the guest begins to join
      (guest-link registration) and stops at the guest's first decoded remote video frame.
soak: two clients in one call for N minutes; every frame's test-card timestamp is read back on the receiving
      side (latency = receive wall clock - send wall clock, same machine); per minute: latency p50/p95 and the
      resident memory of the engine process and of this (two-client) process.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

import httpx

from meetdesk.cli import limit_malloc_arenas

from meetdesk.client.call import CallSession
from meetdesk.client.rest import join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack, read_stamp

from engine_process import API_KEY, Engine, rss_mb  # benchmarks/ is on sys.path when run as a script

async def create_room(base: str, name: str) -> dict:
    async with httpx.AsyncClient(base_url=base, headers={"Authorization": API_KEY}) as http:
        r = await http.post("/rooms", json={"name": name, "user": {"name": "Host"}})
        r.raise_for_status()
        return r.json()


async def join_call(link: str, name: str) -> tuple[object, CallSession, float]:
    """Join like `meetdesk join`: REST, wait for ready, call. Returns (client, session, t0)."""
    t0 = time.perf_counter()
    client, meeting = await join_from_link(link, name)
    while not meeting.ready:
        await asyncio.sleep(0.02)
        meeting = await client.get_meeting(meeting.access_key)
    session = CallSession(meeting, name, TestCardTrack(label=name), ToneTrack())
    await session.start()
    return client, session, t0


async def first_frame(session: CallSession) -> float:
    async for _frame in session.video_frames():
        return time.perf_counter()
    raise RuntimeError("call ended before a frame")


async def bench_join(trials: int) -> None:
    engine = Engine()
    times = []
    try:
        for i in range(trials):
            room = await create_room(engine.base, f"join-{i}")
            host_client, host, _ = await join_call(room["links"]["gui"], "Host")
            t0 = time.perf_counter()
            guest_client, guest, _ = await join_call(room["links"]["guest_join"], f"Guest {i}")
            t1 = await asyncio.wait_for(first_frame(guest), 10)
            times.append((t1 - t0) * 1000)
            print(f"trial {i + 1}: {times[-1]:.0f} ms", flush=True)
            for s in (guest, host):
                await s.hangup()
            for c in (guest_client, host_client):
                await c.aclose()
    finally:
        engine.stop()
    times.sort()
    print(f"join time to first decoded remote frame over {trials} trials: median {statistics.median(times):.0f} ms,"
          f" p90 {times[int(0.9 * (len(times) - 1))]:.0f} ms, min {times[0]:.0f} ms, max {times[-1]:.0f} ms")


async def bench_soak(minutes: float) -> None:
    engine = Engine()
    try:
        room = await create_room(engine.base, "soak")
        a_client, a, _ = await join_call(room["links"]["gui"], "Ada")
        b_client, b, _ = await join_call(room["links"]["guest_join"], "Bob")
        window: list[float] = []
        counts = {"frames": 0}

        async def read(session: CallSession) -> None:
            async for frame in session.video_frames():
                counts["frames"] += 1
                stamp = read_stamp(frame)
                if stamp is not None:
                    window.append(time.time() * 1000 - stamp[1])

        readers = [asyncio.ensure_future(read(s)) for s in (a, b)]
        print("minute  frames  latency_p50_ms  latency_p95_ms  engine_rss_mb  clients_rss_mb", flush=True)
        for minute in range(1, int(max(1, minutes)) + 1):
            await asyncio.sleep(60 if minutes >= 1 else minutes * 60)
            values = sorted(window)
            window.clear()
            p50 = values[len(values) // 2] if values else float("nan")
            p95 = values[int(0.95 * (len(values) - 1))] if values else float("nan")
            print(f"{minute:6d}  {counts['frames']:6d}  {p50:14.0f}  {p95:14.0f}  {rss_mb(engine.proc.pid):13.1f}"
                  f"  {rss_mb(os.getpid()):14.1f}", flush=True)
            counts["frames"] = 0
        for r in readers:
            r.cancel()
        for s in (a, b):
            await s.hangup()
        for c in (a_client, b_client):
            await c.aclose()
    finally:
        engine.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="mode", required=True)
    sub.add_parser("join").add_argument("--trials", type=int, default=20)
    sub.add_parser("soak").add_argument("--minutes", type=float, default=10)
    args = p.parse_args()
    limit_malloc_arenas()  # as the `meetdesk` command does for the app and the engine
    asyncio.run(bench_join(args.trials) if args.mode == "join" else bench_soak(args.minutes))


if __name__ == "__main__":
    main()
