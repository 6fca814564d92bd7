"""JSON in and out for the engine's REST replies and socket frames.

``loads`` is the only way hostile JSON is read: NaN, Infinity and numbers that overflow to infinity are
refused, nesting is bounded, and the result passes the input rules (``input_rules.check_tree``); every
failure is an ``ApiError(400)``. ``dumps`` never fails on a value the engine holds: a value stored before the
input rules existed (a NaN, an unpaired surrogate) is cleaned on the way out instead of breaking a listing.
"""
from __future__ import annotations

import json
import math
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import check_tree, clean


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text[:20]} is out of range")
    return number


def loads(data: str | bytes, what: str = "request body") -> Any:
    """Parse and check untrusted JSON; ApiError(400) with a readable reason on anything wrong."""
    try:
        value = json.loads(data, parse_constant=_no_constant, parse_float=_finite_float)
    except RecursionError:
        raise ApiError(400, f"{what} is nested too deeply") from None
    except UnicodeDecodeError:
        raise ApiError(400, f"{what} is not UTF-8") from None
    except ValueError as exc:
        raise ApiError(400, f"{what} is not valid JSON: {exc}") from None
    check_tree(value)
    return value


def _encode(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")


def dumps_bytes(value: Any) -> bytes:
    """Compact UTF-8 JSON of ``value``; values no JSON can carry are cleaned (see module doc)."""
    try:
        return _encode(value)
    except (ValueError, UnicodeEncodeError):
        return _encode(clean(value))


def dumps(value: Any) -> str:
    return dumps_bytes(value).decode("utf-8")
