"""Devices during the meeting (ui/controllers/devices.py, ui/views/devices.py): the camera, microphone and
speaker switched from the menus beside the mute and camera buttons while the call goes on (same peer connection,
no renegotiation, the guest receives the new picture and tone), remembered as Settings' choice; a device that
goes away mid-meeting falls back to another one, or turns off, with a notice; full screen (F11, a double-click,
the top bar's button, Esc) and hiding your own view, remembered."""
from __future__ import annotations

import errno

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from meetdesk.client.call import CallSession
from meetdesk.media import devices as media_devices
from meetdesk.media.devices import Device
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.ui.settings import Settings

from ui_headless import HeadlessParticipant, running_desk

ORANGE, PURPLE = (224, 112, 32), (128, 64, 192)
ORANGE_CAM = Device("synthetic:color:#e07020", "Orange Cam", "camera")
PURPLE_CAM = Device("synthetic:color:#8040c0", "Purple Cam", "camera")
HEADSET = Device("synthetic:tone:1500", "USB Headset", "microphone")
# no sound processing: the test is about which source is sent, not what the echo canceller makes of a tone
PLAIN_SOUND = {"echo_cancellation": False, "noise_suppression": False, "auto_gain": False}


@pytest.fixture
def machine_devices(monkeypatch):
    """The cameras and microphones of a machine with two cameras and a headset (what this machine lacks), each
    opened as a synthetic source of its own colour or tone; ``set`` changes what is plugged in."""
    plugged = [ORANGE_CAM, PURPLE_CAM, HEADSET]

    def plug(*found: Device) -> None:
        plugged[:] = found
    monkeypatch.setattr(media_devices, "_system_devices", lambda: list(plugged))
    return plug


class ListeningGuest(HeadlessParticipant):
    """A headless guest that keeps the audio it receives too."""

    async def start_call(self, name: str) -> None:
        self.audio_frames: list = []
        self.call = CallSession(self.meeting, name, TestCardTrack(label=name[:10]), ToneTrack(),
                                on_video_frame=self._keep_frame, on_audio_frame=self._keep_audio)
        await self.call.start()

    def _keep_audio(self, frame) -> None:
        self.audio_frames.append(frame)
        del self.audio_frames[:-75]   # 1.5 s: at least one whole beep

    def tone_hz(self) -> float:
        """The strongest frequency of the last 1.5 s received (0 while nothing loud came)."""
        if len(self.audio_frames) < 75:
            return 0.0
        parts = []
        for frame in self.audio_frames:
            samples = frame.to_ndarray().reshape(-1).astype(np.float64)
            parts.append(samples[::2] if frame.layout.name == "stereo" else samples)
        pcm = np.concatenate(parts)
        if np.sqrt(np.mean(pcm ** 2)) < 300:
            return 0.0
        spectrum = np.abs(np.fft.rfft(pcm))
        return float(np.argmax(spectrum[1:]) + 1) * self.audio_frames[0].sample_rate / len(pcm)


def colour_share(frame, rgb: tuple[int, int, int]) -> float:
    """Share of a frame's pixels of that colour."""
    if frame is None:
        return 0.0
    pixels = frame.to_ndarray(format="rgb24").astype(int)
    return float(np.mean(np.abs(pixels - np.array(rgb)).max(axis=-1) < 40))


def last(guest):
    return guest.video_frames[-1] if guest.video_frames else None


async def _hosting_with_guest(desk, wait):
    desk.window.host_button.click()
    await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
               message="host call connected")
    guest = await ListeningGuest.join(desk.meeting.guest_link, "Grace Guest")
    await wait(lambda: len(desk.meeting_window.people_panel.rows()) == 2 and len(guest.video_frames) > 2,
               timeout=25, message="the guest receives the host")
    return desk.meeting_window, desk.meeting, guest


def _negotiated(call) -> tuple:
    """What a renegotiation would change: the peer connection, its descriptions, its senders and their tracks."""
    pc = call.pc
    return (pc, pc.localDescription.sdp, pc.remoteDescription.sdp,
            tuple((t.mid, t.sender, t.sender.track) for t in pc.getTransceivers()))


