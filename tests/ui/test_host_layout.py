"""The host console's Layout page against a real engine: every control drives its request (checked in the
engine's meeting), and the page shows what comes back (options_update, source_update, presentation_update),
also on a second host's console, whose preview follows the first host's changes."""
from __future__ import annotations

import contextlib

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from meetdesk.client.layout_geometry import Slot, slots_for
from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.errors import refusal
from meetdesk.ui.controllers.host.layout import LayoutController, state_from_options, tiles_from_source_update
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.tasks import TaskSet
from meetdesk.ui.views.host.layout import LayoutPage
from meetdesk.ui.views.host.layout_canvas import PERSON_MIME
from meetdesk.ui.views.meeting_window import MeetingWindow

from test_join_flows import service
from ui_headless import HeadlessParticipant


@contextlib.asynccontextmanager
async def host_window(link: str, name: str, wait):
    """A host's meeting window, its call connected and composed, with the console's Layout page open."""
    client, meeting = await join_from_link(link, name)
    controller = MeetingController(client, meeting)
    window = MeetingWindow(controller, confirm=False)
    window.show()
    try:
        controller.start()
        await wait(lambda: controller.state == "connected", timeout=20, message=f"{name}'s call connected")
        console = window.open_host_console()
        console.show_page("layout")
        yield window, controller, console.pages["layout"]
    finally:
        await controller.close()
        window.close()


def media_of(engine, access_key: str):
    meeting, _ = engine.auth.lookup_access_key(access_key)
    return meeting.media


def choose(page, data) -> None:
    """Pick an entry of the layout box as the user does (activated is what a click or a key emits)."""
    index = page.layout_box.findData(data) if data is not None else 0
    assert index >= 0 and page.layout_box.itemData(index) == data, data
    page.layout_box.setCurrentIndex(index)
    page.layout_box.activated.emit(index)


def mouse(widget, kind, point: QPointF, button=Qt.LeftButton) -> None:
    buttons = Qt.NoButton if kind == QMouseEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, widget.mapToGlobal(point.toPoint()), button if kind != QMouseEvent.MouseMove
                        else Qt.NoButton, buttons, Qt.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(widget, start: QPointF, end: QPointF, steps: int = 4) -> None:
    mouse(widget, QMouseEvent.MouseButtonPress, start)
    for i in range(1, steps + 1):
        mouse(widget, QMouseEvent.MouseMove, start + (end - start) * (i / steps))
    mouse(widget, QMouseEvent.MouseButtonRelease, end)


def screen_point(canvas, x: float, y: float) -> QPointF:
    """A point of the picture (its pixels) on the canvas widget."""
    pic = canvas.picture_rect()
    scale = pic.width() / canvas.canvas[0]
    return QPointF(pic.left() + x * scale, pic.top() + y * scale)


def drop_person(canvas, cid: str, index: int) -> None:
    """A participant dropped from the strip onto slot ``index`` (the drop handler the drag ends in)."""
    data = QMimeData()
    data.setData(PERSON_MIME, cid.encode())
    centre = canvas.to_screen(canvas.tiles[index][0]).center()
    event = QDropEvent(centre, Qt.MoveAction, data, Qt.LeftButton, Qt.NoModifier)
    canvas.dropEvent(event)
    assert event.isAccepted()


def tile_sources(page) -> list:
    return [source for _slot, _label, source in page.canvas.tiles]


