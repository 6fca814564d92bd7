"""Small building blocks the host panel's views share."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QPushButton

from meetdesk.ui.theme import icon


def section(text: str) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "section")
    return label


def small_button(icon_name: str, text: str, tip: str) -> QPushButton:
    button = QPushButton(icon(icon_name), text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setIconSize(QSize(16, 16))
    return button
