"""The shared building blocks of the forms (ui/widgets/forms.py), the one name dialog for guests and hosts
(ui/widgets/name_dialog.py) and the painted indicators of the people list (ui/widgets/indicator.py)."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QWidget

from meetdesk.client.call_quality import Quality
from meetdesk.ui.views.guest_dialog import GuestNameDialog
from meetdesk.ui.views.host_name_dialog import HostNameDialog
from meetdesk.ui.widgets.forms import button, button_row, card, transparent_row, vbox
from meetdesk.ui.widgets.labels import Note, section_label
from meetdesk.ui.widgets.name_dialog import MAX_NAME
from meetdesk.ui.widgets.quality_bars import QualityBars


def test_button_takes_its_role_name_tip_and_slot(qapp):
    clicks = []
    plain = button("Cancel", clicked=lambda: clicks.append("cancel"))
    assert plain.accessibleName() == "Cancel" and plain.property("role") is None and not plain.isDefault()
    plain.click()
    assert clicks == ["cancel"]
    save = button("Save", "save", role="primary", name="Save settings", tip="Saves", default=True)
    assert (save.text(), save.property("role"), save.accessibleName(), save.toolTip()) == \
        ("Save", "primary", "Save settings", "Saves")
    assert save.isDefault() and not save.icon().isNull()
    assert button("", "send", name="Send message").accessibleName() == "Send message"


def test_button_row_places_stretches_and_stretching_widgets(qapp):
    edit, ok = QLineEdit(), QPushButton("OK")
    row = button_row(None, (edit, 1), ok, spacing=7)
    assert row.spacing() == 7 and row.count() == 3
    assert row.itemAt(0).spacerItem() is not None
    assert row.itemAt(1).widget() is edit and row.stretch(1) == 1 and row.itemAt(2).widget() is ok


def test_layouts_and_cards_take_their_margins(qapp):
    parent = QWidget()
    col = vbox(parent, (1, 2, 3, 4), 5)
    assert parent.layout() is col and col.contentsMargins().left() == 1 and col.contentsMargins().bottom() == 4
    frame, layout = card(9, 3)
    assert frame.property("role") == "card" and frame.layout() is layout and layout.contentsMargins().top() == 9
    row, line = transparent_row("someRow", 4)
    assert row.objectName() == "someRow" and "transparent" in row.styleSheet() and line.spacing() == 4


def test_labels(qapp):
    assert section_label("Profile").text() == "PROFILE"
    note = Note("error")
    assert note.isHidden() and note.wordWrap() and note.property("role") == "error"
    assert isinstance(note, QLabel)
    note.say("The address is not a meeting service")
    assert not note.isHidden() and note.text() == "The address is not a meeting service"
    note.say("")
    assert note.isHidden()


def test_one_name_dialog_for_guests_and_hosts(qtbot):
    guest = GuestNameDialog("Weekly sync", "Bob")
    host = HostNameDialog("")
    for dialog in (guest, host):
        qtbot.addWidget(dialog)
    assert guest.join_button is guest.ok_button and guest.ok_button.isEnabled()
    assert guest.heading.text() == "Join Weekly sync" and guest.windowTitle() == "Join as guest"
    assert not host.ok_button.isEnabled() and host.ok_button.text() == "Host the meeting"
    host.name_edit.setText("  Nora   Host ")
    assert host.ok_button.isEnabled() and host.name == "Nora Host"
    guest.name_edit.setText("x" * (MAX_NAME + 10))
    assert guest.name == "x" * MAX_NAME
    guest.name_edit.setText("   ")
    assert not guest.ok_button.isEnabled()
    host.show()
    assert host.height() <= host.heightForWidth(host.width()) + 1   # no empty band under the wrapped texts


def test_quality_bars_show_a_quality_and_hide_without_one(qtbot):
    bars = QualityBars()
    qtbot.addWidget(bars)
    bars.show()
    bars.set_quality(Quality(0.5, 40.0, 30.0), own=False)
    assert bars.isVisible() and bars.level == "good" and bars.accessibleName() == "Good connection"
    assert "round trip 40 ms" in bars.toolTip() and bars.size() == QSize(16, 14)
    bars.set_quality(None, own=False)
    assert not bars.isVisible() and bars.quality is None and bars.toolTip() == ""
