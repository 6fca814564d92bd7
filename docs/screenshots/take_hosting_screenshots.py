"""Screenshots of hosting and sharing: the alone view with the invite, the screen-share picker, the meeting window
in MCU mode with four participants (three headless `meetdesk join --color ...` clients) and the people list, and
the host presenting the synthetic screen.

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/take_hosting_screenshots.py
"""
from __future__ import annotations

import asyncio
import re
import subprocess
import sys

from shots import run, shoot, until  # (first: the script's own config and data before meetdesk)

from meetdesk.client.rest import ServiceClient
from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.controllers.people import MediaState, media_state_message
from meetdesk.ui.settings import Settings

GUESTS = [("Grace Hopper", "#2f6fd6", MediaState(mic=False, camera=True), ["--silent"]),
          ("Linus Pauling", "#2e9e5b", MediaState(mic=True, camera=True), []),
          ("Marie Curie", "#c2473a", MediaState(mic=True, camera=False), ["--silent"])]


async def start_guest(link: str, name: str, colour: str, extra: list[str]) -> tuple[subprocess.Popen, str]:
    """`meetdesk join` in a process of its own; returns it and its access key (from its "joined" line)."""
    proc = subprocess.Popen([sys.executable, "-m", "meetdesk.cli", "join", link, "--name", name, "--color", colour,
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = await asyncio.get_running_loop().run_in_executor(None, proc.stdout.readline)
    match = re.search(r"access_key=(\S+)", line)
    if not match:
        raise RuntimeError(f"{name} did not join: {line!r}")
    return proc, match.group(1)


async def main() -> None:
    desk = MeetDeskApp(Settings(display_name="Ada Lovelace"), confirm=False, preview=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 780)
    await until(lambda: window.self_view.frames_painted > 10)
    await shoot(window, "alone-view.png", settle=0.5)

    picker = window.open_share_picker()
    picker.resize(900, 560)
    await shoot(picker, "share-picker.png", settle=0.5)
    picker.reject()

    window.handle_key(0x4D, True)   # M: the host mutes
    guests = []
    base = desk.engine.endpoint.base_url
    async with ServiceClient(base) as client:
        for name, colour, state, extra in GUESTS:
            proc, key = await start_guest(controller.guest_link, name, colour, extra)
            guests.append(proc)
            await until(lambda: any(p.name == name for p in controller.people.people.values()))
            await asyncio.sleep(0.5)
            await client.send_message(key, media_state_message(state), type="custom")
    try:
        await until(lambda: controller.video_mode == "composed" and len(window.people_panel.rows()) == 4)
        await until(lambda: window.video.source_size().width() >= 1280 and window.video.frames_painted > 30)
        await until(lambda: any(r.person.speaking for r in window.people_panel.rows()), timeout=20)
        await asyncio.sleep(4.0)
        await shoot(window, "mcu-four-people.png", settle=0.5)

        sources = {s.id: s for s in controller.local_media.share_sources()}
        controller.start_share(sources["synthetic:screen"], present=True)
        await until(lambda: controller.presenting and "psrc" in (controller.call.sources or {}))
        painted = window.video.frames_painted
        await until(lambda: window.video.frames_painted > painted + 40, timeout=90)   # a busy machine is slow
        await shoot(window, "presenting.png", settle=0.5)
    finally:
        for proc in guests:
            proc.terminate()
        for proc in guests:
            proc.wait(20)
        await desk.shutdown()


if __name__ == "__main__":
    run(main)
