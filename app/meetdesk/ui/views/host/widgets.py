"""Small building blocks the host panel's and the host console's views share (the console's page type, built
from them, is page.py; the app's general ones are ui/widgets/forms.py)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QFormLayout, QFrame, QLabel, QLineEdit, QMessageBox, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from meetdesk.ui.widgets import forms
from meetdesk.ui.widgets.text import Label


def section(text: str) -> QLabel:
    label = Label(text)
    label.setProperty("role", "section")
    return label


def small_button(icon_name: str, text: str, tip: str) -> QPushButton:
    """A page's button other than its main action: a small icon, ``text`` (may be empty) and ``tip``, its name
    for screen readers too."""
    button = forms.button(text, icon_name, name=tip, tip=tip)
    button.setIconSize(QSize(16, 16))
    return button


def text_field(placeholder: str, name: str, max_length: int = 0) -> QLineEdit:
    """A line to type in: ``placeholder`` while it is empty, ``name`` for screen readers, at most ``max_length``
    characters when given."""
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    edit.setAccessibleName(name)
    if max_length:
        edit.setMaxLength(max_length)
    return edit


def form_field(form: QFormLayout, label: str, placeholder: str) -> QLineEdit:
    """A line to type in, in ``form`` after ``label`` (its name for screen readers too)."""
    edit = text_field(placeholder, label)
    form.addRow(label, edit)
    return edit


def agreed(confirm: bool, question: Callable[[], tuple[QMessageBox, QPushButton]]) -> bool:
    """Whether to go on: always when ``confirm`` is off, else when the ``question`` box (made by a method the
    tests call too) is answered with its button."""
    if not confirm:
        return True
    box, button = question()
    box.exec()
    return box.clickedButton() is button


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


def muted(text: str = "") -> QLabel:
    label = Label(text)
    label.setProperty("role", "muted")
    label.setWordWrap(True)
    return label


def clear_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
