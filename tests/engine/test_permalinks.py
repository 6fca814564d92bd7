"""Permalinks: the ten requests of the spec."""
from datetime import datetime, timedelta, timezone


def iso(delta: timedelta) -> str:
    return (datetime.now(timezone.utc) + delta).isoformat()


async def create(api, **body):
    body.setdefault("user", {"name": "Host"})
    r = await api.post("/permalink", json=body)
    assert r.status_code == 201, r.text
    return r.json()


async def test_create_and_views(engine, api, anon):
    body = await create(api, name="Office hours", id="ignored", user={"id": "h1", "name": "Hana"},
                        options={"exit_url": "https://x.test/bye", "custom_fields": {"locale": "de"}},
                        expires_at=iso(timedelta(days=1)))
    p = body["permalink"]
    assert set(p) == {"id", "created_at", "user_token", "guest_token", "expires_at"}
    assert p["user_token"] and p["guest_token"] and p["expires_at"].endswith("Z")
    assert body["room"] == {"id": p["id"], "name": "Office hours", "started_at": None}
    assert body["user"]["id"] == "h1" and body["user"]["name"] == "Hana" and body["user"]["guest"] is False
    assert body["options"]["widescreen"] is True and body["options"]["exit_url"] == "https://x.test/bye"
    assert body["options"]["custom_fields"]["locale"] == "de"
    base = engine.base_url
    assert body["links"] == {"self": f"{base}/permalink/{p['id']}", "gui": f"{base}/permalink?{p['user_token']}",
                             "guest_join": f"{base}/permalink?guest={p['guest_token']}"}
    # by id (API key): user_token, user and links.gui are null
    by_id = (await api.get(f"/permalink/{p['id']}")).json()
    assert by_id["permalink"]["user_token"] is None and by_id["user"] is None and by_id["links"]["gui"] is None
    assert by_id["permalink"]["guest_token"] == p["guest_token"]
    # without the API key a permalink id is just an unknown token; a wrong key is refused
    assert (await anon.get(f"/permalink/{p['id']}")).status_code == 404
    assert (await anon.get(f"/permalink/{p['id']}", headers={"Authorization": "wrong"})).status_code == 401
    assert (await api.get("/permalink/unknown-id")).status_code == 404
    # by token (no auth)
    for token in (p["user_token"], p["guest_token"]):
        view = await anon.get(f"/permalink/{token}")
        assert view.status_code == 200
        assert view.json()["room"]["started_at"] is None and view.json()["permalink"]["id"] == p["id"]
        assert view.json()["permalink"]["user_token"] is None


async def test_create_400_401(api, anon):
    for bad in ({"user": {"id": "x"}}, {"user": {"name": "H"}, "expires_at": "tomorrow"},
                {"user": {"name": "H"}, "options": {"custom_fields": {"locale": "es"}}},
                {"user": {"name": "H"}, "options": {"recording_available": "sure"}}):
        r = await api.post("/permalink", json=bad)
        assert r.status_code == 400 and r.json()["error"]
    assert (await api.get("/permalink")).json()["total"] == 0
    assert (await anon.post("/permalink", json={"user": {"name": "H"}})).status_code == 401


async def test_start_join_and_guests(engine, api, anon):
    body = await create(api, name="Clinic", user={"id": "h1", "name": "Hana"})
    p = body["permalink"]
    # guests cannot enter before a host started the meeting
    r = await anon.post(f"/guests/{p['guest_token']}", json={"name": "Gus"})
    assert r.status_code == 410 and "not been started" in r.json()["error"]
    r = await anon.post(f"/permalink/{p['user_token']}")
    assert r.status_code == 201
    meeting = r.json()
    assert meeting["room"]["id"] == p["id"] and meeting["room"]["name"] == "Clinic"
    assert meeting["user"]["id"] == "h1" and meeting["ready"] is False
    assert meeting["room"]["guest_token"] == p["guest_token"] and meeting["options"]["widescreen"] is True
    assert meeting["signaling"]["type"] == "sepp"
    again = (await anon.post(f"/permalink/{p['user_token']}")).json()
    assert again["access_key"] == meeting["access_key"]
    view = (await anon.get(f"/permalink/{p['guest_token']}")).json()
    assert view["room"]["started_at"] == meeting["room"]["started_at"]
    guest = await anon.post(f"/guests/{p['guest_token']}", json={"name": "Gus"})
    assert guest.status_code == 201 and guest.json()["user"]["guest"] is True
    # a second host joins the same meeting
    second = (await api.post(f"/permalink/{p['id']}/users", json={"user": {"name": "Second"}})).json()
    joined = (await anon.post(f"/permalink/{second['permalink']['user_token']}")).json()
    assert joined["room"]["started_at"] == meeting["room"]["started_at"]
    assert len(engine.meetings.by_room(p["id"]).participants) == 3
    # after the meeting ends a host starts a new one
    assert (await anon.delete(f"/rooms/{meeting['access_key']}")).status_code == 204
    assert (await anon.get(f"/permalink/{p['guest_token']}")).json()["room"]["started_at"] is None
    assert (await anon.post(f"/guests/{p['guest_token']}", json={"name": "Gus"})).status_code == 410
    fresh = (await anon.post(f"/permalink/{p['user_token']}")).json()
    assert fresh["access_key"] != meeting["access_key"]
    assert (await anon.post("/permalink/unknown-token")).status_code == 404


