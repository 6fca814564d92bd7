"""Round avatar: a picture (local file or fetched image bytes) when one is set, otherwise the name's initials
on a colour from the name."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QWidget

from meetdesk.ui.theme import avatar_colour


def initials(name: str) -> str:
    parts = [p for p in (name or "").replace("_", " ").split() if p]
    if not parts:
        return "?"
    if len(parts) == 1:
        return parts[0][:2].upper()
    return (parts[0][0] + parts[-1][0]).upper()


def _source(image: str | bytes | None) -> QPixmap:
    pix = QPixmap()
    if isinstance(image, (bytes, bytearray)):
        pix.loadFromData(bytes(image))
    elif image and Path(image).is_file():
        pix.load(image)
    return pix


def avatar_pixmap(name: str, size: int, image: str | bytes | None = None) -> QPixmap:
    """Render an avatar into a pixmap (used by lists and by the widget); image: file path or image bytes."""
    pix = QPixmap(size, size)
    pix.fill(Qt.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.Antialiasing)
    path = QPainterPath()
    path.addEllipse(QRectF(0, 0, size, size))
    source = _source(image)
    if not source.isNull():
        painter.setClipPath(path)
        scaled = source.scaled(size, size, Qt.KeepAspectRatioByExpanding, Qt.SmoothTransformation)
        painter.drawPixmap((size - scaled.width()) // 2, (size - scaled.height()) // 2, scaled)
    else:
        painter.fillPath(path, QColor(avatar_colour(name)))
        font = QFont(painter.font())
        font.setPixelSize(max(8, int(size * 0.38)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignCenter, initials(name))
    painter.end()
    return pix


class AvatarView(QWidget):
    def __init__(self, name: str = "", image: str | bytes | None = None, size: int = 40,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._name, self._image, self._size = name, image, size
        self.setFixedSize(size, size)
        self.setAccessibleName(self.tr("Avatar of %1").replace("%1", name))
        self._cache: QPixmap | None = None

    @property
    def has_picture(self) -> bool:
        return not _source(self._image).isNull()

    def set_person(self, name: str, image: str | bytes | None = None) -> None:
        self._name, self._image = name, image
        self.setAccessibleName(self.tr("Avatar of %1").replace("%1", name))
        self._cache = None
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def paintEvent(self, event) -> None:
        if self._cache is None:
            self._cache = avatar_pixmap(self._name, self._size, self._image)
        QPainter(self).drawPixmap(0, 0, self._cache)
