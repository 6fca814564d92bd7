"""Listing meetings on the network: which running meetings their hosts chose to show to MeetDesk apps nearby.

``POST /rooms/<ACCESS_KEY>/listing`` with ``listed=true|false`` (engine/http/listing.py) lists or unlists the
meeting of a host's access key; nothing is listed unless a host asks. A guest may not (403); a meeting without
guest access (405) or a locked one (423) cannot be listed, and a listed meeting leaves the list when it is
locked or ends. The announcer (engine/announcer.py) puts the listed meetings' names and guest links into the
engine's mDNS announcement and is told of every change.
"""
from __future__ import annotations

from collections.abc import Callable

from meetdesk.api import links
from meetdesk.api.errors import ApiError
from meetdesk.engine.address import EngineAddress
from meetdesk.engine.meetings import Meeting, Participant


class Listing:
    """The listed meetings, in the order they were listed."""

    def __init__(self, address: EngineAddress) -> None:
        self.address = address
        # conf_id -> (meeting, the name of the host who listed it, unsubscribe)
        self._listed: dict[str, tuple[Meeting, str, Callable[[], None]]] = {}
        self._watchers: list[Callable[[], None]] = []

    def watch(self, watcher: Callable[[], None]) -> None:
        """Call ``watcher()`` after every change of the list."""
        self._watchers.append(watcher)

    def is_listed(self, meeting: Meeting) -> bool:
        return meeting.conf_id in self._listed

    def set_listed(self, meeting: Meeting, participant: Participant, listed: bool) -> bool:
        """List or unlist ``meeting`` for one of its hosts; the new state."""
        if participant.guest:
            raise ApiError(403, "only a host can list the meeting on the network")
        if not listed:
            self._remove(meeting)
            return False
        if not meeting.options.get("guest_token_available", True):
            raise ApiError(405, "guest access is not available in this meeting, so it cannot be listed")
        if meeting.locked:
            raise ApiError(423, "meeting is locked")
        if meeting.conf_id not in self._listed:
            unsubscribe = meeting.events.subscribe(lambda event: self._on_event(meeting, event))
            self._listed[meeting.conf_id] = (meeting, participant.name or "", unsubscribe)
            self._changed()
        return True

    def entries(self) -> list[tuple[str, str, str]]:
        """(name, guest link, the host's name) of every listed meeting, as the announcement carries them (the
        host's name is who listed it: "Hosted by Ada", not the machine's name)."""
        base, pin = self.address.base_url, self.address.fingerprint
        # the link the host hands out (a permalink's meeting: its permalink guest link, rooms.py does the same)
        return [(meeting.name or "Meeting",
                 links.guest_link(base, meeting.guest_token, pin, permalink=bool(meeting.permalink_id)), host)
                for meeting, host, _ in self._listed.values()]

    def _on_event(self, meeting: Meeting, event: dict) -> None:
        if event.get("type") in ("shutdown", "lock"):
            self._remove(meeting)

    def _remove(self, meeting: Meeting) -> None:
        entry = self._listed.pop(meeting.conf_id, None)
        if entry is not None:
            entry[2]()
            self._changed()

    def _changed(self) -> None:
        for watcher in list(self._watchers):
            watcher()
