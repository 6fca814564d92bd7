"""Reactions between the engine's browser page (headless Chromium, guest_page.mjs) and a MeetDesk participant in
a peer-mode meeting: the page's picker sends a reaction that MeetDesk receives as the real-time ``reaction`` event,
the page floats its own and MeetDesk's over its stage (the pictures served by the engine) and lets them go."""
from __future__ import annotations

import pytest

from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.rest import join_from_link
from meetdesk.media.synthetic import TestCardTrack, ToneTrack

from test_guest_page_browser import GuestBrowser, _missing
from waiting import until

pytestmark = [pytest.mark.skipif(_missing() is not None, reason=_missing() or ""), pytest.mark.timeout(150)]



async def test_the_page_sends_and_shows_reactions_in_peer_mode(engine, api, anon):
    picture = await anon.get("/web/reactions/heart.png")
    assert picture.status_code == 200 and picture.headers["content-type"] == "image/png"
    assert picture.content.startswith(b"\x89PNG")
    for bad in ("/web/reactions/devil.png", "/web/reactions/..%2Fheart.png", "/web/reactions/heart.svg"):
        assert (await anon.get(bad)).status_code == 404, bad

    room = (await api.post("/rooms", json={"name": "Reactions", "user": {"name": "Desk host"}})).json()
    client, meeting = await join_from_link(room["links"]["gui"], "Desk host")
    events: list[dict] = []
    realtime = RealtimeClient(meeting.links.websocket)
    realtime.add_listener(lambda m: events.append(m) if m.get("type") == "reaction" else None)
    realtime.start()
    call = CallSession(meeting, "Desk host", TestCardTrack(label="Desk host"), ToneTrack())
    await call.start()
    browser = GuestBrowser(room["links"]["guest_join"], "reactions", "--name", "Grace Guest", "--react", "Desk host")
    try:
        await browser.start()
        await browser.wait_line("reacted", timeout=90)
        await until(lambda: any(e.get("reaction") == "heart" for e in events), 30, "MeetDesk hears the page's heart")
        heart = next(e for e in events if e.get("reaction") == "heart")
        assert heart["user"]["name"] == "Grace Guest" and heart["user"]["id"] != meeting.user.id
        await client.send_reaction(meeting.access_key, "clap")
        code, result, err = await browser.finish()
    finally:
        await call.hangup()
        await realtime.close()
        await client.aclose()
    hint = f"checks: {result['checks']}\nerrors: {result['errors']}\nstderr: {err}\nlog: {browser.log}"
    assert code == 0 and result["ok"], hint
    for check in ("reaction_picker", "reaction_pictures", "reaction_picker_closed", "own_reaction_shown",
                  "own_reaction_label", "reaction_shown", "reaction_sender", "reactions_gone"):
        assert result["checks"].get(check) is True, (check, hint)
