"""Webhooks: registration (one per API key, another key's is unknown), and deliveries of meeting events to a
real HTTP receiver on 127.0.0.1 that checks each signature: signed, retried after a failure with the same body,
given up after the configured attempts, still delivered after a restart of the engine."""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from meetdesk.api.errors import ApiError
from meetdesk.engine.server import running_engine
from meetdesk.engine.webhooks import TYPES, parse_types, parse_webhook_url, retry_delay, sign

from waiting import until

LOCAL_TARGETS = ["127.0.0.0/8", "::1/128"]  # the receivers listen here (the outbound policy refuses it by default)


# -- a webhook receiver ----------------------------------------------------------------------------------------

@dataclass
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes

    def verified(self, api_key: str) -> dict[str, Any]:
        """The JSON body, once its signature proved right (recomputed over the raw body with the API key)."""
        expected = hmac.new(api_key.encode(), self.body, hashlib.sha256).hexdigest()
        assert hmac.compare_digest(self.headers["x-eyeson-signature"], expected), "bad signature"
        assert self.headers["content-type"] == "application/json"
        return json.loads(self.body)


class Receiver:
    """A minimal HTTP/1.1 server (asyncio streams): records each POST and answers the statuses in
    ``statuses`` in turn, then 200. While ``hang`` is set it answers nothing until the client goes away."""

    def __init__(self) -> None:
        self.statuses: list[int] = []
        self.hang = False
        self.deliveries: asyncio.Queue[Delivery] = asyncio.Queue()
        self.count = 0
        self.server: asyncio.Server | None = None
        self.url = ""

    async def __aenter__(self) -> "Receiver":
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.url = f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/hook"
        return self

    async def __aexit__(self, *exc: Any) -> None:
        assert self.server is not None
        self.server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                path = line.decode().split()[1]
                headers: dict[str, str] = {}
                while (header := await reader.readline()) not in (b"\r\n", b""):
                    name, _, value = header.decode().partition(":")
                    headers[name.strip().lower()] = value.strip()
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                self.count += 1
                self.deliveries.put_nowait(Delivery(path, headers, body))
                if self.hang:
                    await reader.read()  # until the engine drops the connection
                    return
                status = self.statuses.pop(0) if self.statuses else 200
                writer.write(f"HTTP/1.1 {status} Status\r\nContent-Length: 2\r\n\r\nok".encode())
                await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    async def next(self) -> Delivery:
        return await asyncio.wait_for(self.deliveries.get(), 20)



@pytest.fixture
async def hooked(tmp_path, make_engine_config):
    """A running engine with quick retries, an API client of its key, and a second key's client."""
    config = make_engine_config(tmp_path / "engine", allow_targets=LOCAL_TARGETS, webhook_backoff=0.05,
                                webhook_backoff_cap=0.2)
    async with running_engine(config) as engine:
        other_key = "test_" + secrets.token_urlsafe(24)
        engine.store.add_api_key(other_key)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10) as api, \
                httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": other_key},
                                  timeout=10) as other:
            yield engine, api, other


async def start_room(api: httpx.AsyncClient, room_id: str, user_id: str = "host") -> dict[str, Any]:
    reply = await api.post("/rooms", json={"id": room_id, "name": "Hooked", "user": {"id": user_id, "name": "Ann"}})
    assert reply.status_code == 201, reply.text
    return reply.json()


def pending(engine, webhook_id: str) -> list[dict[str, Any]]:
    return engine.store.pending_webhook_deliveries(webhook_id)


# -- pure parts --------------------------------------------------------------------------------------------------

def test_signature_is_hex_hmac_sha256_of_the_body():
    # RFC 4231 test case 2
    assert sign("Jefe", b"what do ya want for nothing?") == \
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"


