"""Reactions: POST /rooms/<ACCESS_KEY>/reactions (engine/reactions.py, engine/http/reactions.py), the real-time
``reaction`` event, and the reaction drawn into the composed picture (engine/media/reactions.py)."""
from __future__ import annotations

import pytest

from meetdesk.api.reactions import DURATION, REACTIONS
from meetdesk.engine.media.canvas import Canvas
from meetdesk.engine.media.layouts import Slot
from meetdesk.engine.media.reactions import SceneReaction, draw_reactions, placement

from media_meeting import Listener
from waiting import until


class Clock:
    """EngineConfig.clock for the rate limit: the test moves time, no test waits for it."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


CLOCK = Clock()


@pytest.fixture
def engine_overrides():
    return {"clock": CLOCK}


async def start(api, room: str, name: str, **options):
    r = await api.post("/rooms", json={"id": room, "user": {"id": name.lower(), "name": name}, "options": options})
    assert r.status_code == 201, r.text
    return r.json()


async def test_a_reaction_reaches_everyone_in_the_meeting(engine, api, anon):
    ann = await start(api, "r", "Ann")
    bob = await start(api, "r", "Bob")
    async with Listener(f"{engine.base_url}/rt?access_key={bob['access_key']}", ("reaction",)) as heard, \
            Listener(f"{engine.base_url}/rt?room_id=r", ("reaction",), api_key=engine.config.api_key) as observer:
        for reaction in ("heart", "clap"):
            r = await anon.post(f"/rooms/{ann['access_key']}/reactions", data={"reaction": reaction})
            assert r.status_code == 201 and r.content == b""
        await until(lambda: len(heard.seen) == 2 and len(observer.seen) == 2, 10.0, "two reactions")
    first = heard.seen[0]
    assert [m["reaction"] for m in heard.seen] == ["heart", "clap"]
    assert first["user"]["id"] == "ann" and first["user"]["name"] == "Ann"
    assert first["created_at"].endswith("Z")
    assert [m["reaction"] for m in observer.seen] == ["heart", "clap"]
    # Nobody is in a composed call: the clients show it, the media session keeps nothing to draw.
    assert engine.meetings.by_room("r").media.reactions == []


async def test_statuses_unknown_names_forbidden_rooms_and_ended_meetings(engine, api, anon):
    ann = await start(api, "r", "Ann")
    seen = []
    engine.meetings.by_room("r").events.subscribe(lambda e: seen.append(e) if e["type"] == "reaction" else None)
    key = ann["access_key"]
    for body in ({}, {"reaction": "poop"}, {"reaction": "Heart"}, {"reaction": "\U0001F44D"},
                 {"reaction": ["heart"]}, {"reaction": ""}):
        r = await anon.post(f"/rooms/{key}/reactions", json=body)
        assert r.status_code == 400 and "reaction must be one of" in r.json()["error"], body
    r = await anon.post("/rooms/not-a-key/reactions", data={"reaction": "heart"})
    assert r.status_code == 404 and r.json()["error"]
    assert (await anon.get(f"/rooms/{key}/reactions")).status_code == 405  # POST only
    assert seen == []
    # A room that turned reactions off (the spec's rule for options[reaction_available]): 405, nothing sent.
    quiet = await start(api, "quiet", "Cy", reaction_available=False)
    r = await anon.post(f"/rooms/{quiet['access_key']}/reactions", data={"reaction": "heart"})
    assert r.status_code == 405 and "reaction_available" in r.json()["error"]
    # Every name of the set is taken.
    for reaction in REACTIONS:
        CLOCK.now += 1.0
        assert (await anon.post(f"/rooms/{key}/reactions", data={"reaction": reaction})).status_code == 201
    assert [e["reaction"] for e in seen] == list(REACTIONS)
    assert (await anon.delete(f"/rooms/{key}")).status_code == 204
    r = await anon.post(f"/rooms/{key}/reactions", data={"reaction": "heart"})
    assert r.status_code == 410 and r.json()["error"]


async def test_a_participant_sending_too_many_gets_429_the_others_do_not(engine, api, anon):
    ann = await start(api, "r", "Ann")
    bob = await start(api, "r", "Bob")
    seen = []
    engine.meetings.by_room("r").events.subscribe(lambda e: seen.append(e) if e["type"] == "reaction" else None)

    async def send(who) -> int:
        return (await anon.post(f"/rooms/{who['access_key']}/reactions", data={"reaction": "laugh"})).status_code

    CLOCK.now += 10.0
    assert [await send(ann) for _ in range(3)] == [201, 201, 201]
    r = await anon.post(f"/rooms/{ann['access_key']}/reactions", data={"reaction": "laugh"})
    assert r.status_code == 429 and "at most 3 a second" in r.json()["error"]
    assert await send(bob) == 201  # per participant
    CLOCK.now += 0.5
    assert await send(ann) == 429  # a refused one counts for nothing, the window is still full
    CLOCK.now += 0.6
    assert await send(ann) == 201  # a second after the first three
    assert [e["user"]["id"] for e in seen] == ["ann"] * 3 + ["bob", "ann"]


def test_a_reaction_rises_and_fades_within_its_duration():
    area = (100, 200, 640, 480)
    spots = [placement(area, age, seed=3) for age in (0.0, 1.0, 2.0, 2.6, 2.99)]
    assert all(s is not None for s in spots)
    ys = [s[1] for s in spots]
    assert ys == sorted(ys, reverse=True) and ys[0] - ys[-1] > 200  # it rises
    steps = [s[3] for s in spots]
    assert steps[0] == steps[1] == 8 and steps[-1] < steps[-2] < 8  # and fades at the end
    for x, y, size, _ in spots:  # inside its area
        assert 100 <= x and x + size <= 740 and 200 <= y and y + size <= 680
    assert placement(area, DURATION, seed=3) is None and placement(area, -0.1, seed=3) is None
    assert placement(area, 0.5, seed=1)[0] != placement(area, 0.5, seed=2)[0]  # side by side, not stacked


def test_a_reaction_is_drawn_in_its_senders_tile_or_at_the_bottom():
    def yellow(canvas: Canvas, box) -> int:
        import av
        rgb = av.VideoFrame.from_ndarray(canvas.buffer.copy(), format="yuv420p").to_ndarray(format="rgb24")
        x, y, w, h = box
        part = rgb[y:y + h, x:x + w].astype(int)
        return int(((part[..., 0] > 200) & (part[..., 1] > 160) & (part[..., 2] < 120)).sum())

    def fresh() -> Canvas:
        canvas = Canvas(1280, 720)
        canvas.clear()  # the background colour (a new canvas's buffer is not drawn yet)
        return canvas

    left, right = Slot(0, 0, 640, 720, "auto"), Slot(640, 0, 640, 720, "auto")
    canvas = fresh()
    draw_reactions(canvas, [SceneReaction("laugh", "bob", start=10.0, seed=0)], {"ann": left, "bob": right}, 10.5)
    assert yellow(canvas, (640, 0, 640, 720)) > 500 and yellow(canvas, (0, 0, 640, 720)) == 0
    canvas = fresh()  # no tile: from the bottom of the whole picture
    draw_reactions(canvas, [SceneReaction("laugh", "gone", start=10.0, seed=0)], {"ann": left}, 10.2)
    assert yellow(canvas, (0, 520, 1280, 200)) > 500
    canvas = fresh()  # over: nothing
    draw_reactions(canvas, [SceneReaction("laugh", "bob", start=10.0, seed=0)], {"bob": right}, 10.0 + DURATION)
    assert yellow(canvas, (0, 0, 1280, 720)) == 0
