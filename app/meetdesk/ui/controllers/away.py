"""While you are away from the meeting window: when the mini window shows, and which events become desktop
notifications.

"Away" is precise. The meeting window is away once the application lost the focus to another application
(``Qt.ApplicationInactive``) or the window is minimized. Focus moving to another MeetDesk window (the host
console, a dialog, the settings) keeps the application active: that is not away. The mini window shows while
away (with its setting on) and goes when the meeting window itself is active again, when the user asks for the
meeting window (``returned``), or when the meeting is over; a click on the mini window, or the host console coming
to the front, does not take it away. Notifications are posted only while the meeting window is unfocused at that
moment (the application inactive or the window minimized), with their setting on, for: a chat message, someone
joining while you were alone, a raised hand (hosts only: ``notify_hand_raised``) and a recording starting.

Nothing here touches widgets: views/away.py feeds the focus facts in and shows what this decides; notifications go
to a ``Notifier``, which views/away.py hands to the tray (views/tray.py) and tests read.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from meetdesk.ui.controllers.meeting import MeetingController
    from meetdesk.ui.controllers.people import Person

MAX_TITLE = 60    # characters of a notification's title (a name, the meeting's name)
MAX_TEXT = 100    # characters of its text (a chat message is cut)
KEPT = 50         # notifications a Notifier remembers


def cut(text: str, limit: int) -> str:
    """One line (control characters and runs of spaces become one space), at most ``limit`` characters."""
    line = " ".join("".join(ch if ch.isprintable() else " " for ch in str(text)).split())
    return line if len(line) <= limit else line[:limit - 1].rstrip() + "…"


class Notifier(QObject):
    """Where desktop notifications go: each is kept (the last ones, for tests) and emitted; the meeting's tray
    shows it as its message when the desktop has a tray."""
    posted = Signal(str, str)   # title, text

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.history: list[tuple[str, str]] = []

    def post(self, title: str, text: str) -> None:
        self.history.append((title, text))
        del self.history[:-KEPT]
        self.posted.emit(title, text)


class AwayController(QObject):
    mini_window_changed = Signal(bool)   # the mini window should show (True) or go (False)

    def __init__(self, meeting: MeetingController, notifier: Notifier, *, mini_window: bool = True,
                 notifications: bool = True, parent: QObject | None = None):
        super().__init__(parent)
        self.meeting = meeting
        self.notifier = notifier
        self.mini_window_enabled = mini_window
        self.notifications_enabled = notifications
        self.app_active = True
        self.minimized = False
        self._away = False            # since the app went inactive or the window minimized, until it is back
        self.mini_window_shown = False
        meeting.state_changed.connect(self._update)
        meeting.chat.received.connect(self._on_chat)
        meeting.people.joined.connect(self._on_joined)
        meeting.recording_changed.connect(self._on_recording)

    # ---- focus facts (views/away.py)
    def set_focus(self, app_active: bool, window_active: bool, minimized: bool) -> None:
        """The application is active, the meeting window is the active window, the window is minimized."""
        self.app_active, self.minimized = app_active, minimized
        if self.unfocused:
            self._away = True
        elif window_active:
            self._away = False
        self._update()

    def returned(self) -> None:
        """The user asked for the meeting window (the mini window's picture or button, the tray)."""
        self._away = False
        self._update()

    @property
    def unfocused(self) -> bool:
        return not self.app_active or self.minimized

    def _update(self, *_state) -> None:
        shown = self.mini_window_enabled and self._away and self.meeting.state != "ended"
        if shown != self.mini_window_shown:
            self.mini_window_shown = shown
            self.mini_window_changed.emit(shown)

    # ---- notifications
    def _post(self, title: str, text: str) -> None:
        if self.notifications_enabled and self.unfocused and self.meeting.state != "ended":
            self.notifier.post(cut(title, MAX_TITLE) or "MeetDesk", cut(text, MAX_TEXT))

    def _on_chat(self, message: dict) -> None:
        if message.get("own") or (self.meeting.options.custom_fields or {}).get("hide_chat"):
            return
        self._post(str(message.get("name") or ""), str(message.get("content") or ""))

    def _on_joined(self, person: Person) -> None:
        """Someone joined while you were alone (the first one to come, and the first after everyone left)."""
        others = [p for p in self.meeting.people.people.values() if not p.is_self and p.id != person.id]
        if not person.is_self and not others:
            self._post(self.meeting.room_name, self.tr("%1 joined").replace("%1", cut(person.name, MAX_TITLE)))

    def _on_recording(self, active: bool) -> None:
        if active:
            self._post(self.meeting.room_name, self.tr("Recording started"))

    def notify_hand_raised(self, name: str) -> None:
        """Someone raised their hand: hosts are told (raise hand calls this, views/away.py AwayViews has it too)."""
        if not self.meeting.is_guest:
            self._post(self.meeting.room_name, self.tr("%1 raised their hand").replace("%1", cut(name, MAX_TITLE)))
