"""The meeting window's device menu (beside the mute button: microphones and speakers) open, the camera menu open,
and the window in full screen, under X with a second, headless participant.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_devices.py

Xvfb has no camera, microphone or speaker: the machine's devices are stand-ins, listed as a machine with them
lists them (two cameras and a headset, each opened as a synthetic source of its own colour or tone; two
PulseAudio null sinks as speakers). Nor has it a window manager, which is what makes a full screen window cover
the screen: the script does that itself there.
"""
from __future__ import annotations

import asyncio
import atexit
import ctypes
import os
import shutil
import signal
import subprocess
import time

from shots import HERE, TMP, join, run, save, until  # (first: the script's own config and data before meetdesk)

def speakers_stand_in() -> subprocess.Popen | None:
    """A private PulseAudio with two null sinks as the speakers (when pulseaudio is installed), before Qt looks."""
    if not shutil.which("pulseaudio"):
        return None
    socket = f"{TMP}/pulse.sock"
    env = dict(os.environ, HOME=str(TMP), PULSE_RUNTIME_PATH=f"{TMP}/run", PULSE_STATE_PATH=f"{TMP}/state")
    sinks = [f"module-null-sink sink_name=s{i} sink_properties='device.description=\"{name}\"'"
             for i, name in enumerate(("Built-in Audio Speakers", "USB Headset"))]
    daemon = subprocess.Popen(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
                               *[arg for sink in sinks for arg in ("-L", sink)],
                               "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              preexec_fn=lambda: ctypes.CDLL(None).prctl(1, signal.SIGTERM))   # ends with this one
    for _ in range(100):
        if os.path.exists(socket):
            break
        time.sleep(0.05)
    os.environ["PULSE_SERVER"] = f"unix:{socket}"
    atexit.register(daemon.terminate)
    return daemon


speakers_stand_in()

from PySide6.QtCore import QPoint, QRect  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.media import devices as media_devices  # noqa: E402
from meetdesk.media.devices import Device  # noqa: E402
from meetdesk.ui.app import MeetDeskApp  # noqa: E402
from meetdesk.ui.settings import Settings  # noqa: E402

STAND_INS = [Device("synthetic:color:#3a6ea5", "HD Pro Webcam C920 (/dev/video0)", "camera"),
             Device("synthetic:color:#a5673a", "Integrated Camera (/dev/video2)", "camera"),
             Device("alsa:default", "Default microphone", "microphone"),
             Device("synthetic:tone:660", "USB Headset", "microphone")]


async def shoot_screen(area: QRect, name: str) -> None:
    """What the screen shows in ``area`` (a menu is a window of its own: the window's grab leaves it out)."""
    await asyncio.sleep(0.5)
    QApplication.primaryScreen().grabWindow(0, area.x(), area.y(), area.width(), area.height()).save(str(HERE / name))
    print("saved", HERE / name)


async def main() -> None:
    media_devices._system_devices = lambda: list(STAND_INS)
    desk = MeetDeskApp(Settings(display_name="Ada Lovelace", camera=STAND_INS[0].id), confirm=False, preview=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 800)
    window.move(0, 0)
    client, meeting, call = await join(controller.guest_link, "Grace Hopper")
    await until(lambda: len(controller.people.people) == 2 and window.video.frames_painted > 30
                and window.self_view.frames_painted > 10)
    await asyncio.sleep(1.0)
    area = window.frameGeometry()

    for button, name in ((window.call_bar.mic_menu_button, "devices-mic-menu.png"),
                         (window.call_bar.camera_menu_button, "devices-camera-menu.png")):
        menu = button.menu()
        menu.aboutToShow.emit()
        menu.adjustSize()
        corner = button.mapToGlobal(QPoint(0, 0))
        menu.popup(QPoint(corner.x(), corner.y() - menu.sizeHint().height() - 4))
        await shoot_screen(area, name)
        menu.hide()

    window.full_screen.toggle()
    await until(lambda: window.isFullScreen())
    screen = window.screen().geometry()
    try:
        await until(lambda: window.geometry() == screen, timeout=2.0)
    except TimeoutError:   # Xvfb alone has no window manager to make the window cover the screen: as one would
        window.setGeometry(screen)
    await asyncio.sleep(1.0)
    save(window, "devices-full-screen.png")
    window.full_screen.leave()

    await call.hangup()
    await client.aclose()
    await desk.shutdown()


if __name__ == "__main__":
    run(main)
