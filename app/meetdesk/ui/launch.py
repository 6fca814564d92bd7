"""The desktop app's launch: `meetdesk`, `meetdesk LINK`, `meetdesk host [--name NAME]`, `meetdesk
register-handler` (cli.py hands them here). One app per user: a second launch hands its link (or its host
request) to the running app through the single-instance socket and exits. Qt and asyncio share one loop
(qasync); every way out (the last window closed, Ctrl+C, SIGTERM) ends the meetings and the engine before the
loop stops."""
from __future__ import annotations

import asyncio
import logging
import signal
import sys

from PySide6.QtWidgets import QApplication, QMenu

from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.single_instance import InstanceServer, UnsafeInstance, send_host_to_running, send_to_running
from meetdesk.ui.theme import apply_theme
from meetdesk.ui.widgets.text import install_plain_tooltips

log = logging.getLogger(__name__)


def host_menu(meetdesk: MeetDeskApp) -> QMenu:
    """The menu of the app's icon (macOS Dock): Host a meeting."""
    menu = QMenu()
    menu.addAction(meetdesk.tr("Host a meeting")).triggered.connect(lambda: (meetdesk.activate(), meetdesk.host()))
    return menu


def _run_gui(link: str | None, host: str | None = None) -> int:
    """The app; ``host`` (a name, possibly empty) hosts a meeting at once (`meetdesk host`)."""
    import qasync

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "meetdesk"])
    from meetdesk.ui import main_thread_gc
    main_thread_gc.install(app)   # Qt objects are only ever freed on the Qt thread
    install_plain_tooltips(app)   # a tooltip shows text from the network: plain text, never HTML
    app.setApplicationName("MeetDesk")
    app.setOrganizationName("MeetDesk")
    app.setDesktopFileName("meetdesk")
    server: InstanceServer | None = None
    try:
        answer = send_host_to_running(host) if host is not None else None
        if answer is not None:   # a running app hosts: its answer is this command's
            if answer.startswith("error "):
                print(f"meetdesk host: {answer[6:]}", file=sys.stderr)
                return 1
            print(answer if answer.startswith("invite ") else
                  "MeetDesk is already running: it hosts the meeting; the invite is in its window.", flush=True)
            return 0
        if send_to_running(link):
            print("MeetDesk is already running: handed the link over." if link else "MeetDesk is already running.")
            return 0
        server = InstanceServer()
    except UnsafeInstance as exc:   # another local user's socket: never handed a link; this app runs alone
        print(f"meetdesk: {exc}", file=sys.stderr)
    apply_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    if server is not None and not server.listen():
        log.warning("single-instance socket unavailable: %s", server.name)
        server = None
    meetdesk = MeetDeskApp()
    if server is not None:
        server.link_received.connect(meetdesk.open_link)
        server.activate_requested.connect(meetdesk.activate)
        server.host_requested.connect(lambda name, answer: (meetdesk.activate(),
                                                            meetdesk.host_from_command(name, answer)))
    if sys.platform == "darwin":
        meetdesk.dock_menu = host_menu(meetdesk)   # the Dock icon's "Host a meeting", as the Linux action
        meetdesk.dock_menu.setAsDockMenu()
    meetdesk.show()
    meetdesk.start_engine_early()
    if meetdesk.trace is not None:
        loop.call_soon(meetdesk.trace, "main_window_shown")
    if link:
        loop.call_soon(meetdesk.open_link, link)
    if host is not None:
        loop.call_soon(meetdesk.host_from_command, host)
    # Quitting the Qt loop first (app.quit(), quit on last window closed) would stop asyncio before the
    # meetings and the engine are closed: every way out sets quit_event, and run() ends the loop when done.
    quit_event = asyncio.Event()
    app.setQuitOnLastWindowClosed(False)
    app.lastWindowClosed.connect(quit_event.set)
    app.aboutToQuit.connect(quit_event.set)
    for signum in (signal.SIGINT, signal.SIGTERM):   # Ctrl+C / kill: stop the engine and meetings cleanly
        try:
            loop.add_signal_handler(signum, quit_event.set)   # wakes the loop even when Qt is idle
        except (NotImplementedError, RuntimeError):   # Windows
            signal.signal(signum, lambda *_: loop.call_soon_threadsafe(quit_event.set))

    async def run() -> None:
        await quit_event.wait()
        try:
            await asyncio.wait_for(meetdesk.shutdown(), 20)
        except asyncio.TimeoutError:
            log.warning("shutdown did not finish within 20 s")
        if server is not None:
            server.close()

    with loop:
        loop.run_until_complete(run())
    return 0


def main(argv: list[str]) -> int:
    """argv: the arguments after the program name."""
    args = list(argv)
    if args and args[0] == "register-handler":
        from meetdesk.ui.desktop_integration import register_handler
        return register_handler()
    if args and args[0] in ("-h", "--help"):
        print("usage: meetdesk [LINK]\n       meetdesk register-handler\n       meetdesk host [--name NAME]")
        return 0
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args and args[0] == "host":
        import argparse
        parser = argparse.ArgumentParser(prog="meetdesk host", description="Open MeetDesk and host a meeting as "
                                         "its Host a meeting button does; prints `invite <guest link>`.")
        parser.add_argument("--name", default="", help="the name to host as (kept as your display name)")
        return _run_gui(None, host=parser.parse_args(args[1:]).name)
    return _run_gui(args[0] if args else None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
