"""Guests waiting for this host: while the app's own engine runs, it is asked every ``poll_interval`` seconds
who waits at the app's permalinks (the host's own room included) for a host to start the meeting
(``GET /permalink/waiting``, engine/permalinks.py). What changed is told: ``changed`` with every waiting
permalink, ``arrived`` with the names new since the last answer (for a notification). ``start`` opens one of
them as its host: the host's own room as "Host a meeting" does, another permalink with a host link this app
made before (``HostLinks``) or makes now with the API key.

Names come from the network: they are plain text, one line, at most 64 characters (client/rest.py), shown with
``Label`` only.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.tasks import TaskSet
from meetdesk.ui.controllers.host.room import HostLinks, host_link
from meetdesk.ui.hosting import EmbeddedEngine

log = logging.getLogger(__name__)


class _QuietPolls(logging.Filter):
    """httpx logs every request at INFO: the question asked every 2 s would fill the app's log (1800 lines an
    hour); its lines are left out, every other request's stay."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args if isinstance(record.args, tuple) else ()
        return not any("/permalink/waiting" in str(arg) for arg in args[:2])


_quiet = _QuietPolls()
logging.getLogger("httpx").addFilter(_quiet)   # idempotent: adding the same filter twice keeps one

POLL_INTERVAL = 2.0   # s between two questions to the app's own engine (on this computer: a few ms each)


@dataclass(frozen=True)
class Waiting:
    """Guests waiting at one permalink: its id, its name, whom they wait for, their names (first come first)."""
    permalink_id: str
    room_name: str
    host: str
    guests: tuple[str, ...]
    own_room: bool            # the host's own room ("Host a meeting")


class WaitingController(QObject):
    changed = Signal(list)        # list[Waiting]: every permalink with guests waiting, the longest waiting first
    arrived = Signal(object)      # Waiting: the permalink where someone new began to wait
    start_link = Signal(str)      # a host link to open (another permalink than the host's own room)
    start_own_room = Signal()     # start the host's own room (as "Host a meeting")

    def __init__(self, engine: EmbeddedEngine, links: HostLinks, host_name: Callable[[], str], parent: QObject | None = None,
                 poll_interval: float = POLL_INTERVAL):
        super().__init__(parent)
        self.engine = engine
        self.links = links
        self.host_name = host_name    # () -> the display name a new host link is made with
        self.waiting: list[Waiting] = []
        self._seen: set[tuple[str, str]] = set()   # (permalink id, name) already told
        self.tasks = TaskSet("waiting")
        self._client: ServiceClient | None = None
        self._asking = False
        self.timer = QTimer(self)
        self.timer.setInterval(int(poll_interval * 1000))
        self.timer.timeout.connect(self.poll)

    def start(self) -> None:
        self.timer.start()
        self.poll()

    def poll(self) -> None:
        """Ask the engine once (not while the previous question is open, nor while no engine of the app runs)."""
        endpoint = self.engine.endpoint
        if self._asking or endpoint is None or not endpoint.api_key:
            if endpoint is None and self.waiting:
                self._show([])
            return
        self._asking = True
        self.tasks.spawn(self._ask(endpoint.base_url, endpoint.api_key))

    async def _ask(self, base_url: str, api_key: str) -> None:
        try:
            client = self._client
            if client is None or client.base_url != base_url.rstrip("/") or client.api_key != api_key:
                if client is not None:
                    await client.aclose()
                client = self._client = ServiceClient(base_url, api_key)
            found = await client.waiting_guests()
        except ServiceError as exc:   # the engine stopping or starting again: asked again next time
            log.debug("who waits could not be asked: %s", exc)
            return
        finally:
            self._asking = False
        room = self.links.room_id
        self._show([Waiting(w["permalink_id"], w["name"], w["host"] or "", tuple(w["guests"]),
                            w["permalink_id"] == room) for w in found])

    def _show(self, waiting: list[Waiting]) -> None:
        now = {(w.permalink_id, g) for w in waiting for g in w.guests}
        for w in waiting:
            if any((w.permalink_id, g) not in self._seen for g in w.guests):
                self.arrived.emit(w)
        self._seen = now
        if waiting != self.waiting:
            self.waiting = waiting
            self.changed.emit(waiting)

    def start_meeting(self, permalink_id: str) -> None:
        """Open the permalink's meeting as its host (the notice's "Start the meeting")."""
        if permalink_id == self.links.room_id:
            self.start_own_room.emit()
            return
        self.tasks.spawn(self._start_other(permalink_id))

    async def _start_other(self, permalink_id: str) -> None:
        endpoint = self.engine.endpoint
        if endpoint is None or not endpoint.api_key:
            return
        hosts = self.links.hosts.get(permalink_id)
        if hosts:
            token = hosts[0]["token"]
        else:   # no host link of this app yet (made elsewhere with the key): one in the host's name
            async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
                try:
                    reply = await client.add_permalink_user(permalink_id, self.host_name())
                except ServiceError:
                    log.info("no host link for permalink %s", permalink_id, exc_info=True)
                    return
            token = reply.permalink.user_token or ""
            self.links.add_host(permalink_id, token, reply.user.name if reply.user else "")
        self.start_link.emit(host_link(endpoint.base_url, token, endpoint.fingerprint))

    async def aclose(self) -> None:
        self.timer.stop()
        self.tasks.cancel_all()
        if self._client is not None:
            await self._client.aclose()
            self._client = None
