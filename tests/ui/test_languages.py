"""German and French everywhere: every window, panel, dialog and overlay of the app is opened in each language,
and no visible text, tooltip, placeholder or accessible name may still be its English source (names and links
aside), and no label may be cut off. Then: the room's locale holds for the whole meeting window, the system
language on first start, handed-over links."""
from __future__ import annotations

import os

import asyncio
import html
import re
import time
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QComboBox, QDialog, QGroupBox, QInputDialog, QLabel,
                               QLineEdit, QMessageBox, QPlainTextEdit, QTabWidget, QTableWidget, QTextEdit,
                               QToolButton, QTreeWidget, QWidget)

from meetdesk.ui import i18n
from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.hosting import EmbeddedEngine
from meetdesk.ui.settings import RecentMeeting, Settings
from meetdesk.ui.theme import resource

from test_join_flows import service
from ui_headless import HeadlessParticipant, running_desk

# Qt's own texts (message box and input dialog buttons): translated by Qt's translations (qtbase_<lang>.qm)
QT_ENGLISH = {"OK", "Cancel", "Yes", "No", "Close", "Apply", "Save", "Open", "Discard", "Abort", "Retry", "Ignore"}


def _pattern(source: str) -> str:
    return re.escape(source).replace("%1", ".+").replace("%2", ".+").replace("%3", ".+").replace("%n", r"\d+")


def english_patterns(lang: str) -> list[re.Pattern]:
    """A pattern per English source whose translation into lang differs from it (German "Chat" stays "Chat")."""
    patterns = []
    for message in ET.parse(resource("translations", f"meetdesk_{lang}.ts")).iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        texts = [n.text or "" for n in translation.iter("numerusform")] or [translation.text or ""]
        if all(t.casefold() != source.casefold() for t in texts):
            for variant in {source, source.split(" (")[0]}:     # call buttons name themselves without the key
                if re.search(r"[A-Za-z]{2}", re.sub(r"%[0-9n]", "", variant)):   # not a bare placeholder
                    patterns.append(re.compile(_pattern(variant), re.IGNORECASE | re.DOTALL))
    patterns += [re.compile(re.escape(t), re.IGNORECASE) for t in QT_ENGLISH    # Qt's own, where they differ
                 if QCoreApplication.translate("QPlatformTheme", t) != t]
    return patterns


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).replace("&", "").strip()


def texts_of(widget: QWidget) -> list[tuple[str, str]]:
    """(where, text) of everything a user sees or a screen reader speaks on this widget."""
    where = f"{type(widget).__name__}({widget.objectName() or widget.accessibleName() or ''})"
    found = [("accessible name", widget.accessibleName()), ("tooltip", widget.toolTip())]
    if widget.isWindow():
        found.append(("window title", widget.windowTitle()))
    if isinstance(widget, (QLabel, QAbstractButton)):
        found.append(("text", widget.text()))
    if isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit)):
        found.append(("placeholder", widget.placeholderText()))
    if isinstance(widget, QComboBox):
        found += [("item", widget.itemText(i)) for i in range(widget.count())]
    if isinstance(widget, QMessageBox):
        found += [("text", widget.text()), ("informative text", widget.informativeText())]
    if isinstance(widget, QTabWidget):
        found += [(kind, text) for i in range(widget.count())
                  for kind, text in (("tab", widget.tabText(i)), ("tab tooltip", widget.tabToolTip(i)))]
    if isinstance(widget, QGroupBox):
        found.append(("title", widget.title()))
    if isinstance(widget, QAbstractSpinBox):
        found.append(("special value", widget.specialValueText()))
    if isinstance(widget, QTableWidget):
        found += [("column", widget.horizontalHeaderItem(i).text()) for i in range(widget.columnCount())
                  if widget.horizontalHeaderItem(i) is not None]
    if isinstance(widget, QTreeWidget):
        found += [("column", widget.headerItem().text(i)) for i in range(widget.columnCount())]
    return [(f"{where} {kind}", _plain(text)) for kind, text in found if _plain(text)]


