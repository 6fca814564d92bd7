"""Rails-style bracket names <-> nested dicts.

``user[name]=Ann&options[custom_fields][locale]=de&users[]=a&users[]=b`` decodes to
``{"user": {"name": "Ann"}, "options": {"custom_fields": {"locale": "de"}}, "users": ["a", "b"]}``.
Encoding does the reverse (booleans become "true"/"false", None is left out).
"""
from __future__ import annotations

import re
from typing import Any, Iterable

_PART = re.compile(r"\[([^\[\]]*)\]")


def split_name(name: str) -> list[str]:
    """``a[b][]`` -> ["a", "b", ""]; a name without brackets is one part."""
    head, bracket, _ = name.partition("[")
    if not bracket:
        return [name]
    rest = name[len(head):]
    parts = _PART.findall(rest)
    if "".join(f"[{p}]" for p in parts) != rest:  # malformed brackets: keep the name whole
        return [name]
    return [head, *parts]


def set_path(target: dict[str, Any], parts: list[str], value: Any) -> None:
    """Store ``value`` under the bracket path ``parts``; an empty part appends to a list."""
    node: Any = target
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        nxt = None if last else parts[i + 1]
        if part == "":
            if not isinstance(node, list):
                return
            if last:
                node.append(value)
                return
            node.append({})
            node = node[-1]
            continue
        if not isinstance(node, dict):
            return
        if last:
            node[part] = value
            return
        want_list = nxt == ""
        child = node.get(part)
        if want_list and not isinstance(child, list):
            child = node[part] = []
        elif not want_list and not isinstance(child, dict):
            child = node[part] = {}
        node = child


def decode(pairs: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Decode (name, value) pairs with bracket names into a nested dict."""
    result: dict[str, Any] = {}
    for name, value in pairs:
        set_path(result, split_name(name), value)
    return result


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def encode(data: dict[str, Any], prefix: str = "") -> list[tuple[str, str]]:
    """Encode a nested dict into (name, value) pairs with bracket names."""
    pairs: list[tuple[str, str]] = []
    for key, value in data.items():
        name = f"{prefix}[{key}]" if prefix else str(key)
        if value is None:
            continue
        if isinstance(value, dict):
            pairs.extend(encode(value, name))
        elif isinstance(value, (list, tuple)):
            for item in value:
                if isinstance(item, dict):
                    pairs.extend(encode(item, f"{name}[]"))
                else:
                    pairs.append((f"{name}[]", "" if item is None else _scalar(item)))
        else:
            pairs.append((name, _scalar(value)))
    return pairs
