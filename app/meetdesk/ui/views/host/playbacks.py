"""The host console's "Playbacks" page: play a video file or web address into the meeting, as a new tile or in
a participant's place, and stop what plays (the controller: ui/controllers/host/playbacks.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QPushButton, QWidget

from meetdesk.ui.controllers.host.playbacks import VIDEO_FILES
from meetdesk.ui.views.host.page import ConsolePage, ItemCard, ItemList, stop_button
from meetdesk.ui.views.host.widgets import form_field, muted, section, small_button, text_field


class PlaybacksView(ConsolePage):
    play_requested = Signal(str, str, str, bool, bool)   # source, name, replaced user id ("" = new tile), audio, loop
    stop_requested = Signal(str)                        # play_id

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent, confirm)
        self.stop_buttons: dict[str, QPushButton] = {}
        col = self.page_column()
        col.addWidget(section(self.tr("PLAY A VIDEO INTO THE MEETING")))
        form = QFormLayout()
        form.setSpacing(8)
        source_row = QHBoxLayout()
        self.source_edit = text_field(self.tr("https://… (mp4, webm, mp3) or a file on this computer"),
                                      self.tr("Video file or web address"))
        source_row.addWidget(self.source_edit, 1)
        self.browse_button = small_button("folder", self.tr("Choose file…"), self.tr("Choose a video file"))
        self.browse_button.clicked.connect(self._browse)
        source_row.addWidget(self.browse_button)
        form.addRow(self.tr("Video"), source_row)
        self.name_edit = form_field(form, self.tr("Name"), self.tr("Shown as the tile's name"))
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
        self.play_button = self.primary_row(col, "play", self.tr("Play"), self.tr("Play into the meeting"),
                                            self._play_clicked)
        self.note = muted()
        col.addWidget(self.note)
        col.addWidget(self.error)
        col.addSpacing(8)
        col.addWidget(section(self.tr("PLAYING NOW")))
        self.list = ItemList(col, self.tr("Nothing is playing."))
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
        self.stop_buttons = {}
        self.list.fill(playing, self._card)

    def _card(self, item: dict) -> ItemCard:
        play_id = item["play_id"]
        where = (self.tr("instead of %1").replace("%1", self._names.get(item["replacement_id"],
                                                                             item["replacement_id"]))
                 if item["replacement_id"] else self.tr("as a new tile"))
        details = " · ".join(filter(None, [where, self.tr("with sound") if item["audio"] else ""]))
        stop = stop_button(self.tr("Stop"), self.tr("Stop this playback"), self.stop_requested, play_id)
        self.stop_buttons[play_id] = stop
        return ItemCard(f"playback-{play_id}", item["name"] or play_id, [muted(details)], stop=stop)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a video"), "",
                                              self.tr("Videos (%1)").replace("%1", VIDEO_FILES))
        if path:
            self.source_edit.setText(path)

    def _play_clicked(self) -> None:
        self.request(self.play_requested, self.source_edit.text(), self.name_edit.text(),
                     self.place_combo.currentData() or "", self.audio_check.isChecked(), self.loop_check.isChecked())
