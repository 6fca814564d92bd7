"""Request encodings (JSON, urlencoded, multipart, query string) and the credential matrix."""
import httpx
import pytest

from meetdesk.api import form_codec
from meetdesk.engine import keys as engine_keys

NESTED = {"name": "Weekly", "user": {"id": "u-7", "name": "Ann", "avatar": "https://x.test/a.png"},
          "options": {"show_names": False, "widescreen": True, "sfu_mode": "disabled", "background_color": "#00ff00",
                      "audio_insert_position": {"x": 10, "y": 20},
                      "custom_fields": {"locale": "de", "hide_chat": True}}}


def comparable(body):
    return {"room_name": body["room"]["name"], "user": {k: body["user"][k] for k in ("id", "name", "avatar")},
            "options": body["options"]}


async def test_four_encodings_give_the_same_meeting(engine):
    pairs = form_codec.encode(NESTED)
    assert ("options[custom_fields][locale]", "de") in pairs and ("options[show_names]", "false") in pairs
    headers = {"Authorization": engine.config.api_key}
    results = []
    async with httpx.AsyncClient(base_url=engine.base_url, headers=headers) as c:
        for i, kwargs in enumerate([
            {"json": NESTED},
            {"data": dict(pairs)},
            {"files": {k: (None, v) for k, v in pairs}},
            {"params": pairs},
        ]):
            r = await c.post("/rooms", **kwargs)
            assert r.status_code == 201, (i, r.text)
            results.append(comparable(r.json()))
            await c.delete(f"/rooms/{r.json()['access_key']}")
    assert all(r == results[0] for r in results)
    assert results[0]["options"]["custom_fields"]["locale"] == "de"
    assert results[0]["options"]["show_names"] is False
    assert results[0]["options"]["audio_insert_position"] == {"x": 10, "y": 20}


async def test_json_with_bracket_keys_and_string_booleans(api):
    r = await api.post("/rooms", json={"user[name]": "Ann", "options[widescreen]": "true",
                                       "options[custom_fields][locale]": "fr"})
    assert r.status_code == 201
    assert r.json()["options"]["widescreen"] is True
    assert r.json()["options"]["custom_fields"]["locale"] == "fr"


async def test_form_bad_boolean_is_400(api):
    r = await api.post("/rooms", data={"user[name]": "Ann", "options[lock_available]": "maybe"})
    assert r.status_code == 400 and "lock_available" in r.json()["error"]


async def test_missing_name_in_a_form_is_400(api):
    r = await api.post("/rooms", data={"user[id]": "x"})
    assert r.status_code == 400 and r.json() == {"error": "user[name] is required"}


# -- credentials ----------------------------------------------------------------------------------------------

async def test_api_key_matrix(engine, anon):
    good = engine.config.api_key
    room = (await anon.post("/rooms", json={"user": {"name": "A"}}, headers={"Authorization": good})).json()
    access_key = room["access_key"]
    cases = {"none": None, "wrong": "nope", "bearer": f"Bearer {good}", "access_key": access_key}
    api_requests = [  # (method, path, body, status for a bad credential)
        ("POST", "/rooms", {"user": {"name": "B"}}, 403),
        ("GET", "/rooms", None, 403),
        ("DELETE", f"/rooms/{room['room']['id']}", None, 403),
        ("GET", f"/rooms/{room['room']['id']}/users", None, 403),
        ("POST", "/permalink", {"user": {"name": "B"}}, 401),
        ("GET", "/permalink", None, 401),
    ]
    for name, header in cases.items():
        headers = {"Authorization": header} if header else {}
        for method, path, body, status in api_requests:
            r = await anon.request(method, path, json=body, headers=headers)
            assert r.status_code == status, (name, method, path, r.text)
            assert r.json()["error"]
    r = await anon.get("/rooms", headers={"Authorization": f"Bearer {good}"})
    assert "Bearer" in r.json()["error"]
    # nothing was created or stopped by the refused requests
    assert (await anon.get(f"/rooms/{access_key}")).status_code == 200
    assert len(engine.meetings.all()) == 1


