"""Request parameters of every form the public clients send, as one nested dict.

The query string, JSON bodies (nested objects, or bracket names as keys), urlencoded and multipart forms
with bracket names (user[name], users[]) all decode to the same nested dict; body values win over query
values. Multipart files stay starlette UploadFile objects.
"""
from __future__ import annotations

import json
import re
from typing import Any

from starlette.requests import Request

from meetdesk.api import form_codec
from meetdesk.api.errors import ApiError


def _merge(target: dict[str, Any], data: dict[str, Any]) -> None:
    for key, value in data.items():
        if "[" in key:
            form_codec.set_path(target, form_codec.split_name(key), value)
        elif isinstance(value, dict) and isinstance(target.get(key), dict):
            _merge(target[key], value)
        else:
            target[key] = value


async def read_params(request: Request) -> dict[str, Any]:
    """Decode query string and body into one nested dict; 400 on a malformed body."""
    params = form_codec.decode(request.query_params.multi_items())
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        try:
            form = await request.form()
        except Exception as exc:  # malformed multipart and the like
            raise ApiError(400, f"malformed form body: {exc}") from None
        _merge(params, form_codec.decode(form.multi_items()))
        return params
    raw = await request.body()
    if not raw.strip():
        return params
    if ctype == "application/json" or ctype.endswith("+json") or (not ctype and raw.lstrip()[:1] == b"{"):
        try:
            body = json.loads(raw)
        except ValueError:
            raise ApiError(400, "request body is not valid JSON") from None
        if not isinstance(body, dict):
            raise ApiError(400, "JSON body must be an object")
        _merge(params, body)
        return params
    if not ctype or ctype == "text/plain":
        _merge(params, form_codec.decode(_parse_qsl(raw)))
        return params
    raise ApiError(400, f"unsupported content type {ctype}")


def _parse_qsl(raw: bytes) -> list[tuple[str, str]]:
    from urllib.parse import parse_qsl
    try:
        return parse_qsl(raw.decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        raise ApiError(400, "request body is not UTF-8") from None


def get_str(params: dict[str, Any], name: str, *, required: bool = False) -> str | None:
    """A string parameter (numbers are taken as their text); 400 for objects/lists or a missing value."""
    value = params.get(name)
    if value is None or value == "":
        if required:
            raise ApiError(400, f"{name} is required")
        return None
    if isinstance(value, (dict, list)) or isinstance(value, bool):
        raise ApiError(400, f"{name} must be a string")
    return str(value)


ROOM_ID_MAX = 128
ROOM_ID_PATTERN = re.compile(r"[A-Za-z0-9._~@-]+")


def parse_room_id(value: Any, name: str = "id") -> str:
    """A room id: trimmed, 1-128 characters of A-Z a-z 0-9 . _ ~ @ -; 400 otherwise."""
    if isinstance(value, (dict, list, bool)) or value is None:
        raise ApiError(400, f"{name} must be a string")
    text = str(value).strip()
    if not text:
        raise ApiError(400, f"{name} must not be empty")
    if len(text) > ROOM_ID_MAX:
        raise ApiError(400, f"{name} is longer than {ROOM_ID_MAX} characters")
    if not ROOM_ID_PATTERN.fullmatch(text):
        raise ApiError(400, f"{name} may only contain letters, digits and . _ ~ @ -")
    return text


def get_page(params: dict[str, Any], name: str = "page", default: int = 1) -> int:
    """A positive integer (page numbers are 1-based); 400 otherwise."""
    value = params.get(name)
    if value is None or value == "":
        return default
    try:
        number = int(str(value))
    except ValueError:
        raise ApiError(400, f"{name} must be an integer") from None
    if number < 1:
        raise ApiError(400, f"{name} must be greater than 0")
    return number