def problems(top: QWidget, lang: str, names: set[str] = frozenset()) -> list[str]:
    """English left in top and its children, and labels that do not fit."""
    patterns = english_patterns(lang)
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        for where, text in texts_of(widget):
            if text in names or "://" in text:
                continue
            for part in text.split("\n"):
                if any(p.fullmatch(part.strip()) for p in patterns):
                    found.append(f"{where}: English {part.strip()!r}")
        if isinstance(widget, QLabel) and widget.isVisible() and widget.text() and not widget.wordWrap() \
                and widget.sizeHint().width() > widget.width():
            found.append(f"{where}: cut off {widget.text()!r} ({widget.width()} < {widget.sizeHint().width()})")
        icon_only = isinstance(widget, QToolButton) and widget.toolButtonStyle() == Qt.ToolButtonIconOnly
        if isinstance(widget, QAbstractButton) and widget.isVisible() and widget.text() and not icon_only \
                and widget.sizeHint().width() > widget.width() + 2:   # a check box's or button's text cut
            found.append(f"{where}: cut off {widget.text()!r} ({widget.width()} < {widget.sizeHint().width()})")
        if widget.isVisible() and not isinstance(widget.window(), (QMessageBox, QInputDialog)) \
                and _past_right_edge(widget):   # (not Qt's own dialogs: they lay themselves out as they show)
            found.append(f"{where} in {type(widget.window()).__name__}: past the right edge of what shows it "
                         f"({widget.text() if hasattr(widget, 'text') else ''!r})")
    return found


def _past_right_edge(widget: QWidget) -> bool:
    """Whether ``widget`` reaches past its window's right edge, or past the viewport of the scroll area it is in
    where that area does not scroll sideways (the German console's right column ran out of the window)."""
    from PySide6.QtWidgets import QAbstractScrollArea
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        if parent.horizontalScrollBar().isVisible() or widget is parent.viewport():
            return False
        clip = parent.viewport()
    else:
        clip = widget.window()
    if widget is clip or widget.isWindow():
        return False
    return widget.mapTo(clip, widget.rect().topRight()).x() > clip.width() + 1


async def _settle() -> None:
    """Let layouts and pending events settle. The qasync loop processes Qt's events while a coroutine sleeps;
    QApplication.processEvents() must never be called from a coroutine: under qasync it runs other tasks' steps
    while this task is current, asyncio refuses and drops them, and those tasks (the call's senders, the engine's
    server) never wake again."""
    for _ in range(5):
        await asyncio.sleep(0.02)


