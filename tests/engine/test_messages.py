"""Messages: POST /rooms/<ACCESS_KEY>/messages (engine/messages.py, engine/http/messages.py)."""


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


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
