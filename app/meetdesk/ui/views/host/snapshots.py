"""The host console's "Snapshots" page: take a snapshot of the composed picture, the meeting's snapshots as
thumbnails, save or delete each (the controller: ui/controllers/host/snapshots.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.i18n import local_datetime
from meetdesk.ui.widgets.text import Label
from meetdesk.client import Snapshot
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host.widgets import clear_layout, error_label, muted, page_body, section, small_button
from meetdesk.ui.widgets.confirm import confirmed

THUMB_W, THUMB_H = 240, 180
COLUMNS = 3


class SnapshotCard(QFrame):
    def __init__(self, snap: Snapshot, can_delete: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.snapshot = snap
        self.setProperty("role", "card")
        self.setObjectName(f"snapshot-{snap.id}")
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 10, 10, 10)
        col.setSpacing(6)
        self.picture = Label(self.tr("Loading…"))
        self.picture.setAlignment(Qt.AlignCenter)
        self.picture.setFixedSize(THUMB_W, THUMB_H)
        self.picture.setStyleSheet("background: #0d0f14; border-radius: 8px;")
        self.picture.setAccessibleName(self.tr("Snapshot picture"))
        col.addWidget(self.picture)
        when = local_datetime(snap.created_at)   # as the app's language writes dates (not ISO)
        who = snap.creator.name if snap.creator and snap.creator.name else ""
        self.caption = muted(" · ".join(filter(None, [when, who])))
        col.addWidget(self.caption)
        row = QHBoxLayout()
        self.save_button = small_button("save", self.tr("Save"), self.tr("Save the snapshot to the downloads folder"))
        self.save_button.setEnabled(bool(snap.download))
        row.addWidget(self.save_button)
        self.folder_button = small_button("folder", "", self.tr("Show the saved snapshot in its folder"))
        self.folder_button.hide()
        row.addWidget(self.folder_button)
        row.addStretch(1)
        self.delete_button = small_button("trash", "", self.tr("Delete the snapshot"))
        self.delete_button.setVisible(can_delete)
        row.addWidget(self.delete_button)
        col.addLayout(row)
        self.has_picture = False

    def set_picture(self, data: bytes) -> None:
        pixmap = QPixmap()
        if pixmap.loadFromData(data):
            self.picture.setPixmap(pixmap.scaled(THUMB_W, THUMB_H, Qt.KeepAspectRatio, Qt.SmoothTransformation))
            self.has_picture = True
        else:
            self.picture.setText(self.tr("No picture"))

    def set_saved(self, path: str) -> None:
        self.folder_button.show()
        self.save_button.setToolTip(self.tr("Saved to %1").replace("%1", path))
        self.caption.setToolTip(path)


class SnapshotsView(QWidget):
    take_requested = Signal()
    save_requested = Signal(str)
    show_in_folder_requested = Signal(str)
    delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        self.can_delete = False
        self.cards: dict[str, SnapshotCard] = {}
        self._pictures: dict[str, bytes] = {}
        self._saved: dict[str, str] = {}
        col = page_body(self)
        col.addWidget(section(self.tr("SNAPSHOTS")))
        row = QHBoxLayout()
        self.take_button = QPushButton(icon("camera"), self.tr("Take snapshot"))
        self.take_button.setProperty("role", "primary")
        self.take_button.setAccessibleName(self.tr("Take snapshot"))
        self.take_button.clicked.connect(self._take_clicked)
        row.addWidget(self.take_button)
        row.addStretch(1)
        col.addLayout(row)
        col.addWidget(muted(self.tr("A snapshot is a picture of the composed meeting, as everyone sees it.")))
        self.note = muted()
        self.note.hide()
        col.addWidget(self.note)
        self.error = error_label()
        col.addWidget(self.error)
        self.saved_label = muted()
        self.saved_label.hide()
        col.addWidget(self.saved_label)
        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        col.addLayout(self.grid)
        self.empty = muted(self.tr("No snapshots yet."))
        col.addWidget(self.empty)
        col.addStretch(1)

    def set_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def set_busy(self, busy: bool) -> None:
        self.take_button.setDisabled(busy)
        self.take_button.setText(self.tr("Taking…") if busy else self.tr("Take snapshot"))

    def set_items(self, items: list[Snapshot]) -> None:
        clear_layout(self.grid)
        self.cards = {}
        for i, snap in enumerate(items):
            card = SnapshotCard(snap, self.can_delete)
            sid = snap.id
            card.save_button.clicked.connect(lambda _=False, s=sid: self.save_requested.emit(s))
            card.folder_button.clicked.connect(lambda _=False, s=sid: self.show_in_folder_requested.emit(s))
            card.delete_button.clicked.connect(lambda _=False, s=sid: self._delete_clicked(s))
            if sid in self._pictures:
                card.set_picture(self._pictures[sid])
            if sid in self._saved:
                card.set_saved(self._saved[sid])
            self.cards[sid] = card
            self.grid.addWidget(card, i // COLUMNS, i % COLUMNS, Qt.AlignTop | Qt.AlignLeft)
        self.empty.setVisible(not items)

    def set_picture(self, snap_id: str, data: bytes) -> None:
        self._pictures[snap_id] = data
        if snap_id in self.cards:
            self.cards[snap_id].set_picture(data)

    def set_saved(self, snap_id: str, path: str) -> None:
        self._saved[snap_id] = path
        self.saved_label.setText(self.tr("Saved to %1").replace("%1", path))
        self.saved_label.show()
        if snap_id in self.cards:
            self.cards[snap_id].set_saved(path)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _take_clicked(self) -> None:
        self.error.hide()
        self.take_requested.emit()

    def _delete_clicked(self, snap_id: str) -> None:
        if self.confirm and not confirmed(self, self.tr("Delete the snapshot?"),
                                          self.tr("The snapshot is deleted from the meeting service. Saved files "
                                                  "stay."), self.tr("Delete")):
            return
        self.delete_requested.emit(snap_id)
