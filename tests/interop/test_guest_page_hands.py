"""Raised hands and "mute everyone" between the engine's browser page (headless Chromium, guest_page.mjs) and a
MeetDesk participant: the app's own people and hands controllers (ui/controllers/hands.py), fed by a real call
and a real real-time socket, on the other side. A hand raised in the page is seen by MeetDesk and one raised in
MeetDesk by the page, in the order raised; the MeetDesk host lowers the page's hand (the page names who did);
the host's stfu mutes the page, which says who asked, and the page unmutes."""
from __future__ import annotations

import asyncio

import pytest

from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.rest import join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.ui.controllers.hands import HandsController
from meetdesk.ui.controllers.people import PeopleController

from test_guest_page_browser import GuestBrowser, _missing
from waiting import until

pytestmark = [pytest.mark.skipif(_missing() is not None, reason=_missing() or ""), pytest.mark.timeout(150)]


class Desk:
    """A MeetDesk participant without windows: its people and hands as the app keeps them."""

    async def join(self, link: str, name: str) -> None:
        self.client, self.meeting = await join_from_link(link, name)
        self.tasks: set[asyncio.Task] = set()
        self.people = PeopleController(self.client, self.meeting.access_key, self.spawn)
        self.cid = self.meeting.signaling.client_id
        self.hands = HandsController(self.client, self.meeting.access_key, self.cid, not self.meeting.user.guest,
                                     self.people, self.spawn)
        self.people.add_self(self.cid, name, None, False)
        self.realtime = RealtimeClient(self.meeting.links.websocket)
        self.realtime.add_listener(lambda m: self.hands.receive_custom(m) if m.get("type") == "custom" else None)
        self.realtime.start()
        self.call = CallSession(self.meeting, name, TestCardTrack(label=name[:10]), ToneTrack())
        await self.call.start()
        self.spawn(self._members(self.call.events()))

    def spawn(self, coro) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    async def _members(self, events) -> None:
        async for event in events:
            if event.get("type") == "memberlist":
                await self.people.apply_memberlist(event)

    async def close(self) -> None:
        await self.call.hangup()
        await self.realtime.close()
        for task in list(self.tasks):
            task.cancel()
        await self.client.aclose()



async def test_hands_and_mute_everyone_between_the_page_and_meetdesk(engine, api):
    room = (await api.post("/rooms", json={"name": "Hands", "user": {"name": "Desk host"}})).json()
    desk = Desk()
    await desk.join(room["links"]["gui"], "Desk host")
    browser = GuestBrowser(room["links"]["guest_join"], "hands", "--name", "Grace Guest", "--hands", "Desk host",
                           "--expect-stfu", "Desk host")
    try:
        await browser.start()
        await browser.wait_line("hand-raised", timeout=90)
        meeting = engine.meetings.by_room(room["room"]["id"])
        page = next(p for p in meeting.participants.values() if p.guest).client_id
        await until(lambda: desk.hands.order() == [page], 30, "MeetDesk sees the page's hand")
        await until(lambda: desk.people.participant_list()[0].id == page, 30, "the page's row first")
        desk.hands.set_raised(True)   # after the page's: second for everyone
        assert desk.hands.order() == [page, desk.cid]
        await browser.wait_line("hands-seen")
        desk.hands.lower(page)        # the host lowers the page's hand, then her own
        desk.hands.set_raised(False)
        assert desk.hands.order() == []
        await browser.wait_line("ready-for-stfu")
        await desk.realtime.send_action("stfu")
        code, result, err = await browser.finish()
    finally:
        await desk.close()
    hint = f"checks: {result['checks']}\nerrors: {result['errors']}\nstderr: {err}\nlog: {browser.log}"
    assert code == 0 and result["ok"], hint
    for check in ("hand_raised", "hand_button", "hand_seen", "hand_order", "hand_lowered", "other_hand_lowered",
                  "hand_button_back", "stfu_muted", "stfu_button", "stfu_unmuted"):
        assert result["checks"].get(check) is True, (check, hint)
    assert "Desk host muted everyone." in result["state"]["notices"]
