"""The question "What is your name?" asked once before the first meeting hosted (the name is kept in Settings),
suggesting this computer's account name."""
from __future__ import annotations

import getpass
import os

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.theme import icon
from meetdesk.ui.widgets.labels import role_label

MAX_NAME = 64


def account_name() -> str:
    """The name of this computer's user: the account's full name (GECOS) where there is one, else the login."""
    try:
        import pwd
        full = pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0].strip()
        if full:
            return full[:MAX_NAME]
    except (ImportError, KeyError, AttributeError):   # Windows has no pwd
        pass
    try:
        return getpass.getuser()[:MAX_NAME]
    except Exception:   # no user name in the environment
        return ""


class HostNameDialog(QDialog):
    """Asks for the name to host as (once: it is kept in the settings)."""

    def __init__(self, suggestion: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your name"))
        self.setAccessibleName(self.tr("Your name"))
        self.setMinimumWidth(440)
        col = QVBoxLayout(self)
        col.setContentsMargins(26, 24, 26, 22)
        col.setSpacing(12)
        col.addWidget(role_label(self.tr("What is your name?"), "title"))
        col.addWidget(role_label(self.tr("The others see it next to your video. MeetDesk remembers it; you can change "
                                     "it in Settings."), "subtitle", True))
        self.name_edit = QLineEdit(suggestion)
        self.name_edit.setProperty("role", "big")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.name_edit.selectAll()
        self.name_edit.textChanged.connect(lambda t: self.ok_button.setEnabled(bool(t.strip())))
        col.addWidget(self.name_edit)
        row = QHBoxLayout()
        row.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setAccessibleName(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        row.addWidget(cancel)
        self.ok_button = QPushButton(icon("host"), self.tr("Host the meeting"))
        self.ok_button.setAccessibleName(self.tr("Host the meeting"))
        self.ok_button.setProperty("role", "primary")
        self.ok_button.setDefault(True)
        self.ok_button.setEnabled(bool(suggestion.strip()))
        self.ok_button.clicked.connect(self.accept)
        row.addWidget(self.ok_button)
        col.addLayout(row)

    @property
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())[:MAX_NAME]
