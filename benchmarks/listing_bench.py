"""GET /rooms (page 1 and a later page) against the number of running meetings: a page should cost the same
whatever the total.

    python benchmarks/listing_bench.py [--totals 25,1000,5000] [--requests 200] [--app-dir OTHER_TREE/app]

Starts `meetdesk engine` (benchmarks/engine_process.py), starts meetings up to each total (POST /rooms, one
API key), then times GET /rooms page 1 and page 3 on a kept-alive connection and prints p50/p99 per total and
the ratio to the smallest total. ``--app-dir`` runs another tree's engine (e.g. a worktree of an older commit).
"""
from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import engine_process  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def timed_gets(client: httpx.Client, params: dict, n: int) -> list[float]:
    out = []
    gc.disable()
    try:
        for _ in range(n):
            start = time.perf_counter()
            r = client.get("/rooms", params=params)
            out.append((time.perf_counter() - start) * 1000)
            r.raise_for_status()
    finally:
        gc.enable()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--totals", default="25,1000,5000")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--app-dir", help="put this tree's app/ first on the engine's PYTHONPATH")
    args = parser.parse_args()
    if args.app_dir:
        os.environ["PYTHONPATH"] = os.path.abspath(args.app_dir)
    totals = sorted(int(t) for t in args.totals.split(","))
    engine = engine_process.Engine()
    rows = []
    try:
        headers = {"Authorization": engine_process.API_KEY}
        with httpx.Client(base_url=engine.base, headers=headers, timeout=30) as client:
            started = 0
            for total in totals:
                while started < total:
                    client.post("/rooms", json={"user": {"name": "Host"}}).raise_for_status()
                    started += 1
                assert len(client.get("/rooms").json()) == 25
                timed_gets(client, {}, 20)  # warm-up
                page1 = timed_gets(client, {}, args.requests)
                page3 = timed_gets(client, {"page": 3}, args.requests) if total > 50 else []
                rows.append((total, page1, page3))
    finally:
        engine.stop()
    base = statistics.median(rows[0][1])
    print(f"engine code: {args.app_dir or 'this tree'}; {args.requests} requests per row, kept-alive httpx")
    print("| running meetings | page 1 p50 ms | page 1 p99 ms | page 3 p50 ms | page 1 p50 / smallest |")
    print("|---|---|---|---|---|")
    for total, page1, page3 in rows:
        p3 = f"{statistics.median(page3):.2f}" if page3 else "-"
        print(f"| {total} | {statistics.median(page1):.2f} | {percentile(page1, 0.99):.2f} | {p3} | "
              f"{statistics.median(page1) / base:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
