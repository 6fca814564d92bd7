"""Request parameters of every form the public clients send, as one nested dict.

The query string, JSON bodies (nested objects, or bracket names as keys), urlencoded and multipart forms
with bracket names (user[name], users[]) all decode to the same nested dict; body values win over query
values. Multipart files stay starlette UploadFile objects.
"""
from __future__ import annotations

import asyncio
import re
from datetime import datetime, timezone
from typing import Any
from urllib.parse import parse_qsl

from starlette.requests import Request

from meetdesk.api import form_codec, json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, MAX_NAME, check_text, check_tree
from meetdesk.api.options import parse_url

BODY_LIMIT = 256 * 1024  # bytes of a JSON or form body (docs/engine-api.md "Limits"); a route may pass its own
BODY_TIMEOUT = 30.0  # s to receive a whole body once the request head is in
ABSENT = "undefined"  # what the public browser library writes for a field it was not given


def _merge(target: dict[str, Any], data: dict[str, Any]) -> None:
    for key, value in data.items():
        if "[" in key:
            form_codec.set_path(target, form_codec.split_name(key), value)
        elif isinstance(value, dict) and isinstance(target.get(key), dict):
            _merge(target[key], value)
        else:
            target[key] = value


def _without_nulls(body: dict[str, Any]) -> dict[str, Any]:
    """A JSON object without its null members, at every depth: a JSON null for an optional field is an absent
    field, as ``undefined`` is in a form (the PyPI SDK sends ``"map": null`` with ``layout=auto``)."""
    return {key: _without_nulls(value) if isinstance(value, dict) else value
            for key, value in body.items() if value is not None}


def _present(pairs: Any) -> list[tuple[str, Any]]:
    """Form and query pairs without the ones a public client sends for an absent field."""
    return [(name, value) for name, value in pairs if not (isinstance(value, str) and value == ABSENT)]


async def read_body(request: Request, limit: int = BODY_LIMIT) -> bytes:
    """The body, read at most ``limit`` bytes far: 413 as soon as it is larger (declared or sent), 408 when it
    does not arrive within BODY_TIMEOUT. Later ``request.body()``/``form()`` calls use what was read."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.isdigit():
            raise ApiError(400, "Content-Length must be a number")
        if int(declared) > limit:
            raise ApiError(413, f"request body is larger than {limit} bytes")
    timeout = getattr(request.app.state, "body_timeout", BODY_TIMEOUT)
    chunks: list[bytes] = []
    size = 0
    try:
        async with asyncio.timeout(timeout):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise ApiError(413, f"request body is larger than {limit} bytes")
                chunks.append(chunk)
    except TimeoutError:
        raise ApiError(408, f"request body not received within {timeout:g} s") from None
    body = b"".join(chunks)
    request._body = body  # starlette's own cache: form() and body() read it from here
    return body


async def read_params(request: Request, limit: int = BODY_LIMIT) -> dict[str, Any]:
    """Decode query string and body into one nested dict that passed the input rules; 400 on a malformed
    body, 413 on one larger than ``limit``."""
    params = form_codec.decode(_present(request.query_params.multi_items()))
    raw = await read_body(request, limit)
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        try:
            form = await request.form()
        except Exception as exc:  # malformed multipart and the like
            raise ApiError(400, f"malformed form body: {exc}") from None
        _merge(params, form_codec.decode(_present(form.multi_items())))
    elif not raw.strip():
        pass
    elif ctype == "application/json" or ctype.endswith("+json") or (not ctype and raw.lstrip()[:1] == b"{"):
        body = json_text.loads(raw)
        if not isinstance(body, dict):
            raise ApiError(400, "JSON body must be an object")
        _merge(params, _without_nulls(body))
    elif not ctype or ctype == "text/plain":
        _merge(params, form_codec.decode(_present(_parse_qsl(raw))))
    else:
        raise ApiError(400, f"unsupported content type {ctype}")
    check_tree(params)
    return params


def _parse_qsl(raw: bytes) -> list[tuple[str, str]]:
    try:
        return parse_qsl(raw.decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        raise ApiError(400, "request body is not UTF-8") from None


def get_str(params: dict[str, Any], name: str, *, required: bool = False, max_len: int) -> str | None:
    """A string parameter of at most ``max_len`` characters (numbers are taken as their text); 400 for
    objects/lists or a missing value."""
    value = params.get(name)
    if value is None or value == "":
        if required:
            raise ApiError(400, f"{name} is required")
        return None
    if isinstance(value, (dict, list)) or isinstance(value, bool):
        raise ApiError(400, f"{name} must be a string")
    return check_text(str(value), name, max_len)


ROOM_ID_MAX = MAX_ID
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


PAGE_MAX = 1_000_000


def get_page(params: dict[str, Any], name: str = "page", default: int = 1) -> int:
    """A positive integer up to PAGE_MAX (page numbers are 1-based); 400 otherwise."""
    value = params.get(name)
    if value is None or value == "":
        return default
    text = str(value).strip()
    if isinstance(value, (bool, dict, list)) or not text.isascii() or not text.isdigit() or len(text) > 7:
        raise ApiError(400, f"{name} must be a whole number from 1 to {PAGE_MAX}")
    number = int(text)
    if not 1 <= number <= PAGE_MAX:
        raise ApiError(400, f"{name} must be a whole number from 1 to {PAGE_MAX}")
    return number


def parse_user(raw: Any, *, prefix: str = "user") -> dict[str, Any]:
    """Validate user parameters {id, name (required), avatar, email}; 400 on bad input.

    ``prefix`` names the fields in errors: "user" gives user[name]; "" gives plain name (guests).
    """
    def label(name: str) -> str:
        return f"{prefix}[{name}]" if prefix else name

    if raw is None or raw == "":
        raw = {}
    if not isinstance(raw, dict):
        raise ApiError(400, f"{label('name')} is required")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ApiError(400, f"{label('name')} is required")
    check_text(name, label("name"), MAX_NAME)
    user_id = raw.get("id")
    if isinstance(user_id, bool) or (user_id is not None and not isinstance(user_id, (str, int))):
        raise ApiError(400, f"{label('id')} must be a string")
    if user_id is not None:
        user_id = check_text(str(user_id), label("id"), MAX_ID).strip() or None
    email = raw.get("email")
    if email is not None and (not isinstance(email, str) or (email and "@" not in email)):
        raise ApiError(400, f"{label('email')} must be an e-mail address")
    if email:
        check_text(email, label("email"), MAX_NAME)
    return {
        "id": user_id,
        "name": name.strip(),
        "avatar": parse_url(raw.get("avatar"), label("avatar")),
        "email": email or None,
    }


def parse_timestamp(value: Any, name: str) -> str | None:
    """ISO 8601 -> UTC with milliseconds ("...Z"), years 1970 to 9999; None/"" -> None; 400 otherwise."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 64:
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp")
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00").replace("z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=timezone.utc)
        moment = moment.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp from 1970 to 9999") from None
    if moment.year < 1970:
        raise ApiError(400, f"{name} must be an ISO 8601 timestamp from 1970 to 9999")
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
