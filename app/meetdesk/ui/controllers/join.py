"""From a pasted link (or the host button) to a joined meeting: asks for names, waits for permalink
hosts (saying whom: "Ada has not started the meeting yet", and going on waiting while the host's computer cannot
be reached), turns every failure into a sentence for the user. "Host a meeting" on this computer opens the host's
own room (ui/controllers/host/room.py), whose guest link stays the same across restarts."""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal

from meetdesk.client import (CertificateMismatch, LinkReplaced, MeetingNotStarted, MeetingReply, ServiceClient,
                             ServiceError, ServiceUnreachable, join_from_link, parse_link, random_guest_name)
from meetdesk.tasks import TaskSet
from meetdesk.ui.controllers.host.room import HostLinks, HostRoom, host_link
from meetdesk.ui.i18n import user_language
from meetdesk.ui.hosting import NETWORK, EmbeddedEngine, ServiceEndpoint
from meetdesk.ui.settings import Settings

log = logging.getLogger(__name__)

@dataclass
class JoinedMeeting:
    client: ServiceClient               # owned by the meeting from now on
    meeting: MeetingReply
    link: str                           # what to store in the recent list
    endpoint: ServiceEndpoint | None    # known service + API key (hosting), for the host panel
    hosted: bool = False                # started with "Host a meeting" (the recent list says so)
    own_room: bool = False              # the host's own room: its link starts it again, it is never "over"


