"""Every event a meeting emits, once: its name, its fields and their types, and what the real-time socket passes
on. ``Meeting.emit`` (engine/meetings.py) refuses an event that is not in this table or whose fields differ;
the real-time hub (engine/realtime/hub.py) sends the ``wire`` fields of the kinds it passes on as they are, to
the sockets of ``to``; the client reads caption events by these names (client/captions.py). Their wire forms:
docs/engine-api.md "The real-time socket"."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

EVERYONE, PARTICIPANTS, OBSERVERS = "everyone", "participants", "observers"

Types = type | tuple[type, ...]
Record = dict   # a wire object (api/models to_json)
NUMBER = (int, float)


@dataclass(frozen=True)
class EventKind:
    name: str
    fields: dict[str, Types] = field(default_factory=dict)     # always there
    optional: dict[str, Types] = field(default_factory=dict)   # may be left out
    to: str = ""                     # the sockets the hub passes ``wire`` on to; "": it writes its own frame or none
    wire: tuple[str, ...] = ()       # in this order; an optional one left out goes as null

    def check(self, fields: dict[str, Any]) -> None:
        """TypeError unless ``fields`` are this kind's: every required one, no other, each of its type."""
        missing = [name for name in self.fields if name not in fields]
        unknown = [name for name in fields if name not in self.fields and name not in self.optional]
        if missing or unknown:
            raise TypeError(f"event {self.name}: missing {missing}, unknown {unknown}")
        for name, value in fields.items():
            expected = self.fields.get(name) or self.optional[name]
            if not isinstance(value, expected):
                raise TypeError(f"event {self.name}: {name} is {type(value).__name__}, not {expected}")


def _kinds(*kinds: EventKind) -> dict[str, EventKind]:
    return {kind.name: kind for kind in kinds}


_MESSAGE = {"id": str, "content": str, "user_id": str, "cid": str, "created_at": str}

EVENTS: dict[str, EventKind] = _kinds(
    EventKind("ready"),
    EventKind("shutdown"),
    EventKind("lock"),
    EventKind("kick", {"user_id": str}),
    EventKind("stfu", {"user": Record}),
    # participant: the engine's Participant (the hub makes each socket's room user of it)
    EventKind("participant_update", {"participant": object, "online": bool}),
    EventKind("chat", _MESSAGE),
    EventKind("custom", _MESSAGE),
    EventKind("options_update", {"options": Record}, to=EVERYONE, wire=("options",)),
    EventKind("recording_update", {"recording": Record}, to=EVERYONE, wire=("recording",)),
    EventKind("playback_update", {"playing": list}, to=EVERYONE, wire=("playing",)),
    # snapshot: the new one, for the webhooks; the sockets get the list
    EventKind("snapshot_update", {"snapshots": list}, {"snapshot": Record}, to=EVERYONE, wire=("snapshots",)),
    EventKind("broadcasts_update", {"broadcasts": list}, to=EVERYONE, wire=("broadcasts",)),
    EventKind("forwards_update", {"forwards": list, "ended": (Record, type(None))}, to=EVERYONE,
              wire=("forwards", "ended")),
    EventKind("reaction", {"user": Record, "reaction": str, "created_at": str}, to=EVERYONE,
              wire=("user", "reaction", "created_at")),
    EventKind("captions", {"enabled": bool}, {"error": str}, to=EVERYONE, wire=("enabled", "error")),
    EventKind("caption", {"user_id": str, "name": str, "text": str, "start": NUMBER, "end": NUMBER, "final": bool,
                          "line": str}, to=EVERYONE, wire=("user_id", "name", "text", "start", "end", "final", "line")),
    EventKind("caption_partial", {"user_id": str, "name": str, "text": str, "stable": str, "line": str,
                                  "start": NUMBER}, to=EVERYONE,
              wire=("user_id", "name", "line", "text", "stable", "start")),   # a phrase in progress
    EventKind("presentation_update", {"presentation": (Record, type(None))}, to=PARTICIPANTS,
              wire=("presentation",)),
    EventKind("podium_update", {"podium": list}, to=OBSERVERS, wire=("podium",)),
)

CAPTION, CAPTION_PARTIAL = EVENTS["caption"], EVENTS["caption_partial"]


def check(name: str, fields: dict[str, Any]) -> None:
    """TypeError unless ``name`` is a meeting event and ``fields`` are its fields."""
    kind = EVENTS.get(name)
    if kind is None:
        raise TypeError(f"no meeting event is called {name!r}")
    kind.check(fields)


def passed_on(to: str) -> dict[str, tuple[str, ...]]:
    """The kinds the hub passes on to the sockets of ``to`` (PARTICIPANTS or OBSERVERS), with their wire fields."""
    return {kind.name: kind.wire for kind in EVENTS.values() if kind.to in (EVERYONE, to)}
