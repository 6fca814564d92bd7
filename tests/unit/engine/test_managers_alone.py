"""Each feature manager is built from the parts it uses (store, meetings registry, keys, config, the room-owner
lookup), without an engine: these tests build them so, which fails as soon as a manager reaches for the whole
engine again (issue 26, "the engine knot")."""
from __future__ import annotations

import pytest

from meetdesk.api.errors import ApiError
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.auth import Auth, ShutdownGate
from meetdesk.engine.caps import Caps
from meetdesk.engine.config import EngineConfig, Limits
from meetdesk.engine.guests import Guests
from meetdesk.engine.lock import MeetingLock
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import MeetingRegistry
from meetdesk.engine.ownership import KeyScope, RoomOwners
from meetdesk.engine.recordings import Recordings
from meetdesk.engine.rooms import Rooms
from meetdesk.engine.store import DB_NAME, Store
from meetdesk.engine.users import Users
from meetdesk.tasks import TaskSet


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def parts(tmp_path):
    config = EngineConfig(data_dir=tmp_path, clock=Clock(), limits=Limits(snapshots_per_meeting=1))
    store = Store(tmp_path / DB_NAME)
    meetings = MeetingRegistry()
    yield config, store, meetings
    store.close()


def recording_row(rec_id: str, room_id: str, created_at: float) -> dict:
    return {"id": rec_id, "room_id": room_id, "conf_id": "c1", "room_started_at": "2026-01-01T10:00:00.000Z",
            "created_at": int(created_at), "duration": 3, "user": {"id": "u", "name": "U"}, "room": {"id": room_id},
            "path": f"recordings/{rec_id}.webm", "state": "finished"}


def test_recordings_read_list_download_and_sweep_with_a_store_and_the_owner_lookup(parts):
    config, store, meetings = parts
    mine, theirs = KeyScope(store.add_api_key("k" * 32)), KeyScope(store.add_api_key("o" * 32))
    store.save_room("room1", "Room", None, mine.key_id)
    recordings = Recordings(config, store, RoomOwners(meetings, store), EngineAddress(config, b"s" * 32))
    (config.data_dir / "recordings").mkdir()
    for rec_id, age in (("old", config.recording_retention + 10), ("new", 10)):
        store.save_recording(recording_row(rec_id, "room1", config.clock() - age))
        (config.data_dir / "recordings" / f"{rec_id}.webm").write_bytes(b"webm")
    assert [r["id"] for r in recordings.page(mine, "room1", 1, {})] == ["new", "old"]
    assert recordings.get(mine, "new")["links"]["download"].startswith("http://127.0.0.1:0/download/recordings/new")
    with pytest.raises(ApiError) as refused:  # another key's recording is unknown to it
        recordings.get(theirs, "new")
    assert refused.value.status == 404
    assert recordings.file_for_download("old").name == "old.webm"
    assert recordings.sweep() == 1
    assert not (config.data_dir / "recordings" / "old.webm").exists() and recordings.file_for_download("old") is None
    recordings.delete(mine, "new")
    assert recordings.page(mine, "room1", 1, {}) == []


async def test_rooms_guests_users_and_auth_without_an_engine(parts):
    config, store, meetings = parts
    config.ready_delay, config.idle_shutdown = 60.0, 60.0
    scope = KeyScope(store.add_api_key("k" * 32))
    keys, gate, tasks = MeetingKeys(store), ShutdownGate(), TaskSet("test")
    lock = MeetingLock(store)
    rooms = Rooms(config, store, meetings, keys, lock, RoomOwners(meetings, store), gate,
                  EngineAddress(config, b"s" * 32), b"t" * 32, tasks)
    guests, users, auth = Guests(store, keys, lock, rooms), Users(store, keys, rooms), Auth(store, keys)
    assert auth.authenticate("k" * 32) == scope
    meeting, host = rooms.start_or_join("r1", "Room", {}, {"name": "Ada"}, owner=scope)
    assert auth.lookup_access_key(host.access_key) == (meeting, host)
    same, guest = guests.join(meeting.guest_token, {"name": "Bob"})
    assert same is meeting and guest.guest
    assert [u.name for u in users.of_room(scope, "r1")] == ["Ada", "Bob"]
    users.kick(meeting, guest.user_id)
    with pytest.raises(ApiError) as gone:
        auth.lookup_access_key(guest.access_key)
    assert gone.value.status == 410
    gate.close()
    with pytest.raises(ApiError) as closing:
        rooms.start_or_join("r2", "Other", {}, {"name": "Cy"}, owner=scope)
    assert closing.value.status == 503 and meetings.by_room("r2") is None
    await rooms.end_meeting(meeting)
    await tasks.wait_closed()


def test_caps_count_a_meetings_snapshots_with_the_registry_and_the_store(parts):
    config, store, meetings = parts
    caps = Caps(config, meetings, store)

    class Meeting:
        conf_id, owner_key_id, snapshots = "c1", None, []

    with caps.snapshot(Meeting()):
        with pytest.raises(ApiError) as full, caps.snapshot(Meeting()):
            pass
    assert full.value.status == 406 and "1 snapshots" in full.value.message
