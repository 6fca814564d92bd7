"""Away from the meeting window (views/away.py, ui/controllers/away.py): the mini window and the tray's
notifications, in a meeting hosted on the real embedded engine with a headless guest on the other side.

Offscreen Qt has no other application to give the focus to: the application's state is never inactive there, so
the tests emit QGuiApplication.applicationStateChanged(ApplicationInactive) as the platform does when another
application takes the focus. Everything else is real: the meeting window's activation (a MeetDesk dialog taking
the focus, the window activated again), minimizing it, the call's frames, the buttons, the guest's view of them."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from meetdesk.ui.controllers.hands import Hand, hand_message
from meetdesk.ui.controllers.people import media_state_from_message, strip_domain
from meetdesk.ui.settings import Settings

from ui_headless import HeadlessParticipant, running_desk
from waiting import until_sync


async def _host(desk, wait):
    desk.window.host_button.click()
    await wait(lambda: desk.meeting_window is not None, message="meeting window")
    await wait(lambda: desk.meeting.state == "connected", timeout=20, message="host call connected")
    window = desk.meeting_window
    window.activateWindow()
    await wait(window.isActiveWindow, message="meeting window active")
    return window, desk.meeting


def _app_state(state) -> None:
    """What the platform reports when another application takes the focus (inactive) or gives it back."""
    QApplication.instance().applicationStateChanged.emit(state)


async def _focus_back(window, wait) -> None:
    _app_state(Qt.ApplicationActive)
    if window.isMinimized():
        window.showNormal()
    window.activateWindow()
    await wait(window.isActiveWindow, message="meeting window active again")


def _mini_shown(window) -> bool:
    mini = window.away.mini
    return mini is not None and mini.isVisible()


def _guest_sees_mic(guest) -> bool | None:
    """The host's microphone as the guest last heard it announced (None: nothing announced yet)."""
    states = [media_state_from_message(m.get("content")) for m in guest.received("custom")]
    states = [s for s in states if s is not None]
    return states[-1].mic if states else None


def _drag(widget, start: QPoint, end: QPoint) -> None:
    """Press on ``widget`` at ``start``, move the mouse to ``end`` (both in the widget's coordinates), release."""
    app = QApplication.instance()
    origin = widget.mapToGlobal(QPoint(0, 0))
    for kind, at, button, buttons in ((QEvent.MouseButtonPress, start, Qt.LeftButton, Qt.LeftButton),
                                      (QEvent.MouseMove, (start + end) / 2, Qt.NoButton, Qt.LeftButton),
                                      (QEvent.MouseMove, end, Qt.NoButton, Qt.LeftButton),
                                      (QEvent.MouseButtonRelease, end, Qt.LeftButton, Qt.NoButton)):
        app.sendEvent(widget, QMouseEvent(kind, QPointF(at), QPointF(origin + at), button, buttons,
                                          Qt.NoModifier))


