"""A one-line label that ends in … when narrower than its text."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy

from meetdesk.ui.widgets.text import Label


class ElidedLabel(Label):
    """A one-line label that ends in … when narrower than its text (long names never widen a list). The text is
    drawn as plain text, never as rich text."""

    def __init__(self, text: str = ""):
        super().__init__(text)
        self.setMinimumWidth(16)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)

    @property
    def elided(self) -> bool:
        """Whether the text does not fit (it is drawn ending in …)."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        p.drawText(rect, int(self.alignment()), self.fontMetrics().elidedText(self.text(), Qt.ElideRight,
                                                                               rect.width()))
        p.end()
