"""The input rules at the edge (api/input_rules.py, api/json_text.py) and the fields that use them."""
from __future__ import annotations

import math

import pytest

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_DEPTH, MAX_NAME, MAX_TEXT, check_tree, clean


@pytest.mark.parametrize("text", ["\ud800", "a\udfffb", "nul\x00byte", "x" * (MAX_TEXT + 1)])
def test_bad_text_anywhere_is_refused_with_its_field_name(text):
    with pytest.raises(ApiError) as err:
        check_tree({"options": {"custom_fields": {"note": text}}})
    assert err.value.status == 400 and "options[custom_fields][note]" in err.value.message


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf, 1e10, -(10**40)])
def test_numbers_must_be_finite_and_in_range(number):
    with pytest.raises(ApiError):
        check_tree({"x": number})


def test_nesting_and_size_are_bounded_without_recursion():
    deep: object = 1
    for _ in range(100_000):
        deep = {"a": deep}
    with pytest.raises(ApiError, match="nested too deeply"):
        check_tree(deep)
    nested: object = 1
    for _ in range(MAX_DEPTH - 1):
        nested = [nested]
    check_tree({"ok": nested})
    with pytest.raises(ApiError, match="too many values"):
        check_tree({"users": ["u"] * 5000})


@pytest.mark.parametrize("raw", ['{"x": NaN}', '{"x": Infinity}', '{"x": -Infinity}', '{"x": 1e400}',
                                 '{"a":' * 5000 + "1" + "}" * 5000, '{"n": "\\ud800"}', b'{"x": "\xff"}'])
def test_json_text_refuses_what_json_cannot_carry(raw):
    with pytest.raises(ApiError) as err:
        json_text.loads(raw)
    assert err.value.status == 400


def test_stored_values_from_before_the_rules_still_render():
    """A value stored by an older engine (NaN, a lone surrogate, NUL) renders cleaned, never fails."""
    value = {"options": {"audio_insert_position": {"x": math.nan, "y": math.inf}}, "name": "a\ud800b\x00"}
    assert json_text.loads(json_text.dumps(value)) == {
        "options": {"audio_insert_position": {"x": None, "y": None}}, "name": "a\ufffdb"}
    assert clean(["ok", 1.5]) == ["ok", 1.5]


async def test_field_limits_are_stated_numbers(api):
    """Names, chat content and ids have their own limits (docs/engine-api.md "Input rules")."""
    long_name = {"user": {"name": "n" * (MAX_NAME + 1)}}
    r = await api.post("/rooms", json=long_name)
    assert r.status_code == 400 and "user[name]" in r.json()["error"] and str(MAX_NAME) in r.json()["error"]
    assert (await api.post("/rooms", json={"user": {"name": "n" * MAX_NAME}})).status_code == 201
    room = (await api.post("/rooms", json={"user": {"name": "Ada"}})).json()
    r = await api.post(f"/rooms/{room['access_key']}/messages", json={"type": "chat", "content": "c" * (MAX_TEXT + 1)})
    assert r.status_code == 400 and "content" in r.json()["error"]
    ok = await api.post(f"/rooms/{room['access_key']}/messages", json={"type": "chat", "content": "c" * MAX_TEXT})
    assert ok.status_code == 201
    for page in ("0", "-1", "1.5", "99999999", "١"):
        assert (await api.get("/rooms", params={"page": page})).status_code == 400, page


async def test_undefined_from_a_public_client_is_an_absent_field(engine, api, anon):
    """The public browser library writes the text "undefined" for a field it was not given (a guest's email);
    that is an absent field in every form encoding, while a malformed e-mail a user typed is still refused."""
    room = (await api.post("/rooms", json={"user": {"name": "Host"}})).json()
    token = room["room"]["guest_token"]
    guest = await anon.post(f"/guests/{token}", files={"name": (None, "Gast"), "email": (None, "undefined"),
                                                       "custom_fields[locale]": (None, "de")})
    assert guest.status_code == 201, guest.text
    assert guest.json()["user"]["name"] == "Gast"
    form = await anon.post(f"/guests/{token}", data={"name": "Other", "email": "undefined", "avatar": "undefined"})
    assert form.status_code == 201, form.text
    empty = await anon.post(f"/guests/{token}", data={"name": "Third", "email": ""})
    assert empty.status_code == 201, empty.text
    typed = await anon.post(f"/guests/{token}", data={"name": "Typo", "email": "not-an-address"})
    assert typed.status_code == 400 and "email" in typed.json()["error"]
    nameless = await anon.post(f"/guests/{token}", data={"name": "undefined"})
    assert nameless.status_code == 400 and "name" in nameless.json()["error"]


async def test_a_store_holding_bad_values_still_answers_its_reads(engine, api):
    """Values written before these rules (a NaN option in a permalink, a lone surrogate in a name) no longer
    turn every later listing into a 500: they are answered, cleaned."""
    created = (await api.post("/permalink", json={"name": "Old", "user": {"name": "Host"}})).json()
    pid = created["permalink"]["id"]
    engine.store.db.execute("UPDATE permalinks SET options=? WHERE id=?",
                            ('{"audio_insert_position": {"x": NaN, "y": Infinity}}', pid))
    listing = await api.get("/permalink")
    assert listing.status_code == 200
    assert listing.json()["items"][0]["options"]["audio_insert_position"] == {"x": None, "y": None}
    room = (await api.post("/rooms", json={"id": "old", "user": {"name": "Ada"}})).json()
    next(iter(engine.meetings.by_room("old").participants.values())).name = "A\ud800da"
    users = await api.get("/rooms/old/users")
    assert users.status_code == 200 and users.json()[0]["name"] == "A\ufffdda"
    assert (await api.get(f"/rooms/{room['access_key']}")).status_code == 200
