"""api/events.py: every meeting event once, typed; Meeting.emit's check, the hub's pass-through tables, and every
emit in the engine's code against the table (read from the source: an event nobody tested is checked too)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from meetdesk.api import events
from meetdesk.engine.messages import MESSAGE_TYPES

ENGINE = Path(__file__).resolve().parents[3] / "app" / "meetdesk" / "engine"


def _emits() -> list[tuple[str, int, str, list[str]]]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit"
                    and node.args and not (isinstance(node.func.value, ast.Attribute)
                                           and node.func.value.attr == "events")):
                kind = node.args[0].value if isinstance(node.args[0], ast.Constant) else None
                found.append((path.name, node.lineno, kind, [k.arg for k in node.keywords]))
    return found


def test_every_emit_in_the_engine_names_a_kind_of_the_table_with_its_fields():
    emits = _emits()
    assert len(emits) >= 24
    for where, line, kind, names in emits:
        assert None not in names, (where, line)   # no **fields: each is named
        kinds = MESSAGE_TYPES if kind is None else (kind,)   # messages.py emits chat or custom by its type
        for name in kinds:
            spec = events.EVENTS.get(name)
            assert spec is not None, (where, line, name)
            assert set(spec.fields) <= set(names) <= set(spec.fields) | set(spec.optional), (where, line, name)


def test_check_refuses_another_kind_missing_or_unknown_fields_and_wrong_types():
    events.check("caption", {"user_id": "u", "name": "Ada", "text": "Hi", "start": 1.5, "end": 2, "final": True,
                             "line": "c-1"})
    events.check("captions", {"enabled": False, "error": "no model"})
    events.check("captions", {"enabled": True})
    events.check("presentation_update", {"presentation": None})
    for name, fields, message in (
            ("captoin", {}, "no meeting event is called 'captoin'"),
            ("captions", {}, r"missing \['enabled'\]"),
            ("kick", {"user_id": "u", "name": "x"}, r"unknown \['name'\]"),
            ("captions", {"enabled": "yes"}, "enabled is str"),
            ("caption_partial", {"user_id": "u", "name": "A", "text": "t", "stable": "", "line": "l",
                                 "start": "1"}, "start is str")):
        with pytest.raises(TypeError, match=message):
            events.check(name, fields)


def test_the_hub_passes_on_the_same_kinds_and_fields_in_the_same_order_as_before():
    shared = {
        "options_update": ("options",), "recording_update": ("recording",), "playback_update": ("playing",),
        "snapshot_update": ("snapshots",), "broadcasts_update": ("broadcasts",),
        "forwards_update": ("forwards", "ended"), "reaction": ("user", "reaction", "created_at"),
        "captions": ("enabled", "error"), "caption": ("user_id", "name", "text", "start", "end", "final", "line"),
        "caption_partial": ("user_id", "name", "line", "text", "stable", "start")}
    assert events.passed_on(events.PARTICIPANTS) == {**shared, "presentation_update": ("presentation",)}
    assert events.passed_on(events.OBSERVERS) == {**shared, "podium_update": ("podium",)}
