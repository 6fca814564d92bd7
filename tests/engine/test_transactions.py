"""Every request is one store transaction: a failure after some writes leaves neither rows nor live state."""
from __future__ import annotations

import sqlite3

from meetdesk.engine.store import DB_NAME


def row_counts(engine) -> dict[str, int]:
    db = sqlite3.connect(str(engine.config.data_dir / DB_NAME))
    try:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in tables}
    finally:
        db.close()


async def test_a_failure_after_writes_rolls_back_rows_and_live_state(engine, api, monkeypatch):
    """POST /rooms writes the room, the instance and the access key, then fails while building its reply:
    the answer is a JSON 500 and nothing of it stays, neither in the store nor among the running meetings."""
    before = row_counts(engine)

    def broken_reply(meeting, participant):
        raise RuntimeError("reply failed after the writes")

    monkeypatch.setattr(engine.rooms, "meeting_reply", broken_reply)
    r = await api.post("/rooms", json={"id": "doomed", "user": {"name": "Ada"}})
    assert r.status_code == 500 and r.json() == {"error": "internal error"}
    assert row_counts(engine) == before
    assert engine.meetings.by_room("doomed") is None
    assert (await api.get("/rooms")).json() == []
    monkeypatch.undo()
    # the room id is free: a new request starts it as if the failure never happened
    r = await api.post("/rooms", json={"id": "doomed", "user": {"name": "Ada"}})
    assert r.status_code == 201 and [m["id"] for m in (await api.get("/rooms")).json()] == ["doomed"]


async def test_a_failed_join_leaves_the_running_meeting_as_it_was(engine, api, monkeypatch):
    first = (await api.post("/rooms", json={"id": "r", "user": {"name": "Ada"}})).json()
    meeting = engine.meetings.by_room("r")
    before = row_counts(engine)
    monkeypatch.setattr(engine.rooms, "meeting_reply", lambda m, p: (_ for _ in ()).throw(RuntimeError("late failure")))
    assert (await api.post("/rooms", json={"id": "r", "user": {"name": "Bob"}})).status_code == 500
    monkeypatch.undo()
    assert row_counts(engine) == before
    assert [p.name for p in meeting.participants.values()] == ["Ada"]
    users = (await api.get("/rooms/r/users")).json()
    assert [u["name"] for u in users] == ["Ada"] and first["access_key"]


async def test_permalink_writes_are_one_unit(engine, api, monkeypatch):
    """POST /permalink stores the permalink, its room and its host; a failure in the last leaves none."""
    before = row_counts(engine)
    store = engine.store

    def fail(*args, **kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(store, "add_permalink_user", fail)
    r = await api.post("/permalink", json={"name": "P", "user": {"name": "Host"}})
    assert r.status_code == 500
    assert row_counts(engine) == before
    assert (await api.get("/permalink")).json()["total"] == 0