async def test_api_key_is_no_access_key(engine, anon):
    good = engine.config.api_key
    room = (await anon.post("/rooms", json={"user": {"name": "A"}}, headers={"Authorization": good})).json()
    # the API key in the path of an access-key request is unknown there, with or without the header
    for headers in ({}, {"Authorization": good}):
        assert (await anon.get(f"/rooms/{good}", headers=headers)).status_code == 404
        assert (await anon.post(f"/rooms/{good}/lock", headers=headers)).status_code == 404
        assert (await anon.post(f"/rooms/{good}/messages", json={"type": "chat", "content": "x"},
                                headers=headers)).status_code == 404
        assert (await anon.get(f"/rooms/{good}/users/{room['user']['id']}", headers=headers)).status_code == 404
        assert (await anon.post(f"/guests/{good}", json={"name": "G"}, headers=headers)).status_code == 404
        assert (await anon.post(f"/permalink/{good}", headers=headers)).status_code == 404
    # an access key in the Authorization header does not make a room id request pass
    r = await anon.delete(f"/rooms/{room['room']['id']}", headers={"Authorization": room["access_key"]})
    assert r.status_code == 403
    # a guest token is no access key and no API key
    token = room["room"]["guest_token"]
    assert (await anon.get(f"/rooms/{token}")).status_code == 404
    assert (await anon.get("/rooms", headers={"Authorization": token})).status_code == 403


async def test_locked_api_key_answers_423_everywhere(engine, anon):
    key_id, key = engine_keys.create(engine.config.data_dir)
    headers = {"Authorization": key}
    room = (await anon.post("/rooms", json={"user": {"name": "A"}}, headers=headers)).json()
    assert engine_keys.set_flag(engine.config.data_dir, key_id, "locked", True)
    for method, path, body in [("POST", "/rooms", {"user": {"name": "B"}}), ("GET", "/rooms", None),
                               ("DELETE", f"/rooms/{room['room']['id']}", None),
                               ("GET", f"/rooms/{room['room']['id']}/users", None),
                               ("POST", "/permalink", {"user": {"name": "B"}}), ("GET", "/permalink", None)]:
        r = await anon.request(method, path, json=body, headers=headers)
        assert r.status_code == 423, (method, path)
        assert r.json() == {"error": "API key is locked"}
    # the access key of the room keeps working
    assert (await anon.get(f"/rooms/{room['access_key']}")).status_code == 200
    assert engine_keys.set_flag(engine.config.data_dir, key_id, "locked", False)
    assert (await anon.get("/rooms", headers=headers)).status_code == 200
    assert engine_keys.set_flag(engine.config.data_dir, key_id, "revoked", True)
    assert (await anon.get("/rooms", headers=headers)).status_code == 403


@pytest.mark.parametrize("path", ["/rooms", "/rooms/abc/lock", "/permalink"])
async def test_cors_preflight_and_error_headers(anon, path):
    r = await anon.options(path, headers={"Origin": "http://page.test", "Access-Control-Request-Method": "POST",
                                          "Access-Control-Request-Headers": "Authorization, Content-Type"})
    assert r.status_code == 200
    assert r.headers["access-control-allow-origin"] in ("*", "http://page.test")
    assert "authorization" in r.headers["access-control-allow-headers"].lower()
    err = await anon.post(path, headers={"Origin": "http://page.test"})
    assert err.status_code >= 400 and err.json()["error"]
    assert err.headers["access-control-allow-origin"] in ("*", "http://page.test")


async def test_landing_page_and_unknown_paths(engine, anon):
    r = await anon.get("/?abc123")
    assert r.status_code == 200 and "MeetDesk" in r.text and "meetdesk://" in r.text
    r = await anon.get("/no/such/path")
    assert r.status_code == 404 and r.json() == {"error": "not found"}
    r = await anon.patch("/rooms")
    assert r.status_code == 405 and r.json()["error"]
