"""The sepp socket: memberlist, resume after a dropped socket, auth, lock, meeting end, kick, chat."""
from __future__ import annotations

import asyncio
import json
import secrets

import pytest
from call_helpers import next_event
from waiting import until
from websockets.asyncio.client import connect

from meetdesk.client.call import CallRejected, SignalingRefused
from meetdesk.client.sepp import SignalingOptions
from meetdesk.engine.credentials import mint_auth_token


async def test_memberlist_add_and_del_in_order(calls, engine):
    ada_reply = await calls.join("Ada")
    ada = calls.session(ada_reply)
    ada_events = ada.events()
    await ada.start()
    first = await next_event(ada_events, "memberlist")
    assert [m["cid"] for m in first["add"]] == [ada.client_id] and first["count"] == 1 and first["del"] == []
    assert first["call_id"] == ada.call_id

    bob = await calls.call(await calls.join("Bob"))
    added = await next_event(ada_events, "memberlist")
    assert [m["cid"] for m in added["add"]] == [bob.client_id] and added["count"] == 2
    assert added["add"][0]["p"].startswith("meetdesk-")
    # The newcomer gets the full list, in join order.
    full = await next_event(bob.events(), "memberlist")
    assert [m["cid"] for m in full["add"]] == [ada.client_id, bob.client_id] and full["count"] == 2
    update = await next_event(ada_events, "source_update")
    assert update["src"] == [ada.client_id] or update["src"] == [ada.client_id, bob.client_id]

    await bob.hangup()
    removed = await next_event(ada_events, "memberlist")
    assert removed["del"] == [bob.client_id] and removed["add"] == [] and removed["count"] == 1
    assert ada.members == {ada.client_id: ada.members[ada.client_id]}
    meeting = engine.meetings.by_room("room1")
    await until(lambda: [p.name for p in meeting.in_call()] == ["Ada"], 8.0, "Bob out of the call")


async def test_dropped_socket_resumes_and_media_continues(calls, engine):
    ada = await calls.call(await calls.join("Ada"))
    bob = await calls.call(await calls.join("Bob"))
    await until(lambda: ada.frames_received["video"] > 5, 8.0, "video before the drop")
    pc, call_id = ada.pc, ada.call_id
    events = ada.events(replay=False)
    ada.drop_signaling()
    resumed = await next_event(events, "call_resumed")
    assert resumed["call_id"] == call_id and ada.resumes == 1 and ada.pc is pc and ada.state == "active"
    # Bob saw no one leave, and media keeps flowing to Ada on the same peer connection.
    assert bob.members.keys() == {ada.client_id, bob.client_id}
    count = ada.frames_received["video"]
    await until(lambda: ada.frames_received["video"] > count + 10, 8.0, "video after the resume")
    meeting = engine.meetings.by_room("room1")
    assert meeting.participant_by_client_id(ada.client_id).in_call
    # Signaling still works on the new socket.
    bob_events = bob.events(replay=False)  # subscribed before the hang-up: the delta may come at once
    await ada.hangup()
    removed = await next_event(bob_events, "memberlist")
    assert removed["del"] == [ada.client_id]


async def test_call_resume_of_unknown_call_is_rejected(calls):
    reply = await calls.join("Ada")
    options = SignalingOptions.from_meeting(reply)
    async with connect(options.endpoint, additional_headers={"Authorization": f"Bearer {options.auth_token}"},
                       proxy=None) as ws:
        await ws.send(json.dumps({"type": "call_resume", "msg_id": "", "from": options.client_id,
                                  "to": options.conf_id, "data": {"call_id": "nope", "sdp": {"type": "offer",
                                                                                             "sdp": "v=0\r\n"}}}))
        message = json.loads(await ws.recv())
    assert message["type"] == "call_rejected" and message["data"]["reject_code"] == 404
    assert message["from"] == options.conf_id and message["to"] == options.client_id


