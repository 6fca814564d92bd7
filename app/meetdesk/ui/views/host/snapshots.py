"""The host console's "Snapshots" page: take a snapshot of the composed picture, the meeting's snapshots as
thumbnails, save or delete each (the controller: ui/controllers/host/snapshots.py)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from meetdesk.ui.i18n import local_datetime
from meetdesk.ui.widgets.text import Label
from meetdesk.client import Snapshot
from meetdesk.ui.views.host.page import Card, ConsolePage, ItemList, relay
from meetdesk.ui.widgets.labels import Note
from meetdesk.ui.views.host.widgets import muted, section, small_button
from meetdesk.ui.widgets import forms

THUMB_W, THUMB_H = 240, 180
COLUMNS = 3


class SnapshotCard(Card):
    def __init__(self, snap: Snapshot, can_delete: bool, parent: QWidget | None = None):
        super().__init__(f"snapshot-{snap.id}", (10, 10, 10, 10), parent=parent)
        self.snapshot = snap
        col = self.box
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
        self.save_button = small_button("save", self.tr("Save"), self.tr("Save the snapshot to the downloads folder"))
        self.save_button.setEnabled(bool(snap.download))
        self.folder_button = small_button("folder", "", self.tr("Show the saved snapshot in its folder"))
        self.folder_button.hide()
        self.delete_button = small_button("trash", "", self.tr("Delete the snapshot"))
        self.delete_button.setVisible(can_delete)
        col.addLayout(forms.button_row(self.save_button, self.folder_button, None, self.delete_button))
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


class SnapshotsView(ConsolePage):
    take_requested = Signal()
    save_requested = Signal(str)
    show_in_folder_requested = Signal(str)
    delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent, confirm)
        self.can_delete = False
        self.cards: dict[str, SnapshotCard] = {}
        self._pictures: dict[str, bytes] = {}
        self._saved: dict[str, str] = {}
        col = self.page_column()
        col.addWidget(section(self.tr("SNAPSHOTS")))
        self.take_button = self.primary_row(col, "camera", self.tr("Take snapshot"), self.tr("Take snapshot"),
                                            lambda: self.request(self.take_requested))
        col.addWidget(muted(self.tr("A snapshot is a picture of the composed meeting, as everyone sees it.")))
        self.note = Note()
        col.addWidget(self.note)
        col.addWidget(self.error)
        self.saved_label = Note()
        col.addWidget(self.saved_label)
        self.list = ItemList(col, self.tr("No snapshots yet."), columns=COLUMNS)
        col.addStretch(1)

    def set_note(self, text: str) -> None:
        self.note.say(text)

    def set_busy(self, busy: bool) -> None:
        self.take_button.setDisabled(busy)
        self.take_button.setText(self.tr("Taking…") if busy else self.tr("Take snapshot"))

    def set_items(self, items: list[Snapshot]) -> None:
        self.cards = {card.snapshot.id: card for card in self.list.fill(items, self._card)}

    def _card(self, snap: Snapshot) -> SnapshotCard:
        card = SnapshotCard(snap, self.can_delete)
        sid = snap.id
        relay(sid, (card.save_button, self.save_requested), (card.folder_button, self.show_in_folder_requested))
        card.delete_button.clicked.connect(lambda _=False: self._delete_clicked(sid))
        if sid in self._pictures:
            card.set_picture(self._pictures[sid])
        if sid in self._saved:
            card.set_saved(self._saved[sid])
        return card

    def set_picture(self, snap_id: str, data: bytes) -> None:
        self._pictures[snap_id] = data
        if snap_id in self.cards:
            self.cards[snap_id].set_picture(data)

    def set_saved(self, snap_id: str, path: str) -> None:
        self._saved[snap_id] = path
        self.saved_label.say(self.tr("Saved to %1").replace("%1", path))
        if snap_id in self.cards:
            self.cards[snap_id].set_saved(path)

    def _delete_clicked(self, snap_id: str) -> None:
        if self.agreed(self.tr("Delete the snapshot?"),
                       self.tr("The snapshot is deleted from the meeting service. Saved files stay."),
                       self.tr("Delete")):
            self.delete_requested.emit(snap_id)
