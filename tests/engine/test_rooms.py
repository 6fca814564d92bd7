"""Rooms: POST /rooms, GET/DELETE /rooms/<ACCESS_KEY>, DELETE /rooms/<ROOM_ID>, GET /rooms (engine/rooms.py,
engine/http/rooms.py); the lock is in test_lock.py."""
import asyncio

import pytest

from meetdesk.api.options import DEFAULT_OPTIONS
from meetdesk.engine import keys as engine_keys


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


async def wait_ready(anon, key):
    for _ in range(200):
        body = (await anon.get(f"/rooms/{key}")).json()
        if body["ready"]:
            return body
        await asyncio.sleep(0.02)
    raise AssertionError("meeting never became ready")


async def test_meeting_object_has_every_field(engine, api):
    body = await start(api, id="room-1", name="Standup")
    assert set(body) >= {"access_key", "ready", "locked", "room", "team", "user", "links", "options", "playbacks",
                         "image_sources", "presentation", "broadcasts", "recording", "snapshots",
                         "waiting_list", "signaling"}
    assert body["ready"] is False and body["locked"] is False
    room = body["room"]
    assert room["id"] == "room-1" and room["name"] == "Standup" and room["shutdown"] is False
    assert isinstance(room["guest_token"], str) and len(room["guest_token"]) >= 22
    assert room["started_at"].endswith("Z") and len(room["started_at"]) == len("2024-01-01T00:00:00.000Z")
    user = body["user"]
    assert user == {"id": user["id"], "room_id": "room-1", "name": "Ann", "avatar": None, "guest": False,
                    "blocked": False, "ready": False}
    key = body["access_key"]
    base = engine.base_url
    assert body["links"] == {"self": f"{base}/rooms/{key}", "gui": f"{base}/?{key}",
                             "guest_join": f"{base}/?guest={room['guest_token']}",
                             "websocket": f"{base}/rt?access_key={key}"}
    assert body["options"] == DEFAULT_OPTIONS
    assert body["team"]["name"]
    for name in ("playbacks", "image_sources", "broadcasts", "snapshots", "waiting_list"):
        assert body[name] == []
    sig = body["signaling"]["options"]
    assert body["signaling"]["type"] == "sepp"
    assert len(sig["client_id"]) == 24 and len(sig["conf_id"]) == 24
    assert sig["endpoint"] == base.replace("http://", "ws://") + "/call"
    assert sig["stun_servers"] == [] and sig["turn_servers"] == []
    from meetdesk.engine.credentials import verify_auth_token
    claims = verify_auth_token(sig["auth_token"], engine.signaling_secret)
    assert claims["client_id"] == sig["client_id"] and claims["conf_id"] == sig["conf_id"]


async def test_start_room_and_get_it(engine, api, anon):
    r = await api.post("/rooms", json={"name": "Daily", "user": {"name": "Ann"}})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["ready"] is False
    assert body["room"]["name"] == "Daily"
    assert body["user"]["name"] == "Ann" and body["user"]["guest"] is False
    key = body["access_key"]
    assert body["links"]["self"] == f"{engine.base_url}/rooms/{key}"
    assert body["signaling"]["type"] == "sepp"
    assert body["signaling"]["options"]["endpoint"].startswith("ws://127.0.0.1:")
    g = await anon.get(f"/rooms/{key}")
    assert g.status_code == 200
    assert g.json()["access_key"] == key
    for _ in range(100):
        if (await anon.get(f"/rooms/{key}")).json()["ready"]:
            break
        await asyncio.sleep(0.02)
    assert (await anon.get(f"/rooms/{key}")).json()["ready"] is True
    assert (await anon.get("/rooms/nonexistent-key")).status_code == 404


async def test_ready_turns_true_and_emits_event(engine, api, anon):
    body = await start(api)
    meeting = engine.meetings.by_room(body["room"]["id"])
    seen = []
    meeting.events.subscribe(seen.append)
    ready = await wait_ready(anon, body["access_key"])
    assert ready["room"]["ready"] is True and ready["user"]["ready"] is True
    assert [e["type"] for e in seen] == ["ready"]


async def test_join_existing_room_and_fixed_start_parameters(engine, api):
    first = await start(api, id="r", name="First", options={"widescreen": True})
    second = await start(api, id="r", name="Other", user={"name": "Bob", "avatar": "https://x.test/b.png"},
                         options={"widescreen": False})
    assert second["room"]["started_at"] == first["room"]["started_at"]
    assert second["room"]["name"] == "First" and second["options"]["widescreen"] is True
    assert second["signaling"]["options"]["conf_id"] == first["signaling"]["options"]["conf_id"]
    assert second["access_key"] != first["access_key"]
    assert second["user"]["name"] == "Bob" and second["user"]["avatar"] == "https://x.test/b.png"
    other = await start(api, id="r2")
    assert other["room"]["id"] == "r2" and other["signaling"]["options"]["conf_id"] != \
        first["signaling"]["options"]["conf_id"]


async def test_same_user_id_gets_same_access_key(api):
    a = await start(api, id="r", user={"id": "u1", "name": "Ann"})
    b = await start(api, id="r", user={"id": "u1", "name": "Ann B."})
    assert a["access_key"] == b["access_key"] and b["user"]["name"] == "Ann B."
    c = await start(api, id="r", user={"id": "u2", "name": "Cid"})
    assert c["access_key"] != a["access_key"] and c["user"]["id"] == "u2"


