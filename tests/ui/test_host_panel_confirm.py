"""Locking and ending for all ask first, say what happens, and name their buttons by what they do; only the
action's button sends the request."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from meetdesk.ui.views.host.meeting import HostMeetingView


def _answer(choose_lock: bool, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    seen.append(f"{box.text()} {box.informativeText()}")
    for button in box.buttons():
        if (button.text() == "Lock meeting") == choose_lock and box.buttonRole(button) in (
                QMessageBox.AcceptRole, QMessageBox.RejectRole):
            button.click()
            return


def test_lock_needs_confirmation(qtbot):
    panel = HostMeetingView(confirm=True)
    qtbot.addWidget(panel)
    panel.set_state("http://h/?guest=abcd", locked=False, lock_available=True)
    panel.show()
    requests, seen = [], []
    panel.lock_requested.connect(lambda: requests.append(True))

    QTimer.singleShot(50, lambda: _answer(False, seen))
    panel.lock_button.click()
    assert requests == [] and "cannot be undone" in seen[0] and seen[0].startswith("Lock the meeting?")

    QTimer.singleShot(50, lambda: _answer(True, seen))
    panel.lock_button.click()
    assert requests == [True]

    panel.set_state("http://h/?guest=abcd", locked=True, lock_available=True)
    assert not panel.lock_button.isEnabled() and panel.lock_button.text() == "Meeting locked"


def test_lock_unavailable_is_explained(qtbot):
    panel = HostMeetingView(confirm=True)
    qtbot.addWidget(panel)
    panel.set_state("", locked=False, lock_available=False)
    assert not panel.lock_button.isEnabled() and not panel.copy_guest_button.isEnabled()
    assert "switched off" in panel.lock_hint.text()


def test_end_for_all_asks_with_named_buttons(qtbot):
    panel = HostMeetingView(confirm=True)
    qtbot.addWidget(panel)
    ended = []
    panel.end_requested.connect(lambda: ended.append(True))
    box, end = panel.end_confirmation()
    assert box.text() == "End the meeting for everyone?" and "ends" in box.informativeText()
    assert sorted(b.text().replace("&", "") for b in box.buttons()) == ["Cancel", "End for all"]
    assert box.defaultButton() is box.button(QMessageBox.Cancel)   # Enter keeps the meeting
    box.deleteLater()

    def answer(choose: str) -> None:
        shown = QApplication.activeModalWidget()
        next(b for b in shown.buttons() if b.text().replace("&", "") == choose).click()
    QTimer.singleShot(50, lambda: answer("Cancel"))
    panel.confirm_end()
    assert ended == []
    QTimer.singleShot(50, lambda: answer("End for all"))
    panel.confirm_end()
    assert ended == [True]
