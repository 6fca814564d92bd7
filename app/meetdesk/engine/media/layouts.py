"""Layouts of the composed picture: named layouts, custom maps, validation and slot assignment. Pure geometry:
no media, no asyncio. The geometry (canvas, slots, named layouts) is api/layout_geometry.py, which the UI's
preview shares.

A layout request (POST /rooms/<ACCESS_KEY>/layout, docs/engine-api.md "Request fields") becomes a
``LayoutSettings`` through ``parse_layout``; ``arrange`` turns the settings and the people in the call into
tiles (a slot of the canvas and who is drawn there). The rules of a request:

- ``layout`` is auto or custom. ``name`` is one of ``NAMED_LAYOUTS``, or any name together with a ``map``.
  ``users[]`` has one entry per slot: a user id, "" (an empty slot) or a placeholder such as "_placeholder"
  (a reserved slot, also what the id of someone absent amounts to). ``map`` is a JSON string or a list of
  ``[x, y, w, h, fit]`` (fit optional, default cover), at most ``MAX_SLOTS`` slots inside the canvas.
- Fields not sent keep their value. ``layout``, ``name`` and ``map`` replace the layout as a whole: what of
  them is not sent is cleared, and so is the user order unless users[] comes along. users[] alone keeps the
  layout and replaces the order. show_names, voice_activation and audio_insert[_position] alone (the docs'
  "hide names" request) change only themselves.
- ``layout=auto`` without a name and without a map is the automatic layout, 1, 2, 4, 6 or 9 tiles as people
  come; users[] (up to 9) then only orders it. That is how the public clients return to auto (php useAuto
  sends layout=auto alone, go sends it with voice_activation and show_names). The spec's "with layout=auto
  at least one users[] entry must be sent" applies where it has a meaning: layout=auto with a name or a map
  (a fixed layout whose empty slots are filled) needs at least one users[] entry, "" counting as one.
- ``layout=custom``: "" slots stay empty. With a map, users[] has exactly one entry per map slot; with a
  name, at most one per slot (the rest are empty); without either, users[] alone is the layout (the auto
  grid of that many slots: php's update(userList) sends layout=custom with users[] only).
- A map with ``layout=auto`` is accepted too (its empty slots are filled), as the go client can send it.
"""
from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, check_text
from meetdesk.api.layout_geometry import (FITS, MAX_SLOTS, NAMED_LAYOUTS, LayoutError, Slot,
                                          canvas_size, name_by_count, named_slots, slots_for)

LAYOUTS = ("auto", "custom")
AUDIO_INSERTS = ("enabled", "disabled", "audio_only")
MAX_VISIBLE = 9  # videos of the automatic layout
MAX_NAME = 64  # characters of a layout name
MAX_MAP_TEXT = 4096  # characters of a map sent as a JSON string
POSITION_MAX = 10_000  # px: audio insert positions lie on (or near) the canvas

# source_update "l": a number per layout (a custom map is 100 + its slot count).
LAYOUT_NUMBERS: dict[str, int] = {
    "one": 1, "two": 2, "four": 4, "six": 6, "nine": 9,
    "present-lower-3": 11, "present-upper-6": 12, "present-two-upper-6": 13,
    "present-upper-right-9": 14, "present-vertical-9": 15,
}
CUSTOM_NUMBER = 100


@dataclass(frozen=True)
class LayoutSettings:
    """What a meeting's picture follows: the layout, its user order and the name overlays."""

    layout: str = "auto"  # "auto" | "custom"
    name: str | None = None  # a named layout, or any name when map is given
    users: tuple[str, ...] = ()  # per slot: a user id, "" (empty), or a placeholder like "_placeholder"
    map: tuple[Slot, ...] | None = None
    voice_activation: bool = False
    show_names: bool = True  # default: the room option show_names
    audio_insert: str = "audio_only"  # enabled | disabled | audio_only
    audio_insert_position: tuple[int | float | None, int | float | None] = (None, None)  # x, y


@dataclass(frozen=True)
class Tile:
    """A slot and what is drawn in it: a source id, None for an empty slot."""

    slot: Slot
    source: str | None


# -- geometry: api/layout_geometry.py (shared with the UI's preview) -------------------------------------------

PRESENTER_STEPS = ((0, "one"), (3, "present-lower-3"), (6, "present-upper-6"))


def _presenter_name(others: int) -> str:
    """The present-* layout an automatic layout becomes with a presenter and ``others`` more people (0 or more)."""
    return name_by_count(others, PRESENTER_STEPS, "present-upper-right-9")


# -- parsing a request ----------------------------------------------------------------------------------------

