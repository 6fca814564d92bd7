"""The settings dialog's Meetings card (under both columns): how meetings start (microphone muted, camera off),
what the app does while the meeting window is in the background (the mini window, desktop notifications:
ui/controllers/away.py), and the speech model of live captions in meetings hosted here (built in, or a folder)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QFileDialog, QFrame, QGridLayout, QLineEdit, QVBoxLayout, QWidget

from meetdesk.ui.widgets.forms import button, button_row, card
from meetdesk.ui.widgets.labels import Note, section_label
from meetdesk.ui.widgets.text import Label
from meetdesk.client.captions import is_model_dir
from meetdesk.ui.settings import Settings


class MeetingsSection(QFrame):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        _, layout = card((18, 14, 18, 14), 8, self)
        layout.addWidget(section_label(self.tr("Meetings")))
        self.join_muted_check = self._check(self.tr("Join meetings with my microphone muted"), settings.join_muted)
        self.join_camera_off_check = self._check(self.tr("Join meetings with my camera off"),
                                                 settings.join_camera_off)
        self.mini_window_check = self._check(self.tr("Mini window when I switch to another app"),
                                             settings.mini_window)
        self.mini_window_check.setToolTip(self.tr("A small window on top of the others while the meeting window is in "
                                                  "the background or minimized: the meeting's picture, your "
                                                  "microphone, camera and leave buttons"))
        self.notifications_check = self._check(self.tr("Notifications when I switch to another app"),
                                               settings.notifications)
        self.notifications_check.setToolTip(self.tr("While the meeting window is in the background or minimized: chat "
                                                     "messages, someone joining while you are alone, raised hands "
                                                     "(when you host), a recording starting"))
        grid = QGridLayout()   # how meetings start on the left, while away on the right
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        grid.addWidget(self.join_muted_check, 0, 0)
        grid.addWidget(self.join_camera_off_check, 1, 0)
        grid.addWidget(self.mini_window_check, 0, 1)
        grid.addWidget(self.notifications_check, 1, 1)
        layout.addLayout(grid)
        self._captions_row(layout, settings)

    def _captions_row(self, layout: QVBoxLayout, settings: Settings) -> None:
        """Live captions' model: empty is the built-in ones (Whisper base detects the language and recognizes any,
        tiny.en English); a folder of another faster-whisper model must hold model.bin and config.json."""
        label = Label(self.tr("Captions model"))
        self.captions_model_edit = QLineEdit(settings.captions_model)
        self.captions_model_edit.setPlaceholderText(self.tr("Built in: Whisper base, any language; tiny.en for English"))
        self.captions_model_edit.setAccessibleName(self.tr("Captions model folder"))
        self.captions_model_edit.setClearButtonEnabled(True)
        label.setBuddy(self.captions_model_edit)
        choose = button(self.tr("Choose…"), role="secondary", name=self.tr("Choose a captions model folder"),
                        clicked=self._choose_captions_model)
        layout.addLayout(button_row(label, (self.captions_model_edit, 1), choose))
        self.captions_model_note = Note("error")   # shown by _check_captions_model
        layout.addWidget(self.captions_model_note)
        self.captions_model_edit.textChanged.connect(self._check_captions_model)
        self._check_captions_model()

    def _choose_captions_model(self) -> None:
        # Starts in the folder chosen before, else the user's home (never the app's working directory).
        start = self.captions_model_edit.text().strip() or str(Path.home())
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a faster-whisper model folder (it holds model.bin, config.json and the "
                          "tokenizer)"), start)
        if folder:
            self.captions_model_edit.setText(folder)

    def captions_model_valid(self) -> bool:
        text = self.captions_model_edit.text().strip()
        return not text or is_model_dir(text)

    def _check_captions_model(self) -> None:
        valid = self.captions_model_valid()
        self.captions_model_note.setText("" if valid else self.tr(
            "Not a faster-whisper model folder (it needs model.bin and config.json): the built-in model is kept"))
        self.captions_model_note.setVisible(not valid)

    def _check(self, text: str, value: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(value)
        box.setAccessibleName(text)
        return box

    def apply(self, settings: Settings) -> None:
        settings.join_muted = self.join_muted_check.isChecked()
        settings.join_camera_off = self.join_camera_off_check.isChecked()
        settings.mini_window = self.mini_window_check.isChecked()
        settings.notifications = self.notifications_check.isChecked()
        if self.captions_model_valid():   # else the one before stays (the note said so)
            settings.captions_model = self.captions_model_edit.text().strip()