class JoinController(QObject):
    name_needed = Signal(str, str)      # room name (may be empty), suggested name
    waiting = Signal()                  # permalink meeting not started yet
    waiting_for = Signal(str)           # the sentence of the wait: whom the guest waits for, or why it still does
    busy = Signal(bool, str)
    joined = Signal(object)             # JoinedMeeting
    failed = Signal(str)
    over = Signal(str)                  # the link joined names a meeting that is over (its recent entry ends)

    def __init__(self, settings: Settings, engine: EmbeddedEngine, parent: QObject | None = None,
                 poll_interval: float = 2.0):
        super().__init__(parent)
        self.settings = settings
        self.engine = engine
        self.poll_interval = poll_interval
        self._link: str | None = None
        self.port_moved: tuple[int, int] | None = None   # (remembered, now) when the port was taken
        self.address_moved: tuple[str, str] | None = None   # (before, now): links carry another address
        self.tasks = TaskSet("join")
        self._task: asyncio.Task | None = None
        # the host's own room and the host links made for this app's engine (kept in its data directory)
        data = getattr(engine, "data_dir", None)
        self.host_links = HostLinks.of_engine(data) if data is not None else HostLinks(None)
        self.host_room = HostRoom(self.host_links)

    # ---- public
    def join(self, link: str) -> None:
        """Start joining; asks for a name through name_needed when the link is a guest link."""
        self.cancel()
        try:
            parsed = parse_link(link)
        except ValueError:
            self.failed.emit(self.tr("This is not a meeting link or access key. Paste the whole link you "
                                     "received."))
            return
        self._link = link.strip()
        if parsed.kind == "permalink_host" and self.host_links.is_room_host_token(parsed.token) and \
                not self.settings.uses_remote_service and (not parsed.api_url or self.engine.serves(parsed.api_url)):
            self._run(self._host())   # the host's own room (its recent entry): hosted as the button does
            return
        if parsed.kind in ("guest", "permalink_guest"):
            self._run(self._ask_name(parsed))
        else:
            self._run(self._join(self.settings.display_name or self.tr("Host")))

    def continue_as(self, name: str) -> None:
        """The guest name was chosen: join (or wait for the host, then join)."""
        if self._link:
            self._run(self._join(name.strip()))

    def host(self) -> None:
        self.cancel()
        self._run(self._host())

    def cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
        self.busy.emit(False, "")

    @property
    def active(self) -> bool:
        return self._task is not None and not self._task.done()

    # ---- flows
    def _run(self, coro) -> None:
        self._task = self.tasks.spawn(self._guard(coro))

    async def _guard(self, coro) -> None:
        try:
            await coro
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.info("join failed", exc_info=True)
            self.busy.emit(False, "")
            if isinstance(exc, ServiceError) and exc.status == 410 and self._link:
                self.over.emit(self._link)
            self.failed.emit(self.describe(exc))

    def _fallback_api(self) -> str | None:
        if self.engine.endpoint is not None:
            return self.engine.endpoint.base_url
        return self.settings.service_url or None

    async def _start_own_engine(self, parsed) -> None:
        """A link to this app's engine (a permalink, a recent meeting from before a restart): start it first."""
        if parsed.api_url and self.engine.endpoint is None and self.engine.serves(parsed.api_url):
            self.busy.emit(True, self.tr("Starting the meeting on this computer…"))
            await self._start_engine()

    async def _start_engine(self) -> ServiceEndpoint:
        """Start the app's engine; remembers a port moved at start and the address links carry, and notes
        when either changed since the links handed out before (told in the meeting window)."""
        s = self.settings
        endpoint = await self.engine.start()
        if self.engine.port and self.engine.bound_port and self.engine.bound_port != s.host_port:
            self.port_moved = (s.host_port, self.engine.bound_port)
            s.host_port = self.engine.bound_port   # the port was taken: links now use the next free one
            s.save()
        if endpoint.reach == NETWORK:
            address = urlsplit(endpoint.base_url).hostname or ""
            if address != s.host_last_address:
                if s.host_last_address:
                    self.address_moved = (s.host_last_address, address)
                s.host_last_address = address
                s.save()
        return endpoint

    async def _ask_name(self, parsed) -> None:
        await self._start_own_engine(parsed)
        room_name, suggest = "", True
        if parsed.kind == "permalink_guest":
            base = parsed.api_url or self._fallback_api()
            if base:
                self.busy.emit(True, self.tr("Looking up the meeting…"))
                async with ServiceClient(base) as client:
                    info = await client.get_permalink_by_token(parsed.token)
                room_name = info.room.name or ""
                suggest = bool(info.options.suggest_guest_names)
                self.busy.emit(False, "")
        suggestion = self.settings.display_name or (random_guest_name() if suggest else "")
        self.name_needed.emit(room_name, suggestion)

    async def _join(self, name: str) -> None:
        link = self._link or ""
        await self._start_own_engine(parse_link(link))
        link = self._link = self.engine.current_link(link)   # made on another network: today's address
        self.busy.emit(True, self.tr("Joining…"))
        announced, said = False, None
        while True:
            try:
                client, meeting = await join_from_link(link, name, api_url=self._fallback_api())
                break
            except (MeetingNotStarted, ServiceUnreachable) as exc:
                if isinstance(exc, ServiceUnreachable) and (not announced or isinstance(exc, CertificateMismatch)):
                    raise   # unreachable from the start: a sentence; while waiting: the host's app may restart
                if not announced:
                    announced = True
                    self.busy.emit(False, "")
                    self.waiting.emit()
                sentence = self.waiting_sentence(exc)
                if sentence != said:
                    said = sentence
                    self.waiting_for.emit(sentence)
                await asyncio.sleep(self.poll_interval)
        self.busy.emit(False, "")
        endpoint = self.engine.endpoint if self.engine.endpoint and \
            client.base_url == self.engine.endpoint.base_url.rstrip("/") else None
        parsed = parse_link(link)
        own = endpoint is not None and parsed.kind == "permalink_host" and \
            self.host_links.is_room_host_token(parsed.token)   # the recent entry of the host's own room
        self.joined.emit(JoinedMeeting(client, meeting, link, endpoint, hosted=own, own_room=own))

    def waiting_sentence(self, exc: BaseException) -> str:
        """What a guest reads while waiting: whom for, or that the host's computer cannot be reached now."""
        if isinstance(exc, ServiceUnreachable):
            return self.tr("The host's computer cannot be reached right now. MeetDesk keeps trying and lets you "
                           "in as soon as the meeting starts.")
        host = getattr(exc, "host", None)
        if host:
            return self.tr("%1 has not started the meeting yet. You will enter automatically as soon as they "
                           "start it.").replace("%1", host)
        return self.tr("This meeting has not started yet. You will enter automatically as soon as a host "
                       "starts it.")

    async def _host(self) -> None:
        s = self.settings
        if s.uses_remote_service:
            self.busy.emit(True, self.tr("Starting the meeting on %1…").replace("%1", s.service_url))
            endpoint = ServiceEndpoint(s.service_url.rstrip("/"), s.service_api_key or None)
        else:
            self.busy.emit(True, self.tr("Starting the meeting on this computer…"))
            endpoint = await self._start_engine()
        name = s.display_name or self.tr("Host")
        client = ServiceClient(endpoint.base_url, endpoint.api_key)
        title = self.tr("%1's meeting").replace("%1", name)
        options = {"lock_available": True, "kick_available": True,
                   # meetings hosted here allow virtual backgrounds, to the host and the guests alike
                   "custom_fields": {"locale": user_language(s.language), "virtual_background": True,
                                     "virtual_background_allow_guest": True,
                                     "virtual_background_allow_local_image": True}}
        own = endpoint.embedded and bool(endpoint.api_key)
        try:
            if own:   # the host's own room: the same guest link after every restart
                meeting, token = await self.host_room.start(client, name, title, options)
                link = host_link(endpoint.base_url, token, endpoint.fingerprint)
            else:
                meeting = await client.start_room(name, name=title, options=options)
                link = meeting.links.gui or meeting.access_key
        except BaseException:
            await client.aclose()
            raise
        self.busy.emit(False, "")
        self.joined.emit(JoinedMeeting(client, meeting, link, endpoint, hosted=True, own_room=own))

    # ---- messages
    def describe(self, exc: BaseException) -> str:
        if isinstance(exc, CertificateMismatch):
            return self.tr("The computer at this address does not show the certificate this link was made for, "
                           "so MeetDesk did not connect: someone may be posing as the host, or the host's "
                           "certificate changed. Ask the host for a new link.")
        if isinstance(exc, LinkReplaced):
            return self.tr("This meeting link was replaced by a new one. Ask the host for the new link.")
        if isinstance(exc, ServiceError) and exc.status == 410 and isinstance(exc.body, dict) and \
                exc.body.get("reason") == "expired":
            return self.tr("This meeting link has expired. Ask the host for a new one.")
        if isinstance(exc, ServiceUnreachable):
            return self.tr("The meeting service cannot be reached. Check the address and your network, "
                           "then try again.")
        if isinstance(exc, ServiceError):
            return {
                400: self.tr("The service did not accept the request: %1"),
                401: self.tr("The service refused the API key. Check it in Settings."),
                403: self.tr("The service refused the API key. Check it in Settings."),
                404: self.tr("This link is unknown. Check that you copied all of it."),
                410: self.tr("This meeting is over."),
                423: self.tr("This meeting is locked: nobody new can join."),
                503: self.tr("The service is busy. Try again in a moment."),
            }.get(exc.status, self.tr("The service answered with an error: %1")).replace("%1", exc.message)
        if isinstance(exc, ValueError) and "service" in str(exc):
            return self.tr("This access key does not say where its meeting runs. Paste the whole link, or set "
                           "the service address in Settings.")
        if isinstance(exc, ValueError):
            return self.tr("This is not a meeting link or access key. Paste the whole link you received.")
        return self.tr("Something went wrong: %1").replace("%1", str(exc) or type(exc).__name__)
