"""Plain labels with the theme's role (ui/theme.py styles labels by their ``role`` property)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from meetdesk.ui.widgets.text import Label


def role_label(text: str, role: str | None = None, wrap: bool = False) -> QLabel:
    label = Label(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


def section_label(text: str) -> QLabel:
    """A card's heading, in capitals (the settings' cards)."""
    return role_label(text.upper(), "section")


def note_label(role: str = "error") -> QLabel:
    """A wrapped note, hidden until there is something to say (what failed, why a choice is off)."""
    label = role_label("", role, True)
    label.hide()
    return label
