"""Hosting from the main window on the embedded engine, with a headless guest on the other side:
every control drives its request and the UI shows what comes back."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from meetdesk.client.errors import ServiceError
from meetdesk.client.rest import join_from_link
from meetdesk.ui.settings import Settings

from ui_headless import HeadlessParticipant, running_desk


async def _host(desk, wait):
    desk.window.host_button.click()
    # the first click starts the engine's process: on the loaded 2-core machine it listened 7.5 s after its
    # first log line and about 15 s after the click (a run of four UI files beside other sessions' suites)
    await wait(lambda: desk.meeting_window is not None, timeout=45, message="meeting window")
    await wait(lambda: desk.meeting.state == "connected", timeout=20, message="host call connected")
    return desk.meeting_window, desk.meeting


async def test_host_meeting_with_a_guest(tmp_path, wait, qtbot):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        assert not desk.window.isVisible() and window.isVisible()
        assert desk.settings.recent and desk.settings.recent[0].title == "Ada Host's meeting"
        link = window.host_panel.meeting.guest_link_edit.text()
        assert "?guest=" in link and link == controller.guest_link

        guest = await HeadlessParticipant.join(link, "Grace Guest")
        try:
            # participant list and join notice
            await wait(lambda: [r.person.name for r in window.people_panel.rows()] == ["Ada Host", "Grace Guest"],
                       message="participants listed")
            rows = window.people_panel.rows()
            assert rows[0].kick_button is None and rows[1].kick_button is not None   # no self-removal
            assert "Grace Guest joined" in window.notices.history
            # the guest's video plays in the window, the self-view shows the local camera
            await wait(lambda: window.video.frames_painted >= 5 and window.self_view.frames_painted >= 5,
                       message="remote video and self-view painted")
            assert window.video.current_image().width() > 0
            # the numbers are in the connection details (a popup), not in the top bar
            window._update_stats()
            assert "Frames received" in window.top_bar.stats_label.text()
            assert not [label.text() for label in window.top_bar.findChildren(QLabel)
                        if label.isVisible() and ("fps" in label.text() or "dropped" in label.text())]
            assert window.top_bar.details_button.isVisible()

            # chat both ways
            window.open_panel("chat")
            qtbot.keyClicks(window.chat_panel.input, "Hello Grace")
            qtbot.keyClick(window.chat_panel.input, Qt.Key_Return)
            await wait(lambda: any(m.get("content") == "Hello Grace" for m in guest.received("chat")),
                       message="chat reaches the guest")
            await guest.client.send_message(guest.access_key, "Hi Ada")
            await wait(lambda: any(m["content"] == "Hi Ada" and m["name"] == "Grace Guest"
                                   for m in window.chat_panel.messages), message="guest chat shown")
            assert any(m["own"] and m["content"] == "Hello Grace" for m in window.chat_panel.messages)
            assert not window.call_bar.unread_badge.isVisible()   # read as it came: the chat was open
            # with the chat closed, what arrives is counted on its button until the chat is opened
            window.open_panel("people")
            for text in ("One more thing", "And another"):
                await guest.client.send_message(guest.access_key, text)
            await wait(lambda: window.call_bar.unread == 2, message="two unread")
            badge = window.call_bar.unread_badge
            assert badge.isVisible() and badge.text() == "2"
            assert window.chat_button.accessibleName() == "Chat, 2 unread"
            assert window.chat_button.rect().contains(badge.geometry())   # on the button, not cut off
            window.toggle_panel("chat")
            assert window.call_bar.unread == 0 and not badge.isVisible()
            assert window.chat_button.accessibleName() == "Chat"

            # keyboard: m mutes the microphone, space talks while held, v turns the camera off
            window.stage.setFocus()
            window.handle_key(Qt.Key_M, True)
            assert window.mic_button.isChecked() and controller.local_media.audio.muted
            window.handle_key(Qt.Key_Space, True)
            assert not controller.local_media.audio.muted
            window.handle_key(Qt.Key_Space, True, auto_repeat=True)
            window.handle_key(Qt.Key_Space, False)
            assert controller.local_media.audio.muted and window.mic_button.isChecked()
            window.handle_key(Qt.Key_V, True)
            assert window.camera_button.isChecked() and controller.local_media.video.muted

            def guest_sees_black() -> bool:
                if not guest.video_frames:
                    return False
                return float(np.mean(guest.video_frames[-1].to_ndarray(format="gray"))) < 30
            await wait(guest_sees_black, message="guest receives black video while the camera is off")
            window.handle_key(Qt.Key_V, True)
            await wait(lambda: not guest_sees_black(), message="video back on")

            # help overlay lists the shortcuts; any key closes it
            window.handle_key(Qt.Key_Question, True, text="?")
            assert window.help.isVisible()
            window.handle_key(Qt.Key_A, True)
            assert not window.help.isVisible()

            # the host console opens from the host panel, in a window of its own; closing the meeting closes it
            window.open_panel("host")
            window.host_panel.console_button.click()
            console = window.host_console
            assert console is not None and console.isVisible() and console.isWindow()
            assert "Ada Host's meeting" in console.windowTitle()
            area = console.screen().availableGeometry()
            assert area.contains(console.frameGeometry()), (area, console.frameGeometry())   # whole on screen
            console.close()

            # lock: request, event back, indicator, and nobody new gets in
            assert window.host_panel.meeting.lock_button.isEnabled()
            window.host_panel.meeting.lock_button.click()
            await wait(lambda: window.lock_badge.isVisible(), message="lock badge")
            await wait(lambda: guest.received("lock"), message="guest told about the lock")
            assert not window.host_panel.meeting.lock_button.isEnabled()
            assert "The meeting is now locked" in window.notices.history
            try:
                await join_from_link(link, "Late Larry")
                raise AssertionError("a locked meeting let a new guest in")
            except ServiceError as exc:
                assert exc.status == 423

        finally:
            await guest.close()


async def test_host_removes_a_guest(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
        try:
            await wait(lambda: len(window.people_panel.rows()) == 2, message="guest listed")
            rows = window.people_panel.rows()
            rows[1].kick_button.click()
            await wait(lambda: [r.person.name for r in window.people_panel.rows()] == ["Ada Host"],
                       timeout=15, message="guest removed from the list")
            assert "Grace Guest left" in window.notices.history
            try:
                await guest.client.get_meeting(guest.access_key)
                raise AssertionError("a removed guest kept access")
            except ServiceError as exc:
                assert exc.status in (404, 410)
        finally:
            await guest.close()


async def test_end_meeting_for_all_shows_end_page_and_guest_loses_access(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        guest = await HeadlessParticipant.join(controller.guest_link, "Bob", with_call=False)
        try:
            window.end_button.click()
            await wait(lambda: window.ended, message="end page")
            assert window.end_title.text() == "The meeting has ended"
            assert not window.rejoin_button.isVisible()
            try:
                await guest.client.get_meeting(guest.access_key)
                raise AssertionError("meeting still running")
            except ServiceError as exc:
                assert exc.status == 410
            window.close_button.click()
            await wait(lambda: desk.meeting_window is None and desk.window.isVisible(), message="back to start")
        finally:
            await guest.close()


async def test_leave_then_rejoin_from_the_end_page(tmp_path, wait):
    """Rejoin comes back as you left: muted and with the camera off here (nothing turns on by itself)."""
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        assert not window.mic_button.isChecked() and not controller.local_media.audio.muted   # Settings' default
        window.mic_button.click()
        window.camera_button.click()
        assert controller.local_media.audio.muted and controller.local_media.video.muted
        window.leave_button.click()
        await wait(lambda: window.ended, message="left")
        assert window.end_title.text() == "You left the meeting"
        window.rejoin_button.click()
        await wait(lambda: desk.meeting_window is not None and desk.meeting_window is not window,
                   message="rejoined window")
        await wait(lambda: desk.meeting.state == "connected", timeout=20, message="rejoined call")
        assert desk.meeting.access_key == controller.access_key
        again = desk.meeting_window
        assert again.mic_button.isChecked() and again.camera_button.isChecked()
        media = desk.meeting.local_media
        assert media.audio.muted and media.video.muted and media.media_state[:2] == (False, False)


async def test_settings_start_meetings_muted_with_the_camera_off(tmp_path, wait):
    async with running_desk(tmp_path / "data", join_muted=True, join_camera_off=True) as desk:
        window, controller = await _host(desk, wait)
        assert window.mic_button.isChecked() and window.camera_button.isChecked()
        assert controller.local_media.audio.muted and controller.local_media.video.muted
        assert window.mic_button.accessibleName() == "Unmute microphone"
        window.mic_button.click()   # unmuting works as usual
        assert not controller.local_media.audio.muted




async def test_recent_meetings_one_per_room_marked_hosted_and_ended_removable(tmp_path, wait):
    """Hosting twice keeps one entry: the host's own room, whose link starts it again, so it is never marked
    Ended (its meeting ended or not); the same room joined with another key stays one entry, saying Joined; the
    link box is empty after joining, and an entry can be removed."""
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        first_link = desk.settings.recent[0].link
        assert desk.settings.recent[0].hosted and not desk.settings.recent[0].ended
        window.end_button.click()
        await wait(lambda: window.ended, message="end page")
        window.close_button.click()
        await wait(lambda: desk.meeting_window is None, message="back to start")
        main = desk.window
        assert main.recent_buttons()[0].text().splitlines()[-1].startswith("Hosted · ")
        assert main.recent_buttons()[0].property("ended") is False

        window, controller = await _host(desk, wait)   # hosting again: the same room, still one hosted entry
        assert [(r.hosted, r.ended) for r in desk.settings.recent] == [(True, False)]
        assert desk.settings.recent[0].link == first_link
        window.leave_button.click()
        await wait(lambda: window.ended, message="left")
        window.close_button.click()
        await wait(lambda: desk.meeting_window is None, message="back to start")
        assert main.recent_buttons()[0].text().splitlines()[-1].startswith("Hosted · ")

        guest = await HeadlessParticipant.join(controller.guest_link, "Bob", with_call=False)
        try:
            main.link_edit.setText(guest.access_key)
            main.join_button.click()
            await wait(lambda: desk.meeting_window is not None, message="joined as Bob")
            assert main.link_edit.text() == "" and not main.message.isVisible()
            # the same room joined with another key: still one entry for the room, the newest way in
            assert [(r.hosted, r.link) for r in desk.settings.recent] == [(False, guest.access_key)]
            desk.meeting_window.leave_button.click()
            await wait(lambda: desk.meeting_window.ended, message="left")
            desk.meeting_window.close_button.click()
            await wait(lambda: desk.meeting_window is None, message="back to start")
            assert main.recent_buttons()[0].text().splitlines()[-1].startswith("Joined · ")
            main.recent_remove_buttons()[0].click()
            assert desk.settings.recent == [] and Settings.load().recent == [] and main.recent_buttons() == []
        finally:
            await guest.close()
