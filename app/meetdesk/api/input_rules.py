"""Input rules at the edge: what any value from the network must be before anything looks at it.

Every request's parameters (all four body encodings and the query string) and every socket frame pass
``check_tree`` once, right after decoding: strings without lone surrogates or NUL and no longer than
``MAX_TEXT``; numbers finite and within ``MAX_NUMBER``; at most ``MAX_DEPTH`` levels and ``MAX_VALUES``
values. The field parsers (names, URLs, ids, timestamps) add their own, tighter limits on top
(``check_text``). The limits are stated in docs/engine-api.md ("Input rules").
"""
from __future__ import annotations

import math
from typing import Any

from meetdesk.api.errors import ApiError

MAX_TEXT = 16_384  # any string in a request (chat content is the longest field)
MAX_NAME = 256  # user, room and permalink names
MAX_URL = 2_048  # avatar, exit_url, logo, images
MAX_ID = 128  # room ids, user ids
MAX_FIELD = 2_048  # free-form custom fields
MAX_DEPTH = 8  # nesting of objects and lists (the API itself needs 4)
MAX_VALUES = 2_000  # values in one request
MAX_NUMBER = 1e9  # magnitude of any number


def _bad_char(text: str) -> str | None:
    """Why ``text`` is not acceptable text, or None: a NUL or an unpaired surrogate code point."""
    if "\x00" in text:
        return "must not contain NUL characters"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "must be valid Unicode (it has an unpaired surrogate)"
    return None


def check_text(value: str, name: str, max_len: int = MAX_TEXT) -> str:
    """``value`` unchanged when it is acceptable text of at most ``max_len`` characters; 400 otherwise."""
    problem = _bad_char(value)
    if problem:
        raise ApiError(400, f"{name} {problem}")
    if len(value) > max_len:
        raise ApiError(400, f"{name} is longer than {max_len} characters")
    return value


def check_number(value: float | int, name: str, low: float = -MAX_NUMBER, high: float = MAX_NUMBER) -> float | int:
    """A finite number within [low, high]; 400 otherwise."""
    if isinstance(value, float) and not math.isfinite(value):
        raise ApiError(400, f"{name} must be a finite number")
    if not low <= value <= high:
        raise ApiError(400, f"{name} must be between {low:g} and {high:g}")
    return value


def _child(name: str, key: Any) -> str:
    return f"{name}[{key}]" if name else str(key)


def check_tree(value: Any, name: str = "") -> None:
    """Walk a decoded request (dicts, lists, strings, numbers, bools, None, uploads) and 400 on the first
    value that breaks the rules above. Iterative, so that no nesting can exhaust the stack."""
    count = 0
    stack: list[tuple[Any, str, int]] = [(value, name, 0)]
    while stack:
        item, path, depth = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise ApiError(400, f"too many values in the request (at most {MAX_VALUES})")
        if isinstance(item, str):
            check_text(item, path or "value")
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, (int, float)):
            check_number(item, path or "value")
        elif isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                raise ApiError(400, f"{path or 'request'} is nested too deeply (at most {MAX_DEPTH} levels)")
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            for key, child in pairs:
                if isinstance(key, str):
                    check_text(key, "a field name", MAX_NAME)
                stack.append((child, _child(path, key), depth + 1))
        # anything else (an uploaded file) is checked by the field that takes it


def clean(value: Any) -> Any:
    """A copy of ``value`` that any JSON encoder accepts: non-finite numbers become null, unpaired
    surrogates become U+FFFD, NUL is dropped. For output of values stored before these rules existed."""
    if isinstance(value, str):
        return _clean_text(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {_clean_text(str(k)): clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    return value


def _clean_text(text: str) -> str:
    if _bad_char(text) is None:
        return text
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text if c != "\x00")
