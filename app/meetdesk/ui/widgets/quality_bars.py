"""Three small bars for a connection's quality (three green: good, two amber: fair, one red: poor), with the figures
on hover: packets lost, round trip, frames a second (client/call_quality.py rates them)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from meetdesk.client.call_quality import Quality
from meetdesk.ui.theme import BORDER, DANGER, SUCCESS, WARNING
from meetdesk.ui.widgets.indicator import Indicator

LEVELS = {"good": (3, SUCCESS), "fair": (2, WARNING), "poor": (1, DANGER)}
BEHIND_SHOWN = 0.5   # s: a picture later than this is said to be behind (the figures and the details say by how much)


class QualityBars(Indicator):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(QSize(16, 14), parent)

    @property
    def quality(self) -> Quality | None:
        return self.state

    @property
    def level(self) -> str | None:
        return self.quality.level if self.quality is not None else None

    def set_quality(self, quality: Quality | None, own: bool) -> None:
        """Figures for this row (None: none to show); ``own``: your connection to the meeting server (a composed
        meeting), else the other's video as it reaches you."""
        if quality is None:
            self.show_state(None, "")
            return
        level = {"good": self.tr("Good connection"), "fair": self.tr("Fair connection"),
                 "poor": self.tr("Poor connection")}[quality.level]
        figures = [self.tr("%1 % of packets lost").replace("%1", f"{quality.loss:.1f}")]
        if quality.rtt_ms is not None:
            figures.append(self.tr("round trip %1 ms").replace("%1", f"{quality.rtt_ms:.0f}"))
        if quality.fps is not None:
            figures.append(self.tr("%1 frames a second").replace("%1", f"{quality.fps:.0f}"))
        if quality.behind_s is not None and quality.behind_s >= BEHIND_SHOWN:
            figures.append(self.tr("the picture %1 s behind").replace("%1", f"{quality.behind_s:.1f}"))
        whose = (self.tr("Your connection to the meeting server (a composed meeting is one stream for everyone)")
                 if own else self.tr("Their video as it reaches you"))
        self.show_state(quality, f"{level}\n{whose}:\n" + ", ".join(figures))
        self.setAccessibleName(level)   # the figures are the tooltip's

    def paint(self, p: QPainter) -> None:
        _paint_bars(p, self.state.level, self.height(), 1.0)


def _paint_bars(p: QPainter, level: str, height: float, scale: float) -> None:
    lit, colour = LEVELS[level]
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(Qt.NoPen)
    for i in range(3):
        bar = (5 + i * 4) * scale
        p.setBrush(QColor(colour if i < lit else BORDER))
        p.drawRoundedRect(QRectF((1 + i * 5) * scale, height - bar, 3.5 * scale, bar), scale, scale)


def bars_icon(level: str, size: int = 18) -> QIcon:
    """The same bars as an icon (the top bar's connection button): one picture of the connection everywhere."""
    pixmap = QPixmap(size * 2, size * 2)   # drawn at twice the size: sharp on a high-density screen
    pixmap.fill(Qt.transparent)
    p = QPainter(pixmap)
    _paint_bars(p, level, size * 2 - 4, size * 2 / 16)
    p.end()
    return QIcon(pixmap)
