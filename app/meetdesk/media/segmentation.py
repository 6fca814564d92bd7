"""Person segmentation for the background effects: which pixels of a camera frame are the person.

The model is MediaPipe's selfie segmentation (the "landscape" variant, 256x144, MobileNetV3-like, Apache-2.0),
shipped with the app in ``resources/models/`` (``make_model.py`` there makes it from MediaPipe's file: the same
weights, its one custom operator written as the stock TRANSPOSE_CONV) and pinned by its SHA-256, checked when it
is loaded. It runs on LiteRT (``ai-edge-litert``, TensorFlow Lite's runtime): nothing is downloaded, the app works
offline. Around the model, what MediaPipe's graph does: the picture sampled to 256x144 as its
``ImageToTensorCalculator`` samples it (:func:`model_input`), the mask resized back bilinearly (its
``TensorsToSegmentationCalculator``; the model's own last layer is the sigmoid). The masks match MediaPipe's
(thresholded at 0.5, intersection over union 0.999 on photographs at 4:3, 16:9 and 3:4).

:func:`unavailable` tells why segmentation cannot run here (None when it can); the UI then offers no effects.
"""
from __future__ import annotations

import hashlib
import importlib.util
import logging
import threading
from importlib.resources import files
from pathlib import Path

import av
import numpy as np
from PIL import Image

log = logging.getLogger(__name__)

SEG_WIDTH = 256                 # the model's input width; the height follows the frame's aspect ratio
MODEL_SIZE = (256, 144)         # the model's input and output, width x height
MODEL_NAME = "selfie_segmentation_landscape.tflite"
MODEL_SHA256 = "df34d53d25ebd4e45bf3b8495cbcfcfb9d5a5871e7b99511ed27806a4113f9c0"
_reason: str | None = None
_checked = False
_lock = threading.Lock()


def model_path() -> Path | None:
    """The model file shipped with the app (``meetdesk.resources/models``), or None."""
    path = Path(str(files("meetdesk.resources"))) / "models" / MODEL_NAME
    return path if path.is_file() else None


def unavailable() -> str | None:
    """Why person segmentation cannot run on this installation (None when it can): a cheap check that the
    model file and the runtime are installed, without importing the runtime (the worker thread does it)."""
    global _reason, _checked
    with _lock:
        if not _checked:
            _checked = True
            if model_path() is None:
                _reason = f"the segmentation model is missing (resources/models/{MODEL_NAME})"
            elif importlib.util.find_spec("ai_edge_litert") is None:
                _reason = "the segmentation runtime is not installed (package ai-edge-litert)"
            if _reason:
                log.warning("background effects off: %s", _reason)
        return _reason


def small_rgb(frame: av.VideoFrame, width: int = SEG_WIDTH) -> np.ndarray:
    """The frame as a small RGB array (``width`` wide, same aspect ratio, even height) for the model."""
    height = max(2, round(frame.height * width / max(1, frame.width)) // 2 * 2)
    return frame.reformat(width=width, height=height, format="rgb24").to_ndarray()


def model_input(rgb: np.ndarray) -> np.ndarray:
    """The RGB array as the model's input: 1 x 144 x 256 x 3, values 0..1, sampled as MediaPipe's
    ImageToTensorCalculator does (OpenCV's warpAffine, bilinear, the aspect ratio not kept): output pixel i
    reads the picture at i * in / out, not at pixel centres, which matters where the model is unsure."""
    picture = np.asarray(rgb, dtype=np.float32)
    for axis, size in ((0, MODEL_SIZE[1]), (1, MODEL_SIZE[0])):
        have = picture.shape[axis]
        if have == size:
            continue
        where = np.arange(size) * (have / size)
        low = np.minimum(where.astype(np.intp), have - 1)
        high = np.minimum(low + 1, have - 1)
        weight = (where - low).astype(np.float32).reshape((-1, 1, 1) if axis == 0 else (1, -1, 1))
        first, second = np.take(picture, low, axis=axis), np.take(picture, high, axis=axis)
        picture = first + (second - first) * weight
    return (picture * (1 / 255))[None]


def load_model(path: Path) -> bytes:
    """The model file's bytes, when its SHA-256 is :data:`MODEL_SHA256` (else ValueError)."""
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != MODEL_SHA256:
        raise ValueError(f"{path}: SHA-256 {digest} is not the segmentation model's ({MODEL_SHA256})")
    return data


class PersonSegmenter:
    """The model, loaded on first use: :meth:`mask` of an RGB array is a float32 array of the same height
    and width, 1 where the person is and 0 elsewhere. One instance runs in one thread at a time."""

    def __init__(self) -> None:
        self._model = None

    def _load(self):
        reason = unavailable()
        if reason:
            raise RuntimeError(reason)
        from ai_edge_litert.interpreter import Interpreter   # about a second: in the worker thread

        model = Interpreter(model_content=load_model(model_path()), num_threads=1)
        model.allocate_tensors()
        (source,), (result,) = model.get_input_details(), model.get_output_details()
        if tuple(source["shape"]) != (1, MODEL_SIZE[1], MODEL_SIZE[0], 3):
            raise RuntimeError(f"unexpected model input {source['shape']}")
        return model, source["index"], result["index"]

    def mask(self, rgb: np.ndarray) -> np.ndarray:
        if self._model is None:
            self._model = self._load()
        model, source, result = self._model
        height, width = rgb.shape[:2]
        model.set_tensor(source, model_input(rgb))
        model.invoke()
        mask = model.get_tensor(result)[0, :, :, 0]
        if (width, height) != MODEL_SIZE:
            mask = np.asarray(Image.fromarray(mask).resize((width, height), Image.Resampling.BILINEAR))
        return np.clip(mask, 0.0, 1.0).astype(np.float32, copy=False)

    def close(self) -> None:
        self._model = None


__all__ = [
    "MODEL_SHA256", "PersonSegmenter", "SEG_WIDTH", "load_model", "model_input", "model_path", "small_rgb", "unavailable",
]
