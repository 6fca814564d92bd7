"""The host console's Recordings page on a real engine: start, the elapsed time, stop, the recording turning
ready through its recording_update events, download with progress into the (redirected) downloads folder,
open and show in folder (the opener is injected), delete after the confirmation; refusals as sentences; the
page without an API key; paging of the room's list."""
from __future__ import annotations

import av
from PySide6.QtCore import QUrl

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.host.refusals import refusal
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.views.host.recordings import clock
from meetdesk.ui.views.meeting_window import MeetingWindow

from test_join_flows import service
from ui_headless import running_desk


async def _host_console(desk, wait):
    desk.window.host_button.click()
    await wait(lambda: desk.meeting_window is not None, message="meeting window")
    await wait(lambda: desk.meeting.state == "connected", timeout=20, message="host call connected")
    window = desk.meeting_window
    window.open_panel("host")
    window.host_panel.console_button.click()
    return window, desk.meeting, window.host_console


async def test_record_download_open_show_and_delete(tmp_path, wait, monkeypatch):
    downloads = tmp_path / "downloads"
    monkeypatch.setenv("MEETDESK_DOWNLOADS_DIR", str(downloads))
    async with running_desk(tmp_path / "data") as desk:
        window, controller, console = await _host_console(desk, wait)
        opened: list[QUrl] = []
        controller.recordings.open_url = opened.append
        page = console.pages["recordings"]
        console.show_page("recordings")
        assert page.record_button.isEnabled() and page.record_button.text() == "Start recording"
        assert page.list.empty.isVisibleTo(page) and not page.list_hint.isVisibleTo(page)   # the host has the API key

        page.record_button.click()
        await wait(lambda: page.running and page.record_button.text() == "Stop recording", message="recording")
        assert page.elapsed_label.isVisibleTo(page) and page.elapsed_label.text().startswith("● REC 0:0")
        assert window.rec_badge.isVisible()   # the meeting window's badge is still there
        rec_id = controller.recordings.running.id
        await wait(lambda: rec_id in page.rows and page.rows[rec_id].state.text() == "Recording…",
                   message="the running recording listed")
        assert not page.rows[rec_id].download_button.isEnabled()
        # while it records there is no file: neither Download nor Open is offered, the row says what goes on
        assert page.rows[rec_id].download_button.isHidden() and page.rows[rec_id].open_button.isHidden()
        assert page.rows[rec_id].state.text() in ("Recording…", "Processing…")
        await wait(lambda: controller.recordings.elapsed() >= 2, message="two seconds recorded")
        page._tick()
        assert page.elapsed_label.text() != "● REC 0:00"

        page.record_button.click()
        await wait(lambda: not page.running and page.record_button.text() == "Start recording", message="stopped")
        await wait(lambda: page.rows[rec_id].state.text() == "Ready", timeout=20, message="recording ready")
        row = page.rows[rec_id]
        duration = controller.recordings.find(rec_id).duration
        assert duration >= 1 and row.duration.isVisibleTo(page) and row.duration.text() == clock(duration)
        assert row.download_button.isEnabled() and not row.download_button.isHidden()
        assert not row.open_button.isHidden()

        progress: list[tuple[int, int]] = []
        controller.recordings.download_progress.connect(lambda _id, done, total: progress.append((done, total)))
        row.download_button.click()
        await wait(lambda: rec_id in controller.recordings.files, timeout=20, message="downloaded")
        path = controller.recordings.files[rec_id]
        assert path.parent == downloads and path.suffix == ".webm" and path.stat().st_size > 1000
        assert not list(downloads.glob("*.part"))
        assert progress[-1] == (path.stat().st_size, path.stat().st_size)
        with av.open(str(path)) as container:       # a real video file
            assert container.streams.video and next(container.decode(video=0)).width > 0
        row = page.rows[rec_id]
        assert row.folder_button.isVisibleTo(page) and str(path) in row.saved.text()

        row.open_button.click()
        assert opened[-1] == QUrl.fromLocalFile(str(path))
        row.folder_button.click()
        assert opened[-1] == QUrl.fromLocalFile(str(downloads))

        assert row.delete_button.isVisibleTo(page)
        row.delete_button.click()           # confirm=False in tests: no dialog
        await wait(lambda: rec_id not in page.rows, message="deleted from the list")
        assert page.list.empty.isVisibleTo(page) and path.exists()   # the downloaded file stays
        async with ServiceClient(desk.engine.endpoint.base_url, controller.api_key) as api:
            try:
                await api.get_recording(rec_id)
                raise AssertionError("the recording is still on the service")
            except ServiceError as exc:
                assert exc.status == 404


async def _window_for(client, meeting, api_key=None):
    controller = MeetingController(client, meeting, api_key=api_key)
    window = MeetingWindow(controller, confirm=False)
    window.show()
    return controller, window