def test_types_parse_comma_separated_known_names():
    assert parse_types("room_update, recording_update") == ["room_update", "recording_update"]
    assert parse_types("participant_update,participant_update") == ["participant_update"]
    assert parse_types(["snapshot_update", "room_update"]) == ["snapshot_update", "room_update"]
    assert parse_types(",".join(TYPES)) == list(TYPES)
    for bad in ("", " , ", "room_update,chat", "ROOM_UPDATE", None, 5, {"a": 1}, "room_update\x00", "x" * 5000):
        with pytest.raises(ApiError) as err:
            parse_types(bad)
        assert err.value.status == 400
    with pytest.raises(ApiError) as err:
        parse_types("room_update,meeting_update")
    assert "meeting_update" in err.value.message and "room_update" in err.value.message


def test_urls_are_http_or_https_with_a_host():
    assert parse_webhook_url(" https://example.com/hook?a=1 ") == "https://example.com/hook?a=1"
    assert parse_webhook_url("http://127.0.0.1:8080/h") == "http://127.0.0.1:8080/h"
    for bad in (None, "", "ftp://example.com/", "javascript:alert(1)", "http://", "http:///path", "example.com",
                "http://[::1", "http://x:99999/", "http://x:port/", "http://a b/", "http://x/\r\nX-Injected: 1",
                "http://x/\x00", "http://x/\ud800", "http://x/" + "a" * 3000, ["http://x/"], 7):
        with pytest.raises(ApiError) as err:
            parse_webhook_url(bad)
        assert err.value.status == 400, bad


def test_retry_delay_doubles_up_to_the_cap():
    assert [retry_delay(n, 1.0, 10.0) for n in range(1, 7)] == [1.0, 2.0, 4.0, 8.0, 10.0, 10.0]
    assert retry_delay(10_000, 1.0, 3600.0) == 3600.0


# -- registration --------------------------------------------------------------------------------------------------

async def test_register_show_replace_delete_and_ownership(hooked):
    engine, api, other = hooked
    async with httpx.AsyncClient(base_url=engine.base_url, timeout=10) as anon:
        assert (await anon.post("/webhooks", data={"url": "http://127.0.0.1:9/h", "types": "room_update"})
                ).status_code == 403
        assert (await anon.get("/webhooks")).status_code == 403
    assert (await api.get("/webhooks")).status_code == 404  # none yet
    for body in ({"url": "http://127.0.0.1:9/h", "types": "room_update,lobby_update"},
                 {"url": "http://127.0.0.1:9/h"}, {"types": "room_update"},
                 {"url": "file:///etc/passwd", "types": "room_update"}):
        refused = await api.post("/webhooks", data=body)
        assert refused.status_code == 400 and refused.json()["error"], body
    unknown = await api.post("/webhooks", data={"url": "http://127.0.0.1:9/h", "types": "room_update,lobby_update"})
    assert "lobby_update" in unknown.json()["error"]
    assert (await api.get("/webhooks")).status_code == 404  # nothing was stored

    first = await api.post("/webhooks", data={"url": "http://127.0.0.1:9/a", "types": "room_update,recording_update"})
    assert first.status_code == 201
    hook = first.json()
    assert hook["url"] == "http://127.0.0.1:9/a" and hook["types"] == ["room_update", "recording_update"]
    assert hook["last_request_sent_at"] is None and hook["last_response_code"] is None
    assert (await api.get("/webhooks")).json() == hook

    # one per key: a second registration replaces the first (JSON body this time)
    second = await api.post("/webhooks", json={"url": "https://example.invalid/b", "types": "participant_update"})
    assert second.status_code == 201 and second.json()["id"] != hook["id"]
    assert (await api.get("/webhooks")).json() == second.json()
    assert (await api.delete(f"/webhooks/{hook['id']}")).status_code == 404

    # another key sees none of it and cannot delete it
    assert (await other.get("/webhooks")).status_code == 404
    assert (await other.delete(f"/webhooks/{second.json()['id']}")).status_code == 404
    assert (await api.get("/webhooks")).json() == second.json()

    assert (await api.delete(f"/webhooks/{second.json()['id']}")).status_code == 204
    assert (await api.get("/webhooks")).status_code == 404
    assert (await api.delete(f"/webhooks/{second.json()['id']}")).status_code == 404


# -- deliveries ---------------------------------------------------------------------------------------------------

