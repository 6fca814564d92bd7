"""Host controls of the running meeting: the invite link, listing the meeting on the network, lock (irreversible,
confirmed), and the confirmation of ending it for all, which the call bar's "End for all" asks (the controller:
ui/controllers/host/meeting.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QLineEdit, QMessageBox, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.theme import icon
from meetdesk.ui.views.host.widgets import agreed, section, small_button
from meetdesk.ui.widgets.confirm import confirmation


class HostMeetingView(QWidget):
    lock_requested = Signal()
    listing_requested = Signal(bool)   # list the meeting on the network (True) or take it off
    new_link_requested = Signal()      # the host's own room: a fresh guest link (the old one stops working)
    end_requested = Signal()
    copied = Signal(str)          # text for a notice

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        self.confirm = confirm
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(10)

        col.addWidget(section(self.tr("INVITE")))
        self.guest_link_edit = QLineEdit()
        self.guest_link_edit.setReadOnly(True)
        self.guest_link_edit.setAccessibleName(self.tr("Guest link"))
        col.addWidget(self.guest_link_edit)
        self.reach_label = Label()   # who can join a meeting hosted on this computer
        self.reach_label.setProperty("role", "muted")
        self.reach_label.setWordWrap(True)
        col.addWidget(self.reach_label)
        self.copy_guest_button = small_button("copy", self.tr("Copy guest link"),
                                              self.tr("Copy the guest link to the clipboard"))
        self.copy_guest_button.setProperty("role", "primary")
        self.copy_guest_button.clicked.connect(self._copy_guest_link)
        col.addWidget(self.copy_guest_button)
        # the host's own room only (show_new_link): its link stays the same until the host asks for a new one
        self.new_link_button = small_button("link", self.tr("New meeting link"),
                                            self.tr("Make a new guest link; the old one stops working"))
        self.new_link_button.clicked.connect(self._new_link_clicked)
        col.addWidget(self.new_link_button)
        self.new_link_hint = Label(self.tr("This link stays the same every time you host, until you make a new "
                                           "one."))
        self.new_link_hint.setProperty("role", "muted")
        self.new_link_hint.setWordWrap(True)
        col.addWidget(self.new_link_hint)
        self.show_new_link(False)
        # off by default: the guest link is announced on the network only when the host lists the meeting
        self.listing_box = QCheckBox(self.tr("List this meeting on my network"))
        self.listing_box.setAccessibleName(self.tr("List this meeting on my network"))
        self.listing_box.setToolTip(self.tr("MeetDesk apps on your network show this meeting and its guest link "
                                            "under Nearby meetings"))
        self.listing_box.toggled.connect(self._listing_toggled)
        col.addWidget(self.listing_box)
        self.listing_hint = Label(self.tr("Anyone on your network can then see its name and join as a guest."))
        self.listing_hint.setProperty("role", "muted")
        self.listing_hint.setWordWrap(True)
        col.addWidget(self.listing_hint)

        col.addSpacing(8)
        col.addWidget(section(self.tr("MEETING")))
        self.lock_button = small_button("lock", self.tr("Lock meeting"),
                                        self.tr("Let nobody new join (cannot be undone)"))
        self.lock_button.clicked.connect(self._lock_clicked)
        col.addWidget(self.lock_button)
        self.lock_hint = Label()
        self.lock_hint.setProperty("role", "muted")
        self.lock_hint.setWordWrap(True)
        col.addWidget(self.lock_hint)
        self.set_state(guest_link="", locked=False, lock_available=False)

    def set_state(self, guest_link: str, locked: bool, lock_available: bool, reach: str = "") -> None:
        self.reach_label.setText({"network": self.tr("Who can join: People on your network"),
                                  "local": self.tr("Who can join: Only this computer")}.get(reach, ""))
        self.reach_label.setVisible(bool(reach))
        can_list = reach == "network" and bool(guest_link) and not locked   # the engine announces on the network
        self.listing_box.setVisible(reach == "network" and bool(guest_link))
        self.listing_hint.setVisible(reach == "network" and bool(guest_link))
        self.listing_box.setEnabled(can_list)
        if locked:
            self.set_listed(False)   # the engine takes a locked meeting off the list
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

    def show_new_link(self, shown: bool) -> None:
        """Offer "New meeting link" (the host's own room, whose link is the same every time)."""
        self.new_link_button.setVisible(shown)
        self.new_link_hint.setVisible(shown)

    def new_link_confirmation(self) -> tuple[QMessageBox, QPushButton]:
        """The question asked before making a new guest link, and its button."""
        return confirmation(self, self.tr("Make a new meeting link?"),
                            self.tr("Guests with the current link can no longer join: they are told the link was "
                                    "replaced. People in the meeting stay."), self.tr("New meeting link"))

    def _new_link_clicked(self) -> None:
        if agreed(self.confirm, self.new_link_confirmation):
            self.new_link_requested.emit()

    def set_listed(self, listed: bool) -> None:
        """Show the listing the engine confirmed (without asking for it again)."""
        self.listing_box.blockSignals(True)
        self.listing_box.setChecked(listed)
        self.listing_box.blockSignals(False)

    def _listing_toggled(self, listed: bool) -> None:
        self.listing_requested.emit(listed)

    def _copy_guest_link(self) -> None:
        text = self.guest_link_edit.text()
        if text:
            QGuiApplication.clipboard().setText(text)
            self.copied.emit(self.tr("Guest link copied"))

    def lock_confirmation(self) -> tuple[QMessageBox, QPushButton]:
        """The question asked before locking, and its lock button."""
        return confirmation(self, self.tr("Lock the meeting?"),
                            self.tr("Nobody new will be able to join, not even with the guest link. "
                                    "This cannot be undone for the rest of the meeting."), self.tr("Lock meeting"))

    def end_confirmation(self) -> tuple[QMessageBox, QPushButton]:
        """The question asked before ending the meeting for all, and its end button."""
        return confirmation(self, self.tr("End the meeting for everyone?"),
                            self.tr("Every participant leaves the meeting, and it ends."), self.tr("End for all"))

    def _lock_clicked(self) -> None:
        if agreed(self.confirm, self.lock_confirmation):
            self.lock_requested.emit()

    def confirm_end(self) -> None:
        """End the meeting for all, after a confirmation when ``confirm`` is on."""
        if agreed(self.confirm, self.end_confirmation):
            self.end_requested.emit()
