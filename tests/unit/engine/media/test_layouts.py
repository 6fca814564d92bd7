"""Layouts (engine/media/layouts.py): the geometry of every named layout, the rules of a layout request, and
who goes where (arrange)."""
from __future__ import annotations

import itertools
import json

import pytest

from meetdesk.api import form_codec
from meetdesk.engine.media.layouts import (CUSTOM_NUMBER, LAYOUT_NUMBERS, NAMED_LAYOUTS, LayoutError,
                                           LayoutSettings, Slot, Tile, arrange, canvas_size, layout_number,
                                           parse_layout, settings_from_options, slots_for)

CANVASES = [canvas_size(False), canvas_size(True)]
SD, WIDE = CANVASES
AUTO = LayoutSettings()


def overlaps(a: Slot, b: Slot) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def people(n: int) -> list[str]:
    return [f"u{i}" for i in range(1, n + 1)]


def sources(tiles: list[Tile]) -> list[str | None]:
    return [t.source for t in tiles]


# -- geometry -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("canvas", CANVASES)
@pytest.mark.parametrize("name", sorted(NAMED_LAYOUTS))
def test_named_layout_geometry(name, canvas):
    width, height = canvas
    slots = slots_for(name, 0, canvas)
    assert len(slots) == NAMED_LAYOUTS[name]
    for slot in slots:
        assert 0 <= slot.x and 0 <= slot.y and slot.x + slot.w <= width and slot.y + slot.h <= height, slot
        assert slot.w > 0 and slot.h > 0
        assert all(v % 2 == 0 for v in (slot.x, slot.y, slot.w, slot.h)), slot
    for a, b in itertools.combinations(slots, 2):
        assert not overlaps(a, b), (a, b)
    if name.startswith("present-"):
        big, small = slots[0], slots[-1]
        assert big.w * big.h > 4 * small.w * small.h  # the presentation slot is the big one, first
        assert big.fit == "auto"
        smalls = slots[2:] if name == "present-two-upper-6" else slots[1:]
        assert len({(s.w, s.h) for s in smalls}) == 1
    else:
        assert len({(s.w, s.h) for s in slots}) == 1  # grid tiles of equal size
        assert {s.fit for s in slots} == {"cover"}


def test_grids_keep_the_canvas_aspect_and_fill_it():
    assert slots_for("one", 0, SD) == [Slot(0, 0, 1280, 960)]
    assert slots_for("two", 0, WIDE) == [Slot(0, 180, 640, 360), Slot(640, 180, 640, 360)]  # side by side
    four = slots_for("four", 0, SD)
    assert {(s.x, s.y) for s in four} == {(0, 0), (640, 0), (0, 480), (640, 480)}
    nine = slots_for("nine", 0, WIDE)
    assert (nine[0].w, nine[0].h) == (426, 240) and nine[-1].y + nine[-1].h == 720