@pytest.mark.parametrize("lang", ["de", "fr"])
async def test_every_window_in_german_and_french(tmp_path, wait, lang):
    """The main window, settings, the meeting window with each panel, its confirmations, the shortcut overlay,
    the host console with every page it has, and the end page. A new window or dialog joins here: open it,
    `seen += problems(it, lang, names)`; a new host console page is found by itself (console.pages)."""
    names = {"Ada Host", "Grace Guest", "Standup", "Weekly"}
    recent = [RecentMeeting("Standup", "http://127.0.0.1:9/?guest=a1", time.time()),
              RecentMeeting("Weekly", "http://127.0.0.1:9/?guest=a2", time.time() - 300)]
    async with running_desk(tmp_path / "data", language=lang, recent=recent) as desk:
        seen: list[str] = []
        # main window: recent meetings, an error, the waiting page
        window = desk.window
        await _settle()
        assert "vor 5 Min." in window.recent_buttons()[1].text() if lang == "de" else \
            "il y a 5 min" in window.recent_buttons()[1].text()
        seen += problems(window, lang, names)
        desk.open_link("no link at all")
        await wait(lambda: window.message.isVisible(), message="error shown")
        seen += problems(window, lang, names)
        window.show_waiting()
        await _settle()
        seen += problems(window, lang, names)
        window.show_home()

        desk.open_settings()
        dialog = desk.settings_dialog
        await _settle()
        seen += problems(dialog, lang, names)
        dialog.reject()

        desk.host()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosted meeting connected")
        meeting, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
        try:
            await guest.client.send_message(guest.access_key, "Hallo")
            await wait(lambda: len(meeting.chat_panel.messages) == 1, message="chat message")
            controller.host.lock()
            await wait(lambda: meeting.lock_badge.isVisible(), message="locked")
            await controller.client.start_recording(controller.access_key)
            await wait(lambda: meeting.rec_badge.isVisible(), message="REC badge")
            desk.open_link("http://127.0.0.1:9/?guest=late")          # a link during the meeting: a notice
            await _settle()
            assert len(meeting.notices.visible_notices()) >= 3        # locked, recording, leave first
            for panel in ("people", "chat", "host"):
                meeting.open_panel(panel)
                if panel == "host":
                    desk.permalinks.create(None)
                    await wait(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy,
                               message="permalink listed")
                await _settle()
                seen += problems(meeting, lang, names)
            boxes = [meeting.host_panel.meeting.lock_confirmation()[0], meeting.host_panel.meeting.end_confirmation()[0],
                     meeting.host_panel.permalinks.host_name_dialog()]
            for box in boxes:
                box.show()
                await _settle()
                seen += problems(box, lang, names)
                box.done(QDialog.Rejected)
            meeting.show_help()
            await _settle()
            seen += problems(meeting.help, lang, names)
            meeting.help.hide()
            meeting.showMinimized()                                 # the mini window while away (views/away.py)
            await wait(lambda: meeting.away.mini is not None and meeting.away.mini.isVisible(), message="mini")
            await _settle()
            seen += problems(meeting.away.mini, lang, names)
            meeting.showNormal()
            meeting.activateWindow()
            await wait(lambda: not meeting.away.mini.isVisible(), message="mini window gone")

            console = meeting.open_host_console()
            for key in [None, *console.pages]:                      # the console as it opens, then each page
                if key is not None:
                    console.show_page(key)
                await _settle()
                seen += problems(console, lang, names)
                if os.environ.get("MEETDESK_LANGUAGE_SHOTS"):         # a folder: each page as it looks
                    console.grab().save(f"{os.environ['MEETDESK_LANGUAGE_SHOTS']}/console-{lang}-{key}.png")
            console.close()

            await controller.client.stop_recording(controller.access_key)
            await wait(lambda: not meeting.rec_badge.isVisible(), message="REC badge gone")
            ready = {"de": "Die Aufnahme ist fertig", "fr": "L’enregistrement est prêt"}[lang]
            await wait(lambda: ready in meeting.notices.history, timeout=20, message="recording ready notice")
            await _settle()
            seen += problems(meeting, lang, names)
        finally:
            await guest.close()
        controller.end_meeting()
        await wait(lambda: meeting.ended, message="end page")
        await _settle()
        seen += problems(meeting, lang, names)
        meeting.close_button.click()
        await wait(lambda: desk.meeting_window is None and desk.window.isVisible(), message="back to start")
        assert seen == [], "\n".join(seen)


async def test_guest_dialog_in_german_and_french(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Henri", name="Point")
        for lang in ("de", "fr"):
            async with running_desk(tmp_path / f"data-{lang}", language=lang) as desk:
                desk.open_link(room.links.guest_join)
                await wait(lambda: len(desk.guest_dialogs) == 1, message="guest dialog")
                await _settle()
                assert problems(desk.guest_dialogs[0], lang, {"Ada Host"}) == []
                desk.guest_dialogs[0].reject()


async def test_room_locale_holds_for_the_whole_meeting_window(tmp_path, wait):
    """The rule: a room's locale wins for its meeting window (later notices and dialogs too); the app
    returns to the user's language when the window closes."""
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data", language="en") as desk:
        room = await api.start_room("Dora", name="Runde", options={"lock_available": True,
                                                                   "custom_fields": {"locale": "de"}})
        host = await HeadlessParticipant.join(room.links.gui, "Dora")
        ada = await api.start_room("Ada Host", room_id=room.room.id)      # the app is a second participant
        try:
            desk.open_link(ada.links.gui)
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="connected")
            window = desk.meeting_window
            await wait(lambda: len(desk.meeting.people.people) == 2, message="two people")
            await api.lock(host.access_key)
            await wait(lambda: "Das Meeting ist jetzt gesperrt" in window.notices.history, message="German notice")
            await _settle()
            assert window.people_panel.title.text() == "TEILNEHMENDE (2)"
            assert "Verbunden" in window.connection_label.text()
            assert problems(window, "de", {"Ada Host", "Dora", "Runde"}) == []
            box, _end = window.host_panel.meeting.end_confirmation()
            assert {b.text().replace("&", "") for b in box.buttons()} == {"Für alle beenden", "Abbrechen"}
            window.close()
            await wait(lambda: desk.meeting_window is None, message="closed")
            assert i18n.current_language() == "en" and desk.window.join_button.text() == "Join"
        finally:
            await host.close()


