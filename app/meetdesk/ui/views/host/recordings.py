"""The host console's "Recordings" page: start and stop with the elapsed time, the room's recordings (newest first,
paged) with their duration, download with progress, open, show in folder, delete after a confirmation
(the controller: ui/controllers/host/recordings.py)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QWidget

from meetdesk.ui.i18n import local_datetime
from meetdesk.ui.widgets.text import Label
from meetdesk.client import Recording
from meetdesk.ui.views.host.page import Card, ConsolePage, ItemList, relay, title_label
from meetdesk.ui.widgets.labels import Note
from meetdesk.ui.views.host.widgets import muted, section, small_button
from meetdesk.ui.widgets import forms


def clock(seconds: int) -> str:
    """0:07, 12:30, 1:02:03."""
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class RecordingRow(Card):
    """One recording: when, how long, who; its state and what can be done with it."""

    def __init__(self, rec: Recording, can_delete: bool, parent: QWidget | None = None):
        super().__init__(f"recording-{rec.id}", parent=parent)
        self.recording = rec
        col = self.box
        top = QHBoxLayout()
        self.title = title_label(local_datetime(rec.created_at))   # as the app's language writes dates (not ISO)
        top.addWidget(self.title)
        self.duration = Label(clock(rec.duration) if rec.duration is not None else "")
        self.duration.setProperty("role", "badge")
        self.duration.setAccessibleName(self.tr("Duration"))
        self.duration.setVisible(rec.duration is not None)
        top.addWidget(self.duration)
        top.addStretch(1)
        self.state = Label()
        self.state.setProperty("role", "muted")
        top.addWidget(self.state)
        col.addLayout(top)
        if rec.user.name:
            col.addWidget(muted(self.tr("Recorded by %1").replace("%1", rec.user.name)))
        actions = QHBoxLayout()
        self.download_button = small_button("download", self.tr("Download"), self.tr("Download the recording"))
        actions.addWidget(self.download_button)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Download progress"))
        self.progress.setFixedWidth(160)
        self.progress.setTextVisible(True)
        self.progress.hide()
        actions.addWidget(self.progress)
        self.open_button = small_button("play", self.tr("Open"), self.tr("Open the recording"))
        actions.addWidget(self.open_button)
        self.folder_button = small_button("folder", self.tr("Show in folder"),
                                          self.tr("Show the downloaded file in its folder"))
        self.folder_button.hide()
        actions.addWidget(self.folder_button)
        self.transcript_button = small_button("download", self.tr("Download transcript"),
                                              self.tr("Download the transcript (WebVTT) of this recording"))
        self.transcript_button.hide()   # shown when it has one (controllers/host/transcripts.py)
        actions.addWidget(self.transcript_button)
        actions.addStretch(1)
        self.delete_button = small_button("trash", "", self.tr("Delete the recording"))
        self.delete_button.setVisible(can_delete)
        actions.addWidget(self.delete_button)
        col.addLayout(actions)
        self.saved = Note()
        col.addWidget(self.saved)
        if rec.duration is None:
            self.state.setText(self.tr("Recording…"))
        elif not rec.links.download:
            self.state.setText(self.tr("Processing…"))
        else:
            self.state.setText(self.tr("Ready"))
        ready = rec.duration is not None and bool(rec.links.download)
        for button in (self.download_button, self.open_button):   # offered once there is a file to get
            button.setEnabled(ready)
            button.setVisible(ready)

    def set_progress(self, done: int, total: int) -> None:
        self.progress.show()
        self.download_button.setEnabled(False)
        if total > 0:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(1000 * min(done, total) / total))
        else:
            self.progress.setRange(0, 0)   # busy: the size is unknown

    def set_saved(self, path: str) -> None:
        self.progress.hide()
        self.download_button.setEnabled(True)
        self.folder_button.show()
        self.saved.say(self.tr("Saved to %1").replace("%1", path))
        self.saved.setToolTip(path)

    def end_progress(self) -> None:
        self.progress.hide()
        self.download_button.setEnabled(self.recording.duration is not None and bool(self.recording.links.download))


class RecordingsView(ConsolePage):
    start_requested = Signal()
    stop_requested = Signal()
    download_requested = Signal(str)
    open_requested = Signal(str)
    show_in_folder_requested = Signal(str)
    delete_requested = Signal(str)
    transcript_requested = Signal(str)
    newer_requested = Signal()
    older_requested = Signal()

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent, confirm)
        self.can_delete = False
        self.rows: dict[str, RecordingRow] = {}
        self._progress: dict[str, tuple[int, int]] = {}
        self._saved: dict[str, str] = {}
        self.transcripts: set[str] = set()   # recordings with a transcript
        self._elapsed: Callable[[], int] = lambda: 0
        col = self.page_column()

        col.addWidget(section(self.tr("RECORD THIS MEETING")))
        self.elapsed_label = Label()
        self.elapsed_label.setProperty("role", "badge-rec")
        self.elapsed_label.setAccessibleName(self.tr("Recording time"))
        self.elapsed_label.hide()
        self.record_button = self.primary_row(col, "record", self.tr("Start recording"), self.tr("Start recording"),
                                              self._record_clicked, self.elapsed_label)
        self.hint = muted(self.tr("The recording holds the composed picture and everyone's sound."))
        col.addWidget(self.hint)
        col.addWidget(self.error)

        col.addSpacing(8)
        col.addWidget(section(self.tr("RECORDINGS OF THIS ROOM")))
        self.list_hint = Note()
        col.addWidget(self.list_hint)
        self.list = ItemList(col, self.tr("No recordings yet."))
        self.newer_button = small_button("back", self.tr("Newer"), self.tr("Show newer recordings"))
        self.newer_button.clicked.connect(self.newer_requested)
        self.page_label = muted()
        self.older_button = small_button("forward", self.tr("Older"), self.tr("Show older recordings"))
        self.older_button.clicked.connect(self.older_requested)
        col.addLayout(forms.button_row(self.newer_button, None, self.page_label, None, self.older_button))
        col.addStretch(1)
        self.running = False
        self.available = True
        self.timer = QTimer(self, interval=1000, timeout=self._tick)
        self.set_page(1, False)

    # ---- setters
    def set_available(self, available: bool, reason: str = "") -> None:
        """Recording allowed in this meeting; else the button is off and ``reason`` says why."""
        self.available = available
        self.record_button.setEnabled(available)
        self.hint.setText(reason if not available else
                          self.tr("The recording holds the composed picture and everyone's sound."))

    def set_list_note(self, text: str) -> None:
        """Why the list holds only this meeting's recordings, or nothing."""
        self.list_hint.say(text)

    def set_running(self, running: bool, elapsed: Callable[[], int] | None = None) -> None:
        self.running = running
        if elapsed is not None:
            self._elapsed = elapsed
        self.record_button.setText(self.tr("Stop recording") if running else self.tr("Start recording"))
        self.record_button.setAccessibleName(self.record_button.text())
        self.record_button.setProperty("role", "danger" if running else "primary")
        self.record_button.style().unpolish(self.record_button)
        self.record_button.style().polish(self.record_button)
        self.elapsed_label.setVisible(running)
        if running:
            self._tick()
            self.timer.start()
        else:
            self.timer.stop()

    def set_busy(self, busy: bool) -> None:
        self.record_button.setEnabled(self.available and not busy)

    def _tick(self) -> None:
        self.elapsed_label.setText(self.tr("● REC %1").replace("%1", clock(self._elapsed())))

    def set_items(self, items: list[Recording]) -> None:
        self.rows = {row.recording.id: row for row in self.list.fill(items, self._row)}

    def _row(self, rec: Recording) -> RecordingRow:
        row = RecordingRow(rec, self.can_delete)
        rid = rec.id
        relay(rid, (row.download_button, self.download_requested), (row.open_button, self.open_requested),
              (row.folder_button, self.show_in_folder_requested), (row.transcript_button, self.transcript_requested))
        row.delete_button.clicked.connect(lambda _=False: self._delete_clicked(rec))
        row.transcript_button.setVisible(rid in self.transcripts)
        if rid in self._saved:
            row.set_saved(self._saved[rid])
        if rid in self._progress:
            row.set_progress(*self._progress[rid])
        return row

    def set_page(self, page: int, has_next: bool) -> None:
        self.newer_button.setVisible(page > 1 or has_next)
        self.older_button.setVisible(page > 1 or has_next)
        self.newer_button.setEnabled(page > 1)
        self.older_button.setEnabled(has_next)
        self.page_label.setText(self.tr("Page %1").replace("%1", str(page)) if page > 1 or has_next else "")

    def set_progress(self, rec_id: str, done: int, total: int) -> None:
        self._progress[rec_id] = (done, total)
        if rec_id in self.rows:
            self.rows[rec_id].set_progress(done, total)

    def set_saved(self, rec_id: str, path: str) -> None:
        self._progress.pop(rec_id, None)
        self._saved[rec_id] = path
        if rec_id in self.rows:
            self.rows[rec_id].set_saved(path)

    def set_transcript(self, rec_id: str) -> None:
        """The recording has a transcript: Download transcript is offered."""
        self.transcripts.add(rec_id)
        if rec_id in self.rows:
            self.rows[rec_id].transcript_button.show()

    def set_transcript_saved(self, rec_id: str, path: str) -> None:
        if rec_id in self.rows:
            self.rows[rec_id].saved.say(self.tr("Transcript saved to %1").replace("%1", path))

    def end_download(self, rec_id: str) -> None:
        self._progress.pop(rec_id, None)
        if rec_id in self.rows:
            self.rows[rec_id].end_progress()

    # ---- clicks
    def _record_clicked(self) -> None:
        self.request(self.stop_requested if self.running else self.start_requested)

    def _delete_clicked(self, rec: Recording) -> None:
        if self.agreed(self.tr("Delete the recording?"), self.tr("The recording is deleted from the meeting service "
                                                                 "for everyone. Files you downloaded stay."),
                       self.tr("Delete")):
            self.delete_requested.emit(rec.id)
