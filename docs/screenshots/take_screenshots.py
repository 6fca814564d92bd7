"""Regenerate the screenshots in this folder: the real app under X (Xvfb) with a second, headless participant.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_screenshots.py
    ... take_screenshots.py de    (or fr: the start, meeting and host windows in that language, *-de.png / *-fr.png)
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
tmp = tempfile.mkdtemp(prefix="meetdesk-shots-")
os.environ["MEETDESK_CONFIG_DIR"] = f"{tmp}/config"
os.environ["MEETDESK_DATA_DIR"] = f"{tmp}/data"
os.environ["MEETDESK_INSTANCE_NAME"] = f"meetdesk-shots-{os.getpid()}"

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.client.call import CallSession  # noqa: E402
from meetdesk.client.rest import join_from_link  # noqa: E402
from meetdesk.media.synthetic import TestCardTrack, ToneTrack  # noqa: E402
from meetdesk.ui.app import MeetDeskApp  # noqa: E402
from meetdesk.ui.settings import Settings  # noqa: E402
from meetdesk.ui.theme import apply_theme  # noqa: E402


async def until(condition, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(condition)
        await asyncio.sleep(0.05)


async def shoot(widget, name: str) -> None:
    await asyncio.sleep(0.4)
    widget.grab().save(str(HERE / name))
    print("saved", HERE / name)


LANG = sys.argv[1] if len(sys.argv) > 1 else ""


async def main(app: QApplication) -> None:
    if LANG:
        await main_in(LANG)
        return
    settings = Settings(display_name="Ada Lovelace")
    settings.add_recent("Design review", "http://192.168.1.20:8400/?guest=demo1")
    settings.add_recent("Weekly sync", "http://192.168.1.20:8400/permalink?guest=demo2")
    desk = MeetDeskApp(settings, confirm=False, preview=True)
    desk.show()
    desk.window.resize(1100, 680)
    await shoot(desk.window, "main-window.png")

    desk.open_settings()
    await until(lambda: desk.settings_dialog.video.frames_painted > 5 and desk.settings_dialog.meter.level > 0.2)
    await shoot(desk.settings_dialog, "settings.png")
    desk.settings_dialog.reject()

    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 800)
    client, meeting = await join_from_link(controller.guest_link, "Grace Hopper")
    call = CallSession(meeting, "Grace Hopper", TestCardTrack(label="Grace"), ToneTrack())
    await call.start()
    await until(lambda: len(controller.people.people) == 2 and window.video.frames_painted > 30)
    await client.send_message(meeting.access_key, "Hi Ada! The test card looks sharp.")
    controller.chat.send("Welcome Grace, glad you could make it.")
    await until(lambda: len(window.chat_panel.messages) == 2)
    await shoot(window, "meeting-window.png")
    window.open_panel("chat")
    await shoot(window, "meeting-chat.png")

    window.open_panel("host")
    desk.permalinks.create(None)
    await until(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy)
    await shoot(window, "host-panel.png")
    window.show_help()
    await shoot(window, "shortcuts.png")
    window.help.hide()

    await call.hangup()
    await client.aclose()
    controller.end_meeting()
    await until(lambda: window.ended)
    await shoot(window, "meeting-ended.png")
    await desk.shutdown()


async def main_in(lang: str) -> None:
    """The start window, the meeting window (lock and REC badges, a notice), the host panel, the shortcuts and
    the host console in one language."""
    settings = Settings(display_name="Ada Lovelace", language=lang)
    settings.add_recent("Design review", "http://192.168.1.20:8400/?guest=demo1")
    desk = MeetDeskApp(settings, confirm=False, preview=False)
    desk.show()
    desk.window.resize(1100, 680)
    await shoot(desk.window, f"main-window-{lang}.png")
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 800)
    client, meeting = await join_from_link(controller.guest_link, "Grace Hopper")
    call = CallSession(meeting, "Grace Hopper", TestCardTrack(label="Grace"), ToneTrack())
    await call.start()
    await until(lambda: len(controller.people.people) == 2 and window.video.frames_painted > 30)
    controller.host.lock()
    await until(lambda: window.lock_badge.isVisible())
    await controller.client.start_recording(controller.access_key)
    await until(lambda: window.rec_badge.isVisible())
    # the recording composes the meeting: two seconds of the composed picture, so every tile shows its video
    await until(lambda: window.video.source_size().width() >= 1280)
    painted = window.video.frames_painted
    await until(lambda: window.video.frames_painted > painted + 60)
    window.open_panel("people")
    await shoot(window, f"meeting-window-{lang}.png")
    window.open_panel("host")
    desk.permalinks.create(None)
    await until(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy)
    await shoot(window, f"host-panel-{lang}.png")
    window.show_help()
    await shoot(window, f"shortcuts-{lang}.png")
    window.help.hide()
    console = window.open_host_console()
    await shoot(console, f"host-console-{lang}.png")
    console.close()
    await controller.client.stop_recording(controller.access_key)
    await call.hangup()
    await client.aclose()
    await desk.shutdown()


if __name__ == "__main__":
    qt = QApplication(sys.argv)
    qt.setQuitOnLastWindowClosed(False)
    apply_theme(qt)
    loop = qasync.QEventLoop(qt)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(main(qt))