async def test_mini_window_on_focus_loss_shows_the_call_and_controls_it(tmp_path, wait, qtbot):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
        try:
            await wait(lambda: window.video.frames_painted >= 3, message="the guest's video in the meeting window")
            # focus to a MeetDesk dialog: the meeting window is no longer active, the app still is: no mini window
            picker = window.open_share_picker()
            picker.activateWindow()
            await wait(lambda: picker.isActiveWindow() and not window.isActiveWindow(), message="dialog active")
            await wait(lambda: controller.state == "connected", message="still in the call")   # events ran
            assert not _mini_shown(window) and not window.away.controller.mini_window_shown
            picker.reject()
            await _focus_back(window, wait)

            # another application takes the focus: the mini window, on top, frameless, with the call's picture
            received = window.video.frames_received
            _app_state(Qt.ApplicationInactive)
            await wait(lambda: _mini_shown(window), message="mini window shown")
            mini = window.away.mini
            flags = mini.windowFlags()
            assert flags & Qt.WindowStaysOnTopHint and flags & Qt.FramelessWindowHint and flags & Qt.Tool
            assert mini.screen().availableGeometry().contains(mini.frameGeometry())
            await wait(lambda: mini.video.frames_painted >= 5, message="frames painted in the mini window")
            assert window.video.frames_received > received   # the same frames, one decode: the window gets them too
            assert mini.video.source_size().width() >= 320   # the guest's picture, not a placeholder

            # its microphone button mutes the call: the guest is told, the meeting window's button follows
            await wait(lambda: _guest_sees_mic(guest) is True, message="the guest knows the host's microphone on")
            mini.mic_button.click()
            assert window.mic_button.isChecked() and controller.local_media.audio.muted
            assert window.away.tray.mute_action.text() == "Unmute"
            await wait(lambda: _guest_sees_mic(guest) is False, message="the guest sees the host muted")
            window.mic_button.click()   # and the other way round
            assert not mini.mic_button.isChecked() and mini.mic_button.accessibleName() == "Mute microphone"
            await wait(lambda: _guest_sees_mic(guest) is True, message="the guest sees the host unmuted")
            mini.camera_button.click()
            assert window.camera_button.isChecked() and controller.local_media.video.muted

            # the meeting window focused again: the mini window goes
            await _focus_back(window, wait)
            await wait(lambda: not _mini_shown(window), message="mini window gone on focus back")

            # minimized: it comes back; a double click on its picture brings the meeting window back
            window.showMinimized()
            await wait(lambda: _mini_shown(window), message="mini window shown for the minimized window")
            qtbot.mouseDClick(mini.video, Qt.LeftButton)
            await wait(lambda: not window.isMinimized() and not _mini_shown(window), message="back to the meeting")

            # leaving from it ends the meeting for this user: the mini window goes with the meeting
            window.showMinimized()
            await wait(lambda: _mini_shown(window), message="mini window shown again")
            mini.leave_button.click()
            await wait(lambda: window.ended, message="left from the mini window")
            assert window.end_title.text() == "You left the meeting"
            assert not _mini_shown(window) and window.away.tray.icon is None
        finally:
            _app_state(Qt.ApplicationActive)
            await guest.close()


