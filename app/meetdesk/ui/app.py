"""The desktop app (``MeetDeskApp``): the main window, joining and hosting, the meeting windows, the engine of this
computer and the settings; ui/launch.py starts it (`meetdesk`, `meetdesk LINK`, `meetdesk host`)."""
from __future__ import annotations

import asyncio
import logging
import os
import time
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from meetdesk.ui import i18n
from meetdesk.ui.controllers.join import JoinController, JoinedMeeting
from meetdesk.ui.controllers.nearby import NearbyController
from meetdesk.ui.controllers.waiting import WaitingController
from meetdesk.ui.hosting import EmbeddedEngine
from meetdesk.ui.settings import Settings, data_dir
from meetdesk.ui.views.guest_dialog import GuestNameDialog
from meetdesk.ui.views.main_window import MainWindow
from meetdesk.ui.views.waiting_notice import WaitingWiring
from meetdesk.ui.widgets.placement import fit_on_screen

# The meeting (aiortc, PyAV, the call), its window and the settings dialog (device previews) are imported when
# first needed, not at start: half of the app's import time (benchmarks/frozen_startup.py).
if TYPE_CHECKING:
    from meetdesk.ui.controllers.host.permalinks import PermalinkController
    from meetdesk.ui.controllers.meeting import MeetingController
    from meetdesk.ui.views.meeting_window import MeetingWindow

log = logging.getLogger(__name__)
_IMPORTED_AT = time.time()


def startup_tracer() -> Callable[[str], None] | None:
    """With $MEETDESK_TRACE_FIRST_FRAME set (to the launch wall-clock time in seconds, or anything else to
    count from this module's import), a function printing `<event> <ms since launch>` lines; else None."""
    value = os.environ.get("MEETDESK_TRACE_FIRST_FRAME")
    if not value:
        return None
    try:
        t0 = float(value)
    except ValueError:
        t0 = _IMPORTED_AT

    def trace(event: str) -> None:
        print(f"{event} {(time.time() - t0) * 1000:.0f}", flush=True)
    return trace


