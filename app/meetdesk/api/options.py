"""Room options: defaults, validation of request values, and the options object of replies.

Request values come either typed (JSON) or as strings (forms, query strings). Booleans are JSON booleans or
the strings "true"/"false"; anything else where a boolean belongs is a 400.
"""
from __future__ import annotations

import copy
import re
import secrets
from typing import Any
from urllib.parse import urlparse

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_FIELD, MAX_URL, check_number, check_text

SFU_MODES = ("disabled", "screencast", "ptp")
AUDIO_INSERTS = ("enabled", "disabled", "audio_only")
LOCALES = ("en", "de", "fr")
LAYOUTS = ("auto", "custom")

# A guest name to start from where a room suggests one (suggest_guest_names): the app's name dialog and the
# engine's browser page offer one of these; the guest can change it.
GUEST_ADJECTIVES = ("Curious", "Brave", "Calm", "Bright", "Swift", "Gentle", "Clever", "Happy", "Quiet", "Bold",
                    "Witty", "Sunny", "Lucky", "Kind", "Keen", "Merry")
GUEST_ANIMALS = ("Otter", "Falcon", "Panda", "Fox", "Heron", "Lynx", "Koala", "Badger", "Dolphin", "Owl", "Puffin",
                 "Tiger", "Beaver", "Robin", "Seal", "Wren")


def random_guest_name() -> str:
    return f"{secrets.choice(GUEST_ADJECTIVES)} {secrets.choice(GUEST_ANIMALS)}"


BOOL_OPTIONS = (
    "show_names", "show_label", "recording_available", "broadcast_available", "reaction_available",
    "suggest_guest_names", "layout_available", "guest_token_available", "lock_available", "kick_available",
    "widescreen", "voice_activation",
)
BOOL_CUSTOM_FIELDS = ("hide_chat", "virtual_background", "virtual_background_allow_guest",
                      "virtual_background_allow_local_image")
URL_CUSTOM_FIELDS = ("virtual_background_image", "logo")

DEFAULT_CUSTOM_FIELDS: dict[str, Any] = {
    "locale": "en",
    "hide_chat": False,
    "virtual_background": False,
    "virtual_background_allow_guest": False,
    "virtual_background_image": None,
    "logo": None,
}

DEFAULT_OPTIONS: dict[str, Any] = {
    "show_names": True,
    "show_label": True,
    "exit_url": None,
    "recording_available": True,
    "broadcast_available": True,
    "layout_available": True,
    "layout": "auto",
    "reaction_available": True,
    "suggest_guest_names": True,
    "guest_token_available": True,
    "lock_available": False,
    "kick_available": True,
    "sfu_mode": "ptp",
    "layout_users": None,
    "layout_name": None,
    "layout_map": None,
    "voice_activation": False,
    "custom_fields": DEFAULT_CUSTOM_FIELDS,
    "widescreen": False,
    "background_color": "#121212",
    "audio_insert": "audio_only",
    "audio_insert_position": {"x": None, "y": None},
}

_HEX_RGB = re.compile(r"^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})$")


def parse_bool(value: Any, name: str) -> bool:
    """JSON boolean or "true"/"false" (any case); anything else is a 400."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ApiError(400, f"{name} must be a boolean (true or false)")


def parse_url(value: Any, name: str) -> str | None:
    """An absolute http(s) URL, or None for null/empty."""
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ApiError(400, f"{name} must be a URL")
    check_text(value, name, MAX_URL)
    parsed = urlparse(value.strip())
    if parsed.scheme not in ("http", "https") or not parsed.netloc or " " in value.strip():
        raise ApiError(400, f"{name} must be an http or https URL")
    return value.strip()


def parse_choice(value: Any, name: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise ApiError(400, f"{name} must be one of {', '.join(choices)}")
    return value


MAX_CUSTOM_FIELDS = 64
POSITION_MAX = 10_000  # px: audio insert positions lie on (or near) the canvas


def parse_number(value: Any, name: str, low: float = -POSITION_MAX, high: float = POSITION_MAX) -> float | int | None:
    """A finite number in [low, high] (JSON number or its text), None for null/empty; 400 otherwise."""
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ApiError(400, f"{name} must be a number")
    if isinstance(value, str):
        if len(value) > 40:
            raise ApiError(400, f"{name} must be a number")
        try:
            value = float(value)
        except ValueError:
            raise ApiError(400, f"{name} must be a number") from None
    number = check_number(value, name, low, high)
    return int(number) if float(number).is_integer() else number


def parse_string(value: Any, name: str, max_len: int = MAX_FIELD) -> str | None:
    if value is None:
        return None
    if isinstance(value, (dict, list)):
        raise ApiError(400, f"{name} must be a string")
    return check_text(str(value), name, max_len)


def default_options(**overrides: Any) -> dict[str, Any]:
    """A fresh copy of the defaults, with top-level overrides (e.g. widescreen=True for permalinks)."""
    options = copy.deepcopy(DEFAULT_OPTIONS)
    options.update(overrides)
    return options


def apply_options(base: dict[str, Any], raw: Any) -> dict[str, Any]:
    """Validate the ``options`` request value and return ``base`` updated with it (a new dict).

    Raises ApiError(400) on the first invalid value; unknown options are ignored.
    """
    options = copy.deepcopy(base)
    if raw is None or raw == "":
        return options
    if not isinstance(raw, dict):
        raise ApiError(400, "options must be an object")
    for key, value in raw.items():
        name = f"options[{key}]"
        if key in BOOL_OPTIONS:
            options[key] = parse_bool(value, name)
        elif key == "exit_url":
            options[key] = parse_url(value, name)
        elif key == "sfu_mode":
            options[key] = parse_choice(value, name, SFU_MODES)
        elif key == "audio_insert":
            options[key] = parse_choice(value, name, AUDIO_INSERTS)
        elif key == "layout":
            options[key] = parse_choice(value, name, LAYOUTS)
        elif key == "background_color":
            if not isinstance(value, str) or not _HEX_RGB.match(value.strip()):
                raise ApiError(400, f"{name} must be a hex RGB colour such as #121212")
            options[key] = value.strip()
        elif key == "audio_insert_position":
            if not isinstance(value, dict):
                raise ApiError(400, f"{name} must have x and y")
            position = dict(options.get("audio_insert_position") or {"x": None, "y": None})
            for axis in ("x", "y"):
                if axis in value:
                    position[axis] = parse_number(value[axis], f"{name}[{axis}]")
            options[key] = position
        elif key == "custom_fields":
            options[key] = apply_custom_fields(options.get("custom_fields") or {}, value)
    return options


def apply_custom_fields(base: dict[str, Any], raw: Any) -> dict[str, Any]:
    fields = dict(base)
    if raw is None or raw == "":
        return fields
    if not isinstance(raw, dict):
        raise ApiError(400, "options[custom_fields] must be an object")
    if len(set(fields) | set(raw)) > MAX_CUSTOM_FIELDS:
        raise ApiError(400, f"options[custom_fields] has more than {MAX_CUSTOM_FIELDS} fields")
    for key, value in raw.items():
        name = f"options[custom_fields][{key}]"
        if key == "locale":
            fields[key] = parse_choice(value, name, LOCALES)
        elif key in BOOL_CUSTOM_FIELDS:
            fields[key] = parse_bool(value, name)
        elif key in URL_CUSTOM_FIELDS:
            fields[key] = parse_url(value, name)
        else:
            fields[key] = parse_string(value, name)
    return fields
