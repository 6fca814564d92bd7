"""Regenerate console-recordings.png and console-streams.png: the host console of a real meeting (in-process
engine, MCU mode, a headless guest) with a finished, downloaded recording, and with a live stream and forwards
running to local RTMP and WHIP endpoints (the engine tests' listeners).

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/take_console_media.py
"""
from __future__ import annotations

import asyncio
import secrets
import sys

from shots import HERE, TMP, run, shoot, until  # (first: the script's own config and data before meetdesk)

ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import meetdesk.ui.theme as theme  # noqa: E402

theme.RESOURCES = ROOT / "resources"   # this checkout's icons, also where the installed package points elsewhere

from meetdesk.client import ServiceClient  # noqa: E402
from meetdesk.client.rest import join_from_link  # noqa: E402
from meetdesk.engine.server import EngineConfig, running_engine  # noqa: E402
from meetdesk.ui.controllers.meeting import MeetingController  # noqa: E402
from meetdesk.ui.views.host.streams import source_key  # noqa: E402
from meetdesk.ui.views.meeting_window import MeetingWindow  # noqa: E402

from test_broadcasts import RtmpListener  # noqa: E402
from test_forwards import WhipEndpoint  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "ui"))
from ui_headless import HeadlessParticipant  # noqa: E402


async def main() -> None:
    config = EngineConfig(data_dir=TMP / "engine", api_key="k_" + secrets.token_urlsafe(20), ready_delay=0.05,
                          allow_targets=["127.0.0.0/8", "::1/128"])  # its RTMP and WHIP listeners are on 127.0.0.1
    async with running_engine(config) as engine, ServiceClient(engine.base_url, config.api_key) as api, \
            WhipEndpoint() as whip:
        room = await api.start_room("Ada Lovelace", name="Design review", options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Lovelace")
        controller = MeetingController(client, meeting, api_key=config.api_key)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        controller.start()
        await until(lambda: controller.state == "connected")
        guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Hopper")
        console = window.open_host_console()
        console.resize(980, 720)

        # an earlier recording, finished, and one just made, downloaded
        for seconds in (2.2, 4.2):
            await api.start_recording(room.access_key)
            await asyncio.sleep(seconds)
            await api.stop_recording(room.access_key)
        page = console.pages["recordings"]
        console.show_page("recordings")
        controller.recordings.refresh()
        await until(lambda: len(page.rows) == 2 and all(r.state.text() == "Ready" for r in page.rows.values()))
        newest = next(iter(page.rows))
        page.rows[newest].download_button.click()
        await until(lambda: newest in controller.recordings.files)
        page.record_button.click()
        await until(lambda: page.running)
        await asyncio.sleep(3.2)
        await shoot(console, "console-recordings.png", settle=0.5)
        page.record_button.click()

        # a live stream and two forwards
        streams = console.pages["streams"]
        console.show_page("streams")
        rtmp = RtmpListener()
        await asyncio.sleep(0.3)
        streams.stream_url_edit.setText(rtmp.url)
        streams.player_url_edit.setText("https://watch.example.com/design-review")
        streams.broadcast_button.click()
        await until(lambda: streams.broadcast_list.count() == 1)
        streams.whip_url_edit.setText(whip.url())
        await until(lambda: streams.source_combo.findData(source_key("source", guest.meeting.user.id)) >= 0)
        streams.source_combo.setCurrentIndex(streams.source_combo.findData(source_key("source", guest.meeting.user.id)))
        streams.forward_button.click()
        await until(lambda: [f.state for f in controller.streams.forwards] == ["running"])
        streams.source_combo.setCurrentIndex(streams.source_combo.findData(source_key("mcu", "")))
        streams.kinds_combo.setCurrentIndex(streams.kinds_combo.findData("video"))
        streams.forward_button.click()
        await until(lambda: [f.state for f in controller.streams.forwards] == ["running", "running"])
        streams.stream_url_edit.clear()
        streams.whip_url_edit.setText(whip.url())
        await shoot(console, "console-streams.png", settle=0.5)

        await guest.close()
        await controller.close()
        window.close()
        console.close()


if __name__ == "__main__":
    run(main)
