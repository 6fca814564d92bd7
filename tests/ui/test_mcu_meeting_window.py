"""The meeting window in MCU mode: the podium state from source_update events, the people panel's markers, the
video view across a change of stream (peer video -> composed picture), and a real engine with sfu_mode=disabled
whose composed picture the window shows."""
from __future__ import annotations

import threading

import av
import numpy as np
from PySide6.QtCore import QRectF, QSize

from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.controllers.people import PeopleController, Person, Podium, podium_from_source_update
from meetdesk.ui.views.meeting_window import MeetingWindow
from meetdesk.ui.views.people_panel import PeoplePanel
from meetdesk.ui.widgets import video as video_module
from meetdesk.ui.widgets.video import VideoView

from test_join_flows import service
from ui_headless import HeadlessParticipant


def _people(*cids: str) -> PeopleController:
    """A people controller with members added directly (no REST look-ups: nothing is spawned)."""
    people = PeopleController(None, "key", lambda coro: coro.close())
    for i, cid in enumerate(cids):
        people.people[cid] = Person(cid, f"P{i}", is_self=i == 0)
    return people


def _state(people: PeopleController) -> dict[str, tuple[bool | None, bool]]:
    return {p.id: (p.in_picture, p.presenting) for p in people.people.values()}


def test_podium_from_a_sequence_of_source_updates():
    people = _people("a", "b", "c")
    emitted: list[list[Person]] = []
    people.changed.connect(emitted.append)

    # peer mode: a source_update arrives too, but there is no composed picture to be in
    people.apply_source_update({"src": ["a", "b"], "vsrc": [0, 1], "dims": [], "l": 0})
    assert _state(people) == {"a": (None, False), "b": (None, False), "c": (None, False)}

    # the call switches to the composed picture: no marker until a source_update tells the podium
    people = _people("a", "b", "c")
    people.changed.connect(emitted.append)
    people.set_composed(True)
    assert _state(people) == {"a": (None, False), "b": (None, False), "c": (None, False)}
    # everyone on a position is in it, an empty position (-1) is no one
    people.apply_source_update({"src": ["a", "b", "c"], "vsrc": [0, 1, 2, -1], "l": 0})
    assert _state(people) == {"a": (True, False), "b": (True, False), "c": (True, False)}

    # the same podium again changes nothing and tells nobody
    count = len(emitted)
    people.apply_source_update({"src": ["a", "b", "c"], "vsrc": [0, 1, 2, -1], "l": 0})
    assert len(emitted) == count

    # a custom layout leaves b and c out; c presents (psrc indexes src)
    people.apply_source_update({"src": ["a", "b", "c"], "vsrc": [0, -1], "psrc": 2, "l": 101})
    assert _state(people) == {"a": (True, False), "b": (False, False), "c": (False, True)}
    assert emitted[-1][0].id == "a" and emitted[-1][0].in_picture is True

    # a playback takes b's place; client ids with a domain are matched without it
    people.apply_source_update({"src": ["a@meetdesk", "b", "c@meetdesk", "media-p1"], "vsrc": [0, 3, 2]})
    assert _state(people) == {"a": (True, False), "b": (False, False), "c": (True, False)}

    # back to peer mode: no markers
    people.set_composed(False)
    assert _state(people) == {"a": (None, False), "b": (None, False), "c": (None, False)}


def test_more_people_than_positions():
    cids = [f"u{i}" for i in range(11)]
    people = _people(*cids)
    people.set_composed(True)
    people.apply_source_update({"src": cids, "vsrc": list(range(9)), "l": 0})
    assert [p.in_picture for p in sorted(people.people.values(), key=lambda p: int(p.id[1:]))] == \
        [True] * 9 + [False] * 2
    # someone who joined after the last source_update is not in the picture until one lists them
    people.people["late"] = Person("late", "Late")
    people.set_speaking("late", True)
    assert people.people["late"].in_picture is False and people.people["late"].speaking