async def test_switching_devices_during_the_call(tmp_path, wait, machine_devices):
    async with running_desk(tmp_path / "data", **PLAIN_SOUND) as desk:
        window, controller, guest = await _hosting_with_guest(desk, wait)
        try:
            negotiated = _negotiated(controller.call)
            menus = window.device_menus
            # the arrows beside the buttons, with the machine's devices and the synthetic ones, the one in use ticked
            assert window.call_bar.camera_menu_button.isVisible() and window.call_bar.mic_menu_button.isVisible()
            cameras = menus.entries(menus.camera_menu)
            assert list(cameras) == [ORANGE_CAM.id, PURPLE_CAM.id, "synthetic:testcard"]
            assert cameras["synthetic:testcard"].isChecked() and cameras[ORANGE_CAM.id].text() == "Orange Cam"
            mics = menus.entries(menus.mic_menu)
            assert HEADSET.id in mics and mics["synthetic:tone"].isChecked()
            headings = [a.text() for a in menus.mic_menu.actions() if not a.isEnabled()]
            assert headings[:2] == ["Microphone", "Speaker"]
            await wait(lambda: 400 < guest.tone_hz() < 480, timeout=20, message="the guest hears the 440 Hz tone")

            # the camera: the guest's picture turns orange, then purple; the call is the same one
            cameras[ORANGE_CAM.id].trigger()
            await wait(lambda: colour_share(last(guest), ORANGE) > 0.6, timeout=20, message="the guest sees orange")
            menus.entries(menus.camera_menu)[PURPLE_CAM.id].trigger()
            await wait(lambda: colour_share(last(guest), PURPLE) > 0.6, timeout=20, message="the guest sees purple")
            assert colour_share(last(guest), ORANGE) < 0.05
            assert menus.entries(menus.camera_menu)[PURPLE_CAM.id].isChecked()
            # the microphone: the guest hears the headset's 1500 Hz
            menus.entries(menus.mic_menu)[HEADSET.id].trigger()
            await wait(lambda: 1450 < guest.tone_hz() < 1550, timeout=20, message="the guest hears 1500 Hz")
            assert _negotiated(controller.call) == negotiated and controller.call.state == "active"
            assert controller.state == "connected"
            # remembered: the same settings as the Settings dialog's
            saved = Settings.load()
            assert (saved.camera, saved.microphone) == (PURPLE_CAM.id, HEADSET.id)

            # the speaker (the test's PulseAudio null sink when there is one)
            speakers = menus.entries(menus.mic_menu)
            outputs = controller.local_media.devices.speakers()
            if outputs:
                speakers[outputs[-1][0]].trigger()
                assert controller.local_media.devices.speaker_in_use == outputs[-1][0]
                assert Settings.load().speaker == outputs[-1][0]
                await wait(lambda: controller.local_media.audio_sink.frames > 20, message="the new sink plays")

            # a camera that cannot be opened changes nothing
            machine_devices(ORANGE_CAM, PURPLE_CAM, Device("synthetic:color:#nothex", "Broken Cam", "camera"))
            menus.entries(menus.camera_menu)["synthetic:color:#nothex"].trigger()
            assert any("Cannot use the camera Broken Cam" in n for n in window.notices.history)
            assert controller.local_media.devices.camera_in_use == PURPLE_CAM.id
            assert Settings.load().camera == PURPLE_CAM.id
        finally:
            await guest.close()