async def test_meeting_events_are_delivered_signed(hooked):
    engine, api, other = hooked
    key = engine.config.api_key
    async with Receiver() as receiver:
        hook = (await api.post("/webhooks", data={"url": receiver.url,
                                                  "types": "room_update,participant_update"})).json()
        room = await start_room(api, "hooked-room")
        ready = (await receiver.next()).verified(key)
        assert ready["type"] == "room_update" and isinstance(ready["timestamp"], int)
        assert ready["room"]["id"] == "hooked-room" and ready["room"]["ready"] is True
        assert ready["room"]["shutdown"] is False and ready["room"]["started_at"] == room["room"]["started_at"]

        meeting = engine.meetings.by_room("hooked-room")
        engine.participant_joined_call(meeting, meeting.participants["host"])
        joined = await receiver.next()
        assert joined.path == "/hook"
        body = joined.verified(key)
        assert body["type"] == "participant_update"
        assert body["participant"] == {"id": "host", "room_id": "hooked-room", "name": "Ann", "avatar": None,
                                       "guest": False, "online": True}
        engine.participant_left_call(meeting, meeting.participants["host"])
        left = (await receiver.next()).verified(key)
        assert left["type"] == "participant_update" and left["participant"]["online"] is False

        # another key's meeting is none of this webhook's business
        await start_room(other, "not-hooked")
        await until(lambda: engine.meetings.by_room("not-hooked").ready, 10, "the other meeting is ready")
        assert pending(engine, hook["id"]) == []

        assert (await api.delete("/rooms/hooked-room")).status_code == 204
        ended = (await receiver.next()).verified(key)
        assert ended["type"] == "room_update" and ended["room"]["shutdown"] is True
        await until(lambda: not pending(engine, hook["id"]), 10, "every delivery done")
        shown = (await api.get("/webhooks")).json()
        assert shown["last_response_code"] == "200" and shown["last_request_sent_at"].startswith("20")
        assert receiver.deliveries.empty()


async def test_only_the_types_asked_for_are_queued(hooked):
    engine, api, _ = hooked
    hook = (await api.post("/webhooks", data={"url": "http://127.0.0.1:9/h", "types": "recording_update"})).json()
    await start_room(api, "quiet")
    meeting = engine.meetings.by_room("quiet")
    await until(lambda: meeting.ready, 10, "the meeting is ready")
    engine.participant_joined_call(meeting, meeting.participants["host"])
    assert pending(engine, hook["id"]) == []  # neither room_update nor participant_update was queued
    meeting.emit("chat", id="m1", content="hi", user_id="host", cid="c1", created_at="2026-11-29T05:00:00.000Z")
    assert pending(engine, hook["id"]) == []


async def test_recording_and_snapshot_events_from_another_thread(hooked):
    engine, api, _ = hooked
    key = engine.config.api_key
    recording = {"id": "rec1", "created_at": 1700000000, "duration": None, "links": {"self": "x", "download": None},
                 "user": {"id": "host"}, "room": {"id": "rec-room"}}
    snapshot = {"id": "snap1", "name": "s", "links": {"download": None}, "created_at": "2030-01-01T00:00:00Z"}
    async with Receiver() as receiver:
        await api.post("/webhooks", data={"url": receiver.url, "types": "recording_update,snapshot_update"})
        await start_room(api, "rec-room")
        meeting = engine.meetings.by_room("rec-room")
        # a media thread may report these: the listener hands them to the loop
        await asyncio.to_thread(meeting.emit, "recording_update", recording=recording)
        body = (await receiver.next()).verified(key)
        assert body["type"] == "recording_update" and body["recording"] == recording
        await asyncio.to_thread(meeting.emit, "snapshot_update", snapshots=[{"id": "old"}, snapshot], snapshot=snapshot)
        body = (await receiver.next()).verified(key)
        assert body["type"] == "snapshot_update" and body["snapshot"] == snapshot


async def test_a_failed_delivery_is_retried_with_the_same_body(hooked):
    engine, api, _ = hooked
    key = engine.config.api_key
    async with Receiver() as receiver:
        receiver.statuses = [500]
        hook = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
        await start_room(api, "retried")
        failed = await receiver.next()
        retried = await receiver.next()
        assert retried.body == failed.body
        assert retried.headers["x-eyeson-signature"] == failed.headers["x-eyeson-signature"]
        assert retried.verified(key)["room"]["id"] == "retried"
        await until(lambda: not pending(engine, hook["id"]), 10, "the retry delivered")
        assert (await api.get("/webhooks")).json()["last_response_code"] == "200"
        assert receiver.count == 2


