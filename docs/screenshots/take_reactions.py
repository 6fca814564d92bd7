"""Screenshots of reactions: the app hosting a peer meeting with a headless guest, reactions of both floating over
the stage (reactions-stage.png), the picker (reactions-picker.png), and a composed meeting's picture as a third
participant decodes it, the engine's reactions rising in their senders' tiles (reactions-composed.png).

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_reactions.py
"""
from __future__ import annotations

import asyncio
import time

from shots import HERE, join, run, save, until  # (first: the script's own config and data before meetdesk)

from meetdesk.client.call import CallSession
from meetdesk.client.rest import join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.settings import Settings

def yellow(frame) -> int:
    """Pixels of the laughing face's yellow in a decoded picture (the test cards' yellow bars are darker)."""
    if frame is None:
        return 0
    rgb = frame.to_ndarray(format="rgb24").astype(int)
    return int(((rgb[..., 0] > 220) & (rgb[..., 1] > 170) & (rgb[..., 1] < 225) & (rgb[..., 2] < 110)).sum())


async def main() -> None:
    settings = Settings(display_name="Ada Lovelace")
    desk = MeetDeskApp(settings, confirm=False, preview=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    window.resize(1280, 800)
    client, meeting, call = await join(controller.guest_link, "Grace Hopper")
    await until(lambda: controller.video_mode == "direct" and window.video.frames_painted > 30)

    button = window.call_bar.reaction_button
    button.menu_.popup(button.mapToGlobal(button.rect().topLeft()))
    await until(lambda: button.menu_.isVisible())
    await asyncio.sleep(0.3)
    save(button.menu_, "reactions-picker.png")
    button.choices["heart"].click()   # sent by the picker, shown when the engine's event comes back
    for reaction in ("clap", "thumbs_up", "celebrate"):
        await asyncio.sleep(0.45)
        await client.send_reaction(meeting.access_key, reaction)
    await until(lambda: len(window.reaction_overlay.active()) == 4)
    await asyncio.sleep(0.2)
    save(window, "reactions-stage.png")

    # A composed meeting: a third participant switches it to MCU mode; the engine draws the reactions in.
    # (what Alan decodes is saved: what browser guests, recordings and broadcasts get; the app's own view of it
    # may run seconds behind on a loaded machine)
    decoded = [None]
    client3, meeting3 = await join_from_link(controller.guest_link, "Alan Turing")
    call3 = CallSession(meeting3, "Alan Turing", TestCardTrack(label="Alan"), ToneTrack(),
                        on_video_frame=lambda frame: decoded.__setitem__(0, frame))
    await call3.start()
    await until(lambda: controller.video_mode == "composed" and window.video.source_size().width() >= 1280)
    painted = window.video.frames_painted
    await until(lambda: window.video.frames_painted > painted + 60)
    await until(lambda: decoded[0] is not None and decoded[0].width >= 1280)
    sent = time.monotonic()
    await client.send_reaction(meeting.access_key, "laugh")
    await client3.send_reaction(meeting3.access_key, "heart")
    await until(lambda: yellow(decoded[0]) > 600, timeout=10)
    print(f"the reaction showed in Alan's picture {time.monotonic() - sent:.2f} s after it was sent")
    await asyncio.sleep(0.5)
    decoded[0].to_image().save(str(HERE / "reactions-composed.png"))
    print("saved", HERE / "reactions-composed.png")

    for c, cl in ((call, client), (call3, client3)):
        await c.hangup()
        await cl.aclose()
    await desk.shutdown()


if __name__ == "__main__":
    run(main)
