"""CPU added by recording a running 4-participant MCU meeting, against the same meeting without recording in
the same run.

    python benchmarks/recording_bench.py --rounds 3 --seconds 15

The engine runs as its own process (`meetdesk engine`); four participants (MeetDesk's call client, a
640x360 test card and a tone each) join one room from this process, so the meeting runs in MCU mode. Then
rounds alternate: ``seconds`` without a recording, ``seconds`` with one (POST, then DELETE
/rooms/<key>/recording), the engine's CPU time read from /proc before and after each phase. Printed per
round: the engine's CPU (cores) without and with the recording and the difference; then the medians, and the
recorded files' bitrate. Alternating rounds keep slow drifts of a shared machine out of the difference.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import time

import httpx

from meetdesk.cli import limit_malloc_arenas
from meetdesk.client.call import CallSession
from meetdesk.media.synthetic import TestCardTrack, ToneTrack

from engine_process import API_KEY, Engine, cpu_seconds  # benchmarks/ is on sys.path when run as a script

NAMES = ["Ada", "Bob", "Cy", "Dee"]


async def join(http: httpx.AsyncClient, name: str) -> tuple[dict, CallSession]:
    reply = (await http.post("/rooms", json={"id": "bench", "user": {"name": name}})).json()
    while not reply["ready"]:
        await asyncio.sleep(0.05)
        reply = (await http.get(f"/rooms/{reply['access_key']}")).json()
    session = CallSession(reply, name, TestCardTrack(640, 360, label=name), ToneTrack(), ice_loopback=True)
    await session.start()
    return reply, session


async def engine_cpu(engine: Engine, seconds: float) -> float:
    """Cores the engine process used over the next ``seconds``."""
    before, t0 = cpu_seconds(engine.proc.pid), time.monotonic()
    await asyncio.sleep(seconds)
    return (cpu_seconds(engine.proc.pid) - before) / (time.monotonic() - t0)


async def bench(rounds: int, seconds: float) -> None:
    engine = Engine()
    sessions: list[CallSession] = []
    try:
        async with httpx.AsyncClient(base_url=engine.base, headers={"Authorization": API_KEY}, timeout=20) as http:
            key = None
            for name in NAMES:
                reply, session = await join(http, name)
                key = key or reply["access_key"]
                sessions.append(session)
            await asyncio.sleep(5)  # every leg renegotiated into MCU mode and its first frames decoded
            assert not any(s.sfu_mode for s in sessions), "the meeting is not in MCU mode"
            without, with_, sizes = [], [], []
            print("round  without_rec_cores  with_rec_cores  added_cores", flush=True)
            for i in range(rounds):
                without.append(await engine_cpu(engine, seconds))
                assert (await http.post(f"/rooms/{key}/recording")).status_code == 201
                with_.append(await engine_cpu(engine, seconds))
                assert (await http.delete(f"/rooms/{key}/recording")).status_code == 200
                print(f"{i + 1:5d}  {without[-1]:17.3f}  {with_[-1]:14.3f}  {with_[-1] - without[-1]:11.3f}",
                      flush=True)
                await asyncio.sleep(1)
            for rec in (await http.get("/rooms/bench/recordings")).json():
                for _ in range(100):
                    if rec["links"]["download"]:
                        break
                    await asyncio.sleep(0.1)
                    rec = (await http.get(f"/recordings/{rec['id']}")).json()
                head = await http.get(rec["links"]["download"], headers={"Range": "bytes=0-0"})
                size = int(head.headers["content-range"].rsplit("/", 1)[1])
                sizes.append(size * 8 / 1000 / max(1, rec["duration"]))
        added = [w - o for o, w in zip(without, with_)]
        print(f"median over {rounds} rounds of {seconds:g} s: without {statistics.median(without):.3f} core, with"
              f" {statistics.median(with_):.3f} core, added {statistics.median(added):.3f} core"
              f" ({100 * statistics.median(added):.1f}% of one core); recordings ~{statistics.median(sizes):.0f}"
              f" kbit/s")
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)
        engine.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=15.0)
    args = p.parse_args()
    limit_malloc_arenas()
    asyncio.run(bench(args.rounds, args.seconds))


if __name__ == "__main__":
    main()
