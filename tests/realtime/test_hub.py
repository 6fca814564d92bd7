"""The /rt hub on the wire: ActionCable framing, participant and observer messages."""
from __future__ import annotations

import json

import secrets

import httpx
import pytest

from meetdesk.engine.meetings import iso_now
from meetdesk.engine.realtime import hub
from meetdesk.engine.server import running_engine
from meetdesk.engine.engine import EngineConfig

from rt_cable import ROOM, USER, Harness, RawCable

BROWSER_PROTOCOLS = ["actioncable-v1-json", "actioncable-unsupported"]


def observer_url(rt, room_id: str, **query: str) -> str:
    extra = "".join(f"&{k}={v}" for k, v in query.items())
    return f"{rt.base_url}/rt?room_id={room_id}{extra}"


async def joined(rt, url: str, identifiers=(ROOM, USER), **kw) -> RawCable:
    """Connected, welcomed and subscribed; room_setup (and room_ready) consumed for RoomChannel."""
    cable = await RawCable.open(url, subprotocols=BROWSER_PROTOCOLS, **kw)
    assert (await cable.next())["type"] == "welcome"
    for ident in identifiers:
        await cable.confirmed(ident)
    return cable


async def test_welcome_and_subprotocol_selected(rt):
    room = await rt.start_room()
    cable = await RawCable.open(room["links"]["websocket"], subprotocols=BROWSER_PROTOCOLS)
    assert cable.ws.subprotocol == "actioncable-v1-json"
    assert await cable.next() == {"type": "welcome"}
    await cable.close()

    plain = await RawCable.open(room["links"]["websocket"])  # Android offers no subprotocol
    assert plain.ws.subprotocol is None
    assert await plain.next() == {"type": "welcome"}
    await plain.close()


async def test_android_subscribes_before_welcome(rt):
    room = await rt.start_room()
    cable = await RawCable.open(room["links"]["websocket"])
    await cable.subscribe(ROOM)
    await cable.subscribe(USER)
    assert await cable.next() == {"type": "welcome"}
    assert await cable.next() == {"identifier": ROOM, "type": "confirm_subscription"}
    setup = await cable.next()
    assert setup["identifier"] == ROOM and setup["message"]["type"] == "room_setup"
    assert setup["message"]["content"]["access_key"] == room["access_key"]
    ready = await cable.next()
    assert ready["message"]["type"] == "room_ready" and ready["message"]["content"]["ready"] is True
    assert await cable.next() == {"identifier": USER, "type": "confirm_subscription"}
    await cable.close()


async def test_identifier_echoed_byte_for_byte(rt):
    room = await rt.start_room()
    odd = '{ "channel" : "RoomChannel" ,"extra": "é"}'
    cable = await RawCable.open(room["links"]["websocket"], subprotocols=BROWSER_PROTOCOLS)
    await cable.subscribe(odd)
    assert (await cable.next())["type"] == "welcome"
    confirm = await cable.next()
    assert confirm == {"identifier": odd, "type": "confirm_subscription"}
    setup, ready = await cable.messages(2)
    assert setup["identifier"] == odd and ready["identifier"] == odd
    await rt.chat(room["access_key"], "hi")
    (chat,) = await cable.messages(1)
    assert chat["identifier"] == odd and chat["message"]["content"] == "hi"
    await cable.close()


async def test_room_setup_is_the_meeting_reply_then_room_ready(rt):
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"], identifiers=())
    await cable.subscribe(ROOM)
    assert (await cable.next())["type"] == "confirm_subscription"
    setup, ready = await cable.messages(2)
    assert setup["message"]["type"] == "room_setup"
    content = setup["message"]["content"]
    assert content["access_key"] == room["access_key"]
    assert content["user"]["id"] == room["user"]["id"]
    assert content["links"]["websocket"] == room["links"]["websocket"]
    assert ready["message"]["type"] == "room_ready"
    assert ready["message"]["content"]["ready"] is True
    assert ready["message"]["content"]["access_key"] == room["access_key"]
    await cable.close()