async def test_two_hosts_one_changes_the_layout_the_other_follows(tmp_path, wait):
    async with service(tmp_path, in_process=True) as (engine, api):
        room = await api.start_room("Ada Host", name="Layouts", options={"sfu_mode": "disabled"})
        second = await api.start_room("Bea Host", room_id=room.room.id)
        guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
        try:
            async with host_window(room.links.gui, "Ada Host", wait) as (window_a, ada, page_a), \
                    host_window(second.links.gui, "Bea Host", wait) as (window_b, bea, page_b):
                key = ada.access_key
                media = media_of(engine, key)
                grace_cid = guest.meeting.signaling.client_id
                # three in the call: both previews show the engine's automatic grid (four slots, one empty)
                # with everyone named
                for page in (page_a, page_b):
                    try:
                        await wait(lambda p=page: {t[1] for t in p.canvas.tiles} == {"Ada Host", "Bea Host",
                                                                                    "Grace Guest", ""},
                                   timeout=30, message="names in the slots")
                    except AssertionError:
                        raise AssertionError(f"tiles: {page.canvas.tiles}, composed: {page.composed}") from None
                assert [t[0] for t in page_b.canvas.tiles] == slots_for("four", 0, (1280, 960))
                assert tile_sources(page_b)[3] is None
                assert page_a.now_label.text().startswith("Now: Automatic layout")
                await wait(lambda: page_b.canvas.frame is not None, message="composed picture in the preview")

                # a named layout: the request, then both pages follow
                choose(page_a, "nine")
                await wait(lambda: media.layout is not None and media.layout.name == "nine", message="nine set")
                assert media.layout.layout == "auto" and len(media.layout.users) == 9
                await wait(lambda: page_b.layout_box.currentData() == "nine", message="B's layout box follows")
                await wait(lambda: [t[0] for t in page_b.canvas.tiles] == slots_for("nine", 0, (1280, 960)),
                           message="B's preview shows the nine slots")
                assert page_b.now_label.text() == "Now: Nine (3 × 3) · empty slots are filled"

                # empty slots stay empty: layout=custom
                page_a.fill_box.click()
                await wait(lambda: media.layout.layout == "custom", message="custom")
                await wait(lambda: not page_b.fill_box.isChecked(), message="B's fill box follows")

                # voice activation and names
                page_a.voice_box.click()
                await wait(lambda: media.layout.voice_activation, message="voice activation on")
                await wait(lambda: page_b.voice_box.isChecked(), message="B's voice box follows")
                page_a.names_box.click()
                await wait(lambda: not media.layout.show_names, message="names off")
                await wait(lambda: not page_b.names_box.isChecked(), message="B's names box follows")
                assert media.layout.name == "nine" and media.layout.layout == "custom"   # only themselves

                # back to four, then the guest dragged from the strip into slot 1
                choose(page_a, "four")
                await wait(lambda: media.layout.name == "four", message="four")
                await wait(lambda: len(page_a.canvas.tiles) == 4 and len(page_b.canvas.tiles) == 4,
                           message="four slots in both previews")
                strip = [page_a.people_strip.item(i) for i in range(page_a.people_strip.count())]
                assert grace_cid in [item.data(Qt.UserRole) for item in strip]
                assert bytes(page_a.people_strip.mimeData([s for s in strip
                                                           if s.data(Qt.UserRole) == grace_cid]).data(PERSON_MIME)
                             ).decode() == grace_cid
                await wait(lambda: ada.layout.user_id_of(grace_cid) is not None, message="guest's user id known")
                drop_person(page_a.canvas, grace_cid, 0)
                await wait(lambda: media.layout.users[:1] == (guest.meeting.user.id,), message="guest in slot 1")
                await wait(lambda: tile_sources(page_b)[0] == grace_cid, message="B sees the guest in slot 1")

                # one slot dragged onto another swaps them
                before = tile_sources(page_a)
                assert before[0] == grace_cid and before[1]
                drag(page_a.canvas, page_a.canvas.to_screen(page_a.canvas.tiles[0][0]).center(),
                     page_a.canvas.to_screen(page_a.canvas.tiles[1][0]).center())
                await wait(lambda: tile_sources(page_b)[:2] == [before[1], before[0]], message="swapped on B")

                # a slot emptied and kept empty (the context menu's choice)
                page_a.canvas.slot_clear_requested.emit(0, True)
                await wait(lambda: media.layout.users[0] == "_placeholder", message="slot 1 reserved")
                await wait(lambda: tile_sources(page_b)[0] is None, message="B sees slot 1 empty")

                # the presentation: Ada takes the big slot, Bea's page says so and marks it
                choose(page_a, None)   # automatic: a presenter gets a present-* layout
                await wait(lambda: media.layout.name is None, message="automatic again")
                page_a.present_button.click()
                await wait(lambda: page_b.presenter_label.text() == "Ada Host presents.", timeout=30,
                           message="B sees Ada present")
                await wait(lambda: page_b.canvas.presentation_index is not None
                           and page_b.canvas.tiles[page_b.canvas.presentation_index][2] == ada.own_cid,
                           message="the presentation slot marked on B")
                assert page_b.stop_present_button.isEnabled()
                page_b.stop_present_button.click()
                await wait(lambda: page_a.presenter_label.text() == "Nobody presents.", timeout=30,
                           message="presentation ended")
                assert not page_a.error.isVisible() and not page_b.error.isVisible()
        finally:
            await guest.close()


