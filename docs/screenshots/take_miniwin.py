"""The mini window over another window while the meeting window is in the background, and the settings' Meetings
card (mini window and notification switches), under X with a headless guest in the meeting:

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_miniwin.py

Writes miniwin-over-window.png (the screen) and miniwin-settings.png (the dialog, its Meetings card at the
bottom left).
"""
from __future__ import annotations

import asyncio

from shots import HERE, TMP, join, run, save, until  # (first: the script's own config and data before meetdesk)

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.hosting import EmbeddedEngine
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog

NOTES = """Quarterly planning – notes

* Ship the mini window: speaker or composed picture, mute, camera, leave
* Tray icon with Show meeting / Mute / Leave
* Notifications only while the meeting window is in the background
* Tiling window managers: a switch in Settings turns the mini window off
"""


async def main() -> None:
    app = QApplication.instance()
    settings = Settings(display_name="Ada Lovelace", notifications=True)
    dialog = SettingsDialog(settings)
    dialog.show()
    await until(lambda: dialog.video.frames_painted > 5 and dialog.meter.level > 0.2)
    await asyncio.sleep(0.4)
    save(dialog, "miniwin-settings.png")
    dialog.reject()

    engine = EmbeddedEngine(TMP / "data", reach="local", port=0)
    desk = MeetDeskApp(settings, engine, confirm=False, preview=False, nearby=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.setGeometry(20, 20, 1100, 700)
    client, meeting, call = await join(controller.guest_link, "Grace Hopper")
    await until(lambda: len(controller.people.people) == 2 and window.video.frames_painted > 30)

    other = QPlainTextEdit(NOTES)   # another application's window, in front of the meeting
    other.setWindowTitle("Notes")
    other.setStyleSheet("QPlainTextEdit { background: #fbfbf8; color: #222; font-size: 14pt; padding: 24px; }")
    other.setGeometry(160, 110, 1000, 640)
    other.show()
    other.raise_()
    # what the platform reports when another application takes the focus
    app.applicationStateChanged.emit(Qt.ApplicationInactive)
    await until(lambda: window.away.mini is not None and window.away.mini.video.frames_painted > 20)
    await asyncio.sleep(0.5)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(HERE / "miniwin-over-window.png"))
    print("saved", HERE / "miniwin-over-window.png")

    app.applicationStateChanged.emit(Qt.ApplicationActive)
    await call.hangup()
    await client.aclose()
    await desk.shutdown()
    window.close()
    other.close()


if __name__ == "__main__":
    run(main)
