"""The host console's "Streams" page: a live stream (broadcast) of the meeting to an RTMP URL with its player URL,
and forwards of a participant, the composed meeting or a playback to a WHIP endpoint, listed with their state
(the controller: ui/controllers/host/streams.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QFrame, QLineEdit, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label, LinkLabel
from meetdesk.ui.controllers.host.streams import ForwardItem
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host.page import ConsolePage, ItemCard, ItemList, stop_button
from meetdesk.ui.widgets.labels import Note
from meetdesk.ui.views.host.widgets import form_field, muted, section, small_button


class StreamsView(ConsolePage):
    broadcast_requested = Signal(str, str)          # stream URL, player URL
    stop_broadcast_requested = Signal(str)          # platform
    forward_requested = Signal(str, str, str, str)  # what (source, mcu, playback), source id, WHIP URL, kinds
    stop_forward_requested = Signal(str)            # forward_id
    clear_ended_requested = Signal()

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent, confirm)
        self.forward_rows: dict[str, QFrame] = {}
        self.stop_buttons: dict[str, QPushButton] = {}
        col = self.page_column()

        # ---- broadcast
        col.addWidget(section(self.tr("LIVE STREAM")))
        self.broadcast_box, bcol, form = form_box()
        self.stream_url_edit = form_field(form, self.tr("Stream URL"), "rtmp://live.example.com/app/stream-key")
        self.stream_url_edit.setEchoMode(QLineEdit.PasswordEchoOnEdit)   # the stream key is a secret
        self.show_url_action = self.stream_url_edit.addAction(icon("eye"), QLineEdit.TrailingPosition)
        self.show_url_action.setCheckable(True)
        self.show_url_action.toggled.connect(self._show_stream_url)
        self._show_stream_url(False)
        self.player_url_edit = form_field(form, self.tr("Player URL"), "https://example.com/watch")
        self.broadcast_button = self.primary_row(bcol, "broadcast", self.tr("Go live"),
                                                 self.tr("Start the live stream"), self._broadcast_clicked)
        self.broadcast_list = ItemList(bcol)
        col.addWidget(self.broadcast_box)
        self.broadcast_note = Note()
        col.addWidget(self.broadcast_note)

        # ---- forwards
        col.addSpacing(10)
        col.addWidget(section(self.tr("FORWARD TO A WHIP ENDPOINT")))
        self.forward_box, fcol, fform = form_box()
        self.source_combo = QComboBox()
        self.source_combo.setAccessibleName(self.tr("What to forward"))
        fform.addRow(self.tr("Forward"), self.source_combo)
        self.kinds_combo = QComboBox()
        self.kinds_combo.setAccessibleName(self.tr("Streams"))
        for text, kinds in ((self.tr("Sound and picture"), "audio,video"), (self.tr("Picture only"), "video"),
                            (self.tr("Sound only"), "audio")):
            self.kinds_combo.addItem(text, kinds)
        fform.addRow(self.tr("Streams"), self.kinds_combo)
        self.whip_url_edit = form_field(fform, self.tr("WHIP URL"), "https://whip.example.com/ingest")
        self.clear_button = small_button("trash", self.tr("Clear ended"), self.tr("Remove ended forwards from the list"))
        self.clear_button.setProperty("role", "ghost")
        self.clear_button.clicked.connect(self.clear_ended_requested)
        self.forward_button = self.primary_row(fcol, "signal", self.tr("Start forward"), self.tr("Start forward"),
                                               self._forward_clicked, None, self.clear_button)
        self.forward_list = ItemList(fcol, self.tr("No forwards started from here."))
        col.addWidget(self.forward_box)
        self.forward_note = Note()
        col.addWidget(self.forward_note)
        col.addWidget(self.error)
        col.addStretch(1)
        self._sources: list[tuple[str, str, str]] = []
        self.set_sources([], [])

    # ---- setters
    def set_broadcast_available(self, available: bool, reason: str = "") -> None:
        self.broadcast_box.setVisible(available)
        self.broadcast_note.say("" if available else reason)

    def set_forward_available(self, available: bool, reason: str = "") -> None:
        self.forward_box.setVisible(available)
        self.forward_note.say("" if available else reason)

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
        self.broadcast_list.fill(broadcasts, self._broadcast_card)
        live = bool(broadcasts)
        self.broadcast_button.setEnabled(not live)
        self.broadcast_button.setText(self.tr("Live") if live else self.tr("Go live"))

    def _broadcast_card(self, item: dict) -> ItemCard:
        badge = Label(self.tr("● LIVE"))
        badge.setProperty("role", "badge-rec")
        if item["player_url"].startswith(("http://", "https://")):
            player = LinkLabel()
            player.set_link(item["player_url"])
        else:
            player = Label(self.tr("No player URL"))
        player.setAccessibleName(self.tr("Player URL"))
        platform = item["platform"]
        stop = stop_button(self.tr("Stop"), self.tr("Stop the live stream"), self.stop_broadcast_requested, platform)
        stop.setProperty("role", "danger")
        return ItemCard(f"broadcast-{platform}", self.tr("Live on %1").replace("%1", platform), [player], badge, stop)

    def set_forwards(self, forwards: list[ForwardItem]) -> None:
        self.forward_rows, self.stop_buttons = {}, {}
        self.forward_list.fill(forwards, self._forward_card)
        self.clear_button.setVisible(any(not f.active for f in forwards))

    def _forward_card(self, item: ForwardItem) -> ItemCard:
        states = {"starting": self.tr("starting…"), "running": self.tr("running"), "stopped": self.tr("stopped"),
                  "ended": self.tr("ended"), "failed": self.tr("failed")}
        state = Label(states.get(item.state, item.state))
        state.setProperty("role", "badge" if item.active else "muted")
        state.setAccessibleName(self.tr("Forward state"))
        kinds = {"audio,video": self.tr("sound and picture"), "video": self.tr("picture"),
                 "audio": self.tr("sound")}.get(item.kinds, item.kinds)
        details = [muted(self.tr("%1 to %2").replace("%1", kinds).replace("%2", item.destination))]
        if item.reason:
            details.append(muted(item.reason))
        stop = None
        if item.active:
            stop = stop_button(self.tr("Stop"), self.tr("Stop this forward"), self.stop_forward_requested,
                               item.forward_id)
            stop.setEnabled(item.state == "running")
            self.stop_buttons[item.forward_id] = stop
        card = ItemCard(f"forward-{item.forward_id}", item.label, details, state, stop)
        card.state_label = state
        self.forward_rows[item.forward_id] = card
        return card

    def set_busy(self, busy: bool) -> None:
        self.broadcast_button.setDisabled(busy or self.broadcast_list.count() > 0)
        self.forward_button.setDisabled(busy)

    # ---- clicks
    def _show_stream_url(self, shown: bool) -> None:
        """The stream URL in clear (the eye in its field) or hidden (it holds the stream key)."""
        self.stream_url_edit.setEchoMode(QLineEdit.Normal if shown else QLineEdit.PasswordEchoOnEdit)
        self.show_url_action.setIcon(icon("eye-off" if shown else "eye"))
        tip = self.tr("Hide the stream URL") if shown else self.tr("Show the stream URL")
        self.show_url_action.setToolTip(tip)
        self.show_url_action.setText(tip)

    def _broadcast_clicked(self) -> None:
        self.request(self.broadcast_requested, self.stream_url_edit.text(), self.player_url_edit.text())

    def _forward_clicked(self) -> None:
        what, _, sid = (self.source_combo.currentData() or "mcu:").partition(":")
        self.request(self.forward_requested, what, sid, self.whip_url_edit.text(), self.kinds_combo.currentData())


def form_box() -> tuple[QWidget, QVBoxLayout, QFormLayout]:
    """A part of the page that is shown or hidden as a whole: its column, which starts with a form."""
    box = QWidget()
    col = QVBoxLayout(box)
    col.setContentsMargins(0, 0, 0, 0)
    form = QFormLayout()
    col.addLayout(form)
    return box, col, form


def source_key(what: str, source_id: str) -> str:
    """The source combo's data of a source: "mcu:", "source:<user id>", "playback:<play_id>"."""
    return f"{what}:{source_id}"

