"""Status matrix of the issue-2 endpoints (docs/engine-api.md "Statuses"; users and messages:
docs/engine-api.md "Request fields").

Every (endpoint, status) pair the spec lists, and the tests that produce it. File keys: R test_rooms.py,
L test_lock.py, U test_users.py, C test_messages.py, G test_guests.py, P test_permalinks.py,
E test_encodings_and_auth.py, O test_ownership.py, M this file. "+" marks statuses the engine produces beyond
the spec's list.

| Endpoint                                  | Status | Covered by
|-------------------------------------------|--------|------------------------------------------------------------
| POST /rooms                               | 201    | R test_meeting_object_has_every_field, test_join_existing_room...
|                                           | 400    | R test_bad_input_is_400_and_creates_nothing; M test_post_rooms_bad_room_id_is_400
|                                           | 403    | E test_api_key_matrix (bad key); L test_lock (locked meeting);
|                                           |        | O test_another_keys_room_is_not_found (another key's room id)
|                                           | 423    | E test_locked_api_key_answers_423_everywhere
|                                           | +503   | M test_shutting_down_refuses_new_meetings_and_permalinks
| GET /rooms/<ACCESS_KEY>                   | 200    | R test_get_room_404_and_410 (setup); L test_lock
|                                           | 404    | R test_get_room_404_and_410
|                                           | 410    | R test_get_room_404_and_410, test_every_access_key_of_an_ended_meeting_is_410
| DELETE /rooms/<ACCESS_KEY>                | 204    | R test_delete_by_access_key
|                                           | 404    | R test_delete_by_access_key (unknown value, with and without API key)
|                                           | 410    | R test_delete_by_access_key
| DELETE /rooms/<ROOM_ID>                   | 204    | R test_force_stop_by_room_id
|                                           | 400    | M test_force_stop_malformed_room_id_is_400
|                                           | 403    | R test_force_stop_by_room_id; E test_api_key_matrix
|                                           | 404    | R test_force_stop_by_room_id (not running); O test_another_keys_room_is_not_found
|                                           | 423    | R test_force_stop_with_locked_key_is_423
| GET /rooms                                | 200    | R test_list_rooms_pages_of_25; O test_room_list_shows_only_the_keys_rooms_newest_first
|                                           | 403    | R test_list_rooms_pages_of_25; E test_api_key_matrix
|                                           | 423    | E test_locked_api_key_answers_423_everywhere
|                                           | +400   | R test_list_rooms_pages_of_25 (page 0, -1, x)
| POST /rooms/<ACCESS_KEY>/lock             | 201    | L test_lock
|                                           | 403    | L test_lock_statuses (lock_available false)
|                                           | 404    | L test_lock_statuses
|                                           | 410    | L test_lock_statuses
| GET /rooms/<ACCESS_KEY>/users/<USER_ID>   | 200    | U test_user_details_by_user_id_and_client_id
|                                           | +404   | U test_user_details_by_user_id_and_client_id (unknown user, unknown key)
|                                           | +410   | R test_every_access_key_of_an_ended_meeting_is_410
| DELETE /rooms/<ACCESS_KEY>/users/<USER_ID>| 200    | U test_kick
|                                           | +403   | U test_kick_not_available_is_403
|                                           | +404   | U test_kick (user gone)
|                                           | +410   | U test_kick_with_an_ended_meeting_is_410
| GET /rooms/<ROOM_ID>/users                | 200    | U test_user_list_of_a_room
|                                           | +400   | U test_user_list_of_a_room (online=perhaps)
|                                           | +403   | U test_user_list_of_a_room; E test_api_key_matrix
|                                           | +404   | U test_user_list_of_a_room; O test_another_keys_room_is_not_found
|                                           | +423   | E test_locked_api_key_answers_423_everywhere
| POST /rooms/<ACCESS_KEY>/messages         | 201    | C test_messages
|                                           | +400   | C test_messages
|                                           | +404   | C test_messages
|                                           | +410   | R test_every_access_key_of_an_ended_meeting_is_410
| POST /guests/<GUEST_TOKEN>                | 201    | G test_guest_registration
|                                           | 400    | G test_guest_400
|                                           | 410    | G test_guest_404_410_405; P test_start_join_and_guests (not started yet)
|                                           | 423    | L test_guest_token_of_a_locked_meeting_is_423, test_lock
|                                           | +404   | G test_guest_404_410_405
|                                           | +405   | G test_guest_404_410_405 (guest_token_available false)
| POST /permalink                           | 201    | P test_create_and_views
|                                           | 400    | P test_create_400_401
|                                           | 401    | P test_create_400_401; E test_api_key_matrix
|                                           | 503    | M test_shutting_down_refuses_new_meetings_and_permalinks,
|                                           |        |   test_stop_drains_before_ending_meetings
|                                           | +423   | E test_locked_api_key_answers_423_everywhere
| GET /permalink                            | 200    | P test_list_update_delete; O test_permalinks_belong_to_their_key
|                                           | 401    | P test_list_update_delete; E test_api_key_matrix
|                                           | +400   | P test_list_update_delete (page 0)
| GET /permalink/<PERMALINK_ID>             | 200    | P test_create_and_views
|                                           | 404    | P test_create_and_views (unknown id, no key); O test_permalinks_belong_to_their_key
|                                           | +401   | P test_create_and_views (wrong key)
| PUT /permalink/<PERMALINK_ID>             | 200    | P test_expiry, test_list_update_delete
|                                           | 401    | P test_list_update_delete
|                                           | 404    | P test_list_update_delete; O test_permalinks_belong_to_their_key
|                                           | +400   | P test_list_update_delete (bad option)
| DELETE /permalink/<PERMALINK_ID>          | 200    | P test_list_update_delete
|                                           | 401    | P test_list_update_delete
|                                           | 404    | P test_list_update_delete; O test_permalinks_belong_to_their_key
| POST /permalink/<PERMALINK_ID>/users      | 201    | P test_host_users_added_and_revoked
|                                           | 400    | P test_host_users_added_and_revoked
|                                           | 401    | P test_host_users_added_and_revoked
|                                           | 404    | P test_host_users_added_and_revoked; O test_permalinks_belong_to_their_key
| DELETE /permalink/<ID>/users/<USER_TOKEN> | 200    | P test_host_users_added_and_revoked
|                                           | 401    | P test_host_users_added_and_revoked
|                                           | 404    | P test_host_users_added_and_revoked; O test_permalinks_belong_to_their_key
| GET /permalink/<USER_TOKEN|GUEST_TOKEN>   | 200    | P test_create_and_views, test_start_join_and_guests
|                                           | 404    | P test_unknown_permalink_token_is_404, test_list_update_delete (deleted)
| POST /permalink/<USER_TOKEN>              | 201    | P test_start_join_and_guests
|                                           | 404    | P test_start_join_and_guests, test_host_users_added_and_revoked (revoked)
|                                           | 410    | P test_expiry
|                                           | 503    | M test_shutting_down_refuses_new_meetings_and_permalinks,
|                                           |        |   test_stop_drains_before_ending_meetings
| any route (unexpected exception)          | +500   | M test_unexpected_exception_is_json_500_with_cors

Not produced: none of the listed pairs. Remarks: the spec's 403 for POST /rooms also covers a new user of a
locked meeting and a room id owned by another key; 410 for POST /guests covers a permalink meeting that no host
has started yet; 503 is answered only while the engine shuts down (Engine.begin_shutdown / stop).
"""
import httpx
import pytest

