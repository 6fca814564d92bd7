"""The question "What is your name?" asked once before the first meeting hosted (the name is kept in Settings),
suggesting this computer's account name."""
from __future__ import annotations

import getpass
import os

from PySide6.QtWidgets import QWidget

from meetdesk.ui.widgets.name_dialog import MAX_NAME, NameDialog


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


class HostNameDialog(NameDialog):
    """Asks for the name to host as (once: it is kept in the settings)."""

    def __init__(self, suggestion: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.build(suggestion, title=self.tr("Your name"), heading=self.tr("What is your name?"),
                   hint=self.tr("The others see it next to your video. MeetDesk remembers it; you can change it in "
                                "Settings."),
                   action=self.tr("Host the meeting"), action_icon="host", cancel=self.tr("Cancel"),
                   placeholder=self.tr("Your name"), width=440)
