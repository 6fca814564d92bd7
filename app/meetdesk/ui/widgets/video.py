"""Video display: keeps only the latest frame, converts it when painting, counts what it drops.

Frames are offered from the asyncio side (same thread under qasync). A frame that arrives while the previous
one still waits to be painted replaces it and counts as dropped, so a slow paint never queues frames up.
"""
from __future__ import annotations

import time
from typing import Any

import numpy as np
from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QWidget

from meetdesk.ui.theme import MUTED

_SHOW_NAME_MIN_WIDTH = 120


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


class VideoView(QWidget):
    """Paints the latest frame scaled with its aspect ratio; shows a placeholder without video."""

    first_frame = Signal()     # the first frame arrived
    first_painted = Signal()   # the first frame was painted (emitted at the end of that paintEvent)

    def __init__(self, placeholder: str = "", mirrored: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self._pending: Any = None
        self._image: QImage | None = None
        self._placeholder = placeholder
        self._mirrored = mirrored
        self._overlay_name = ""
        self.frames_received = 0
        self.frames_painted = 0
        self.frames_dropped = 0
        self._fps_window: list[float] = []
        self._first_paint_pending = True
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.setMinimumSize(160, 90)

    # ---- input
    def offer_frame(self, frame: Any) -> None:
        self.frames_received += 1
        if self._pending is not None:
            self.frames_dropped += 1
        self._pending = frame
        if self.frames_received == 1:
            self.first_frame.emit()
        self.update()

    def clear(self) -> None:
        self._pending = None
        self._image = None
        self.update()

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    def set_overlay_name(self, name: str) -> None:
        self._overlay_name = name
        self.update()

    @property
    def has_video(self) -> bool:
        return self._image is not None or self._pending is not None

    @property
    def fps(self) -> float:
        now = time.monotonic()
        self._fps_window = [t for t in self._fps_window if now - t < 2.0]
        return len(self._fps_window) / 2.0

    def stats(self) -> dict[str, float]:
        return {"received": self.frames_received, "painted": self.frames_painted,
                "dropped": self.frames_dropped, "fps": round(self.fps, 1)}

    def current_image(self) -> QImage | None:
        return self._image

    # ---- painting
    def sizeHint(self) -> QSize:
        return QSize(640, 480)

    def paintEvent(self, event) -> None:
        if self._pending is not None:
            try:
                self._image = frame_to_qimage(self._pending)
            finally:
                self._pending = None
            self.frames_painted += 1
            self._fps_window.append(time.monotonic())
        p = QPainter(self)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        p.fillRect(self.rect(), QColor("#0d0f13"))
        if self._image is None:
            p.setPen(QColor(MUTED))
            font = QFont(p.font())
            font.setPointSizeF(font.pointSizeF() * 1.1)
            p.setFont(font)
            p.drawText(self.rect().adjusted(12, 12, -12, -12), Qt.AlignCenter | Qt.TextWordWrap, self._placeholder)
            return
        image = self._image
        size = image.size().scaled(self.size(), Qt.KeepAspectRatio)
        target = QRectF((self.width() - size.width()) / 2, (self.height() - size.height()) / 2,
                        size.width(), size.height())
        if self._mirrored:  # self-view: like a mirror
            p.save()
            p.translate(self.width(), 0)
            p.scale(-1, 1)
            p.drawImage(target, image)
            p.restore()
        else:
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