async def test_a_delivery_is_given_up_after_the_attempts(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "e", allow_targets=LOCAL_TARGETS, webhook_backoff=0.02, webhook_attempts=3)
    async with Receiver() as receiver, running_engine(config) as engine:
        receiver.statuses = [503] * 10
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as api:
            hook = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
            await start_room(api, "given-up")
            await until(lambda: receiver.count == 3, 10, "three attempts")
            await until(lambda: not pending(engine, hook["id"]), 10, "the delivery given up")
            assert (await api.get("/webhooks")).json()["last_response_code"] == "503"
            assert receiver.count == 3


async def test_one_keys_silent_target_costs_other_keys_nothing(tmp_path, make_engine_config):
    """Key A's target accepts and never answers; key B's delivery arrives while A's first attempt still hangs
    (before the fix, A's backlog took every shared slot and B waited for A's timeouts)."""
    config = make_engine_config(tmp_path / "fair", allow_targets=LOCAL_TARGETS, webhook_timeout=120.0)
    key_b = "test_" + secrets.token_urlsafe(24)
    async with Receiver() as silent, Receiver() as receiver, running_engine(config) as engine:
        silent.hang = True
        engine.store.add_api_key(key_b)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10) as a, \
                httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key_b}, timeout=10) as b:
            hook_a = (await a.post("/webhooks", data={"url": silent.url, "types": "room_update"})).json()
            await b.post("/webhooks", data={"url": receiver.url, "types": "room_update"})
            for i in range(6):  # more of A's events than the 4 slots all keys shared before
                await start_room(a, f"a-{i}")
            await until(lambda: len(pending(engine, hook_a["id"])) == 6, 10, "A's six deliveries queued")
            await silent.next()  # A's first attempt reached its target, which holds it
            await start_room(b, "b-room")
            delivered = (await receiver.next()).verified(key_b)
            assert delivered["room"]["id"] == "b-room"
            # A's first attempt still hangs: none of A's deliveries has finished an attempt, and A's target has
            # been sent one request only (one of a key's deliveries is in flight at a time, in order)
            assert [d["attempts"] for d in pending(engine, hook_a["id"])] == [0] * 6
            assert silent.count == 1 and silent.deliveries.empty()


async def test_a_target_that_never_answers_is_cut_off_and_retried(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "slow", allow_targets=LOCAL_TARGETS, webhook_timeout=0.3,
                                webhook_backoff=0.05)
    async with Receiver() as silent, running_engine(config) as engine, \
            httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as api:
        silent.hang = True
        hook = (await api.post("/webhooks", data={"url": silent.url, "types": "room_update"})).json()
        await start_room(api, "slow")
        first, again = await silent.next(), await silent.next()  # cut off after webhook_timeout, then retried
        assert first.body == again.body
        await until(lambda: (pending(engine, hook["id"]) or [{"attempts": 0}])[0]["attempts"] >= 2, 10, "retried")
        assert (await api.get("/webhooks")).json()["last_response_code"] is None


async def test_an_unreachable_receiver_leaves_the_delivery_pending(hooked):
    engine, api, _ = hooked
    async with Receiver() as receiver:
        url = receiver.url
    hook = (await api.post("/webhooks", data={"url": url, "types": "room_update"})).json()  # nobody listens
    await start_room(api, "unreachable")
    await until(lambda: (pending(engine, hook["id"]) or [{"attempts": 0}])[0]["attempts"] >= 2, 10, "two attempts")
    shown = (await api.get("/webhooks")).json()
    assert shown["last_request_sent_at"] is not None and shown["last_response_code"] is None


