"""The tray icon while in a meeting, where the desktop has a system tray (none: only its menu exists, nothing
shows and nothing fails). Its menu shows the meeting, mutes or unmutes, leaves; a click on the icon shows the
meeting; desktop notifications appear as its messages."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from meetdesk.ui.theme import icon

MESSAGE_MS = 8000   # how long a notification stays where the desktop lets the app say


class MeetingTray(QObject):
    show_requested = Signal()
    mute_requested = Signal(bool)   # True: mute the microphone, False: unmute
    leave_requested = Signal()

    def __init__(self, title: str, parent: QObject | None = None):
        super().__init__(parent)
        self.menu = QMenu()
        self.menu.setAccessibleName(self.tr("MeetDesk meeting"))
        self.show_action = self.menu.addAction(self.tr("Show meeting"))
        self.mute_action = self.menu.addAction("")
        self.menu.addSeparator()
        self.leave_action = self.menu.addAction(self.tr("Leave"))
        self.show_action.triggered.connect(self.show_requested)
        self.mute_action.triggered.connect(lambda: self.mute_requested.emit(not self.muted))
        self.leave_action.triggered.connect(self.leave_requested)
        self.muted = False
        self.set_muted(False)
        self.icon: QSystemTrayIcon | None = None
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.icon = QSystemTrayIcon(icon("logo"), self)
            self.icon.setToolTip(self.tr("%1 – MeetDesk").replace("%1", title or self.tr("Meeting")))
            self.icon.setContextMenu(self.menu)
            self.icon.activated.connect(self._activated)
            self.icon.messageClicked.connect(self.show_requested)
            self.icon.show()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        self.mute_action.setText(self.tr("Unmute") if muted else self.tr("Mute"))

    def show_message(self, title: str, text: str) -> None:
        """A desktop notification (shown only where there is a tray)."""
        if self.icon is not None:
            self.icon.showMessage(title, text, icon("logo"), MESSAGE_MS)

    def close(self) -> None:
        """The meeting is over: the icon goes."""
        if self.icon is not None:
            self.icon.hide()
            self.icon.deleteLater()
            self.icon = None

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (QSystemTrayIcon.Trigger, QSystemTrayIcon.DoubleClick):
            self.show_requested.emit()