async def test_an_unplugged_device_falls_back_with_a_notice(tmp_path, wait, machine_devices):
    async with running_desk(tmp_path / "data", camera=ORANGE_CAM.id, microphone=HEADSET.id, **PLAIN_SOUND) as desk:
        window, controller, guest = await _hosting_with_guest(desk, wait)
        try:
            media = controller.local_media
            negotiated = _negotiated(controller.call)
            await wait(lambda: colour_share(last(guest), ORANGE) > 0.6, timeout=20, message="orange camera")

            # the orange camera is pulled out: its reads fail as a v4l2 device's do (ENODEV)
            async def unplugged():
                raise OSError(errno.ENODEV, "No such device")
            machine_devices(PURPLE_CAM, HEADSET)
            media.video.source.recv = unplugged
            await wait(lambda: colour_share(last(guest), PURPLE) > 0.6, timeout=20, message="purple instead")
            assert "Camera 'Orange Cam' was disconnected; using 'Purple Cam'" in window.notices.history
            assert not window.camera_button.isChecked()
            assert Settings.load().camera == ORANGE_CAM.id   # the choice is kept, for when it is plugged in again

            # then the purple one ends (aiortc's MediaPlayer track ends when its device goes): no camera is left,
            # the camera turns off and the guest gets black
            machine_devices(HEADSET)
            media.video.source.stop()
            await wait(lambda: window.camera_button.isChecked(), message="the camera button shows off")
            assert "Camera 'Purple Cam' was disconnected; your camera is off" in window.notices.history
            await wait(lambda: last(guest) is not None and float(np.mean(last(guest).to_ndarray(format="gray"))) < 30,
                       timeout=20, message="the guest gets black")

            # the headset goes too: no other microphone, so the microphone is muted and the button says so
            await wait(lambda: 1450 < guest.tone_hz() < 1550, timeout=20, message="the headset's tone")
            media.audio.source.stop()
            await wait(lambda: window.mic_button.isChecked() and media.audio.muted, message="microphone muted")
            assert "Microphone 'USB Headset' was disconnected; your microphone is muted" in window.notices.history

            # the call went on throughout: the same connection, and the camera can come back (the test card)
            assert _negotiated(controller.call) == negotiated and controller.state == "connected"
            window.camera_button.setChecked(False)
            await wait(lambda: colour_share(last(guest), PURPLE) < 0.05 and
                       float(np.mean(last(guest).to_ndarray(format="gray"))) > 40, timeout=20,
                       message="the test card is sent again")
        finally:
            await guest.close()


async def test_full_screen_and_your_own_view(tmp_path, wait, qtbot):
    async with running_desk(tmp_path / "data", self_view_hidden=True) as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="hosting")
        window = desk.meeting_window
        window.activateWindow()
        await wait(lambda: window.isActiveWindow(), message="the window is active")
        screen = window.screen().geometry()

        # F11 (as a key press, from the chat's input too), Esc back; Esc outside full screen does nothing
        qtbot.keyClick(window.stage, Qt.Key_F11)
        await wait(lambda: window.isFullScreen(), message="full screen on F11")
        await wait(lambda: window.geometry().contains(screen), message="the window covers the screen")
        assert window.top_bar.full_screen_button.accessibleName() == "Leave full screen"
        qtbot.keyClick(window.stage, Qt.Key_Escape)
        await wait(lambda: not window.isFullScreen(), message="Esc leaves full screen")
        assert not window.handle_key(Qt.Key_Escape, True)   # not taken: nothing else happens on Esc
        assert desk.meeting.state == "connected" and window.isVisible() and not window.ended
        window.open_panel("chat")
        qtbot.keyClick(window.chat_panel.input, Qt.Key_F11)
        await wait(lambda: window.isFullScreen(), message="F11 while typing in the chat")
        window.handle_key(Qt.Key_F11, True)
        await wait(lambda: not window.isFullScreen(), message="F11 again leaves")
        # a double-click on the stage's video, and the top bar's button
        qtbot.mouseDClick(window.video, Qt.LeftButton)
        await wait(lambda: window.isFullScreen(), message="full screen on a double-click")
        window.top_bar.full_screen_button.click()
        await wait(lambda: not window.isFullScreen(), message="the button leaves full screen")
        assert window.top_bar.full_screen_button.accessibleName() == "Full screen"
        # the shortcut overlay lists the keys
        window.show_help()
        texts = [label.text() for label in window.help.findChildren(QLabel)]
        assert "F11  Esc" in texts and any(t.startswith("Full screen") for t in texts)
        window.handle_key(Qt.Key_A, True)

        # your own view: hidden as last time, shown from the camera's menu, hidden again: remembered each time
        box = window.self_box
        assert not box.shown and box.show_button.isVisible()
        menus = window.device_menus
        menus.camera_menu.aboutToShow.emit()
        toggle = [a for a in menus.camera_menu.actions() if a.text() == "Show yourself"]
        assert toggle
        toggle[0].trigger()
        assert box.shown and not Settings.load().self_view_hidden
        box.hide_button.click()
        assert not box.shown and Settings.load().self_view_hidden
