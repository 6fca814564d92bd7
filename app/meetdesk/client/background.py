"""Background effects as the UI needs them: what the room allows, the built-in pictures, and the worker that
blurs or replaces the background of local frames. The image code lives in ``meetdesk.media.background``
and ``meetdesk.media.segmentation``; the UI reaches it only here.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from meetdesk.media.background import (MODES, BackgroundImageError, BackgroundPipeline, BackgroundWorker,
                                       Effect, load_image)
from meetdesk.media.segmentation import unavailable

BUILTIN_NAMES = ("dusk", "room", "mountains")


def builtin_path(name: str) -> Path | None:
    """The file of a built-in background picture (``BUILTIN_NAMES``), or None for another name."""
    if name not in BUILTIN_NAMES:
        return None
    return Path(str(files("meetdesk.resources"))) / "backgrounds" / f"{name}.jpg"


def _flag(custom_fields: Any, name: str) -> bool:
    return isinstance(custom_fields, dict) and custom_fields.get(name) is True


def offered(custom_fields: Any, guest: bool) -> bool:
    """Whether the room offers virtual backgrounds to this participant: ``virtual_background`` on, and for
    guests ``virtual_background_allow_guest`` too."""
    return _flag(custom_fields, "virtual_background") and (
        not guest or _flag(custom_fields, "virtual_background_allow_guest"))


def local_image_allowed(custom_fields: Any) -> bool:
    """Whether the room lets participants pick a picture of their own (``virtual_background_allow_local_image``)."""
    return _flag(custom_fields, "virtual_background_allow_local_image")


def room_image_url(custom_fields: Any) -> str | None:
    """The room's own background picture (``virtual_background_image``), an http(s) URL, or None."""
    url = custom_fields.get("virtual_background_image") if isinstance(custom_fields, dict) else None
    return url if isinstance(url, str) and url.startswith(("http://", "https://")) else None


def allowed_choice(mode: str, image: str, custom_fields: Any, guest: bool) -> tuple[str, str]:
    """The saved choice ``(mode, image)`` as far as the room allows it: ("none", "") when it offers no
    virtual background, when the room picture is chosen but the room has none, or when a picture of one's own
    is chosen but the room does not allow local pictures."""
    if mode not in ("blur", "image") or not offered(custom_fields, guest):
        return "none", ""
    if mode == "image":
        if image == "room" and room_image_url(custom_fields) is None:
            return "none", ""
        if not image or (image != "room" and not image.startswith("builtin:")
                         and not local_image_allowed(custom_fields)):
            return "none", ""
    return mode, (image if mode == "image" else "")


def effect_for(mode: str, image: str, room_image: bytes | None = None) -> Effect:
    """The effect of a choice: ``image`` is "builtin:<name>", "room" (``room_image`` holds its bytes) or a
    local file path. BackgroundImageError when the picture cannot be used."""
    if mode == "blur":
        return Effect("blur")
    if mode != "image":
        return Effect()
    if image == "room":
        if not room_image:
            raise BackgroundImageError("the room's background picture is not loaded")
        return Effect("image", load_image(room_image))
    if image.startswith("builtin:"):
        path = builtin_path(image.removeprefix("builtin:"))
        if path is None:
            raise BackgroundImageError(f"no built-in background {image!r}")
        return Effect("image", load_image(path))
    if not image:
        return Effect()
    return Effect("image", load_image(image))


__all__ = [
    "BUILTIN_NAMES", "MODES", "BackgroundImageError", "BackgroundPipeline", "BackgroundWorker", "Effect",
    "allowed_choice", "builtin_path", "effect_for", "load_image", "local_image_allowed", "offered", "room_image_url", "unavailable",
]
