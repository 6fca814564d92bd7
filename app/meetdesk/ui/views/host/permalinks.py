"""Permalinks in the host panel: create with expiry, copy host and guest links, add and revoke hosts, delete
(the controller: ui/controllers/host/permalinks.py). Hidden until a controller is attached (needs an API key)."""
from __future__ import annotations

from datetime import timezone

from PySide6.QtCore import QDateTime, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QDateTimeEdit, QFrame, QHBoxLayout, QInputDialog, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.client import PermalinkReply
from meetdesk.ui.controllers.host.permalinks import PermalinkController, guest_link_of
from meetdesk.ui.views.host.widgets import section, small_button


class PermalinksView(QWidget):
    copied = Signal(str)          # text for a notice

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        self.controller: PermalinkController | None = None
        pcol = QVBoxLayout(self)
        pcol.setContentsMargins(0, 0, 0, 0)
        pcol.setSpacing(8)
        pcol.addWidget(section(self.tr("PERMALINKS")))
        hint = Label(self.tr("Links that stay valid: hosts start the meeting, guests wait for a host."))
        hint.setProperty("role", "muted")
        hint.setWordWrap(True)
        pcol.addWidget(hint)
        self.never_expires = QCheckBox(self.tr("Never expires"))
        self.never_expires.setAccessibleName(self.tr("Never expires"))
        self.never_expires.setChecked(True)
        self.expiry_edit = QDateTimeEdit(QDateTime.currentDateTime().addDays(7))
        self.expiry_edit.setCalendarPopup(True)
        self.expiry_edit.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.expiry_edit.setAccessibleName(self.tr("Expiry"))
        self.expiry_edit.setEnabled(False)
        self.never_expires.toggled.connect(lambda on: self.expiry_edit.setEnabled(not on))
        self.expiry_edit.setToolTip(self.tr("Expiry date of new permalinks"))
        self.expiry_edit.setMinimumDateTime(QDateTime.currentDateTime())
        pcol.addWidget(self.never_expires)          # the date on its own line: a narrow panel cuts it off
        pcol.addWidget(self.expiry_edit)
        self.create_button = small_button("plus", self.tr("Create permalink"), self.tr("Create a permalink"))
        self.create_button.clicked.connect(self._create_clicked)
        pcol.addWidget(self.create_button)
        self.permalink_list = QVBoxLayout()
        self.permalink_list.setSpacing(8)
        pcol.addLayout(self.permalink_list)
        self.permalink_empty = Label(self.tr("No permalinks yet."))
        self.permalink_empty.setProperty("role", "muted")
        pcol.addWidget(self.permalink_empty)
        self.hide()

    def attach(self, controller: PermalinkController) -> None:
        self.controller = controller
        controller.changed.connect(self._show_permalinks)
        self.show()
        controller.refresh()

    def _copy(self, text: str, notice: str) -> None:
        if text:
            QGuiApplication.clipboard().setText(text)
            self.copied.emit(notice)

    def _create_clicked(self) -> None:
        if self.controller is None:
            return
        expires = None
        if not self.never_expires.isChecked():
            expires = self.expiry_edit.dateTime().toPython().astimezone(timezone.utc)
        self.controller.create(expires)

    def host_name_dialog(self) -> QInputDialog:
        """Asks for the name of a host to add to a permalink."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Add a host"))
        dialog.setLabelText(self.tr("Name of the new host:"))
        dialog.setAccessibleName(self.tr("Add a host"))
        return dialog

    def _add_host_clicked(self, permalink_id: str) -> None:
        if self.controller is None:
            return
        if self.confirm:
            dialog = self.host_name_dialog()
            ok = dialog.exec() == QInputDialog.Accepted
            name = dialog.textValue()
        else:
            name, ok = self.tr("Co-host"), True
        if ok and name.strip():
            self.controller.add_host(permalink_id, name.strip())

    def _show_permalinks(self, items: list[PermalinkReply]) -> None:
        while self.permalink_list.count():
            w = self.permalink_list.takeAt(0).widget()
            if w:
                w.deleteLater()
        self.permalink_empty.setVisible(not items)
        for item in items:
            self.permalink_list.addWidget(self._permalink_card(item))

    def _permalink_card(self, item: PermalinkReply) -> QWidget:
        pid = item.permalink.id
        card = QFrame()
        card.setProperty("role", "card")
        card.setObjectName(f"permalink-{pid}")
        col = QVBoxLayout(card)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)
        title = Label(item.room.name or self.tr("Permalink %1").replace("%1", pid[:8]))
        title.setStyleSheet("font-weight: 600;")
        col.addWidget(title)
        expires = item.permalink.expires_at
        running = bool(item.room.started_at)
        meta = Label(" · ".join(filter(None, [
            self.tr("expires %1").replace("%1", expires[:16].replace("T", " ")) if expires else
            self.tr("never expires"), self.tr("running") if running else ""])))
        meta.setProperty("role", "muted")
        col.addWidget(meta)
        row = QHBoxLayout()
        guest = small_button("copy", self.tr("Guest link"), self.tr("Copy the permalink guest link"))
        guest.clicked.connect(lambda: self._copy(guest_link_of(item), self.tr("Permalink guest link copied")))
        row.addWidget(guest)
        add = small_button("plus", self.tr("Host"), self.tr("Add a host user"))
        add.clicked.connect(lambda: self._add_host_clicked(pid))
        row.addWidget(add)
        delete = small_button("trash", "", self.tr("Delete the permalink"))
        delete.clicked.connect(lambda: self.controller and self.controller.delete(pid))
        row.addWidget(delete)
        col.addLayout(row)
        for host in (self.controller.host_tokens.get(pid, []) if self.controller else []):
            hrow = QHBoxLayout()
            label = Label(self.tr("Host: %1").replace("%1", host["name"]))
            hrow.addWidget(label, 1)
            copy = small_button("key", "", self.tr("Copy the host link of %1").replace("%1", host["name"]))
            copy.clicked.connect(lambda _=False, h=host: self._copy(h["link"], self.tr("Host link copied")))
            hrow.addWidget(copy)
            revoke = small_button("trash", "", self.tr("Revoke the host link of %1").replace("%1", host["name"]))
            revoke.clicked.connect(lambda _=False, h=host: self.controller.revoke_host(pid, h["token"]))
            hrow.addWidget(revoke)
            col.addLayout(hrow)
        return card
