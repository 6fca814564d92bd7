"""The layout of the composed picture, for the host console's Layout page (the view: ui/views/host/layout.py).

What the page shows comes from the meeting as it is, never from what was asked for: the layout settings from
the room options (the meeting object, then every ``options_update``), the slots and who is in them from the
call's ``source_update`` (the rectangles the engine composes, docs/engine-api.md "The signaling socket"), the
presenter from
``presentation_update``. Another host's change therefore shows here as soon as its events arrive.

The requests (POST /rooms/<key>/layout, POST/DELETE /rooms/<key>/presentation) name users by user id; the
call names them by client id. The two are matched through the people controller's user look-ups (GET
/rooms/<key>/users/<cid>), yourself through the meeting object.

Custom maps the host saves are kept by name per room in the app's settings folder (ui/settings.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client.layout_geometry import FITS, MAX_SLOTS, NAMED_LAYOUTS, Slot, canvas_size, slots_for
from meetdesk.client import MeetingReply, Options, ServiceClient, ServiceError
from meetdesk.ui import settings as app_settings
from meetdesk.ui.controllers.errors import refusal
from meetdesk.ui.controllers.host.page import ConsolePart, Page
from meetdesk.ui.controllers.people import PeopleController, Spawn, strip_domain

MAX_SOURCES = 1000   # a source_update listing more is not believed
PLACEHOLDER = "_placeholder"   # a reserved slot that stays empty (docs/engine-api.md "Request fields")


@dataclass(frozen=True)
class LayoutState:
    """The meeting's layout settings as its options echo them."""

    layout: str = "auto"                       # auto (empty slots are filled) | custom (they stay empty)
    name: str | None = None                    # a named layout, a map's name, or None (automatic)
    users: tuple[str, ...] = ()                # per slot: a user id, "" or a placeholder
    map: tuple[Slot, ...] | None = None        # the custom map's boxes (the echo carries no fit: cover)
    voice_activation: bool = False
    show_names: bool = True
    available: bool = True                     # options[layout_available]
    canvas: tuple[int, int] = (1280, 960)

    @property
    def automatic(self) -> bool:
        return self.name is None and self.map is None

    @property
    def presentation_layout(self) -> bool:
        """A present-* layout: its first slot is the big one, the presentation slot."""
        return bool(self.name and self.name.startswith("present-") and self.map is None)


@dataclass(frozen=True)
class PreviewTile:
    """A slot of the composed picture and who is in it: a client id, ``media-<play_id>`` or None (empty)."""

    slot: Slot
    source: str | None = None


def state_from_options(options: Options) -> LayoutState:
    """The layout settings of an options object; anything malformed counts as not set."""
    canvas = canvas_size(bool(options.widescreen))
    name = options.layout_name if isinstance(options.layout_name, str) and options.layout_name else None
    users = options.layout_users if isinstance(options.layout_users, list) else []
    boxes = None
    if isinstance(options.layout_map, list) and 0 < len(options.layout_map) <= MAX_SLOTS:
        boxes = tuple(slot for slot in map(_box, options.layout_map) if slot is not None) or None
    return LayoutState(
        layout="custom" if options.layout == "custom" else "auto", name=name,
        users=tuple(u if isinstance(u, str) else "" for u in users[:MAX_SLOTS]), map=boxes,
        voice_activation=bool(options.voice_activation), show_names=bool(options.show_names),
        available=options.layout_available is not False, canvas=canvas)


def _box(entry: Any) -> Slot | None:
    """[x, y, w, h] or [x, y, w, h, fit] of finite numbers, w and h > 0; None otherwise."""
    if not isinstance(entry, list) or len(entry) not in (4, 5):
        return None
    numbers = entry[:4]
    if not all(isinstance(n, (int, float)) and not isinstance(n, bool) and math.isfinite(n) and abs(n) < 1e5
               for n in numbers):
        return None
    x, y, w, h = (int(round(n)) for n in numbers)
    fit = entry[4] if len(entry) == 5 and entry[4] in FITS else "cover"
    return Slot(x, y, w, h, fit) if w > 0 and h > 0 else None