def _sent(params: Mapping[str, Any], name: str) -> bool:
    value = params.get(name)
    return value is not None and value != ""


def _json_null(value: Any) -> bool:
    """A JSON text field (map) whose text is ``null``: absent, as a JSON null is (the PyPI SDK sends
    ``map=json.dumps(None)`` in the query string of every layout request)."""
    return isinstance(value, str) and value.strip() == "null"


def _text(value: Any, name: str, max_len: int) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise LayoutError(f"{name} must be a string")
    try:
        return check_text(str(value), name, max_len)
    except ApiError as err:
        raise LayoutError(err.message) from None


def _bool(value: Any, name: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise LayoutError(f"{name} must be a boolean (true or false)")


def _number(value: Any, name: str, low: float, high: float) -> int | float:
    """A finite number in [low, high], from JSON or its text."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise LayoutError(f"{name} must be a number")
    if isinstance(value, str):
        if len(value) > 40:
            raise LayoutError(f"{name} must be a number")
        try:
            value = float(value.strip())
        except ValueError:
            raise LayoutError(f"{name} must be a number") from None
    if isinstance(value, float) and not math.isfinite(value):
        raise LayoutError(f"{name} must be a finite number")
    if not low <= value <= high:
        raise LayoutError(f"{name} must be between {low:g} and {high:g}")
    return int(value) if float(value).is_integer() else value


def _as_list(value: Any) -> Any:
    """A list as sent: lists stay, an object of indexes ({"0": a, "1": b}, the users[0]=a form) becomes the
    list in index order; anything else is returned unchanged."""
    if isinstance(value, dict) and value and all(isinstance(k, str) and k.isdigit() and len(k) < 4 for k in value):
        return [value[k] for k in sorted(value, key=int)]
    return value


def parse_users(value: Any) -> tuple[str, ...]:
    """users[]: a list (a single string is one entry) of user ids, "" or placeholders; at most MAX_SLOTS."""
    value = _as_list(value)
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], list):
        value = value[0]  # JSON {"users[]": [...]}
    if value is None:
        return ()
    if not isinstance(value, list):
        value = [value]
    if len(value) > MAX_SLOTS:
        raise LayoutError(f"users[] has {len(value)} entries; a layout has at most {MAX_SLOTS} slots")
    entries = []
    for entry in value:
        if entry is None:
            entries.append("")
            continue
        if isinstance(entry, (dict, list)) or isinstance(entry, bool):
            raise LayoutError("users[] entries must be user ids (strings)")
        entries.append(_text(entry, "users[]", MAX_ID).strip())
    return tuple(entries)


def parse_map(value: Any, canvas: tuple[int, int]) -> tuple[Slot, ...]:
    """map: a JSON string or a list of [x, y, w, h, fit]; every slot inside the canvas, at most MAX_SLOTS."""
    width, height = canvas
    if isinstance(value, str):
        if len(value) > MAX_MAP_TEXT:
            raise LayoutError(f"map is longer than {MAX_MAP_TEXT} characters")
        try:
            value = json_text.loads(value, "map")
        except ApiError as err:
            raise LayoutError(err.message) from None
    value = _as_list(value)
    if not isinstance(value, list):
        raise LayoutError("map must be a list of slots [x, y, width, height, fit]")
    if not value:
        raise LayoutError("map must have at least one slot")
    if len(value) > MAX_SLOTS:
        raise LayoutError(f"map has {len(value)} slots; at most {MAX_SLOTS} are allowed")
    slots = []
    for i, entry in enumerate(value):
        entry = _as_list(entry)
        where = f"map slot {i + 1}"
        if not isinstance(entry, list) or len(entry) not in (4, 5):
            raise LayoutError(f"{where} must be [x, y, width, height] or [x, y, width, height, fit]")
        x, y, w, h = (int(round(_number(v, f"{where} {axis}", -1e6, 1e6)))
                      for v, axis in zip(entry[:4], ("x", "y", "width", "height")))
        fit = entry[4] if len(entry) == 5 and entry[4] not in (None, "") else "cover"
        if fit not in FITS:
            raise LayoutError(f"{where} fit must be one of {', '.join(FITS)}")
        if w <= 0 or h <= 0:
            raise LayoutError(f"{where} must have a width and a height greater than 0")
        if x < 0 or y < 0 or x + w > width or y + h > height:
            raise LayoutError(f"{where} [{x}, {y}, {w}, {h}] lies outside the {width}x{height} picture")
        slots.append(Slot(x, y, w, h, fit))
    return tuple(slots)


def _audio_position(value: Any, current: tuple[Any, Any]) -> tuple[Any, Any]:
    if not isinstance(value, dict):
        raise LayoutError("audio_insert_position must have x and y")
    position = list(current)
    for i, axis in enumerate(("x", "y")):
        if axis in value:
            raw = value[axis]
            position[i] = None if raw is None or raw == "" else _number(
                raw, f"audio_insert_position[{axis}]", -POSITION_MAX, POSITION_MAX)
    return position[0], position[1]


def parse_layout(params: Mapping[str, Any], current: LayoutSettings, canvas: tuple[int, int]) -> LayoutSettings:
    """The settings after a layout request (``params`` as read_params decodes every encoding); LayoutError
    with the 400 message on anything invalid. See the module doc for the rules."""
    changes: dict[str, Any] = {}
    if "show_names" in params and params["show_names"] not in (None, ""):
        changes["show_names"] = _bool(params["show_names"], "show_names")
    if "voice_activation" in params and params["voice_activation"] not in (None, ""):
        changes["voice_activation"] = _bool(params["voice_activation"], "voice_activation")
    if _sent(params, "audio_insert"):
        if params["audio_insert"] not in AUDIO_INSERTS:
            raise LayoutError(f"audio_insert must be one of {', '.join(AUDIO_INSERTS)}")
        changes["audio_insert"] = params["audio_insert"]
    if _sent(params, "audio_insert_position"):
        changes["audio_insert_position"] = _audio_position(params["audio_insert_position"],
                                                           current.audio_insert_position)

    layout = params.get("layout")
    if layout not in (None, "") and layout not in LAYOUTS:
        raise LayoutError("layout must be auto or custom")
    name = _text(params["name"], "name", MAX_NAME).strip() if _sent(params, "name") else None
    if name == "auto":
        name = None  # the automatic layout has no name
    users = parse_users(params["users"]) if "users" in params else None
    slot_map = parse_map(params["map"], canvas) if _sent(params, "map") and not _json_null(params["map"]) else None
    if name is not None and slot_map is None and name not in NAMED_LAYOUTS:
        raise LayoutError(f"unknown layout name {name!r}: use one of {', '.join(NAMED_LAYOUTS)}, "
                          "or any name together with a map")

    if layout in (None, "") and name is None and slot_map is None and not _sent(params, "name"):
        if users is None:
            return replace(current, **changes)
        layout, name, slot_map = current.layout, current.name, current.map  # users[] alone: a new order
    elif layout in (None, ""):
        layout = current.layout
    users = users or ()
    _check_users(layout, name, slot_map, users)
    return replace(current, layout=layout, name=name, users=users, map=slot_map, **changes)


def _check_users(layout: str, name: str | None, slot_map: tuple[Slot, ...] | None, users: tuple[str, ...]) -> None:
    count = len(slot_map) if slot_map is not None else NAMED_LAYOUTS.get(name or "")
    what = f"the map has {count} slots" if slot_map is not None else f"layout {name} has {count} slots"
    if layout == "custom":
        if slot_map is not None and len(users) != count:
            raise LayoutError(f"layout=custom needs one users[] entry per map slot: {what}, "
                              f"users[] has {len(users)} entries")
        if count is None and not users:
            raise LayoutError("layout=custom needs users[] entries, a name or a map")
    elif count is not None and not users:
        raise LayoutError("layout=auto with a name or a map needs at least one users[] entry "
                          "(an empty users[] entry leaves a slot to be filled)")
    if count is not None and len(users) > count:
        raise LayoutError(f"users[] has {len(users)} entries but {what}")
    if count is None and len(users) > MAX_VISIBLE:
        raise LayoutError(f"a layout without a name or map shows at most {MAX_VISIBLE} videos: "
                          f"users[] has {len(users)} entries")


def settings_from_options(options: Mapping[str, Any]) -> LayoutSettings:
    """The settings a meeting starts with, from its room options (layout, show_names, voice_activation,
    audio_insert and its position); the user order, name and map only come with a layout request."""
    position = options.get("audio_insert_position") or {}
    return LayoutSettings(
        layout=options.get("layout") if options.get("layout") in LAYOUTS else "auto",
        voice_activation=bool(options.get("voice_activation", False)),
        show_names=bool(options.get("show_names", True)),
        audio_insert=options.get("audio_insert") if options.get("audio_insert") in AUDIO_INSERTS else "audio_only",
        audio_insert_position=(position.get("x"), position.get("y")) if isinstance(position, dict) else (None, None))


# -- who goes where -------------------------------------------------------------------------------------------

def _choose(rest: list[str], room: int, speakers: Sequence[str], voice_activation: bool) -> list[str]:
    """Who of ``rest`` (join order) gets the ``room`` free slots: the first in join order, or with voice
    activation and more people than room the speakers first (most recent first), the others after them in
    join order. The chosen keep their join order, so a new speaker takes a slot without reshuffling the
    others more than needed."""
    if len(rest) <= room:
        return rest
    if not voice_activation:
        return rest[:room]
    wanted = [s for s in dict.fromkeys(speakers) if s in rest][:room]
    wanted += [p for p in rest if p not in wanted][:room - len(wanted)]
    return [p for p in rest if p in wanted]


def arrange(settings: LayoutSettings | None, people: Sequence[str], *, canvas: tuple[int, int],
            speakers: Sequence[str] = (), presenter: str | None = None, screencast: bool = False,
            departed: Collection[str] = ()) -> list[Tile]:
    """The tiles of the picture: ``people`` are source ids in join order (user ids, playbacks as
    "media-<play_id>"), ``speakers`` those speaking, most recent first; settings None is the automatic layout.

    - users[] entries naming someone in ``people`` hold their slot; a placeholder or someone absent leaves it
      empty; "" slots are filled with the others (in join order, or speakers first with voice activation when
      there are more people than slots), except in a custom layout where they stay empty. Someone who has left
      (``departed``: was in the picture, is not now) leaves the order outside a custom layout: those after them
      move up a slot and the last is filled by the others, so the big slot of a presentation layout never stays
      a hole while someone sits in a small one (the console sends every slot's user: no "" to fill).
    - With a presenter in ``people``, the automatic layout becomes a present-* layout (by the number of the
      others) with the presenter in the big slot; a named present-* layout gets the presenter in its big slot.
      ``screencast`` (sfu_mode screencast) forces that presenter layout whatever the settings; without a
      presenter the first person takes the big slot.
    - Nobody appears twice.
    """
    settings = settings or LayoutSettings()
    people = list(dict.fromkeys(people))
    present = presenter if presenter in people else None
    if screencast and present is None and people:
        present = people[0]
    has_shape = settings.map is not None or settings.name is not None
    custom = settings.layout == "custom" and (has_shape or bool(settings.users))
    users = list(settings.users)
    if not custom:   # the others move up into the slot of someone who left (the big one first), none stays a hole
        users = [u for u in users if u not in departed or u in people]

    if present is not None and (screencast or (not has_shape and not custom)):
        others = [p for p in people if p != present]
        order = [u for u in users if u in others]
        others = order + [p for p in others if p not in order]
        slots = slots_for(_presenter_name(len(others)), 0, canvas)
        chosen = _choose(others, len(slots) - 1, speakers, settings.voice_activation)
        return [Tile(slots[0], present)] + [Tile(slot, source) for slot, source in
                                            zip(slots[1:], chosen + [None] * len(slots))]

    if settings.map is not None:
        slots = list(settings.map)
    elif settings.name is not None:
        slots = slots_for(settings.name, 0, canvas)
    elif custom:
        slots = slots_for(None, len(users), canvas)
    else:  # the automatic grid: room for the ordered entries and everyone else
        placed = {u for u in users if u in people}
        unplaced = len([p for p in people if p not in placed])
        needed = len(users) + max(0, unplaced - users.count(""))
        slots = slots_for(None, min(MAX_VISIBLE, needed), canvas)
    entries = (users + [""] * len(slots))[:len(slots)]
    if present is not None and settings.name is not None and settings.name.startswith("present-"):
        entries = [present] + ["" if e == present else e for e in entries[1:]]

    sources: list[str | None] = [None] * len(slots)
    used: set[str] = set()
    for i, entry in enumerate(entries):
        if entry and entry in people and entry not in used:
            sources[i] = entry
            used.add(entry)
    if not custom:
        free = [i for i, entry in enumerate(entries) if entry == ""]
        rest = [p for p in people if p not in used]
        for i, source in zip(free, _choose(rest, len(free), speakers, settings.voice_activation)):
            sources[i] = source
    return [Tile(slot, source) for slot, source in zip(slots, sources)]


def layout_number(settings: LayoutSettings | None, tiles: Sequence[Tile]) -> int:
    """source_update "l": the number of the named layout the tiles are laid out in (LAYOUT_NUMBERS; the
    automatic and presenter layouts count as the named one they use), or CUSTOM_NUMBER + the slot count for
    a custom map. Decided by the geometry, so ``settings`` (kept for the callers) never contradicts it."""
    shape = [tile.slot for tile in tiles]
    for widescreen in (False, True):
        canvas = canvas_size(widescreen)
        for name, number in LAYOUT_NUMBERS.items():
            if NAMED_LAYOUTS[name] == len(shape) and named_slots(name, canvas) == shape:
                return number
    return CUSTOM_NUMBER + len(shape)
