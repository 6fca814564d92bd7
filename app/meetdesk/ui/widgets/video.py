"""Video display: keeps only the latest frame, converts it off the UI thread to the size it is shown at, counts
what it drops.

Frames are offered from the asyncio side (same thread under qasync). A decoded frame (av.VideoFrame) is scaled
and converted to 32-bit RGB by swscale on one worker thread (PyAV releases the GIL there), straight to the size
of the picture on screen, so the UI thread only blits a ready image: no full-resolution conversion and no
smooth scaling of a 1280x960 image in paintEvent. One conversion per view is in flight at a time; a frame that
arrives meanwhile replaces the waiting one and counts as dropped, so a slow machine never queues frames up.

The last picture stays on screen until the first frame of a new stream replaces it (a renegotiation from the
other's video to the composed picture shows no black gap), and each picture is laid out with its own aspect
ratio.
"""
from __future__ import annotations

import logging
import time
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import numpy as np
from av.video.reformatter import VideoReformatter
from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QWidget

from meetdesk.ui.theme import MUTED

log = logging.getLogger(__name__)

_SHOW_NAME_MIN_WIDTH = 120
_BACKGROUND = QColor("#0d0f13")
# One worker for every view: conversions are short (about 1.5 ms for 1280x960 -> 916x687) and a second
# thread would only compete with the decoders on a small machine.
_CONVERTER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="video-convert")


def frame_to_qimage(frame: Any) -> QImage:
    """av.VideoFrame, RGB ndarray (h, w, 3) or QImage -> QImage that owns (a reference to) its pixels."""
    if isinstance(frame, QImage):
        return frame
    array = frame if isinstance(frame, np.ndarray) else frame.to_ndarray(format="rgb24")
    array = np.ascontiguousarray(array)
    height, width = array.shape[:2]
    image = QImage(array.data, width, height, array.strides[0], QImage.Format_RGB888)
    image._array = array  # keep the buffer alive as long as the image   # type: ignore[attr-defined]
    return image


def convert_frame(reformatter: VideoReformatter, frame: Any, width: int, height: int,
                  mirrored: bool = False) -> QImage:
    """A decoded frame scaled to width x height as a 32-bit RGB QImage (the format Qt blits fastest); runs on
    the worker thread. ``reformatter`` belongs to one view (swscale contexts are not shared between threads)."""
    scaled = reformatter.reformat(frame, width=width, height=height, format="bgra")
    array = scaled.to_ndarray()   # (height, width, 4); a strided view when swscale padded the lines
    array = np.ascontiguousarray(array[:, ::-1] if mirrored else array)
    # A deep copy that Qt owns: a QImage wrapping numpy's buffer dies with the Python object, and a shallow copy
    # Qt kept (painting, implicit sharing) would then read freed memory. The copy is made here, off the UI thread.
    return QImage(array.data, width, height, array.strides[0], QImage.Format_RGB32).copy()


def fit_size(source: QSize, area: QSize) -> QSize:
    """The largest size with source's aspect ratio inside area (at least 2x2)."""
    if source.isEmpty() or area.isEmpty():
        return QSize(2, 2)
    size = source.scaled(area, Qt.KeepAspectRatio)
    return QSize(max(2, size.width()), max(2, size.height()))