async def test_deleting_or_replacing_the_webhook_drops_its_pending_deliveries(tmp_path, make_engine_config):
    # a failed delivery waits a minute
    config = make_engine_config(tmp_path / "e", allow_targets=LOCAL_TARGETS, webhook_backoff=60.0)
    async with Receiver() as receiver, running_engine(config) as engine:
        receiver.statuses = [500] * 10
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as api:
            hook = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
            await start_room(api, "dropped")
            await receiver.next()
            await until(lambda: pending(engine, hook["id"])[0]["attempts"] == 1, 10, "the first attempt failed")
            replacement = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
            assert pending(engine, hook["id"]) == []
            assert (await api.delete("/rooms/dropped")).status_code == 204  # room_update of the end
            await receiver.next()
            await until(lambda: pending(engine, replacement["id"])[0]["attempts"] == 1, 10, "the end's attempt failed")
            assert (await api.delete(f"/webhooks/{replacement['id']}")).status_code == 204
            assert pending(engine, replacement["id"]) == []
            assert engine.store.next_webhook_delivery_at(set()) is None


async def test_a_delivery_cut_off_by_a_stop_is_delivered_after_the_restart(tmp_path, make_engine_config, caplog):
    data = tmp_path / "data"
    config = make_engine_config(data, allow_targets=LOCAL_TARGETS, webhook_backoff=0.05)
    key = config.api_key
    async with Receiver() as receiver:
        receiver.hang = True  # the first engine's request gets no answer
        async with running_engine(config) as engine:
            async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}) as api:
                hook = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
                await start_room(api, "restarted")
                meeting = engine.meetings.by_room("restarted")
                cut_off = await receiver.next()
        # an event reported after the stop (a recorder finishing late) is dropped quietly
        meeting.emit("ready")
        assert not [r for r in caplog.records if r.levelname == "ERROR"]
        # the stop ended the meeting too: its room_update waits in the queue as well
        receiver.hang = False
        async with running_engine(make_engine_config(data, allow_targets=LOCAL_TARGETS, api_key=None,
                                                     webhook_backoff=0.05)) as engine:
            again = await receiver.next()
            ended = await receiver.next()
            await until(lambda: not pending(engine, hook["id"]), 10, "both delivered")
            async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}) as api:
                assert (await api.get("/webhooks")).json()["last_response_code"] == "200"
    assert again.body == cut_off.body
    assert again.verified(key)["room"]["ready"] is True
    assert ended.verified(key)["room"]["shutdown"] is True


async def test_a_delivery_waiting_for_its_retry_is_delivered_after_the_restart(tmp_path, make_engine_config):
    data = tmp_path / "data"
    config = make_engine_config(data, allow_targets=LOCAL_TARGETS, webhook_backoff=0.05)
    key = config.api_key
    async with Receiver() as receiver:
        receiver.statuses = [500] * 1000
        async with running_engine(config) as engine:
            async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}) as api:
                hook = (await api.post("/webhooks", data={"url": receiver.url, "types": "room_update"})).json()
                await start_room(api, "waiting")
                failed = await receiver.next()
                await until(lambda: pending(engine, hook["id"])[0]["attempts"] >= 1, 10, "a failed attempt")
        receiver.statuses = []
        async with running_engine(make_engine_config(data, allow_targets=LOCAL_TARGETS, api_key=None,
                                                     webhook_backoff=0.05)) as engine:
            await until(lambda: not pending(engine, hook["id"]), 10, "delivered")
    received = []
    while not receiver.deliveries.empty():
        received.append(receiver.deliveries.get_nowait())
    assert failed.body in {d.body for d in received}
    assert {d.verified(key)["room"]["shutdown"] for d in received} == {False, True}


def test_the_queue_keeps_the_newest_deliveries_of_a_webhook(tmp_path):
    from meetdesk.engine.store import Store

    store = Store(tmp_path / "s.sqlite3")
    key_id = store.add_api_key("k")
    store.replace_webhook("w1", key_id, "k", "http://127.0.0.1:9/", ["room_update"])
    for n in range(5):
        store.queue_webhook_delivery("w1", "room_update", json.dumps({"n": n}), 1.0 + n, max_pending=3)
    assert [json.loads(d["body"])["n"] for d in store.pending_webhook_deliveries("w1")] == [2, 3, 4]
    store.close()
