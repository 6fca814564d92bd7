"""Automatic reconnect shown in the window, accessible names on every control, many signals (PySide6 pin)."""
from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QWidget

from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog

from ui_headless import HeadlessParticipant, running_desk


def _unnamed_controls(root: QWidget, at_least: int = 4) -> list[str]:
    missing, checked = [], 0
    for widget in root.findChildren(QWidget):
        if isinstance(widget, (QAbstractButton, QLineEdit, QComboBox)) and widget.isVisibleTo(root):
            if type(widget).__name__ == "QLineEdit" and isinstance(widget.parent(), (QComboBox,)):
                continue
            if widget.objectName().startswith("qt_"):          # Qt's own sub-widgets (spin box arrows, ...)
                continue
            checked += 1
            if not widget.accessibleName().strip():
                missing.append(f"{type(widget).__name__}({getattr(widget, 'text', lambda: '')()!r})")
    assert checked >= at_least, f"only {checked} controls found"
    return missing


async def test_signaling_drop_reconnects_and_the_window_says_so(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace")
        try:
            await wait(lambda: window.video.frames_painted > 3, message="video")
            states: list[str] = []
            controller.state_changed.connect(states.append)
            controller.call.drop_signaling()
            await wait(lambda: "reconnecting" in states and controller.state == "connected", timeout=20,
                       message="reconnected")
            assert "Reconnected" in window.notices.history
            assert "Connected" in window.connection_label.text()
            painted = window.video.frames_painted
            await wait(lambda: window.video.frames_painted > painted + 5, message="video still flowing")
        finally:
            await guest.close()


async def test_a_lost_media_connection_connects_the_call_again(tmp_path, wait):
    """The peer connection closes by itself (ICE consent expired on a loaded machine, or the network went away
    for half a minute): the window says it reconnects, a new call starts in the same meeting and the guest's
    picture comes back, instead of a call that stays up with no picture and no sound."""
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace")
        try:
            await wait(lambda: window.video.frames_painted > 3, message="video")
            states: list[str] = []
            controller.state_changed.connect(states.append)
            lost = controller.call
            # its ICE connection closed on the loop the call runs on (its own thread's with OWN_CALL_THREAD)
            closing = lost.pc.getTransceivers()[0].receiver.transport.transport._connection.close()
            await (lost.run(closing) if hasattr(lost, "run") else closing)
            await wait(lambda: "reconnecting" in states and controller.state == "connected"
                       and controller.call is not lost, timeout=30, message="a new call")
            assert lost.media_lost and "Connection lost, reconnecting…" in window.notices.history
            assert "Reconnected" in window.notices.history
            painted = window.video.frames_painted
            await wait(lambda: window.video.frames_painted > painted + 5, timeout=20, message="the picture back")
        finally:
            await guest.close()


async def test_every_control_has_an_accessible_name(tmp_path, wait, qtbot):
    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _unnamed_controls(dialog) == []
    async with running_desk(tmp_path / "data") as desk:
        assert _unnamed_controls(desk.window) == []
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window = desk.meeting_window
        for panel in ("people", "chat", "host"):
            window.open_panel(panel)
            await wait(lambda: not desk.permalinks.busy, message="permalinks listed")
            assert _unnamed_controls(window, at_least=8) == [], panel


def test_many_signal_emits_survive(qapp):
    """PySide6 6.12.0 on Python 3.11 aborts after ~1000 emits (platform notes); the pinned version must not."""
    from meetdesk.ui.widgets.level_meter import LevelMeter
    from meetdesk.ui.controllers.local_media import LocalMediaController
    received = []

    class Probe(LocalMediaController):
        def __init__(self):  # no devices needed to emit
            super(LocalMediaController, self).__init__()

    probe = Probe()
    meter = LevelMeter()
    probe.mic_level.connect(meter.set_level)
    probe.mic_level.connect(received.append)
    for i in range(5000):
        probe.mic_level.emit((i % 100) / 100)
    assert len(received) == 5000 and abs(meter.level - 0.99) < 1e-9


async def test_mute_everyone_mutes_the_others_and_a_participant_obeys_it(tmp_path, wait):
    """A host's "Mute everyone" reaches the others as stfu (the host stays as is); stfu from someone else mutes
    this app's microphone, its button follows and the window says who asked; unmuting works as usual."""
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace", with_call=False)
        try:
            await wait(lambda: guest.realtime.connected and controller.realtime.connected, message="sockets")
            assert window.people_panel.mute_all_button.isVisibleTo(window.people_panel)
            window.people_panel.mute_all_button.click()
            await wait(lambda: guest.received("stfu"), message="stfu to the guest")
            assert guest.received("stfu")[0]["user"]["name"] == "Ada Host"
            await asyncio.sleep(0.3)
            assert not window.mic_button.isChecked() and not controller.local_media.audio.muted
            assert "You muted everyone" in window.notices.history

            await guest.realtime.send_action("stfu")
            await wait(lambda: window.mic_button.isChecked(), message="muted by Grace")
            assert controller.local_media.audio.muted and "Grace muted everyone" in window.notices.history
            window.mic_button.click()
            assert not controller.local_media.audio.muted
        finally:
            await guest.close()