@pytest.mark.parametrize("body, fragment", [
    ({"options": {"sfu_mode": "turbo"}}, "sfu_mode"),
    ({"options": {"custom_fields": {"locale": "it"}}}, "locale"),
    ({"options": {"background_color": "red"}}, "background_color"),
    ({"options": {"background_color": "#12345g"}}, "background_color"),
    ({"options": {"show_names": "yes"}}, "show_names"),
    ({"options": {"widescreen": 1}}, "widescreen"),
    ({"options": {"exit_url": "not a url"}}, "exit_url"),
    ({"options": {"exit_url": "ftp://x.test/"}}, "exit_url"),
    ({"user": {"name": "Ann", "avatar": "javascript:alert(1)"}}, "avatar"),
    ({"user": {"id": "x"}}, "user[name]"),
    ({"user": {"name": "  "}}, "user[name]"),
    ({"options": {"audio_insert": "loud"}}, "audio_insert"),
])
async def test_bad_input_is_400_and_creates_nothing(engine, api, body, fragment):
    body = {"id": "bad-room", "user": {"name": "Ann"}, **body}
    r = await api.post("/rooms", json=body)
    assert r.status_code == 400
    assert fragment in r.json()["error"]
    assert engine.meetings.by_room("bad-room") is None
    assert (await api.get("/rooms")).json() == []
    assert engine.store.get_room("bad-room") is None


async def test_bad_input_on_join_changes_nothing(engine, api):
    first = await start(api, id="r")
    r = await api.post("/rooms", json={"id": "r", "user": {"name": "Bob"}, "options": {"sfu_mode": "x"}})
    assert r.status_code == 400
    assert len(engine.meetings.by_room("r").participants) == 1
    assert first["user"]["name"] == "Ann"


async def test_malformed_json_body_is_400(api):
    r = await api.post("/rooms", content=b"{nope", headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and "JSON" in r.json()["error"]


async def test_get_room_404_and_410(api, anon):
    body = await start(api)
    assert (await anon.get("/rooms/unknown")).status_code == 404
    assert (await anon.delete(f"/rooms/{body['access_key']}")).status_code == 204
    r = await anon.get(f"/rooms/{body['access_key']}")
    assert r.status_code == 410 and r.json()["error"]


async def test_delete_by_access_key(engine, api, anon):
    body = await start(api, id="r")
    meeting = engine.meetings.by_room("r")
    seen = []
    meeting.events.subscribe(seen.append)
    assert (await anon.delete(f"/rooms/{body['access_key']}")).status_code == 204
    assert seen[-1]["type"] == "shutdown" and meeting.shutdown
    assert engine.meetings.by_room("r") is None
    assert (await anon.delete(f"/rooms/{body['access_key']}")).status_code == 410
    assert (await api.delete("/rooms/no-such-thing")).status_code == 404
    assert (await anon.delete("/rooms/no-such-thing")).status_code == 404
    # the room can start a new instance with new keys
    again = await start(api, id="r")
    assert again["room"]["started_at"] >= body["room"]["started_at"]
    assert again["signaling"]["options"]["conf_id"] != body["signaling"]["options"]["conf_id"]


async def test_every_access_key_of_an_ended_meeting_is_410(api, anon):
    a = await start(api, id="r")
    b = await start(api, id="r", user={"name": "Bob"})
    assert (await anon.delete(f"/rooms/{a['access_key']}")).status_code == 204
    key = b["access_key"]
    for method, path in [("GET", f"/rooms/{key}"), ("POST", f"/rooms/{key}/lock"),
                         ("GET", f"/rooms/{key}/users/{b['user']['id']}"),
                         ("POST", f"/rooms/{key}/messages"), ("DELETE", f"/rooms/{key}")]:
        r = await anon.request(method, path, json={"type": "chat", "content": "x"} if method == "POST" else None)
        assert r.status_code == 410, (method, path)
    r = await anon.post(f"/guests/{a['room']['guest_token']}", json={"name": "G"})
    assert r.status_code == 410


async def test_force_stop_by_room_id(engine, api, anon):
    body = await start(api, id="room-x")
    assert (await anon.delete("/rooms/room-x")).status_code == 403
    assert (await anon.delete("/rooms/room-x", headers={"Authorization": "wrong"})).status_code == 403
    assert engine.meetings.by_room("room-x") is not None
    assert (await api.delete("/rooms/room-x")).status_code == 204
    assert (await anon.get(f"/rooms/{body['access_key']}")).status_code == 410
    assert (await api.delete("/rooms/room-x")).status_code == 404


async def test_force_stop_with_locked_key_is_423(engine, api):
    await start(api, id="room-y")
    assert engine_keys.set_flag(engine.config.data_dir, engine.config.api_key, "locked", True)
    r = await api.delete("/rooms/room-y")
    assert r.status_code == 423
    assert engine.meetings.by_room("room-y") is not None


async def test_list_rooms_pages_of_25(api, anon):
    for i in range(27):
        await start(api, id=f"room-{i:02d}")
    page1 = (await api.get("/rooms")).json()
    page2 = (await api.get("/rooms", params={"page": 2})).json()
    assert len(page1) == 25 and len(page2) == 2
    assert {r["id"] for r in page1} | {r["id"] for r in page2} == {f"room-{i:02d}" for i in range(27)}
    assert set(page1[0]) == {"id", "name", "ready", "started_at", "shutdown", "guest_token"}
    assert (await api.get("/rooms", params={"page": 3})).json() == []
    for bad in ("0", "-1", "x"):
        r = await api.get("/rooms", params={"page": bad})
        assert r.status_code == 400 and "page" in r.json()["error"]
    assert (await anon.get("/rooms")).status_code == 403