from meetdesk.api.errors import ApiError
from meetdesk.engine.server import running_engine
from meetdesk.engine.ownership import KeyScope


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


BAD_IDS = ["%20%20", "a" * 129, "bad!id", "b%C3%A4d", "a%20b", "semi;colon", "quote'd"]


@pytest.mark.parametrize("bad", BAD_IDS)
async def test_force_stop_malformed_room_id_is_400(engine, api, anon, bad):
    running = await start(api, id="live")
    r = await api.delete(f"/rooms/{bad}")
    assert r.status_code == 400, r.text
    assert "id" in r.json()["error"]
    # without credentials the value is just an unknown access key; nothing was stopped
    assert (await anon.delete(f"/rooms/{bad}")).status_code == 404
    assert (await anon.get(f"/rooms/{running['access_key']}")).status_code == 200


async def test_force_stop_well_formed_ids_are_checked_as_rooms(api):
    await start(api, id="A.b_c~d@e-f")
    assert (await api.delete("/rooms/A.b_c~d@e-f")).status_code == 204
    assert (await api.delete("/rooms/" + "a" * 128)).status_code == 404


@pytest.mark.parametrize("bad", ["   ", "a" * 129, "bad id", "bad/id", "b\u00e4d", "x<y>", {"id": 1}, ["a"], True])
async def test_post_rooms_bad_room_id_is_400(engine, api, bad):
    r = await api.post("/rooms", json={"id": bad, "user": {"name": "Ann"}})
    assert r.status_code == 400, r.text
    assert "id" in r.json()["error"]
    assert engine.meetings.all() == []
    assert engine.store._q("SELECT COUNT(*) AS n FROM rooms")[0]["n"] == 0