async def test_expiry(api, anon):
    body = await create(api, expires_at=iso(timedelta(seconds=-5)))
    r = await anon.post(f"/permalink/{body['permalink']['user_token']}")
    assert r.status_code == 410 and "expired" in r.json()["error"]
    r = await api.put(f"/permalink/{body['permalink']['id']}", json={"expires_at": iso(timedelta(hours=1))})
    assert r.status_code == 200 and r.json()["permalink"]["expires_at"] > body["permalink"]["expires_at"]
    assert (await anon.post(f"/permalink/{body['permalink']['user_token']}")).status_code == 201
    r = await api.put(f"/permalink/{body['permalink']['id']}", data={"expires_at": ""})
    assert r.status_code == 200 and r.json()["permalink"]["expires_at"] is None


async def test_list_update_delete(api, anon):
    live = await create(api, name="live")
    old = await create(api, name="old", expires_at=iso(timedelta(days=-1)))
    for i in range(3):
        await create(api, name=f"n{i}")
    page = (await api.get("/permalink", params={"limit": 2})).json()
    assert page["page"] == 1 and page["limit"] == 2 and page["total"] == 5 and len(page["items"]) == 2
    assert page["items"][0]["permalink"]["user_token"] is None
    page3 = (await api.get("/permalink", params={"limit": 2, "page": 3})).json()
    assert len(page3["items"]) == 1
    expired = (await api.get("/permalink", params={"expired": "true"})).json()
    assert [i["permalink"]["id"] for i in expired["items"]] == [old["permalink"]["id"]]
    assert (await api.get("/permalink", params={"expired": "false"})).json()["total"] == 4
    assert (await api.get("/permalink")).json()["limit"] == 25
    assert (await api.get("/permalink", params={"page": 0})).status_code == 400
    assert (await anon.get("/permalink")).status_code == 401
    # update name and options
    pid = live["permalink"]["id"]
    r = await api.put(f"/permalink/{pid}", data={"name": "renamed", "options[show_names]": "false"})
    assert r.status_code == 200 and r.json()["room"]["name"] == "renamed"
    assert r.json()["options"]["show_names"] is False and r.json()["options"]["widescreen"] is True
    assert (await api.put(f"/permalink/{pid}", json={"options": {"sfu_mode": "x"}})).status_code == 400
    assert (await api.get(f"/permalink/{pid}")).json()["options"]["sfu_mode"] == "ptp"
    assert (await api.put("/permalink/unknown", json={"name": "x"})).status_code == 404
    assert (await anon.put(f"/permalink/{pid}", json={"name": "x"})).status_code == 401
    # delete
    assert (await anon.delete(f"/permalink/{pid}")).status_code == 401
    assert (await api.delete(f"/permalink/{pid}")).status_code == 200
    assert (await api.get(f"/permalink/{pid}")).status_code == 404
    assert (await anon.get(f"/permalink/{live['permalink']['guest_token']}")).status_code == 404
    assert (await anon.post(f"/permalink/{live['permalink']['user_token']}")).status_code == 404
    assert (await api.delete(f"/permalink/{pid}")).status_code == 404


async def test_host_users_added_and_revoked(api, anon):
    body = await create(api)
    pid = body["permalink"]["id"]
    r = await api.post(f"/permalink/{pid}/users", data={"user[name]": "Co-host", "user[id]": "co"})
    assert r.status_code == 201
    added = r.json()
    token = added["permalink"]["user_token"]
    assert token and token != body["permalink"]["user_token"]
    assert added["user"]["id"] == "co" and added["links"]["gui"].endswith(f"/permalink?{token}")
    assert (await api.post(f"/permalink/{pid}/users", json={"user": {}})).status_code == 400
    assert (await api.post("/permalink/unknown/users", json={"user": {"name": "x"}})).status_code == 404
    assert (await anon.post(f"/permalink/{pid}/users", json={"user": {"name": "x"}})).status_code == 401
    assert (await anon.delete(f"/permalink/{pid}/users/{token}")).status_code == 401
    assert (await api.delete(f"/permalink/{pid}/users/{token}")).status_code == 200
    assert (await anon.post(f"/permalink/{token}")).status_code == 404
    assert (await api.delete(f"/permalink/{pid}/users/{token}")).status_code == 404
    # the first host still works
    assert (await anon.post(f"/permalink/{body['permalink']['user_token']}")).status_code == 201


async def test_unknown_permalink_token_is_404(api, anon):
    r = await anon.get("/permalink/no-such-token")
    assert r.status_code == 404 and r.json()["error"]
    assert (await anon.post("/permalink/no-such-token")).status_code == 404
    assert (await api.get("/permalink/no-such-token")).status_code == 404
