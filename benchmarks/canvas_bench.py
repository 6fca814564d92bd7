"""One compose tick of the MCU's canvas (engine/media/canvas.py): 9 tiles with names (one a placeholder), a
background layer and an overlay, at 1280x720 and 1280x960, as the composing unit calls it per tick.

    python benchmarks/canvas_bench.py [--ticks 300]

Prints the median and p90 wall time and the median CPU time of the thread (what other processes on a shared
machine do not inflate) of a whole tick (clear, place/placeholder and label per tile, overlay, to_frame)
with the same input frames each tick (every scaled tile reused) and with new 640x480 frames each tick (every
tile scaled again), for three overlays: a small logo, a text insert and a full-canvas frame with a lower
third; then the parts alone.
"""
from __future__ import annotations

import argparse
import io
import statistics
import time

import av
import numpy as np
from PIL import Image, ImageDraw

from meetdesk.engine.media.canvas import Canvas
from meetdesk.engine.media.layers import image_layer, text_layer
from meetdesk.engine.media.layouts import Slot


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def timed(fn, ticks: int, prepare=lambda: None) -> tuple[float, float, float]:
    """Median and p90 wall time and median thread CPU time of ``fn(prepare())`` in ms (prepare not timed)."""
    wall, cpu = [], []
    for _ in range(ticks):
        argument = prepare()
        start, start_cpu = time.perf_counter(), time.thread_time()
        fn(argument)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    wall.sort()
    return statistics.median(wall), wall[int(len(wall) * 0.9)], statistics.median(cpu)


def run(width: int, height: int, ticks: int) -> None:
    size = (width, height)
    background = image_layer(png(Image.effect_mandelbrot((640, 360), (-2, -1, 1, 1), 50).convert("RGB")), size, -1)
    frame_overlay = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(frame_overlay).rectangle((0, 0, width - 1, height - 1), outline=(255, 255, 255, 128), width=24)
    ImageDraw.Draw(frame_overlay).rectangle((0, height - 120, width - 1, height - 1), fill=(0, 0, 80, 140))
    overlays = {"logo 300x100": image_layer(png(Image.new("RGBA", (300, 100), (200, 30, 30, 160))), size, 1),
                "text insert": text_layer("Quarterly review", "Agenda: numbers, roadmap and questions.", size),
                "full-canvas frame": image_layer(png(frame_overlay), size, 1)}
    rng = np.random.default_rng(1)
    inputs = [av.VideoFrame.from_ndarray(rng.integers(0, 255, (480, 640, 3), dtype=np.uint8),
                                         format="rgb24").reformat(format="yuv420p") for _ in range(9)]
    planes = [f.to_ndarray() for f in inputs]
    tw, th = width // 3, height // 3
    slots = [Slot((i % 3) * tw, (i // 3) * th, tw, th, "cover") for i in range(9)]
    names = [f"Participant Number {i}" for i in range(9)]
    for label, overlay in overlays.items():
        canvas = Canvas(width, height, "#121212")
        canvas.set_layers(background, overlay)

        def tick(frames: list[av.VideoFrame]) -> None:
            canvas.clear()
            for i, slot in enumerate(slots):
                if i == 8:
                    canvas.placeholder(slot, names[i])
                else:
                    canvas.place(frames[i], slot)
                    canvas.label(slot, names[i])
            canvas.overlay()
            canvas.to_frame()

        for _ in range(10):
            tick(inputs)
        same = timed(lambda _: tick(inputs), ticks)
        fresh = timed(tick, ticks, lambda: [av.VideoFrame.from_ndarray(p, format="yuv420p") for p in planes])
        print(f"{width}x{height} {label:18s} " + " | ".join(
            f"{what}: median {t[0]:.2f} ms p90 {t[1]:.2f} ms cpu {t[2]:.2f} ms"
            for what, t in (("same frames", same), ("new frames", fresh))))
    canvas = Canvas(width, height, "#121212")
    canvas.set_layers(background, overlays["full-canvas frame"])
    parts = {"clear (background layer)": lambda _: canvas.clear(),
             "9 labels": lambda _: [canvas.label(s, n) for s, n in zip(slots, names)],
             "placeholder": lambda _: canvas.placeholder(slots[0], names[0]),
             "overlay (full-canvas frame)": lambda _: canvas.overlay(), "to_frame": lambda _: canvas.to_frame()}
    for label, fn in parts.items():
        print(f"    {label:28s} median {timed(fn, ticks)[0]:.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ticks", type=int, default=300)
    args = parser.parse_args()
    for width, height in ((1280, 720), (1280, 960)):
        run(width, height, args.ticks)


if __name__ == "__main__":
    main()