async def test_post_rooms_room_id_is_trimmed_and_may_use_every_allowed_character(engine, api):
    assert (await start(api, id="  padded  "))["room"]["id"] == "padded"
    assert (await start(api, id="a" * 128))["room"]["id"] == "a" * 128
    assert (await start(api, id="A.b_c~d@e-f"))["room"]["id"] == "A.b_c~d@e-f"
    assert (await start(api, id=1234))["room"]["id"] == "1234"
    assert (await start(api, id=""))["room"]["id"]  # empty: a random id


async def test_shutting_down_refuses_new_meetings_and_permalinks(engine, api, anon):
    perm = (await api.post("/permalink", json={"name": "P", "user": {"name": "Host"}})).json()
    room = await start(api, id="r")
    engine.begin_shutdown()
    for method, path, body in [("POST", "/permalink", {"user": {"name": "H"}}),
                               ("POST", f"/permalink/{perm['permalink']['user_token']}", None),
                               ("POST", "/rooms", {"id": "new", "user": {"name": "B"}}),
                               ("POST", "/rooms", {"id": "r", "user": {"name": "Joiner"}})]:
        r = await api.request(method, path, json=body)
        assert r.status_code == 503, (method, path, r.text)
        assert "shutting down" in r.json()["error"]
    # nothing was created: no permalink, no meeting, no participant
    assert (await api.get("/permalink")).json()["total"] == 1
    assert [m.room_id for m in engine.meetings.all()] == ["r"]
    assert len(engine.meetings.by_room("r").participants) == 1
    assert engine.store.get_room("new") is None
    # reading still works while draining
    assert (await anon.get(f"/rooms/{room['access_key']}")).status_code == 200
    assert (await anon.get(f"/permalink/{perm['permalink']['guest_token']}")).status_code == 200


async def test_stop_drains_before_ending_meetings(tmp_path, make_engine_config):
    """Engine.stop() sets the draining flag before it ends the meetings: a start attempt seen at that moment is 503."""
    config = make_engine_config(tmp_path / "d")
    attempts = []
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            await start(c, id="r")
        meeting = engine.meetings.by_room("r")

        def on_event(event):
            if event["type"] == "shutdown":
                try:
                    engine.rooms.start_or_join("late", None, {}, {"name": "Late"}, owner=KeyScope("k"))
                    attempts.append(201)
                except ApiError as err:
                    attempts.append(err.status)

        meeting.events.subscribe(on_event)
    assert meeting.shutdown and attempts == [503]
    assert engine.meetings.by_room("late") is None


async def test_unexpected_exception_is_json_500_with_cors(engine, api, monkeypatch):
    perm = (await api.post("/permalink", json={"user": {"name": "H"}})).json()

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(engine.store, "get_permalink", broken)
    r = await api.get(f"/permalink/{perm['permalink']['id']}", headers={"Origin": "http://page.test"})
    assert r.status_code == 500
    assert r.headers["content-type"].startswith("application/json")
    assert r.json() == {"error": "internal error"}  # no internals leak
    assert r.headers["access-control-allow-origin"] in ("*", "http://page.test")
    # the engine keeps serving other requests
    assert (await api.get("/rooms")).status_code == 200
