"""The host console wired: each of its pages (ui/views/host/<page>.py: layout, layers, recordings, snapshots,
playbacks, streams; each a ConsolePage, ui/views/host/page.py) built and wired by the meeting's page controller
(ui/controllers/host/<page>.py ``attach``), and what joins two pages or the room's options to a page. The
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
    no_key = translate("MediaPages", "needs the meeting service's API key, which this app has only for meetings "
                                     "it hosts itself or when it is set in Settings.")

    layout_page, layers_page = LayoutPage(), LayersPage()
    rv, sv = RecordingsView(confirm=confirm), SnapshotsView(confirm=confirm)
    pv, stv = PlaybacksView(confirm=confirm), StreamsView(confirm=confirm)
    c.layout.attach(layout_page)
    layout_page.show_frames(composed_picture)
    layout_page.canvas.set_background(c.options.background_color or "#121212")
    c.layers.attach(layers_page)
    layers_page.show_frames(composed_picture, c.layout.state.canvas)
    rc = c.recordings
    rc.attach(rv)
    if not rc.can_list:
        rv.set_list_note(translate("MediaPages", "The room's earlier recordings and deleting them %1 This list shows "
                                                 "the recordings made while you are here.").replace("%1", no_key))
    c.snapshots.attach(sv)
    if not c.snapshots.can_delete:
        sv.set_note(translate("MediaPages", "Deleting snapshots %1").replace("%1", no_key))
    pc, st = c.playbacks, c.streams
    pc.attach(pv)
    st.attach(stv, translate("MediaPages", "Forwarding %1").replace("%1", no_key))
    for key, page, title, icon_name in (
            ("layout", layout_page, translate("MediaPages", "Layout"), "layout"),
            ("layers", layers_page, translate("MediaPages", "Layers"), "layers"),
            ("recordings", rv, translate("MediaPages", "Recordings"), "record"),
            ("snapshots", sv, translate("MediaPages", "Snapshots"), "camera"),
            ("playbacks", pv, translate("MediaPages", "Playbacks"), "film"),
            ("streams", stv, translate("MediaPages", "Streams"), "broadcast")):
        console.add_page(key, page, title, icon_name)

    # ---- transcripts of the recordings made with captions
    tc = TranscriptsController(c.client, c.api_client, c.spawn, console, folder=rc.folder)
    rc.changed.connect(tc.check)
    tc.available.connect(rv.set_transcript)
    rv.transcript_requested.connect(tc.download)
    tc.downloaded.connect(rv.set_transcript_saved)
    tc.failed.connect(rv.show_error)
    console.transcripts = tc
    rc.refresh()

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