async def test_mini_window_position_is_remembered_inside_the_screen(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        window.showMinimized()
        await wait(lambda: _mini_shown(window), message="mini window shown")
        mini = window.away.mini
        area = mini.screen().availableGeometry()
        assert area.contains(mini.frameGeometry())
        start = mini.pos()
        _drag(mini.video, QPoint(100, 60), QPoint(40, 20))   # 60 px left, 40 px up, by the picture
        assert mini.pos() == start - QPoint(60, 40)
        assert desk.settings.mini_window_pos == [mini.x(), mini.y()]
        assert Settings.load().mini_window_pos == [mini.x(), mini.y()]
        dropped = mini.pos()

        await _focus_back(window, wait)
        await wait(lambda: not _mini_shown(window), message="mini window gone")
        window.showMinimized()
        await wait(lambda: _mini_shown(window), message="mini window shown again")
        assert mini.pos() == dropped   # where it was dropped

        # dropped mostly off the screen: pushed back inside its available area
        _drag(mini.video, QPoint(100, 60), QPoint(100 + area.width(), 60 + area.height()))
        assert area.contains(mini.frameGeometry()), (area, mini.frameGeometry())
        assert Settings.load().mini_window_pos == [mini.x(), mini.y()]
        await _focus_back(window, wait)
        await wait(lambda: not _mini_shown(window), message="mini window gone")


async def test_a_remembered_position_off_the_screen_is_brought_inside(tmp_path, wait):
    async with running_desk(tmp_path / "data", mini_window_pos=[9000, -4000]) as desk:
        window, controller = await _host(desk, wait)
        _app_state(Qt.ApplicationInactive)
        try:
            await wait(lambda: _mini_shown(window), message="mini window shown")
            mini = window.away.mini
            assert mini.screen().availableGeometry().contains(mini.frameGeometry())
        finally:
            _app_state(Qt.ApplicationActive)


async def test_notifications_only_while_the_meeting_window_is_away(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        posted = window.away.notifier.history
        room = controller.room_name
        _app_state(Qt.ApplicationInactive)
        try:
            # alone, away: someone joining is told
            guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
            try:
                await wait(lambda: (room, "Grace Guest joined") in posted, message="join notification")
                # a chat message from the guest, with the app in the background
                await guest.client.send_message(guest.access_key, "Are you there?")
                await wait(lambda: ("Grace Guest", "Are you there?") in posted, message="chat notification")
                await guest.client.send_message(guest.access_key, "x" * 300)
                await wait(lambda: posted[-1][0] == "Grace Guest" and posted[-1][1].startswith("xxx"),
                           message="long chat notification")
                assert len(posted[-1][1]) == 100 and posted[-1][1].endswith("…")
                # a recording starting
                await controller.client.start_recording(controller.access_key)
                await wait(lambda: (room, "Recording started") in posted, message="recording notification")
                # a raised hand (the guest's custom message, as raise hand sends it), for the host
                hand = Hand(strip_domain(guest.meeting.signaling.client_id), True, 1764133979123)
                await guest.client.send_message(guest.access_key, hand_message(hand), type="custom")
                await wait(lambda: (room, "Grace Guest raised their hand") in posted, message="hand notification")

                # the meeting window focused: the message is in the chat, no notification
                await _focus_back(window, wait)
                count = len(posted)
                await guest.client.send_message(guest.access_key, "Seen in the window")
                await wait(lambda: any(m["content"] == "Seen in the window" for m in window.chat_panel.messages),
                           message="message shown in the window")
                window.away.notify_hand_raised("Grace Guest")
                assert len(posted) == count

                # minimized (the app still active): told again
                window.showMinimized()
                await wait(window.isMinimized, message="minimized")
                await guest.client.send_message(guest.access_key, "Back soon")
                await wait(lambda: posted[-1] == ("Grace Guest", "Back soon"), message="notified while minimized")
            finally:
                await guest.close()
        finally:
            _app_state(Qt.ApplicationActive)


async def test_settings_switch_the_mini_window_and_notifications_off(tmp_path, wait):
    async with running_desk(tmp_path / "data", mini_window=False, notifications=False) as desk:
        window, controller = await _host(desk, wait)
        _app_state(Qt.ApplicationInactive)
        try:
            window.showMinimized()
            guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest", with_call=False)
            try:
                await guest.client.send_message(guest.access_key, "Anyone?")
                await wait(lambda: any(m["content"] == "Anyone?" for m in window.chat_panel.messages),
                           message="message received")
                assert window.away.controller.unfocused
                assert window.away.notifier.history == []
                assert window.away.mini is None and not window.away.controller.mini_window_shown
            finally:
                await guest.close()
        finally:
            _app_state(Qt.ApplicationActive)


async def test_tray_menu_shows_mutes_and_leaves(tmp_path, wait):
    """The tray's menu (its icon only where the desktop has a tray: none offscreen, and nothing fails)."""
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        tray = window.away.tray
        assert [a.text() for a in tray.menu.actions() if a.text()] == ["Show meeting", "Mute", "Leave"]
        tray.mute_action.trigger()
        assert window.mic_button.isChecked() and controller.local_media.audio.muted
        assert tray.mute_action.text() == "Unmute"
        tray.mute_action.trigger()
        assert not window.mic_button.isChecked() and not controller.local_media.audio.muted
        window.mic_button.click()   # the menu follows the meeting window's button
        assert tray.mute_action.text() == "Unmute"

        window.showMinimized()
        await wait(lambda: _mini_shown(window), message="mini window shown")
        tray.show_action.trigger()
        await wait(lambda: not window.isMinimized() and window.isActiveWindow() and not _mini_shown(window),
                   message="meeting window shown from the tray")
        tray.leave_action.trigger()
        await wait(lambda: window.ended, message="left from the tray")
        assert window.end_title.text() == "You left the meeting"


# A freedesktop notification service on a private session bus: answers GetCapabilities (with body-markup, as GNOME
# and KDE do) and Notify, writing each notification as a JSON line.
NOTIFICATION_SERVICE = r"""
import json, sys
from jeepney import MessageType, HeaderFields, new_method_return
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

conn = open_dbus_connection(bus="SESSION")
conn.send_and_get_reply(message_bus.RequestName("org.freedesktop.Notifications"))
out = open(sys.argv[1], "a", buffering=1)
out.write(json.dumps({"ready": True}) + "\n")
count = 0
while True:
    msg = conn.receive()
    if msg.header.message_type != MessageType.method_call:
        continue
    member = msg.header.fields.get(HeaderFields.member)
    if member == "GetCapabilities":
        conn.send(new_method_return(msg, "as", (["body", "body-markup", "actions"],)))
    elif member == "Notify":
        count += 1
        app, _, icon, summary, body, _, _, expire = msg.body
        out.write(json.dumps({"app": app, "summary": summary, "body": body, "expire": expire}) + "\n")
        conn.send(new_method_return(msg, "u", (count,)))
"""


@pytest.fixture
def notification_service(tmp_path, monkeypatch):
    """A private session bus with a notification service; the JSON lines it wrote (a callable)."""
    if shutil.which("dbus-daemon") is None:
        pytest.skip("dbus-daemon is not installed")
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, text=True)
    address = daemon.stdout.readline().strip()
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", address)
    lines = tmp_path / "notifications.jsonl"
    service = subprocess.Popen([sys.executable, "-c", NOTIFICATION_SERVICE, str(lines)],
                               env=dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address))

    def shown() -> list[dict]:
        return [json.loads(line) for line in lines.read_text().splitlines()] if lines.exists() else []

    try:
        until_sync(shown, 10, "the notification service to start", interval=0.05)
        yield shown
    finally:
        for process in (service, daemon):
            process.kill()
            process.wait()