def tiles_from_source_update(update: dict) -> tuple[list[PreviewTile], str | None]:
    """The composed picture's slots (``dims``) with who is in each (``vsrc`` indexes ``src``), and the
    presenter's client id (``psrc``). Positions without a usable rectangle are left out; a malformed update
    is an empty picture."""
    src, vsrc, dims = update.get("src"), update.get("vsrc"), update.get("dims")
    if not all(isinstance(v, list) and len(v) <= MAX_SOURCES for v in (src, vsrc, dims)):
        return [], None

    def source(index: object) -> str | None:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(src):
            return None
        cid = src[index]
        return strip_domain(cid) if isinstance(cid, str) and cid else None

    tiles = []
    for i, dim in enumerate(dims):
        if not isinstance(dim, dict):
            continue
        slot = _box([dim.get("x"), dim.get("y"), dim.get("w"), dim.get("h")])
        if slot is not None:
            tiles.append(PreviewTile(slot, source(vsrc[i]) if i < len(vsrc) else None))
    return tiles, source(update.get("psrc"))


class LayoutController(ConsolePart):
    state_changed = Signal(object)          # LayoutState
    tiles_changed = Signal(list)            # list[PreviewTile]: the picture the engine composes now
                                            # (presenter_cid: who of them presents)
    presenter_changed = Signal(str)         # the name of who presents, "" when nobody does
    composed_changed = Signal(bool)         # the call shows the composed picture (layouts apply only then)
    saved_maps_changed = Signal(list)       # names of the maps saved for this room

    def __init__(self, client: ServiceClient, meeting: MeetingReply, own_cid: str, people: PeopleController,
                 spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, meeting.access_key, spawn, parent)
        self.room_id = meeting.room.id or ""
        self.own_cid = own_cid
        self.own_user_id = meeting.user.id
        self.people = people
        self.state = state_from_options(meeting.options)
        self.tiles: list[PreviewTile] = []
        self.presenter_cid: str | None = None   # who presents, as the call's source_update (psrc) says
        self.presenter_name = ""                # who presents, as the meeting's presentation says; "" nobody
        self.composed = False
        self._user_ids: dict[str, str] = {own_cid: meeting.user.id}   # client id -> user id
        self.apply_presentation(meeting.presentation)

    def attach(self, page: Page) -> None:
        """Wire the Layout page (LayoutPage) and show it the meeting's layout as it is."""
        super().attach(page, layout=self.choose_layout, map=self.send_map, person_move=self.move_person,
                       slot_clear=self.clear_slot, voice_activation=self.set_voice_activation,
                       show_names=self.set_show_names, present=self.present, stop_presenting=self.stop_presenting,
                       map_save=self.save_map, map_delete=self.delete_map)
        self.state_changed.connect(page.set_state)
        self.tiles_changed.connect(lambda _tiles: page.show_tiles())
        self.presenter_changed.connect(page.set_presenter)
        self.composed_changed.connect(page.set_composed)
        self.saved_maps_changed.connect(lambda _names: page.set_saved_maps(self.saved_maps()))
        self.people.changed.connect(page.set_people)
        page.show_controller(self)

    # ---- what the meeting reports
    def apply_options(self, options: Options) -> None:
        state = state_from_options(options)
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    def apply_source_update(self, update: dict) -> None:
        tiles, presenter = tiles_from_source_update(update)
        for tile in tiles:
            if tile.source and not tile.source.startswith("media-") and tile.source not in self._user_ids:
                self.spawn(self._learn_user_id(tile.source))
        if tiles != self.tiles or presenter != self.presenter_cid:
            self.tiles, self.presenter_cid = tiles, presenter
            self.tiles_changed.emit(tiles)

    def apply_presentation(self, presentation: Any) -> None:
        """A presentation object ({room, user}) or None, as the meeting object and presentation_update carry it."""
        user = presentation.get("user") if isinstance(presentation, dict) else None
        name = ""
        if isinstance(user, dict):
            name = user.get("name") if isinstance(user.get("name"), str) else ""
            name = name or self.tr("Someone")
        if name != self.presenter_name:
            self.presenter_name = name
            self.presenter_changed.emit(name)

    def set_composed(self, composed: bool) -> None:
        if composed != self.composed:
            self.composed = composed
            self.composed_changed.emit(composed)

    async def _learn_user_id(self, cid: str) -> None:
        user = await self.people.lookup(cid)
        if user is not None and user.id:
            self._user_ids[cid] = user.id

    # ---- facts the view needs
    def name_of(self, source: str | None) -> str:
        """What the preview writes in a slot."""
        if not source:
            return ""
        if source.startswith("media-"):
            return self.tr("Playback")
        if source == self.own_cid:
            return self.people.known_name(source) or self.tr("You")
        return self.people.known_name(source) or self.tr("Participant")

    def user_id_of(self, cid: str) -> str | None:
        return self._user_ids.get(cid)

    def slots_of(self, name: str | None) -> list[Slot]:
        """The slots a named layout (None: the automatic one for the people in the picture) has here."""
        return slots_for(name, max(1, len(self.tiles)), self.state.canvas)

    def current_order(self) -> list[str]:
        """users[] of the picture as it is: per slot the user id shown there, "" where nobody is (or someone
        whose user id is not known yet: the service fills or leaves it as before)."""
        return [self._user_ids.get(t.source, "") if t.source else "" for t in self.tiles]

    # ---- requests
    def choose_layout(self, name: str | None, fill: bool = True) -> None:
        """The automatic layout (None) or a named one; ``fill``: the service fills empty slots (layout=auto),
        else they stay empty (layout=custom). The people in the picture keep their order."""
        if name is None:
            self._send(self.tr("Could not change the layout"), layout="auto")
            return
        if name not in NAMED_LAYOUTS:
            raise ValueError(f"unknown layout {name!r}")
        count = NAMED_LAYOUTS[name]
        users = (self.current_order() + [""] * count)[:count]
        self._send(self.tr("Could not change the layout"), layout="auto" if fill else "custom", name=name,
                   users=users)

    def send_map(self, boxes: list[Slot], name: str, fill: bool = False) -> None:
        """A custom map (at most 10 boxes inside the picture), the people in the picture in its first boxes."""
        if not 0 < len(boxes) <= MAX_SLOTS:
            raise ValueError(f"a map has 1 to {MAX_SLOTS} boxes")
        users = (self.current_order() + [""] * len(boxes))[:len(boxes)]
        self._send(self.tr("Could not send the map"), layout="auto" if fill else "custom",
                   name=name.strip() or "custom", users=users,
                   map=[[b.x, b.y, b.w, b.h, b.fit] for b in boxes])

    def move_person(self, cid: str, index: int) -> None:
        """Put the participant ``cid`` into slot ``index`` of the picture; whoever was there takes their old
        slot (or leaves the picture when they were not in it)."""
        user_id = self._user_ids.get(strip_domain(cid))
        if user_id is None or not 0 <= index < len(self.tiles):
            self.failed.emit(self.tr("Could not move the participant: they are not in the call yet."))
            return
        order = self.current_order()
        if user_id in order:
            old = order.index(user_id)
            order[old], order[index] = order[index], user_id
        else:
            order[index] = user_id
        self._send(self.tr("Could not move the participant"), users=order)

    def clear_slot(self, index: int, reserve: bool = False) -> None:
        """Take whoever is in slot ``index`` out: "" (filled again by the service unless the layout keeps
        empty slots), or with ``reserve`` a placeholder that keeps it empty."""
        if not 0 <= index < len(self.tiles):
            return
        order = self.current_order()
        order[index] = PLACEHOLDER if reserve else ""
        self._send(self.tr("Could not change the slot"), users=order)

    def set_voice_activation(self, on: bool) -> None:
        self._send(self.tr("Could not change voice activation"), voice_activation=on)

    def set_show_names(self, on: bool) -> None:
        self._send(self.tr("Could not change the names"), show_names=on)

    def present(self) -> None:
        self.spawn(self._request(self.client.start_presentation(self.access_key),
                                 self.tr("Could not start presenting")))

    def stop_presenting(self) -> None:
        self.spawn(self._request(self.client.stop_presentation(self.access_key),
                                 self.tr("Could not end the presentation")))

    def _send(self, failure: str, **fields: Any) -> None:
        self.spawn(self._request(self.client.set_layout(self.access_key, **fields), failure))

    async def _request(self, coro, failure: str) -> None:
        try:
            await coro
        except ServiceError as exc:
            self.failed.emit(self.tr("%1: %2.").replace("%1", failure).replace("%2", refusal(exc)))

    # ---- saved maps (per room, in the settings folder)
    def saved_maps(self) -> dict[str, list[Slot]]:
        return {name: [Slot(*box) for box in boxes]
                for name, boxes in app_settings.saved_layout_maps(self.room_id).items()}

    def save_map(self, name: str, boxes: list[Slot]) -> bool:
        try:
            app_settings.save_layout_map(self.room_id, name, [(b.x, b.y, b.w, b.h, b.fit) for b in boxes])
        except (OSError, ValueError) as exc:
            self.failed.emit(self.tr("Could not save the map: %1.").replace("%1", str(exc)))
            return False
        self.saved_maps_changed.emit(list(self.saved_maps()))
        return True

    def delete_map(self, name: str) -> None:
        try:
            app_settings.delete_layout_map(self.room_id, name)
        except OSError as exc:
            self.failed.emit(self.tr("Could not delete the map: %1.").replace("%1", str(exc)))
        self.saved_maps_changed.emit(list(self.saved_maps()))
