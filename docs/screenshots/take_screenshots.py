"""Regenerate the screenshots in this folder: the real app under X (Xvfb) with a second, headless participant.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_screenshots.py
    ... take_screenshots.py de    (or fr: the start, meeting and host windows in that language, *-de.png / *-fr.png)
"""
from __future__ import annotations

import sys

from shots import join, run, shoot, until  # (first: the script's own config and data before meetdesk)

from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.settings import Settings

LANG = sys.argv[1] if len(sys.argv) > 1 else ""


async def main() -> None:
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
    client, meeting, call = await join(controller.guest_link, "Grace Hopper")
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
    client, meeting, call = await join(controller.guest_link, "Grace Hopper")
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
    run(main)