async def test_room_ready_sent_when_meeting_becomes_ready(tmp_path):
    config = EngineConfig(data_dir=tmp_path, api_key="test_" + secrets.token_urlsafe(24), ready_delay=60)
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": engine.config.api_key}) as http:
            rt = Harness(engine, http)
            room = await rt.start_room("later", ready=False)
            cable = await joined(rt, room["links"]["websocket"], identifiers=(ROOM,))
            obs = await joined(rt, observer_url(rt, "later"), identifiers=(ROOM,),
                               headers={"Authorization": rt.api_key})
            (setup,) = await cable.messages(1)
            assert setup["message"]["type"] == "room_setup"
            assert setup["message"]["content"]["ready"] is False
            (update,) = await obs.messages(1)
            assert update["message"]["type"] == "room_update" and update["message"]["content"]["ready"] is False
            engine.rooms._make_ready(rt.meeting("later"))  # what the ready timer does
            (ready,) = await cable.messages(1)
            assert ready["message"]["type"] == "room_ready"
            assert ready["message"]["content"]["ready"] is True
            assert ready["message"]["content"]["signaling"]["type"] == "sepp"
            (update,) = await obs.messages(1)
            assert update["message"]["type"] == "room_update" and update["message"]["content"]["ready"] is True
            await cable.close()
            await obs.close()


async def test_pings_carry_unix_seconds(rt):
    room = await rt.start_room()
    cable = await RawCable.open(room["links"]["websocket"], subprotocols=BROWSER_PROTOCOLS)
    assert (await cable.recv())["type"] == "welcome"
    ping = await cable.recv(timeout=4.0)
    assert ping["type"] == "ping"
    assert isinstance(ping["message"], int) and ping["message"] > 1_600_000_000
    await cable.close()


async def test_unknown_access_key_is_unauthorized(rt):
    await rt.start_room()
    cable = await RawCable.open(f"{rt.base_url}/rt?access_key=nope", subprotocols=BROWSER_PROTOCOLS)
    frames = await cable.closed()
    assert frames == [{"type": "disconnect", "reason": "unauthorized", "reconnect": False}]


async def test_unknown_channel_rejected(rt):
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"], identifiers=())
    await cable.subscribe('{"channel":"AdminChannel"}')
    assert await cable.next() == {"identifier": '{"channel":"AdminChannel"}', "type": "reject_subscription"}
    await cable.close()


async def test_chat_lock_and_stfu_reach_participants_in_order(rt):
    a = await rt.start_room()
    b = await rt.start_room()
    ca = await joined(rt, a["links"]["websocket"])
    cb = await joined(rt, b["links"]["websocket"])
    for c in (ca, cb):
        assert [f["message"]["type"] for f in await c.messages(2)] == ["room_setup", "room_ready"]
    await rt.chat(a["access_key"], "first")
    await rt.chat(a["access_key"], "second")
    await rt.lock(a["access_key"])
    await ca.perform(ROOM, "stfu")
    for c in (ca, cb):
        first, second, lock, stfu = [f["message"] for f in await c.messages(4)]
        assert first["type"] == "chat" and first["content"] == "first"
        assert first["cid"] and first["user_id"] == a["user"]["id"] and first["created_at"]
        assert second["content"] == "second"
        assert lock == {"type": "lock", "locked": True}
        assert stfu["type"] == "stfu" and stfu["user"]["id"] == a["user"]["id"]
    await ca.close()
    await cb.close()


async def test_user_joins_keeps_the_meeting_alive(rt, monkeypatch):
    room = await rt.start_room()
    calls = []
    original = rt.engine.keep_alive
    monkeypatch.setattr(rt.engine, "keep_alive", lambda m: (calls.append(m), original(m)))
    cable = await joined(rt, room["links"]["websocket"])
    await cable.perform(ROOM, "user_joins")
    await rt.chat(room["access_key"], "sync")  # the action was handled before this arrives
    while (await cable.messages(1))[0]["message"]["type"] != "chat":
        pass
    assert calls == [rt.meeting()]
    await cable.close()


