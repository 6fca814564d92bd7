"""Background blur and replacement of a camera frame, given a person mask (no Qt, no model here).

The picture is handled in yuv420p planes: the person is kept as it is, the rest becomes either a blurred copy
of the frame (downscaled, Gaussian-blurred, scaled back: cheap at any strength) or a still image scaled to
cover the frame. The mask comes from :mod:`meetdesk.media.segmentation` at a low resolution (a float array of
0..1, 1 = person), is smoothed over time (:class:`MaskSmoother`) so edges do not flicker, and is scaled up
per plane with bilinear filtering, which feathers the edge.

Compositing is fixed-point arithmetic: where the scaled mask is 255 the output pixel IS the input pixel, where it
is 0 it is the background pixel, so a frame changes only outside the person.
"""
from __future__ import annotations

import asyncio
import io
import logging
import math
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import av
import numpy as np
from PIL import Image, ImageFilter

from .segmentation import PersonSegmenter, small_rgb

log = logging.getLogger(__name__)

MODES = ("none", "blur", "image")
BLUR_DOWNSCALE = 4          # the blur works on a quarter-size picture
BLUR_RADIUS = 3.0           # Gaussian radius at that size (about 12 px of the full frame)
BLUR_REUSE = 2              # a blurred room serves this many frames
MAX_IMAGE_BYTES = 16 * 1024 * 1024
MAX_IMAGE_PIXELS = 40_000_000   # a background image larger than this (decoded) is refused


class BackgroundImageError(ValueError):
    """A background image that cannot be used (not an image, too large, unreadable)."""


@dataclass(frozen=True)
class Effect:
    """What to do with the background: ``mode`` is one of MODES; ``image`` is an RGB picture for "image"."""
    mode: str = "none"
    image: Image.Image | None = None

    @property
    def active(self) -> bool:
        return self.mode == "blur" or (self.mode == "image" and self.image is not None)


def load_image(source: bytes | str | Path) -> Image.Image:
    """An RGB picture from image bytes or a file path (PNG, JPEG, WebP...), size-checked before decoding."""
    try:
        if isinstance(source, (str, Path)):
            path = Path(source)
            if path.stat().st_size > MAX_IMAGE_BYTES:
                raise BackgroundImageError("the background image file is larger than 16 MB")
            data = path.read_bytes()
        else:
            data = bytes(source)
        if len(data) > MAX_IMAGE_BYTES:
            raise BackgroundImageError("the background image is larger than 16 MB")
        with Image.open(io.BytesIO(data)) as image:
            if image.width * image.height > MAX_IMAGE_PIXELS or image.width < 1 or image.height < 1:
                raise BackgroundImageError("the background image has too many pixels")
            return image.convert("RGB")
    except BackgroundImageError:
        raise
    except (OSError, ValueError, Image.DecompressionBombError) as exc:
        raise BackgroundImageError(f"not a usable image: {exc}") from exc


def cover(image: Image.Image, width: int, height: int) -> Image.Image:
    """``image`` scaled to cover ``width`` x ``height`` and centre-cropped to it."""
    scale = max(width / image.width, height / image.height)
    w, h = max(width, round(image.width * scale)), max(height, round(image.height * scale))
    scaled = image.resize((w, h), Image.BILINEAR)
    left, top = (w - width) // 2, (h - height) // 2
    return scaled.crop((left, top, left + width, top + height))


