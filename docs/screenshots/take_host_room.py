"""The host's own room: someone waiting for the host (the main window's notice, a real guest knocking on the
room's invite before the host started it) and the host panel's New meeting link.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_host_room.py
"""
from __future__ import annotations

import asyncio
import contextlib

import shots  # noqa: F401  (first: the config and data of its own)
from shots import TMP, shoot, until

from meetdesk.client import MeetingNotStarted, join_from_link


async def knock(link: str, name: str) -> None:
    """A guest who goes on asking to enter until the host starts the meeting."""
    while True:
        try:
            client, _ = await join_from_link(link, name)
            await client.aclose()
            return
        except MeetingNotStarted:
            await asyncio.sleep(0.3)


async def main() -> None:
    from meetdesk.ui.app import MeetDeskApp
    from meetdesk.ui.hosting import EmbeddedEngine
    from meetdesk.ui.settings import Settings

    desk = MeetDeskApp(Settings(display_name="Ada Lovelace"), EmbeddedEngine(TMP / "data", ready_delay=0.05),
                       confirm=False, preview=False, nearby=False)
    desk.show()
    desk.window.resize(1040, 660)
    desk.window.host_button.click()   # the own room is made on the first click
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected", 60)
    invite = desk.meeting.guest_link
    desk.meeting_window.end_button.click()   # ended for all (no question here): the room waits for its host
    await until(lambda: desk.meeting_window.ended)
    desk.meeting_window.close()
    await until(lambda: desk.meeting_window is None)
    desk.waiting.timer.setInterval(300)
    guests = [asyncio.ensure_future(knock(invite, name)) for name in ("Bob Builder", "Cy Young")]
    await until(lambda: desk.waiting.waiting and len(desk.waiting.waiting[0].guests) == 2, 30)
    await shoot(desk.window, "waiting-notice.png")
    desk.waiting_views.notice.start_buttons[0].click()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected", 60)
    window = desk.meeting_window
    window.resize(1280, 800)
    window.open_panel("host")
    await shoot(window.host_panel, "host-room-panel.png", settle=1.0)
    for guest in guests:
        guest.cancel()
        with contextlib.suppress(BaseException):
            await guest
    await desk.shutdown()


if __name__ == "__main__":
    shots.run(main)