async def test_events_map_to_wire_shapes(rt):
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"])
    await cable.messages(2)
    m = rt.meeting()
    rec = {"id": "rec1", "created_at": 1, "duration": None, "links": {"self": "x", "download": None}}
    m.emit("recording_update", recording=rec)
    m.emit("options_update", options={"show_names": False})
    m.emit("playback_update", playing=[{"url": "u", "play_id": "p"}])
    m.emit("presentation_update", presentation=None)
    m.emit("custom", id="m1", content="{}", user_id="u1", cid="c1", created_at=iso_now())
    got = [f["message"] for f in await cable.messages(5)]
    assert got[0] == {"type": "recording_update", "recording": rec}
    assert got[1] == {"type": "options_update", "options": {"show_names": False}}
    assert got[2] == {"type": "playback_update", "playing": [{"url": "u", "play_id": "p"}]}
    assert got[3] == {"type": "presentation_update", "presentation": None}
    assert got[4]["type"] == "custom" and got[4]["cid"] == "c1" and got[4]["content"] == "{}"
    await cable.close()


async def test_kicked_participant_is_disconnected(rt):
    room = await rt.start_room()
    other = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"])
    stays = await joined(rt, other["links"]["websocket"])
    await cable.messages(2)
    rt.engine.users.kick(rt.meeting(), room["user"]["id"])
    frames = await cable.closed()
    assert frames[-1] == {"type": "disconnect", "reason": "remote", "reconnect": False}
    await stays.messages(2)
    await rt.chat(other["access_key"], "still here")
    (chat,) = await stays.messages(1)
    assert chat["message"]["content"] == "still here"
    await stays.close()


# -- observer ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", ["header", "subprotocol", "query"])
async def test_observer_key_forms_accepted(rt, form):
    room = await rt.start_room()
    room_id = room["room"]["id"]
    kw = {"subprotocols": BROWSER_PROTOCOLS}
    url = observer_url(rt, room_id)
    if form == "header":
        kw["headers"] = {"Authorization": rt.api_key}
    elif form == "subprotocol":
        kw["subprotocols"] = BROWSER_PROTOCOLS + [rt.api_key]
    else:
        url = observer_url(rt, room_id, api_key=rt.api_key)
    cable = await RawCable.open(url, **kw)
    assert cable.ws.subprotocol == "actioncable-v1-json"
    assert await cable.next() == {"type": "welcome"}
    await cable.subscribe(ROOM)
    assert (await cable.next())["type"] == "confirm_subscription"
    (update,) = await cable.messages(1)
    assert update["message"]["type"] == "room_update"
    assert update["message"]["content"]["id"] == room_id
    await cable.close()


async def test_observer_key_as_only_subprotocol_is_selected(rt):
    room = await rt.start_room()
    cable = await RawCable.open(observer_url(rt, room["room"]["id"]), subprotocols=[rt.api_key])
    assert cable.ws.subprotocol == rt.api_key
    assert await cable.next() == {"type": "welcome"}
    await cable.close()


@pytest.mark.parametrize("case", ["none", "wrong", "bearer", "unknown_room"])
async def test_observer_rejected(rt, case):
    room = await rt.start_room()
    room_id = room["room"]["id"]
    headers = {"none": None, "wrong": {"Authorization": "x" + rt.api_key},
               "bearer": {"Authorization": "Bearer " + rt.api_key},
               "unknown_room": {"Authorization": rt.api_key}}[case]
    if case == "unknown_room":
        room_id = "no-such-room"
    cable = await RawCable.open(observer_url(rt, room_id), subprotocols=BROWSER_PROTOCOLS, headers=headers)
    frames = await cable.closed()
    assert frames == [{"type": "disconnect", "reason": "unauthorized", "reconnect": False}]


async def test_observer_cannot_subscribe_user_channel(rt):
    room = await rt.start_room()
    cable = await RawCable.open(observer_url(rt, room["room"]["id"]), subprotocols=BROWSER_PROTOCOLS,
                                headers={"Authorization": rt.api_key})
    assert (await cable.next())["type"] == "welcome"
    await cable.subscribe(USER)
    assert await cable.next() == {"identifier": USER, "type": "reject_subscription"}
    await cable.close()


