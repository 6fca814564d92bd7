"""RealtimeClient against the real engine: messages, actions, observer, reconnects, stop conditions."""
from __future__ import annotations

import asyncio

from rt_cable import TcpProxy

from meetdesk.client.realtime import RealtimeClient, websocket_url


def test_websocket_url_like_actioncable():
    assert websocket_url("http://h:1/rt?access_key=a") == "ws://h:1/rt?access_key=a"
    assert websocket_url("https://api.example/rt?access_key=a") == "wss://api.example/rt?access_key=a"
    assert websocket_url("wss://x/rt") == "wss://x/rt"


async def test_observer_with_key_in_query(rt):
    room = await rt.start_room()
    url = f"{rt.base_url}/rt?room_id={room['room']['id']}&api_key={rt.api_key}"
    async with RealtimeClient(url) as obs:
        assert obs.channels == ["RoomChannel"]
        conn, update = await next_types(obs, 2)
        assert conn["state"] == "connected" and update["type"] == "room_update"


async def next_types(client: RealtimeClient, n: int, timeout: float = 5.0) -> list[dict]:
    out = []
    it = client.messages()
    while len(out) < n:
        out.append(await asyncio.wait_for(it.__anext__(), timeout))
    return out


async def test_participant_messages_in_order_and_actions(rt):
    a = await rt.start_room()
    b = await rt.start_room()
    async with RealtimeClient(a["links"]["websocket"]) as ca, RealtimeClient(b["links"]["websocket"]) as cb:
        for c, room in ((ca, a), (cb, b)):
            conn, setup, ready = await next_types(c, 3)
            assert conn == {"type": "connection", "state": "connected"}
            assert setup["type"] == "room_setup" and setup["content"]["access_key"] == room["access_key"]
            assert ready["type"] == "room_ready" and ready["content"]["ready"] is True
        await rt.chat(a["access_key"], "one")
        await rt.chat(a["access_key"], "two", type_="custom")
        await rt.lock(a["access_key"])
        await ca.send_action("stfu")
        for c in (ca, cb):
            one, two, lock, stfu = await next_types(c, 4)
            assert (one["type"], one["content"]) == ("chat", "one") and one["cid"]
            assert (two["type"], two["content"]) == ("custom", "two")
            assert lock == {"type": "lock", "locked": True}
            assert stfu["type"] == "stfu" and stfu["user"]["id"] == a["user"]["id"]
    assert ca.state == "closed" and ca.close_reason == "closed by client"


async def test_observer_and_shutdown_stop_the_client(rt):
    room = await rt.start_room()
    obs = RealtimeClient(f"{rt.base_url}/rt?room_id={room['room']['id']}", api_key=rt.api_key)
    seen = []
    obs.add_listener(seen.append)
    obs.start()
    conn, update = await next_types(obs, 2)
    assert conn["state"] == "connected"
    assert update["type"] == "room_update" and update["content"]["id"] == room["room"]["id"]
    await rt.chat(room["access_key"], "for the observer")
    (chat,) = await next_types(obs, 1)
    assert chat["type"] == "chat" and chat["user_id"] == room["user"]["id"] and chat["cid"]
    await rt.end(room["access_key"])
    rest = [m async for m in obs.messages()]  # ends by itself: no reconnect after shutdown
    assert rest[0]["type"] == "room_update" and rest[0]["content"]["shutdown"] is True
    assert rest[-1] == {"type": "connection", "state": "closed", "reason": "meeting ended"}
    assert seen == [conn, update, chat, *rest]
    await obs.close()


async def test_unauthorized_is_final(rt):
    await rt.start_room()
    client = RealtimeClient(f"{rt.base_url}/rt?access_key=not-a-key", min_backoff=0.05)
    client.start()
    msgs = await asyncio.wait_for(_all(client), 5)
    assert msgs == [{"type": "connection", "state": "closed", "reason": "unauthorized"}]

    room = await rt.start_room()
    obs = RealtimeClient(f"{rt.base_url}/rt?room_id={room['room']['id']}", api_key="wrong", min_backoff=0.05)
    obs.start()
    assert await asyncio.wait_for(_all(obs), 5) == [{"type": "connection", "state": "closed",
                                                     "reason": "unauthorized"}]


async def _all(client: RealtimeClient) -> list[dict]:
    return [m async for m in client.messages()]


async def test_reconnects_after_the_connection_drops(rt):
    room = await rt.start_room()
    async with TcpProxy(int(rt.base_url.rsplit(":", 1)[1])) as proxy:
        async with RealtimeClient(proxy.url(room["links"]["websocket"]), min_backoff=0.05) as client:
            types = [m["type"] for m in await next_types(client, 3)]
            assert types == ["connection", "room_setup", "room_ready"]
            proxy.drop_all()
            drop, back, setup, ready = await next_types(client, 4)
            assert drop == {"type": "connection", "state": "reconnecting"}
            assert back == {"type": "connection", "state": "connected"}
            assert (setup["type"], ready["type"]) == ("room_setup", "room_ready")
            await rt.chat(room["access_key"], "after reconnect")
            (chat,) = await next_types(client, 1)
            assert chat["content"] == "after reconnect"
            await client.send_action("user_joins")


async def test_stale_connection_is_replaced(rt, monkeypatch):
    from meetdesk.engine.realtime import hub
    monkeypatch.setattr(hub, "PING_INTERVAL", 0.3)   # pings 10x as often, so staleness shows in 1.2 s, not 4 s
    room = await rt.start_room()
    async with TcpProxy(int(rt.base_url.rsplit(":", 1)[1])) as proxy:
        client = RealtimeClient(proxy.url(room["links"]["websocket"]), min_backoff=0.05, stale_after=1.2)
        async with client:
            await next_types(client, 3)
            proxy.silence_all()  # socket open, but no pings arrive any more
            states = []

            async def until_back() -> None:
                async for msg in client.messages():
                    if msg["type"] == "connection":
                        states.append(msg["state"])
                    if states == ["reconnecting", "connected"]:
                        return

            await asyncio.wait_for(until_back(), 15)
            (setup,) = await next_types(client, 1)
            assert setup["type"] == "room_setup"


async def test_keep_alive_sends_user_joins(rt, monkeypatch):
    room = await rt.start_room()
    calls = []
    original = rt.engine.keep_alive
    monkeypatch.setattr(rt.engine, "keep_alive", lambda m: (calls.append(m.room_id), original(m)))
    async with RealtimeClient(room["links"]["websocket"]) as client:
        await next_types(client, 3)
        client.start_keep_alive(interval=30)
        for _ in range(500):
            if calls:
                break
            await asyncio.sleep(0.01)
        assert calls == [room["room"]["id"]]


async def test_wait_connected_until_subscribed_closed_or_timed_out(rt):
    room = await rt.start_room()
    url = f"{rt.base_url}/rt?room_id={room['room']['id']}&api_key={rt.api_key}"
    client = RealtimeClient(url)
    assert not await client.wait_connected(0.05)       # not started: nothing comes
    client.start()
    assert await client.wait_connected(5) and client.connected
    assert await client.wait_connected(0)             # already subscribed: at once
    await client.close()
    refused = RealtimeClient(f"{rt.base_url}/rt?access_key=not-a-key", min_backoff=0.05)
    refused.start()
    assert not await asyncio.wait_for(refused.wait_connected(30), 5)   # closed (unauthorized): at once, False