async def test_notifications_go_to_the_desktops_service_as_text(tmp_path, wait, notification_service):
    """A desktop without a tray (offscreen has none) but with a notification service: a guest's chat line shows
    there, escaped where the service reads markup (an <img> would load a file), the room's name as its summary
    untouched."""
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        assert window.away.tray.icon is None
        _app_state(Qt.ApplicationInactive)
        guest = await HeadlessParticipant.join(controller.guest_link, "Eve <b>")
        try:
            await guest.client.send_message(guest.access_key, '<img src="/dev/zero"> & <b>hi</b>')
            await wait(lambda: any(n.get("summary") == "Eve <b>" for n in notification_service()),
                       message="the chat line at the notification service")
            note = [n for n in notification_service() if n.get("summary") == "Eve <b>"][-1]
            assert note["body"] == '&lt;img src="/dev/zero"&gt; &amp; &lt;b&gt;hi&lt;/b&gt;' and note["app"] == "MeetDesk"
            assert not window.away.mini.message.isVisible()   # shown by the desktop, not again in the mini window
        finally:
            _app_state(Qt.ApplicationActive)
            await guest.close()


async def test_without_service_or_tray_the_mini_window_shows_the_notification(tmp_path, wait, monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    async with running_desk(tmp_path / "data") as desk:
        window, controller = await _host(desk, wait)
        _app_state(Qt.ApplicationInactive)
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
        try:
            await wait(lambda: _mini_shown(window), message="mini window shown")
            await guest.client.send_message(guest.access_key, "<b>Are you there?</b>")
            mini = window.away.mini
            await wait(lambda: mini.message.text() == "Grace Guest: <b>Are you there?</b>" and mini.message.isVisible(),
                       message="the message in the mini window")
            assert mini.message.textFormat() == Qt.PlainText
            assert mini.screen().availableGeometry().contains(mini.frameGeometry())
        finally:
            _app_state(Qt.ApplicationActive)
            await guest.close()
