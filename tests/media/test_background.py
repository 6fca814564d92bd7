"""Background blur and replacement: with a synthetic frame and a known (injected) person mask the picture
changes only outside the mask; the mask is smoothed over time; the worker drops frames instead of queueing;
and the model shipped in resources/models (pinned by its SHA-256, run by LiteRT on stock operators) finds the
person in a real photograph, with the mask MediaPipe itself gave for it."""
from __future__ import annotations

import asyncio
import io
import threading
from pathlib import Path

import av
import numpy as np
import pytest
from PIL import Image

from meetdesk.media import background as bg
from meetdesk.media import segmentation

W, H = 640, 480
# The person in mask coordinates (256 x 192, the model's size for a 4:3 frame): a box in the middle.
MASK_W, MASK_H = 256, 192
BOX = (64, 32, 192, 192)          # left, top, right, bottom (the person reaches the bottom edge)
SCALE = W / MASK_W                # 2.5 frame pixels per mask pixel
MARGIN = 8                        # frame pixels either side of the box edge where the feathered edge lies


def textured_frame(seed: int = 1) -> av.VideoFrame:
    """A 640x480 frame full of detail everywhere (noise over a gradient), so a blur changes every region."""
    rng = np.random.default_rng(seed)
    rgb = rng.integers(0, 256, (H, W, 3), dtype=np.uint8)
    rgb[..., 0] = (rgb[..., 0] // 2 + np.linspace(0, 127, W, dtype=np.uint8)[None, :]).astype(np.uint8)
    frame = av.VideoFrame.from_ndarray(rgb, format="rgb24").reformat(format="yuv420p")
    frame.pts = 3000
    return frame


def known_mask() -> np.ndarray:
    mask = np.zeros((MASK_H, MASK_W), dtype=np.float32)
    left, top, right, bottom = BOX
    mask[top:bottom, left:right] = 1.0
    return mask


def regions(scale: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """Boolean (inside, outside) maps of a plane of ``scale`` x the frame size, a margin off the box edge."""
    h, w = round(H * scale), round(W * scale)
    ys, xs = np.mgrid[0:h, 0:w]
    left, top, right, bottom = (v * SCALE * scale for v in BOX)
    m = MARGIN * scale
    inside = (xs >= left + m) & (xs < right - m) & (ys >= top + m) & (ys < bottom - m)
    outside = (xs < left - m) | (xs >= right + m) | (ys < top - m)
    return inside, outside


def planes(frame: av.VideoFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return bg.yuv_planes(frame)


def pipeline_with(mask: np.ndarray, effect: bg.Effect) -> bg.BackgroundPipeline:
    pipe = bg.BackgroundPipeline(segment=lambda rgb: mask, interval=0, smoothing=1.0)
    pipe.effect = effect
    return pipe


def test_blur_changes_the_frame_only_outside_the_person_mask():
    frame = textured_frame()
    out = pipeline_with(known_mask(), bg.Effect("blur")).apply(frame)
    assert (out.width, out.height, out.format.name, out.pts) == (W, H, "yuv420p", 3000)
    for index, (before, after) in enumerate(zip(planes(frame), planes(out))):
        inside, outside = regions(1.0 if index == 0 else 0.5)
        assert np.array_equal(after[inside], before[inside]), f"plane {index} changed inside the person"
        changed = np.abs(after[outside].astype(int) - before[outside].astype(int)) > 4
        assert changed.mean() > 0.6, f"plane {index}: the background was not blurred"
        # the background is smooth now: neighbouring pixels differ far less than in the noisy original
        assert np.abs(np.diff(after.astype(int), axis=1))[outside[:, 1:]].mean() < \
            np.abs(np.diff(before.astype(int), axis=1))[outside[:, 1:]].mean() / 4


def test_blurred_background_is_the_blurred_frame():
    frame = textured_frame(2)
    out = pipeline_with(known_mask(), bg.Effect("blur")).apply(frame)
    blurred = bg.blurred_planes(frame)
    for index, (after, expected) in enumerate(zip(planes(out), blurred)):
        _, outside = regions(1.0 if index == 0 else 0.5)
        assert np.array_equal(after[outside], expected[outside])


def test_image_background_replaces_only_outside_the_person():
    frame = textured_frame(3)
    picture = Image.new("RGB", (800, 450), (20, 120, 200))            # 16:9: it covers the 4:3 frame
    picture.paste((240, 200, 40), (0, 0, 400, 450))                   # left half yellow, right half blue
    out = pipeline_with(known_mask(), bg.Effect("image", picture)).apply(frame)
    y_before, y_after = planes(frame)[0], planes(out)[0]
    inside, outside = regions()
    assert np.array_equal(y_after[inside], y_before[inside])
    rgb = out.to_ndarray(format="rgb24")
    assert np.abs(rgb[40, 20].astype(int) - (240, 200, 40)).max() < 12    # top left: the yellow half
    assert np.abs(rgb[40, 620].astype(int) - (20, 120, 200)).max() < 12   # top right: the blue half


def test_no_effect_returns_the_same_frame():
    frame = textured_frame()
    pipe = pipeline_with(known_mask(), bg.Effect("none"))
    assert pipe.apply(frame) is frame
    assert bg.Effect("image", None).active is False     # "image" without a picture is no effect


def test_a_failing_segmenter_hides_the_whole_room():
    def broken(rgb):
        raise RuntimeError("model gone")

    frame = textured_frame(4)
    pipe = bg.BackgroundPipeline(segment=broken, interval=0)
    pipe.effect = bg.Effect("blur")
    out = pipe.apply(frame)
    assert np.array_equal(planes(out)[0], bg.blurred_planes(frame)[0])   # nothing of the frame leaks through


def test_other_formats_and_odd_sizes_are_handled():
    rgb = np.full((241, 321, 3), 90, dtype=np.uint8)
    frame = av.VideoFrame.from_ndarray(rgb, format="rgb24")
    out = pipeline_with(np.ones((10, 10), np.float32), bg.Effect("blur")).apply(frame)
    assert (out.format.name, out.width, out.height) == ("yuv420p", 320, 240)


def test_blend_is_exact_at_both_ends_and_mixes_between():
    person = np.array([[200, 10, 100]], dtype=np.uint8)
    room = np.array([[0, 250, 50]], dtype=np.uint8)
    assert bg.blend(person, room, np.array([[255, 255, 255]], np.uint8)).tolist() == person.tolist()
    assert bg.blend(person, room, np.array([[0, 0, 0]], np.uint8)).tolist() == room.tolist()
    half = bg.blend(person, room, np.array([[128, 128, 128]], np.uint8))[0]
    assert abs(int(half[0]) - 100) <= 1 and abs(int(half[1]) - 130) <= 1 and abs(int(half[2]) - 75) <= 1


def test_mask_smoothing_damps_a_flickering_edge():
    smoother = bg.MaskSmoother(weight=0.5)
    steady = np.zeros((4, 4), np.float32)
    steady[:, :2] = 1.0
    flicker = steady.copy()
    raw_edge, smooth_edge = [], []
    for i in range(20):
        flicker[:, 2] = float(i % 2)         # the edge column toggles every frame
        smoothed = smoother.update(flicker)
        raw_edge.append(flicker[0, 2])
        smooth_edge.append(float(smoothed[0, 2]))
    assert np.ptp(raw_edge[10:]) == 1.0
    assert np.ptp(smooth_edge[10:]) < 0.4                 # the smoothed edge swings far less
    assert np.allclose(smoother.mask[:, :2], 1.0) and np.allclose(smoother.mask[:, 3], 0.0)
    smoother.update(np.ones((2, 2), np.float32))           # another size starts afresh
    assert smoother.mask.shape == (2, 2) and np.allclose(smoother.mask, 1.0)


def test_segmentation_runs_at_most_every_interval_and_reuses_the_smoothed_mask():
    calls = []
    pipe = bg.BackgroundPipeline(segment=lambda rgb: calls.append(rgb.shape) or known_mask(), interval=3600)
    pipe.effect = bg.Effect("blur")
    for _ in range(5):
        pipe.apply(textured_frame())
    assert calls == [(192, 256, 3)]          # the model saw one small 4:3 picture, 256 wide
    assert pipe.frames == 5 and pipe.segmentations == 1


async def test_worker_runs_off_the_loop_and_drops_frames_while_busy():
    started, release = threading.Event(), threading.Event()
    threads = []

    def slow(rgb):
        threads.append(threading.current_thread().name)
        started.set()
        release.wait(5)
        return known_mask()

    worker = bg.BackgroundWorker(bg.BackgroundPipeline(segment=slow, interval=0))
    try:
        frame = textured_frame()
        assert await worker.process(frame) is frame          # no effect: the frame itself, no thread
        worker.set_effect(bg.Effect("blur"))
        first = asyncio.ensure_future(worker.process(frame))
        await asyncio.get_running_loop().run_in_executor(None, started.wait, 5)
        assert await worker.process(textured_frame(5)) is None   # busy: dropped, not queued
        assert worker.dropped == 1
        release.set()
        out = await first
        assert out is not frame and (out.width, out.height) == (W, H)
        assert threads and threads[0].startswith("background")
    finally:
        release.set()
        worker.close()


def test_load_image_accepts_pictures_and_refuses_the_rest(tmp_path: Path):
    buf = io.BytesIO()
    Image.new("RGB", (40, 30), (1, 2, 3)).save(buf, "PNG")
    assert bg.load_image(buf.getvalue()).size == (40, 30)
    path = tmp_path / "room.png"
    path.write_bytes(buf.getvalue())
    assert bg.load_image(path).getpixel((0, 0)) == (1, 2, 3)
    with pytest.raises(bg.BackgroundImageError):
        bg.load_image(b"<html>not an image</html>")
    with pytest.raises(bg.BackgroundImageError):
        bg.load_image(tmp_path / "missing.png")
    big = tmp_path / "big.png"
    big.write_bytes(b"\0" * (bg.MAX_IMAGE_BYTES + 1))
    with pytest.raises(bg.BackgroundImageError, match="16 MB"):
        bg.load_image(big)
    assert bg.cover(Image.new("RGB", (100, 10)), 64, 48).size == (64, 48)


DATA = Path(__file__).parent.parent / "data"
needs_model = pytest.mark.skipif(segmentation.unavailable() is not None, reason="no segmentation runtime (ai-edge-litert)")


def _photo_frame() -> tuple[av.VideoFrame, tuple[int, int, int, int]]:
    """Grace Hopper's portrait (public domain, tests/data) on a grey 640x480 frame; returns the frame and the
    photo's box in it."""
    photo = Image.open(DATA / "grace_hopper.jpg").convert("RGB")
    canvas = Image.new("RGB", (W, H), (128, 128, 128))
    canvas.paste(photo.resize((410, 480)), (115, 0))
    frame = av.VideoFrame.from_ndarray(np.asarray(canvas), format="rgb24").reformat(format="yuv420p")
    return frame, (115, 0, 525, 480)


def _photo_mask() -> np.ndarray:
    segmenter = segmentation.PersonSegmenter()
    try:
        return segmenter.mask(segmentation.small_rgb(_photo_frame()[0]))
    finally:
        segmenter.close()


@needs_model
def test_the_shipped_model_finds_the_person_in_a_photograph():
    assert segmentation.model_path().name == "selfie_segmentation_landscape.tflite"
    mask = _photo_mask()
    assert mask.shape == (192, 256) and mask.dtype == np.float32
    sx = MASK_W / W
    face = mask[round(110 * 0.4):round(110 * 0.4) + 20, round(300 * sx):round(340 * sx)]    # her face
    coat = mask[170:190, round(250 * sx):round(390 * sx)]                                   # her jacket
    sky = mask[5:25, round(430 * sx):round(500 * sx)]           # the blue sky behind her, top right
    bars = np.concatenate([mask[:, :round(100 * sx)], mask[:, round(540 * sx):]], axis=1)   # grey bars
    assert face.mean() > 0.9 and coat.mean() > 0.9
    assert sky.mean() < 0.1 and bars.mean() < 0.05


@needs_model
def test_the_mask_is_the_one_mediapipe_gave_for_the_photograph():
    """The same model, sampled as MediaPipe's graph samples it: the person pixels (mask > 0.5) overlap
    MediaPipe's own result (tests/data, recorded with mediapipe 0.10.21) almost exactly. Sampling the picture
    at pixel centres instead (an ordinary bilinear resize) gives an overlap of 0.996 and a mean difference of
    0.0015 here, and more where the model is unsure."""
    mask = _photo_mask()
    reference = np.asarray(Image.open(DATA / "grace_hopper_mediapipe_mask.png"), dtype=np.float32) / 255
    ours, theirs = mask > 0.5, reference > 0.5
    assert (ours & theirs).sum() / (ours | theirs).sum() > 0.999
    assert np.abs(mask - reference).mean() < 0.0008


@needs_model
def test_the_shipped_model_runs_on_stock_operators_alone():
    """No MediaPipe custom operator: the model runs on LiteRT's builtin kernels without any delegate (the
    original needs the XNNPACK delegate for its Convolution2DTransposeBias), with the same result."""
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    model = Interpreter(model_content=segmentation.load_model(segmentation.model_path()),
                        experimental_op_resolver_type=OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES)
    model.allocate_tensors()
    operators = {op["op_name"] for op in model._get_ops_details()}
    assert "TRANSPOSE_CONV" in operators and "DELEGATE" not in operators
    assert all(name.isupper() for name in operators)                # builtin operators only
    rgb = segmentation.small_rgb(_photo_frame()[0])
    model.set_tensor(model.get_input_details()[0]["index"], segmentation.model_input(rgb))
    model.invoke()
    plain = model.get_tensor(model.get_output_details()[0]["index"])[0, :, :, 0]
    delegated = segmentation.PersonSegmenter()
    try:
        delegated.mask(rgb)
        fast, _, result = delegated._model
        fast.set_tensor(fast.get_input_details()[0]["index"], segmentation.model_input(rgb))
        fast.invoke()
        assert np.abs(fast.get_tensor(result)[0, :, :, 0] - plain).max() < 1e-3
    finally:
        delegated.close()


def test_a_model_file_that_is_not_the_pinned_one_is_refused(tmp_path: Path, monkeypatch):
    """The model is checked against its SHA-256 when it is loaded: a changed file is not run, and the
    pipeline then hides the whole room (as for any segmentation failure)."""
    shipped = segmentation.model_path()
    assert shipped is not None and segmentation.load_model(shipped) == shipped.read_bytes()
    changed = bytearray(shipped.read_bytes())
    changed[len(changed) // 2] ^= 1
    tampered = tmp_path / shipped.name
    tampered.write_bytes(changed)
    with pytest.raises(ValueError, match="SHA-256"):
        segmentation.load_model(tampered)
    if segmentation.unavailable() is not None:
        return
    monkeypatch.setattr(segmentation, "model_path", lambda: tampered)
    pipe = bg.BackgroundPipeline(interval=0)
    pipe.effect = bg.Effect("blur")
    frame = textured_frame(4)
    out = pipe.apply(frame)
    assert np.array_equal(planes(out)[0], bg.blurred_planes(frame)[0])   # nothing of the frame leaks through
    pipe.close()
