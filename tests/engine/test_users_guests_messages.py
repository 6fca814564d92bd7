"""Users (details, kick, list), guest registration, messages."""
import pytest


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


async def test_guest_registration(engine, api, anon):
    host = await start(api, id="r")
    token = host["room"]["guest_token"]
    r = await anon.post(f"/guests/{token}", json={"name": "Gus", "id": "g1", "avatar": "https://x.test/g.png",
                                                  "email": "gus@x.test", "custom_fields": {"locale": "de"}})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["user"]["guest"] is True and body["user"]["name"] == "Gus" and body["user"]["id"] == "g1"
    assert body["room"]["id"] == "r" and body["access_key"] != host["access_key"]
    participant = engine.meetings.by_room("r").participants["g1"]
    assert participant.email == "gus@x.test" and participant.locale == "de"
    form = await anon.post(f"/guests/{token}", data={"name": "Form Guest", "custom_fields[locale]": "fr"})
    assert form.status_code == 201 and form.json()["user"]["guest"] is True


@pytest.mark.parametrize("body, fragment", [
    ({}, "name"), ({"name": ""}, "name"), ({"name": "G", "custom_fields": {"locale": "xx"}}, "locale"),
    ({"name": "G", "avatar": "nope"}, "avatar"), ({"name": "G", "email": "no-at-sign"}, "email"),
])
async def test_guest_400(engine, api, anon, body, fragment):
    host = await start(api, id="r")
    r = await anon.post(f"/guests/{host['room']['guest_token']}", json=body)
    assert r.status_code == 400 and fragment in r.json()["error"]
    assert len(engine.meetings.by_room("r").participants) == 1


async def test_guest_404_410_423_405(api, anon):
    assert (await anon.post("/guests/unknown-token", json={"name": "G"})).status_code == 404
    locked = await start(api, id="locked", options={"lock_available": True})
    await anon.post(f"/rooms/{locked['access_key']}/lock")
    r = await anon.post(f"/guests/{locked['room']['guest_token']}", json={"name": "G"})
    assert r.status_code == 423 and "locked" in r.json()["error"]
    ended = await start(api, id="ended")
    await anon.delete(f"/rooms/{ended['access_key']}")
    assert (await anon.post(f"/guests/{ended['room']['guest_token']}", json={"name": "G"})).status_code == 410
    closed = await start(api, id="closed", options={"guest_token_available": False})
    assert (await anon.post(f"/guests/{closed['room']['guest_token']}", json={"name": "G"})).status_code == 405


async def test_messages(engine, api, anon):
    host = await start(api, id="r", user={"id": "ann", "name": "Ann"})
    meeting = engine.meetings.by_room("r")
    seen = []
    meeting.events.subscribe(seen.append)
    r = await anon.post(f"/rooms/{host['access_key']}/messages", data={"type": "chat", "content": "hello"})
    assert r.status_code == 201
    r = await anon.post(f"/rooms/{host['access_key']}/messages", json={"type": "custom", "content": '{"a":1}'})
    assert r.status_code == 201
    assert [e["type"] for e in seen if e["type"] != "ready"] == ["chat", "custom"]
    chat = next(e for e in seen if e["type"] == "chat")
    assert chat["content"] == "hello" and chat["user_id"] == "ann"
    assert chat["cid"] == host["signaling"]["options"]["client_id"] and chat["created_at"].endswith("Z")
    for body in ({"type": "shout", "content": "x"}, {"type": "chat", "content": ""}, {"type": "chat"}):
        r = await anon.post(f"/rooms/{host['access_key']}/messages", json=body)
        assert r.status_code == 400 and r.json()["error"]
    assert len([e for e in seen if e["type"] in ("chat", "custom")]) == 2
    assert (await anon.post("/rooms/unknown/messages", json={"type": "chat", "content": "x"})).status_code == 404