def test_present_layouts_place_the_small_tiles_as_named():
    lower = slots_for("present-lower-3", 0, SD)
    assert all(s.y >= lower[0].y + lower[0].h for s in lower[1:])  # 3 below the big one
    upper = slots_for("present-upper-6", 0, WIDE)
    assert all(s.y + s.h <= upper[0].y for s in upper[1:])  # 6 above
    two = slots_for("present-two-upper-6", 0, SD)
    assert two[0].y == two[1].y and two[0].w == two[1].w and all(s.y + s.h <= two[0].y for s in two[2:])
    right = slots_for("present-upper-right-9", 0, SD)
    assert all(s.x >= right[0].x + right[0].w and s.y + s.h <= SD[1] // 2 for s in right[1:])
    strip = slots_for("present-vertical-9", 0, WIDE)
    assert len({s.x for s in strip[1:]}) == 1 and strip[1].x >= strip[0].w


@pytest.mark.parametrize("count, name", [(0, "one"), (1, "one"), (2, "two"), (3, "four"), (4, "four"),
                                         (5, "six"), (6, "six"), (7, "nine"), (9, "nine"), (12, "nine")])
def test_auto_slots_grow_with_the_count(count, name):
    assert slots_for(None, count, SD) == slots_for(name, 0, SD)


def test_unknown_name_is_an_error():
    with pytest.raises(LayoutError, match="unknown layout name"):
        slots_for("eleven", 0, SD)


# -- parsing ------------------------------------------------------------------------------------------------

def parse(params, current=AUTO, canvas=SD):
    return parse_layout(params, current, canvas)


def form(*pairs):
    """Params as read_params decodes a form or query string."""
    return form_codec.decode(pairs)


def test_auto_alone_is_the_automatic_layout_and_clears_the_rest():
    current = LayoutSettings(layout="custom", name="four", users=("a", "", "", ""), show_names=False)
    settings = parse(form(("layout", "auto")), current)
    assert settings == LayoutSettings(layout="auto", show_names=False)
    settings = parse(form(("layout", "auto"), ("voice_activation", "true"), ("show_names", "true")), current)
    assert settings == LayoutSettings(voice_activation=True, show_names=True)


def test_toggles_alone_keep_the_layout():
    current = LayoutSettings(layout="custom", name="four", users=("a", "b", "", ""))
    assert parse({"show_names": False}, current) == LayoutSettings(layout="custom", name="four",
                                                                 users=("a", "b", "", ""), show_names=False)
    assert parse(form(("voice_activation", "TRUE")), current).voice_activation is True
    assert parse({}, current) == current


def test_users_alone_reorder_the_current_layout():
    current = LayoutSettings(layout="auto", name="present-lower-3", users=("a", "", "", ""))
    assert parse(form(("users[]", "b"), ("users[]", "a")), current) == LayoutSettings(
        layout="auto", name="present-lower-3", users=("b", "a"))


def test_named_auto_layout_from_a_form():
    params = form(("layout", "auto"), ("name", "present-vertical-9"), *[("users[]", u) for u in
                  ["_placeholder", "u1", "_placeholder", "", "_placeholder", "", "_placeholder", "", "x"]])
    settings = parse(params)
    assert settings.name == "present-vertical-9" and settings.layout == "auto"
    assert settings.users == ("_placeholder", "u1", "_placeholder", "", "_placeholder", "", "_placeholder", "", "x")


def test_user_list_encodings():
    expected = ("a", "", "b")
    assert parse({"layout": "custom", "users": ["a", "", "b"]}).users == expected  # JSON
    assert parse(form(("layout", "custom"), ("users[0]", "a"), ("users[1]", ""), ("users[2]", "b"))).users == expected
    assert parse({"layout": "custom", "users": [["a", "", "b"]]}).users == expected  # JSON "users[]": [...]
    assert parse({"layout": "custom", "users": ["a", None, " b "]}).users == expected  # null = empty, trimmed
    assert parse(form(("layout", "custom"), ("users", "solo"))).users == ("solo",)  # one string, one entry
    assert parse({"layout": "custom", "users": [7]}).users == ("7",)


@pytest.mark.parametrize("encoding", ["json-string", "json-list", "form-string", "form-nested"])
def test_map_encodings(encoding):
    boxes = [[0, 0, 640, 480, "contain"], [640.0, 0, 640, 480], [0, 480, 1280, 480, "auto"]]
    users = ["a", "b", ""]
    if encoding == "json-string":
        params = {"layout": "custom", "name": "mine", "map": json.dumps(boxes), "users": users}
    elif encoding == "json-list":
        params = {"layout": "custom", "name": "mine", "map": boxes, "users": users}
    elif encoding == "form-string":
        params = form(("layout", "custom"), ("name", "mine"), ("map", json.dumps(boxes)),
                      *[("users[]", u) for u in users])
    else:  # map[0][]=0&map[0][]=0... as a bracket form
        params = form(("layout", "custom"), ("name", "mine"),
                      *[(f"map[{i}][]", str(v)) for i, box in enumerate(boxes) for v in box],
                      *[("users[]", u) for u in users])
    settings = parse(params)
    assert settings.map == (Slot(0, 0, 640, 480, "contain"), Slot(640, 0, 640, 480, "cover"),
                            Slot(0, 480, 1280, 480, "auto"))
    assert settings.name == "mine" and settings.users == ("a", "b", "")


def test_map_numbers_are_rounded_and_booleans_parsed_from_text():
    settings = parse(form(("layout", "custom"), ("map", "[[0.4, 1.6, 100.5, 99.5]]"), ("users[]", "a"),
                          ("show_names", "false"), ("voice_activation", "true")))
    assert settings.map == (Slot(0, 2, 100, 100),)  # round half to even: 100.5 -> 100, 99.5 -> 100
    assert settings.show_names is False and settings.voice_activation is True and settings.name is None


def test_audio_insert_fields_are_kept():
    settings = parse(form(("audio_insert", "enabled"), ("audio_insert_position[x]", "10"),
                          ("audio_insert_position[y]", "20.5")))
    assert settings.audio_insert == "enabled" and settings.audio_insert_position == (10, 20.5)
    settings = parse({"audio_insert_position": {"y": 5}}, settings)
    assert settings.audio_insert_position == (10, 5)


@pytest.mark.parametrize("params, message", [
    ({"layout": "grid"}, "layout must be auto or custom"),
    ({"layout": ["auto"]}, "layout must be auto or custom"),
    ({"layout": "auto", "name": "eleven", "users": ["a"]}, "unknown layout name 'eleven'"),
    ({"layout": "auto", "name": "four"}, "layout=auto with a name or a map needs at least one users[] entry"),
    ({"layout": "auto", "map": "[[0,0,10,10]]"}, "needs at least one users[] entry"),
    ({"layout": "custom"}, "layout=custom needs users[] entries, a name or a map"),
    ({"layout": "custom", "map": "[[0,0,10,10],[10,0,10,10]]", "users": ["a"]},
     "one users[] entry per map slot: the map has 2 slots, users[] has 1 entries"),
    ({"layout": "custom", "map": "[[0,0,10,10]]", "users": ["a", "b"]}, "the map has 1 slots, users[] has 2"),
    ({"layout": "custom", "name": "two", "users": ["a", "b", "c"]}, "users[] has 3 entries but layout two has 2"),
    ({"layout": "auto", "name": "one", "users": ["a", "b"]}, "users[] has 2 entries but layout one has 1"),
    ({"layout": "auto", "users": [f"u{i}" for i in range(10)]}, "shows at most 9 videos"),
    ({"layout": "custom", "users": [f"u{i}" for i in range(11)]}, "users[] has 11 entries; a layout has at most 10"),
    ({"layout": "custom", "map": json.dumps([[0, 0, 10, 10]] * 11), "users": ["a"] * 10},
     "map has 11 slots; at most 10"),
    ({"layout": "custom", "map": "[[0,0,1281,10]]", "users": ["a"]}, "lies outside the 1280x960 picture"),
    ({"layout": "custom", "map": "[[-2,0,10,10]]", "users": ["a"]}, "lies outside"),
    ({"layout": "custom", "map": "[[0,900,10,61]]", "users": ["a"]}, "map slot 1 [0, 900, 10, 61] lies outside"),
    ({"layout": "custom", "map": "[[0,0,0,10]]", "users": ["a"]}, "width and a height greater than 0"),
    ({"layout": "custom", "map": "[[0,0,10,10,\"stretch\"]]", "users": ["a"]}, "fit must be one of auto, contain"),
    ({"layout": "custom", "map": "[[0,0,10]]", "users": ["a"]}, "must be [x, y, width, height]"),
    ({"layout": "custom", "map": "[[0,0,10,\"ten\"]]", "users": ["a"]}, "map slot 1 height must be a number"),
    ({"layout": "custom", "map": "[[0,0,10,true]]", "users": ["a"]}, "height must be a number"),
    ({"layout": "custom", "map": "[[0,0,10,NaN]]", "users": ["a"]}, "map is not valid JSON"),
    ({"layout": "custom", "map": "[[0,0,10,1e400]]", "users": ["a"]}, "map is not valid JSON"),
    ({"layout": "custom", "map": [[0, 0, 10, float("inf")]], "users": ["a"]}, "must be a finite number"),
    ({"layout": "custom", "map": "[]", "users": ["a"]}, "at least one slot"),
    ({"layout": "custom", "map": "{\"a\":1}", "users": ["a"]}, "map must be a list of slots"),
    ({"layout": "custom", "map": "[" * 3000 + "]" * 3000, "users": ["a"]}, "map is longer than 4096"),
    ({"layout": "custom", "map": "[" * 2000 + "]" * 2000, "users": ["a"]}, "map is nested too deeply"),
    ({"layout": "custom", "users": ["a\ud800"]}, "users[] must be valid Unicode"),
    ({"layout": "custom", "users": ["nul\x00"]}, "users[] must not contain NUL"),
    ({"layout": "custom", "users": ["x" * 200]}, "users[] is longer than 128 characters"),
    ({"layout": "custom", "users": [{"id": "a"}]}, "users[] entries must be user ids"),
    ({"layout": "custom", "users": [True]}, "users[] entries must be user ids"),
    ({"name": "x" * 65}, "name is longer than 64 characters"),
    ({"name": {"a": 1}}, "name must be a string"),
    ({"show_names": "yes"}, "show_names must be a boolean"),
    ({"voice_activation": 1}, "voice_activation must be a boolean"),
    ({"audio_insert": "loud"}, "audio_insert must be one of enabled, disabled, audio_only"),
    ({"audio_insert_position": "1,2"}, "audio_insert_position must have x and y"),
    ({"audio_insert_position": {"x": "1e400"}}, "audio_insert_position[x] must be a finite number"),
    ({"audio_insert_position": {"y": 20000}}, "audio_insert_position[y] must be between -10000 and 10000"),
])
def test_invalid_requests_say_what_is_wrong(params, message):
    with pytest.raises(LayoutError) as raised:
        parse(params)
    assert message in str(raised.value)


def test_a_map_must_fit_the_widescreen_canvas():
    params = {"layout": "custom", "map": "[[0,0,1280,960]]", "users": ["a"]}
    assert parse(params, canvas=SD).map == (Slot(0, 0, 1280, 960),)
    with pytest.raises(LayoutError, match="outside the 1280x720 picture"):
        parse(params, canvas=WIDE)


def test_settings_from_room_options():
    settings = settings_from_options({"layout": "auto", "show_names": False, "voice_activation": True,
                                      "audio_insert": "disabled", "audio_insert_position": {"x": 3, "y": None}})
    assert settings == LayoutSettings(show_names=False, voice_activation=True, audio_insert="disabled",
                                      audio_insert_position=(3, None))
    assert settings_from_options({}) == AUTO


# -- arrange ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("count", range(0, 13))
def test_auto_grows_with_the_people(count):
    expected = {0: 1, 1: 1, 2: 2, 3: 4, 4: 4, 5: 6, 6: 6}.get(count, 9)
    for settings in (None, AUTO):
        tiles = arrange(settings, people(count), canvas=SD)
        assert len(tiles) == expected
        assert [t.slot for t in tiles] == slots_for(None, count, SD)
        shown = [s for s in sources(tiles) if s is not None]
        assert shown == people(count)[:9]  # join order, at most nine


def test_users_order_and_fill_in_auto():
    settings = LayoutSettings(users=("u3", "", "u1"))
    assert sources(arrange(settings, people(4), canvas=SD)) == ["u3", "u2", "u1", "u4"]
    # more people than the order names: the grid grows for them
    assert sources(arrange(settings, people(6), canvas=SD)) == ["u3", "u2", "u1", "u4", "u5", "u6"]


def test_placeholders_and_absent_ids_reserve_their_slot():
    settings = LayoutSettings(name="four", users=("_placeholder", "u2", "gone", ""))
    assert sources(arrange(settings, people(3), canvas=SD)) == [None, "u2", None, "u1"]
    settings = LayoutSettings(users=("_placeholder", "u1"))
    assert sources(arrange(settings, ["u1"], canvas=WIDE)) == [None, "u1"]


def test_named_auto_layout_fills_empty_slots_in_join_order():
    settings = LayoutSettings(name="present-lower-3", users=("u4",))
    assert sources(arrange(settings, people(5), canvas=SD)) == ["u4", "u1", "u2", "u3"]


def test_custom_layouts_leave_empty_slots_empty():
    settings = LayoutSettings(layout="custom", name="four", users=("u2", ""))
    assert sources(arrange(settings, people(4), canvas=SD)) == ["u2", None, None, None]
    settings = LayoutSettings(layout="custom", users=("u3", "u1", ""))  # no name: the grid of 3 entries
    tiles = arrange(settings, people(5), canvas=SD)
    assert sources(tiles) == ["u3", "u1", None, None] and [t.slot for t in tiles] == slots_for("four", 0, SD)


@pytest.mark.parametrize("fit", ["auto", "contain", "cover"])
def test_custom_map_keeps_each_fit(fit):
    boxes = (Slot(0, 0, 100, 100, fit), Slot(100, 0, 100, 100, "cover"), Slot(0, 100, 300, 200, fit))
    settings = LayoutSettings(layout="custom", name="mine", map=boxes, users=("u2", "", "u1"))
    tiles = arrange(settings, people(3), canvas=SD)
    assert [t.slot for t in tiles] == list(boxes) and sources(tiles) == ["u2", None, "u1"]
    assert layout_number(settings, tiles) == CUSTOM_NUMBER + 3
    filled = arrange(LayoutSettings(map=boxes, users=("u2", "", "")), people(3), canvas=SD)
    assert sources(filled) == ["u2", "u1", "u3"]  # a map with layout=auto fills its empty slots


def test_voice_activation_shows_the_speakers_when_there_are_more_people_than_slots():
    crowd = people(12)
    speakers = ["u11", "u12"]
    plain = arrange(LayoutSettings(), crowd, canvas=SD, speakers=speakers)
    assert sources(plain) == crowd[:9]
    voice = arrange(LayoutSettings(voice_activation=True), crowd, canvas=SD, speakers=speakers)
    shown = sources(voice)
    assert "u11" in shown and "u12" in shown and len(shown) == 9
    assert shown == [p for p in crowd if p in shown]  # the chosen stay in join order
    assert shown[:7] == crowd[:7]
    # room for everyone: speaking changes nothing
    assert sources(arrange(LayoutSettings(voice_activation=True), people(4), canvas=SD,
                           speakers=["u4"])) == people(4)
    named = LayoutSettings(name="two", users=("u1", ""), voice_activation=True)
    assert sources(arrange(named, people(5), canvas=SD, speakers=["u4", "u5"])) == ["u1", "u4"]


def test_presenter_turns_auto_into_a_presentation_layout():
    for count, name in [(1, "one"), (2, "present-lower-3"), (4, "present-lower-3"), (5, "present-upper-6"),
                        (7, "present-upper-6"), (8, "present-upper-right-9"), (12, "present-upper-right-9")]:
        crowd = people(count)
        tiles = arrange(None, crowd, canvas=WIDE, presenter="u2" if count > 1 else "u1")
        assert [t.slot for t in tiles] == slots_for(name, 0, WIDE), count
        assert tiles[0].source == ("u2" if count > 1 else "u1")
        shown = [s for s in sources(tiles) if s is not None]
        assert len(shown) == len(set(shown)) == min(count, 10)
        assert layout_number(None, tiles) == LAYOUT_NUMBERS[name]


def test_presenter_in_a_named_present_layout_takes_the_big_slot():
    settings = LayoutSettings(name="present-lower-3", users=("u1", "", "u2", ""))
    assert sources(arrange(settings, people(4), canvas=SD, presenter="u2")) == ["u2", "u1", "u3", "u4"]
    custom = LayoutSettings(layout="custom", name="present-lower-3", users=("u1", "u3", "", ""))
    assert sources(arrange(custom, people(4), canvas=SD, presenter="u3")) == ["u3", None, None, None]
    # a named grid is kept: the presenter is one of the people there
    grid = LayoutSettings(name="four", users=("u1", "", "", ""))
    assert sources(arrange(grid, people(3), canvas=SD, presenter="u3")) == ["u1", "u2", "u3", None]


def test_absent_presenter_changes_nothing_and_screencast_forces_the_presentation():
    assert sources(arrange(None, people(3), canvas=SD, presenter="gone")) == ["u1", "u2", "u3", None]
    custom = LayoutSettings(layout="custom", name="four", users=("u1", "", "", ""))
    tiles = arrange(custom, people(3), canvas=SD, presenter="u3", screencast=True)
    assert [t.slot for t in tiles] == slots_for("present-lower-3", 0, SD)
    assert sources(tiles) == ["u3", "u1", "u2", None]
    tiles = arrange(None, people(2), canvas=SD, screencast=True)  # nobody presents: the first one shares
    assert sources(tiles)[:3] == ["u1", "u2", None]


def test_nobody_appears_twice():
    settings = LayoutSettings(name="four", users=("u1", "u1", "", "u1"))
    assert sources(arrange(settings, people(2) + ["u1"], canvas=SD)) == ["u1", None, "u2", None]
    assert sources(arrange(None, ["a", "a", "b"], canvas=SD)) == ["a", "b"]


def test_playbacks_are_sources_like_people():
    settings = LayoutSettings(users=("media-intro", ""))
    assert sources(arrange(settings, ["u1", "media-intro"], canvas=SD)) == ["media-intro", "u1"]


def test_layout_numbers():
    assert layout_number(None, arrange(None, people(4), canvas=SD)) == 4
    assert layout_number(None, arrange(None, people(7), canvas=WIDE)) == 9
    named = LayoutSettings(name="present-vertical-9", users=("",))
    assert layout_number(named, arrange(named, people(3), canvas=SD)) == LAYOUT_NUMBERS["present-vertical-9"]
    assert layout_number(None, []) == CUSTOM_NUMBER


def test_the_slot_of_someone_who_left_is_filled_unless_the_layout_is_custom():
    """Placed in the big slot, then gone: the others fill the slot (a layout that fills empty slots), and a
    custom layout keeps it empty; a placeholder never seen in the picture still reserves its slot."""
    settings = LayoutSettings(name="present-lower-3", users=("u3", "", "", ""))
    assert sources(arrange(settings, people(3), canvas=SD)) == ["u3", "u1", "u2", None]
    after = arrange(settings, ["u1", "u2"], canvas=SD, departed={"u3"})
    assert sources(after) == ["u1", "u2", None, None]
    # as the host console sends it: every slot's user (nobody left to fill the big slot with)
    console = LayoutSettings(name="present-lower-3", users=("u3", "u1", "u2", ""))
    assert sources(arrange(console, ["u3", "u1", "u2", "u4"], canvas=SD)) == ["u3", "u1", "u2", "u4"]
    assert sources(arrange(console, ["u1", "u2", "u4"], canvas=SD, departed={"u3"})) == ["u1", "u2", "u4", None]
    assert sources(arrange(console, ["u4"], canvas=SD, departed={"u1", "u2", "u3"})) == ["u4", None, None, None]
    back = arrange(console, ["u1", "u2", "u4", "u3"], canvas=SD, departed=set())   # u3 comes back: its slot again
    assert sources(back) == ["u3", "u1", "u2", "u4"]
    custom = LayoutSettings(layout="custom", name="present-lower-3", users=("u3", "u1", "u2", ""))
    assert sources(arrange(custom, ["u1", "u2"], canvas=SD, departed={"u3"})) == [None, "u1", "u2", None]
    reserved = LayoutSettings(name="four", users=("_placeholder", "u2", "", ""))
    assert sources(arrange(reserved, ["u1", "u2"], canvas=SD, departed={"u3"})) == [None, "u2", "u1", None]