def yuv_planes(frame: av.VideoFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Copies of the Y, U, V planes of a frame (converted to yuv420p when it is in another format)."""
    if frame.format.name != "yuv420p" or frame.width % 2 or frame.height % 2:
        frame = frame.reformat(width=frame.width // 2 * 2, height=frame.height // 2 * 2, format="yuv420p")
    buf = frame.to_ndarray()            # (h * 3 / 2, w) for yuv420p
    h, w = frame.height, frame.width
    y = buf[:h].copy()
    chroma = buf[h:].reshape(2, h // 2, w // 2)
    return y, chroma[0].copy(), chroma[1].copy()


def planes_frame(y: np.ndarray, u: np.ndarray, v: np.ndarray, like: av.VideoFrame) -> av.VideoFrame:
    """A yuv420p frame of these planes with the timing of ``like``."""
    h, w = y.shape
    buf = np.concatenate([y, u.reshape(h // 4, w), v.reshape(h // 4, w)])
    out = av.VideoFrame.from_ndarray(buf, format="yuv420p")
    out.pts = like.pts
    if like.time_base is not None:
        out.time_base = like.time_base
    return out


def blurred_planes(frame: av.VideoFrame, downscale: int = BLUR_DOWNSCALE,
                   radius: float = BLUR_RADIUS) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The Y, U, V planes of a strongly blurred copy of a yuv420p frame: shrunk (libswscale, area average),
    Gaussian-blurred per plane (Pillow), scaled back bilinearly in one libswscale call. Costs what a
    picture of 1/``downscale`` the size costs, whatever the strength."""
    w = max(2, frame.width // downscale // 2 * 2)
    h = max(2, frame.height // downscale // 2 * 2)
    small = frame.reformat(width=w, height=h, format="yuv420p", interpolation="AREA").to_ndarray()
    chroma = small[h:].reshape(2, h // 2, w // 2)
    luma_blur, chroma_blur = ImageFilter.GaussianBlur(radius), ImageFilter.GaussianBlur(radius / 2)
    blurred = [np.asarray(Image.fromarray(np.ascontiguousarray(small[:h])).filter(luma_blur))]
    blurred += [np.asarray(Image.fromarray(np.ascontiguousarray(c)).filter(chroma_blur)).reshape(h // 4, w)
                for c in chroma]
    big = av.VideoFrame.from_ndarray(np.concatenate(blurred), format="yuv420p")
    return yuv_planes(big.reformat(width=frame.width, height=frame.height, interpolation="BILINEAR"))


def scale_mask(mask: np.ndarray, width: int, height: int) -> np.ndarray:
    """A 0..1 float mask scaled (bilinear, so feathered) to ``width`` x ``height`` as uint8 0..255."""
    small = Image.fromarray(np.clip(mask * 255.0 + 0.5, 0, 255).astype(np.uint8))
    return np.asarray(small.resize((width, height), Image.BILINEAR))


def blend(person: np.ndarray, background: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """``person`` where ``mask`` is 255, ``background`` where it is 0, mixed in between (exact at both ends).

    16-bit fixed point: the mask maps 0..255 onto 0..256, so 255 keeps the person pixel as it is."""
    weight = mask.astype(np.uint16)
    weight += weight >> 7
    mixed = person.astype(np.uint16) * weight + background.astype(np.uint16) * (256 - weight) + 128
    return (mixed >> 8).astype(np.uint8)


class MaskSmoother:
    """Smooths person masks over time (exponential moving average) so the edge does not flicker.

    ``weight`` is how much a new mask counts (1 = no smoothing); a mask of another size starts afresh."""

    def __init__(self, weight: float = 0.5):
        self.weight = float(weight)
        self.mask: np.ndarray | None = None

    def update(self, mask: np.ndarray) -> np.ndarray:
        mask = np.asarray(mask, dtype=np.float32)
        if self.mask is None or self.mask.shape != mask.shape:
            self.mask = mask.copy()
        else:
            self.mask += self.weight * (mask - self.mask)
        return self.mask

    def reset(self) -> None:
        self.mask = None


class BackgroundCompositor:
    """Applies an :class:`Effect` to frames with a given person mask; caches the scaled background image."""

    def __init__(self) -> None:
        self._image_key: tuple[Image.Image, int, int] | None = None
        self._image_planes: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._mask_key: tuple | None = None
        self._masks: tuple[np.ndarray, np.ndarray] | None = None
        self._blurred: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._blur_uses = 0

    def _background_planes(self, image: Image.Image, width: int, height: int):
        key = (image, width, height)
        if self._image_key is None or self._image_key[0] is not image or self._image_key[1:] != key[1:]:
            rgb = np.asarray(cover(image, width, height))
            frame = av.VideoFrame.from_ndarray(np.ascontiguousarray(rgb), format="rgb24")
            self._image_planes = yuv_planes(frame.reformat(format="yuv420p"))
            self._image_key = key
        return self._image_planes

    def _scaled_masks(self, mask: np.ndarray, width: int, height: int, mask_key) -> tuple[np.ndarray, np.ndarray]:
        key = (mask_key, width, height)
        if mask_key is None or key != self._mask_key:
            mask_c = scale_mask(mask, width // 2, height // 2)
            mask_y = mask_c.repeat(2, axis=0).repeat(2, axis=1)   # the feathered edge is wider than 2 px
            self._masks, self._mask_key = (mask_y, mask_c), key
        return self._masks

    def apply(self, frame: av.VideoFrame, mask: np.ndarray, effect: Effect, mask_key=None) -> av.VideoFrame:
        """The frame with its background blurred or replaced outside ``mask`` (0..1 floats, any size).
        ``mask_key`` names the mask's state: with the key of the last call the scaled mask is reused."""
        if not effect.active:
            return frame
        y, u, v = yuv_planes(frame)
        h, w = y.shape
        if (frame.format.name, frame.width, frame.height) != ("yuv420p", w, h):
            frame = planes_frame(y, u, v, frame)
        mask_y, mask_c = self._scaled_masks(mask, w, h, mask_key)
        if effect.mode == "blur":
            # the blurred room is made afresh every BLUR_REUSE frames: a frame's lag is invisible in a blur
            if self._blurred is None or self._blurred[0].shape != y.shape or self._blur_uses >= BLUR_REUSE:
                self._blurred, self._blur_uses = blurred_planes(frame), 0
            self._blur_uses += 1
            by, bu, bv = self._blurred
        else:
            by, bu, bv = self._background_planes(effect.image, w, h)
        return planes_frame(blend(y, by, mask_y), blend(u, bu, mask_c), blend(v, bv, mask_c), frame)


class BackgroundPipeline:
    """One video stream's effect: segmentation (at most every ``interval`` seconds; the smoothed mask is
    reused in between), temporal smoothing and compositing. Runs in one thread at a time.

    ``segment`` maps a small RGB array to a 0..1 person mask (default: the model); tests inject a known mask.
    When segmentation fails the whole frame counts as background: nothing of the room leaks out."""

    def __init__(self, segment: Callable[[np.ndarray], np.ndarray] | None = None, interval: float = 1 / 10,
                 smoothing: float = 0.5):
        self._segmenter = PersonSegmenter() if segment is None else None
        self.segment = segment or self._segmenter.mask
        self.effect = Effect()
        self.interval = interval
        self.smoother = MaskSmoother(smoothing)
        self.compositor = BackgroundCompositor()
        self.segmentations = 0
        self.frames = 0
        self._last = -math.inf
        self._failed = False

    def apply(self, frame: av.VideoFrame) -> av.VideoFrame:
        effect = self.effect                 # one read: the UI may swap it meanwhile
        if not effect.active:
            self.smoother.reset()
            return frame
        now = time.monotonic()
        if self.smoother.mask is None or now - self._last >= self.interval:
            rgb = small_rgb(frame)
            try:
                raw = self.segment(rgb)
                self._failed = False
            except Exception:
                if not self._failed:
                    log.exception("person segmentation failed: the whole picture is background")
                self._failed = True
                raw = np.zeros(rgb.shape[:2], dtype=np.float32)
            self.smoother.update(raw)
            self.segmentations += 1
            self._last = now
        self.frames += 1
        return self.compositor.apply(frame, self.smoother.mask, effect, mask_key=self.segmentations)

    def close(self) -> None:
        if self._segmenter is not None:
            self._segmenter.close()


class BackgroundWorker:
    """Runs a :class:`BackgroundPipeline` in a thread of its own so the asyncio loop never waits on it.

    :meth:`process` returns the frame with the effect, the frame itself when no effect is on, or None when
    the worker is still busy with an earlier frame: that frame is dropped, never queued."""

    def __init__(self, pipeline: BackgroundPipeline | None = None):
        self.pipeline = pipeline or BackgroundPipeline()
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="background")
        self._busy = False
        self.dropped = 0

    @property
    def effect(self) -> Effect:
        return self.pipeline.effect

    def set_effect(self, effect: Effect) -> None:
        self.pipeline.effect = effect

    async def process(self, frame: av.VideoFrame) -> av.VideoFrame | None:
        if not self.pipeline.effect.active:
            return frame
        if self._busy:
            self.dropped += 1
            return None
        self._busy = True
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, self.pipeline.apply, frame)
        finally:
            self._busy = False

    def close(self) -> None:
        """Free the model in its own thread, then let the thread end (no waiting here)."""
        self._executor.submit(self.pipeline.close)
        self._executor.shutdown(wait=False)


__all__ = [
    "BLUR_DOWNSCALE", "BLUR_RADIUS", "BackgroundCompositor", "BackgroundImageError", "BackgroundPipeline",
    "BackgroundWorker", "Effect", "MODES",
    "MaskSmoother", "blend", "blurred_planes", "cover", "load_image", "planes_frame", "scale_mask", "yuv_planes",
]
