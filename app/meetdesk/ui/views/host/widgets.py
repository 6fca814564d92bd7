"""Small building blocks the host panel's and the host console's views share."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.theme import icon


def section(text: str) -> QLabel:
    label = Label(text)
    label.setProperty("role", "section")
    return label


def small_button(icon_name: str, text: str, tip: str) -> QPushButton:
    button = QPushButton(icon(icon_name), text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setIconSize(QSize(16, 16))
    return button


def scroll_column(margins: tuple[int, int, int, int], spacing: int,
                  width: int | None = None) -> tuple[QScrollArea, QVBoxLayout]:
    """A scrolling column (a console page, the controls beside a page's preview, the host panel): the scroll
    area to place and the column to fill; ``width`` fixes the area's width (no horizontal scrolling)."""
    body = QWidget()
    col = QVBoxLayout(body)
    col.setContentsMargins(*margins)
    col.setSpacing(spacing)
    scroll = QScrollArea() if width is None else _Column(width)
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.NoFrame)
    if width is not None:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Expanding)
    return scroll, col


class _Column(QScrollArea):
    """A column beside a page's preview: ``width`` wide, or as wide as its controls need where their words are
    longer (German and French: a fixed 312 px cut "Feld entfernen" and put the delete button off the window)."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self._width = width

    def _wanted(self) -> int:
        body = self.widget()
        need = body.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() if body else 0
        return max(self._width, need)

    def sizeHint(self) -> QSize:
        return QSize(self._wanted(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._wanted(), super().minimumSizeHint().height())


def page_body(widget: QWidget) -> QVBoxLayout:
    """A console page's scrollable column."""
    outer = QVBoxLayout(widget)
    outer.setContentsMargins(0, 0, 0, 0)
    scroll, col = scroll_column((18, 16, 18, 16), 10)
    outer.addWidget(scroll)
    return col


def muted(text: str = "") -> QLabel:
    label = Label(text)
    label.setProperty("role", "muted")
    label.setWordWrap(True)
    return label


def error_label() -> QLabel:
    label = Label()
    label.setProperty("role", "error")
    label.setWordWrap(True)
    label.hide()
    return label


def clear_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
