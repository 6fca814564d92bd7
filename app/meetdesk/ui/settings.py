"""User settings of the desktop app, persisted as JSON in the user's config directory (platformdirs)."""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from meetdesk.files import private_dir

APP_NAME = "meetdesk"
LANGUAGES = ("en", "de", "fr")
MAX_RECENT = 8
# The microphone's processing switches (issue 17, sound): each on by default; musicians switch them off.
SOUND_SWITCHES = ("echo_cancellation", "noise_suppression", "auto_gain")
JOIN_SWITCHES = ("join_muted", "join_camera_off")   # how meetings start: microphone muted, camera off
VIEW_SWITCHES = ("self_view_hidden",)               # the meeting window as you left it last time
AWAY_SWITCHES = ("mini_window", "notifications")    # while the meeting window is away (ui/controllers/away.py)
HOST_SWITCHES = ("host_allow_network",)   # what the app's engine may reach for the host (ui/hosting.py)


def config_dir() -> Path:
    """Directory of settings.json; MEETDESK_CONFIG_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("MEETDESK_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """Directory of the embedded engine's data; MEETDESK_DATA_DIR overrides it."""
    override = os.environ.get("MEETDESK_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


@dataclass
class RecentMeeting:
    title: str
    link: str
    joined_at: float = 0.0
    room_id: str = ""        # one entry per room
    hosted: bool = False     # started here with "Host a meeting" (else joined)
    ended: bool = False      # the meeting was seen ending (its link answers "over" unless it starts again)


def _number(value: object) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


@dataclass
class Settings:
    display_name: str = ""
    avatar: str = ""                 # local image path or URL; empty = initials
    camera: str = ""                 # device id from meetdesk.media.devices; empty = first / synthetic
    microphone: str = ""
    speaker: str = ""                # audio output device id (QtMultimedia); empty = system default
    language: str = ""               # "en", "de", "fr"; empty = never chosen: the system's (ui/i18n.py)
    service_url: str = ""            # remote service: empty = host on the embedded engine
    service_api_key: str = ""
    background_mode: str = "none"    # virtual background: none, blur, image (in rooms that allow it)
    background_image: str = ""       # "builtin:<name>", "room" (the room's picture) or a local image path
    recent: list[RecentMeeting] = field(default_factory=list)
    # ---- hosting on the embedded engine (ui/hosting.py)
    host_reach: str = "network"      # who can join meetings hosted here: "network" or "local" (this computer)
    host_address: str = ""           # the address links carry on the network; empty: the default route's
    host_port: int = 8765            # kept across restarts (links stay valid); moved when taken at start
    host_last_address: str = ""      # the address links carried when last hosting on the network (a change is told)
    host_allow_network: bool = False  # streams, forwards and webhooks may go to this computer and its network
    # ---- how a meeting starts (JOIN_SWITCHES)
    join_muted: bool = False
    join_camera_off: bool = False
    self_view_corner: str = "bottom-right"   # where your own camera sits on the stage (dragged there)
    self_view_hidden: bool = False           # you hid your own view (its eye): meetings start with it hidden
    # ---- sound: the microphone's processing (SOUND_SWITCHES)
    echo_cancellation: bool = True
    noise_suppression: bool = True
    auto_gain: bool = True
    # ---- away from the meeting window (AWAY_SWITCHES): the mini window, where it was dragged, notifications
    mini_window: bool = True
    notifications: bool = True
    mini_window_pos: list[int] = field(default_factory=list)   # [x, y]; empty: the screen's bottom right
    # ---- live captions of meetings hosted here: another faster-whisper model folder (empty: the built-in tiny.en)
    captions_model: str = ""

    @property
    def uses_remote_service(self) -> bool:
        return bool(self.service_url.strip())

    def add_recent(self, title: str, link: str, room_id: str = "", hosted: bool = False) -> None:
        """Put a meeting at the top of the recent list: one entry per room (and per link). A meeting hosted
        again replaces the ended ones hosted before under the same name, which no link reaches any more."""
        title = title or link
        self.recent = [r for r in self.recent
                       if r.link != link and not (room_id and r.room_id == room_id)
                       and not (hosted and r.hosted and r.ended and r.title == title)]
        self.recent.insert(0, RecentMeeting(title=title, link=link, joined_at=time.time(), room_id=room_id,
                                            hosted=hosted))
        del self.recent[MAX_RECENT:]

    def remove_recent(self, link: str) -> None:
        self.recent = [r for r in self.recent if r.link != link]

    def mark_ended(self, link: str = "", room_id: str = "") -> bool:
        """Mark the entry of this link or room as ended; whether one was."""
        found = False
        for entry in self.recent:
            if (link and entry.link == link) or (room_id and entry.room_id == room_id):
                entry.ended = found = True
        return found

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        try:
            raw = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(raw, dict):
            return cls()
        known = {k: v for k, v in raw.items()
                 if k in cls.__dataclass_fields__
                 and k not in ("recent", "host_port", *SOUND_SWITCHES, *JOIN_SWITCHES, *VIEW_SWITCHES, *AWAY_SWITCHES,
                               *HOST_SWITCHES)}
        settings = cls(**{k: v for k, v in known.items() if isinstance(v, str)})
        for item in raw.get("recent") or []:
            if isinstance(item, dict) and isinstance(item.get("link"), str):
                settings.recent.append(RecentMeeting(
                    str(item.get("title") or item["link"]), item["link"], _number(item.get("joined_at")),
                    str(item.get("room_id") or ""), item.get("hosted") is True, item.get("ended") is True))
        for name in (*SOUND_SWITCHES, *JOIN_SWITCHES, *VIEW_SWITCHES, *AWAY_SWITCHES, *HOST_SWITCHES):
            # ---- switches: only true booleans count
            if isinstance(raw.get(name), bool):
                setattr(settings, name, raw[name])
        if settings.language and settings.language not in LANGUAGES:
            settings.language = "en"
        pos = raw.get("mini_window_pos")
        if isinstance(pos, list) and len(pos) == 2 and all(type(n) is int and abs(n) < 100_000 for n in pos):
            settings.mini_window_pos = pos
        port = raw.get("host_port")
        if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535:
            settings.host_port = port
        if settings.self_view_corner not in ("bottom-right", "bottom-left", "top-right", "top-left"):
            settings.self_view_corner = "bottom-right"
        if settings.host_reach not in ("network", "local"):
            settings.host_reach = "network"
        if settings.background_mode not in ("none", "blur", "image"):
            settings.background_mode = "none"
        return settings

    def save(self) -> None:
        path = self.path()
        private_dir(path.parent)   # names, links with access keys: the user's only
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
        os.replace(tmp, path)


# -- custom layout maps the host saved, by name per room ---------------------------------------------------------

MAX_SAVED_MAPS = 40     # per room
MAX_MAP_NAME = 64       # characters, as the service allows for a layout name


def _layout_maps_path() -> Path:
    """layout_maps.json beside settings.json: a file of its own, because the app saves its Settings whole and
    would overwrite maps saved from the host console meanwhile."""
    return config_dir() / "layout_maps.json"


def _read_layout_maps() -> dict:
    try:
        raw = json.loads(_layout_maps_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return raw if isinstance(raw, dict) else {}


def _valid_box(box: object) -> tuple[int, int, int, int, str] | None:
    """[x, y, w, h, fit] with whole numbers in the canvas and a known fit, else None."""
    from meetdesk.client.layout_geometry import FITS
    if not isinstance(box, list) or len(box) != 5 or box[4] not in FITS:
        return None
    numbers = box[:4]
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1280 for n in numbers):
        return None
    x, y, w, h = numbers
    return (x, y, w, h, box[4]) if w > 0 and h > 0 else None


def saved_layout_maps(room_id: str) -> dict[str, list[tuple[int, int, int, int, str]]]:
    """The maps saved for ``room_id``: name -> boxes (x, y, w, h, fit), in the order they were saved.
    Whatever in the file is malformed is left out."""
    from meetdesk.client.layout_geometry import MAX_SLOTS
    rooms = _read_layout_maps().get(room_id)
    maps: dict[str, list[tuple[int, int, int, int, str]]] = {}
    if not isinstance(rooms, dict):
        return maps
    for name, boxes in list(rooms.items())[:MAX_SAVED_MAPS]:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_MAP_NAME:
            continue
        if not isinstance(boxes, list) or not 0 < len(boxes) <= MAX_SLOTS:
            continue
        valid = [_valid_box(box) for box in boxes]
        if all(valid):
            maps[name] = valid   # type: ignore[assignment]
    return maps


def _write_layout_maps(raw: dict) -> None:
    path = _layout_maps_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(raw, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def save_layout_map(room_id: str, name: str, boxes: list[tuple[int, int, int, int, str]]) -> None:
    """Save (or replace) the map ``name`` of ``room_id``; ValueError for a name or boxes that cannot be kept."""
    name = name.strip()
    if not name or len(name) > MAX_MAP_NAME:
        raise ValueError(f"a map name has 1 to {MAX_MAP_NAME} characters")
    clean = [_valid_box(list(box)) for box in boxes]
    if not clean or not all(clean):
        raise ValueError("a map needs boxes inside the picture")
    raw = _read_layout_maps()
    room = raw.get(room_id) if isinstance(raw.get(room_id), dict) else {}
    room.pop(name, None)
    if len(room) >= MAX_SAVED_MAPS:
        raise ValueError(f"at most {MAX_SAVED_MAPS} maps are kept per room")
    room[name] = [list(box) for box in clean]
    raw[room_id] = room
    _write_layout_maps(raw)


def delete_layout_map(room_id: str, name: str) -> None:
    """Forget the map ``name`` of ``room_id`` (nothing happens when there is none)."""
    raw = _read_layout_maps()
    room = raw.get(room_id)
    if isinstance(room, dict) and name in room:
        del room[name]
        _write_layout_maps(raw)
