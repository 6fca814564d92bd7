"""Settings persist; the settings dialog edits them and previews the (synthetic) camera and microphone."""
from __future__ import annotations

import json

from PySide6.QtWidgets import QDialog

from meetdesk.media import devices
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog


def test_settings_round_trip_and_recent_list():
    s = Settings(display_name="Ada", language="de", service_url="https://svc.example", service_api_key="k1")
    for i in range(12):
        s.add_recent(f"Room {i}", f"http://h/?key{i}")
    s.add_recent("Room 3 again", "http://h/?key3")
    s.save()
    loaded = Settings.load()
    assert loaded.display_name == "Ada" and loaded.language == "de" and loaded.uses_remote_service
    assert loaded.recent[0].title == "Room 3 again"
    assert len(loaded.recent) == 8 and len({r.link for r in loaded.recent}) == 8


def test_recent_meetings_one_per_room_hosted_ended_and_kept_across_a_restart():
    s = Settings(display_name="Ada")
    s.add_recent("Ada's meeting", "http://h/?k1", room_id="r1", hosted=True)
    s.add_recent("Design", "http://h/?guest=g", room_id="r2")
    s.add_recent("Design", "http://h/?k2", room_id="r2")   # the same room with another key: one entry
    assert [(r.title, r.link) for r in s.recent] == [("Design", "http://h/?k2"), ("Ada's meeting", "http://h/?k1")]
    assert s.mark_ended(room_id="r1") and not s.mark_ended(link="http://h/?nothing")
    s.add_recent("Ada's meeting", "http://h/?k3", room_id="r3", hosted=True)   # hosted again: the ended one goes
    assert [(r.link, r.hosted, r.ended) for r in s.recent] == [("http://h/?k3", True, False),
                                                               ("http://h/?k2", False, False)]
    s.mark_ended(link="http://h/?k2")
    s.save()
    loaded = Settings.load()
    assert [(r.room_id, r.hosted, r.ended) for r in loaded.recent] == [("r3", True, False), ("r2", False, True)]
    loaded.remove_recent("http://h/?k3")
    assert [r.link for r in loaded.recent] == ["http://h/?k2"]
    raw = json.loads(Settings.path().read_text(encoding="utf-8"))
    raw["recent"] = [{"link": "http://h/?x", "title": 5, "joined_at": "soon", "hosted": "yes", "ended": 1}]
    Settings.path().write_text(json.dumps(raw), encoding="utf-8")
    odd = Settings.load().recent[0]
    assert (odd.title, odd.joined_at, odd.hosted, odd.ended) == ("5", 0.0, False, False)


def test_broken_settings_file_gives_defaults():
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert Settings.load() == Settings()
    path.write_text(json.dumps({"language": "xx", "display_name": "Bo", "join_muted": "yes",
                                "join_camera_off": 1}), encoding="utf-8")
    loaded = Settings.load()
    assert loaded.language == "en" and loaded.display_name == "Bo"
    assert loaded.join_muted is False and loaded.join_camera_off is False   # only true booleans count


async def test_settings_dialog_previews_devices_and_saves(qtbot, wait):
    settings = Settings(display_name="Ada")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    # without a camera, the synthetic sources are listed and selected
    assert dialog.camera_combo.currentData() == devices.TEST_CARD_ID
    assert dialog.mic_combo.currentData() == devices.TONE_ID
    assert "synthetic" in dialog.camera_combo.currentText()
    dialog.show()
    await wait(lambda: dialog.video.frames_painted >= 3, message="camera preview frames")
    await wait(lambda: dialog.meter.level > 0.3, message="microphone level from the tone")
    dialog.name_edit.setText("Ada Lovelace")
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("fr"))
    dialog.service_url_edit.setText("https://meet.invalid")   # checked on Save: not reachable, saved anyway
    dialog.api_key_edit.setText("secret-key")
    assert not dialog.meetings.join_muted_check.isChecked() and not dialog.meetings.join_camera_off_check.isChecked()
    dialog.meetings.join_muted_check.click()
    dialog.meetings.join_camera_off_check.click()
    dialog.save_button.click()
    await wait(lambda: dialog.service_error.isVisible(), timeout=20, message="the service checked")
    dialog.save_button.click()   # Save anyway
    assert dialog.result() == QDialog.Accepted
    assert not dialog.preview.running
    saved = Settings.load()
    assert (saved.display_name, saved.language, saved.service_url, saved.service_api_key, saved.camera) == (
        "Ada Lovelace", "fr", "https://meet.invalid", "secret-key", devices.TEST_CARD_ID)
    assert saved.join_muted and saved.join_camera_off


async def test_settings_dialog_cancel_changes_nothing(qtbot):
    settings = Settings(display_name="Ada")
    settings.save()
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Someone else")
    dialog.cancel_button.click()
    assert Settings.load().display_name == "Ada" and settings.display_name == "Ada"


