"""A headless participant (client library only) to sit on the other side of the app in UI tests."""
from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from meetdesk.api.models import MeetingReply
from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.rest import ServiceClient, join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack


class HeadlessParticipant:
    def __init__(self) -> None:
        self.client: ServiceClient | None = None
        self.meeting: MeetingReply | None = None
        self.realtime: RealtimeClient | None = None
        self.call: CallSession | None = None
        self.messages: list[dict] = []
        self.video_frames: list[Any] = []

    @classmethod
    async def join(cls, link: str, name: str, with_call: bool = True) -> "HeadlessParticipant":
        me = cls()
        me.client, me.meeting = await join_from_link(link, name)
        me.realtime = RealtimeClient(me.meeting.links.websocket)
        me.realtime.add_listener(me.messages.append)
        me.realtime.start()
        if with_call:
            await me.start_call(name)
        return me

    async def start_call(self, name: str) -> None:
        self.call = CallSession(self.meeting, name, TestCardTrack(label=name[:10]), ToneTrack(),
                                on_video_frame=self._keep_frame)
        await self.call.start()

    def _keep_frame(self, frame: Any) -> None:
        self.video_frames.append(frame)
        del self.video_frames[:-5]

    def received(self, type_: str) -> list[dict]:
        return [m for m in self.messages if m.get("type") == type_]

    @property
    def access_key(self) -> str:
        return self.meeting.access_key

    async def close(self) -> None:
        if self.call is not None:
            await self.call.hangup()
        if self.realtime is not None:
            await self.realtime.close()
        if self.client is not None:
            await self.client.aclose()
        await asyncio.sleep(0)


@contextlib.asynccontextmanager
async def running_desk(data_dir, engine_options=None, nearby=False, **settings_fields):
    """The app as `meetdesk` starts it (no confirmation dialogs, no device preview), hosting on a real
    embedded engine in data_dir (``engine_options``: more EmbeddedEngine arguments, e.g. reach and port).
    It looks for meetings on the network only with ``nearby`` (what other tests on the machine list would
    show up in the main window).
    Used inside the test body: pytest-qt processes Qt events between the test and its fixtures' teardown,
    outside the qasync loop, so calls and the engine must be gone by then."""
    from meetdesk.ui.app import MeetDeskApp
    from meetdesk.ui.hosting import EmbeddedEngine
    from meetdesk.ui.settings import Settings

    settings = Settings(**{"display_name": "Ada Host", **settings_fields})
    engine = EmbeddedEngine(data_dir, ready_delay=0.05, **(engine_options or {}))
    app = MeetDeskApp(settings, engine, confirm=False, preview=False, nearby=nearby)
    app.show()
    try:
        yield app
    finally:
        await asyncio.wait_for(app.shutdown(), 20)
        for window in (app.meeting_window, app.window):
            if window is not None:
                window.close()
        await asyncio.sleep(0.05)
