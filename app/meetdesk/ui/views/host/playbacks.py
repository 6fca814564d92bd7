"""The host console's "Playbacks" page: play a video file or web address into the meeting, as a new tile or in
a participant's place, and stop what plays (the controller: ui/controllers/host/playbacks.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QFormLayout, QFrame, QHBoxLayout, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.controllers.host.playbacks import VIDEO_FILES
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host.widgets import clear_layout, error_label, muted, page_body, section, small_button


class PlaybacksView(QWidget):
    play_requested = Signal(str, str, str, bool, bool)   # source, name, replaced user id ("" = new tile), audio, loop
    stop_requested = Signal(str)                        # play_id

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        self.stop_buttons: dict[str, QPushButton] = {}
        col = page_body(self)
        col.addWidget(section(self.tr("PLAY A VIDEO INTO THE MEETING")))
        form = QFormLayout()
        form.setSpacing(8)
        source_row = QHBoxLayout()
        self.source_edit = QLineEdit()
        self.source_edit.setPlaceholderText(self.tr("https://… (mp4, webm, mp3) or a file on this computer"))
        self.source_edit.setAccessibleName(self.tr("Video file or web address"))
        source_row.addWidget(self.source_edit, 1)
        self.browse_button = small_button("folder", self.tr("Choose file…"), self.tr("Choose a video file"))
        self.browse_button.clicked.connect(self._browse)
        source_row.addWidget(self.browse_button)
        form.addRow(self.tr("Video"), source_row)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Shown as the tile's name"))
        self.name_edit.setAccessibleName(self.tr("Name"))
        form.addRow(self.tr("Name"), self.name_edit)
        self.place_combo = QComboBox()
        self.place_combo.setAccessibleName(self.tr("Where it plays"))
        form.addRow(self.tr("Plays"), self.place_combo)
        options = QHBoxLayout()
        self.audio_check = QCheckBox(self.tr("With sound"))
        self.loop_check = QCheckBox(self.tr("Repeat until stopped"))
        options.addWidget(self.audio_check)
        options.addWidget(self.loop_check)
        options.addStretch(1)
        form.addRow("", options)
        col.addLayout(form)
        row = QHBoxLayout()
        self.play_button = QPushButton(icon("play"), self.tr("Play"))
        self.play_button.setProperty("role", "primary")
        self.play_button.setAccessibleName(self.tr("Play into the meeting"))
        self.play_button.clicked.connect(self._play_clicked)
        row.addWidget(self.play_button)
        row.addStretch(1)
        col.addLayout(row)
        self.note = muted()
        col.addWidget(self.note)
        self.error = error_label()
        col.addWidget(self.error)
        col.addSpacing(8)
        col.addWidget(section(self.tr("PLAYING NOW")))
        self.list = QVBoxLayout()
        self.list.setSpacing(8)
        col.addLayout(self.list)
        self.empty = muted(self.tr("Nothing is playing."))
        col.addWidget(self.empty)
        col.addStretch(1)
        self.set_participants([])
        self._names: dict[str, str] = {}

    def set_local_files(self, possible: bool) -> None:
        """Whether a file on this computer can be played (the service runs here)."""
        self.browse_button.setEnabled(possible)
        self.note.setText(self.tr("Files on this computer are served to the meeting while they play.") if possible
                          else self.tr("This meeting runs on another computer: give the video's web address "
                                       "(a file on this computer cannot reach it)."))

    def set_participants(self, people: list[tuple[str, str]]) -> None:
        """(id, name) of the participants whose tile a playback can take."""
        current = self.place_combo.currentData()
        self.place_combo.clear()
        self.place_combo.addItem(self.tr("As a new tile"), "")
        for pid, name in people:
            self.place_combo.addItem(self.tr("Instead of %1").replace("%1", name), pid)
        index = self.place_combo.findData(current)
        self.place_combo.setCurrentIndex(max(0, index))
        self._names = dict(people)

    def set_busy(self, busy: bool) -> None:
        self.play_button.setDisabled(busy)

    def set_playing(self, playing: list[dict]) -> None:
        clear_layout(self.list)
        self.stop_buttons = {}
        for item in playing:
            card = QFrame()
            card.setProperty("role", "card")
            card.setObjectName(f"playback-{item['play_id']}")
            row = QHBoxLayout(card)
            row.setContentsMargins(14, 8, 10, 8)
            text = QVBoxLayout()
            title = Label(item["name"] or item["play_id"])
            title.setStyleSheet("font-weight: 600;")
            text.addWidget(title)
            where = (self.tr("instead of %1").replace("%1", self._names.get(item["replacement_id"],
                                                                                 item["replacement_id"]))
                     if item["replacement_id"] else self.tr("as a new tile"))
            details = " · ".join(filter(None, [where, self.tr("with sound") if item["audio"] else ""]))
            text.addWidget(muted(details))
            row.addLayout(text, 1)
            stop = small_button("stop", self.tr("Stop"), self.tr("Stop this playback"))
            stop.clicked.connect(lambda _=False, p=item["play_id"]: self.stop_requested.emit(p))
            row.addWidget(stop)
            self.stop_buttons[item["play_id"]] = stop
            self.list.addWidget(card)
            card.show()   # now, not at the next turn of the event loop
        self.empty.setVisible(not playing)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a video"), "",
                                              self.tr("Videos (%1)").replace("%1", VIDEO_FILES))
        if path:
            self.source_edit.setText(path)

    def _play_clicked(self) -> None:
        self.error.hide()
        self.play_requested.emit(self.source_edit.text(), self.name_edit.text(), self.place_combo.currentData() or "",
                                 self.audio_check.isChecked(), self.loop_check.isChecked())
