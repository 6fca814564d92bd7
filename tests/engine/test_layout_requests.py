"""Layout and presentation over HTTP (engine/layout.py, engine/http/layout.py): POST /rooms/<ACCESS_KEY>/layout,
POST/DELETE /rooms/<ACCESS_KEY>/presentation, their statuses, every request encoding, the options echo, the
realtime options_update / presentation_update, and a refused request changing nothing."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect

from meetdesk.client.realtime import websocket_url
from meetdesk.engine.media.layouts import LayoutSettings, Slot

ROOM = '{"channel":"RoomChannel"}'


async def start(api, room_id="r", user_id="ann", **options):
    r = await api.post("/rooms", json={"id": room_id, "user": {"id": user_id, "name": user_id.title()},
                                       "options": options})
    assert r.status_code == 201, r.text
    return r.json()


async def options_of(anon, key: str) -> dict[str, Any]:
    r = await anon.get(f"/rooms/{key}")
    assert r.status_code == 200, r.text
    return r.json()["options"]


def stored_options(engine, conf_id: str) -> dict[str, Any]:
    row = engine.store.db.execute("SELECT options FROM instances WHERE conf_id=?", (conf_id,)).fetchone()
    return json.loads(row[0])


class Cable:
    """A raw ActionCable client subscribed to RoomChannel (participant: access_key, observer: room_id)."""

    def __init__(self, ws) -> None:
        self.ws = ws

    @classmethod
    async def open(cls, url: str) -> "Cable":
        ws = await connect(websocket_url(url), subprotocols=["actioncable-v1-json"], open_timeout=5)
        cable = cls(ws)
        await ws.send(json.dumps({"command": "subscribe", "identifier": ROOM}))
        await cable.wait_for(lambda frame: frame.get("type") == "confirm_subscription")
        return cable

    async def wait_for(self, match, timeout: float = 5.0) -> dict[str, Any]:
        async with asyncio.timeout(timeout):
            while True:
                frame = json.loads(await self.ws.recv())
                if match(frame):
                    return frame

    async def message(self, kind: str) -> dict[str, Any]:
        frame = await self.wait_for(lambda f: isinstance(f.get("message"), dict) and f["message"].get("type") == kind)
        return frame["message"]

    async def close(self) -> None:
        await self.ws.close()


async def test_statuses(engine, api, anon):
    host = await start(api)
    key = host["access_key"]
    assert (await anon.post(f"/rooms/{key}/layout", data={"layout": "auto"})).status_code == 201
    assert (await anon.post(f"/rooms/{key}/presentation")).status_code == 201
    assert (await anon.delete(f"/rooms/{key}/presentation")).status_code == 200
    r = await anon.post(f"/rooms/{key}/layout", data={"layout": "grid"})
    assert r.status_code == 400 and r.json() == {"error": "layout must be auto or custom"}
    for method in ("post", "delete"):
        r = await getattr(anon, method)("/rooms/nope/presentation")
        assert r.status_code == 404 and r.json()["error"] == "unknown access key"
    r = await anon.post("/rooms/nope/layout", data={"layout": "auto"})
    assert r.status_code == 404 and r.json()["error"] == "unknown access key"
    off = await start(api, room_id="off", layout_available=False)
    r = await anon.post(f"/rooms/{off['access_key']}/layout", data={"layout": "auto"})
    assert r.status_code == 405 and "layout_available" in r.json()["error"]
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    for method, path in (("post", "layout"), ("post", "presentation"), ("delete", "presentation")):
        r = await getattr(anon, method)(f"/rooms/{key}/{path}", **({"data": {"layout": "auto"}}
                                                                   if path == "layout" else {}))
        assert r.status_code == 410 and r.json()["error"], (method, path)


async def test_form_request_echoes_in_the_meeting_and_reaches_the_media(engine, api, anon):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    defaults = host["options"]
    assert (defaults["layout"], defaults["layout_name"], defaults["layout_users"], defaults["layout_map"]) == \
        ("auto", None, None, None)
    body = "layout=auto&name=present-vertical-9&users%5B%5D=_placeholder&users%5B%5D=ann&users%5B%5D=" \
           "&show_names=false&voice_activation=true&audio_insert=enabled&audio_insert_position%5Bx%5D=12"
    r = await anon.post(f"/rooms/{key}/layout", content=body,
                        headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 201 and r.content == b""
    options = await options_of(anon, key)
    assert options["layout"] == "auto" and options["layout_name"] == "present-vertical-9"
    assert options["layout_users"] == ["_placeholder", "ann", ""] and options["layout_map"] is None
    assert options["show_names"] is False and options["voice_activation"] is True
    assert options["audio_insert"] == "enabled" and options["audio_insert_position"] == {"x": 12, "y": None}
    assert meeting.media.layout == LayoutSettings(name="present-vertical-9", users=("_placeholder", "ann", ""),
                                                  show_names=False, voice_activation=True, audio_insert="enabled",
                                                  audio_insert_position=(12, None))
    assert stored_options(engine, meeting.conf_id) == meeting.options  # kept with the meeting
    # a toggle alone keeps the layout
    assert (await anon.post(f"/rooms/{key}/layout", data={"show_names": "true"})).status_code == 201
    options = await options_of(anon, key)
    assert options["show_names"] is True and options["layout_name"] == "present-vertical-9"


async def test_json_request_with_a_custom_map(engine, api, anon):
    host = await start(api, widescreen=True)
    key = host["access_key"]
    body = {"layout": "custom", "name": "side", "map": [[0, 0, 640, 720, "contain"], [640, 0, 640, 720]],
            "users": ["ann", ""], "voice_activation": False}
    assert (await anon.post(f"/rooms/{key}/layout", json=body)).status_code == 201
    options = await options_of(anon, key)
    assert options["layout"] == "custom" and options["layout_name"] == "side"
    assert options["layout_map"] == [[0, 0, 640, 720], [640, 0, 640, 720]]  # integer lists, as android reads them
    assert options["layout_users"] == ["ann", ""]
    assert engine.meetings.by_room("r").media.layout.map == (Slot(0, 0, 640, 720, "contain"),
                                                             Slot(640, 0, 640, 720, "cover"))


async def test_multipart_and_query_string_requests(engine, api, anon):
    host = await start(api)
    key = host["access_key"]
    files = [("layout", (None, "custom")), ("users[]", (None, "ann")), ("users[]", (None, "")),
             ("map", (None, "[[0,0,640,480],[640,0,640,480]]"))]
    assert (await anon.post(f"/rooms/{key}/layout", files=files)).status_code == 201
    options = await options_of(anon, key)
    assert options["layout"] == "custom" and options["layout_users"] == ["ann", ""]
    assert options["layout_map"] == [[0, 0, 640, 480], [640, 0, 640, 480]] and options["layout_name"] is None
    r = await anon.post(f"/rooms/{key}/layout", params=[("layout", "custom"), ("users[]", "x"), ("users[]", "ann")])
    assert r.status_code == 201
    options = await options_of(anon, key)
    assert options["layout_users"] == ["x", "ann"] and options["layout_map"] is None  # a new layout replaces it


async def test_a_refused_request_changes_nothing(engine, api, anon):
    host = await start(api)
    key = host["access_key"]
    meeting = engine.meetings.by_room("r")
    assert (await anon.post(f"/rooms/{key}/layout", data={"layout": "auto", "name": "four",
                                                           "users[]": ["ann", ""]})).status_code == 201
    before = await options_of(anon, key)
    layout_before, stored_before = meeting.media.layout, stored_options(engine, meeting.conf_id)
    seen: list[dict] = []
    meeting.events.subscribe(seen.append)
    bad = [{"layout": "custom", "map": "[[0,0,1300,480]]", "users": ["ann"]},  # outside the 1280x960 picture
           {"layout": "custom", "map": "[[0,0,640,480]]", "users": ["ann", "bob"]},
           {"layout": "custom", "map": "[[0,0,640,480,\"stretch\"]]", "users": ["ann"]},
           {"layout": "auto", "name": "twelve", "users": ["ann"]},
           {"show_names": "maybe"}, {"users": ["a\ud800"]}]
    for body in bad:
        r = await anon.post(f"/rooms/{key}/layout", content=json.dumps(body),
                            headers={"Content-Type": "application/json"})
        assert r.status_code == 400 and isinstance(r.json()["error"], str), body
    r = await anon.post(f"/rooms/{key}/layout", json=bad[0])
    assert "lies outside the 1280x960 picture" in r.json()["error"]
    assert await options_of(anon, key) == before
    assert meeting.media.layout is layout_before and stored_options(engine, meeting.conf_id) == stored_before
    assert [e for e in seen if e["type"] == "options_update"] == []


async def test_options_update_on_the_realtime_sockets(engine, api, anon):
    host = await start(api)
    key = host["access_key"]
    participant = await Cable.open(host["links"]["websocket"])
    observer = await Cable.open(f"{engine.base_url}/rt?room_id=r&api_key={engine.config.api_key}")
    try:
        await observer.message("room_update")
        r = await anon.post(f"/rooms/{key}/layout", data={"layout": "custom", "users[]": ["ann", "", "x"]})
        assert r.status_code == 201
        for cable in (participant, observer):
            update = await cable.message("options_update")
            assert update["options"]["layout"] == "custom" and update["options"]["layout_users"] == ["ann", "", "x"]
            assert update["options"]["show_names"] is True and update["options"]["sfu_mode"] == "ptp"
    finally:
        await participant.close()
        await observer.close()


async def test_presentation_on_and_off(engine, api, anon):
    host = await start(api)
    guest = await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Bob", "id": "bob"})
    assert guest.status_code == 201
    meeting = engine.meetings.by_room("r")
    cable = await Cable.open(host["links"]["websocket"])
    try:
        assert (await anon.post(f"/rooms/{host['access_key']}/presentation")).status_code == 201
        update = await cable.message("presentation_update")
        presentation = update["presentation"]
        assert presentation["user"]["id"] == "ann" and presentation["user"]["name"] == "Ann"
        assert presentation["room"]["id"] == "r" and presentation["room"]["guest_token"]
        assert meeting.media.presenter == "ann"
        r = await anon.get(f"/rooms/{guest.json()['access_key']}")
        assert r.json()["presentation"] == presentation
        # someone else takes over
        assert (await anon.post(f"/rooms/{guest.json()['access_key']}/presentation")).status_code == 201
        update = await cable.message("presentation_update")
        assert update["presentation"]["user"]["id"] == "bob" and update["presentation"]["user"]["guest"] is True
        assert meeting.media.presenter == "bob"
        assert (await anon.delete(f"/rooms/{host['access_key']}/presentation")).status_code == 200
        update = await cable.message("presentation_update")
        assert update["presentation"] is None and meeting.media.presenter is None
        assert (await anon.get(f"/rooms/{host['access_key']}")).json()["presentation"] is None
        seen: list[dict] = []
        meeting.events.subscribe(seen.append)
        assert (await anon.delete(f"/rooms/{host['access_key']}/presentation")).status_code == 200
        # nobody presented: nothing to tell (the meeting's own return to peer mode may report its podium
        # meanwhile, on a slow machine after the subscription above: that is not about the presentation)
        assert [e for e in seen if e["type"] == "presentation_update"] == []
    finally:
        await cable.close()


@pytest.mark.parametrize("body", [{"layout": "auto"}, {"show_names": False}])
async def test_a_valid_request_without_users_is_accepted(engine, api, anon, body):
    """layout=auto alone (php useAuto) and a toggle alone (php hideNames) are valid requests."""
    host = await start(api)
    r = await anon.post(f"/rooms/{host['access_key']}/layout", json=body)
    assert r.status_code == 201, r.text


async def test_json_nulls_are_absent_fields(engine, api, anon):
    """The PyPI SDK sends every optional field, null when not given: layout=auto with "map": null and
    "users": [] (before: 400 "map must be a list of slots"). A null is an absent field, at any depth."""
    host = await start(api)
    key = host["access_key"]
    body = {"layout": "auto", "name": None, "map": None, "users": [], "voice_activation": None,
            "show_names": None, "audio_insert": None, "audio_insert_position": None}
    r = await anon.post(f"/rooms/{key}/layout", json=body)
    assert r.status_code == 201, r.text
    assert (await options_of(anon, key))["layout"] == "auto"
    # a null inside an object (a room's options) is absent too: the default applies
    r = await api.post("/rooms", json={"id": "nulls", "user": {"name": "Ada", "avatar": None},
                                       "options": {"sfu_mode": None, "custom_fields": {"logo": None}}})
    assert r.status_code in (200, 201), r.text
    assert r.json()["options"]["sfu_mode"] == "ptp"