async def test_room_without_locale_follows_the_user(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data", language="fr") as desk:
        room = await api.start_room("Dora", name="Runde")
        host = await HeadlessParticipant.join(room.links.gui, "Dora", with_call=False)
        try:
            desk.open_link(room.links.gui)
            await wait(lambda: desk.meeting_window is not None, message="meeting window")
            assert desk.meeting_window.leave_button.text() == "Quitter"
        finally:
            await host.close()


@pytest.mark.parametrize("chosen,room_locale,expected", [
    ("en", "de", "de"), ("fr", "de", "de"), ("de", "fr", "fr"),
    ("fr", "en", "fr"),              # "en" is the API's default: every room without a locale reports it
    ("fr", None, "fr"), ("fr", "es", "fr"), ("fr", ["de"], "fr"), ("", "en", "de"), ("", "fr", "fr")])
def test_meeting_language_rule(monkeypatch, chosen, room_locale, expected):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.meeting_language(chosen, room_locale) == expected


@pytest.mark.parametrize("env,chosen,expected", [
    ({"LANG": "de_DE.UTF-8"}, "", "de"), ({"LANG": "fr_FR.UTF-8"}, "", "fr"),
    ({"LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "", "fr"), ({"LANG": "es_ES.UTF-8"}, "", "en"),
    ({"LANG": "es_ES.UTF-8", "LANGUAGE": "es:de"}, "", "de"), ({"LANG": "de_DE.UTF-8"}, "en", "en")])
def test_first_start_follows_the_system_language(qapp, tmp_path, monkeypatch, env, chosen, expected):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    if chosen:
        Settings(language=chosen).save()
    desk = MeetDeskApp(Settings.load(), EmbeddedEngine(tmp_path / "data"), confirm=False, preview=False)
    try:
        assert i18n.current_language() == expected
        assert desk.window.join_button.text() == {"de": "Beitreten", "fr": "Rejoindre", "en": "Join"}[expected]
        assert desk.settings.language == chosen            # the system's language is not written as a choice
    finally:
        desk.window.close()


def test_settings_show_the_system_language_without_choosing_it(qtbot, monkeypatch):
    from meetdesk.ui.views.settings_dialog import SettingsDialog
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    settings = Settings(display_name="Ada")
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    assert dialog.language_combo.currentData() == "fr"
    dialog.apply()
    assert settings.language == ""                     # saved untouched: still follows the system
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("de"))
    dialog.apply()
    assert settings.language == "de"


async def test_handed_over_links_replace_a_pending_one(tmp_path, wait):
    """Three links handed over (second launches) while the app runs: one guest dialog, for the newest link,
    and the window in front; joining takes the newest link's meeting."""
    from meetdesk.ui.single_instance import InstanceServer, send_to_running
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data") as desk:
        rooms = [await api.start_room("Host", name=f"Room {i}") for i in range(3)]
        server = InstanceServer()
        assert server.listen()
        server.link_received.connect(desk.open_link)
        try:
            for room in rooms:
                assert send_to_running(room.links.guest_join)
                await wait(lambda: len(desk.guest_dialogs) == 1 and desk.window.link_edit.text() ==
                           room.links.guest_join, message="one dialog for the newest link")
            await _settle()
            assert len(desk.guest_dialogs) == 1 and desk.window.isVisible()
            dialog = desk.guest_dialogs[0]
            dialog.name_edit.setText("Gus")
            dialog.join_button.click()
            await wait(lambda: desk.meeting_window is not None, timeout=20, message="joined")
            assert desk.meeting.room_name == "Room 2"
            await wait(lambda: desk.meeting.state == "connected", timeout=20, message="connected")
            # a link during the meeting still gets a notice, and no dialog
            desk.open_link(rooms[0].links.guest_join)
            assert desk.guest_dialogs == [] and desk.meeting_window.notices.history[-1].startswith("Leave")
        finally:
            server.close()
