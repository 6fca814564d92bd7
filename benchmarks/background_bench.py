"""Background blur and replacement of a 640x480 camera at 30 fps (media/background.py, media/segmentation.py).

    python benchmarks/background_bench.py [--frames 300] [--seconds 10]

Prints the thread CPU time (what other processes on a shared machine do not inflate) per frame of
- the segmentation model alone (one 256x192 picture; the pipeline runs it at most 10 times a second),
- the compositing alone (blur; picture),
- the whole pipeline as the camera track runs it (segmentation every 1/10 s, compositing every frame), fed
  at 30 fps, and what that is in percent of one core at 30 fps;
then the frame rate the self-view holds: a LocalVideo over the 30 fps synthetic camera with blur on, read as
the sender reads it, for ``--seconds`` (frames out per second, frames dropped by the worker).
The input is a real photograph (Grace Hopper, public domain, matplotlib's sample data) on a 640x480 frame.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from pathlib import Path

import av
import numpy as np
from PIL import Image

from meetdesk.client import background as backgrounds
from meetdesk.media import background as bg
from meetdesk.media import devices
from meetdesk.media.segmentation import PersonSegmenter, small_rgb

FPS = 30


def photo_frame() -> av.VideoFrame:
    import matplotlib

    photo = Image.open(Path(matplotlib.get_data_path()) / "sample_data" / "grace_hopper.jpg").convert("RGB")
    canvas = Image.new("RGB", (640, 480), (128, 128, 128))
    canvas.paste(photo.resize((410, 480)), (115, 0))
    return av.VideoFrame.from_ndarray(np.asarray(canvas), format="rgb24").reformat(format="yuv420p")


def cpu_ms(fn, count: int) -> tuple[float, float]:
    """(median process CPU ms, median wall ms) per call."""
    cpu, wall = [], []
    for _ in range(count):
        c, w = time.process_time(), time.perf_counter()
        fn()
        cpu.append((time.process_time() - c) * 1000)
        wall.append((time.perf_counter() - w) * 1000)
    return statistics.median(cpu), statistics.median(wall)


def pipeline_cpu(frame: av.VideoFrame, effect: bg.Effect, frames: int) -> float:
    """Mean process CPU ms per frame of the pipeline fed at 30 fps (sleeping between frames)."""
    pipe = bg.BackgroundPipeline()
    pipe.effect = effect
    pipe.apply(frame)                        # load the model
    start_cpu, start = time.process_time(), time.perf_counter()
    for i in range(frames):
        due = start + i / FPS
        pause = due - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        pipe.apply(frame)
    used = (time.process_time() - start_cpu) * 1000 / frames
    print(f"  ({pipe.segmentations} segmentations for {pipe.frames} frames)")
    pipe.close()
    return used


async def self_view_rate(seconds: float) -> tuple[float, int, int]:
    from meetdesk.client.devices import LocalVideo

    worker = bg.BackgroundWorker()
    worker.set_effect(bg.Effect("blur"))
    track = LocalVideo(devices.open_camera(None, 640, 480, FPS), None, worker)
    await track.recv()                       # the model loads
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        await track.recv()
        count += 1
    rate = count / (time.perf_counter() - start)
    track.stop()
    worker.close()
    return rate, count, worker.dropped


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()
    if backgrounds.unavailable():
        raise SystemExit(f"no segmentation: {backgrounds.unavailable()}")
    frame = photo_frame()
    segmenter = PersonSegmenter()
    rgb = small_rgb(frame)
    segmenter.mask(rgb)
    mask = segmenter.mask(rgb)
    picture = bg.load_image(backgrounds.builtin_path("mountains"))
    compositor = bg.BackgroundCompositor()
    rows = [
        ("segmentation (model, 256x192)", lambda: segmenter.mask(small_rgb(frame))),
        ("compositing, blur", lambda: compositor.apply(frame, mask, bg.Effect("blur"))),
        ("compositing, picture", lambda: compositor.apply(frame, mask, bg.Effect("image", picture))),
    ]
    print(f"640x480, {args.frames} frames; process CPU ms (wall ms), medians")
    for name, fn in rows:
        cpu, wall = cpu_ms(fn, args.frames)
        print(f"{name:34s} {cpu:6.2f} ({wall:6.2f})")
    segmenter.close()
    for name, effect in (("blur", bg.Effect("blur")), ("picture", bg.Effect("image", picture))):
        per_frame = pipeline_cpu(frame, effect, args.frames)
        print(f"pipeline at {FPS} fps, {name:8s}       {per_frame:6.2f} ms/frame = "
              f"{per_frame * FPS / 10:5.1f}% of one core")
    rate, count, dropped = asyncio.run(self_view_rate(args.seconds))
    print(f"self-view with blur: {rate:5.1f} fps ({count} frames in {args.seconds:g} s, {dropped} dropped)")


if __name__ == "__main__":
    main()
