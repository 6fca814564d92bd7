"""Rooms and permalinks belong to the API key that created them; other keys get 404 (nothing revealed)."""
import asyncio
import json
import sqlite3

import httpx
import pytest
import websockets

from meetdesk.engine import keys as engine_keys
from meetdesk.engine.server import running_engine


@pytest.fixture
async def other(engine):
    """A client with a second API key of the same engine."""
    _, key = engine_keys.create(engine.config.data_dir)
    async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}, timeout=10) as client:
        yield client


async def start(client, room_id, name="Ann"):
    r = await client.post("/rooms", json={"id": room_id, "user": {"name": name}})
    assert r.status_code == 201, r.text
    return r.json()


async def test_room_list_shows_only_the_keys_rooms_newest_first(engine, api, other):
    for room_id in ("a1", "a2", "a3"):
        await start(api, room_id)
    await start(other, "b1")
    assert [r["id"] for r in (await api.get("/rooms")).json()] == ["a3", "a2", "a1"]
    assert [r["id"] for r in (await other.get("/rooms")).json()] == ["b1"]
    assert (await other.get("/rooms", params={"page": 2})).json() == []
    assert (await other.get("/rooms", params={"page": 0})).status_code == 400


async def test_list_pages_hold_25_of_the_keys_rooms(engine, api, other):
    for i in range(26):
        await start(api, f"a{i:02d}")
    for i in range(3):
        await start(other, f"b{i}")
    page1 = [r["id"] for r in (await api.get("/rooms")).json()]
    page2 = [r["id"] for r in (await api.get("/rooms", params={"page": 2})).json()]
    assert page1 == [f"a{i:02d}" for i in range(25, 0, -1)] and page2 == ["a00"]
    assert [r["id"] for r in (await other.get("/rooms")).json()] == ["b2", "b1", "b0"]


async def test_another_keys_room_is_not_found(engine, api, other, anon):
    mine = await start(api, "mine")
    meeting = engine.meetings.by_room("mine")
    for method, path in [("DELETE", "/rooms/mine"), ("GET", "/rooms/mine/users")]:
        r = await other.request(method, path)
        assert r.status_code == 404, (method, path)
        unknown = await other.request(method, path.replace("mine", "never-was"))
        assert unknown.status_code == 404 and r.json()["error"] == unknown.json()["error"]
    assert not meeting.shutdown and (await anon.get(f"/rooms/{mine['access_key']}")).status_code == 200
    # joining it with another key is refused and changes nothing
    r = await other.post("/rooms", json={"id": "mine", "user": {"name": "Intruder"}})
    assert r.status_code == 403 and r.json()["error"]
    assert len(meeting.participants) == 1
    # the owner still sees and stops it; afterwards the other key still gets 404, the owner []
    assert len((await api.get("/rooms/mine/users")).json()) == 1
    assert (await api.delete("/rooms/mine")).status_code == 204
    assert (await other.get("/rooms/mine/users")).status_code == 404
    assert (await api.get("/rooms/mine/users")).json() == []
    # the id stays the owner's: a new instance by the owner, still refused to the other key
    assert (await other.post("/rooms", json={"id": "mine", "user": {"name": "X"}})).status_code == 403
    again = await start(api, "mine")
    assert again["room"]["started_at"] >= mine["room"]["started_at"]


async def test_permalinks_belong_to_their_key(engine, api, other, anon):
    r = await api.post("/permalink", json={"name": "Mine", "user": {"name": "Host"}})
    assert r.status_code == 201
    p = r.json()["permalink"]
    pid = p["id"]
    for method, path, body in [("GET", f"/permalink/{pid}", None), ("PUT", f"/permalink/{pid}", {"name": "x"}),
                               ("DELETE", f"/permalink/{pid}", None),
                               ("POST", f"/permalink/{pid}/users", {"user": {"name": "Co"}}),
                               ("DELETE", f"/permalink/{pid}/users/{p['user_token']}", None)]:
        r = await other.request(method, path, json=body)
        assert r.status_code == 404, (method, path, r.text)
        assert r.json()["error"]
    listing = (await other.get("/permalink")).json()
    assert listing["total"] == 0 and listing["items"] == []
    # nothing changed for the owner: same name, the host token still starts the meeting
    assert (await api.get(f"/permalink/{pid}")).json()["room"]["name"] == "Mine"
    assert (await api.get("/permalink")).json()["total"] == 1
    # the other key can neither take over the permalink's room id before nor during its meeting
    assert (await other.post("/rooms", json={"id": pid, "user": {"name": "X"}})).status_code == 403
    started = await anon.post(f"/permalink/{p['user_token']}")
    assert started.status_code == 201
    assert (await other.delete(f"/rooms/{pid}")).status_code == 404
    assert [r["id"] for r in (await api.get("/rooms")).json()] == [pid]
    assert (await other.get("/rooms")).json() == []
    # each key lists its own
    theirs = (await other.post("/permalink", json={"name": "Theirs", "user": {"name": "H"}})).json()
    assert [i["permalink"]["id"] for i in (await other.get("/permalink")).json()["items"]] == \
        [theirs["permalink"]["id"]]
    assert [i["permalink"]["id"] for i in (await api.get("/permalink")).json()["items"]] == [pid]


