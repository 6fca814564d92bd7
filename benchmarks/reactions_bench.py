"""What reactions cost the composing unit (engine/media/reactions.py): one compositor tick of a 1280x720 picture
with 4 tiles and names, without reactions and with 6 and 24 (the most drawn at once) rising and fading, as the
compositor process runs it: the draw alone and the whole tick (draw and the VP8 encode).

    python benchmarks/reactions_bench.py [--ticks 300]

Prints the median thread CPU time (what other processes on a shared machine do not inflate) and the median wall
time per tick, two rounds of each. The reactions' sprites are made once per size and fade step, so the ticks measured are the
steady state (a first tick with a new size makes its sprites: a few ms, once).
"""
from __future__ import annotations

import argparse
import statistics
import time

import av
import numpy as np

from meetdesk.api.reactions import DURATION, REACTIONS
from meetdesk.engine.media.compositor import FPS, Compositor, RawPicture, Scene, SceneTile, TickWork
from meetdesk.engine.media.layouts import Slot
from meetdesk.engine.media.reactions import SceneReaction


def measure(fn, ticks: int) -> tuple[float, float]:
    wall, cpu = [], []
    for tick in range(ticks):
        start, start_cpu = time.perf_counter(), time.thread_time()
        fn(tick)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    return statistics.median(cpu), statistics.median(wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ticks", type=int, default=300)
    args = parser.parse_args()
    rng = np.random.default_rng(1)
    pictures = {f"p{i}": RawPicture.of(av.VideoFrame.from_ndarray(
        rng.integers(0, 255, (480, 640, 3), dtype=np.uint8), format="rgb24")) for i in range(4)}
    slots = [Slot(x, y, 640, 360, "cover") for y in (0, 360) for x in (0, 640)]
    tiles = tuple(SceneTile(slot, f"p{i}", f"Participant {i}") for i, slot in enumerate(slots))
    period = DURATION * FPS  # ticks: every reaction is re-sent when it ends, so the count stays the same

    for count in (0, 6, 24, 0, 6, 24):  # twice: the spread between the two rounds is the noise
        compositor = Compositor(1280, 720, "#121212", 1_500_000, pictures)

        def scene_at(tick: int) -> Scene:
            reactions = tuple(SceneReaction(REACTIONS[i % len(REACTIONS)], f"p{i % 5}",  # p4: no tile, the bottom
                                            (tick - (tick + i * 7) % period) / FPS, i) for i in range(count))
            return Scene(tiles, True, reactions=reactions)

        for tick in range(int(period)):  # every size and fade step's sprite made before measuring
            compositor.scene = scene_at(tick)
            compositor._draw(tick / FPS)
        start = int(period)

        def draw(n: int) -> None:
            compositor.scene = scene_at(start + n)
            compositor._draw((start + n) / FPS)

        def whole(n: int) -> None:
            compositor.tick(TickWork(start + n, [], tuple(pictures), scene_at(start + n)))

        draw_cpu, draw_wall = measure(draw, args.ticks)
        tick_cpu, tick_wall = measure(whole, args.ticks)
        print(f"{count:2d} reactions: draw cpu {draw_cpu:.2f} ms (wall {draw_wall:.2f}) | "
              f"tick with encode cpu {tick_cpu:.2f} ms (wall {tick_wall:.2f})")


if __name__ == "__main__":
    main()
