"""Building blocks of the app's forms and panels: columns and rows with their margins, cards, transparent rows,
buttons with their role, tooltip and accessible name, and button rows (the theme, ui/theme.py, styles widgets by
their ``role`` property)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLayout, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.theme import icon

Margins = int | tuple[int, int, int, int]


def _box(layout: QBoxLayout, margins: Margins | None, spacing: int | None) -> Any:
    if margins is not None:
        layout.setContentsMargins(*((margins,) * 4 if isinstance(margins, int) else margins))
    if spacing is not None:
        layout.setSpacing(spacing)
    return layout


def vbox(parent: QWidget | None = None, margins: Margins | None = None, spacing: int | None = None) -> QVBoxLayout:
    """A column (of ``parent`` when given); margins: one for all four sides, or (left, top, right, bottom)."""
    return _box(QVBoxLayout(parent) if parent is not None else QVBoxLayout(), margins, spacing)


def hbox(parent: QWidget | None = None, margins: Margins | None = None, spacing: int | None = None) -> QHBoxLayout:
    """A row (of ``parent`` when given)."""
    return _box(QHBoxLayout(parent) if parent is not None else QHBoxLayout(), margins, spacing)


def card(margins: Margins, spacing: int | None, frame: QFrame | None = None) -> tuple[QFrame, QVBoxLayout]:
    """A card (a new frame, or ``frame``) and its column."""
    frame = frame if frame is not None else QFrame()
    frame.setProperty("role", "card")
    return frame, vbox(frame, margins, spacing)


def _transparent(name: str) -> QWidget:
    """A widget without a background of its own (inside a card or a list); ``name`` is its object name (the
    style sheet's selector, and how tests find it)."""
    widget = QWidget()
    widget.setObjectName(name)
    widget.setStyleSheet(f"#{name} {{ background: transparent; }}")
    return widget


def transparent_row(name: str, spacing: int) -> tuple[QWidget, QHBoxLayout]:
    """A row widget without a background of its own, and its row (no margins)."""
    row = _transparent(name)
    return row, hbox(row, 0, spacing)


def transparent_column(name: str) -> tuple[QWidget, QVBoxLayout]:
    """A column widget without a background of its own, and its column."""
    column = _transparent(name)
    return column, vbox(column)


def button(text: str = "", icon_name: str | None = None, *, role: str | None = None, name: str | None = None,
           tip: str | None = None, clicked: Callable | Any = None, default: bool = False) -> QPushButton:
    """A push button: its icon by name, its ``role`` (primary, ghost, link, ...), its accessible name (``name``,
    else its text), tooltip, what a click does (a slot or a signal) and whether Enter presses it."""
    widget = QPushButton(icon(icon_name), text) if icon_name else QPushButton(text)
    if role:
        widget.setProperty("role", role)
    if name or text:
        widget.setAccessibleName(name or text)
    if tip:
        widget.setToolTip(tip)
    if clicked is not None:
        widget.clicked.connect(clicked)
    widget.setDefault(default)
    return widget


def button_row(*items: QWidget | QLayout | tuple[QWidget, int] | None, spacing: int | None = None) -> QHBoxLayout:
    """A row of buttons (or other widgets and layouts); None stands for the stretch that pushes the rest apart,
    e.g. ``button_row(None, cancel, ok)``: the two at the right; (widget, stretch) for a widget that takes the
    room, e.g. ``button_row((combo, 1), test)``."""
    row = hbox(spacing=spacing)
    for item in items:
        if item is None:
            row.addStretch(1)
        elif isinstance(item, tuple):
            row.addWidget(*item)
        elif isinstance(item, QLayout):
            row.addLayout(item)
        else:
            row.addWidget(item)
    return row
