"""Host controls: invite link, lock (irreversible, confirmed), end for all, permalinks."""
from __future__ import annotations

from datetime import timezone

from PySide6.QtCore import QDateTime, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QDateTimeEdit, QFrame, QHBoxLayout, QInputDialog, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QScrollArea, QVBoxLayout, QWidget)

from meetdesk.ui.controllers.permalinks import PermalinkController, guest_link_of
from meetdesk.ui.theme import icon


def _section(text: str) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "section")
    return label


def _small_button(icon_name: str, text: str, tip: str) -> QPushButton:
    button = QPushButton(icon(icon_name), text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setIconSize(QSize(16, 16))
    return button


class HostPanel(QWidget):
    lock_requested = Signal()
    end_requested = Signal()
    copied = Signal(str)          # text for a notice

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        self.permalinks: PermalinkController | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        outer.addWidget(scroll)
        body = QWidget()
        scroll.setWidget(body)
        col = QVBoxLayout(body)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(10)

        col.addWidget(_section(self.tr("INVITE")))
        self.guest_link_edit = QLineEdit()
        self.guest_link_edit.setReadOnly(True)
        self.guest_link_edit.setAccessibleName(self.tr("Guest link"))
        col.addWidget(self.guest_link_edit)
        self.copy_guest_button = _small_button("copy", self.tr("Copy guest link"),
                                               self.tr("Copy the guest link to the clipboard"))
        self.copy_guest_button.setProperty("role", "primary")
        self.copy_guest_button.clicked.connect(lambda: self._copy(self.guest_link_edit.text(),
                                                                  self.tr("Guest link copied")))
        col.addWidget(self.copy_guest_button)

        col.addSpacing(8)
        col.addWidget(_section(self.tr("MEETING")))
        self.lock_button = _small_button("lock", self.tr("Lock meeting"),
                                         self.tr("Let nobody new join (cannot be undone)"))
        self.lock_button.clicked.connect(self._lock_clicked)
        col.addWidget(self.lock_button)
        self.lock_hint = QLabel()
        self.lock_hint.setProperty("role", "muted")
        self.lock_hint.setWordWrap(True)
        col.addWidget(self.lock_hint)
        self.end_button = _small_button("end", self.tr("End meeting for all"),
                                        self.tr("End the meeting for every participant"))
        self.end_button.setProperty("role", "danger")
        self.end_button.clicked.connect(self._end_clicked)
        col.addWidget(self.end_button)

        col.addSpacing(8)
        self.permalink_box = QWidget()
        pcol = QVBoxLayout(self.permalink_box)
        pcol.setContentsMargins(0, 0, 0, 0)
        pcol.setSpacing(8)
        pcol.addWidget(_section(self.tr("PERMALINKS")))
        hint = QLabel(self.tr("Links that stay valid: hosts start the meeting, guests wait for a host."))
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
        self.create_button = _small_button("plus", self.tr("Create permalink"), self.tr("Create a permalink"))
        self.create_button.clicked.connect(self._create_clicked)
        pcol.addWidget(self.create_button)
        self.permalink_list = QVBoxLayout()
        self.permalink_list.setSpacing(8)
        pcol.addLayout(self.permalink_list)
        self.permalink_empty = QLabel(self.tr("No permalinks yet."))
        self.permalink_empty.setProperty("role", "muted")
        pcol.addWidget(self.permalink_empty)
        col.addWidget(self.permalink_box)
        self.permalink_box.hide()
        col.addStretch(1)
        self.set_state(guest_link="", locked=False, lock_available=False)

    # ---- state from the meeting
    def set_state(self, guest_link: str, locked: bool, lock_available: bool) -> None:
        self.guest_link_edit.setText(guest_link or self.tr("No guest link for this meeting"))
        self.guest_link_edit.setCursorPosition(0)
        self.copy_guest_button.setEnabled(bool(guest_link))
        self.lock_button.setEnabled(lock_available and not locked)
        self.lock_button.setText(self.tr("Meeting locked") if locked else self.tr("Lock meeting"))
        self.lock_button.setIcon(icon("lock"))
        if locked:
            self.lock_hint.setText(self.tr("Nobody new can join. People here can stay."))
        elif not lock_available:
            self.lock_hint.setText(self.tr("Locking is switched off for this meeting."))
        else:
            self.lock_hint.setText(self.tr("Locking keeps everyone new out, for the rest of the meeting."))

    def attach_permalinks(self, controller: PermalinkController) -> None:
        self.permalinks = controller
        controller.changed.connect(self._show_permalinks)
        self.permalink_box.show()
        controller.refresh()

    # ---- actions
    def _copy(self, text: str, notice: str) -> None:
        if text:
            QGuiApplication.clipboard().setText(text)
            self.copied.emit(notice)

    def _lock_clicked(self) -> None:
        if self.confirm:
            box = QMessageBox(QMessageBox.Warning, self.tr("Lock the meeting?"),
                              self.tr("Nobody new will be able to join, not even with the guest link. "
                                      "This cannot be undone for the rest of the meeting."),
                              QMessageBox.Cancel, self)
            lock = box.addButton(self.tr("Lock meeting"), QMessageBox.AcceptRole)
            box.setDefaultButton(QMessageBox.Cancel)
            box.exec()
            if box.clickedButton() is not lock:
                return
        self.lock_requested.emit()

    def _end_clicked(self) -> None:
        if self.confirm and QMessageBox.question(
                self, self.tr("End the meeting?"), self.tr("The meeting ends for every participant."),
                QMessageBox.Yes | QMessageBox.Cancel, QMessageBox.Cancel) != QMessageBox.Yes:
            return
        self.end_requested.emit()

    def _create_clicked(self) -> None:
        if self.permalinks is None:
            return
        expires = None
        if not self.never_expires.isChecked():
            expires = self.expiry_edit.dateTime().toPython().astimezone(timezone.utc)
        self.permalinks.create(expires)

    def _add_host_clicked(self, permalink_id: str) -> None:
        if self.permalinks is None:
            return
        name, ok = (QInputDialog.getText(self, self.tr("Add a host"), self.tr("Name of the new host:"))
                    if self.confirm else (self.tr("Co-host"), True))
        if ok and name.strip():
            self.permalinks.add_host(permalink_id, name.strip())

    def _show_permalinks(self, items: list) -> None:
        while self.permalink_list.count():
            w = self.permalink_list.takeAt(0).widget()
            if w:
                w.deleteLater()
        self.permalink_empty.setVisible(not items)
        for item in items:
            self.permalink_list.addWidget(self._permalink_card(item))

    def _permalink_card(self, item: dict) -> QWidget:
        info = item.get("permalink") or {}
        pid = info.get("id", "")
        card = QFrame()
        card.setProperty("role", "card")
        card.setObjectName(f"permalink-{pid}")
        col = QVBoxLayout(card)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)
        title = QLabel((item.get("room") or {}).get("name") or self.tr("Permalink %1").replace("%1", pid[:8]))
        title.setStyleSheet("font-weight: 600;")
        col.addWidget(title)
        expires = info.get("expires_at")
        running = bool((item.get("room") or {}).get("started_at"))
        meta = QLabel(" · ".join(filter(None, [
            self.tr("expires %1").replace("%1", expires[:16].replace("T", " ")) if expires else
            self.tr("never expires"), self.tr("running") if running else ""])))
        meta.setProperty("role", "muted")
        col.addWidget(meta)
        row = QHBoxLayout()
        guest = _small_button("copy", self.tr("Guest link"), self.tr("Copy the permalink guest link"))
        guest.clicked.connect(lambda: self._copy(guest_link_of(item), self.tr("Permalink guest link copied")))
        row.addWidget(guest)
        add = _small_button("plus", self.tr("Host"), self.tr("Add a host user"))
        add.clicked.connect(lambda: self._add_host_clicked(pid))
        row.addWidget(add)
        delete = _small_button("trash", "", self.tr("Delete the permalink"))
        delete.clicked.connect(lambda: self.permalinks and self.permalinks.delete(pid))
        row.addWidget(delete)
        col.addLayout(row)
        for host in (self.permalinks.host_tokens.get(pid, []) if self.permalinks else []):
            hrow = QHBoxLayout()
            label = QLabel(self.tr("Host: %1").replace("%1", host["name"]))
            hrow.addWidget(label, 1)
            copy = _small_button("key", "", self.tr("Copy the host link of %1").replace("%1", host["name"]))
            copy.clicked.connect(lambda _=False, h=host: self._copy(h["link"], self.tr("Host link copied")))
            hrow.addWidget(copy)
            revoke = _small_button("trash", "", self.tr("Revoke the host link of %1").replace("%1", host["name"]))
            revoke.clicked.connect(lambda _=False, h=host: self.permalinks.revoke_host(pid, h["token"]))
            hrow.addWidget(revoke)
            col.addLayout(hrow)
        return card
