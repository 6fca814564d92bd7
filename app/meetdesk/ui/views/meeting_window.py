"""The meeting window: video, self-view, people, chat, host panel, controls, shortcuts, end page."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (QApplication, QFrame, QHBoxLayout, QLineEdit, QMainWindow, QPlainTextEdit,
                               QStackedWidget, QTextEdit, QVBoxLayout, QWidget)

from meetdesk.client import MeetingReply, Options
from meetdesk.client.background import offered as room_offers_background
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.theme import icon
from meetdesk.ui.views.captions import CaptionsWiring, TranscriptPanel
from meetdesk.ui.views.chat_panel import ChatPanel
from meetdesk.ui.views.devices import DeviceMenus
from meetdesk.ui.views.full_screen import FullScreen
from meetdesk.ui.views.host.console import HostConsole
from meetdesk.ui.views.host.panel import HostPanel
from meetdesk.ui.views.meeting_bars import CallBar, EndPage, HelpOverlay, TopBar
from meetdesk.ui.views.people_panel import AloneView, PeoplePanel
from meetdesk.ui.views.reactions import wire_reactions
from meetdesk.ui.views.self_view import SelfView
from meetdesk.ui.widgets.notices import NoticeStack
from meetdesk.ui.widgets.placement import fit_on_screen
from meetdesk.ui.widgets.video import VideoView

PANELS = ("people", "chat", "host", "transcript")


class MeetingWindow(QMainWindow):
    closed = Signal()
    rejoin_requested = Signal()

    def __init__(self, controller: MeetingController, confirm: bool = True, parent: QWidget | None = None,
                 self_view_corner: str = "bottom-right"):
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
        self.end_page = EndPage()
        self.end_page.rejoin_requested.connect(self.rejoin_requested)
        self.end_page.close_requested.connect(self.close)
        self.pages.addWidget(self.end_page)
        root = QVBoxLayout(meeting_page)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)

        self.top_bar = TopBar(controller.room_name)
        root.addWidget(self.top_bar)
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
        self.self_box = SelfView(self.stage, self_view_corner)   # your camera: a corner clear of the tiles
        self.self_view = self.self_box.video
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
        self.away = None   # the mini window and the tray (views/away.py AwayViews), attached by the app
        self.transcript_panel = TranscriptPanel()   # live captions: ui/views/captions.py
        for panel in (self.people_panel, self.chat_panel, self.host_panel, self.transcript_panel):
            self.side_stack.addWidget(panel)
        middle.addWidget(self.side)
        self.call_bar = CallBar()
        root.addWidget(self.call_bar)
        # the parts' widgets by their names, for the window's own wiring (and tests)
        for part, names in ((self.top_bar, ("logo", "title_label", "rec_badge", "lock_badge", "mode_label",
                                            "details_button", "connection_label")),
                            (self.call_bar, ("mic_button", "mic_meter", "camera_button", "share_button",
                                             "background_button", "hand_button", "people_button", "chat_button",
                                             "host_button", "captions_button",
                                             "help_button", "leave_button", "end_button")),
                            (self.end_page, ("end_title", "end_text", "exit_link", "rejoin_button",
                                             "close_button"))):
            for name in names:
                setattr(self, name, getattr(part, name))

        self.help = HelpOverlay(self, [("M", self.tr("Mute or unmute the microphone")),
                                       ("V", self.tr("Turn the camera off or on")),
                                       (self.tr("Space"), self.tr("Hold to talk while muted")),
                                       ("H", self.tr("Raise or lower your hand")),
                                       ("P", self.tr("Participants")), ("C", self.tr("Chat")),
                                       ("?  F1", self.tr("Show this help")),
                                       ("F11  Esc", self.tr("Full screen (or double-click the video); Esc leaves it")),
                                       ("Ctrl+W", self.tr("Leave the meeting"))])

        self.full_screen = FullScreen(self, self.stage, self.top_bar.full_screen_button)
        self.device_menus = DeviceMenus(self)   # the arrows beside the microphone and camera buttons
        self._wire()
        self._apply_options(controller.options)
        self.open_panel("people")
        QApplication.instance().installEventFilter(self)
        self._stats_timer = QTimer(self, interval=1000, timeout=self._update_stats)
        self._stats_timer.start()

    # ---- wiring
    def _wire(self) -> None:
        c = self.controller
        c.video_sink = self.video.offer_frame
        c.local_media.self_view_sink = self.self_view.offer_frame
        c.state_changed.connect(self._on_state)
        c.quality.changed.connect(self.top_bar.set_quality)   # the people list's row shows the same figures
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
        c.logo_loaded.connect(self._logo_loaded)
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
        self.people_panel.mute_all_requested.connect(c.mute_all.mute_everyone)
        self.people_panel.lower_hand_requested.connect(c.hands.lower)
        self.hand_button.clicked.connect(c.hands.set_raised)
        c.hands.own_hand_changed.connect(self.call_bar.show_hand_raised)
        c.mute_all.mute_requested.connect(self._muted_by_host)   # bound: disconnected with the window
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
        c.layout.tiles_changed.connect(self._place_overlays)   # your view keeps clear of the tiles
        c.state_changed.connect(self._update_alone)
        self.alone.copied.connect(self.notices.show_notice)
        self.alone.permalinks_requested.connect(lambda: self.open_panel("host"))
        self._wire_background()
        self.reaction_overlay = wire_reactions(self, c, self.call_bar.reaction_button, self.stage)
        self.captions = CaptionsWiring(self, c.captions)
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
        self.people_panel.set_can_lower_hands(is_host)
        self._apply_background_rule(options)
        self._on_meeting(self.controller.meeting)

    def _logo_loaded(self, data: bytes) -> None:
        pixmap = QPixmap()
        pixmap.loadFromData(data)
        self.top_bar.set_logo(pixmap)

    @property
    def custom_logo(self) -> bool:
        return self.top_bar.custom_logo

    def _on_meeting(self, meeting: MeetingReply) -> None:
        self.host_panel.meeting.set_state(self.controller.guest_link, self.controller.locked,
                                          bool(meeting.options.lock_available), self.controller.reach)
        self.top_bar.set_title(self.controller.room_name)

    # ---- panels
    def open_panel(self, name: str) -> None:
        widget = {"people": self.people_panel, "chat": self.chat_panel, "host": self.host_panel,
                  "transcript": self.transcript_panel}[name]
        self.side_stack.setCurrentWidget(widget)
        self.side.show()
        for key, button in (("people", self.people_button), ("chat", self.chat_button),
                            ("host", self.host_button)):
            button.setChecked(key == name)
        if name == "chat":
            self.call_bar.set_unread(0)
            self.chat_panel.input.setFocus()

    def toggle_panel(self, name: str) -> None:
        current = {self.people_panel: "people", self.chat_panel: "chat", self.host_panel: "host",
                   self.transcript_panel: "transcript"}[self.side_stack.currentWidget()]
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
        return {self.people_panel: "people", self.chat_panel: "chat", self.host_panel: "host",
                self.transcript_panel: "transcript"}[self.side_stack.currentWidget()]

    # ---- events from the controller
    def _on_state(self, state: str) -> None:
        self.top_bar.set_state(state)

    def _on_video_mode(self, mode: str) -> None:
        """Composed picture or the other's own video. The picture on screen stays until the first frame of the
        new stream."""
        self.video.setAccessibleDescription(self.top_bar.set_video_mode(mode))
        self.self_box.set_composed(mode == "composed")   # the picture shows you: your view starts hidden
        self._place_overlays()

    def _on_locked(self, locked: bool) -> None:
        self.lock_badge.setVisible(locked)
        self._on_meeting(self.controller.meeting)

    def _on_chat(self, message: dict) -> None:
        self.chat_panel.add_message(message)
        if self.panel != "chat" and not message.get("own") and not self.hide_chat:
            self.call_bar.set_unread(self.call_bar.unread + 1)
            self.notices.show_notice(f"{message.get('name')}: {message.get('content')}"[:120])

    def _on_ended(self, reason: str) -> None:
        self.end_page.show_reason(reason, self.controller.options.exit_url)
        self.help.hide()
        self.pages.setCurrentIndex(1)

    @property
    def ended(self) -> bool:
        return self.pages.currentIndex() == 1

    # ---- controls
    def _muted_by_host(self) -> None:
        self.mic_button.setChecked(True)

    def _mic_toggled(self, muted: bool) -> None:
        self.call_bar.show_mic_muted(muted)
        self.controller.local_media.set_mic_muted(muted)

    def _camera_toggled(self, off: bool) -> None:
        self.call_bar.show_camera_off(off)
        self.controller.set_camera_off(off)
        if off:
            self.self_view.clear()
        self.controller.local_media.self_view_sink = None if off else self.self_view.offer_frame

    # ---- screen sharing
    def _share_clicked(self) -> None:
        if self.controller.local_media.sharing is not None:
            self.controller.share.stop_share()
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
            found = self.controller.local_media.share_sources()
            if any(s.kind != "synthetic" for s in found):   # the test screen only where nothing else can be shared
                found = [s for s in found if s.kind != "synthetic"]
            for source in found:
                sources[source.id] = source
                rows.append((source.id, source.name, source.kind, share_thumbnail(source)))
            picker.set_sources(rows)
        fill()
        picker.refresh_requested.connect(fill)
        picker.share_requested.connect(lambda sid, present: self.controller.share.start_share(sources[sid], present)
                                       if sid in sources else None)
        picker.finished.connect(lambda _result: picker.deleteLater())
        self.share_picker = picker
        picker.open()
        return picker

    def _on_sharing(self, source) -> None:
        sharing = source is not None
        self.call_bar.show_sharing(sharing)
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
        self._told_no_background = False

    def _apply_background_rule(self, options: Options) -> None:
        custom, media = options.custom_fields or {}, self.controller.local_media
        url = (custom.get("virtual_background_image") if isinstance(custom, dict) else None) or None
        if url != self._room_background_url:              # fetch the room's picture, then offer it
            self._room_background_url, media.room_background = url, None
            if isinstance(url, str) and url.startswith(("http://", "https://")):
                self.controller.spawn(self._fetch_room_background(url))
        media.apply_room_rule(custom, self.controller.is_guest)
        wanted_mode = media.wanted_background[0]
        if wanted_mode in ("blur", "image") and media.background_mode == "none" and not self._told_no_background \
                and not room_offers_background(custom, self.controller.is_guest):
            self._told_no_background = True   # once a meeting: the room does not allow the chosen background
            self.notices.show_notice(self.tr("This meeting does not allow virtual backgrounds: your camera is "
                                             "shown as it is."))
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
        """Show the host console (built and wired on first use: ui/controllers/host/console.py), in front."""
        if self.host_console is None:
            from meetdesk.ui.controllers.host.console import build_console

            c = self.controller
            self.host_console = build_console(
                c, self.confirm, lambda: self.video.current_image() if c.video_mode == "composed" else None)
            self.host_console.show()
            fit_on_screen(self.host_console, beside=self)
        self.host_console.show()
        self.host_console.raise_()
        self.host_console.activateWindow()
        return self.host_console

    def show_help(self) -> None:
        self.help.setGeometry(self.rect())
        self.help.show()
        self.help.raise_()

    def _update_stats(self) -> None:
        self.top_bar.set_stats(self.video.stats())

    # ---- keyboard: m, v, space (push to talk), h, p, c, ?
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.KeyPress, QEvent.KeyRelease) or not self.isActiveWindow() or self.ended:
            return False
        if not isinstance(obj, QWidget) or obj.window() is not self:
            return False
        focus = QApplication.focusWidget()
        if isinstance(focus, (QLineEdit, QTextEdit, QPlainTextEdit)) and event.key() not in (Qt.Key_Escape, Qt.Key_F11):
            return False
        return self.handle_key(event.key(), kind == QEvent.KeyPress, event.isAutoRepeat(), event.text())

    def handle_key(self, key: int, pressed: bool, auto_repeat: bool = False, text: str = "") -> bool:
        """Apply a shortcut key; returns whether it was one."""
        if self.help.isVisible():
            if pressed:
                self.help.hide()
            return True
        if self.full_screen.handle_key(key, pressed and not auto_repeat):   # F11, Esc (in full screen only)
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
            return key in (Qt.Key_M, Qt.Key_V, Qt.Key_H, Qt.Key_P, Qt.Key_C, Qt.Key_Question)
        if key == Qt.Key_M:
            self.mic_button.toggle()
        elif key == Qt.Key_V:
            self.camera_button.toggle()
        elif key == Qt.Key_H:
            self.hand_button.click()
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

    def _place_overlays(self, *_changed) -> None:
        r = self.stage.rect()
        self.alone.setGeometry(r.adjusted(12, 12, -12, -12))
        self.alone.raise_()
        self.self_box.place(r, self._tiles_on_stage())
        self.notices.setGeometry(r.left() + 40, r.top() + 20, max(200, r.width() - 80 - self.self_view.width()),
                                 r.height() - 40)
        self.notices.raise_()

    def _tiles_on_stage(self) -> list[QRectF]:
        """The composed picture's tiles that show someone, where they are on the stage."""
        c = self.controller
        width, height = c.layout.state.canvas
        if c.video_mode != "composed" or not self.video.has_video or width <= 0 or height <= 0:
            return []
        picture = self.video.picture_rect().translated(self.video.pos())
        sx, sy = picture.width() / width, picture.height() / height
        return [QRectF(picture.left() + t.slot.x * sx, picture.top() + t.slot.y * sy, t.slot.w * sx, t.slot.h * sy)
                for t in c.layout.tiles if t.source]

    def closeEvent(self, event) -> None:
        QApplication.instance().removeEventFilter(self)
        if not self.ended and self.controller.state != "ended":
            self.controller.leave()
        self._stats_timer.stop()
        if self.host_console is not None:
            self.host_console.close()
        self.closed.emit()
        super().closeEvent(event)
