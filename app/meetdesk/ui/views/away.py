"""The meeting window's companions while you are away from it: the mini window (views/mini_window.py) and the tray
with the desktop notifications (views/tray.py), as ui/controllers/away.py decides. The app attaches one to each
meeting window (``window.away``), with the settings that switch them off and remember where the mini window was
dropped.

The mini window shows the meeting window's own frames: the call's video sink feeds both views, the decode is
the call's, once; each view only scales the frame to its own size, and a hidden view does not even do that.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QGuiApplication

from meetdesk.tasks import TaskSet
from meetdesk.ui.controllers.away import AwayController, Notifier
from meetdesk.ui.desktop_notifications import DesktopNotifications
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.mini_window import MiniWindow
from meetdesk.ui.views.tray import MeetingTray

if TYPE_CHECKING:
    from meetdesk.ui.views.meeting_window import MeetingWindow

_FOCUS_EVENTS = (QEvent.WindowActivate, QEvent.WindowDeactivate, QEvent.WindowStateChange)


class AwayViews(QObject):
    def __init__(self, window: MeetingWindow, settings: Settings, notifier: Notifier | None = None):
        super().__init__(window)
        self.window = window
        self.settings = settings
        meeting = window.controller
        self.notifier = notifier or Notifier(self)
        self.controller = AwayController(meeting, self.notifier, mini_window=settings.mini_window,
                                         notifications=settings.notifications, parent=self)
        self.mini: MiniWindow | None = None   # made when first shown
        self.tray = MeetingTray(meeting.room_name, self)
        self._app_active = QGuiApplication.applicationState() == Qt.ApplicationActive
        self._closed = False
        # the call's frames to the meeting window and, while it shows, the mini window
        self._window_sink = meeting.video_sink
        meeting.video_sink = self._offer_frame
        self.controller.mini_window_changed.connect(self._show_mini)
        # Notifications: the desktop's service, else the tray's message, else the mini window (a desktop with
        # neither a service nor a tray: they showed nowhere but in the hidden window)
        self.desktop = DesktopNotifications()
        self._tasks = TaskSet("away")
        self.notifier.posted.connect(self._deliver)
        self.tray.show_requested.connect(self.back_to_meeting)
        self.tray.mute_requested.connect(window.mic_button.setChecked)
        self.tray.leave_requested.connect(meeting.leave)
        window.mic_button.toggled.connect(self.tray.set_muted)
        self.tray.set_muted(window.mic_button.isChecked())
        meeting.hands.hand_raised.connect(self.notify_hand_raised)
        meeting.ended.connect(self._meeting_ended)
        window.closed.connect(self._window_closed)
        QGuiApplication.instance().applicationStateChanged.connect(self._app_state_changed)
        window.installEventFilter(self)

    def notify_hand_raised(self, name: str) -> None:
        """Someone raised their hand: a notification for hosts while the meeting window is away."""
        self.controller.notify_hand_raised(name)

    def _deliver(self, title: str, text: str) -> None:
        self._tasks.spawn(self._deliver_now(title, text))

    async def _deliver_now(self, title: str, text: str) -> None:
        if await self.desktop.show(title, text):
            return
        if self.tray.icon is not None:
            self.tray.show_message(title, text)
        elif self.mini is not None and self.mini.isVisible():
            self.mini.show_message(title, text)

    # ---- focus: the application's state, the meeting window's activation and minimized state
    def _app_state_changed(self, state: Qt.ApplicationState) -> None:
        self._app_active = state == Qt.ApplicationActive
        self._focus_changed()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() in _FOCUS_EVENTS:
            self._focus_changed(event.type() == QEvent.WindowActivate)
        return False

    def _focus_changed(self, activated: bool = False) -> None:
        window = self.window
        if activated:
            self._app_active = True   # the meeting window was just given the focus: the app is active
        self.controller.set_focus(self._app_active, activated or window.isActiveWindow(), window.isMinimized())

    def back_to_meeting(self) -> None:
        """The meeting window in front, un-minimized (the mini window goes)."""
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        self.controller.returned()

    # ---- the mini window
    def _offer_frame(self, frame: Any) -> None:
        if self._window_sink is not None:
            self._window_sink(frame)
        if self.mini is not None and self.mini.isVisible():
            self.mini.video.offer_frame(frame)

    def _make_mini(self) -> MiniWindow:
        window, meeting = self.window, self.window.controller
        mini = MiniWindow(meeting.room_name)
        mini.show_mic_muted(window.mic_button.isChecked())
        mini.show_camera_off(window.camera_button.isChecked())
        mini.mic_button.toggled.connect(window.mic_button.setChecked)   # both ways: setChecked of the same
        mini.camera_button.toggled.connect(window.camera_button.setChecked)   # state emits nothing
        window.mic_button.toggled.connect(mini.show_mic_muted)
        window.camera_button.toggled.connect(mini.show_camera_off)
        mini.leave_requested.connect(meeting.leave)
        mini.back_requested.connect(self.back_to_meeting)
        mini.moved.connect(self._mini_moved)
        return mini

    def _show_mini(self, shown: bool) -> None:
        if not shown:
            if self.mini is not None:
                self.mini.hide()
            return
        if self.mini is None:
            self.mini = self._make_mini()
        pos = self.settings.mini_window_pos
        tray = self.tray.icon.geometry() if self.tray.icon is not None else None
        self.mini.place(QPoint(*pos) if len(pos) == 2 else None, avoid=tray)
        picture = self.window.video.current_image()   # the picture on screen until the next frame comes
        if picture is not None:
            self.mini.video.offer_frame(picture)
        self.mini.show()

    def _mini_moved(self, pos: QPoint) -> None:
        self.settings.mini_window_pos = [pos.x(), pos.y()]
        self.settings.save()

    # ---- the end
    def _meeting_ended(self, _reason: str) -> None:
        self.tray.close()
        self._tasks.spawn(self.desktop.close())
        self._show_mini(False)

    def _window_closed(self) -> None:
        if self._closed:
            return
        self._closed = True
        QGuiApplication.instance().applicationStateChanged.disconnect(self._app_state_changed)
        self.window.removeEventFilter(self)
        self.tray.close()
        if self.mini is not None:
            self.mini.close()
            self.mini.deleteLater()
            self.mini = None
