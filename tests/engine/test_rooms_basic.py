"""POST /rooms and GET /rooms/<ACCESS_KEY> over a real socket."""
import asyncio


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