@pytest.mark.parametrize("kind", ["garbage", "expired", "foreign", "stranger"])
async def test_bad_auth_tokens_are_refused(calls, engine, kind):
    reply = await calls.join("Ada")
    options = SignalingOptions.from_meeting(reply)
    if kind == "garbage":
        options.auth_token = "not.a.token"
    elif kind == "expired":
        options.auth_token = mint_auth_token(options.client_id, options.conf_id, engine.signaling_secret, ttl=-5)
    elif kind == "foreign":  # minted by another engine
        options.auth_token = mint_auth_token(options.client_id, options.conf_id, secrets.token_bytes(32))
    else:  # signed by this engine, but the client is not in the meeting
        options.auth_token = mint_auth_token("someone-else", options.conf_id, engine.signaling_secret)
    session = calls.session(options)
    with pytest.raises(SignalingRefused) as refused:
        await session.start()
    assert refused.value.status == (403 if kind == "stranger" else 401)
    assert "error" in json.loads(str(refused.value).split(": ", 1)[1])
    assert session.ended


async def test_query_parameter_token_is_accepted(calls):
    reply = await calls.join("Ada")
    options = SignalingOptions.from_meeting(reply)
    async with connect(f"{options.endpoint}?auth_token={options.auth_token}", proxy=None) as ws:
        await ws.send(json.dumps({"type": "call_resume", "msg_id": "", "from": options.client_id,
                                  "to": options.conf_id, "data": {"call_id": "x", "sdp": {}}}))
        assert json.loads(await ws.recv())["type"] == "call_rejected"
    with pytest.raises(Exception):
        async with connect(f"{options.endpoint}?auth_token=x{options.auth_token}", proxy=None):
            pass


async def test_locked_meeting_rejects_a_returning_guest_with_607(calls, api):
    host_reply = await calls.join("Host")
    host = await calls.call(host_reply)
    guest_reply = await calls.join_guest(host_reply["room"]["guest_token"], "Guest")
    guest = await calls.call(guest_reply, video=False)
    await guest.hangup()
    r = await api.post(f"/rooms/{host_reply['access_key']}/lock")
    assert r.status_code == 201, r.text
    again = calls.session(guest_reply, video=False)
    with pytest.raises(CallRejected) as rejected:
        await again.start()
    assert rejected.value.code == 607
    # A holder of an access key may leave and rejoin a locked meeting.
    await host.hangup()
    back = await calls.call(host_reply)
    assert back.state == "active"


async def test_second_call_of_the_same_access_key_is_rejected(calls):
    reply = await calls.join("Ada")
    await calls.call(reply)
    with pytest.raises(CallRejected) as rejected:
        await calls.call(reply)
    assert rejected.value.code in (403, 486)


async def test_ending_the_meeting_terminates_calls(calls, api):
    ada_reply = await calls.join("Ada")
    ada = await calls.call(ada_reply)
    bob = await calls.call(await calls.join("Bob"))
    r = await api.delete(f"/rooms/{ada_reply['access_key']}")
    assert r.status_code in (200, 204), r.text
    assert await ada.wait_ended(8) == 200
    assert await bob.wait_ended(8) == 200
    # The auth token of an ended meeting: call_start answers call_rejected 410.
    late = calls.session(ada_reply)
    with pytest.raises(CallRejected) as rejected:
        await late.start()
    assert rejected.value.code == 410


async def test_kick_terminates_that_call(calls, api):
    ada_reply = await calls.join("Ada")
    ada = await calls.call(ada_reply)
    bob_reply = await calls.join("Bob")
    bob = await calls.call(bob_reply)
    r = await api.delete(f"/rooms/{ada_reply['access_key']}/users/{bob_reply['user']['id']}")
    assert r.status_code in (200, 204), r.text
    assert await bob.wait_ended(8) not in (None, 200)
    removed = await next_event(ada.events(), "memberlist", **{"del": [bob.client_id]})
    assert removed["count"] == 1 and not ada.ended