class VideoView(QWidget):
    """Paints the latest frame scaled with its aspect ratio; shows a placeholder without video."""

    first_frame = Signal()     # the first frame arrived
    first_painted = Signal()   # the first frame was painted (emitted at the end of that paintEvent)

    def __init__(self, placeholder: str = "", mirrored: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self._waiting: Any = None          # the newest frame not yet handed to the worker
        self._waiting_is_new = False       # False: a re-conversion of the last frame (after a resize)
        self._last_frame: Any = None       # the newest frame handed to the worker (kept for re-conversion)
        self._busy = False                 # a conversion is in flight
        self._generation = 0               # bumped by clear(): late results of older frames are ignored
        self._reformatter = VideoReformatter()
        self._image: QImage | None = None
        self._image_fresh = False          # a new frame's image not painted yet
        self._source_size = QSize()        # size of the frame the image shows
        self._placeholder = placeholder
        self._mirrored = mirrored
        self._overlay_name = ""
        self.frames_received = 0
        self.frames_painted = 0
        self.frames_dropped = 0
        self.conversion_errors = 0
        self._fps_window: list[float] = []
        self._first_paint_pending = True
        _bridge()   # made on the UI thread, before any worker hands back
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.setMinimumSize(160, 90)

    # ---- input
    def offer_frame(self, frame: Any) -> None:
        self.frames_received += 1
        if self._waiting is not None and self._waiting_is_new:
            self.frames_dropped += 1
        self._waiting, self._waiting_is_new = frame, True
        if self.frames_received == 1:
            self.first_frame.emit()
        self._convert_next()

    def clear(self) -> None:
        self._generation += 1
        self._waiting = self._last_frame = None
        self._image = None
        self._image_fresh = False
        self._source_size = QSize()
        self.update()

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    def set_overlay_name(self, name: str) -> None:
        self._overlay_name = name
        self.update()

    @property
    def has_video(self) -> bool:
        return self._image is not None or self._waiting is not None or self._busy

    @property
    def fps(self) -> float:
        now = time.monotonic()
        self._fps_window = [t for t in self._fps_window if now - t < 2.0]
        return len(self._fps_window) / 2.0

    def stats(self) -> dict[str, float]:
        return {"received": self.frames_received, "painted": self.frames_painted,
                "dropped": self.frames_dropped, "fps": round(self.fps, 1)}

    def current_image(self) -> QImage | None:
        """The picture on screen, already scaled to the size it is painted at."""
        return self._image

    def source_size(self) -> QSize:
        """The size of the frame on screen as it arrived (e.g. 1280x960 for the composed picture)."""
        return QSize(self._source_size)

    # ---- conversion (worker thread) and hand-back (UI thread)
    def _target_size(self, source: QSize) -> QSize:
        """The picture's size on screen in device pixels."""
        size = fit_size(source, self.size())
        ratio = self.devicePixelRatioF()
        return QSize(max(2, round(size.width() * ratio)), max(2, round(size.height() * ratio)))

    def _convert_next(self) -> None:
        if self._busy or self._waiting is None or not self.isVisible():
            return   # a hidden view converts its newest frame when shown
        frame, self._waiting = self._waiting, None
        new = self._waiting_is_new
        if isinstance(frame, np.ndarray):
            frame = _ndarray_frame(frame)
        if isinstance(frame, QImage):   # already a picture: painted scaled
            self._show(frame.flipped(Qt.Horizontal) if self._mirrored else frame, frame.size(), new)
            return
        self._last_frame = frame
        source = QSize(frame.width, frame.height)
        target = self._target_size(source)
        self._busy = True
        generation = self._generation
        job = _CONVERTER.submit(convert_frame, self._reformatter, frame, target.width(), target.height(),
                                self._mirrored)
        view = weakref.ref(self)
        job.add_done_callback(lambda done: _hand_back(view, done, source, generation, new))

    def _on_converted(self, result: Any, source: QSize, generation: int, new: bool) -> None:
        self._busy = False
        if generation == self._generation:
            if isinstance(result, Exception):
                self.conversion_errors += 1
                if self.conversion_errors == 1:
                    log.warning("a video frame could not be converted: %s", result)
            else:
                result.setDevicePixelRatio(self.devicePixelRatioF())
                self._show(result, source, new)
        self._convert_next()

    def _show(self, image: QImage, source: QSize, new: bool = True) -> None:
        """Put a converted picture on screen; ``new`` False: the last frame again, at a new size."""
        if new and self._image_fresh:
            self.frames_dropped += 1   # converted but replaced before a paint
        self._image, self._source_size = image, source
        self._image_fresh = self._image_fresh or new
        self.update()

    # ---- painting
    def sizeHint(self) -> QSize:
        return QSize(640, 480)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._convert_next()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._last_frame is not None and self._waiting is None:   # a still picture gets sharp again
            self._waiting, self._waiting_is_new = self._last_frame, False
            self._convert_next()

    def picture_rect(self) -> QRectF:
        """Where the picture is painted (centred, its aspect ratio kept; whole pixels, so the bars meet it)."""
        size = fit_size(self._source_size, self.size())
        return QRectF((self.width() - size.width()) // 2, (self.height() - size.height()) // 2,
                      size.width(), size.height())

    def paintEvent(self, event) -> None:
        if self._image_fresh:
            self._image_fresh = False
            self.frames_painted += 1
            self._fps_window.append(time.monotonic())
        p = QPainter(self)
        if self._image is None:
            p.fillRect(self.rect(), _BACKGROUND)
            p.setPen(QColor(MUTED))
            font = QFont(p.font())
            font.setPointSizeF(font.pointSizeF() * 1.1)
            p.setFont(font)
            p.drawText(self.rect().adjusted(12, 12, -12, -12), Qt.AlignCenter | Qt.TextWordWrap, self._placeholder)
            p.end()
            return
        image = self._image
        target = self.picture_rect()
        size = target.size().toSize()
        for bar in _bars(QRectF(self.rect()), target):   # the picture covers the rest
            p.fillRect(bar, _BACKGROUND)
        scaled = image.deviceIndependentSize()
        if abs(scaled.width() - size.width()) < 1 and abs(scaled.height() - size.height()) < 1:
            p.drawImage(target.topLeft(), image)   # the usual case: a blit of the ready picture
        else:   # while resizing, until the next conversion at the new size
            p.setRenderHint(QPainter.SmoothPixmapTransform)
            p.drawImage(target, image)
        if self._overlay_name and self.width() >= _SHOW_NAME_MIN_WIDTH:
            font = QFont(p.font())
            font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
            p.setFont(font)
            metrics = p.fontMetrics()
            w = metrics.horizontalAdvance(self._overlay_name) + 16
            h = metrics.height() + 6
            box = QRectF(target.left() + 8, target.bottom() - h - 8, w, h)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 150))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(QColor("white"))
            p.drawText(box, Qt.AlignCenter, self._overlay_name)
        p.end()
        if self._first_paint_pending and self.frames_painted:
            self._first_paint_pending = False
            self.first_painted.emit()


