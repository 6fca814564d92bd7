"""Caps on what one meeting and one API key may hold and start at once (docs/engine-api.md "Caps"), in one
place.

Every participant's access key (a guest's included: guest links are meant to be shared) may take snapshots and
start broadcasts; the API key starts forwards. Each is bounded here, per meeting and per API key (the key that
owns the meeting's room), by count and by rate:

- snapshots: at most ``snapshots_per_meeting`` listed in a running meeting's ``snapshots`` (taking ones
  included), at most ``snapshots_per_key`` kept for one key's rooms (until deleted or swept), at most
  ``snapshots_per_minute`` taken per meeting and ``snapshots_per_minute_per_key`` per key;
- broadcasts: at most ``broadcasts_per_meeting`` running (or connecting) per meeting, ``broadcasts_per_key``
  per key, ``broadcast_starts_per_minute_per_key`` attempts per key;
- forwards: at most ``forwards_per_meeting`` running (or negotiating) per meeting, ``forwards_per_key`` per
  key, ``forward_starts_per_minute_per_key`` attempts per key.

(Playbacks have their own count, engine/playbacks.py MAX_PLAYBACKS.) A request over a cap is refused before
anything is made, with the status its endpoint answers for "not now" (snapshots and broadcasts 406, as a
recording that cannot start; forwards 400, the one client error the spec lists for them) and a JSON reason that
names the cap; a refused request counts towards no rate. A count frees as soon as the thing stops or is deleted;
a rate when its minute has passed (by ``EngineConfig.clock``).
"""
from __future__ import annotations

import collections
import contextlib
from collections.abc import Callable, Iterable, Iterator

from meetdesk.api.errors import ApiError
from meetdesk.engine.config import EngineConfig, Limits
from meetdesk.engine.meetings import Meeting, MeetingRegistry
from meetdesk.engine.store import Store


WINDOW = 60.0  # s over which the rates are counted


class RateWindows:
    """Sliding one-minute windows of admitted events, by name; memory bounded by the limits times the names
    seen within the last minute."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._seen: dict[tuple[str, str], collections.deque[float]] = {}

    def _recent(self, name: tuple[str, str], now: float) -> collections.deque[float]:
        times = self._seen.get(name)
        if times is None:
            return collections.deque()
        while times and times[0] <= now - WINDOW:
            times.popleft()
        if not times:
            del self._seen[name]
        return times

    def full(self, name: tuple[str, str], limit: int) -> bool:
        return len(self._recent(name, self.clock())) >= limit

    def record(self, *names: tuple[str, str]) -> None:
        now = self.clock()
        if len(self._seen) > 4096:  # names of meetings and keys gone quiet
            for old in list(self._seen):
                self._recent(old, now)
        for name in names:
            self._seen.setdefault(name, collections.deque()).append(now)


class Caps:
    """The admission checks of snapshots, broadcasts and forwards (module doc)."""

    def __init__(self, config: EngineConfig, meetings: MeetingRegistry, store: Store) -> None:
        self.config = config
        self.meetings = meetings
        self.store = store
        self.rates = RateWindows(lambda: config.clock())
        self._taking: collections.Counter[str] = collections.Counter()  # conf_id -> snapshots being taken

    @property
    def limits(self) -> Limits:
        return self.config.limits

    def _owner(self, conf_id: str) -> str | None:
        meeting = self.meetings.by_conf(conf_id)
        return meeting.owner_key_id if meeting is not None else None

    def _rate(self, status: int, checks: list[tuple[tuple[str, str], int, str]]) -> None:
        """Refuse when any window is full; else count the request in all of them."""
        for name, limit, what in checks:
            if self.rates.full(name, limit):
                raise ApiError(status, f"{what}: at most {limit} a minute; try again later")
        self.rates.record(*(name for name, _, _ in checks))

    # -- snapshots ---------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def snapshot(self, meeting: Meeting) -> Iterator[None]:
        """Admit a snapshot of ``meeting`` (406 over a cap); it counts as listed while it is being taken."""
        limits, key = self.limits, meeting.owner_key_id or ""
        if len(meeting.snapshots) + self._taking[meeting.conf_id] >= limits.snapshots_per_meeting:
            raise ApiError(406, f"this meeting holds {limits.snapshots_per_meeting} snapshots, the most it keeps: "
                                "delete one to take another")
        if key and self.store.count_snapshots_of_key(key) + sum(
                n for conf, n in self._taking.items() if self._owner(conf) == key) >= limits.snapshots_per_key:
            raise ApiError(406, f"this room's API key holds {limits.snapshots_per_key} snapshots, the most it "
                                "keeps: delete some to take another")
        self._rate(406, [(("snapshot", meeting.conf_id), limits.snapshots_per_minute, "snapshots of this meeting"),
                         (("snapshot key", key), limits.snapshots_per_minute_per_key,
                          "snapshots of this room's API key")])
        self._taking[meeting.conf_id] += 1
        try:
            yield
        finally:
            self._taking[meeting.conf_id] -= 1
            if not self._taking[meeting.conf_id]:
                del self._taking[meeting.conf_id]

    # -- broadcasts and forwards: ``running`` names the conf_id of each one running or starting -------------
    def admit_broadcast(self, meeting: Meeting, running: Iterable[str]) -> None:
        """Admit a new broadcast of ``meeting`` (406 over a cap)."""
        limits = self.limits
        self._count(406, meeting, list(running), "broadcasts", limits.broadcasts_per_meeting,
                    limits.broadcasts_per_key)
        self._rate(406, [(("broadcast key", meeting.owner_key_id or ""), limits.broadcast_starts_per_minute_per_key,
                          "broadcast starts of this room's API key")])

    def admit_forward(self, meeting: Meeting, running: Iterable[str]) -> None:
        """Admit a new forward of ``meeting`` (400 over a cap: the spec lists no other client error for it)."""
        limits = self.limits
        self._count(400, meeting, list(running), "forwards", limits.forwards_per_meeting, limits.forwards_per_key)
        self._rate(400, [(("forward key", meeting.owner_key_id or ""), limits.forward_starts_per_minute_per_key,
                          "forward starts of this API key")])

    def _count(self, status: int, meeting: Meeting, running: list[str], what: str, per_meeting: int,
               per_key: int) -> None:
        if sum(1 for conf_id in running if conf_id == meeting.conf_id) >= per_meeting:
            raise ApiError(status, f"this meeting runs {per_meeting} {what}, the most it may: stop one first")
        key = meeting.owner_key_id
        if key and sum(1 for conf_id in running if self._owner(conf_id) == key) >= per_key:
            raise ApiError(status, f"this API key's meetings run {per_key} {what}, the most they may: stop one first")
