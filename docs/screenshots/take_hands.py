"""Raised hands and connection quality (hands-meeting.png, hands-people.png, hands-peer.png): the real app hosting
under X (Xvfb) with headless participants; Grace raises her hand, then the host (Ada) hers.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_hands.py

hands-peer.png: the people list of a two-person (peer mode) meeting, the figures on the other's row.
"""
from __future__ import annotations

from shots import join, run, shoot, until  # (first: the script's own config and data before meetdesk)

from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.controllers.hands import Hand, hand_message, now_ms
from meetdesk.ui.settings import Settings

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
    run(main)