async def test_chat_and_recording_reach_the_call(calls, api, engine):
    ada_reply = await calls.join("Ada")
    ada = await calls.call(ada_reply)
    r = await api.post(f"/rooms/{ada_reply['access_key']}/messages", data={"type": "chat", "content": "hello"})
    assert r.status_code == 201, r.text
    chat = await next_event(ada.events(), "chat")
    assert chat["content"] == "hello" and chat["cid"] == ada.client_id and chat["call_id"] == ada.call_id
    assert chat["ts"] and chat["id"]
    meeting = engine.meetings.by_room("room1")
    meeting.emit("recording_update", recording={"id": "r1", "duration": None})
    recording = await next_event(ada.events(), "recording")
    assert recording["active"] is True and recording["enabled"] is True


async def test_voice_activity_and_mute_video(calls, engine):
    ada = await calls.call(await calls.join("Ada"))
    leg = engine.meetings.by_room("room1").media.leg(ada.client_id)
    await until(lambda: leg.speaking, 8.0, "Ada speaking")
    bob = await calls.call(await calls.join("Bob"), audio=False)
    # Ada's tone makes her speak; Bob, who joins later, hears about it over sepp and the data channel.
    await next_event(bob.events(), "voice_activity", cid=ada.client_id, on=True, via=None)  # sepp message
    await next_event(bob.events(), "voice_activity", cid=ada.client_id, on=True, via="datachannel")
    await bob.set_video_muted(True)
    leg = engine.meetings.by_room("room1").media.leg(bob.client_id)
    await until(lambda: leg.video_muted, 8.0, "mute_video stored")


async def test_call_without_resume_ends_after_the_grace_period(calls, engine, monkeypatch):
    from meetdesk.engine.signaling import server as signaling_server

    monkeypatch.setattr(signaling_server, "RESUME_GRACE", 0.5)
    ada = await calls.call(await calls.join("Ada"))
    bob = await calls.call(await calls.join("Bob"), reconnect=False)
    events = ada.events(replay=False)
    bob.drop_signaling()
    assert await bob.wait_ended(5) is None  # the client gave up: no term_code from the server
    removed = await next_event(events, "memberlist")
    assert removed["del"] == [bob.client_id] and removed["count"] == 1
    meeting = engine.meetings.by_room("room1")
    assert [p.name for p in meeting.in_call()] == ["Ada"]


async def test_server_sdp_update_offer_is_answered(calls, engine):
    ada = await calls.call(await calls.join("Ada"))
    bob = await calls.call(await calls.join("Bob"))
    events = ada.events(replay=False)
    meeting = engine.meetings.by_room("room1")
    leg = meeting.media.leg(ada.client_id)
    await meeting.media.request_renegotiation(ada.client_id)
    update = await next_event(events, "sdp_update")
    assert update["sfu_mode"] is True
    await until(lambda: leg.pc.signalingState == "stable", 8.0, "client answer applied")
    count = ada.frames_received["video"]
    await until(lambda: ada.frames_received["video"] > count + 10, 8.0, "video after renegotiation")
    assert not bob.ended


