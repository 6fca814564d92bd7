"""api/models.py: engine replies parse into the wire dataclasses and write back unchanged."""
from meetdesk.api import form_codec
from meetdesk.api.items import Recording
from meetdesk.api.models import MeetingReply, Options, PermalinkPage, PermalinkReply, RoomSummary


async def test_meeting_reply_round_trip(api):
    body = (await api.post("/rooms", json={"id": "r1", "name": "R", "user": {"name": "Ann"}})).json()
    reply = MeetingReply.from_json(body)
    assert reply.room.id == "r1" and reply.user.name == "Ann"
    assert reply.signaling.conf_id and reply.links.self_link.endswith(reply.access_key)
    assert reply.to_json() == body
    rooms = (await api.get("/rooms")).json()
    assert [RoomSummary.from_json(r).to_json() for r in rooms] == rooms


def test_options_keep_unknown_fields_and_defaults():
    opts = Options.from_json({"sfu_mode": "disabled", "future_field": 3})
    assert opts.sfu_mode == "disabled" and opts.show_names is True
    assert opts.to_json()["future_field"] == 3


def test_recording_and_permalink_round_trip():
    rec = {"id": "x", "created_at": 1700000000, "duration": None,
           "links": {"self": "http://h/recordings/x", "download": None},
           "user": {"id": "u", "name": "Ann", "avatar": None, "guest": False, "joined_at": "2024-01-01T00:00:00.000Z"},
           "room": {"id": "r", "name": None, "ready": True, "started_at": "2024-01-01T00:00:00.000Z",
                    "shutdown": False, "guest_token": "g"}}
    assert Recording.from_json(rec).to_json() == rec
    perm = {"permalink": {"id": "p", "created_at": "t", "user_token": None, "guest_token": "g", "expires_at": None},
            "room": {"id": "p", "name": "N", "started_at": None}, "team": {"name": "MeetDesk"}, "user": None,
            "options": Options().to_json(), "links": {"self": "s", "gui": None, "guest_join": "j"}}
    assert PermalinkReply.from_json(perm).to_json() == perm
    page = {"page": 1, "limit": 25, "total": 1, "items": [perm]}
    assert PermalinkPage.from_json(page).to_json() == page


def test_form_codec_round_trip():
    data = {"user": {"name": "Ann", "id": "7"}, "options": {"custom_fields": {"locale": "de"}, "widescreen": True},
            "users": ["a", "", "b"]}
    pairs = form_codec.encode(data)
    assert ("options[widescreen]", "true") in pairs and ("users[]", "") in pairs
    decoded = form_codec.decode(pairs)
    assert decoded["options"]["widescreen"] == "true"
    decoded["options"]["widescreen"] = True
    assert decoded == data
    assert form_codec.decode([("a[b", "1")]) == {"a[b": "1"}
