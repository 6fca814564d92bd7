"""The meeting window: video, self-view, people, chat, host panel, controls, shortcuts, end page."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QMainWindow, QPlainTextEdit,
                               QPushButton, QStackedWidget, QTextEdit, QToolButton, QVBoxLayout, QWidget)

from meetdesk.client import MeetingReply, Options
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.theme import LINK, MUTED, SUCCESS, WARNING, DANGER, icon
from meetdesk.ui.views.background_menu import BackgroundButton
from meetdesk.ui.views.chat_panel import ChatPanel
from meetdesk.ui.views.host.console import HostConsole
from meetdesk.ui.views.host.panel import HostPanel
from meetdesk.ui.views.people_panel import AloneView, PeoplePanel
from meetdesk.ui.widgets.level_meter import LevelMeter
from meetdesk.ui.widgets.notices import NoticeStack
from meetdesk.ui.widgets.video import VideoView

PANELS = ("people", "chat", "host")


def _pixmap(data: bytes) -> QPixmap:
    pixmap = QPixmap()
    pixmap.loadFromData(data)
    return pixmap


def call_button(icon_name: str, tip: str, checkable: bool = False, panel: bool = False) -> QToolButton:
    button = QToolButton()
    button.setIcon(icon(icon_name))
    button.setIconSize(QSize(22, 22))
    button.setProperty("role", "call")
    if panel:
        button.setProperty("panel", "true")
    button.setCheckable(checkable)
    button.setToolTip(tip)
    button.setAccessibleName(tip.split(" (")[0])
    button.setFixedSize(48, 48)
    return button


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
        title = QLabel(self.tr("Keyboard shortcuts"))
        title.setStyleSheet("font-size: 14pt; font-weight: 600;")
        col.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)
        for i, (key, action) in enumerate(rows):
            k = QLabel(key)
            k.setAlignment(Qt.AlignCenter)
            k.setProperty("role", "keycap")
            grid.addWidget(k, i, 0)
            text = QLabel(action)
            text.setWordWrap(True)      # German and French actions are longer than the card is wide
            grid.addWidget(text, i, 1)
        grid.setColumnStretch(1, 1)
        col.addLayout(grid)
        close = QLabel(self.tr("Press any key to close"))
        close.setProperty("role", "muted")
        col.addWidget(close)
        outer.addWidget(card, 0, Qt.AlignHCenter)
        outer.addStretch(1)
        self.hide()

    def mousePressEvent(self, event) -> None:
        self.hide()


class MeetingWindow(QMainWindow):
    closed = Signal()
    rejoin_requested = Signal()

    def __init__(self, controller: MeetingController, confirm: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.confirm = confirm
        self.push_to_talk = False
        self.setWindowIcon(icon("logo"))
        self.resize(1280, 780)
        self.setMinimumSize(900, 600)
        self.setWindowTitle(self.tr("%1 – MeetDesk").replace("%1", controller.room_name or self.tr("Meeting")))

        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        meeting_page = QWidget()
        self.pages.addWidget(meeting_page)
        self.pages.addWidget(self._build_end_page())
        root = QVBoxLayout(meeting_page)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)

        root.addWidget(self._build_top_bar())
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        root.addLayout(middle, 1)

        self.stage = QWidget()
        stage_layout = QVBoxLayout(self.stage)
        stage_layout.setContentsMargins(12, 12, 12, 12)
        self.video = VideoView(self.tr("Waiting for the others' video…"))
        self.video.setAccessibleName(self.tr("Meeting video"))
        stage_layout.addWidget(self.video)
        self.self_view = VideoView(self.tr("Camera off"), mirrored=True, parent=self.stage)
        self.self_view.setAccessibleName(self.tr("Your camera"))
        self.self_view.set_overlay_name(self.tr("You"))
        self.self_view.setFixedSize(224, 168)
        self.self_view.setStyleSheet("border: 1px solid #313746;")
        self.alone = AloneView(self.stage)   # over the video while nobody else is here
        self.alone.hide()
        self.notices = NoticeStack(self.stage)
        middle.addWidget(self.stage, 1)

        self.side = QFrame()
        self.side.setProperty("role", "panel")
        self.side.setFixedWidth(340)
        side_layout = QVBoxLayout(self.side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        self.side_stack = QStackedWidget()
        side_layout.addWidget(self.side_stack)
        self.people_panel = PeoplePanel()
        self.chat_panel = ChatPanel()
        self.host_panel = HostPanel(confirm=confirm)
        self.host_console: HostConsole | None = None
        for panel in (self.people_panel, self.chat_panel, self.host_panel):
            self.side_stack.addWidget(panel)
        middle.addWidget(self.side)
        root.addWidget(self._build_toolbar())

        self.help = HelpOverlay(self, [("M", self.tr("Mute or unmute the microphone")),
                                       ("V", self.tr("Turn the camera off or on")),
                                       (self.tr("Space"), self.tr("Hold to talk while muted")),
                                       ("P", self.tr("Participants")), ("C", self.tr("Chat")),
                                       ("?  F1", self.tr("Show this help")),
                                       ("Ctrl+W", self.tr("Leave the meeting"))])

        self._wire()
        self._apply_options(controller.options)
        self.open_panel("people")
        QApplication.instance().installEventFilter(self)
        self._stats_timer = QTimer(self, interval=1000, timeout=self._update_stats)
        self._stats_timer.start()

    # ---- building blocks
    def _build_top_bar(self) -> QWidget:
        bar = QFrame()
        bar.setProperty("role", "toolbar")
        bar.setStyleSheet("QFrame[role=\"toolbar\"] { border-top: none; border-bottom: 1px solid #313746; }")
        row = QHBoxLayout(bar)
        row.setContentsMargins(16, 8, 16, 8)
        row.setSpacing(10)
        self.logo = QLabel()
        self.logo.setPixmap(icon("logo").pixmap(QSize(26, 26)))
        self.logo.setAccessibleName("MeetDesk")
        self.custom_logo = False
        row.addWidget(self.logo)
        self.title_label = QLabel(self.controller.room_name or self.tr("Meeting"))
        self.title_label.setStyleSheet("font-size: 12pt; font-weight: 600;")
        row.addWidget(self.title_label)
        self.rec_badge = QLabel(self.tr("● REC"))
        self.rec_badge.setProperty("role", "badge-rec")
        self.rec_badge.setToolTip(self.tr("This meeting is being recorded"))
        self.rec_badge.setAccessibleName(self.tr("Recording"))
        self.rec_badge.hide()
        row.addWidget(self.rec_badge)
        self.lock_badge = QLabel(self.tr("Locked"))
        self.lock_badge.setProperty("role", "badge-lock")
        self.lock_badge.setToolTip(self.tr("Nobody new can join this meeting"))
        self.lock_badge.setAccessibleName(self.tr("Meeting locked"))
        self.lock_badge.hide()
        row.addWidget(self.lock_badge)
        row.addStretch(1)
        self.mode_label = QLabel()
        self.mode_label.setProperty("role", "muted")
        self.mode_label.setAccessibleName(self.tr("Video mode"))
        self.mode_label.hide()
        row.addWidget(self.mode_label)
        self.stats_label = QLabel()
        self.stats_label.setProperty("role", "muted")
        self.stats_label.setAccessibleName(self.tr("Video statistics"))
        row.addWidget(self.stats_label)
        self.connection_label = QLabel()
        self.connection_label.setAccessibleName(self.tr("Connection state"))
        row.addWidget(self.connection_label)
        return bar

    def _build_toolbar(self) -> QWidget:
        bar = QFrame()
        bar.setProperty("role", "toolbar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(18, 10, 18, 10)
        row.setSpacing(10)
        self.mic_button = call_button("mic", self.tr("Mute microphone (M)"), checkable=True)
        self.camera_button = call_button("camera", self.tr("Turn camera off (V)"), checkable=True)
        row.addWidget(self.mic_button)
        self.mic_meter = LevelMeter()
        self.mic_meter.setFixedSize(64, 8)
        row.addWidget(self.mic_meter)
        row.addWidget(self.camera_button)
        self.share_button = call_button("screen", self.tr("Share your screen"), checkable=True)
        row.addWidget(self.share_button)
        self.background_button = BackgroundButton()      # shown when the room offers virtual backgrounds
        row.addWidget(self.background_button)
        row.addStretch(1)
        self.people_button = call_button("people", self.tr("Participants (P)"), checkable=True, panel=True)
        self.chat_button = call_button("chat", self.tr("Chat (C)"), checkable=True, panel=True)
        self.host_button = call_button("shield", self.tr("Host controls"), checkable=True, panel=True)
        self.help_button = call_button("help", self.tr("Keyboard shortcuts (?)"))
        for b in (self.people_button, self.chat_button, self.host_button, self.help_button):
            row.addWidget(b)
        row.addStretch(1)
        self.leave_button = QToolButton()
        self.leave_button.setProperty("role", "hangup")
        self.leave_button.setIcon(icon("leave"))
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.leave_button.setToolTip(self.tr("Leave the meeting (Ctrl+W)"))
        self.leave_button.setAccessibleName(self.tr("Leave meeting"))
        self.leave_button.setMinimumHeight(48)
        row.addWidget(self.leave_button)
        self.end_button = QToolButton()
        self.end_button.setProperty("role", "hangup")
        self.end_button.setIcon(icon("end"))
        self.end_button.setText(self.tr("End for all"))
        self.end_button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.end_button.setToolTip(self.tr("End the meeting for everybody"))
        self.end_button.setAccessibleName(self.tr("End meeting"))
        self.end_button.setMinimumHeight(48)
        row.addWidget(self.end_button)
        return bar

    def _build_end_page(self) -> QWidget:
        page = QWidget()
        col = QVBoxLayout(page)
        col.addStretch(1)
        logo = QLabel()
        logo.setPixmap(icon("logo").pixmap(QSize(64, 64)))
        logo.setAlignment(Qt.AlignCenter)
        col.addWidget(logo)
        self.end_title = QLabel()
        self.end_title.setProperty("role", "title")
        self.end_title.setAlignment(Qt.AlignCenter)
        col.addWidget(self.end_title)
        self.end_text = QLabel()
        self.end_text.setProperty("role", "subtitle")
        self.end_text.setAlignment(Qt.AlignCenter)
        self.end_text.setWordWrap(True)
        col.addWidget(self.end_text)
        self.exit_link = QLabel()
        self.exit_link.setAlignment(Qt.AlignCenter)
        self.exit_link.setOpenExternalLinks(True)
        self.exit_link.setAccessibleName(self.tr("Exit page"))
        self.exit_link.hide()
        col.addWidget(self.exit_link)
        col.addSpacing(18)
        row = QHBoxLayout()
        row.addStretch(1)
        self.rejoin_button = QPushButton(self.tr("Rejoin"))
        self.rejoin_button.setAccessibleName(self.tr("Rejoin the meeting"))
        self.rejoin_button.clicked.connect(self.rejoin_requested)
        row.addWidget(self.rejoin_button)
        self.close_button = QPushButton(self.tr("Back to start"))
        self.close_button.setProperty("role", "primary")
        self.close_button.setAccessibleName(self.tr("Back to start"))
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        row.addStretch(1)
        col.addLayout(row)
        col.addStretch(2)
        return page

    # ---- wiring
    def _wire(self) -> None:
        c = self.controller
        c.video_sink = self.video.offer_frame
        c.local_media.self_view_sink = self.self_view.offer_frame
        c.state_changed.connect(self._on_state)
        c.video_mode_changed.connect(self._on_video_mode)
        c.people.changed.connect(self.people_panel.set_people)
        c.chat.received.connect(self._on_chat)
        c.notice.connect(self.notices.show_notice)
        c.error.connect(self.notices.show_notice)
        c.locked_changed.connect(self._on_locked)
        c.recording_changed.connect(self.rec_badge.setVisible)
        c.options_changed.connect(self._apply_options)
        c.meeting_changed.connect(self._on_meeting)
        c.local_media.mic_level.connect(self.mic_meter.set_level)
        c.ended.connect(self._on_ended)
        c.logo_loaded.connect(lambda data: self.set_logo(QPixmap.fromData(data) if hasattr(QPixmap, "fromData")
                                                         else _pixmap(data)))
        self.mic_button.toggled.connect(self._mic_toggled)
        self.camera_button.toggled.connect(self._camera_toggled)
        self.people_button.clicked.connect(lambda: self.toggle_panel("people"))
        self.chat_button.clicked.connect(lambda: self.toggle_panel("chat"))
        self.host_button.clicked.connect(lambda: self.toggle_panel("host"))
        self.help_button.clicked.connect(self.show_help)
        self.leave_button.clicked.connect(c.leave)
        self.end_button.clicked.connect(self._end_clicked)
        self.chat_panel.send_requested.connect(c.chat.send)
        self.people_panel.kick_requested.connect(c.host.kick)
        self.host_panel.meeting.lock_requested.connect(c.host.lock)
        self.host_panel.meeting.listing_requested.connect(c.host.set_listed)
        c.host.listed_changed.connect(self.host_panel.meeting.set_listed)
        self.host_panel.meeting.end_requested.connect(c.end_meeting)
        self.host_panel.meeting.copied.connect(self.notices.show_notice)
        self.host_panel.permalinks.copied.connect(self.notices.show_notice)
        self.host_panel.console_requested.connect(self.open_host_console)
        # ---- screen sharing, the alone view
        self.share_picker = None
        self.share_button.clicked.connect(self._share_clicked)
        c.local_media.sharing_changed.connect(self._on_sharing)
        c.people.changed.connect(self._update_alone)   # bound methods: disconnected with the window
        c.state_changed.connect(self._update_alone)
        self.alone.copied.connect(self.notices.show_notice)
        self.alone.permalinks_requested.connect(lambda: self.open_panel("host"))
        self._wire_background()
        QShortcut(QKeySequence("Ctrl+W"), self, activated=self._shortcut_leave)
        QShortcut(QKeySequence("F1"), self, activated=self.show_help)
        self._on_state(c.state)
        if c.video_mode:
            self._on_video_mode(c.video_mode)
        self._on_locked(c.locked)
        self.rec_badge.setVisible(c.recording)

    def _apply_options(self, options: Options) -> None:
        custom = options.custom_fields or {}
        self.logo.setVisible(bool(options.show_label))
        self.hide_chat = bool(custom.get("hide_chat"))
        self.chat_button.setVisible(not self.hide_chat)
        if self.hide_chat and self.side_stack.currentWidget() is self.chat_panel:
            self.open_panel("people")
        is_host = not self.controller.is_guest
        self.host_button.setVisible(is_host)
        self.end_button.setVisible(is_host)
        self.people_panel.set_can_kick(is_host and bool(options.kick_available))
        self._apply_background_rule(options)
        self._on_meeting(self.controller.meeting)

    def set_logo(self, pixmap: QPixmap) -> None:
        """A custom logo (options[custom_fields][logo]) replaces the app logo."""
        if not pixmap.isNull():
            self.logo.setPixmap(pixmap.scaledToHeight(26, Qt.SmoothTransformation))
            self.custom_logo = True

    def _on_meeting(self, meeting: MeetingReply) -> None:
        self.host_panel.meeting.set_state(self.controller.guest_link, self.controller.locked,
                                          bool(meeting.options.lock_available), self.controller.reach)
        self.title_label.setText(self.controller.room_name or self.tr("Meeting"))

    # ---- panels
    def open_panel(self, name: str) -> None:
        widget = {"people": self.people_panel, "chat": self.chat_panel, "host": self.host_panel}[name]
        self.side_stack.setCurrentWidget(widget)
        self.side.show()
        for key, button in (("people", self.people_button), ("chat", self.chat_button),
                            ("host", self.host_button)):
            button.setChecked(key == name)
        if name == "chat":
            self.chat_button.setIcon(icon("chat"))
            self.chat_panel.input.setFocus()

    def toggle_panel(self, name: str) -> None:
        current = {self.people_panel: "people", self.chat_panel: "chat",
                   self.host_panel: "host"}[self.side_stack.currentWidget()]
        if self.side.isVisible() and current == name:
            self.side.hide()
            for button in (self.people_button, self.chat_button, self.host_button):
                button.setChecked(False)
        else:
            self.open_panel(name)

    @property
    def panel(self) -> str | None:
        if not self.side.isVisible():
            return None
        return {self.people_panel: "people", self.chat_panel: "chat",
                self.host_panel: "host"}[self.side_stack.currentWidget()]

    # ---- events from the controller
    def _on_state(self, state: str) -> None:
        text, colour = {
            "joining": (self.tr("Joining…"), WARNING), "waiting": (self.tr("Waiting for the meeting…"), WARNING),
            "connecting": (self.tr("Connecting…"), WARNING), "connected": (self.tr("Connected"), SUCCESS),
            "reconnecting": (self.tr("Reconnecting…"), WARNING), "ended": (self.tr("Disconnected"), DANGER),
        }.get(state, (state, MUTED))
        self.connection_label.setText(f'<span style="color:{colour}">●</span> {text}')
        self.connection_label.setAccessibleDescription(text)

    def _on_video_mode(self, mode: str) -> None:
        """Composed picture (MCU: the picture already shows you; the self-view stays, as the instant mirror) or
        the other's own video. The picture on screen stays until the first frame of the new stream."""
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
        self.video.setAccessibleDescription(text)

    def _on_locked(self, locked: bool) -> None:
        self.lock_badge.setVisible(locked)
        self._on_meeting(self.controller.meeting)

    def _on_chat(self, message: dict) -> None:
        self.chat_panel.add_message(message)
        if self.panel != "chat" and not message.get("own") and not self.hide_chat:
            self.chat_button.setIcon(icon("chat"))
            self.notices.show_notice(f"{message.get('name')}: {message.get('content')}"[:120])

    def _on_ended(self, reason: str) -> None:
        titles = {"left": (self.tr("You left the meeting"), self.tr("See you next time.")),
                  "ended": (self.tr("The meeting has ended"), self.tr("Thanks for joining.")),
                  "kicked": (self.tr("You were removed from the meeting"), self.tr("A host removed you.")),
                  "failed": (self.tr("You were disconnected"), self.tr("The connection to the meeting failed."))}
        title, text = titles.get(reason, titles["failed"])
        self.end_title.setText(title)
        self.end_text.setText(text)
        exit_url = self.controller.options.exit_url
        if exit_url:
            self.exit_link.setText(f'<a href="{exit_url}" style="color:{LINK}">{exit_url}</a>')
            self.exit_link.show()
        self.rejoin_button.setVisible(reason in ("left", "failed"))
        self.help.hide()
        self.pages.setCurrentIndex(1)

    @property
    def ended(self) -> bool:
        return self.pages.currentIndex() == 1

    # ---- controls
    def _mic_toggled(self, muted: bool) -> None:
        self.mic_button.setIcon(icon("mic-off" if muted else "mic"))
        tip = self.tr("Unmute microphone (M)") if muted else self.tr("Mute microphone (M)")
        self.mic_button.setToolTip(tip)
        self.mic_button.setAccessibleName(tip.split(" (")[0])
        self.controller.local_media.set_mic_muted(muted)

    def _camera_toggled(self, off: bool) -> None:
        self.camera_button.setIcon(icon("camera-off" if off else "camera"))
        tip = self.tr("Turn camera on (V)") if off else self.tr("Turn camera off (V)")
        self.camera_button.setToolTip(tip)
        self.camera_button.setAccessibleName(tip.split(" (")[0])
        self.controller.set_camera_off(off)
        self.self_view.setVisible(True)
        if off:
            self.self_view.clear()
        self.controller.local_media.self_view_sink = None if off else self.self_view.offer_frame

    # ---- screen sharing
    def _share_clicked(self) -> None:
        if self.controller.local_media.sharing is not None:
            self.controller.stop_share()
            return
        self.share_button.setChecked(False)   # checked once the share runs
        self.open_share_picker()

    def open_share_picker(self):
        """The picker of screens and windows (thumbnails), modal to this window."""
        from meetdesk.ui.views.share_picker import SharePicker

        picker = SharePicker(self)
        sources: dict[str, object] = {}

        def fill() -> None:
            from meetdesk.client.devices import share_thumbnail
            sources.clear()
            rows = []
            for source in self.controller.local_media.share_sources():
                sources[source.id] = source
                rows.append((source.id, source.name, source.kind, share_thumbnail(source)))
            picker.set_sources(rows)
        fill()
        picker.refresh_requested.connect(fill)
        picker.share_requested.connect(lambda sid, present: self.controller.start_share(sources[sid], present)
                                       if sid in sources else None)
        picker.finished.connect(lambda _result: picker.deleteLater())
        self.share_picker = picker
        picker.open()
        return picker

    def _on_sharing(self, source) -> None:
        sharing = source is not None
        self.share_button.setChecked(sharing)
        tip = self.tr("Stop sharing") if sharing else self.tr("Share your screen")
        self.share_button.setToolTip(tip)
        self.share_button.setAccessibleName(tip)
        self.self_view._mirrored = not sharing   # a screen is shown as the others see it
        self.self_view.set_overlay_name(self.tr("Your screen") if sharing else self.tr("You"))
        self.notices.show_notice(self.tr("You are sharing %1").replace("%1", source.name) if sharing
                                 else self.tr("You stopped sharing"))

    def _update_alone(self, *_changed) -> None:
        """The invite view while nobody else is in the meeting (and the call is on)."""
        c = self.controller
        alone = (c.state in ("connecting", "connected", "reconnecting")
                 and not any(not p.is_self for p in c.people.people.values()))
        if alone:
            self.alone.set_invite(c.guest_link, not c.is_guest, c.reach)
            self._place_overlays()
        self.alone.setVisible(alone)

    def _end_clicked(self) -> None:
        self.host_panel.meeting.confirm_end()

    def _shortcut_leave(self) -> None:
        if not self.ended:
            self.controller.leave()

    # ---- virtual background: the room's rule decides what is offered
    def _wire_background(self) -> None:
        media = self.controller.local_media
        media.background_changed.connect(self.background_button.set_current)
        self.background_button.background_requested.connect(self._background_requested)
        self._room_background_url: str | None = None      # the rule is applied with the options

    def _apply_background_rule(self, options: Options) -> None:
        custom, media = options.custom_fields or {}, self.controller.local_media
        url = (custom.get("virtual_background_image") if isinstance(custom, dict) else None) or None
        if url != self._room_background_url:              # fetch the room's picture, then offer it
            self._room_background_url, media.room_background = url, None
            if isinstance(url, str) and url.startswith(("http://", "https://")):
                self.controller.spawn(self._fetch_room_background(url))
        media.apply_room_rule(custom, self.controller.is_guest)
        self.background_button.set_current(media.background_mode, media.background_image)
        self.background_button.set_choices(media.background_choices(custom, self.controller.is_guest))

    async def _fetch_room_background(self, url: str) -> None:
        await self.controller.local_media.fetch_room_background(url)
        if url == self._room_background_url:
            self._apply_background_rule(self.controller.options)

    def _background_requested(self, mode: str, image: str) -> None:
        media = self.controller.local_media
        media.wanted_background = (mode, image)
        self._apply_background_rule(self.controller.options)

    # ---- host console
    def open_host_console(self) -> HostConsole:
        """Show the host console (built on first use), in front."""
        if self.host_console is None:
            self.host_console = HostConsole(self.controller.room_name)
            self._build_console_pages(self.host_console)
        self.host_console.show()
        self.host_console.raise_()
        self.host_console.activateWindow()
        return self.host_console

    def _build_console_pages(self, console: HostConsole) -> None:
        """Each page of the host console, wired to its controller (one block per page)."""
        c = self.controller

        def composed_picture():   # the latest composed frame (MCU), for the layout and layers previews
            return self.video.current_image() if c.video_mode == "composed" else None

        # -- layout and layers (ui/views/host/layout.py, layers.py; ui/controllers/host/layout.py, layers.py)
        from meetdesk.ui.views.host.layers import LayersPage
        from meetdesk.ui.views.host.layout import LayoutPage
        layout_page = LayoutPage()
        layout_page.attach(c.layout, composed_picture)
        layout_page.canvas.set_background(c.options.background_color or "#121212")
        console.add_page("layout", layout_page, self.tr("Layout"), "layout")
        layers_page = LayersPage()
        layers_page.attach(c.layers, composed_picture, c.layout.state.canvas)
        console.add_page("layers", layers_page, self.tr("Layers"), "layers")
        self._build_media_pages(console)

    def _build_media_pages(self, console: HostConsole) -> None:
        """Recordings, snapshots, playbacks, streams (ui/views/host/<stem>.py), each wired to its controller."""
        from meetdesk.ui.views.host.media_pages import build_media_pages
        build_media_pages(self, console)

    def show_help(self) -> None:
        self.help.setGeometry(self.rect())
        self.help.show()
        self.help.raise_()

    def _update_stats(self) -> None:
        s = self.video.stats()
        if s["received"]:
            self.stats_label.setText(self.tr("%1 fps · %2 dropped").replace("%1", f"{s['fps']:.0f}")
                                     .replace("%2", str(s["dropped"])))
            self.stats_label.setToolTip(self.tr("Frames received %1, painted %2, dropped %3")
                                        .replace("%1", str(s["received"])).replace("%2", str(s["painted"]))
                                        .replace("%3", str(s["dropped"])))

    # ---- keyboard: m, v, space (push to talk), p, c, ?
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.KeyPress, QEvent.KeyRelease) or not self.isActiveWindow() or self.ended:
            return False
        if not isinstance(obj, QWidget) or obj.window() is not self:
            return False
        focus = QApplication.focusWidget()
        if isinstance(focus, (QLineEdit, QTextEdit, QPlainTextEdit)) and event.key() != Qt.Key_Escape:
            return False
        return self.handle_key(event.key(), kind == QEvent.KeyPress, event.isAutoRepeat(), event.text())

    def handle_key(self, key: int, pressed: bool, auto_repeat: bool = False, text: str = "") -> bool:
        """Apply a shortcut key; returns whether it was one."""
        if self.help.isVisible():
            if pressed:
                self.help.hide()
            return True
        if key == Qt.Key_Space:
            if auto_repeat:
                return True
            if pressed and self.mic_button.isChecked():
                self.push_to_talk = True
                self.mic_button.setChecked(False)
            elif not pressed and self.push_to_talk:
                self.push_to_talk = False
                self.mic_button.setChecked(True)
            return True
        if not pressed or auto_repeat:
            return key in (Qt.Key_M, Qt.Key_V, Qt.Key_P, Qt.Key_C, Qt.Key_Question)
        if key == Qt.Key_M:
            self.mic_button.toggle()
        elif key == Qt.Key_V:
            self.camera_button.toggle()
        elif key == Qt.Key_P:
            self.toggle_panel("people")
        elif key == Qt.Key_C and not self.hide_chat:
            self.toggle_panel("chat")
        elif key == Qt.Key_Question or text == "?":
            self.show_help()
        else:
            return False
        return True

    # ---- geometry and closing
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_overlays()
        if self.help.isVisible():
            self.help.setGeometry(self.rect())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._place_overlays()

    def _place_overlays(self) -> None:
        r = self.stage.rect()
        self.alone.setGeometry(r.adjusted(12, 12, -12, -12))
        self.alone.raise_()
        self.self_view.move(r.right() - self.self_view.width() - 24, r.bottom() - self.self_view.height() - 24)
        self.self_view.raise_()
        self.notices.setGeometry(r.left() + 40, r.top() + 20, max(200, r.width() - 80 - self.self_view.width()),
                                 r.height() - 40)
        self.notices.raise_()

    def closeEvent(self, event) -> None:
        QApplication.instance().removeEventFilter(self)
        if not self.ended and self.controller.state != "ended":
            self.controller.leave()
        self._stats_timer.stop()
        if self.host_console is not None:
            self.host_console.close()
        self.closed.emit()
        super().closeEvent(event)