async def test_call_resume_with_new_ice_credentials_gets_a_fresh_transport(calls, engine):
    """A client whose ICE restarted (new ufrag/pwd) resumes on a new socket and receives media again."""
    from aiortc import RTCSessionDescription

    from meetdesk.client.sepp import OFFER_SESSION_ATTRIBUTES, SeppSocket, add_session_attributes
    from meetdesk.rtc.peer_connection import create_peer_connection

    ada_reply = await calls.join("Ada")
    ada = await calls.call(ada_reply, reconnect=False)
    bob = await calls.call(await calls.join("Bob"))
    call_id = ada.call_id

    pc = create_peer_connection(loopback=True)
    pc.createDataChannel("data", negotiated=True, id=0)
    pc.addTransceiver("audio", direction="recvonly")
    pc.addTransceiver("video", direction="recvonly")
    received = asyncio.Event()

    @pc.on("track")
    def on_track(track):
        async def pull():
            try:
                await track.recv()
                if track.kind == "video":
                    received.set()
            except Exception:
                pass
        asyncio.ensure_future(pull())

    sepp = SeppSocket(SignalingOptions.from_meeting(ada_reply))
    try:
        await pc.setLocalDescription(await pc.createOffer())
        await sepp.connect()
        await sepp.send("call_resume", {"call_id": call_id, "sdp": {
            "type": "offer", "sdp": add_session_attributes(pc.localDescription.sdp, OFFER_SESSION_ATTRIBUTES)}})
        message = await asyncio.wait_for(sepp.recv(), 8)
        while message["type"] != "call_resumed":
            message = await asyncio.wait_for(sepp.recv(), 8)
        assert message["data"]["call_id"] == call_id
        await pc.setRemoteDescription(RTCSessionDescription(**message["data"]["sdp"]))
        await asyncio.wait_for(received.wait(), 8)
        # Still one call for Ada: Bob saw nobody leave.
        assert set(bob.members) == {ada.client_id, bob.client_id}
        assert engine.meetings.by_room("room1").media.leg(ada.client_id).call_id == call_id
    finally:
        await sepp.close()
        await pc.close()


async def test_voice_activity_goes_on_and_off(calls):
    bob = await calls.call(await calls.join("Bob"), audio=False)
    events = bob.events(replay=False)
    ada = await calls.call(await calls.join("Ada"), tone={"beep_ms": 300, "period_ms": 1600})
    await next_event(events, "voice_activity", cid=ada.client_id, on=True, via=None)
    await next_event(events, "voice_activity", cid=ada.client_id, on=False, via=None)


async def test_ending_the_meeting_terminates_each_call_before_its_leg_closes(calls, engine):
    """The engine closes the meeting's media session; signaling ends the calls first (call_terminated 200)."""
    ada = await calls.call(await calls.join("Ada"))
    bob = await calls.call(await calls.join("Bob"))
    meeting = engine.meetings.by_room("room1")
    media = meeting.media
    legs = [media.leg(s.client_id) for s in (ada, bob)]
    open_when_signaling_closed = []
    end_calls = media.on_close

    async def watch() -> None:
        open_when_signaling_closed.extend(not leg.closed for leg in legs)
        await end_calls()

    media.on_close = watch
    await engine.rooms.end_meeting(meeting)
    assert await ada.wait_ended(8) == 200 and await bob.wait_ended(8) == 200
    await until(lambda: media.closed and not media.legs and all(leg.closed for leg in legs), 8.0, "legs closed")
    assert open_when_signaling_closed == [True, True]


def ice_connection(pc):
    """The aioice connection under a peer connection (one, bundled)."""
    return pc.getTransceivers()[0].receiver.transport.transport._connection


async def test_a_media_connection_that_closes_by_itself_ends_the_call_on_both_sides(calls, engine):
    """aiortc closes a peer connection on its own when ICE consent expires (state "closed", not "failed"): the
    call must not live on without media. Bob's side: his call ends as media_lost (the app connects again) and
    the engine hears him hang up. The engine's side: Ada's leg closes, her call is ended with the failure code
    and she is told, instead of both staying "in the call" with nothing flowing (seen in the one-hour soak)."""
    ada = await calls.call(await calls.join("Ada"))
    bob = await calls.call(await calls.join("Bob"))
    meeting = engine.meetings.by_room("room1")
    await until(lambda: len(meeting.in_call()) == 2, 8.0, "both in the call")

    await ice_connection(bob.pc).close()
    await bob.wait_ended(10)
    assert bob.media_lost and not ada.ended
    await until(lambda: [p.name for p in meeting.in_call()] == ["Ada"], 8.0, "Bob out of the call")

    leg = meeting.media.legs[ada.client_id]
    await ice_connection(leg.pc).close()
    assert await ada.wait_ended(10) == 500
    await until(lambda: meeting.in_call() == [], 8.0, "Ada out of the call")
