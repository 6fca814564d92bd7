"""Windows placed inside the screen's available area (no part under a panel or off the screen)."""
from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MARGIN = 8   # px kept free around a window that had to be shrunk


def fit_on_screen(window: QWidget, beside: QWidget | None = None) -> QRect:
    """Shrink ``window`` to the available area of its screen (the screen of ``beside`` if given, else its own or
    the primary one) and move it inside: centred over ``beside`` when that fits, else where it is, pushed in.
    Returns the frame geometry it gets."""
    screen = (beside.screen() if beside is not None else None) or window.screen() or \
        QGuiApplication.primaryScreen()
    if screen is None:
        return window.frameGeometry()
    area = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()   # decorations
    width = min(window.width(), area.width() - extra_w - 2 * MARGIN)
    height = min(window.height(), area.height() - extra_h - 2 * MARGIN)
    width, height = max(width, window.minimumWidth()), max(height, window.minimumHeight())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = QRect(frame.topLeft(), window.frameGeometry().size())
    if beside is not None:
        frame.moveCenter(beside.frameGeometry().center())
    left = min(max(frame.left(), area.left()), area.right() - frame.width() + 1)
    top = min(max(frame.top(), area.top()), area.bottom() - frame.height() + 1)
    window.move(max(left, area.left()), max(top, area.top()))
    return window.frameGeometry()
