"""Asks a guest for the name to show in the meeting."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from meetdesk.ui.widgets.name_dialog import NameDialog


class GuestNameDialog(NameDialog):
    def __init__(self, room_name: str, suggestion: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.build(suggestion, title=self.tr("Join as guest"),
                   heading=self.tr("Join %1").replace("%1", room_name) if room_name else self.tr("Join the meeting"),
                   hint=self.tr("How should the others see you?"), action=self.tr("Join meeting"),
                   cancel=self.tr("Cancel"), placeholder=self.tr("Your name"), heading_pt=15)
        self.join_button = self.ok_button
