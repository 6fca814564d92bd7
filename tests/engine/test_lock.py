"""The meeting lock (engine/lock.py, engine/http/lock.py): POST /rooms/<ACCESS_KEY>/lock, and who may still join a
locked meeting (POST /rooms 403, POST /guests 423). The call-level rule (sepp 607) is tested with real calls in
tests/calls/test_signaling.py, the lock message on the real-time socket in tests/realtime."""


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


async def test_lock(engine, api, anon):
    host = await start(api, id="r", user={"id": "host", "name": "Host"}, options={"lock_available": True})
    guest = (await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Gus"})).json()
    meeting = engine.meetings.by_room("r")
    seen = []
    meeting.events.subscribe(seen.append)
    assert (await anon.post(f"/rooms/{host['access_key']}/lock")).status_code == 201
    assert (await anon.get(f"/rooms/{host['access_key']}")).json()["locked"] is True
    assert [e["type"] for e in seen if e["type"] != "ready"] == ["lock"]
    # a new user cannot join, the same user id gets its key back
    r = await api.post("/rooms", json={"id": "r", "user": {"name": "New"}})
    assert r.status_code == 403 and r.json() == {"error": "meeting is locked"}
    again = await start(api, id="r", user={"id": "host", "name": "Host"})
    assert again["access_key"] == host["access_key"]
    # guest tokens are refused, access-key holders keep access
    assert (await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Late"})).status_code == 423
    assert (await anon.get(f"/rooms/{guest['access_key']}")).status_code == 200
    # irreversible: locking again keeps it locked
    assert (await anon.post(f"/rooms/{host['access_key']}/lock")).status_code == 201
    assert meeting.locked is True
    assert len(meeting.participants) == 2


async def test_lock_statuses(api, anon):
    plain = await start(api, id="r")
    r = await anon.post(f"/rooms/{plain['access_key']}/lock")
    assert r.status_code == 403 and "lock_available" in r.json()["error"]
    assert (await anon.get(f"/rooms/{plain['access_key']}")).json()["locked"] is False
    assert (await anon.post("/rooms/unknown/lock")).status_code == 404
    await anon.delete(f"/rooms/{plain['access_key']}")
    assert (await anon.post(f"/rooms/{plain['access_key']}/lock")).status_code == 410


async def test_guest_token_of_a_locked_meeting_is_423(api, anon):
    locked = await start(api, id="locked", options={"lock_available": True})
    await anon.post(f"/rooms/{locked['access_key']}/lock")
    r = await anon.post(f"/guests/{locked['room']['guest_token']}", json={"name": "G"})
    assert r.status_code == 423 and "locked" in r.json()["error"]
