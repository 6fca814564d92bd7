"""A plain label with the theme's role (ui/theme.py styles labels by their ``role`` property)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from meetdesk.ui.widgets.text import Label


def role_label(text: str, role: str | None = None, wrap: bool = False) -> QLabel:
    label = Label(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label
