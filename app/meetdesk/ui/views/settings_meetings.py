"""The settings dialog's Meetings card (under both columns): how meetings start (microphone muted, camera off)
and what the app does while the meeting window is in the background (the mini window, desktop notifications: ui/controllers/away.py)."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from meetdesk.ui.settings import Settings


class MeetingsSection(QFrame):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        title = QLabel(self.tr("Meetings").upper())
        title.setProperty("role", "section")
        layout.addWidget(title)
        self.join_muted_check = self._check(self.tr("Join meetings with my microphone muted"), settings.join_muted)
        self.join_camera_off_check = self._check(self.tr("Join meetings with my camera off"),
                                                 settings.join_camera_off)
        self.mini_window_check = self._check(self.tr("Mini window when I switch to another app"),
                                             settings.mini_window)
        self.mini_window_check.setToolTip(self.tr("A small window on top of the others while the meeting window is in "
                                                  "the background or minimized: the meeting's picture, your "
                                                  "microphone, camera and leave buttons"))
        self.notifications_check = self._check(self.tr("Notifications when I switch to another app"),
                                               settings.notifications)
        self.notifications_check.setToolTip(self.tr("While the meeting window is in the background or minimized: chat "
                                                     "messages, someone joining while you are alone, raised hands "
                                                     "(when you host), a recording starting"))
        grid = QGridLayout()   # how meetings start on the left, while away on the right
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        grid.addWidget(self.join_muted_check, 0, 0)
        grid.addWidget(self.join_camera_off_check, 1, 0)
        grid.addWidget(self.mini_window_check, 0, 1)
        grid.addWidget(self.notifications_check, 1, 1)
        layout.addLayout(grid)

    def _check(self, text: str, value: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(value)
        box.setAccessibleName(text)
        return box

    def apply(self, settings: Settings) -> None:
        settings.join_muted = self.join_muted_check.isChecked()
        settings.join_camera_off = self.join_camera_off_check.isChecked()
        settings.mini_window = self.mini_window_check.isChecked()
        settings.notifications = self.notifications_check.isChecked()
