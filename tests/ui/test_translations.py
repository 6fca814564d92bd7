"""English, German and French: complete .ts files, compiled .qm committed, chosen by settings and room."""
from __future__ import annotations

import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from meetdesk.ui import i18n
from meetdesk.ui.settings import Settings
from meetdesk.ui.theme import resource
from meetdesk.ui.views.main_window import MainWindow
from meetdesk.ui.widgets.elided_label import ElidedLabel

from test_join_flows import service
from ui_headless import HeadlessParticipant, running_desk

TRANSLATIONS = resource("translations")


def _sources(ts: Path) -> set[str]:
    return {m.find("source").text for m in ET.parse(ts).iter("message")}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_translation_files_are_complete_and_compiled(lang):
    ts = TRANSLATIONS / f"meetdesk_{lang}.ts"
    qm = TRANSLATIONS / f"meetdesk_{lang}.qm"
    assert qm.exists() and qm.stat().st_size > 1000
    unfinished = [m.find("source").text for m in ET.parse(ts).iter("message")
                  if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")]
    assert unfinished == []


def test_every_ui_string_is_in_the_translation_sources(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate not installed")
    fresh = tmp_path / "fresh.ts"
    ui_dir = Path(i18n.__file__).parent
    subprocess.run([str(lupdate), "-extensions", "py", "-silent", str(ui_dir), "-ts", str(fresh)], check=True,
                   capture_output=True)
    missing = _sources(fresh) - _sources(TRANSLATIONS / "meetdesk_de.ts")
    assert not missing, f"run pyside6-lupdate and translate: {sorted(missing)[:5]}"


@pytest.mark.parametrize("lang,join_text,host_text", [("de", "Beitreten", "Meeting veranstalten"),
                                                       ("fr", "Rejoindre", "Organiser une réunion"),
                                                       ("en", "Join", "Host a meeting")])
def test_settings_language_translates_the_main_window(qtbot, lang, join_text, host_text):
    assert i18n.install_language(lang)
    window = MainWindow(Settings(display_name="Ada"))
    qtbot.addWidget(window)
    assert window.join_button.text() == join_text and window.host_button.text() == host_text


@pytest.mark.parametrize("lang,expected", [("de", "vor 3 Tagen"), ("fr", "il y a 3 jours"), ("en", "3 days ago")])
def test_the_recent_list_says_how_long_ago_in_the_language(qtbot, lang, expected):
    settings = Settings(display_name="Ada")
    settings.add_recent("Point", "http://127.0.0.1:1/?key")
    settings.recent[0].joined_at = time.time() - 3 * 86400 - 600
    assert i18n.install_language(lang)
    try:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        assert [b.text().splitlines()[-1].split(" · ")[-1] for b in window.recent_buttons()] == [expected]
    finally:
        i18n.install_language("en")


async def test_room_locale_chooses_the_meeting_language(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data", language="en") as desk:
        room = await api.start_room("Henri", name="Point", options={"custom_fields": {"locale": "fr"}})
        host = await HeadlessParticipant.join(room.links.gui, "Henri", with_call=False)
        try:
            desk.open_link(room.links.gui)
            await wait(lambda: desk.meeting_window is not None, message="meeting window")
            window = desk.meeting_window
            assert window.leave_button.text() == "Quitter"
            assert window.people_panel.title.text().startswith("PARTICIPANTS")
            await wait(lambda: desk.meeting.state == "connected", timeout=20, message="connected")
            window.close()   # the room's locale holds while its window is open (ui/i18n.py), then:
            await wait(lambda: desk.meeting_window is None, message="meeting closed")
            assert i18n.current_language() == "en"       # the app itself stays in the settings' language
        finally:
            await host.close()


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_invite_card_shows_its_whole_text(qtbot, lang):
    """The "only one here" card's wrapped sentences get the height they need (French was cut in half)."""
    from PySide6.QtWidgets import QWidget

    from meetdesk.ui.theme import STYLESHEET
    from meetdesk.ui.views.people_panel import AloneView

    assert i18n.install_language(lang)
    try:
        stage = QWidget()
        stage.setStyleSheet(STYLESHEET)   # the app's fonts decide the lines
        qtbot.addWidget(stage)
        stage.resize(760, 430)
        view = AloneView(stage)
        view.set_invite("https://192.168.1.20:8765/?guest=zg8FbPybn73t4iqryMtV3Jx2", True, "network")
        view.setGeometry(0, 0, 760, 430)
        stage.show()
        qtbot.waitExposed(stage)
        for label in (view.reach_label, view.text):
            assert label.height() >= label.heightForWidth(label.width()), (lang, label.text())
    finally:
        i18n.install_language("en")


def test_the_people_list_shows_names_in_full_where_there_is_room(qtbot):
    """In the panel's usual width, "Ada Lovelace" with the state icons and the remove button is not cut to
    "Ada Lov…" (the icons sat 10 px apart and took the name's room)."""
    from meetdesk.ui.controllers.people import Person
    from meetdesk.ui.theme import STYLESHEET
    from meetdesk.ui.views.people_panel import PeoplePanel

    panel = PeoplePanel()
    panel.setStyleSheet(STYLESHEET)
    qtbot.addWidget(panel)
    panel.resize(320, 400)
    panel.set_can_kick(True)
    panel.set_people([Person("a", "Ada Lovelace", is_self=True, mic_on=True, in_picture=True),
                      Person("b", "Grace Hopper", guest=True, mic_on=False, camera_on=False, in_picture=True,
                             speaking=True)])
    panel.show()
    qtbot.waitExposed(panel)
    labels = [label for label in panel.findChildren(ElidedLabel) if label.text() in ("Ada Lovelace", "Grace Hopper")]
    assert len(labels) == 2 and not any(label.elided for label in labels), [label.width() for label in labels]


def test_dates_are_written_as_the_language_writes_them_and_the_preview_card_says_so(qapp):
    """Recordings and snapshots showed ISO dates (2026-11-29 01:04) in German and French; the camera preview's
    test card said PREVIEW in every language."""
    from meetdesk.client import Recording
    from meetdesk.media.bitmap_font import glyph
    from meetdesk.ui.views.host.recordings import RecordingRow

    moment = "2026-11-29T01:04:09Z"
    try:
        for lang, written, preview in (("de", "29.11.26", "Vorschau"), ("fr", "29/11/2026", "Aperçu"),
                                       ("en", "11/29/26", "Preview")):
            assert i18n.install_language(lang)
            assert i18n.local_datetime(moment).startswith(written), (lang, i18n.local_datetime(moment))
            rec = Recording.from_json({"id": "r1", "created_at": 1795914249, "duration": 60, "links": {}})
            assert RecordingRow(rec, False).title.text() == i18n.local_datetime(1795914249)
            from PySide6.QtCore import QCoreApplication
            assert QCoreApplication.translate("MediaPreview", "Preview") == preview
        assert (glyph("ç") == glyph("C")).all()   # the card's font draws Aperçu as APERCU, not APER?U
        assert i18n.local_datetime("not a date") == "" and i18n.local_datetime(None) == ""
    finally:
        i18n.install_language("en")
