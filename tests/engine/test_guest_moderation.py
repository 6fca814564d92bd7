"""Who may lock, remove someone and end a meeting: the service API lets guests (EngineConfig.guests_moderate, the
default); the desktop app's engine (and `meetdesk engine --no-guest-moderation`) lets only hosts and the API key.
Guests keep chat, hands and reactions there."""
from __future__ import annotations

import pytest


@pytest.fixture
def engine_overrides():
    return {"guests_moderate": False}


async def test_guests_of_the_apps_meetings_cannot_lock_remove_or_end(engine, api, anon):
    host = (await api.post("/rooms", json={"id": "r", "user": {"name": "Hana"}, "options": {"lock_available": True}})).json()
    guest = (await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Mallory"})).json()
    key, host_id = guest["access_key"], host["user"]["id"]
    refusals = [await anon.post(f"/rooms/{key}/lock"), await anon.delete(f"/rooms/{key}/users/{host_id}"),
                await anon.delete(f"/rooms/{key}")]
    for r in refusals:
        assert r.status_code == 403 and "only a host" in r.json()["error"], r.text
    meeting = engine.meetings.by_room("r")
    assert not meeting.locked and not meeting.participants[host_id].kicked and not meeting.shutdown
    # what guests keep
    assert (await anon.post(f"/rooms/{key}/messages", data={"type": "chat", "content": "hi"})).status_code == 201
    # the host (and the API key) still moderate
    assert (await anon.delete(f"/rooms/{host['access_key']}/users/{guest['user']['id']}")).status_code == 200
    assert (await anon.post(f"/rooms/{host['access_key']}/lock")).status_code == 201
    assert (await api.delete("/rooms/r")).status_code == 204
