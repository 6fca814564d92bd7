"""The host console wired: each of its pages (ui/views/host/<page>.py: layout, layers, recordings, snapshots,
playbacks, streams) built and connected to the meeting's page controller (ui/controllers/host/<page>.py). The
meeting window asks for it on first use. A control whose service side is missing (a feature the room switched
off, no API key) is hidden or says why it is off."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from meetdesk.ui.controllers.host.transcripts import TranscriptsController
from meetdesk.ui.views.host.console import HostConsole
from meetdesk.ui.views.host.layers import LayersPage
from meetdesk.ui.views.host.layout import LayoutPage
from meetdesk.ui.views.host.playbacks import PlaybacksView
from meetdesk.ui.views.host.recordings import RecordingsView
from meetdesk.ui.views.host.snapshots import SnapshotsView
from meetdesk.ui.views.host.streams import StreamsView

if TYPE_CHECKING:
    from meetdesk.ui.controllers.meeting import MeetingController


translate = QCoreApplication.translate   # by this name pyside6-lupdate finds the strings below


def build_console(c: MeetingController, confirm: bool,
                  composed_picture: Callable[[], QImage | None]) -> HostConsole:
    """The host console of the meeting ``c``: its pages, wired. ``confirm``: destructive actions ask first;
    ``composed_picture``: the latest composed frame on screen (MCU), for the layout and layers previews."""
    console = HostConsole(c.room_name)

    # ---- layout and layers
    layout_page = LayoutPage()
    layout_page.attach(c.layout, composed_picture)
    layout_page.canvas.set_background(c.options.background_color or "#121212")
    console.add_page("layout", layout_page, translate("MediaPages", "Layout"), "layout")
    layers_page = LayersPage()
    layers_page.attach(c.layers, composed_picture, c.layout.state.canvas)
    console.add_page("layers", layers_page, translate("MediaPages", "Layers"), "layers")
    no_key = translate("MediaPages", "needs the meeting service's API key, which this app has only for meetings "
                                     "it hosts itself or when it is set in Settings.")

    # ---- recordings
    rc, rv = c.recordings, RecordingsView(confirm=confirm)
    rv.can_delete = rc.can_list
    rv.start_requested.connect(rc.start)
    rv.stop_requested.connect(rc.stop)
    rv.download_requested.connect(rc.download)
    rv.open_requested.connect(rc.open)
    rv.show_in_folder_requested.connect(rc.show_in_folder)
    rv.delete_requested.connect(rc.delete)
    rv.newer_requested.connect(rc.previous_page)
    rv.older_requested.connect(rc.next_page)
    rc.running_changed.connect(lambda rec: rv.set_running(rec is not None, rc.elapsed))
    rc.changed.connect(rv.set_items)
    rc.page_changed.connect(rv.set_page)
    rc.download_progress.connect(rv.set_progress)
    rc.downloaded.connect(rv.set_saved)
    rc.download_ended.connect(rv.end_download)
    rc.failed.connect(rv.show_error)
    rc.busy_changed.connect(lambda busy: rv.set_busy(busy or not c.options.recording_available))
    if not rc.can_list:
        rv.set_list_note(translate("MediaPages", "The room's earlier recordings and deleting them %1 This list shows "
                                                 "the recordings made while you are here.").replace("%1", no_key))
    rv.set_running(rc.running is not None, rc.elapsed)
    rv.set_items(rc.items)
    tc = TranscriptsController(c.client, c.api_client, c.spawn, console, folder=rc.folder)   # with captions
    rc.changed.connect(tc.check)
    tc.available.connect(rv.set_transcript)
    rv.transcript_requested.connect(tc.download)
    tc.downloaded.connect(rv.set_transcript_saved)
    tc.failed.connect(rv.show_error)
    console.transcripts = tc
    rc.refresh()
    console.add_page("recordings", rv, translate("MediaPages", "Recordings"), "record")

    # ---- snapshots
    sc, sv = c.snapshots, SnapshotsView(confirm=confirm)
    sv.can_delete = sc.can_delete
    sv.take_requested.connect(sc.take)
    sv.save_requested.connect(sc.save)
    sv.show_in_folder_requested.connect(sc.show_in_folder)
    sv.delete_requested.connect(sc.delete)
    sc.changed.connect(sv.set_items)
    sc.thumbnail_loaded.connect(sv.set_picture)
    sc.saved.connect(sv.set_saved)
    sc.failed.connect(sv.show_error)
    sc.busy_changed.connect(sv.set_busy)
    if not sc.can_delete:
        sv.set_note(translate("MediaPages", "Deleting snapshots %1").replace("%1", no_key))
    sv.set_items(sc.items)
    for snap_id, data in sc.thumbnails.items():
        sv.set_picture(snap_id, data)
    console.add_page("snapshots", sv, translate("MediaPages", "Snapshots"), "camera")

    # ---- playbacks
    pc, pv = c.playbacks, PlaybacksView(confirm=confirm)
    pv.set_local_files(pc.plays_local_files)
    pv.play_requested.connect(lambda source, name, replace, audio, loop:
                              pc.start(source, name=name, replace=replace, audio=audio, loop=loop))
    pv.stop_requested.connect(pc.stop)
    pc.changed.connect(pv.set_playing)
    pc.failed.connect(pv.show_error)
    pc.busy_changed.connect(pv.set_busy)
    pv.set_playing(pc.playing)
    console.add_page("playbacks", pv, translate("MediaPages", "Playbacks"), "film")

    # ---- streams: broadcasts and forwards
    st, stv = c.streams, StreamsView(confirm=confirm)
    stv.set_forward_available(st.can_forward, translate("MediaPages", "Forwarding %1").replace("%1", no_key))
    stv.broadcast_requested.connect(st.start_broadcast)
    stv.stop_broadcast_requested.connect(st.stop_broadcast)

    def forward(what: str, source_id: str, url: str, kinds: str) -> None:
        if what == "source":
            st.forward_participant(source_id, url, kinds)
        elif what == "playback":
            name = next((p["name"] for p in pc.playing if p["play_id"] == source_id), "")
            st.forward_playback(source_id, name, url, kinds)
        else:
            st.forward_meeting(url, kinds)
    stv.forward_requested.connect(forward)
    stv.stop_forward_requested.connect(st.stop_forward)
    stv.clear_ended_requested.connect(st.remove_ended)
    st.broadcasts_changed.connect(stv.set_broadcasts)
    st.forwards_changed.connect(stv.set_forwards)
    st.failed.connect(stv.show_error)
    st.busy_changed.connect(stv.set_busy)
    stv.set_broadcasts(st.broadcasts)
    stv.set_forwards(st.forwards)
    console.add_page("streams", stv, translate("MediaPages", "Streams"), "broadcast")

    # ---- who and what can be forwarded or replaced: participants (user ids) and playbacks
    def targets() -> list[tuple[str, str]]:
        if st.can_forward:
            return list(st.participants)
        users = getattr(c.people, "_users", {})   # cid -> the user REST told (its id is the user id)
        out = []
        for person in c.people.participant_list():
            user = users.get(person.id)
            uid = c.meeting.user.id if person.is_self else (user.id if user is not None else "")
            if uid:
                out.append((uid, person.name))
        return out

    def refresh_sources(*_args) -> None:
        pv.set_participants(targets())
        stv.set_sources(st.participants, [(p["play_id"], p["name"] or p["play_id"]) for p in pc.playing])

    c.people.changed.connect(lambda people: st.members_changed(frozenset(p.id for p in people)))
    c.people.changed.connect(refresh_sources)
    st.participants_changed.connect(refresh_sources)
    pc.changed.connect(refresh_sources)
    st.members_changed(frozenset(p.id for p in c.people.participant_list()))
    refresh_sources()

    # ---- what the room allows, now and after an options_update
    def apply_options(options) -> None:
        rv.set_available(bool(options.recording_available),
                         translate("MediaPages", "Recording is switched off for this meeting."))
        stv.set_broadcast_available(bool(options.broadcast_available),
                                    translate("MediaPages", "Live streaming is switched off for this meeting."))
    apply_options(c.options)
    c.options_changed.connect(apply_options)
    return console
