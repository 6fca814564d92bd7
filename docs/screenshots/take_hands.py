"""Raised hands and connection quality (hands-meeting.png, hands-people.png, hands-peer.png): the real app hosting
under X (Xvfb) with headless participants; Grace raises her hand, then the host (Ada) hers.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_hands.py

hands-peer.png: the people list of a two-person (peer mode) meeting, the figures on the other's row.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
tmp = tempfile.mkdtemp(prefix="meetdesk-hands-")
os.environ["MEETDESK_CONFIG_DIR"] = f"{tmp}/config"
os.environ["MEETDESK_DATA_DIR"] = f"{tmp}/data"
os.environ["MEETDESK_INSTANCE_NAME"] = f"meetdesk-hands-{os.getpid()}"

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.client.call import CallSession  # noqa: E402
from meetdesk.client.rest import join_from_link  # noqa: E402
from meetdesk.media.synthetic import TestCardTrack, ToneTrack  # noqa: E402
from meetdesk.ui.app import MeetDeskApp  # noqa: E402
from meetdesk.ui.controllers.hands import Hand, hand_message, now_ms  # noqa: E402
from meetdesk.ui.settings import Settings  # noqa: E402
from meetdesk.ui.theme import apply_theme  # noqa: E402


async def until(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(condition)
        await asyncio.sleep(0.05)


async def shoot(widget, name: str) -> None:
    await asyncio.sleep(0.4)
    widget.grab().save(str(HERE / name))
    print("saved", HERE / name)


async def join(link: str, name: str):
    client, meeting = await join_from_link(link, name)
    call = CallSession(meeting, name, TestCardTrack(label=name.split()[0]), ToneTrack())
    await call.start()
    return client, meeting, call


async def main() -> None:
    desk = MeetDeskApp(Settings(display_name="Ada Lovelace"), confirm=False, preview=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 800)
    window.open_panel("people")
    others = [await join(controller.guest_link, "Grace Hopper")]

    def row(name: str):
        return next((r for r in window.people_panel.rows() if r.person.name == name), None)
    await until(lambda: row("Grace Hopper") is not None and row("Grace Hopper").quality_bars.isVisible())
    await shoot(window.people_panel, "hands-peer.png")

    others.append(await join(controller.guest_link, "Alan Turing"))
    await until(lambda: controller.video_mode == "composed" and len(controller.people.people) == 3)
    client, meeting, _call = others[0]
    await client.send_message(meeting.access_key, hand_message(Hand(meeting.signaling.client_id, True, now_ms())),
                              type="custom")
    await until(lambda: row("Grace Hopper").hand_raised)
    window.hand_button.click()
    await until(lambda: row("Ada Lovelace").quality_bars.isVisible() and window.video.frames_painted > 60)
    await shoot(window, "hands-meeting.png")
    await shoot(window.people_panel, "hands-people.png")
    for client, _meeting, call in others:
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
        loop.run_until_complete(main())
