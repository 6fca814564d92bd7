"""Three small bars for a connection's quality (three green: good, two amber: fair, one red: poor), with the figures
on hover: packets lost, round trip, frames a second (client/call_quality.py rates them)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from meetdesk.client.call_quality import Quality
from meetdesk.ui.theme import BORDER, DANGER, SUCCESS, WARNING

LEVELS = {"good": (3, SUCCESS), "fair": (2, WARNING), "poor": (1, DANGER)}


class QualityBars(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.quality: Quality | None = None
        self.setFixedSize(QSize(16, 14))

    @property
    def level(self) -> str | None:
        return self.quality.level if self.quality is not None else None

    def set_quality(self, quality: Quality | None, own: bool) -> None:
        """Figures for this row (None: none to show); ``own``: your connection to the meeting server (a composed
        meeting), else the other's video as it reaches you."""
        self.quality = quality
        self.setVisible(quality is not None)
        if quality is None:
            self.setToolTip("")
            self.setAccessibleName("")
            return
        level = {"good": self.tr("Good connection"), "fair": self.tr("Fair connection"),
                 "poor": self.tr("Poor connection")}[quality.level]
        figures = [self.tr("%1 % of packets lost").replace("%1", f"{quality.loss:.1f}")]
        if quality.rtt_ms is not None:
            figures.append(self.tr("round trip %1 ms").replace("%1", f"{quality.rtt_ms:.0f}"))
        if quality.fps is not None:
            figures.append(self.tr("%1 frames a second").replace("%1", f"{quality.fps:.0f}"))
        whose = (self.tr("Your connection to the meeting server (a composed meeting is one stream for everyone)")
                 if own else self.tr("Their video as it reaches you"))
        self.setToolTip(f"{level}\n{whose}:\n" + ", ".join(figures))
        self.setAccessibleName(level)
        self.update()

    def paintEvent(self, event) -> None:
        if self.quality is None:
            return
        lit, colour = LEVELS[self.quality.level]
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        for i in range(3):
            height = 5 + i * 4
            p.setBrush(QColor(colour if i < lit else BORDER))
            p.drawRoundedRect(QRectF(1 + i * 5, self.height() - height, 3.5, height), 1, 1)
        p.end()
