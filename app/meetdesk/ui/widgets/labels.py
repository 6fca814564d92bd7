"""A plain label with the theme's role (ui/theme.py styles labels by their ``role`` property)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel


def role_label(text: str, role: str | None = None, wrap: bool = False) -> QLabel:
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label
