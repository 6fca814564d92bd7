"""The meeting window with live captions (captions-window.png): a caption on the stage and the transcript panel
open. A real engine, the host's window and a guest in a real call; the captions are turned on from the window's CC
button and the lines go through the engine's own captions object, the path the recognizer's results take (so the
picture does not depend on the speech model).

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_captions.py

The browser guest page with a caption (captions-guest-page.png) is taken by its test:

    MEETDESK_GUEST_SCREENSHOT=docs/screenshots/captions-guest-page.png .venv/bin/python -m pytest \
        tests/interop/test_guest_page_browser.py -k captions
"""
from __future__ import annotations

import asyncio
import os
import secrets
import time

from shots import TMP, run, save, until  # (first: the script's own config and data before meetdesk)

from meetdesk.client.call import CallSession
from meetdesk.client.rest import ServiceClient, join_from_link
from meetdesk.engine.engine import EngineConfig
from meetdesk.engine.media.captions import Caption
from meetdesk.engine.server import running_engine
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.ui.views.meeting_window import MeetingWindow

SIZE = tuple(int(v) for v in os.environ.get("SHOT_SIZE", "1280x780").split("x"))
LINES = [("Grace Hopper", "Good morning everyone, can you all hear me?"),
         ("Ada Lovelace", "Yes, loud and clear. Shall we start with the release notes?"),
         ("Grace Hopper", "Sure. The captions now run on this machine, nothing leaves the network."),
         ("Grace Hopper", "And the transcript can be saved as WebVTT next to the recording.")]


async def main() -> None:
    config = EngineConfig(data_dir=TMP / "engine", api_key="k_" + secrets.token_urlsafe(20), ready_delay=0.05)
    async with running_engine(config) as engine, ServiceClient(engine.base_url, config.api_key) as api:
        room = await api.start_room("Ada Lovelace", name="Release review")
        client, meeting = await join_from_link(room.links.gui, "Ada Lovelace")
        controller = MeetingController(client, meeting, api_key=config.api_key)
        window = MeetingWindow(controller, confirm=False)
        window.resize(*SIZE)
        window.show()
        window.mic_button.setChecked(True)
        controller.start()
        guest_client, guest_meeting = await join_from_link(room.links.guest_join, "Grace Hopper")
        guest = CallSession(guest_meeting, "Grace Hopper", TestCardTrack(label="Grace"), ToneTrack())
        await until(lambda: controller.state == "connected")
        await guest.start()
        await until(lambda: window.video.frames_painted >= 10)
        window.captions_button.click()
        await until(lambda: controller.captions.enabled)
        engine_meeting, grace = engine.auth.lookup_access_key(guest_meeting.access_key)
        _m, ada = engine.auth.lookup_access_key(meeting.access_key)
        captioner = engine.captions.captioner(engine_meeting)
        now = time.time() - 40
        for i, (name, text) in enumerate(LINES):
            who = grace if name == "Grace Hopper" else ada
            captioner.on_caption(Caption(who.client_id, who.user_id, name, text, now + 9 * i, now + 9 * i + 4))
        await until(lambda: len(controller.captions.lines) == len(LINES))
        window.open_panel("transcript")
        await asyncio.sleep(5.0)   # the notices fade
        for name, text in LINES[-1:]:
            captioner.on_caption(Caption(grace.client_id, grace.user_id, name, "Any questions so far?",
                                         time.time() - 2, time.time()))
        await until(lambda: len(controller.captions.lines) == len(LINES) + 1)
        await asyncio.sleep(0.5)
        save(window, "captions-window.png")
        await guest.hangup()
        await controller.close()
        window.close()
        await guest_client.aclose()


if __name__ == "__main__":
    run(main)
