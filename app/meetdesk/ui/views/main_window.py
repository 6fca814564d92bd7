"""Main window: join by link or access key, host a meeting (asking once for the name to host as), recent
meetings, meetings listed nearby (ui/controllers/nearby.py), settings."""
from __future__ import annotations

import time

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLineEdit, QMainWindow, QPushButton,
                               QScrollArea, QStackedWidget, QToolButton, QWidget)

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.settings import Settings
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host_name_dialog import HostNameDialog, account_name
from meetdesk.ui.widgets.avatar import AvatarView
from meetdesk.ui.widgets.elided_label import ElidedLabel
from meetdesk.ui.widgets.forms import button, button_row, card, hbox, transparent_column, transparent_row, vbox
from meetdesk.ui.widgets.labels import role_label


MAX_NEARBY_SHOWN = 64  # meetings listed nearby shown (client/nearby.py follows at most 32 engines of 8 each)


class MainWindow(QMainWindow):
    join_requested = Signal(str)        # a link: pasted, a recent meeting's, a nearby meeting's
    host_requested = Signal()
    settings_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("MeetDesk")
        self.setWindowIcon(icon("logo"))
        self.resize(1040, 660)
        self.setMinimumSize(820, 560)

        central = QWidget()
        self.setCentralWidget(central)
        root = vbox(central, (28, 18, 28, 18), 18)

        # ---- header
        header = QHBoxLayout()
        logo = Label()
        logo.setPixmap(icon("logo").pixmap(QSize(34, 34)))
        header.addWidget(logo)
        brand = Label("MeetDesk")
        brand.setStyleSheet("font-size: 15pt; font-weight: 700;")
        header.addWidget(brand)
        header.addStretch(1)
        self.settings_button = button(self.tr("Settings"), "settings", role="ghost", name=self.tr("Open settings"),
                                      tip=self.tr("Name, avatar, camera, microphone, language, service (Ctrl+,)"),
                                      clicked=self.settings_requested)
        header.addWidget(self.settings_button)
        root.addLayout(header)

        self.pages = QStackedWidget()
        root.addWidget(self.pages, 1)
        self.pages.addWidget(self._build_home())
        self.pages.addWidget(self._build_waiting())

        # ---- footer: who you are
        footer = QHBoxLayout()
        self.footer_avatar = AvatarView(settings.display_name, settings.avatar or None, 28)
        footer.addWidget(self.footer_avatar)
        self.footer_name = role_label("", "muted")
        footer.addWidget(self.footer_name)
        footer.addWidget(button(self.tr("Edit profile"), role="link", clicked=self.settings_requested))
        footer.addStretch(1)
        self.service_label = role_label("", "muted")
        footer.addWidget(self.service_label)
        root.addLayout(footer)

        QShortcut(QKeySequence("Ctrl+,"), self, activated=self.settings_requested.emit)
        QShortcut(QKeySequence("Ctrl+L"), self, activated=lambda: self.link_edit.setFocus())
        self.refresh()

    # ---- pages
    def _build_home(self) -> QWidget:
        page = QWidget()
        row = hbox(page, 0, 18)

        home, col = card((32, 30, 32, 30), 12)
        col.addWidget(role_label(self.tr("Meet without the hassle"), "title"))
        col.addWidget(role_label(self.tr("Paste an invitation link or an access key to join, "
                                     "or host a meeting right from this computer."), "subtitle", True))
        col.addSpacing(14)
        col.addWidget(role_label(self.tr("Join a meeting"), "section"))
        self.link_edit = QLineEdit()
        self.link_edit.setProperty("role", "big")
        self.link_edit.setPlaceholderText(self.tr("Meeting link or access key"))
        self.link_edit.setAccessibleName(self.tr("Meeting link or access key"))
        self.link_edit.setClearButtonEnabled(True)
        self.link_edit.returnPressed.connect(self._join_clicked)
        self.link_edit.textChanged.connect(self._update_join_enabled)
        self.join_button = button(self.tr("Join"), "join", role="primary", name=self.tr("Join meeting"),
                                  tip=self.tr("Join the meeting of this link (Enter)"), clicked=self._join_clicked)
        self.join_button.setMinimumHeight(42)
        col.addLayout(button_row((self.link_edit, 1), self.join_button, spacing=10))
        self.message = Label()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Status message"))
        self.message.hide()
        col.addWidget(self.message)

        col.addSpacing(14)
        divider = QHBoxLayout()
        for _ in range(2):
            line = QFrame()
            line.setFrameShape(QFrame.HLine)
            line.setStyleSheet("color: #313746;")
            divider.addWidget(line, 1)
            if _ == 0:
                divider.addWidget(role_label(self.tr("or"), "muted"))
        col.addLayout(divider)
        col.addSpacing(14)
        col.addWidget(role_label(self.tr("Host a meeting"), "section"))
        self.host_button = button(self.tr("Host a meeting"), "host", role="primary",
                                  tip=self.tr("Start a new meeting and join it as host (Ctrl+N)"),
                                  clicked=self._host_clicked)
        self.host_button.setMinimumHeight(42)
        self.host_button.setIconSize(QSize(20, 20))
        self.host_hint = role_label("", "muted", True)
        col.addLayout(button_row(self.host_button, (self.host_hint, 1)))
        col.addStretch(1)
        QShortcut(QKeySequence("Ctrl+N"), self, activated=self._host_clicked)
        row.addWidget(home, 3)

        side = vbox(spacing=18)
        recent, rl = card((20, 22, 20, 20), 8)
        rl.addWidget(role_label(self.tr("Recent meetings"), "section"))
        self.recent_box = vbox(spacing=8)
        rl.addLayout(self.recent_box)
        rl.addStretch(1)
        side.addWidget(recent, 1)

        nearby, nl = card((20, 18, 20, 18), 8)
        nl.addWidget(role_label(self.tr("Nearby meetings"), "section"))
        scroll = QScrollArea()   # rows beyond the card's height scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        rows = QWidget()
        rows.setObjectName("nearbyRows")
        scroll.setStyleSheet("QScrollArea, #nearbyRows { background: transparent; }")
        self.nearby_box = vbox(rows, 0, 8)
        self.nearby_box.addStretch(1)   # the rows go before it (set_nearby)
        self._nearby_rows: dict = {}    # NearbyMeeting -> its row
        self._titles: dict[str, str] = {}   # link -> the meeting's name, of the recent and nearby rows
        self.nearby_empty: Label | None = None
        scroll.setWidget(rows)
        nl.addWidget(scroll, 1)
        side.addWidget(nearby, 1)
        row.addLayout(side, 2)
        self.set_nearby([])
        return page

    def _build_waiting(self) -> QWidget:
        page, col = card(40, None)
        col.addStretch(1)
        clock = Label()
        clock.setPixmap(icon("clock").pixmap(QSize(56, 56)))
        clock.setAlignment(Qt.AlignCenter)
        col.addWidget(clock)
        self.waiting_title = role_label(self.tr("Waiting for the host"), "title")
        self.waiting_title.setAlignment(Qt.AlignCenter)
        col.addWidget(self.waiting_title)
        self.waiting_text = role_label(self.tr("This meeting has not started yet. You will enter automatically "
                                           "as soon as a host starts it."), "subtitle", True)
        self.waiting_text.setAlignment(Qt.AlignCenter)
        col.addWidget(self.waiting_text)
        col.addSpacing(16)
        self.cancel_wait_button = button(self.tr("Stop waiting"), clicked=self.cancel_requested)
        col.addWidget(self.cancel_wait_button, 0, Qt.AlignHCenter)
        col.addStretch(2)
        return page

    # ---- state
    def refresh(self) -> None:
        """Re-read the settings: footer, host hint, recent list."""
        s = self.settings
        self.footer_avatar.set_person(s.display_name or "?", s.avatar or None)
        self.footer_name.setText(self.tr("You appear as %1").replace("%1", s.display_name)
                                 if s.display_name else self.tr("No display name set yet"))
        if s.uses_remote_service:
            self.host_hint.setText(self.tr("Runs on %1").replace("%1", s.service_url))
            self.service_label.setText(self.tr("Service: %1").replace("%1", s.service_url))
        else:
            self.host_hint.setText(self.tr("Runs on this computer, no account needed. "
                                           "Share the guest link with others."))
            self.service_label.setText(self.tr("Built-in engine"))
        self._fill_recent()
        self._update_join_enabled()

    def _fill_recent(self) -> None:
        while self.recent_box.count():
            item = self.recent_box.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        if not self.settings.recent:
            empty, el = transparent_column("recentEmpty")
            el.setContentsMargins(0, 30, 0, 0)
            pic = Label()
            pic.setPixmap(icon("people").pixmap(QSize(40, 40)))
            pic.setAlignment(Qt.AlignCenter)
            el.addWidget(pic)
            title = role_label(self.tr("No meetings yet"))
            title.setAlignment(Qt.AlignCenter)
            title.setStyleSheet("font-weight: 600;")
            el.addWidget(title)
            hint = role_label(self.tr("Meetings you join or host show up here, one click to return."), "muted", True)
            hint.setAlignment(Qt.AlignCenter)
            el.addWidget(hint)
            self.recent_box.addWidget(empty)
            return
        for entry in self.settings.recent:
            self.recent_box.addWidget(self._recent_row(entry))

    def _recent_row(self, entry) -> QWidget:
        """One recent meeting: the button that joins it again (its name; hosted or joined, how long ago, or
        that it ended) and one that removes it from the list."""
        row, line = transparent_row("recentRow", 4)
        how = self.tr("Hosted") if entry.hosted else self.tr("Joined")
        when = self.tr("Ended") if entry.ended else self.ago(entry.joined_at)
        rejoin = button(f"{entry.title}\n{how} · {when}", "link", role="recent",
                        name=self.tr("Rejoin %1").replace("%1", entry.title),
                        tip=entry.link if not entry.ended else
                        self.tr("This meeting has ended. %1").replace("%1", entry.link),
                        clicked=lambda _=False, link=entry.link: self.join_requested.emit(link))
        rejoin.setProperty("ended", entry.ended)
        self._remember_title(entry.link, entry.title)
        line.addWidget(rejoin, 1)
        remove = QToolButton()
        remove.setObjectName("recentRemove")
        remove.setIcon(icon("trash"))
        remove.setAutoRaise(True)
        remove.setToolTip(self.tr("Remove from recent meetings"))
        remove.setAccessibleName(self.tr("Remove %1 from recent meetings").replace("%1", entry.title))
        remove.clicked.connect(lambda _=False, link=entry.link: self._remove_recent(link))
        line.addWidget(remove, 0, Qt.AlignVCenter)
        return row

    def _remove_recent(self, link: str) -> None:
        self.settings.remove_recent(link)
        self.settings.save()
        self._fill_recent()

    def clear_join_box(self) -> None:
        """Empty the link box and hide the last message (after a meeting was joined)."""
        self.link_edit.clear()
        self.message.hide()

    def set_nearby(self, meetings: list) -> None:
        """Show the meetings listed on the network (NearbyMeeting: name, host, link; already checked by
        client/nearby.py), each with its Join button; or say that nothing is listed. Only what changed is
        touched: a row stays while its meeting (name, host and link alike) is listed, a new one is made for a new
        or changed meeting, a gone one is removed, and rows are moved to the list's order."""
        wanted = list(dict.fromkeys(meetings[:MAX_NEARBY_SHOWN]))
        for meeting in [m for m in self._nearby_rows if m not in wanted]:
            self._drop_nearby(self._nearby_rows.pop(meeting))
        if not wanted:
            if self.nearby_empty is None:
                self.nearby_empty = role_label(self.tr("Nothing is listed on your network right now. Meetings that "
                                                       "hosts nearby list on their network show up here."),
                                               "muted", True)
                self.nearby_box.insertWidget(0, self.nearby_empty)
            return
        if self.nearby_empty is not None:
            self._drop_nearby(self.nearby_empty)
            self.nearby_empty = None
        for index, meeting in enumerate(wanted):
            row = self._nearby_rows.get(meeting)
            if row is None:
                row = self._nearby_rows[meeting] = self._nearby_row(meeting)
            elif self.nearby_box.indexOf(row) == index:
                continue
            else:
                self.nearby_box.removeWidget(row)
            self.nearby_box.insertWidget(index, row)   # before the stretch, which stays last

    def _drop_nearby(self, widget: QWidget) -> None:
        self.nearby_box.removeWidget(widget)
        widget.hide()   # at once: deleteLater leaves it painted until the next loop turn
        widget.deleteLater()

    def _nearby_row(self, meeting) -> QFrame:
        row = QFrame()
        row.setProperty("role", "nearby")
        line = hbox(row, (14, 8, 8, 8), 10)
        text = vbox(spacing=0)
        name = ElidedLabel(meeting.name)   # names come from the network: plain text, never rich text
        name.setStyleSheet("font-weight: 600;")
        name.setToolTip(meeting.name)
        text.addWidget(name)
        host = ElidedLabel(self.tr("Hosted by %1").replace("%1", meeting.host))
        host.setProperty("role", "muted")
        text.addWidget(host)
        line.addLayout(text, 1)
        join = button(self.tr("Join"), "join", role="primary", tip=meeting.link,
                      name=self.tr("Join %1, hosted by %2").replace("%1", meeting.name).replace("%2", meeting.host),
                      clicked=lambda _=False, link=meeting.link: self.join_requested.emit(link))
        join.setObjectName("nearbyJoin")
        self._remember_title(meeting.link, meeting.name)
        line.addWidget(join)
        return row

    def nearby_buttons(self) -> list[QPushButton]:
        rows = [self.nearby_box.itemAt(i).widget() for i in range(self.nearby_box.count())]
        return [b for row in rows if row is not None for b in row.findChildren(QPushButton, "nearbyJoin")]

    def ago(self, ts: float) -> str:
        """How long ago a meeting was joined (translated under this class's context, where lupdate puts it)."""
        minutes = int(max(0.0, time.time() - ts) // 60)
        if minutes < 1:
            return self.tr("just now")
        if minutes < 60:
            return self.tr("%n min ago", "", minutes)
        hours = minutes // 60
        if hours < 24:
            return self.tr("%n h ago", "", hours)
        return self.tr("%n days ago", "", hours // 24)

    def recent_buttons(self) -> list[QPushButton]:
        rows = [self.recent_box.itemAt(i).widget() for i in range(self.recent_box.count())]
        return [b for row in rows if row is not None for b in row.findChildren(QPushButton)
                if b.property("role") == "recent"]

    def recent_remove_buttons(self) -> list[QToolButton]:
        rows = [self.recent_box.itemAt(i).widget() for i in range(self.recent_box.count())]
        return [b for row in rows if row is not None for b in row.findChildren(QToolButton, "recentRemove")]

    def _update_join_enabled(self) -> None:
        self.join_button.setEnabled(bool(self.link_edit.text().strip()) and not self._busy)

    _busy = False
    joining_title = ""   # the name of the meeting being joined from a recent or nearby row

    def _remember_title(self, link: str, title: str) -> None:
        self._titles.pop(link, None)
        self._titles[link] = title
        while len(self._titles) > 256:   # rows from the network come and go: the newest are kept
            del self._titles[next(iter(self._titles))]

    def show_link(self, link: str) -> None:
        """The link being opened: one from a recent or nearby row is named by its meeting in the progress line
        (the box showed the tail of the link, fingerprint hex); another shows in the box from its start."""
        self.joining_title = self._titles.get(link, "")
        if self.joining_title:
            self.link_edit.clear()
        else:
            self.link_edit.setText(link)
            self.link_edit.setCursorPosition(0)

    def set_busy(self, busy: bool, text: str = "") -> None:
        self._busy = busy
        self.host_button.setEnabled(not busy)
        self.link_edit.setEnabled(not busy)
        self._update_join_enabled()
        if busy:
            text = text or self.tr("Connecting…")
            if self.joining_title:
                text = f"{self.joining_title}: {text}"
            self.show_info(text)
            return
        if self.message.property("role") == "info":
            self.message.hide()

    def show_error(self, text: str) -> None:
        self.pages.setCurrentIndex(0)
        self._show_message(text, "error")

    def show_info(self, text: str) -> None:
        self._show_message(text, "info")

    def _show_message(self, text: str, role: str) -> None:
        self.message.setProperty("role", role)
        self.message.setText(text)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.show()

    def show_waiting(self, text: str | None = None) -> None:
        if text:
            self.waiting_text.setText(text)
        self.pages.setCurrentIndex(1)

    def show_home(self) -> None:
        self.pages.setCurrentIndex(0)

    @property
    def waiting(self) -> bool:
        return self.pages.currentIndex() == 1

    name_dialog: HostNameDialog | None = None

    def _host_clicked(self) -> None:
        """Host; without a display name, ask for one first (suggesting the account's name) and keep it."""
        if self._busy:
            return
        if self.settings.display_name.strip():
            self.host_requested.emit()
            return
        if self.name_dialog is not None and self.name_dialog.isVisible():
            return
        dialog = HostNameDialog(account_name(), self)
        dialog.accepted.connect(lambda: self.host_as(dialog.name))
        self.name_dialog = dialog
        dialog.open()

    def host_as(self, name: str) -> None:
        """Host as ``name`` (kept as the display name), as after the name question."""
        if not name:
            return
        self.settings.display_name = name
        self.settings.save()
        self.refresh()
        self.host_requested.emit()

    def _join_clicked(self) -> None:
        text = self.link_edit.text().strip()
        if text and not self._busy:
            self.message.hide()
            self.join_requested.emit(text)
