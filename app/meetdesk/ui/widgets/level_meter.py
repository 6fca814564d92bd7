"""Horizontal audio level meter (0..1) with a short fall-off so speech reads as a steady bar."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from meetdesk.ui.theme import BORDER, SUCCESS, SURFACE_2, WARNING, DANGER


class LevelMeter(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._level = 0.0
        self._shown = 0.0
        self.setMinimumSize(120, 10)
        self.setAccessibleName(self.tr("Microphone level"))
        self._decay = QTimer(self, interval=50, timeout=self._fall)

    @property
    def level(self) -> float:
        return self._level

    def set_level(self, level: float) -> None:
        self._level = max(0.0, min(1.0, float(level)))
        if self._level >= self._shown:
            self._shown = self._level
        if not self._decay.isActive():
            self._decay.start()
        self.update()

    def _fall(self) -> None:
        self._shown = max(self._level, self._shown * 0.85)
        if self._shown < 0.01:
            self._shown = 0.0
            self._decay.stop()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, 10)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = r.height() / 2
        p.setPen(QColor(BORDER))
        p.setBrush(QColor(SURFACE_2))
        p.drawRoundedRect(r, radius, radius)
        if self._shown > 0:
            colour = SUCCESS if self._shown < 0.7 else WARNING if self._shown < 0.9 else DANGER
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(QRectF(r.x(), r.y(), max(r.height(), r.width() * self._shown), r.height()),
                              radius, radius)