async def test_switched_off_recording_and_refusals_are_sentences(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="No rec", options={"recording_available": False})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller, window = await _window_for(client, meeting)   # no API key: joined by link
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            page = window.open_host_console().pages["recordings"]
            assert not page.record_button.isEnabled()
            assert page.hint.text() == "Recording is switched off for this meeting."
            assert page.list_hint.isVisibleTo(page) and "API key" in page.list_hint.text()
            # the request the button would make is refused with 405, shown as a sentence
            controller.recordings.start()
            await wait(lambda: page.error.isVisibleTo(page), message="refusal shown")
            assert page.error.text() == "The recording could not start: this meeting does not allow it."
        finally:
            await controller.close()
            window.close()


async def test_a_second_start_is_refused_and_the_list_comes_from_events_without_a_key(tmp_path, wait, monkeypatch):
    monkeypatch.setenv("MEETDESK_DOWNLOADS_DIR", str(tmp_path / "dl"))
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="Rec")
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller, window = await _window_for(client, meeting)
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            page = window.open_host_console().pages["recordings"]
            await api.start_recording(room.access_key)      # someone else started it
            await wait(lambda: page.running, message="running from the event")
            controller.recordings.start()
            await wait(lambda: page.error.isVisibleTo(page), message="406 shown")
            assert page.error.text().startswith("The recording could not start now: ")
            assert "already running" in page.error.text()
            page.record_button.click()                      # stop
            await wait(lambda: page.rows and next(iter(page.rows.values())).state.text() == "Ready",
                       timeout=20, message="ready, from events only")
            row = next(iter(page.rows.values()))
            assert not row.delete_button.isVisibleTo(page)          # deleting needs the API key
            row.download_button.click()
            await wait(lambda: controller.recordings.files, timeout=20, message="downloaded without a key")
            assert next(iter(controller.recordings.files.values())).parent == tmp_path / "dl"
        finally:
            await controller.close()
            window.close()


async def test_the_room_list_pages_newest_first(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name="Many", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller, window = await _window_for(client, meeting, api_key=engine.config.api_key)
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            for _ in range(26):
                await api.start_recording(room.access_key)
                await api.stop_recording(room.access_key)
            first, second = (await api.list_recordings(room.room.id, page=1),
                             await api.list_recordings(room.room.id, page=2))
            assert (len(first), len(second)) == (25, 1)
            page = window.open_host_console().pages["recordings"]
            await wait(lambda: len(page.rows) == 25 and page.older_button.isEnabled(), message="first page")
            assert not page.newer_button.isEnabled()
            assert page.page_label.text() == "Page 1"
            listed = list(page.rows)
            page.older_button.click()
            await wait(lambda: list(page.rows) != listed and len(page.rows) == 1, message="second page")
            assert page.page_label.text() == "Page 2" and not page.older_button.isEnabled()
            assert listed == [r.id for r in first] and list(page.rows) == [second[0].id]   # the service's order
            page.newer_button.click()
            await wait(lambda: list(page.rows) == listed, message="back to the first page")
        finally:
            await controller.close()
            window.close()


def test_refusal_sentences_and_clock():
    assert [clock(s) for s in (0, 7, 750, 3723)] == ["0:00", "0:07", "12:30", "1:02:03"]
    doing = "The snapshot could not be taken"
    assert refusal(ServiceError(405, "x"), doing) == f"{doing}: this meeting does not allow it."
    assert refusal(ServiceError(406, "the meeting is not ready yet"), doing) == \
        f"{doing} now: the meeting is not ready yet."
    assert refusal(ServiceError(410, "gone"), doing) == f"{doing}: the meeting is over."
    assert refusal(ServiceError(400, "url is required."), doing) == f"{doing}: url is required."


def test_a_rebuilt_list_shows_its_rows_at_once(qtbot):
    """The list is rebuilt on every recording_update: its rows must be shown at once, not at the next turn of
    the event loop (one turn without rows, a flicker; and the record/download test, checking a row right after
    an update, saw its duration hidden: 'assert (2 >= 1 and False)')."""
    from meetdesk.client import Recording
    from meetdesk.ui.views.host.recordings import RecordingsView

    view = RecordingsView(confirm=False)
    qtbot.addWidget(view)
    view.show()
    ready = Recording.from_json({"id": "r1", "created_at": 1, "duration": 2,
                                 "links": {"download": "http://example.invalid/r1"},
                                 "user": {"id": "u", "name": "Ada"}, "room": {"id": "room"}})
    view.set_items([ready])
    row = view.rows["r1"]
    assert row.isVisibleTo(view) and row.duration.isVisibleTo(view) and row.duration.text() == "0:02"
