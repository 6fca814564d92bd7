"""What a participant can share: a screen or a window of this machine, captured through Qt Multimedia
(QScreenCapture / QWindowCapture -> QMediaCaptureSession -> QVideoSink), or the synthetic shared screen where
there is no screen to capture (headless machines, tests). Each opens as an aiortc video track.

Source ids: ``screen:<index>`` (QGuiApplication.screens()), ``window:<index>`` (QWindowCapture.capturableWindows()
at listing time, checked by title when opened) and ``synthetic:screen``. Qt is imported only by the functions
that capture: ``meetdesk join`` and the engine never load it.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import os
import time
from dataclasses import dataclass
from typing import Any

import av
import numpy as np
from aiortc.mediastreams import MediaStreamError, VideoStreamTrack

from .bitmap_font import draw_text, text_size
from .synthetic import TestCardTrack, black_frame

log = logging.getLogger(__name__)

SYNTHETIC_SCREEN_ID = "synthetic:screen"
SYNTHETIC_SCREEN_COLOR = (38, 84, 170)   # the synthetic screen's background: a blue tests find in the picture
SHARE_FPS = 15
MAX_SHARE_WIDTH = 1280                   # a captured screen is scaled down to this width (even sizes)
NO_CAPTURE_PLATFORMS = ("offscreen", "minimal")
VIDEO_TIME_BASE = fractions.Fraction(1, 90000)


class ShareUnavailable(Exception):
    """The source id is unknown, or the screen or window cannot be captured."""


@dataclass(frozen=True)
class ShareSource:
    id: str
    name: str
    kind: str          # "screen", "window" or "synthetic"
    width: int = 0     # the screen's size in pixels (0: unknown)
    height: int = 0


# ---- the synthetic shared screen ------------------------------------------------------------------------------

class SyntheticScreenTrack(TestCardTrack):
    """A 1280x720 "shared screen": a blue slide with a title, the frame counter and the test card's stamp (so
    programs can read back which frame arrived when, as from the camera's test card)."""

    __test__ = False

    def __init__(self, title: str = "Shared screen", width: int = 1280, height: int = 720, fps: float = SHARE_FPS):
        super().__init__(width, height, fps, label="MeetDesk screen", color=SYNTHETIC_SCREEN_COLOR)
        base = self.renderer._base   # the picture every frame starts from: the title goes in once
        y_plane = base[:height]
        scale = max(2, height // 90)
        title = title[:max(1, (width - 40) // (6 * scale))]
        tw, th = text_size(title, scale)
        y_plane[height // 6: height // 6 + th * 3, width // 10: width - width // 10] = 200   # a light "window"
        draw_text(y_plane, title, (width - tw) // 2, height // 6 + th, scale, 30)
        bar_top = height // 2
        for i in range(4):   # grey text lines of a document
            top = bar_top + i * (height // 14)
            y_plane[top:top + height // 40, width // 8: width - width // 8 - i * width // 10] = 150


# ---- listing ----------------------------------------------------------------------------------------------

def _qt_can_capture() -> bool:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    return app is not None and QGuiApplication.platformName() not in NO_CAPTURE_PLATFORMS


def list_share_sources(windows: bool = True) -> list[ShareSource]:
    """The screens (and windows) Qt can capture on this display; the synthetic screen where there is none (a
    machine without a display, the tests), or always with MEETDESK_SYNTHETIC_SOURCES=1."""
    found: list[ShareSource] = []
    try:
        if _qt_can_capture():
            from PySide6.QtGui import QGuiApplication
            from PySide6.QtMultimedia import QWindowCapture

            for i, screen in enumerate(QGuiApplication.screens()):
                size = screen.size() * screen.devicePixelRatio()
                found.append(ShareSource(f"screen:{i}", screen.name() or f"Screen {i + 1}", "screen",
                                         size.width(), size.height()))
            if windows:
                for i, window in enumerate(QWindowCapture.capturableWindows()):
                    if window.isValid() and window.description():
                        found.append(ShareSource(f"window:{i}", window.description(), "window"))
    except Exception:   # a broken multimedia backend must not hide the synthetic source
        log.exception("listing screens and windows failed")
    if not found or os.environ.get("MEETDESK_SYNTHETIC_SOURCES") == "1":
        found.append(ShareSource(SYNTHETIC_SCREEN_ID, "Test screen", "synthetic", 1280, 720))
    return found


def thumbnail(source: ShareSource, width: int = 256, height: int = 144) -> Any:
    """A QImage of the source at most ``width`` x ``height``: a grab of the screen, the synthetic screen's first
    frame; None for a window (Qt grabs windows only by capturing them)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    image = None
    if source.kind == "synthetic":
        frame = SyntheticScreenTrack().renderer.render(0, int(time.time() * 1000))
        rgb = np.ascontiguousarray(frame.to_ndarray(format="rgb24"))
        image = QImage(rgb.data, rgb.shape[1], rgb.shape[0], rgb.shape[1] * 3, QImage.Format_RGB888).copy()
    elif source.kind == "screen":
        screens = QGuiApplication.screens()
        index = _index(source.id)
        if index is not None and index < len(screens):
            image = screens[index].grabWindow(0).toImage()
    if image is None or image.isNull():
        return None
    return image.scaled(width, height, Qt.KeepAspectRatio, Qt.SmoothTransformation)


def _index(source_id: str) -> int | None:
    _, _, text = source_id.partition(":")
    return int(text) if text.isdigit() and len(text) < 4 else None


# ---- capturing ---------------------------------------------------------------------------------------------

# Qt pixel formats of captured pictures -> the PyAV (ffmpeg) name of the same byte order
_PACKED_FORMATS = {"Format_BGRA8888": "bgra", "Format_BGRX8888": "bgra", "Format_RGBA8888": "rgba",
                   "Format_RGBX8888": "rgba", "Format_ARGB8888": "argb", "Format_XRGB8888": "argb",
                   "Format_ABGR8888": "abgr", "Format_XBGR8888": "abgr"}


def picture_of(video_frame: Any) -> tuple[np.ndarray, str] | None:
    """The pixels of a QVideoFrame as (rows x width x 4 array, PyAV format), copied out of the frame; pictures of
    other formats through QVideoFrame.toImage (slower). None when the frame cannot be read."""
    from PySide6.QtGui import QImage
    from PySide6.QtMultimedia import QVideoFrame

    fmt = _PACKED_FORMATS.get(getattr(video_frame.pixelFormat(), "name", ""))
    w, h = video_frame.width(), video_frame.height()
    if w < 2 or h < 2:
        return None
    if fmt is not None and video_frame.map(QVideoFrame.ReadOnly):
        try:
            stride = video_frame.bytesPerLine(0)
            rows = np.frombuffer(video_frame.bits(0), np.uint8, stride * h).reshape(h, stride)
            return np.array(rows[:, : w * 4]).reshape(h, w, 4), fmt
        finally:
            video_frame.unmap()
    image = video_frame.toImage().convertToFormat(QImage.Format_RGBX8888)
    if image.isNull():
        return None
    rows = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * h).reshape(h, image.bytesPerLine())
    return np.array(rows[:, : w * 4]).reshape(h, w, 4), "rgba"


def picture_to_frame(pixels: np.ndarray, fmt: str, max_width: int = MAX_SHARE_WIDTH) -> av.VideoFrame:
    """Packed 4-byte pixels as a yuv420p frame, scaled down to ``max_width`` at most, both sides even."""
    h, w = pixels.shape[:2]
    frame = av.VideoFrame.from_ndarray(pixels, format=fmt)
    scale = min(1.0, max_width / w)
    return frame.reformat(max(2, int(w * scale) & ~1), max(2, int(h * scale) & ~1), "yuv420p")


class QtCaptureTrack(VideoStreamTrack):
    """A screen or window captured by Qt, paced at ``fps``: each recv() sends the newest captured picture
    (again, when the screen did not change). Qt delivers pictures on the Qt thread (the app's loop), as often as
    the screen changes: only the newest is kept (a reference), copied out when sent and converted to a video
    frame in a worker thread."""

    def __init__(self, capture: Any, fps: float = SHARE_FPS, max_width: int = MAX_SHARE_WIDTH) -> None:
        super().__init__()
        from PySide6.QtMultimedia import QMediaCaptureSession, QVideoSink

        self.capture = capture
        self.fps = fps
        self.max_width = max_width
        self.session = QMediaCaptureSession()
        self.sink = QVideoSink()
        if type(capture).__name__ == "QWindowCapture":
            self.session.setWindowCapture(capture)
        else:
            self.session.setScreenCapture(capture)
        self.session.setVideoSink(self.sink)
        self.sink.videoFrameChanged.connect(self._on_frame)
        self.error: str | None = None
        capture.errorOccurred.connect(self._on_error)
        self.pictures = 0
        self._latest: Any = None      # the newest QVideoFrame, not yet sent
        self._frame: av.VideoFrame | None = None
        self._start: float | None = None
        self._index = 0
        capture.start()

    def _on_frame(self, video_frame: Any) -> None:
        from PySide6.QtMultimedia import QVideoFrame

        self._latest = QVideoFrame(video_frame)   # shares the picture: no copy per screen change
        self.pictures += 1

    def _on_error(self, _error: Any, text: str) -> None:
        self.error = text or "capture failed"
        log.warning("screen capture: %s", self.error)

    async def recv(self) -> av.VideoFrame:
        if self.readyState != "live":
            raise MediaStreamError
        if self._start is None:
            self._start, self._index = time.time(), 0
        else:
            self._index += 1
            wait = self._start + self._index / self.fps - time.time()
            if wait > 0:
                await asyncio.sleep(wait)
            elif wait < -1.0:
                self._start -= wait
        latest, self._latest = self._latest, None
        picture = picture_of(latest) if latest is not None else None
        if picture is not None:
            self._frame = await asyncio.get_running_loop().run_in_executor(None, picture_to_frame, *picture,
                                                                            self.max_width)
        source = self._frame if self._frame is not None else black_frame(1280, 720)
        frame = source.reformat()   # a copy with its own pts
        frame.pts, frame.time_base = round(self._index * 90000 / self.fps), VIDEO_TIME_BASE
        return frame

    def stop(self) -> None:
        super().stop()
        try:
            self.capture.stop()
            self.sink.videoFrameChanged.disconnect(self._on_frame)
        except (RuntimeError, TypeError):   # the Qt objects are gone already
            pass


def open_share(source_id: str, fps: float = SHARE_FPS, title: str = "Shared screen") -> VideoStreamTrack:
    """A video track of a source of :func:`list_share_sources`; ShareUnavailable when it cannot be captured."""
    if source_id == SYNTHETIC_SCREEN_ID:
        return SyntheticScreenTrack(title, fps=fps)
    kind, _, _ = source_id.partition(":")
    index = _index(source_id)
    if kind not in ("screen", "window") or index is None:
        raise ShareUnavailable(f"unknown source {source_id!r}")
    if not _qt_can_capture():
        raise ShareUnavailable("this display cannot be captured")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtMultimedia import QScreenCapture, QWindowCapture

    if kind == "screen":
        screens = QGuiApplication.screens()
        if index >= len(screens):
            raise ShareUnavailable("that screen is gone")
        capture = QScreenCapture()
        capture.setScreen(screens[index])
    else:
        windows = QWindowCapture.capturableWindows()
        if index >= len(windows) or not windows[index].isValid():
            raise ShareUnavailable("that window is gone")
        capture = QWindowCapture()
        capture.setWindow(windows[index])
    track = QtCaptureTrack(capture, fps)
    if track.error:
        track.stop()
        raise ShareUnavailable(track.error)
    return track