async def test_custom_map_editor_saved_maps_and_refusals(tmp_path, wait):
    async with service(tmp_path, in_process=True) as (engine, api):
        room = await api.start_room("Ada Host", name="Maps", options={"sfu_mode": "disabled"})
        guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
        try:
            async with host_window(room.links.gui, "Ada Host", wait) as (window, ada, page):
                media = media_of(engine, ada.access_key)
                canvas = page.canvas
                await wait(lambda: len(canvas.tiles) == 2, message="two tiles")
                assert not page.send_button.isEnabled()

                page.edit_button.click()   # starts from the picture's slots
                assert canvas.mode == "edit" and canvas.boxes == [t[0] for t in canvas.tiles]
                while canvas.boxes:
                    canvas.selected = 0
                    page.remove_button.click()
                assert not page.send_button.isEnabled()
                # draw two boxes: their edges snap to the picture's edges, the grid and each other
                drag(canvas, screen_point(canvas, 8, 8), screen_point(canvas, 636, 476))
                drag(canvas, screen_point(canvas, 1270, 950), screen_point(canvas, 650, 490))   # away from 1's corner
                assert canvas.boxes == [Slot(0, 0, 640, 480), Slot(640, 480, 640, 480)]
                assert canvas.selected == 1
                page.fit_box.setCurrentIndex(page.fit_box.findData("contain"))
                page.fit_box.activated.emit(page.fit_box.currentIndex())
                assert canvas.boxes[1].fit == "contain"
                # move the first box right by ~200 px (snaps on the grid), resize the second from its top left
                canvas.selected = 0
                drag(canvas, screen_point(canvas, 320, 240), screen_point(canvas, 523, 243))
                assert canvas.boxes[0] == Slot(208, 0, 640, 480)
                canvas.selected = 1
                drag(canvas, screen_point(canvas, 640, 480), screen_point(canvas, 803, 597))
                assert canvas.boxes[1] == Slot(800, 592, 480, 368, "contain")
                # at most ten boxes
                for _ in range(12):
                    page.add_button.click()
                assert len(canvas.boxes) == 10 and not page.add_button.isEnabled()
                while len(canvas.boxes) > 2:
                    canvas.selected = len(canvas.boxes) - 1
                    page.remove_button.click()

                # saved by name for this room; a new console (controller) of the room finds it
                page.map_name.setText("Corner")
                page.save_button.click()
                assert page.saved_box.findData("Corner") > 0
                again = LayoutController(ada.client, ada.meeting, ada.own_cid, ada.people, ada.spawn)
                assert again.saved_maps() == {"Corner": [Slot(208, 0, 640, 480), Slot(800, 592, 480, 368, "contain")]}

                # sent: the engine composes exactly these boxes, and the preview shows them
                page.fill_box.setChecked(False)
                page.send_button.click()
                await wait(lambda: media.layout is not None and media.layout.map is not None, message="map set")
                assert media.layout.map == (Slot(208, 0, 640, 480), Slot(800, 592, 480, 368, "contain"))
                assert media.layout.layout == "custom" and media.layout.name == "Corner"
                assert canvas.mode == "live"
                await wait(lambda: [t[0] for t in canvas.tiles] == [Slot(208, 0, 640, 480), Slot(800, 592, 480, 368)],
                           message="the preview shows the engine's boxes")
                await wait(lambda: page.layout_box.currentData() == "__map__", message="the layout box follows")
                assert page.now_label.text() == "Now: Custom map “Corner”, 2 boxes · empty slots stay empty"

                # a saved map loads into the editor; deleting forgets it
                page.edit_button.click()
                canvas.set_boxes([])
                page.saved_box.setCurrentIndex(page.saved_box.findData("Corner"))
                page.saved_box.activated.emit(page.saved_box.currentIndex())
                assert canvas.boxes[1].fit == "contain" and page.edit_button.isChecked()
                page.delete_button.click()
                assert page.saved_box.findData("Corner") < 0 and again.saved_maps() == {}
                page.edit_button.click()

                # the meeting ends: a page still open gets its next request refused, in a sentence
                await api.force_stop(room.room.id)
                tasks = TaskSet("late page")
                async with ServiceClient(engine.base_url) as late_client:
                    late = LayoutController(late_client, ada.meeting, ada.own_cid, ada.people, tasks.spawn)
                    late_page = LayoutPage()
                    late.attach(late_page)
                    late_page.voice_box.click()
                    await wait(lambda: not late_page.error.isHidden(), message="refusal shown")
                    assert late_page.error.text() == "Could not change voice activation: the meeting has ended."
                    late_page.deleteLater()
        finally:
            await guest.close()


