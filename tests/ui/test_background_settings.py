"""Virtual background in the UI: the Settings preview shows the chosen effect (blur, a built-in picture) and
saves it; in a meeting the background control appears only when the room allows it (for guests only with
virtual_background_allow_guest), the saved choice is applied as far as the room allows, and the room's own
picture and "your picture" are offered as the room says."""
from __future__ import annotations

import functools
import http.server
import threading

import numpy as np
import pytest
from PIL import Image
from PySide6.QtWidgets import QDialog

from meetdesk.client import background as backgrounds
from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.meeting_window import MeetingWindow
from meetdesk.ui.views.settings_dialog import SettingsDialog

from test_join_flows import service

pytestmark = pytest.mark.skipif(backgrounds.unavailable() is not None, reason="no segmentation model installed")


def _image_array(view) -> np.ndarray:
    image = view.current_image().convertToFormat(view.current_image().Format.Format_RGB888)
    width, height = image.width(), image.height()
    return np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height).reshape(
        height, image.bytesPerLine())[:, :width * 3].reshape(height, width, 3)


def _sharpness(pixels: np.ndarray) -> float:
    """Mean difference of horizontal neighbours: the test card's bars and texts make it high, a blur low."""
    return float(np.abs(np.diff(pixels.astype(int), axis=1)).mean())


async def test_settings_preview_shows_the_background_and_saves_it(qtbot, wait):
    settings = Settings(display_name="Ada")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.background_combo.isEnabled() and dialog.background_combo.currentText() == "None"
    dialog.show()
    await wait(lambda: dialog.video.frames_painted >= 3, message="plain preview")
    sharp = _sharpness(_image_array(dialog.video))

    dialog.background_combo.setCurrentIndex(dialog.background_combo.findText("Blur"))
    pipeline = dialog.preview.background.pipeline
    start = pipeline.frames
    await wait(lambda: pipeline.frames >= start + 4 and dialog.video.frames_painted >= 3, timeout=20,
               message="blurred preview frames")
    await wait(lambda: _sharpness(_image_array(dialog.video)) < sharp / 3, timeout=10,
               message="the preview is blurred (the test card has no person: all of it is background)")
    assert pipeline.segmentations >= 1 and not dialog.background_note.isVisible()

    dialog.background_combo.setCurrentIndex(dialog.background_combo.findText("Mountains"))
    sky = np.asarray(Image.open(backgrounds.builtin_path("mountains")).convert("RGB"))[20, 640]

    def shows_the_sky() -> bool:
        pixel = _image_array(dialog.video)[8, dialog.video.current_image().width() // 2]
        return int(np.abs(pixel.astype(int) - sky.astype(int)).max()) < 16
    await wait(shows_the_sky, timeout=10, message="the mountains picture replaces the background")

    dialog.save_button.click()
    assert dialog.result() == QDialog.Accepted and dialog.preview.background is None   # worker ended
    saved = Settings.load()
    assert (saved.background_mode, saved.background_image) == ("image", "builtin:mountains")


async def test_settings_refuse_a_broken_picture(qtbot, tmp_path):
    broken = tmp_path / "not-a-picture.png"
    broken.write_bytes(b"<html>nope</html>")
    dialog = SettingsDialog(Settings(background_mode="image", background_image=str(broken)), preview=False)
    qtbot.addWidget(dialog)
    assert dialog.background_combo.currentText() == "not-a-picture.png"
    dialog._background_chosen()
    assert not dialog.background_note.isHidden() and "cannot be used" in dialog.background_note.text()
    assert not dialog.preview.background or not dialog.preview.background.effect.active
    dialog.close()


class _PictureServer:
    """A local HTTP server for the room's virtual_background_image."""

    def __init__(self, folder):
        Image.new("RGB", (64, 48), (200, 30, 30)).save(folder / "room.png")
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/room.png"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


async def _window(link: str, name: str, wanted: tuple[str, str] = ("blur", "")):
    client, meeting = await join_from_link(link, name)
    controller = MeetingController(client, meeting)
    controller.local_media.wanted_background = wanted
    return controller, MeetingWindow(controller, confirm=False)


async def test_background_control_follows_the_room_rule(tmp_path, wait):
    pictures = _PictureServer(tmp_path)
    opened = []
    try:
        async with service(tmp_path) as (engine, api):
            plain = await api.start_room("Ada", name="Plain")
            hosts_only = await api.start_room("Ada", name="Hosts", options={"custom_fields": {
                "virtual_background": True}})
            everyone = await api.start_room("Ada", name="All", options={"custom_fields": {
                "virtual_background": True, "virtual_background_allow_guest": True,
                "virtual_background_allow_local_image": True, "virtual_background_image": pictures.url}})

            for link, name in ((plain.links.gui, "Ada"), (plain.links.guest_join, "Grace")):
                controller, window = await _window(link, name)
                opened.append((controller, window))
                assert window.background_button.isHidden(), f"{name} in a room without virtual backgrounds"
                assert controller.local_media.background_mode == "none"   # the saved blur is not applied
                told = [n for n in window.notices.history if "does not allow virtual backgrounds" in n]
                assert len(told) == 1, window.notices.history             # said, once
                window._apply_background_rule(controller.options)          # an options_update: not again
                assert len([n for n in window.notices.history if "virtual backgrounds" in n]) == 1

            controller, window = await _window(hosts_only.links.gui, "Ada")
            opened.append((controller, window))
            assert not window.background_button.isHidden()
            assert window.background_button.labels == ["No effect", "Blur", "Dusk", "Room", "Mountains"]
            assert controller.local_media.background_mode == "blur"       # the saved choice, allowed here
            controller, window = await _window(hosts_only.links.guest_join, "Grace")
            opened.append((controller, window))
            assert window.background_button.isHidden(), "guests are not allowed in this room"
            assert controller.local_media.background_mode == "none"

            controller, window = await _window(everyone.links.guest_join, "Grace", ("image", "room"))
            opened.append((controller, window))
            button = window.background_button
            assert not button.isHidden() and "Your picture…" in button.labels
            await wait(lambda: "The room's picture" in button.labels, message="the room's picture offered")
            assert (controller.local_media.background_mode, controller.local_media.background_image) == (
                "image", "room")                                         # applied once it arrived
            effect = controller.local_media._background.effect
            assert effect.mode == "image" and effect.image.getpixel((10, 10)) == (200, 30, 30)

            # an options_update turns virtual backgrounds off: the control goes, the effect is switched off
            window._apply_background_rule(type(controller.options)(custom_fields={"virtual_background": False}))
            assert button.isHidden() and controller.local_media.background_mode == "none"
            assert not controller.local_media._background.effect.active
    finally:
        for controller, window in opened:
            await controller.close()
            window.close()
        pictures.close()


async def test_the_background_chosen_in_settings_is_on_in_a_meeting_you_host(tmp_path, wait):
    """Settings -> Background "Mountains", then Host: the meeting allows it (to guests too), the self-view has
    it and the control is there; nothing says it is off."""
    from ui_headless import running_desk

    async with running_desk(tmp_path / "data", background_mode="image",
                            background_image="builtin:mountains") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="hosting")
        window, media = desk.meeting_window, desk.meeting.local_media
        custom = desk.meeting.options.custom_fields or {}
        assert custom.get("virtual_background") and custom.get("virtual_background_allow_guest")
        assert (media.background_mode, media.background_image) == ("image", "builtin:mountains")
        assert not window.background_button.isHidden()
        assert not [n for n in window.notices.history if "virtual backgrounds" in n]
