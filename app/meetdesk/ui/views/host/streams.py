"""The host console's "Streams" page: a live stream (broadcast) of the meeting to an RTMP URL with its player URL,
and forwards of a participant, the composed meeting or a playback to a WHIP endpoint, listed with their state
(the controller: ui/controllers/host/streams.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QFrame, QHBoxLayout, QLineEdit, QPushButton,
                               QVBoxLayout, QWidget)

from meetdesk.ui.widgets.text import Label, LinkLabel
from meetdesk.ui.controllers.host.streams import ForwardItem
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host.widgets import clear_layout, error_label, muted, page_body, section, small_button


class StreamsView(QWidget):
    broadcast_requested = Signal(str, str)          # stream URL, player URL
    stop_broadcast_requested = Signal(str)          # platform
    forward_requested = Signal(str, str, str, str)  # what (source, mcu, playback), source id, WHIP URL, kinds
    stop_forward_requested = Signal(str)            # forward_id
    clear_ended_requested = Signal()

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        self.forward_rows: dict[str, QFrame] = {}
        self.stop_buttons: dict[str, QPushButton] = {}
        col = page_body(self)

        # ---- broadcast
        col.addWidget(section(self.tr("LIVE STREAM")))
        self.broadcast_box = QWidget()
        bcol = QVBoxLayout(self.broadcast_box)
        bcol.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.stream_url_edit = QLineEdit()
        self.stream_url_edit.setPlaceholderText("rtmp://live.example.com/app/stream-key")
        self.stream_url_edit.setAccessibleName(self.tr("Stream URL"))
        self.stream_url_edit.setEchoMode(QLineEdit.PasswordEchoOnEdit)   # the stream key is a secret
        self.show_url_action = self.stream_url_edit.addAction(icon("eye"), QLineEdit.TrailingPosition)
        self.show_url_action.setCheckable(True)
        self.show_url_action.toggled.connect(self._show_stream_url)
        self._show_stream_url(False)
        form.addRow(self.tr("Stream URL"), self.stream_url_edit)
        self.player_url_edit = QLineEdit()
        self.player_url_edit.setPlaceholderText("https://example.com/watch")
        self.player_url_edit.setAccessibleName(self.tr("Player URL"))
        form.addRow(self.tr("Player URL"), self.player_url_edit)
        bcol.addLayout(form)
        row = QHBoxLayout()
        self.broadcast_button = QPushButton(icon("broadcast"), self.tr("Go live"))
        self.broadcast_button.setProperty("role", "primary")
        self.broadcast_button.setAccessibleName(self.tr("Start the live stream"))
        self.broadcast_button.clicked.connect(self._broadcast_clicked)
        row.addWidget(self.broadcast_button)
        row.addStretch(1)
        bcol.addLayout(row)
        self.broadcast_list = QVBoxLayout()
        bcol.addLayout(self.broadcast_list)
        col.addWidget(self.broadcast_box)
        self.broadcast_note = muted()
        self.broadcast_note.hide()
        col.addWidget(self.broadcast_note)

        # ---- forwards
        col.addSpacing(10)
        col.addWidget(section(self.tr("FORWARD TO A WHIP ENDPOINT")))
        self.forward_box = QWidget()
        fcol = QVBoxLayout(self.forward_box)
        fcol.setContentsMargins(0, 0, 0, 0)
        fform = QFormLayout()
        self.source_combo = QComboBox()
        self.source_combo.setAccessibleName(self.tr("What to forward"))
        fform.addRow(self.tr("Forward"), self.source_combo)
        self.kinds_combo = QComboBox()
        self.kinds_combo.setAccessibleName(self.tr("Streams"))
        for text, kinds in ((self.tr("Sound and picture"), "audio,video"), (self.tr("Picture only"), "video"),
                            (self.tr("Sound only"), "audio")):
            self.kinds_combo.addItem(text, kinds)
        fform.addRow(self.tr("Streams"), self.kinds_combo)
        self.whip_url_edit = QLineEdit()
        self.whip_url_edit.setPlaceholderText("https://whip.example.com/ingest")
        self.whip_url_edit.setAccessibleName(self.tr("WHIP URL"))
        fform.addRow(self.tr("WHIP URL"), self.whip_url_edit)
        fcol.addLayout(fform)
        frow = QHBoxLayout()
        self.forward_button = QPushButton(icon("signal"), self.tr("Start forward"))
        self.forward_button.setProperty("role", "primary")
        self.forward_button.setAccessibleName(self.tr("Start forward"))
        self.forward_button.clicked.connect(self._forward_clicked)
        frow.addWidget(self.forward_button)
        frow.addStretch(1)
        self.clear_button = small_button("trash", self.tr("Clear ended"), self.tr("Remove ended forwards from the list"))
        self.clear_button.setProperty("role", "ghost")
        self.clear_button.clicked.connect(self.clear_ended_requested)
        frow.addWidget(self.clear_button)
        fcol.addLayout(frow)
        self.forward_list = QVBoxLayout()
        self.forward_list.setSpacing(8)
        fcol.addLayout(self.forward_list)
        self.forward_empty = muted(self.tr("No forwards started from here."))
        fcol.addWidget(self.forward_empty)
        col.addWidget(self.forward_box)
        self.forward_note = muted()
        self.forward_note.hide()
        col.addWidget(self.forward_note)
        self.error = error_label()
        col.addWidget(self.error)
        col.addStretch(1)
        self._sources: list[tuple[str, str, str]] = []
        self.set_sources([], [])

    # ---- setters
    def set_broadcast_available(self, available: bool, reason: str = "") -> None:
        self.broadcast_box.setVisible(available)
        self.broadcast_note.setText(reason)
        self.broadcast_note.setVisible(not available and bool(reason))

    def set_forward_available(self, available: bool, reason: str = "") -> None:
        self.forward_box.setVisible(available)
        self.forward_note.setText(reason)
        self.forward_note.setVisible(not available and bool(reason))

    def set_sources(self, participants: list[tuple[str, str]], playbacks: list[tuple[str, str]]) -> None:
        """What can be forwarded: the composed meeting, each participant (id, name), each playback (id, name)."""
        sources = [("mcu", "", self.tr("The composed meeting"))]
        sources += [("source", pid, self.tr("Participant: %1").replace("%1", name)) for pid, name in participants]
        sources += [("playback", pid, self.tr("Playback: %1").replace("%1", name)) for pid, name in playbacks]
        if sources == self._sources:
            return
        current = self.source_combo.currentData()
        self.source_combo.clear()
        for what, sid, label in sources:
            self.source_combo.addItem(label, source_key(what, sid))
        self.source_combo.setCurrentIndex(max(0, self.source_combo.findData(current)))
        self._sources = sources

    def set_broadcasts(self, broadcasts: list[dict]) -> None:
        clear_layout(self.broadcast_list)
        live = bool(broadcasts)
        for item in broadcasts:
            card = QFrame()
            card.setProperty("role", "card")
            card.setObjectName(f"broadcast-{item['platform']}")
            row = QHBoxLayout(card)
            row.setContentsMargins(14, 8, 10, 8)
            badge = Label(self.tr("● LIVE"))
            badge.setProperty("role", "badge-rec")
            row.addWidget(badge)
            text = QVBoxLayout()
            title = Label(self.tr("Live on %1").replace("%1", item["platform"]))
            title.setStyleSheet("font-weight: 600;")
            text.addWidget(title)
            if item["player_url"].startswith(("http://", "https://")):
                player = LinkLabel()
                player.set_link(item["player_url"])
            else:
                player = Label(self.tr("No player URL"))
            player.setAccessibleName(self.tr("Player URL"))
            text.addWidget(player)
            row.addLayout(text, 1)
            stop = small_button("stop", self.tr("Stop"), self.tr("Stop the live stream"))
            stop.setProperty("role", "danger")
            stop.clicked.connect(lambda _=False, p=item["platform"]: self.stop_broadcast_requested.emit(p))
            row.addWidget(stop)
            self.broadcast_list.addWidget(card)
            card.show()   # now, not at the next turn of the event loop
        self.broadcast_button.setEnabled(not live)
        self.broadcast_button.setText(self.tr("Live") if live else self.tr("Go live"))

    def set_forwards(self, forwards: list[ForwardItem]) -> None:
        clear_layout(self.forward_list)
        self.forward_rows, self.stop_buttons = {}, {}
        states = {"starting": self.tr("starting…"), "running": self.tr("running"), "stopped": self.tr("stopped"),
                  "ended": self.tr("ended"), "failed": self.tr("failed")}
        for item in forwards:
            card = QFrame()
            card.setProperty("role", "card")
            card.setObjectName(f"forward-{item.forward_id}")
            row = QHBoxLayout(card)
            row.setContentsMargins(14, 8, 10, 8)
            state = Label(states.get(item.state, item.state))
            state.setProperty("role", "badge" if item.active else "muted")
            state.setAccessibleName(self.tr("Forward state"))
            row.addWidget(state)
            text = QVBoxLayout()
            title = Label(item.label)
            title.setStyleSheet("font-weight: 600;")
            text.addWidget(title)
            kinds = {"audio,video": self.tr("sound and picture"), "video": self.tr("picture"),
                     "audio": self.tr("sound")}.get(item.kinds, item.kinds)
            text.addWidget(muted(self.tr("%1 to %2").replace("%1", kinds).replace("%2", item.destination)))
            if item.reason:
                text.addWidget(muted(item.reason))
            row.addLayout(text, 1)
            if item.active:
                stop = small_button("stop", self.tr("Stop"), self.tr("Stop this forward"))
                stop.setEnabled(item.state == "running")
                stop.clicked.connect(lambda _=False, f=item.forward_id: self.stop_forward_requested.emit(f))
                row.addWidget(stop)
                self.stop_buttons[item.forward_id] = stop
            card.state_label = state
            self.forward_rows[item.forward_id] = card
            self.forward_list.addWidget(card)
            card.show()
        self.forward_empty.setVisible(not forwards)
        self.clear_button.setVisible(any(not f.active for f in forwards))

    def set_busy(self, busy: bool) -> None:
        self.broadcast_button.setDisabled(busy or self.broadcast_list.count() > 0)
        self.forward_button.setDisabled(busy)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # ---- clicks
    def _show_stream_url(self, shown: bool) -> None:
        """The stream URL in clear (the eye in its field) or hidden (it holds the stream key)."""
        self.stream_url_edit.setEchoMode(QLineEdit.Normal if shown else QLineEdit.PasswordEchoOnEdit)
        self.show_url_action.setIcon(icon("eye-off" if shown else "eye"))
        tip = self.tr("Hide the stream URL") if shown else self.tr("Show the stream URL")
        self.show_url_action.setToolTip(tip)
        self.show_url_action.setText(tip)

    def _broadcast_clicked(self) -> None:
        self.error.hide()
        self.broadcast_requested.emit(self.stream_url_edit.text(), self.player_url_edit.text())

    def _forward_clicked(self) -> None:
        self.error.hide()
        what, _, sid = (self.source_combo.currentData() or "mcu:").partition(":")
        self.forward_requested.emit(what, sid, self.whip_url_edit.text(), self.kinds_combo.currentData())


def source_key(what: str, source_id: str) -> str:
    """The source combo's data of a source: "mcu:", "source:<user id>", "playback:<play_id>"."""
    return f"{what}:{source_id}"

