"""Guests: POST /guests/<GUEST_TOKEN> (engine/guests.py, engine/http/guests.py); a locked meeting's 423 is in
test_lock.py, a permalink's guests in test_permalinks.py."""
import pytest


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


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


async def test_a_guest_rejoins_as_itself_only_with_its_access_key(engine, api, anon):
    """User ids are not secret (every participant reads them): an id alone never hands over another guest's
    access key; the guest's own access key with its id does (a reload rejoins as the same person)."""
    host = await start(api, id="r")
    token = host["room"]["guest_token"]
    gus = (await anon.post(f"/guests/{token}", json={"name": "Gus", "id": "g1"})).json()
    users = await anon.get(f"/rooms/{host['access_key']}/users/g1")
    assert users.status_code == 200 and users.json()["id"] == "g1"          # readable by any participant
    for body in ({"name": "Mallory", "id": "g1"}, {"name": "Mallory", "id": "g1", "access_key": "nope"},
                 {"name": "Mallory", "id": "g1", "access_key": host["access_key"]},
                 {"name": "Mallory", "id": host["user"]["id"], "access_key": host["access_key"]}):
        r = await anon.post(f"/guests/{token}", json=body)
        assert r.status_code == 400 and "taken" in r.json()["error"], body
        assert "access_key" not in r.text.replace('"error"', "")
    meeting = engine.meetings.by_room("r")
    assert meeting.participants["g1"].name == "Gus" and len(meeting.participants) == 2   # nothing changed
    again = await anon.post(f"/guests/{token}", json={"name": "Gus again", "id": "g1", "access_key": gus["access_key"]})
    assert again.status_code == 201 and again.json()["access_key"] == gus["access_key"]
    assert meeting.participants["g1"].name == "Gus again" and len(meeting.participants) == 2


@pytest.mark.parametrize("body, fragment", [
    ({}, "name"), ({"name": ""}, "name"), ({"name": "G", "custom_fields": {"locale": "xx"}}, "locale"),
    ({"name": "G", "avatar": "nope"}, "avatar"), ({"name": "G", "email": "no-at-sign"}, "email"),
])
async def test_guest_400(engine, api, anon, body, fragment):
    host = await start(api, id="r")
    r = await anon.post(f"/guests/{host['room']['guest_token']}", json=body)
    assert r.status_code == 400 and fragment in r.json()["error"]
    assert len(engine.meetings.by_room("r").participants) == 1


async def test_guest_404_410_405(api, anon):
    assert (await anon.post("/guests/unknown-token", json={"name": "G"})).status_code == 404
    ended = await start(api, id="ended")
    await anon.delete(f"/rooms/{ended['access_key']}")
    assert (await anon.post(f"/guests/{ended['room']['guest_token']}", json={"name": "G"})).status_code == 410
    closed = await start(api, id="closed", options={"guest_token_available": False})
    assert (await anon.post(f"/guests/{closed['room']['guest_token']}", json={"name": "G"})).status_code == 405
