"""The mini window: a small frameless window on top of the others while the meeting window is away (in the
background or minimized). It shows the picture the meeting window shows (the other's video, or the composed picture
of everyone; the same decoded frames, views/away.py hands them on), microphone, camera and leave buttons, and the
way back: its button or a double click on the picture. Dragged by the picture; it takes no keyboard focus, so a
click on it leaves the other application active."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from meetdesk.ui.theme import BORDER, SURFACE, icon
from meetdesk.ui.views.meeting_bars import call_button
from meetdesk.ui.widgets.elided_label import ElidedLabel
from meetdesk.ui.widgets.placement import fit_on_screen
from meetdesk.ui.widgets.text import Label
from meetdesk.ui.widgets.video import VideoView

VIDEO_SIZE = QSize(320, 180)
MESSAGE_MS = 8000   # how long a notification shows in the mini window (a desktop with neither service nor tray)
DRAG_DISTANCE = 4   # px the mouse moves before a press becomes a drag


class MiniWindow(QFrame):
    back_requested = Signal()    # show the meeting window
    leave_requested = Signal()
    moved = Signal(QPoint)       # dropped after a drag, at this position (inside the screen)

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent, Qt.Tool | Qt.FramelessWindowHint | Qt.WindowStaysOnTopHint
                         | Qt.WindowDoesNotAcceptFocus)
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WA_MacAlwaysShowToolWindow)   # macOS hides tool windows of an inactive app otherwise
        self.setObjectName("miniWindow")
        self.setStyleSheet(f"QFrame#miniWindow {{ background: {SURFACE}; border: 1px solid {BORDER}; }}")
        self.setWindowTitle(self.tr("%1 – MeetDesk").replace("%1", title or self.tr("Meeting")))
        self.setAccessibleName(self.tr("Mini meeting window"))
        col = QVBoxLayout(self)
        col.setContentsMargins(8, 6, 8, 8)
        col.setSpacing(6)
        self.title_label = ElidedLabel(title or self.tr("Meeting"))   # the room's name: plain text, cut with …
        self.title_label.setProperty("role", "muted")
        col.addWidget(self.title_label)
        self.message = Label()   # a notification (chat line: a stranger's text, plain)
        self.message.setWordWrap(True)
        self.message.setMaximumWidth(VIDEO_SIZE.width())
        self.message.setProperty("role", "notice")
        self.message.hide()
        col.addWidget(self.message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._message_gone)
        self.video = VideoView(self.tr("Waiting for video…"))
        self.video.setFixedSize(VIDEO_SIZE)
        self.video.setAccessibleName(self.tr("Meeting video"))
        self.video.setToolTip(self.tr("Double-click to go back to the meeting; drag to move"))
        self.video.setCursor(Qt.OpenHandCursor)
        col.addWidget(self.video)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.mic_button = call_button("mic", self.tr("Mute microphone"), checkable=True)
        self.camera_button = call_button("camera", self.tr("Turn camera off"), checkable=True)
        self.back_button = call_button("window", self.tr("Back to the meeting window"))
        self.leave_button = QToolButton()
        self.leave_button.setProperty("role", "hangup")
        self.leave_button.setStyleSheet("padding: 10px;")
        self.leave_button.setIcon(icon("leave"))
        self.leave_button.setIconSize(QSize(22, 22))
        self.leave_button.setFixedSize(48, 48)
        self.leave_button.setToolTip(self.tr("Leave the meeting"))
        self.leave_button.setAccessibleName(self.tr("Leave meeting"))
        for button in (self.mic_button, self.camera_button, self.back_button, self.leave_button):
            button.setFocusPolicy(Qt.NoFocus)
        row.addWidget(self.mic_button)
        row.addWidget(self.camera_button)
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.leave_button)
        col.addLayout(row)
        # mic_button and camera_button toggle as the meeting window's do (checked: muted, off); views/away.py
        # keeps the two windows' buttons the same both ways
        self.back_button.clicked.connect(self.back_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self._press: QPoint | None = None   # where a drag started (global), and the window's position then
        self._start = QPoint()
        self._dragging = False

    def show_mic_muted(self, muted: bool) -> None:
        _show_toggle(self.mic_button, muted, "mic-off" if muted else "mic",
                     self.tr("Unmute microphone") if muted else self.tr("Mute microphone"))

    def show_camera_off(self, off: bool) -> None:
        _show_toggle(self.camera_button, off, "camera-off" if off else "camera",
                     self.tr("Turn camera on") if off else self.tr("Turn camera off"))

    def show_message(self, title: str, text: str) -> None:
        """A notification where the desktop shows none: above the picture for MESSAGE_MS."""
        self.message.setText(f"{title}: {text}" if title else text)
        self.message.show()
        self._resized()
        self._message_timer.start(MESSAGE_MS)

    def _message_gone(self) -> None:
        self.message.hide()
        self._resized()

    def _resized(self) -> None:
        self.adjustSize()
        fit_on_screen(self)

    def place(self, pos: QPoint | None, avoid: QRect | None = None) -> None:
        """At ``pos`` (where it was dropped before), else at the bottom right of the screen, or its top right
        where ``avoid`` (the tray icon, whose messages show beside it) is in the lower half; inside the screen's
        available area either way."""
        self.adjustSize()
        screen = self.screen()
        if pos is None and screen is not None:
            area = screen.availableGeometry()
            low = avoid is not None and avoid.isValid() and avoid.center().y() > area.center().y()
            y = area.top() + 24 if low else area.bottom() - self.height() - 24
            pos = QPoint(area.right() - self.width() - 24, y)
        if pos is not None:
            self.move(pos)
        fit_on_screen(self)

    # ---- dragged by the picture (or the frame); double click: back to the meeting
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self._press, self._start, self._dragging = event.globalPosition().toPoint(), self.pos(), False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and event.buttons() & Qt.LeftButton:
            delta = event.globalPosition().toPoint() - self._press
            if self._dragging or delta.manhattanLength() >= DRAG_DISTANCE:
                self._dragging = True
                self.move(self._start + delta)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and event.button() == Qt.LeftButton:
            self._press = None
            if self._dragging:
                self._dragging = False
                fit_on_screen(self)   # dropped partly off the screen: pushed back in
                self.moved.emit(self.pos())
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self.back_requested.emit()
        super().mouseDoubleClickEvent(event)


def _show_toggle(button: QToolButton, checked: bool, icon_name: str, tip: str) -> None:
    """A call button's state: checked (muted, off), its icon, and what a click does as tooltip and accessible
    name."""
    button.setChecked(checked)
    button.setIcon(icon(icon_name))
    button.setToolTip(tip)
    button.setAccessibleName(tip)
