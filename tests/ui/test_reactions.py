"""Reactions in the meeting window: the call bar's button sends one (POST .../reactions on a real engine), the
overlay over the stage floats everyone's (peer mode), a composed meeting leaves them to the engine's picture,
and a room without reactions disables the button with a tooltip that says why."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QWidget

from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.views.meeting_window import MeetingWindow

from test_join_flows import service
from ui_headless import HeadlessParticipant


def painted_pixels(overlay) -> int:
    """Pixels the overlay paints over a transparent image (what it adds on top of the video)."""
    image = QImage(overlay.size(), QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    overlay.render(image, QPoint(0, 0), QRegion(), QWidget.RenderFlag.DrawChildren)   # no window background
    pixels = np.frombuffer(bytes(image.constBits()), np.uint8).reshape(image.height(), image.bytesPerLine())
    return int((pixels[:, 3:image.width() * 4:4] > 128).sum())


async def test_the_button_sends_a_reaction_and_everyones_float_over_the_stage(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="Peers")
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        guest = None
        try:
            controller.start()
            guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
            await wait(lambda: controller.state == "connected" and controller.video_mode == "direct", timeout=20,
                       message="a peer call")
            overlay, button = window.reaction_overlay, window.call_bar.reaction_button
            assert button.isEnabled() and not overlay.isVisible() and painted_pixels(overlay) == 0
            # Picked in the button's popup: sent to everyone, the guest hears it, the stage shows "You". (The
            # popup is opened without QMenu.exec, whose nested event loop would stop the test's coroutine.)
            assert button.menu() is button.menu_ and button.popupMode() == button.ToolButtonPopupMode.InstantPopup
            button.menu_.popup(button.mapToGlobal(button.rect().topLeft()))
            await wait(lambda: button.menu_.isVisible(), message="the picker")
            button.choices["heart"].click()
            assert not button.menu_.isVisible()
            await wait(lambda: guest.received("reaction"), message="the guest hears the reaction")
            heard = guest.received("reaction")[0]
            assert heard["reaction"] == "heart" and heard["user"]["id"] == meeting.user.id
            await wait(lambda: ("heart", "You") in overlay.active(), message="your reaction floats")
            # The guest's reaction (sent the way the browser page sends it) floats with the guest's name.
            await guest.client.send_reaction(guest.access_key, "clap")
            await wait(lambda: ("clap", "Grace Guest") in overlay.active(), message="the guest's reaction")
            assert overlay.isVisible() and overlay.geometry() == window.stage.rect()
            assert painted_pixels(overlay) > 2000   # two pictures with their names, drawn over the video
            # A few seconds later they are gone and the overlay hides again.
            await wait(lambda: not overlay.isVisible(), timeout=10, message="the reactions faded")
            assert overlay.active() == [] and painted_pixels(overlay) == 0
        finally:
            if guest is not None:
                await guest.close()
            await controller.close()
            window.close()


async def test_composed_meetings_show_them_in_the_picture_and_rooms_can_turn_them_off(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="MCU", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        off_window = None
        try:
            controller.start()
            await wait(lambda: controller.state == "connected" and controller.video_mode == "composed", timeout=20,
                       message="a composed call")
            heard: list[dict] = []
            controller.realtime.add_listener(lambda m: heard.append(m) if m.get("type") == "reaction" else None)
            window.call_bar.reaction_button.picked.emit("celebrate")
            await wait(lambda: heard, message="the reaction comes back")
            assert window.reaction_overlay.active() == [] and not window.reaction_overlay.isVisible()
            # A room that turned reactions off: the button is disabled and says why.
            off = await api.start_room("Bo Host", name="Quiet", options={"reaction_available": False})
            off_client, off_meeting = await join_from_link(off.links.gui, "Bo Host")
            off_controller = MeetingController(off_client, off_meeting)
            off_window = MeetingWindow(off_controller, confirm=False)
            off_button = off_window.call_bar.reaction_button
            assert not off_button.isEnabled()
            assert off_button.toolTip() == "Reactions are turned off in this meeting"
            errors: list[str] = []
            off_controller.reactions.error.connect(errors.append)
            off_controller.reactions.send("heart")   # (if it were sent anyway: the engine's 405, told plainly)
            await wait(lambda: errors, message="the refusal")
            assert errors == ["Reactions are turned off in this meeting"]
            await off_controller.close()
        finally:
            if off_window is not None:
                off_window.close()
            await controller.close()
            window.close()