def test_hostile_source_updates_show_nobody():
    good = podium_from_source_update({"src": ["a", "b"], "vsrc": [1], "psrc": 0})
    assert good == Podium(frozenset({"b"}), "a")
    for update in ({"src": "ab", "vsrc": [0]}, {"src": ["a"], "vsrc": "0"}, {}, {"src": None, "vsrc": None},
                   {"src": ["a"] * 5000, "vsrc": [0]}):
        assert podium_from_source_update(update) == Podium()
    weird = podium_from_source_update({"src": ["a", 7, "", None, "\ud800x"], "vsrc": [True, 1, 2, 3, 9, -1, 1.0, "0",
                                                                                        None, 4],
                                       "psrc": "0"})
    assert weird == Podium(frozenset({"\ud800x"}), None)   # only the string at a valid integer index


def test_people_panel_marks_the_podium_and_the_speaker(qtbot):
    panel = PeoplePanel()
    qtbot.addWidget(panel)
    panel.show()
    me = Person("a", "Ada", is_self=True, in_picture=True)
    bob = Person("b", "Bob", guest=True, in_picture=False, speaking=True)
    cleo = Person("c", "Cleo", in_picture=True, presenting=True)
    panel.set_people([me, bob, cleo])
    rows = panel.rows()
    assert [r.in_picture for r in rows] == [True, False, True]
    assert [r.picture_marker.isVisible() for r in rows] == [True, True, True]
    assert rows[0].picture_marker.toolTip() == "In the composed picture"
    assert rows[1].picture_marker.accessibleName() == "Not in the composed picture"
    assert [r.tag.text() for r in rows] == ["you", "guest · not in picture", "presenting"]
    assert [r.speaking.isVisible() for r in rows] == [False, True, False]

    # speaking and podium changes update the rows in place
    bob.speaking, bob.in_picture, me.speaking = False, True, True
    panel.set_people([me, bob, cleo])
    assert panel.rows() == rows
    assert [r.speaking.isVisible() for r in rows] == [True, False, False]
    assert rows[1].tag.text() == "guest" and rows[1].in_picture is True

    # peer mode: no markers; a new member rebuilds the list
    for person in (me, bob, cleo):
        person.in_picture = None
    panel.set_people([me, bob, cleo, Person("d", "Dan")])
    assert [r.picture_marker.isVisible() for r in panel.rows()] == [False] * 4
    assert panel.title.text() == "PARTICIPANTS (4)"


def _frames(width: int, height: int, rgb: tuple[int, int, int], count: int = 1) -> list[av.VideoFrame]:
    array = np.empty((height, width, 3), np.uint8)
    array[:] = rgb
    frame = av.VideoFrame.from_ndarray(array, format="rgb24").reformat(format="yuv420p")
    return [frame] * count