class _Bridge(QObject):
    """Lives on the UI thread; workers emit through it (never through a view that may be deleted by then)."""
    converted = Signal(object)   # (weakref to the view, QImage or exception, source QSize, generation, new)


_BRIDGE: _Bridge | None = None


def _bridge() -> _Bridge:
    global _BRIDGE
    if _BRIDGE is None:
        _BRIDGE = _Bridge()
        _BRIDGE.converted.connect(_deliver, Qt.QueuedConnection)
    return _BRIDGE


def _hand_back(view: weakref.ref, job: Future, source: QSize, generation: int, new: bool) -> None:
    """On the worker thread: queue the result to the UI thread."""
    try:
        result = job.result()
    except Exception as exc:   # noqa: BLE001 - reported on the UI thread
        result = exc
    _bridge().converted.emit((view, result, source, generation, new))


def _deliver(payload: tuple) -> None:
    """On the UI thread: the result to its view, unless the view is gone."""
    view_ref, result, source, generation, new = payload
    view = view_ref()
    if view is None:
        return
    try:
        view._on_converted(result, source, generation, new)
    except RuntimeError:   # the widget was deleted on the C++ side
        pass


def _ndarray_frame(array: np.ndarray) -> Any:
    """An RGB ndarray (h, w, 3) as a frame the worker can scale."""
    import av
    return av.VideoFrame.from_ndarray(np.ascontiguousarray(array[:, :, :3]), format="rgb24")


def _bars(area: QRectF, picture: QRectF) -> list[QRectF]:
    """The parts of area around a centred picture (letterbox or pillarbox bars)."""
    bars = [QRectF(area.left(), area.top(), area.width(), picture.top() - area.top()),
            QRectF(area.left(), picture.bottom(), area.width(), area.bottom() - picture.bottom()),
            QRectF(area.left(), picture.top(), picture.left() - area.left(), picture.height()),
            QRectF(picture.right(), picture.top(), area.right() - picture.right(), picture.height())]
    return [bar for bar in bars if bar.width() > 0 and bar.height() > 0]
