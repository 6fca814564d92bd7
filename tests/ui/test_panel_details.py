"""Small host-panel and settings details: controls that do nothing look and are disabled."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from meetdesk.ui.settings import Settings
from meetdesk.ui.theme import apply_theme
from meetdesk.ui.views.host.panel import HostPanel
from meetdesk.ui.views.settings_dialog import SettingsDialog


def test_expiry_date_is_disabled_and_looks_it_while_never_expires(qtbot):
    apply_theme(QApplication.instance())
    host_panel = HostPanel(confirm=False)
    qtbot.addWidget(host_panel)
    panel = host_panel.permalinks
    panel.show()
    host_panel.resize(320, 700)
    host_panel.show()
    assert panel.never_expires.isChecked() and not panel.expiry_edit.isEnabled()
    disabled = panel.expiry_edit.grab().toImage()
    panel.never_expires.setChecked(False)
    assert panel.expiry_edit.isEnabled()
    assert panel.expiry_edit.grab().toImage() != disabled, "enabled and disabled look different"
    panel.never_expires.setChecked(True)
    assert not panel.expiry_edit.isEnabled()
    # the date sits inside the panel, not cut off at its right edge
    right = panel.expiry_edit.mapTo(host_panel, panel.expiry_edit.rect().topRight()).x()
    assert right < host_panel.width()


def test_use_initials_only_when_there_is_a_picture(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    assert not dialog.avatar_clear.isEnabled()
    picture = tmp_path / "me.png"
    dialog.avatar_view.grab().save(str(picture))
    dialog._set_avatar(str(picture))
    assert dialog.avatar_clear.isEnabled()
    dialog.avatar_clear.click()
    assert dialog.avatar_path == "" and not dialog.avatar_clear.isEnabled()