async def test_data_dir_of_an_older_engine_is_migrated(tmp_path, make_engine_config):
    """Tables without owner columns get them; the rooms and permalinks of an older engine (which had one key)
    belong to the oldest key, and another key sees none of them."""
    data = tmp_path / "old"
    data.mkdir()
    db = sqlite3.connect(str(data / "meetdesk.sqlite3"))
    db.executescript("""
        CREATE TABLE rooms (id TEXT PRIMARY KEY, name TEXT, created_at TEXT NOT NULL, permalink_id TEXT);
        CREATE TABLE permalinks (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT, guest_token TEXT NOT NULL,
            guest_digest TEXT UNIQUE NOT NULL, expires_at TEXT, options TEXT NOT NULL);
        INSERT INTO rooms VALUES ('legacy', 'Old room', '2024-01-01T00:00:00.000Z', NULL);
        INSERT INTO permalinks VALUES ('p-old', '2024-01-01T00:00:00.000Z', 'Old link', 'gt', 'd', NULL, '{}');
    """)
    db.close()
    config = make_engine_config(data)
    async with running_engine(config) as engine:
        _, second = engine_keys.create(data)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            assert (await c.get("/permalink")).json()["total"] == 1  # adopted by the oldest key
            assert (await c.get("/permalink", headers={"Authorization": second})).json()["total"] == 0
            assert (await c.post("/rooms", json={"id": "legacy", "user": {"name": "A"}})).status_code == 201
            r = await c.post("/rooms", json={"id": "legacy", "user": {"name": "B"}}, headers={"Authorization": second})
            assert r.status_code == 403
        assert engine.store.get_room("legacy")["api_key_id"] is not None


ROOM_CHANNEL = json.dumps({"channel": "RoomChannel"})


async def observe(engine, room_id: str, key: str, form: str) -> list[dict]:
    """Frames an observer socket with ``key`` (as header, subprotocol or query) gets for a room, after
    subscribing to RoomChannel, until the engine closes it or 0.5 s pass."""
    url = engine.base_url.replace("http", "ws", 1) + f"/rt?room_id={room_id}"
    kwargs: dict = {"subprotocols": ["actioncable-v1-json"]}
    if form == "header":
        kwargs["additional_headers"] = {"Authorization": key}
    elif form == "subprotocol":
        kwargs["subprotocols"] = ["actioncable-v1-json", key]
    else:
        url += f"&api_key={key}"
    frames = []
    async with websockets.connect(url, **kwargs) as ws:
        try:
            frames.append(json.loads(await asyncio.wait_for(ws.recv(), 2)))  # welcome, or the refusal
            await ws.send(json.dumps({"command": "subscribe", "identifier": ROOM_CHANNEL}))
            while True:
                frames.append(json.loads(await asyncio.wait_for(ws.recv(), 0.5)))
        except (asyncio.TimeoutError, websockets.ConnectionClosed):
            pass
    return [f for f in frames if f.get("type") != "ping"]


@pytest.mark.parametrize("form", ["header", "subprotocol", "query"])
async def test_observer_of_another_keys_room_gets_what_an_unknown_room_gets(engine, api, other, form):
    """The observer socket goes through the same ownership check: another key's room is an unknown room
    (no room_update, no guest token), the owner observes it."""
    mine = await start(api, "watched")
    other_key = other.headers["Authorization"]
    theirs = await observe(engine, "watched", other_key, form)
    unknown = await observe(engine, "never-was", other_key, form)
    assert theirs == unknown == [{"type": "disconnect", "reason": "unauthorized", "reconnect": False}]
    assert mine["room"]["guest_token"] not in json.dumps(theirs)
    owner = await observe(engine, "watched", engine.config.api_key, form)
    updates = [f["message"] for f in owner if isinstance(f.get("message"), dict)]
    assert updates and updates[0]["type"] == "room_update"
    assert updates[0]["content"]["guest_token"] == mine["room"]["guest_token"]


async def test_every_api_key_endpoint_answers_another_keys_resource_like_an_unknown_one(engine, api, other):
    """Status and error body of every API-key endpoint, for another key's room and permalink, are those of
    an id that never existed."""
    await start(api, "owned")
    p = (await api.post("/permalink", json={"name": "Mine", "user": {"name": "Host"}})).json()["permalink"]
    cases = [("GET", "/rooms/{room}/users", None), ("DELETE", "/rooms/{room}", None),
             ("GET", "/permalink/{pl}", None), ("PUT", "/permalink/{pl}", {"name": "x"}),
             ("DELETE", "/permalink/{pl}", None), ("POST", "/permalink/{pl}/users", {"user": {"name": "Co"}}),
             ("DELETE", "/permalink/{pl}/users/{token}", None), ("POST", "/permalink/{pl}/guest_token", None)]
    for method, template, body in cases:
        real = template.format(room="owned", pl=p["id"], token=p["user_token"])
        fake = template.format(room="never-was", pl="0" * 24, token="T" * 24)
        theirs, unknown = await other.request(method, real, json=body), await other.request(method, fake, json=body)
        assert (theirs.status_code, theirs.json()) == (unknown.status_code, unknown.json()), (method, template)
        assert theirs.status_code == 404
    assert (await api.get(f"/permalink/{p['id']}")).json()["room"]["name"] == "Mine"
    assert [r["id"] for r in (await api.get("/rooms")).json()] == ["owned"]


async def test_an_access_key_in_place_of_a_room_id_lists_that_rooms_items_for_its_owner_only(engine, api, other):
    """The PyPI SDK's get_recordings asks GET /rooms/<access key>/recordings: the owner gets the room's list;
    another key gets what an unknown room gets."""
    key = (await start(api, "owned"))["access_key"]
    for plural in ("recordings", "snapshots"):
        assert (await api.get(f"/rooms/{key}/{plural}")).json() == []
        theirs, unknown = await other.get(f"/rooms/{key}/{plural}"), await other.get(f"/rooms/never-was/{plural}")
        assert (theirs.status_code, theirs.json()) == (unknown.status_code, unknown.json()) and theirs.status_code == 404
