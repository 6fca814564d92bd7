"""How late each participant's sound and picture reach the MCU, and how long it holds their pictures, from a trace.

Run any benchmark with the trace hook on the engine's path, e.g.

    PLAYOUT_TRACE=/tmp/pt PYTHONPATH=benchmarks/playout_trace python benchmarks/host_view.py --parts 3b --seconds 60
    python benchmarks/playout_lateness.py /tmp/pt.*

The hook (playout_trace/sitecustomize.py, loaded by every Python process of the run; it acts only in one that
imports engine/media/playout.py) writes each ``Playout.due`` call's inputs and result. This replays them through
playout.py (checking that it gives the recorded due times) and prints, per participant (in the order their first
frames came; the trace does not name them), the lateness of its sound and of its picture as the MCU measures them
(p50/p90/p95/p99/max) and the age of its pictures when the MCU draws them (their playout delay, and their own
lateness when later than it: p50/p95), and its sound frames dropped as too late. ``--set NAME=VALUE`` replays
with another playout constant (e.g. ``--set JITTER_WINDOW=2``) to weigh a change on the same frames.
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
import meetdesk.engine.media.playout as playout  # noqa: E402

MIXED_AHEAD = 0.013   # s: the audio worker mixes a tick this far ahead (mcu.py OPUS_DELAY): a frame due sooner is lost


@dataclass
class Frame:
    timestamp: int
    clock_rate: int
    arrival: float


def load(paths: list[str]) -> list[tuple]:
    events = []
    for path in paths:
        for line in open(path):
            parts = line.split()
            if parts[:1] == ["P"]:
                events.append(("P", path + parts[1], float(parts[2])))
            elif parts[:1] == ["R"]:
                events.append(("R", path + parts[1], "audio" if parts[2] == "a" else "video"))
            elif parts[:1] == ["F"] and len(parts) == 8:
                events.append(("F", path + parts[1], "audio" if parts[2] == "a" else "video", int(parts[3]),
                               int(parts[4]), float(parts[5]), float(parts[6]), float(parts[7])))
    return events


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def replay(events: list[tuple]) -> tuple[dict, dict, dict, dict, int]:
    players, epochs, first = {}, {}, {}
    late, ages, drops = defaultdict(list), defaultdict(list), defaultdict(int)
    differing = 0
    for event in events:
        if event[0] == "P":
            players[event[1]], epochs[event[1]] = playout.Playout(event[2]), event[2]
        elif event[0] == "R" and event[1] in players:
            players[event[1]].restart(event[2])
        elif event[0] == "F" and event[1] in players:
            _, pid, kind, timestamp, rate, arrival, duration, recorded = event
            p = players[pid]
            first.setdefault(pid, arrival)
            due = p.due(kind, Frame(timestamp, rate, arrival), duration)
            differing += abs(due - recorded) > 1e-6
            due += epochs[pid]
            clock = p._clocks[kind]
            late[pid, kind].append(clock.lateness)
            if kind == "video":
                ages[pid].append(max(due, arrival) - (clock._units / rate + clock._least.value()) - p.lead)
            elif due < arrival + MIXED_AHEAD:
                drops[pid] += 1
    return first, late, ages, drops, differing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("traces", nargs="+")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    for setting in args.set:
        name, _, value = setting.partition("=")
        setattr(playout, name, float(value))
    first, late, ages, drops, differing = replay(load(args.traces))
    if not args.set:
        print(f"replayed: {differing} due times differ from the recorded ones")
    ms = lambda v: f"{1000 * v:.0f}"   # noqa: E731
    for n, pid in enumerate(sorted(first, key=first.get), 1):
        line = [f"participant {n}:"]
        for kind in ("audio", "video"):
            v = late[pid, kind]
            line.append(f"{kind} lateness p50/p90/p95/p99/max " + "/".join(
                ms(percentile(v, q)) for q in (0.5, 0.9, 0.95, 0.99, 1.0)) + " ms;")
        a = ages[pid]
        line.append(f"pictures drawn at age p50/p95 {ms(percentile(a, 0.5))}/{ms(percentile(a, 0.95))} ms; sound "
                    f"dropped as late {drops[pid]} of {len(late[pid, 'audio'])}")
        print(" ".join(line))
    every = [a for v in ages.values() for a in v]
    print(f"all pictures drawn at age p50/p95 {ms(percentile(every, 0.5))}/{ms(percentile(every, 0.95))} ms")


if __name__ == "__main__":
    main()