async def test_observer_gets_chat_participants_and_shutdown_then_close(rt):
    room = await rt.start_room()
    part = await joined(rt, room["links"]["websocket"])
    await part.messages(2)
    obs = await joined(rt, observer_url(rt, room["room"]["id"]), identifiers=(ROOM,),
                       headers={"Authorization": rt.api_key})
    (update,) = await obs.messages(1)
    assert update["message"]["content"]["shutdown"] is False
    m = rt.meeting()
    p = m.participants[room["user"]["id"]]
    rt.engine.participant_joined_call(m, p)
    m.emit("podium_update", podium=[{"user_id": p.user_id, "play_id": None, "width": 1280, "height": 720,
                                     "left": 0, "top": 0, "z-index": 1}])
    await rt.chat(room["access_key"], "hello observer")
    pu, podium, chat = [f["message"] for f in await obs.messages(3)]
    assert pu == {"type": "participant_update", "participant": {
        "id": p.user_id, "room_id": m.room_id, "name": p.name, "avatar": p.avatar, "guest": p.guest,
        "online": True}}
    assert podium["type"] == "podium_update" and podium["podium"][0]["user_id"] == p.user_id
    assert chat["type"] == "chat" and chat["content"] == "hello observer"
    assert chat["cid"] and chat["user_id"] == p.user_id and chat["created_at"]

    await rt.end(room["access_key"])
    obs_frames = await obs.closed()
    assert obs_frames[0]["message"]["type"] == "room_update"
    assert obs_frames[0]["message"]["content"]["shutdown"] is True
    assert obs_frames[-1] == {"type": "disconnect", "reason": "remote", "reconnect": False}
    part_frames = await part.closed()
    assert part_frames[-1] == {"type": "disconnect", "reason": "remote", "reconnect": False}
    # the access key of an ended meeting is refused
    again = await RawCable.open(room["links"]["websocket"], subprotocols=BROWSER_PROTOCOLS)
    assert (await again.closed())[0]["reason"] == "unauthorized"


async def test_malformed_frames_are_ignored(rt):
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"], identifiers=())
    await cable.ws.send("not json")
    await cable.ws.send(json.dumps([1, 2]))
    await cable.ws.send(json.dumps({"command": "subscribe", "identifier": "not json either"}))
    assert (await cable.next())["type"] == "reject_subscription"
    await cable.subscribe(ROOM)
    assert (await cable.next())["type"] == "confirm_subscription"
    await cable.close()


async def test_a_flooded_connection_is_dropped_not_the_meeting(rt):
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"])
    await cable.messages(2)
    m = rt.meeting()
    for i in range(hub.QUEUE_LIMIT + 10):  # one synchronous burst: the sender gets no turn meanwhile
        m.emit("custom", id=f"m{i}", content=str(i), user_id="u", cid="c", created_at=iso_now())
    frames = await cable.closed()
    assert frames == [{"type": "disconnect", "reason": "server_restart", "reconnect": True}]
    again = await joined(rt, room["links"]["websocket"])  # the client comes back and is served
    assert [f["message"]["type"] for f in await again.messages(2)] == ["room_setup", "room_ready"]
    await again.close()


async def test_one_subscription_per_channel_whatever_the_spelling(rt):
    """A socket that subscribes to RoomChannel 300 times (identifiers differing only in spacing) holds one
    subscription: 5 chat messages arrive as 5 frames, not 1,500. Another identifier for a channel it already
    has is rejected, and so is a channel beyond the limit."""
    room = await rt.start_room()
    cable = await joined(rt, room["links"]["websocket"], identifiers=(ROOM, USER))
    await cable.messages(2)  # room_setup, room_ready
    other_user = json.dumps({"channel": "UserChannel", "x": 1})
    await cable.subscribe(other_user)
    rejected = await cable.next()
    assert rejected == {"identifier": other_user, "type": "reject_subscription"}
    for i in range(300):
        await cable.subscribe("{" + " " * (i % 7) + '"channel":' + " " * (i // 7) + '"RoomChannel"}')
    for i in range(5):
        await rt.chat(room["access_key"], f"m{i}")
    chats = []
    try:
        while True:
            frame = await cable.next(timeout=1.0)
            assert frame.get("type") != "confirm_subscription", frame
            if isinstance(frame.get("message"), dict) and frame["message"].get("type") == "chat":
                chats.append(frame["message"]["content"])
    except TimeoutError:
        pass
    assert chats == [f"m{i}" for i in range(5)]
    await cable.close()
