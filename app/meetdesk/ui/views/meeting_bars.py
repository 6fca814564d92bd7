"""The meeting window's parts around the stage: the top bar (title, badges, mode, statistics, connection), the
call bar (microphone, camera, share, background, reactions, raise hand, panels, leave, end), the end page and the
shortcut help. Each shows what it is told; the window (meeting_window.py) wires them to its controller."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QMenu, QToolButton, QVBoxLayout, QWidget, QWidgetAction

from meetdesk.ui.widgets import forms
from meetdesk.ui.widgets.text import Label, LinkLabel, StatusLabel
from meetdesk.ui.theme import DANGER, DANGER_FILL, LINK, MUTED, ON_FILL, SUCCESS, WARNING, icon
from meetdesk.ui.views.background_menu import BackgroundButton
from meetdesk.ui.views.devices import DeviceMenuButton, with_menu
from meetdesk.ui.views.full_screen import full_screen_button
from meetdesk.ui.views.reactions import ReactionButton
from meetdesk.ui.views.captions import CaptionsButton
from meetdesk.client.call_quality import Quality
from meetdesk.ui.widgets.level_meter import LevelMeter
from meetdesk.ui.widgets.quality_bars import BEHIND_SHOWN, bars_icon


def call_button(icon_name: str, tip: str, checkable: bool = False, panel: bool = False) -> QToolButton:
    button = QToolButton()
    button.setIconSize(QSize(22, 22))
    button.setProperty("role", "call")
    if panel:
        button.setProperty("panel", "true")
    button.setCheckable(checkable)
    show_state(button, icon_name, tip)
    button.setFixedSize(48, 48)
    return button


def show_state(button: QToolButton, icon_name: str | None, tip: str) -> None:
    """A call button as what it does now: its icon, its tip, and its name (the tip without its shortcut)."""
    if icon_name:
        button.setIcon(icon(icon_name))
    button.setToolTip(tip)
    button.setAccessibleName(tip.split(" (")[0])


def _hangup_button(icon_name: str, text: str, tip: str, name: str) -> QToolButton:
    button = QToolButton()
    button.setProperty("role", "hangup")
    button.setIcon(icon(icon_name))
    button.setText(text)
    button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
    button.setToolTip(tip)
    button.setAccessibleName(name)
    button.setMinimumHeight(48)
    return button


def _badge(text: str, role: str, tip: str, name: str) -> Label:
    """A badge of the top bar (recording, locked), hidden until it applies."""
    badge = Label(text)
    badge.setProperty("role", role)
    badge.setToolTip(tip)
    badge.setAccessibleName(name)
    badge.hide()
    return badge


class TopBar(QFrame):
    """Logo, meeting title, recording and lock badges, video mode, video statistics, connection state."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "toolbar")
        self.setStyleSheet("QFrame[role=\"toolbar\"] { border-top: none; border-bottom: 1px solid #313746; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        row.setSpacing(10)
        self.logo = Label()
        self.logo.setPixmap(icon("logo").pixmap(QSize(26, 26)))
        self.logo.setAccessibleName("MeetDesk")
        self.custom_logo = False
        row.addWidget(self.logo)
        self.title_label = Label()
        self.title_label.setStyleSheet("font-size: 12pt; font-weight: 600;")
        self.set_title(title)
        row.addWidget(self.title_label)
        self.rec_badge = _badge(self.tr("● REC"), "badge-rec", self.tr("This meeting is being recorded"),
                                self.tr("Recording"))
        row.addWidget(self.rec_badge)
        self.lock_badge = _badge(self.tr("Locked"), "badge-lock", self.tr("Nobody new can join this meeting"),
                                 self.tr("Meeting locked"))
        row.addWidget(self.lock_badge)
        row.addStretch(1)
        self.mode_label = Label()
        self.mode_label.setProperty("role", "muted")
        self.mode_label.setAccessibleName(self.tr("Video mode"))
        self.mode_label.hide()
        row.addWidget(self.mode_label)
        # the numbers (frame rate, frames received, painted, dropped) are in a popup, not in the bar
        self.details_button = QToolButton()
        self.details_button.setIcon(icon("signal"))
        self.details_button.setIconSize(QSize(18, 18))
        self.details_button.setAutoRaise(True)
        self.details_button.setToolTip(self.tr("Connection details"))
        self.details_button.setAccessibleName(self.tr("Connection details"))
        self.details_button.setPopupMode(QToolButton.InstantPopup)
        self.details_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        menu = QMenu(self.details_button)
        self.quality: Quality | None = None
        self.video_stats: dict = {}
        self.stats_label = Label(self.tr("No video received yet."))
        self.stats_label.setAccessibleName(self.tr("Video statistics"))
        self.stats_label.setStyleSheet("padding: 10px 14px;")
        shown = QWidgetAction(menu)
        shown.setDefaultWidget(self.stats_label)
        menu.addAction(shown)
        self.details_button.setMenu(menu)
        row.addWidget(self.details_button)
        self.full_screen_button = full_screen_button()   # ui/views/full_screen.py sets its icon and name
        row.addWidget(self.full_screen_button)
        self.connection_label = StatusLabel()
        self.connection_label.setAccessibleName(self.tr("Connection state"))
        row.addWidget(self.connection_label)

    def set_title(self, title: str) -> None:
        self.title_label.setText(title or self.tr("Meeting"))

    def set_logo(self, pixmap: QPixmap) -> None:
        """A custom logo (options[custom_fields][logo]) replaces the app logo."""
        if not pixmap.isNull():
            self.logo.setPixmap(pixmap.scaledToHeight(26, Qt.SmoothTransformation))
            self.custom_logo = True

    def set_state(self, state: str) -> None:
        text, colour = {
            "joining": (self.tr("Joining…"), WARNING), "waiting": (self.tr("Waiting for the meeting…"), WARNING),
            "connecting": (self.tr("Connecting…"), WARNING), "connected": (self.tr("Connected"), SUCCESS),
            "reconnecting": (self.tr("Reconnecting…"), WARNING), "ended": (self.tr("Disconnected"), DANGER),
        }.get(state, (state, MUTED))
        self.connection_label.set_status(text, colour)
        self.connection_label.setAccessibleDescription(text)

    def set_video_mode(self, mode: str) -> str:
        """Composed picture (MCU: the picture already shows you; the self-view stays, as the instant mirror) or
        the other's own video; returns the text shown."""
        if mode == "composed":
            text = self.tr("Composed picture")
            tip = self.tr("The meeting server combines everyone's video into one picture. "
                          "The small view shows your own camera.")
        else:
            text = self.tr("Direct video")
            tip = self.tr("You see the other participant's own video.")
        self.mode_label.setText(text)
        self.mode_label.setToolTip(tip)
        self.mode_label.setAccessibleDescription(text)
        self.mode_label.show()
        return text

    def set_quality(self, quality: Quality | None) -> None:
        """Your connection (ui/controllers/quality.py, the figures the people list shows too): the button's bars
        and the first lines of its details."""
        self.quality = quality
        if quality is None:
            self.details_button.setIcon(icon("signal"))
            self.details_button.setToolTip(self.tr("Connection details"))
        else:
            self.details_button.setIcon(bars_icon(quality.level))
            self.details_button.setToolTip(self._level_text(quality))
        self._show_details()

    def _level_text(self, quality: Quality) -> str:
        return {"good": self.tr("Good connection"), "fair": self.tr("Fair connection"),
                "poor": self.tr("Poor connection")}[quality.level]

    def set_stats(self, stats: dict) -> None:
        """The video view's numbers (frames received, painted, dropped), under the connection's."""
        self.video_stats = stats
        self._show_details()

    def _show_details(self) -> None:
        lines = []
        quality, stats = self.quality, self.video_stats
        if quality is not None:
            lines.append(self._level_text(quality))
            figures = self.tr("%1 % of packets lost").replace("%1", f"{quality.loss:.1f}")
            if quality.rtt_ms is not None:
                figures += ", " + self.tr("round trip %1 ms").replace("%1", f"{quality.rtt_ms:.0f}")
            lines.append(figures)
            if quality.behind_s is not None and quality.behind_s >= BEHIND_SHOWN:
                lines.append(self.tr("The picture is %1 s behind.").replace("%1", f"{quality.behind_s:.1f}"))
        if stats and stats["received"]:
            lines.append(self.tr("Video: %1 frames a second").replace("%1", f"{stats['fps']:.0f}"))
            lines.append(self.tr("Frames received %1, painted %2, dropped %3").replace("%1", str(stats["received"]))
                         .replace("%2", str(stats["painted"])).replace("%3", str(stats["dropped"])))
        self.stats_label.setText("\n".join(lines) if lines else self.tr("No video received yet."))


class CallBar(QFrame):
    """The controls under the stage."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "toolbar")
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 10, 18, 10)
        row.setSpacing(10)
        self.mic_button = call_button("mic", self.tr("Mute microphone (M)"), checkable=True)
        self.camera_button = call_button("camera", self.tr("Turn camera off (V)"), checkable=True)
        self.mic_menu_button = DeviceMenuButton(self.tr("Microphone and speaker"))   # ui/views/devices.py
        self.camera_menu_button = DeviceMenuButton(self.tr("Camera"))
        row.addLayout(with_menu(self.mic_button, self.mic_menu_button))
        self.mic_meter = LevelMeter()
        self.mic_meter.setFixedSize(64, 8)
        row.addWidget(self.mic_meter)
        row.addLayout(with_menu(self.camera_button, self.camera_menu_button))
        self.share_button = call_button("screen", self.tr("Share your screen"), checkable=True)
        row.addWidget(self.share_button)
        self.background_button = BackgroundButton()      # shown when the room offers virtual backgrounds
        row.addWidget(self.background_button)
        self.hand_button = call_button("hand", self.tr("Raise hand (H)"), checkable=True)
        self.hand_button.setStyleSheet(f"QToolButton:checked {{ background: {WARNING}; border-color: {WARNING}; }}")
        row.addWidget(self.hand_button)
        self.reaction_button = ReactionButton()   # disabled when the room turned reactions off
        row.addWidget(self.reaction_button)
        row.addStretch(1)
        self.people_button = call_button("people", self.tr("Participants (P)"), checkable=True, panel=True)
        self.chat_button = call_button("chat", self.tr("Chat (C)"), checkable=True, panel=True)
        self.unread_badge = Label(self.chat_button)   # messages not seen yet, until the chat is opened
        self.unread_badge.setStyleSheet(f"color: {ON_FILL}; background: {DANGER_FILL}; border-radius: 9px;"
                                        " padding: 0 5px; font-size: 8pt; font-weight: 700;")
        self.unread_badge.setAlignment(Qt.AlignCenter)
        self.unread_badge.hide()
        self.unread = 0
        self.host_button = call_button("shield", self.tr("Host controls"), checkable=True, panel=True)
        self.help_button = call_button("help", self.tr("Keyboard shortcuts (?)"))
        self.captions_button = CaptionsButton()   # live captions (views/captions.py)
        for b in (self.people_button, self.chat_button, self.host_button, self.captions_button, self.help_button):
            row.addWidget(b)
        row.addStretch(1)
        self.leave_button = _hangup_button("leave", self.tr("Leave"), self.tr("Leave the meeting (Ctrl+W)"),
                                           self.tr("Leave meeting"))
        row.addWidget(self.leave_button)
        self.end_button = _hangup_button("end", self.tr("End for all"), self.tr("End the meeting for everybody"),
                                         self.tr("End meeting"))
        row.addWidget(self.end_button)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_hangup_labels()

    def _fit_hangup_labels(self) -> None:
        """Leave and End for all say their words where the bar has room, else show their icons alone (their
        names stay in tooltips and for screen readers): squeezed, the German words were cut to "Verl…"."""
        buttons = (self.leave_button, self.end_button)
        for button in buttons:
            button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        if self.layout().sizeHint().width() > self.width():
            for button in buttons:
                button.setToolButtonStyle(Qt.ToolButtonIconOnly)

    def set_unread(self, count: int) -> None:
        """The chat button's count of messages not seen yet (0: none shown), and its name says it too."""
        self.unread = count
        self.unread_badge.setText("99+" if count > 99 else str(count))
        self.unread_badge.adjustSize()
        width = max(18, self.unread_badge.width())
        self.unread_badge.setGeometry(self.chat_button.width() - width, 0, width, 18)
        self.unread_badge.setVisible(count > 0)
        name = self.tr("Chat")
        self.chat_button.setAccessibleName(self.tr("Chat, %n unread", "", count) if count else name)

    def show_mic_muted(self, muted: bool) -> None:
        show_state(self.mic_button, "mic-off" if muted else "mic",
                   self.tr("Unmute microphone (M)") if muted else self.tr("Mute microphone (M)"))

    def show_camera_off(self, off: bool) -> None:
        show_state(self.camera_button, "camera-off" if off else "camera",
                   self.tr("Turn camera on (V)") if off else self.tr("Turn camera off (V)"))

    def show_hand_raised(self, raised: bool) -> None:
        self.hand_button.setChecked(raised)
        show_state(self.hand_button, "hand-dark" if raised else "hand",
                   self.tr("Lower hand (H)") if raised else self.tr("Raise hand (H)"))

    def show_sharing(self, sharing: bool) -> None:
        self.share_button.setChecked(sharing)
        show_state(self.share_button, None, self.tr("Stop sharing") if sharing else self.tr("Share your screen"))


class EndPage(QWidget):
    """What the window shows once the meeting is over for this user: why, the room's exit page, rejoin."""
    rejoin_requested = Signal()
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.addStretch(1)
        logo = Label()
        logo.setPixmap(icon("logo").pixmap(QSize(64, 64)))
        logo.setAlignment(Qt.AlignCenter)
        col.addWidget(logo)
        self.end_title = Label()
        self.end_title.setProperty("role", "title")
        self.end_title.setAlignment(Qt.AlignCenter)
        col.addWidget(self.end_title)
        self.end_text = Label()
        self.end_text.setProperty("role", "subtitle")
        self.end_text.setAlignment(Qt.AlignCenter)
        self.end_text.setWordWrap(True)
        col.addWidget(self.end_text)
        self.exit_link = LinkLabel(colour=LINK)
        self.exit_link.setAlignment(Qt.AlignCenter)
        self.exit_link.setAccessibleName(self.tr("Exit page"))
        self.exit_link.hide()
        col.addWidget(self.exit_link)
        col.addSpacing(18)
        self.rejoin_button = forms.button(self.tr("Rejoin"), name=self.tr("Rejoin the meeting"),
                                          clicked=self.rejoin_requested)
        self.close_button = forms.button(self.tr("Back to start"), role="primary", clicked=self.close_requested)
        col.addLayout(forms.button_row(None, self.rejoin_button, self.close_button, None))
        col.addStretch(2)

    def show_reason(self, reason: str, exit_url: str | None) -> None:
        titles = {"left": (self.tr("You left the meeting"), self.tr("See you next time.")),
                  "ended": (self.tr("The meeting has ended"), self.tr("Thanks for joining.")),
                  "kicked": (self.tr("You were removed from the meeting"), self.tr("A host removed you.")),
                  "failed": (self.tr("You were disconnected"), self.tr("The connection to the meeting failed."))}
        title, text = titles.get(reason, titles["failed"])
        self.end_title.setText(title)
        self.end_text.setText(text)
        if exit_url:
            self.exit_link.set_link(exit_url)
            self.exit_link.show()
        self.rejoin_button.setVisible(reason in ("left", "failed"))


class HelpOverlay(QWidget):
    """Shortcut help drawn over the whole window; any key or click closes it."""

    def __init__(self, parent: QWidget, rows: list[tuple[str, str]]):
        super().__init__(parent)
        self.setAttribute(Qt.WA_StyledBackground)
        self.setStyleSheet("HelpOverlay { background: rgba(8, 10, 14, 210); }")
        self.setAccessibleName(self.tr("Keyboard shortcuts"))
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        card = QFrame()
        card.setProperty("role", "card")
        card.setFixedWidth(560)
        col = QVBoxLayout(card)
        col.setContentsMargins(26, 22, 26, 22)
        col.setSpacing(10)
        title = Label(self.tr("Keyboard shortcuts"))
        title.setStyleSheet("font-size: 14pt; font-weight: 600;")
        col.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)
        for i, (key, action) in enumerate(rows):
            k = Label(key)
            k.setAlignment(Qt.AlignCenter)
            k.setProperty("role", "keycap")
            grid.addWidget(k, i, 0)
            text = Label(action)
            text.setWordWrap(True)      # German and French actions are longer than the card is wide
            grid.addWidget(text, i, 1)
        grid.setColumnStretch(1, 1)
        col.addLayout(grid)
        close = Label(self.tr("Press any key to close"))
        close.setProperty("role", "muted")
        col.addWidget(close)
        outer.addWidget(card, 0, Qt.AlignHCenter)
        outer.addStretch(1)
        self.hide()

    def mousePressEvent(self, event) -> None:
        self.hide()
