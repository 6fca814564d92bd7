"""A small painted indicator (the people list's connection bars and picture marker): hidden while it has nothing to
show, its tip as tooltip and accessible name."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget


class Indicator(QWidget):
    def __init__(self, size: QSize, parent: QWidget | None = None):
        super().__init__(parent)
        self.state: Any = None
        self.setFixedSize(size)

    def show_state(self, state: Any, tip: str) -> None:
        """Show ``state`` (None: nothing, the indicator hidden) and say ``tip`` on hover and to screen readers."""
        self.state = state
        self.setVisible(state is not None)
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        self.update()

    def paint(self, p: QPainter) -> None:
        """Draw the state (not None) with ``p``, antialiased."""
        raise NotImplementedError

    def paintEvent(self, event) -> None:
        if self.state is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        self.paint(p)
        p.end()