class MeetDeskApp(QObject):
    """Owns the settings, the main window, the embedded engine and the open meeting."""

    def __init__(self, settings: Settings | None = None, engine: EmbeddedEngine | None = None,
                 confirm: bool = True, preview: bool = True, nearby: bool | list[str] = True):
        super().__init__()
        self.settings = settings or Settings.load()
        self.engine = engine or EmbeddedEngine(data_dir(), reach=self.settings.host_reach,
                                               address=self.settings.host_address, port=self.settings.host_port)
        self.engine.former_address = self.settings.host_last_address
        self.engine.captions_model = self.settings.captions_model
        self.engine.allow_network = self.settings.host_allow_network
        self.engine.listeners.append(self._engine_event)   # its process ended and is started again: said here
        self._start_engine_after_paint = False   # start_engine_early(): once the main window has painted
        self._engine_early = False   # the engine runs while the app does (start_engine_early)
        self.engine_status = ""      # the last sentence about the engine's process
        self.confirm = confirm
        self.preview = preview
        i18n.install_language(i18n.user_language(self.settings.language))
        self.guest_dialog: GuestNameDialog | None = None
        self.join = JoinController(self.settings, self.engine, self)
        # meetings listed on the network, browsed from show() to shutdown(): on every interface, on the
        # addresses ``nearby`` lists, or (False) not at all
        self.nearby = NearbyController(nearby if isinstance(nearby, list) else None, self) if nearby else None
        self.window = self._make_main_window()
        if self.nearby is not None:
            self.nearby.changed.connect(lambda meetings: self.window.set_nearby(meetings))
        self.meeting_window: MeetingWindow | None = None
        self.meeting: MeetingController | None = None
        self.permalinks: PermalinkController | None = None
        self.last_joined: JoinedMeeting | None = None
        self._rejoin_media: tuple[bool, bool] | None = None   # (muted, camera off) the rejoined meeting was left with
        # `meetdesk host`: who gets `invite <guest link>` once the meeting is up (standard output, or the later
        # launch that handed the request over, single_instance.py), or `error <sentence>` when hosting fails
        self._invite_to: list[Callable[[str], None]] = []
        self.trace = startup_tracer()
        self._await_first_paint = self.trace is not None   # traces main_window_painted once
        self.join.name_needed.connect(self._ask_guest_name)
        self.join.waiting.connect(lambda: self.window.show_waiting())
        self.join.waiting_for.connect(lambda text: self.window.show_waiting(text))   # "Ada has not started ..."
        # guests waiting at this app's permalinks: a notice with "Start the meeting", a notification when away
        self.waiting = WaitingController(self.engine, self.join.host_links,
                                         lambda: self.settings.display_name or self.tr("Host"), self)
        self.waiting_views = WaitingWiring(self, self.waiting)
        self.join.busy.connect(lambda busy, text: self.window.set_busy(busy, text))
        self.join.failed.connect(self._join_failed)
        self.join.joined.connect(self._joined)
        self.join.over.connect(lambda link: self._recent_ended(link))
        QApplication.instance().installEventFilter(self)   # macOS delivers meetdesk:// links as FileOpen

    def _make_main_window(self) -> MainWindow:
        window = MainWindow(self.settings)
        window.join_requested.connect(self.open_link)
        window.host_requested.connect(self.host)
        window.settings_requested.connect(self.open_settings)
        window.cancel_requested.connect(self._cancel_wait)
        if self.nearby is not None:
            window.set_nearby(self.nearby.meetings)
        return window

    # ---- entry points
    def show(self) -> None:
        self.window.show()
        fit_on_screen(self.window)
        if self.nearby is not None:
            self.nearby.start()
        self.waiting.start()

    def open_link(self, link: str) -> None:
        """Open a link (command line, second launch, recent list, paste)."""
        if self.meeting_window is not None and not self.meeting_window.ended:
            self.meeting_window.notices.show_notice(self.tr("Leave this meeting before opening another link"))
            _to_front(self.meeting_window)
            return
        self._drop_guest_dialog()   # the newest link replaces a pending one
        self.window.show_link(link)
        self.window.show_home()
        _to_front(self.window)
        self.join.join(link)

    def host(self) -> None:
        if self.meeting_window is not None and not self.meeting_window.ended:
            return
        self.window.joining_title = ""   # the progress line names no meeting joined before
        self.join.host()

    def host_from_command(self, name: str = "", answer: Callable[[str], None] | None = None) -> None:
        """`meetdesk host [--name NAME]`: host as the "Host a meeting" button does (NAME answers its name
        question) and answer `invite <guest link>` once the meeting is up (``answer``: print on standard
        output). A meeting this app already hosts answers with its invite at once."""
        answer = answer or (lambda line: print(line, flush=True))
        if self.meeting_window is not None and not self.meeting_window.ended:
            meeting = self.meeting
            if meeting is not None and not meeting.is_guest and meeting.guest_link:
                answer(f"invite {meeting.guest_link}")
            else:
                answer("error MeetDesk is in another meeting: leave it to host one")
            return
        self._invite_to.append(answer)
        name = " ".join(name.split())
        if name:
            self.window.host_as(name)
        else:
            self.window.host_button.click()

    def _announce(self, controller: "MeetingController") -> None:
        def on_state(state: str) -> None:
            if state == "connected" and self._invite_to:
                waiting, self._invite_to = self._invite_to, []
                for answer in waiting:
                    answer(f"invite {controller.guest_link}")
        controller.state_changed.connect(on_state)

    def activate(self) -> None:
        _to_front(self.meeting_window if self.meeting_window is not None else self.window)

    # ---- flow
    def _ask_guest_name(self, room_name: str, suggestion: str) -> None:
        self._drop_guest_dialog()
        dialog = GuestNameDialog(room_name, suggestion, self.window)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self.join.continue_as(dialog.name))
        self.guest_dialog = dialog
        dialog.open()
        _to_front(dialog)

    def _drop_guest_dialog(self) -> None:
        """Close a pending "Join as guest" dialog without joining (a newer link replaces it)."""
        dialog, self.guest_dialog = self.guest_dialog, None
        if dialog is not None:
            dialog.accepted.disconnect()
            dialog.reject()
            dialog.deleteLater()

    @property
    def guest_dialogs(self) -> list[GuestNameDialog]:
        """The guest-name dialogs on screen (at most one)."""
        return [d for d in self.window.findChildren(GuestNameDialog) if d.isVisible()]

    def _join_failed(self, message: str) -> None:
        self._rejoin_media = None
        waiting, self._invite_to = self._invite_to, []
        for answer in waiting:
            answer(f"error {message}")
        self.window.set_busy(False)
        self.window.show_error(message)

    def _cancel_wait(self) -> None:
        self.join.cancel()
        self.window.show_home()

    def _joined(self, joined: JoinedMeeting) -> None:
        self.last_joined = joined
        self.window.show_home()
        self.window.set_busy(False)
        meeting = joined.meeting
        title = meeting.room.name or self.tr("Meeting")
        self.settings.add_recent(title, joined.link, room_id=meeting.room.id, hosted=joined.hosted)
        self.settings.save()
        self.window.clear_join_box()   # the link (maybe a host's access key) and any error are done with
        self.window.refresh()
        # the meeting's language (ui/i18n.py) holds while its window is open: the window and all that comes later
        i18n.install_language(i18n.meeting_language(self.settings.language,
                                                    (meeting.options.custom_fields or {}).get("locale")))
        from meetdesk.ui.controllers.host.permalinks import PermalinkController
        from meetdesk.ui.controllers.meeting import MeetingController
        from meetdesk.ui.views.away import AwayViews
        from meetdesk.ui.views.meeting_window import MeetingWindow

        controller = MeetingController(joined.client, meeting, camera=self.settings.camera or None,
                                       microphone=self.settings.microphone or None,
                                       speaker=self.settings.speaker or None,
                                       api_key=joined.endpoint.api_key if joined.endpoint else None)
        controller.reach = joined.endpoint.reach if joined.endpoint else ""
        if self._invite_to and not controller.is_guest:
            self._announce(controller)
        controller.local_avatar = self.settings.avatar or None
        controller.local_media.wanted_background = (self.settings.background_mode, self.settings.background_image)
        controller.local_media.apply_sound_settings(self.settings)   # echo cancellation, noise, gain switches
        window = MeetingWindow(controller, confirm=self.confirm, self_view_corner=self.settings.self_view_corner)
        window.self_box.corner_changed.connect(self._self_view_moved)
        window.self_box.shown_changed.connect(self._self_view_shown)
        if self.settings.self_view_hidden:
            window.self_box.set_shown(False)
        controller.local_media.devices.chosen.connect(self._device_chosen)   # remembered as Settings' choice
        window.away = AwayViews(window, self.settings)   # the mini window, the tray and notifications
        window.closed.connect(lambda: self._meeting_closed(window))
        controller.ended.connect(lambda reason: self._recent_ended(joined.link, meeting.room.id)
                                 if reason == "ended" and not joined.own_room else None)   # own room: starts again
        window.rejoin_requested.connect(lambda: self._rejoin(window, joined.link))
        endpoint = joined.endpoint
        if endpoint is not None and endpoint.api_key and not controller.is_guest:
            self.permalinks = PermalinkController(endpoint.base_url, endpoint.api_key,
                                                  self.settings.display_name or self.tr("Host"), self,
                                                  links=self.join.host_links, fingerprint=endpoint.fingerprint)
            self.permalinks.failed.connect(window.notices.show_notice)
            window.host_panel.permalinks.attach(self.permalinks)
        if joined.own_room:   # the host's own room: "New meeting link" in the host panel
            from meetdesk.ui.controllers.host.room import NewLinkController
            new_link = NewLinkController(self.join.host_room, controller, window)
            window.host_panel.meeting.show_new_link(True)
            window.host_panel.meeting.new_link_requested.connect(new_link.request)
            new_link.done.connect(lambda _link: window.notices.show_notice(
                self.tr("This meeting has a new link: the old one no longer lets anyone in.")))
        if self.join.port_moved is not None:
            old, new = self.join.port_moved
            self.join.port_moved = None
            window.notices.show_notice(self.tr("Port %1 was in use: links now use port %2 (kept for next time)")
                                       .replace("%1", str(old)).replace("%2", str(new)))
        if self.join.address_moved is not None:
            old, new = self.join.address_moved
            self.join.address_moved = None
            window.notices.show_notice(
                self.tr("This computer's network address changed from %1 to %2: links sent before do not "
                        "reach it. Send the new invite, and your permalinks again (host panel, Permalinks).")
                .replace("%1", old).replace("%2", new))
        if self.trace is not None:
            self._trace_meeting(controller, window)
        self.meeting, self.meeting_window = controller, window
        window.show()
        fit_on_screen(window, beside=self.window)
        self.window.hide()
        # the microphone and camera as the meeting was left (Rejoin), else as Settings say meetings start
        muted, camera_off = self._rejoin_media or (self.settings.join_muted, self.settings.join_camera_off)
        self._rejoin_media = None
        window.mic_button.setChecked(muted)
        window.camera_button.setChecked(camera_off)
        controller.start()

    def _trace_meeting(self, controller: MeetingController, window: MeetingWindow) -> None:
        trace = self.trace
        trace("meeting_joined")
        controller.state_changed.connect(lambda state: trace("call_connected") if state == "connected" else None)
        window.video.first_painted.connect(lambda: trace("first_remote_frame_painted"))

    # ---- the engine in its own process (ui/hosting.py)
    def start_engine_early(self) -> None:
        """Start the engine in the background once the main window has painted (at the latest in 2 s), so
        "Host a meeting" finds it running and links to it work while the app runs; not with a remote service."""
        self._engine_early = self._start_engine_after_paint = True
        QTimer.singleShot(2000, self._start_engine_now)

    def _start_engine_now(self) -> None:
        if not self._start_engine_after_paint:
            return
        self._start_engine_after_paint = False
        if self.settings.uses_remote_service or self.engine.endpoint is not None:
            return

        async def start() -> None:
            try:
                await self.join._start_engine()   # notes a moved port or address for the next meeting window
            except Exception:   # said when the user hosts or opens a link to it
                log.warning("the engine did not start in the background", exc_info=True)
        self.join.tasks.spawn(start())

    def _engine_event(self, event: str) -> None:
        """The engine process ended unexpectedly and is started again (ui/hosting.py): a sentence in the window."""
        text = {
            "crashed": self.tr("The meeting service on this computer stopped unexpectedly. MeetDesk is starting "
                               "it again."),
            "restarted": self.tr("The meeting service on this computer runs again, at the same address: host "
                                 "again or open a permalink to continue."),
            "failed": self.tr("The meeting service on this computer could not be started again: %1")
            .replace("%1", self.engine.last_failure),
        }.get(event)
        if text is None:
            return
        self.engine_status = text
        if self.meeting_window is not None:
            self.meeting_window.notices.show_notice(text)
        if event == "failed":
            self.window.show_error(text)
        else:
            self.window.show_info(text)

    def _recent_ended(self, link: str = "", room_id: str = "") -> None:
        """The meeting of a recent entry is over: the entry says so."""
        if self.settings.mark_ended(link, room_id):
            self.settings.save()
            self.window.refresh()

    def _self_view_moved(self, corner: str) -> None:
        self.settings.self_view_corner = corner
        self.settings.save()

    def _self_view_shown(self, shown: bool) -> None:
        self.settings.self_view_hidden = not shown
        self.settings.save()

    def _device_chosen(self, kind: str, device_id: str) -> None:
        """camera, microphone or speaker picked in a meeting: the same setting as Settings' choice."""
        setattr(self.settings, kind, device_id)
        self.settings.save()

    def _rejoin(self, window: MeetingWindow, link: str) -> None:
        self._rejoin_media = (window.mic_button.isChecked() or window.push_to_talk,   # held space: muted
                              window.camera_button.isChecked())
        window.close()
        self.open_link(link)

    def _meeting_closed(self, window: MeetingWindow) -> None:
        if self.meeting_window is not window:
            return
        controller, permalinks = self.meeting, self.permalinks
        self.meeting_window, self.meeting, self.permalinks = None, None, None
        if controller is not None:
            asyncio.ensure_future(controller.close())
        if permalinks is not None:
            asyncio.ensure_future(permalinks.aclose())
        window.deleteLater()
        i18n.install_language(i18n.user_language(self.settings.language))
        self.window.refresh()
        self.window.show()

    def open_settings(self) -> None:
        from meetdesk.ui.views.settings_dialog import SettingsDialog

        old_language = self.settings.language
        dialog = SettingsDialog(self.settings, self.window, preview=self.preview)
        self.settings_dialog = dialog

        def done(result: int) -> None:
            if result == QDialog.Accepted:
                self._apply_hosting_settings()
                if self.settings.language != old_language:
                    i18n.install_language(i18n.user_language(self.settings.language))
                    self._rebuild_main_window()
                else:
                    self.window.refresh()
        dialog.finished.connect(done)
        dialog.open()
        fit_on_screen(dialog, beside=self.window)

    def _apply_hosting_settings(self) -> None:
        """Who can join / the address in links / the captions model / the network allowed for streams changed: the
        engine starts again with them, now when no meeting is open (it starts on the next "Host a meeting"), else
        once that meeting is over."""
        engine, s = self.engine, self.settings
        wanted = (s.host_reach, s.host_address, s.captions_model, s.host_allow_network)
        if (engine.reach, engine.address, engine.captions_model, engine.allow_network) == wanted:
            return
        engine.reach, engine.address, engine.captions_model, engine.allow_network = wanted
        if engine.endpoint is not None and (self.meeting_window is None or self.meeting_window.ended):
            async def again() -> None:   # the engine runs while the app does: started again with the new settings
                await engine.stop()
                if self._engine_early:
                    self._start_engine_after_paint = True
                    self._start_engine_now()
            self.join.tasks.spawn(again())

    def _rebuild_main_window(self) -> None:
        old = self.window
        self.window = self._make_main_window()
        self.window.setGeometry(old.geometry())
        self.window.show()
        old.close()
        old.deleteLater()

    async def shutdown(self) -> None:
        self.join.cancel()
        if self.meeting is not None:
            await self.meeting.close()
        if self.permalinks is not None:
            await self.permalinks.aclose()
        if self.nearby is not None:
            await self.nearby.close()
        await self.waiting.aclose()
        self.waiting_views.close()
        await self.engine.stop()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if self._await_first_paint and event.type() == QEvent.Paint and obj is self.window:
            self._await_first_paint = False
            QTimer.singleShot(0, lambda: self.trace("main_window_painted"))   # once this paint is done
        if self._start_engine_after_paint and event.type() == QEvent.Paint and obj is self.window:
            QTimer.singleShot(0, self._start_engine_now)   # once this paint is done
        if event.type() == QEvent.FileOpen and obj is QApplication.instance():
            url = event.url().toString() or event.file()
            if url:
                self.open_link(url)
                return True
        return False


def _to_front(window) -> None:
    """Show a window on top and active (un-minimised)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
