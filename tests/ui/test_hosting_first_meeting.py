"""Hosting as a new user would: the app asks once for the name to host as (suggesting the account's name) and
remembers it; alone in the meeting, the stage shows how to invite the others instead of a black area, until
someone joins (and again when they leave)."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from meetdesk.ui.settings import Settings
from meetdesk.ui.views.host_name_dialog import account_name

from test_meeting_resilience_and_access import _unnamed_controls
from ui_headless import HeadlessParticipant, running_desk


async def test_the_name_is_asked_once_and_remembered(tmp_path, wait):
    async with running_desk(tmp_path / "data", display_name="") as desk:
        assert desk.window.footer_name.text() == "No display name set yet"
        desk.window.host_button.click()
        dialog = desk.window.name_dialog
        assert dialog is not None and dialog.isVisible()
        assert desk.join.active is False and desk.meeting is None          # nothing started without a name
        assert dialog.name_edit.text() == account_name() and account_name()   # the account's name, suggested
        assert _unnamed_controls(dialog, at_least=3) == []
        dialog.name_edit.setText("  Nora   Host  ")
        dialog.ok_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="hosting as Nora Host")
        assert desk.meeting.meeting.user.name == "Nora Host"
        assert Settings.load().display_name == "Nora Host"                   # kept in settings.json
        assert desk.window.footer_name.text() == "You appear as Nora Host"
        desk.meeting_window.close()
        await wait(lambda: desk.meeting is None, message="meeting window closed")

        desk.window.name_dialog = None
        desk.window.host_button.click()                                      # the second time: no question
        assert desk.window.name_dialog is None
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="hosting again")
        assert desk.meeting.meeting.user.name == "Nora Host"


async def test_cancelling_the_name_hosts_nothing(tmp_path, wait):
    async with running_desk(tmp_path / "data", display_name="") as desk:
        desk.window.host_button.click()
        desk.window.name_dialog.name_edit.setText("   ")
        assert not desk.window.name_dialog.ok_button.isEnabled()
        desk.window.name_dialog.reject()
        assert desk.meeting is None and not desk.join.active and desk.settings.display_name == ""


async def test_alone_the_stage_shows_how_to_invite(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        window, controller = desk.meeting_window, desk.meeting
        alone = window.alone
        await wait(alone.isVisible, message="the invite view while alone")
        assert alone.link_edit.text() == controller.guest_link and "?guest=" in alone.link_edit.text()
        assert alone.permalinks_button.isVisible()                       # a host can also send permalinks
        assert alone.geometry().width() > window.video.width() * 0.9      # it covers the empty video area
        alone.copy_button.click()
        assert QGuiApplication.clipboard().text() == controller.guest_link
        assert "Guest link copied" in window.notices.history
        alone.permalinks_button.click()
        assert window.panel == "host"

        guest = await HeadlessParticipant.join(alone.link_edit.text(), "Grace Guest")
        try:
            await wait(lambda: not alone.isVisible(), message="the invite view goes when someone joins")
        finally:
            await guest.close()
        await wait(alone.isVisible, timeout=20, message="alone again after the guest left")
