"""Asks a guest for the name to show in the meeting."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label


class GuestNameDialog(QDialog):
    def __init__(self, room_name: str, suggestion: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join as guest"))
        self.setAccessibleName(self.tr("Join as guest"))
        self.setMinimumWidth(420)
        col = QVBoxLayout(self)
        col.setContentsMargins(26, 24, 26, 22)
        col.setSpacing(12)
        title = Label(self.tr("Join %1").replace("%1", room_name) if room_name else self.tr("Join the meeting"))
        title.setProperty("role", "title")
        title.setStyleSheet("font-size: 15pt;")
        title.setWordWrap(True)
        col.addWidget(title)
        hint = Label(self.tr("How should the others see you?"))
        hint.setProperty("role", "subtitle")
        col.addWidget(hint)
        self.name_edit = QLineEdit(suggestion)
        self.name_edit.setProperty("role", "big")
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.name_edit.selectAll()
        self.name_edit.textChanged.connect(lambda t: self.join_button.setEnabled(bool(t.strip())))
        col.addWidget(self.name_edit)
        row = QHBoxLayout()
        row.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setAccessibleName(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.join_button = QPushButton(self.tr("Join meeting"))
        self.join_button.setProperty("role", "primary")
        self.join_button.setAccessibleName(self.tr("Join meeting"))
        self.join_button.setDefault(True)
        self.join_button.setEnabled(bool(suggestion.strip()))
        self.join_button.clicked.connect(self.accept)
        row.addWidget(cancel)
        row.addWidget(self.join_button)
        col.addLayout(row)

    @property
    def name(self) -> str:
        return self.name_edit.text().strip()