def _centre(view: VideoView) -> tuple[int, int, int]:
    image = view.current_image()
    colour = image.pixelColor(image.width() // 2, image.height() // 2)
    return colour.red(), colour.green(), colour.blue()


async def test_video_view_switches_streams_without_a_gap(qtbot, wait, monkeypatch):
    """Peer video 640x480 -> nothing for a while (renegotiation) -> composed 1280x720: the last picture stays,
    each picture has its own aspect ratio, and frames are converted off the UI thread to the size shown."""
    threads: set[int] = set()
    convert = video_module.convert_frame

    def recording_convert(*args):
        threads.add(threading.get_ident())
        return convert(*args)
    monkeypatch.setattr(video_module, "convert_frame", recording_convert)

    view = VideoView("waiting")
    qtbot.addWidget(view)
    view.resize(801, 601)   # an odd width: swscale pads the picture's lines
    view.show()
    for frame in _frames(640, 480, (200, 30, 30), 3):
        view.offer_frame(frame)
        await wait(lambda: not view._busy and view._waiting is None, message="converted")
    await wait(lambda: view.frames_painted >= 1, message="painted")
    assert view.conversion_errors == 0
    assert view.source_size() == QSize(640, 480)
    image = view.current_image()   # scaled to the size shown (4:3 in 801x601), painted as is
    assert image.width() == 801 and image.height() in (600, 601)
    assert _centre(view)[0] > 150

    # no frames while the call renegotiates; the window is resized meanwhile: the same picture, sharp again
    view.resize(640, 600)
    await wait(lambda: view.current_image().size() == QSize(640, 480), message="re-converted after the resize")
    assert view.has_video and _centre(view)[0] > 150 and view.frames_received == 3

    painted = view.frames_painted
    view.offer_frame(_frames(1280, 720, (30, 30, 200))[0])
    await wait(lambda: view.frames_painted > painted, message="composed picture painted")
    assert view.source_size() == QSize(1280, 720)
    assert view.current_image().size() == QSize(640, 360)   # 16:9 now
    assert _centre(view)[2] > 150
    assert threads and threading.get_ident() not in threads   # converted on the worker thread

    view.clear()
    assert view.current_image() is None and not view.has_video


async def test_a_view_closed_during_a_conversion(qtbot, wait):
    """The worker's result for a deleted view is dropped; the next view still gets its pictures."""
    gone = VideoView()
    gone.resize(320, 240)
    gone.show()
    gone.offer_frame(_frames(1280, 960, (10, 200, 10))[0])
    assert gone._busy
    gone.deleteLater()
    del gone
    view = VideoView()
    qtbot.addWidget(view)
    view.resize(320, 240)
    view.show()
    view.offer_frame(_frames(1280, 960, (10, 200, 10))[0])
    await wait(lambda: view.current_image() is not None, message="converted")
    assert view.current_image().size() == QSize(320, 240) and _centre(view)[1] > 150


async def test_window_shows_the_composed_picture_podium_and_speaker(tmp_path, wait):
    """A real engine with options[sfu_mode]=disabled: the one participant already gets the composed picture;
    a guest joins; a custom layout showing only the host takes the guest off the podium."""
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="MCU", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        guest = None
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            await wait(lambda: window.video.source_size().width() == 1280 and window.video.frames_painted >= 2,
                       message="composed picture painted")
            assert controller.video_mode == "composed"
            assert window.mode_label.isVisible() and window.mode_label.text() == "Composed picture"
            assert window.video.source_size() == QSize(1280, 960)
            # the picture shows you already: your own view starts hidden, "Show yourself" brings it back
            assert not window.self_view.isVisible() and window.self_box.show_button.isVisible()

            guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
            await wait(lambda: len([t for t in controller.layout.tiles if t.source]) == 2, message="two tiles")
            window.self_box.show_button.click()
            assert window.self_view.isVisible() and not window.self_box.show_button.isVisible()
            window._place_overlays()
            tiles = window._tiles_on_stage()
            assert len(tiles) == 2
            mine = QRectF(window.self_view.geometry())
            assert not any(tile.intersects(mine) for tile in tiles), (mine, tiles)   # it covers nobody
            window.self_box.hide_button.click()
            assert not window.self_view.isVisible() and window.self_box.show_button.isVisible()
            window.self_box.show_button.click()

            def rows() -> dict[str, tuple]:
                return {r.person.name: (r.in_picture, r.speaking.isVisible(), r.tag.text())
                        for r in window.people_panel.rows()}
            await wait(lambda: {k: v[0] for k, v in rows().items()} == {"Ada Host": True, "Grace Guest": True},
                       message="both on the podium")
            await wait(lambda: rows()["Grace Guest"][1], message="the guest's tone marks her as speaking")

            await api.set_layout(meeting.access_key, layout="custom", map=[[0, 0, 1280, 960, "auto"]],
                                 users=[meeting.user.id])
            await wait(lambda: rows()["Grace Guest"][0] is False and rows()["Ada Host"][0] is True,
                       message="the guest is off the podium")
            assert rows()["Grace Guest"][2] == "guest · not in picture"
        finally:
            if guest is not None:
                await guest.close()
            await controller.close()
            window.close()


async def test_recording_badge_and_notices(tmp_path, wait):
    """A participant sees the REC badge while the meeting is recorded, and a notice when the recording starts,
    stops and is ready (the third recording_update, download link set)."""
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="Recorded", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        notices: list[str] = []
        controller.notice.connect(notices.append)
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            await wait(lambda: window.video.frames_painted >= 2, message="composed picture painted")
            await client.start_recording(meeting.access_key)
            await wait(lambda: window.rec_badge.isVisible(), message="REC badge")
            assert "Recording started" in notices
            await client.stop_recording(meeting.access_key)
            await wait(lambda: not window.rec_badge.isVisible(), message="REC badge gone")
            await wait(lambda: "The recording is ready" in notices, message="ready notice")
            assert notices.index("Recording stopped") < notices.index("The recording is ready")
        finally:
            await controller.close()
            window.close()