async def test_a_room_without_layout_changes(tmp_path, wait):
    async with service(tmp_path, in_process=True) as (engine, api):
        room = await api.start_room("Ada Host", name="Fixed", options={"sfu_mode": "disabled",
                                                                        "layout_available": False})
        async with host_window(room.links.gui, "Ada Host", wait) as (window, ada, page):
            before = media_of(engine, ada.access_key).layout
            assert not page.layout_box.isEnabled() and not page.voice_box.isEnabled()
            assert "this room does not allow layout changes" in page.now_label.text()
            ada.layout.choose_layout("four")   # a request all the same (e.g. a stale page): 405
            await wait(lambda: page.error.isVisible(), message="refusal shown")
            assert page.error.text() == ("Could not change the layout: this room does not allow it "
                                           "(the room's options switch it off).")
            assert media_of(engine, ada.access_key).layout == before   # nothing changed


def test_refusals_read_as_sentences():
    assert refusal(ServiceError(405, "Method Not Allowed")).startswith("this room does not allow it")
    assert refusal(ServiceError(406, "Not Acceptable")) == "the service cannot do that right now"
    assert refusal(ServiceError(410, "gone")) == "the meeting has ended"
    assert refusal(ServiceError(400, "map slot 1 lies outside the picture")) == "map slot 1 lies outside the picture"


def test_hostile_events_make_an_empty_preview():
    assert tiles_from_source_update({}) == ([], None)
    assert tiles_from_source_update({"src": "a", "vsrc": [0], "dims": [{}]}) == ([], None)
    tiles, presenter = tiles_from_source_update({
        "src": ["a@x", "b", 5], "vsrc": [0, 9, True, 2, 1], "psrc": 1,
        "dims": [{"x": 0, "y": 0, "w": 640, "h": 480}, {"x": 1e309, "y": 0, "w": 1, "h": 1},
                 {"x": 0, "y": 0, "w": 0, "h": 5}, "no", {"x": 1.4, "y": 2, "w": 3, "h": 4, "extra": []},
                 {"x": 0, "y": 0, "w": 10, "h": 10}]})
    assert [(t.slot, t.source) for t in tiles] == [(Slot(0, 0, 640, 480), "a"), (Slot(1, 2, 3, 4), "b"),
                                                   (Slot(0, 0, 10, 10), None)]
    assert presenter == "b"
    from meetdesk.client import Options
    state = state_from_options(Options.from_json({"layout": "custom", "layout_name": 7, "layout_users": "x",
                                                  "layout_map": [[0, 0, 10, 10], ["a"], [1, 1, -5, 5]],
                                                  "widescreen": True}))
    assert state.layout == "custom" and state.name is None and state.users == ()
    assert state.map == (Slot(0, 0, 10, 10),) and state.canvas == (1280, 720)


def test_the_people_strip_is_built_again_only_when_whom_it_shows_changes(qtbot):
    """The people list changes with every connection figure (every 2 s, quality.py): the strip keeps its
    items (a selection, a drag from it) until someone comes, goes or is renamed (the CI's segfault in
    set_people's clear came with those rebuilds)."""
    from meetdesk.client.call_quality import Quality
    from meetdesk.ui.controllers.people import Person

    page = LayoutPage()
    qtbot.addWidget(page)
    ada, bob = Person("ada", "Ada", is_self=True), Person("bob", "Bob")
    page.set_people([ada, bob])
    first = page.people_strip.item(1)
    page.people_strip.setCurrentRow(1)
    bob.quality, ada.hand_at = Quality(loss=20.0, rtt_ms=300, fps=4), 5
    page.set_people([ada, bob])
    assert page.people_strip.currentRow() == 1 and page.people_strip.item(1) is first
    page.set_people([ada, bob, Person("cy", "Cy")])
    assert [page.people_strip.item(i).text() for i in range(3)] == ["Ada (you)", "Bob", "Cy"]
    assert page.people_strip.currentRow() == -1