async def test_a_remote_service_is_checked_when_saved(qtbot, wait, tmp_path):
    """One request on Save: a wrong key or an address where nothing answers is said under the fields and nothing
    is saved; Save again keeps it anyway (set up offline, used later); a working service is saved at once."""
    from test_hosting_network import free_port
    from test_join_flows import service

    async with service(tmp_path) as (engine, _api):
        for url, key, said in ((engine.base_url, "wrong-key", "refused this API key"),
                               (f"http://127.0.0.1:{free_port()}", "k", "cannot be reached"),
                               ("not a web address", "k", "")):
            Settings(display_name="Ada").save()
            dialog = SettingsDialog(Settings.load(), preview=False)
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.service_url_edit.setText(url)
            dialog.api_key_edit.setText(key)
            dialog.save_button.click()
            await wait(lambda d=dialog: d.service_error.isVisible(), timeout=20, message=f"the check of {url}")
            assert said in dialog.service_error.text(), dialog.service_error.text()
            assert dialog.isVisible() and Settings.load().service_url == ""   # nothing saved
            assert dialog.save_button.text() == "Save anyway"
            if url == engine.base_url:
                dialog.save_button.click()                                   # saved anyway
                assert dialog.result() == QDialog.Accepted and Settings.load().service_api_key == "wrong-key"
            else:
                dialog.reject()

        dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.service_url_edit.setText(engine.base_url)
        dialog.api_key_edit.setText(engine.config.api_key)
        dialog.save_button.click()
        await wait(lambda: dialog.result() == QDialog.Accepted, timeout=20, message="a working service saved")
        assert not dialog.service_error.isVisible()
        assert Settings.load().service_api_key == engine.config.api_key


async def test_captions_model_folder_is_checked_saved_and_given_to_the_hosting_engine(qtbot, tmp_path):
    """Settings' captions model: a folder without a faster-whisper model is said and not saved; a model folder
    is saved, and the embedded engine hosts with it (its captions use it instead of the built-in tiny.en)."""
    from meetdesk.ui.hosting import EmbeddedEngine

    settings = Settings(display_name="Ada")
    settings.save()
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    card = dialog.meetings
    assert card.captions_model_edit.text() == "" and card.captions_model_note.isHidden()
    not_a_model = tmp_path / "holiday photos"
    not_a_model.mkdir()
    card.captions_model_edit.setText(str(not_a_model))
    assert not card.captions_model_note.isHidden() and "model.bin" in card.captions_model_note.text()
    dialog.apply()
    assert Settings.load().captions_model == ""            # the built-in model is kept
    model = tmp_path / "whisper-base"
    model.mkdir()
    (model / "model.bin").write_bytes(b"\0" * 16)
    (model / "config.json").write_text("{}")
    card.captions_model_edit.setText(str(model))
    assert card.captions_model_note.isHidden()
    dialog.apply()
    assert Settings.load().captions_model == str(model)

    engine = EmbeddedEngine(tmp_path / "data", ready_delay=0.05)
    engine.captions_model = Settings.load().captions_model
    await engine.start()
    try:
        assert engine.process.config["captions_model"] == str(model)   # what the engine process was started with
    finally:
        await engine.stop()


async def test_settings_fit_the_screen_and_scroll_in_every_language(qtbot, wait):
    """The offscreen screen is 800x600 (smaller than the 1366x768 the dialog must fit): the dialog stays inside
    its free area with the title bar on the screen, Save in view, and the Meetings card reached by scrolling."""
    from PySide6.QtGui import QGuiApplication

    from meetdesk.ui import i18n

    free = QGuiApplication.primaryScreen().availableGeometry()
    try:
        for lang in ("en", "de", "fr"):
            i18n.install_language(lang)
            dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
            qtbot.addWidget(dialog)
            dialog.show()
            await wait(lambda: dialog.isVisible(), message="shown")
            shown = dialog.frameGeometry()
            assert free.top() <= shown.top() and shown.bottom() <= free.bottom(), (lang, shown, free)
            assert shown.width() <= 1366 - 16, (lang, shown)   # (the offscreen screen is narrower than 900)
            assert dialog.y() > free.top(), lang   # room for a title bar above it
            assert dialog.save_button.isVisible() and dialog.rect().contains(
                dialog.save_button.mapTo(dialog, dialog.save_button.rect().bottomRight()))
            dialog.scroll.ensureWidgetVisible(dialog.meetings.notifications_check)
            shown = dialog.meetings.notifications_check.visibleRegion()
            assert not shown.isEmpty(), lang
            dialog.close()
    finally:
        i18n.install_language("en")


def test_the_host_allows_streams_and_webhooks_to_their_network_off_by_default(qtbot):
    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    assert not dialog.allow_network_check.isChecked()
    dialog.allow_network_check.setChecked(True)
    dialog.apply()
    assert Settings.load().host_allow_network is True
