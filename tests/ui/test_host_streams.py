"""The host console's Streams page on a real engine: a live stream to a local RTMP listener (PyAV) that decodes
it, stopped again; forwards of a guest and of the composed meeting to a local WHIP endpoint (aiortc) that
receives them, one stopped from the page, the guest's ending by itself when the guest leaves; refusals as
sentences; what the page says without an API key or with broadcasting switched off."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from PySide6.QtWidgets import QLineEdit

from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.views.host.streams import source_key
from meetdesk.ui.views.meeting_window import MeetingWindow
from meetdesk.ui.widgets.text import LinkLabel

from test_join_flows import service
from ui_headless import HeadlessParticipant

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_broadcasts import RtmpListener, free_port  # noqa: E402  (the engine tests' RTMP listener)
from test_forwards import WhipEndpoint  # noqa: E402  (the engine tests' WHIP endpoint)

from meetdesk.engine.outbound import REFUSAL  # noqa: E402


def _states(page) -> dict[str, str]:
    return {fid: card.state_label.text() for fid, card in page.forward_rows.items()}


async def test_live_stream_and_forwards_from_the_streams_page(tmp_path, wait):
    async with service(tmp_path) as (engine, api), WhipEndpoint() as whip:
        room = await api.start_room("Ada Host", name="Streams", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting, api_key=engine.config.api_key)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        guest = None
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            page = window.open_host_console().pages["streams"]
            assert page.broadcast_box.isVisibleTo(page) and page.forward_box.isVisibleTo(page)

            # live stream: the RTMP server decodes the meeting; the page shows it live with its player URL
            rtmp = RtmpListener()
            await asyncio.sleep(0.3)
            page.stream_url_edit.setText(rtmp.url)
            # the URL holds the stream key: hidden, with an eye in the field to show it and hide it again
            edit = page.stream_url_edit
            assert edit.echoMode() == QLineEdit.PasswordEchoOnEdit and edit.displayText() != rtmp.url
            page.show_url_action.trigger()
            assert edit.echoMode() == QLineEdit.Normal and edit.displayText() == rtmp.url
            assert page.show_url_action.toolTip() == "Hide the stream URL"
            page.show_url_action.trigger()
            assert edit.echoMode() == QLineEdit.PasswordEchoOnEdit
            page.player_url_edit.setText("https://example.com/watch")
            page.broadcast_button.click()
            await wait(lambda: page.broadcast_list.count() == 1, timeout=20, message="live")
            card = page.broadcast_list.layout.itemAt(0).widget()
            assert card.objectName() == "broadcast-generic" and not page.broadcast_button.isEnabled()
            player = card.findChild(LinkLabel)   # the player's address as a link (escaped: it comes from a host)
            assert player is not None and player.url == "https://example.com/watch"
            assert 'href="https://example.com/watch"' in player.text()
            await wait(lambda: rtmp.pictures > 10, timeout=30, message="the RTMP server decodes pictures")
            stop = [b for b in card.findChildren(type(page.broadcast_button)) if b.text() == "Stop"][0]
            stop.click()
            await wait(lambda: page.broadcast_list.count() == 0 and page.broadcast_button.isEnabled(),
                       message="live stream stopped")
            await asyncio.to_thread(rtmp.ended.wait, 15)
            assert rtmp.ended.is_set()

            # forwards: the guest's streams and the composed meeting
            guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
            guest_id = guest.meeting.user.id
            await wait(lambda: page.source_combo.findData(source_key("source", guest_id)) >= 0, message="guest offered")
            page.source_combo.setCurrentIndex(page.source_combo.findData(source_key("source", guest_id)))
            page.whip_url_edit.setText(whip.url())
            page.forward_button.click()
            await wait(lambda: list(_states(page).values()) == ["running"], timeout=20, message="forward running")
            guest_forward = next(iter(page.forward_rows))
            await wait(lambda: whip.frames["video"] > 5 and whip.frames["audio"] > 5, timeout=20,
                       message="the WHIP endpoint receives the guest")
            page.source_combo.setCurrentIndex(page.source_combo.findData(source_key("mcu", "")))
            page.kinds_combo.setCurrentIndex(page.kinds_combo.findData("video"))
            before = whip.frames["video"]
            page.forward_button.click()
            await wait(lambda: len(page.forward_rows) == 2 and set(_states(page).values()) == {"running"},
                       timeout=20, message="two forwards")
            meeting_forward = next(f for f in page.forward_rows if f != guest_forward)
            item = next(f for f in controller.streams.forwards if f.forward_id == meeting_forward)
            assert item.label == "The composed meeting" and item.kinds == "video"
            assert item.destination == whip.url()
            await wait(lambda: whip.frames["video"] > before + 30, timeout=20, message="both arrive")

            page.stop_buttons[meeting_forward].click()
            await wait(lambda: _states(page)[meeting_forward] == "stopped", message="stopped from the page")
            await wait(lambda: len(whip.deleted) == 1, message="the WHIP resource deleted")

            # a destination that goes away while forwarding: the engine's forwards_update says so
            async with WhipEndpoint() as fickle:
                page.whip_url_edit.setText(fickle.url())
                page.forward_button.click()
                await wait(lambda: "running" in [_states(page).get(f) for f in page.forward_rows
                                                 if f not in (guest_forward, meeting_forward)],
                           timeout=20, message="a third forward running")
            dropped = next(f for f in page.forward_rows if f not in (guest_forward, meeting_forward))
            await wait(lambda: _states(page)[dropped] == "ended", timeout=30, message="the dropped forward ended")
            item = next(f for f in controller.streams.forwards if f.forward_id == dropped)
            assert item.reason == "the connection to the destination failed"

            # the guest leaves: the guest's forward ends by itself, and says why
            await guest.close()
            guest = None
            await wait(lambda: _states(page)[guest_forward] == "ended", timeout=20, message="forward ended")
            item = next(f for f in controller.streams.forwards if f.forward_id == guest_forward)
            assert item.reason == "the participant left the call"
            assert page.clear_button.isVisibleTo(page)
            page.clear_button.click()
            await wait(lambda: not page.forward_rows and page.forward_list.empty.isVisibleTo(page), message="cleared")

            # a destination that does not answer: the forward fails with a sentence
            page.whip_url_edit.setText(f"http://127.0.0.1:{free_port()}/whip")
            page.forward_button.click()
            await wait(lambda: list(_states(page).values()) == ["failed"], timeout=20, message="failed")
            assert page.error.text() == (   # the outbound policy's words, and where a host allows their network
                f"The forward could not start: {REFUSAL}. For a device on your network or this computer, allow it "
                "in Settings: \"Streams and webhooks may go to this computer and my network\".")
        finally:
            if guest is not None:
                await guest.close()
            await controller.close()
            window.close()


async def test_without_a_key_or_with_broadcasting_off_the_page_says_why(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="Quiet", options={"broadcast_available": False})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting)     # joined by link: no API key
        window = MeetingWindow(controller, confirm=False)
        window.show()
        try:
            page = window.open_host_console().pages["streams"]
            assert not page.broadcast_box.isVisibleTo(page)
            assert page.broadcast_note.text() == "Live streaming is switched off for this meeting."
            assert not page.forward_box.isVisibleTo(page) and "API key" in page.forward_note.text()
            # the request the hidden button would make: 405, shown as a sentence
            controller.streams.start_broadcast("rtmp://127.0.0.1:1/live/x")
            await wait(lambda: page.error.isVisibleTo(page), message="refusal")
            assert page.error.text() == "The live stream could not start: this meeting does not allow it."
        finally:
            await controller.close()
            window.close()
