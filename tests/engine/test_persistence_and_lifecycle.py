"""Restart keeps API keys, rooms, permalinks and recording metadata; running meetings end; timers."""
import asyncio
import sqlite3
import time

import httpx

from meetdesk.engine.server import running_engine


async def test_restart_keeps_data_and_ends_meetings(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "data")
    key = config.api_key
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}) as c:
            room = (await c.post("/rooms", json={"id": "keep", "name": "Kept", "user": {"name": "Ann"}})).json()
            perm = (await c.post("/permalink", json={"name": "P", "user": {"name": "Host"}})).json()
        engine.store.save_recording({"id": "rec1", "room_id": "keep", "conf_id": room["signaling"]["options"]["conf_id"],
                                     "room_started_at": room["room"]["started_at"], "created_at": int(time.time()),
                                     "duration": 3, "user": {"id": "u"}, "room": room["room"], "path": "x.webm",
                                     "state": "finished"})
    db = sqlite3.connect(str(tmp_path / "data" / "meetdesk.sqlite3"))
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()
    # a fresh config without the API key: the key must come from the store
    config2 = make_engine_config(tmp_path / "data", api_key=None)
    async with running_engine(config2) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url) as c:
            assert (await c.get("/rooms", headers={"Authorization": key})).status_code == 200
            assert (await c.get("/rooms", headers={"Authorization": key})).json() == []
            assert (await c.get(f"/rooms/{room['access_key']}")).status_code == 410
            assert (await c.post(f"/guests/{room['room']['guest_token']}", json={"name": "G"})).status_code == 410
            p = perm["permalink"]
            view = await c.get(f"/permalink/{p['guest_token']}")
            assert view.status_code == 200 and view.json()["room"]["name"] == "P"
            started = await c.post(f"/permalink/{p['user_token']}")
            assert started.status_code == 201
            again = await c.post("/rooms", json={"id": "keep", "user": {"name": "Ann"}},
                                 headers={"Authorization": key})
            assert again.status_code == 201
            assert again.json()["room"]["started_at"] != room["room"]["started_at"]
        assert engine.store.get_room("keep")["name"] == "Kept"
        assert engine.store.get_recording("rec1")["duration"] == 3
        assert [r["id"] for r in engine.store.list_recordings("keep")] == ["rec1"]


async def test_engine_stop_ends_meetings(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "d")
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            await c.post("/rooms", json={"id": "r", "user": {"name": "Ann"}})
        meeting = engine.meetings.by_room("r")
        seen = []
        meeting.events.subscribe(seen.append)
    assert meeting.shutdown and seen[-1]["type"] == "shutdown"


async def test_idle_meeting_ends_and_call_keeps_it(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "d", idle_shutdown=0.2)
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            idle = (await c.post("/rooms", json={"id": "idle", "user": {"name": "Ann"}})).json()
            busy = (await c.post("/rooms", json={"id": "busy", "user": {"id": "b", "name": "Bob"}})).json()
            meeting = engine.meetings.by_room("busy")
            engine.participant_joined_call(meeting, meeting.participants["b"])
            for _ in range(100):
                if engine.meetings.by_room("idle") is None:
                    break
                await asyncio.sleep(0.05)
            assert (await c.get(f"/rooms/{idle['access_key']}")).status_code == 410
            assert (await c.get(f"/rooms/{busy['access_key']}")).status_code == 200
            seen = []
            meeting.events.subscribe(seen.append)
            engine.participant_left_call(meeting, meeting.participants["b"])
            assert seen[0]["type"] == "participant_update" and seen[0]["online"] is False
            for _ in range(100):
                if meeting.shutdown:
                    break
                await asyncio.sleep(0.05)
            assert meeting.shutdown and (await c.get(f"/rooms/{busy['access_key']}")).status_code == 410


async def test_public_url_builds_every_link(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "d", public_url="http://192.0.2.10:9000")
    async with running_engine(config) as engine:
        assert engine.base_url == "http://192.0.2.10:9000"
        local = f"http://127.0.0.1:{engine.config.port}"
        async with httpx.AsyncClient(base_url=local, headers={"Authorization": config.api_key}) as c:
            body = (await c.post("/rooms", json={"user": {"name": "Ann"}})).json()
            perm = (await c.post("/permalink", json={"user": {"name": "H"}})).json()
        for link in [*body["links"].values(), body["signaling"]["options"]["endpoint"], *perm["links"].values()]:
            assert link.startswith(("http://192.0.2.10:9000/", "ws://192.0.2.10:9000/")), link


async def test_engine_on_every_interface_hands_out_lan_links(tmp_path, make_engine_config):
    """Bound to 0.0.0.0 without --public-url, links carry the machine's LAN address, reachable by others."""
    import ipaddress

    import httpx

    from meetdesk.engine.server import running_engine
    from meetdesk.engine.config import lan_address

    config = make_engine_config(tmp_path / "lan", host="0.0.0.0")
    async with running_engine(config) as engine:
        host = lan_address()
        assert engine.base_url == f"http://{host}:{engine.config.port}"
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as http:
            reply = (await http.post("/rooms", json={"user": {"name": "Ada"}})).json()
        assert reply["links"]["guest_join"].startswith(engine.base_url + "/?guest=")
        assert reply["signaling"]["options"]["endpoint"] == f"ws://{host}:{engine.config.port}/call"
        if host != "127.0.0.1":
            assert not ipaddress.ip_address(host).is_loopback
