"""Guests waiting for this host (ui/controllers/waiting.py), as the host sees them: a notice at the top of the main
window per permalink where someone waits ("Bob is waiting for you in Ada's meeting") with one click, **Start the
meeting**; a desktop notification when someone new begins to wait while no MeetDesk window is active (the tray's
message, where the desktop has a tray; through a ``Notifier``, whose history tests read); a notice in the meeting
window when the host is in another meeting. Names are from the network: plain text (``Label``); the notification
goes to the desktop's notification service first (ui/desktop_notifications.py, the body escaped where it reads
markup), else to the tray's message."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QPushButton, QSystemTrayIcon, QWidget

from meetdesk.tasks import TaskSet
from meetdesk.ui.controllers.away import MAX_TEXT, MAX_TITLE, Notifier, cut
from meetdesk.ui.controllers.waiting import Waiting, WaitingController
from meetdesk.ui.desktop_notifications import DesktopNotifications
from meetdesk.ui.theme import icon
from meetdesk.ui.views.tray import MESSAGE_MS
from meetdesk.ui.widgets.forms import button, card, transparent_row
from meetdesk.ui.widgets.text import Label

MAX_ROWS = 3   # permalinks shown at once (the longest waiting first)


class WaitingNotice(QFrame):
    """The main window's notice: one row per permalink with guests waiting, each with "Start the meeting"."""

    def __init__(self, controller: WaitingController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("waitingNotice")
        self.setAccessibleName(self.tr("Guests waiting for you"))
        _, self.column = card((18, 10, 12, 10), 6, self)
        self.rows: list[tuple[Label, QPushButton]] = []
        self.show_waiting(controller.waiting)

    def show_waiting(self, waiting: list[Waiting]) -> None:
        while self.column.count():
            item = self.column.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.rows = []
        for entry in waiting[:MAX_ROWS]:
            row, line = transparent_row("waitingRow", 12)
            clock = Label()
            clock.setPixmap(icon("clock").pixmap(20, 20))
            line.addWidget(clock)
            text = Label(self.waiting_text(entry))   # names from the network: plain text
            text.setWordWrap(True)
            text.setStyleSheet("font-weight: 600;")
            line.addWidget(text, 1)
            start = button(self.tr("Start the meeting"), "host", role="primary",
                           name=self.tr("Start the meeting %1").replace("%1", cut(entry.room_name, 64)),
                           clicked=lambda _=False, pid=entry.permalink_id: self.controller.start_meeting(pid))
            line.addWidget(start, 0, Qt.AlignVCenter)
            self.column.addWidget(row)
            self.rows.append((text, start))
        self.setVisible(bool(waiting))

    def waiting_text(self, waiting: Waiting) -> str:
        """"Bob is waiting for you in Ada's meeting", "Bob and 2 others are waiting for you in ..."."""
        first, others = cut(waiting.guests[0], 64), len(waiting.guests) - 1
        room = cut(waiting.room_name, 64) or self.tr("your meeting room")
        if others == 0:
            return self.tr("%1 is waiting for you in %2.").replace("%1", first).replace("%2", room)
        return self.tr("%1 and %n others are waiting for you in %2.", "", others).replace("%1", first) \
            .replace("%2", room)

    @property
    def start_buttons(self) -> list[QPushButton]:
        return [button for _, button in self.rows]


class WaitingWiring(QObject):
    """Ties the app's WaitingController to what the host sees (the notice in whichever main window the app has,
    the notification, the meeting window's notice) and to starting the meeting."""

    def __init__(self, app: QObject, controller: WaitingController, notifier: Notifier | None = None):
        """``app``: the MeetDeskApp (ui/app.py; not imported here, which imports this module)."""
        super().__init__(app)
        self.app = app
        self.controller = controller
        self.notifier = notifier or Notifier(self)
        self.notice: WaitingNotice | None = None
        self.tray: QSystemTrayIcon | None = None
        self.desktop = DesktopNotifications()
        self._tasks = TaskSet("waiting-notice")
        self.notifier.posted.connect(lambda title, text: self._tasks.spawn(self._deliver(title, text)))
        controller.changed.connect(self._changed)
        controller.arrived.connect(self._arrived)
        controller.start_own_room.connect(self._start_own_room)
        controller.start_link.connect(self._start_link)

    def notice_of_window(self) -> WaitingNotice:
        """The notice in the app's current main window (made there when the window is new, e.g. after a change
        of language)."""
        window = self.app.window
        if self.notice is None or self.notice.window() is not window:
            self.notice = WaitingNotice(self.controller)
            window.centralWidget().layout().insertWidget(1, self.notice)   # under the header
        return self.notice

    def _changed(self, waiting: list[Waiting]) -> None:
        self.notice_of_window().show_waiting(waiting)
        if not waiting and self.tray is not None:
            self.tray.hide()

    def _arrived(self, waiting: Waiting) -> None:
        text = self.notice_of_window().waiting_text(waiting)
        meeting = self.app.meeting_window
        if meeting is not None and not meeting.ended:
            meeting.notices.show_notice(text)
        if self.away() and self.app.settings.notifications:
            self.notifier.post(cut(self.tr("Someone is waiting for you"), MAX_TITLE), cut(text, MAX_TEXT))

    @staticmethod
    def away() -> bool:
        """No MeetDesk window is active (another application has the focus)."""
        return QGuiApplication.applicationState() != Qt.ApplicationActive

    async def _deliver(self, title: str, text: str) -> None:
        if not await self.desktop.show(title, text):
            self._show_message(title, text)

    def _show_message(self, title: str, text: str) -> None:
        """The tray's message (Qt shows it as plain text), where the desktop has a tray."""
        if not QSystemTrayIcon.isSystemTrayAvailable():
            return
        if self.tray is None:
            self.tray = QSystemTrayIcon(icon("logo"), self)
            self.tray.setToolTip("MeetDesk")
            self.tray.messageClicked.connect(self.app.activate)
            self.tray.activated.connect(lambda _reason: self.app.activate())
        self.tray.show()
        self.tray.showMessage(title, text, icon("logo"), MESSAGE_MS)

    def _start_own_room(self) -> None:
        self.app.activate()
        self.app.host()

    def _start_link(self, link: str) -> None:
        self.app.open_link(link)

    def close(self) -> None:
        self._tasks.cancel_all()
        self._tasks.spawn(self.desktop.close())   # its D-Bus connection, if one was made
        if self.tray is not None:
            self.tray.hide()
            self.tray.deleteLater()
            self.tray = None
