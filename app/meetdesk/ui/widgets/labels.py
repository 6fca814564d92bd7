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


class Note(Label):
    """A wrapped line that shows only while it has something to say (``say``): a note (``role`` muted) or what
    failed (error)."""

    def __init__(self, role: str = "muted") -> None:
        super().__init__()
        self.setProperty("role", role)
        self.setWordWrap(True)
        self.hide()

    def say(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))
