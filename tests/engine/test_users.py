"""Users of a meeting: details, kick, the room's user list (engine/users.py, engine/http/users.py)."""


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


async def test_user_details_by_user_id_and_client_id(api, anon):
    host = await start(api, id="r", user={"id": "ann", "name": "Ann", "avatar": "https://x.test/a.png"})
    key = host["access_key"]
    r = await anon.get(f"/rooms/{key}/users/ann")
    assert r.status_code == 200
    body = r.json()
    assert body["id"] == "ann" and body["name"] == "Ann" and body["avatar"] == "https://x.test/a.png"
    assert body["guest"] is False and body["joined_at"].endswith("Z")
    cid = host["signaling"]["options"]["client_id"]
    assert (await anon.get(f"/rooms/{key}/users/{cid}")).json()["id"] == "ann"
    assert (await anon.get(f"/rooms/{key}/users/{cid}@legacy.example.com")).json()["id"] == "ann"
    assert (await anon.get(f"/rooms/{key}/users/nobody")).status_code == 404
    assert (await anon.get("/rooms/unknown/users/ann")).status_code == 404


async def test_kick(engine, api, anon):
    host = await start(api, id="r", user={"id": "ann", "name": "Ann"})
    bob = await start(api, id="r", user={"id": "bob", "name": "Bob"})
    meeting = engine.meetings.by_room("r")
    seen = []
    meeting.events.subscribe(seen.append)
    r = await anon.delete(f"/rooms/{host['access_key']}/users/bob")
    assert r.status_code == 200
    assert {"type": "kick", "user_id": "bob"} in seen
    assert "bob" not in meeting.participants
    r = await anon.get(f"/rooms/{bob['access_key']}")
    assert r.status_code == 410
    assert (await anon.get(f"/rooms/{host['access_key']}/users/bob")).status_code == 404
    assert (await anon.delete(f"/rooms/{host['access_key']}/users/bob")).status_code == 404
    # the API key holder can add the user again: a new access key
    again = await start(api, id="r", user={"id": "bob", "name": "Bob"})
    assert again["access_key"] != bob["access_key"]


async def test_kick_not_available_is_403(api, anon):
    host = await start(api, id="r", options={"kick_available": False})
    bob = await start(api, id="r", user={"id": "bob", "name": "Bob"})
    r = await anon.delete(f"/rooms/{host['access_key']}/users/bob")
    assert r.status_code == 403 and "kick_available" in r.json()["error"]
    assert (await anon.get(f"/rooms/{bob['access_key']}")).status_code == 200


async def test_user_list_of_a_room(engine, api, anon):
    ann = await start(api, id="r", user={"id": "ann", "name": "Ann"})
    await start(api, id="r", user={"id": "bob", "name": "Bob"})
    meeting = engine.meetings.by_room("r")
    engine.participant_joined_call(meeting, meeting.participants["ann"])
    users = (await api.get("/rooms/r/users")).json()
    assert {u["id"] for u in users} == {"ann", "bob"}
    assert set(users[0]) == {"id", "room_id", "name", "avatar", "guest", "online"}
    assert [u["id"] for u in (await api.get("/rooms/r/users", params={"online": "true"})).json()] == ["ann"]
    assert [u["id"] for u in (await api.get("/rooms/r/users", params={"online": "false"})).json()] == ["bob"]
    assert (await api.get("/rooms/r/users", params={"online": "perhaps"})).status_code == 400
    assert (await api.get("/rooms/never-existed/users")).status_code == 404
    assert (await anon.get("/rooms/r/users")).status_code == 403
    await anon.delete(f"/rooms/{ann['access_key']}")
    assert (await api.get("/rooms/r/users")).json() == []


async def test_kick_with_an_ended_meeting_is_410(api, anon):
    host = await start(api, id="r", user={"id": "ann", "name": "Ann"})
    await start(api, id="r", user={"id": "bob", "name": "Bob"})
    assert (await api.delete("/rooms/r")).status_code == 204
    r = await anon.delete(f"/rooms/{host['access_key']}/users/bob")
    assert r.status_code == 410 and r.json()["error"]
