"""Meetings listed on the network: browses for MeetDesk engines' mDNS announcements (python-zeroconf's asyncio
API, AsyncZeroconf and AsyncServiceBrowser, on the running loop: the app's qasync loop, never blocked) and
reads each one's listed meetings through api/announcement.py, which checks every name and link.

What arrives is hostile: at most MAX_SERVICES engines are followed (8 meetings each, by the record's format),
at most PER_ADDRESS of them sending from one address, engines that list meetings before those that list none (40
announcers listing nothing kept a real meeting out); at most MAX_RESOLVING announcements are looked up at once;
a name or link that fails a check is left out; a link is kept only when it points at the machine whose packet
carried it (python-zeroconf's cache keeps records, not who sent them, and a device may announce records naming
another machine: _sender_listener notes each packet's sender), and of several senders of one name the newest
whose records point at itself counts (an engine answers an impostor of its name last); an engine that stops
announcing (goodbye, or its record expiring) leaves the list; ``on_change`` is called at most every
CHANGE_INTERVAL seconds, and only when the list changed (an announcer changing its records 100 times a second
kept the Qt thread 60 % busy; the window changes only the rows that changed).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from meetdesk.api.announcement import SERVICE_TYPE, NearbyMeeting, read_announcement

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf

__all__ = ["MAX_SERVICES", "NearbyBrowser", "NearbyMeeting"]

log = logging.getLogger(__name__)

MAX_SERVICES = 32          # engines followed at once
PER_ADDRESS = 4            # of them sending from one address
MAX_RESOLVING = 64         # announcements looked up at once
RESOLVE_TIMEOUT_MS = 3000  # for an announcement's address, port and TXT record
CHANGE_INTERVAL = 0.25     # s between two calls of on_change, at least
MAX_SENT_NAMES = 1024      # instance names whose senders are remembered (the oldest forgotten first)
SENDERS_PER_NAME = 4       # senders remembered per name (one engine, and a few who repeat or fake its records)


class Sent:
    """What one sender last said about one instance name: its TXT record's bytes and its SRV record's port."""

    __slots__ = ("port", "text")

    def __init__(self) -> None:
        self.text: bytes | None = None
        self.port: int | None = None


def _sender_listener(senders: dict[str, dict[str, Sent]]) -> object:
    """A zeroconf RecordUpdateListener noting, for every TXT and SRV record of a MeetDesk service that arrives,
    the address of the packet that carried it: ``senders[name][address]`` (newest name and newest sender last).
    Called while zeroconf handles the packet (before its cache takes the records), so the packet is the one its
    receiving socket's protocol holds as ``last_message`` (DNSIncoming, whose ``source`` is the sender), found by
    the record's identity."""
    from zeroconf import RecordUpdateListener
    from zeroconf.const import _TYPE_SRV, _TYPE_TXT

    suffix = "." + SERVICE_TYPE.lower()

    class Senders(RecordUpdateListener):
        def async_update_records(self, zc, now, records) -> None:  # noqa: N802 (zeroconf's name)
            source: str | None = None
            for update in records:
                record = update.new
                if record.type not in (_TYPE_TXT, _TYPE_SRV) or record.ttl == 0 \
                        or not record.name.lower().endswith(suffix):
                    continue
                if source is None:
                    source = _source_of(zc, record)
                    if source is None:
                        return
                name = record.name.lower()
                by_sender = senders.pop(name, {})   # popped and put back: the newest name last
                sent = by_sender.pop(source, None) or Sent()
                if record.type == _TYPE_TXT:
                    sent.text = record.text
                else:
                    sent.port = record.port
                by_sender[source] = sent
                while len(by_sender) > SENDERS_PER_NAME:
                    del by_sender[next(iter(by_sender))]
                senders[name] = by_sender
                while len(senders) > MAX_SENT_NAMES:
                    del senders[next(iter(senders))]

    return Senders()


def _source_of(zc: object, record: object) -> str | None:
    """The sender's address of the packet zeroconf is handling, which holds ``record``."""
    for protocol in getattr(getattr(zc, "engine", None), "protocols", ()):
        message = getattr(protocol, "last_message", None)
        if message is not None and message.source and any(answer is record for answer in message.answers()):
            return str(message.source[0]).split("%", 1)[0]
    return None


def txt_properties(text: bytes) -> dict[bytes, bytes | None]:
    """A TXT record's strings as DNS-SD key/value pairs (RFC 6763 6.3-6.4: the first of a key counts)."""
    found: dict[bytes, bytes | None] = {}
    i = 0
    while i < len(text):
        length = text[i]
        item, i = text[i + 1:i + 1 + length], i + 1 + length
        key, has_value, value = item.partition(b"=")
        if key and key not in found:
            found[key] = value if has_value else None
    return found


def choose(host: str, said: list[tuple[str, Sent]]) -> tuple[str, list[NearbyMeeting]]:
    """The sender that counts for one instance name and its checked meetings, from what each sender said (oldest
    first): a link must point at the machine whose packet carried it, and the newest sender whose records list
    meetings pointing at itself counts (an engine answers an impostor of its name last; a copy of an engine's
    record sent by another machine points elsewhere and is passed by). None listing any: the newest, no meetings."""
    for address, sent in reversed(said):
        if sent.text is not None and sent.port is not None:
            meetings = read_announcement(host, [address], sent.port, txt_properties(sent.text))
            if meetings:
                return address, meetings
    return (said[-1][0] if said else ""), []


class NearbyBrowser:
    """Follows the engines announcing on the network; ``on_change(meetings)`` after every change of the list.

    ``interfaces``: the addresses to browse on (default: every IPv4 interface)."""

    def __init__(self, on_change: Callable[[list[NearbyMeeting]], None],
                 interfaces: Sequence[str] | None = None) -> None:
        self.on_change = on_change
        self.interfaces = list(interfaces) if interfaces else None
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._by_service: dict[str, list[NearbyMeeting]] = {}
        self._address: dict[str, str] = {}   # the address each followed engine's record came from
        self._senders: dict[str, dict[str, Sent]] = {}   # instance name (lower case): {sender: what it said}
        self._resolving: dict[str, asyncio.Task] = {}
        self._told: list[NearbyMeeting] = []  # the list on_change was last given
        self._change: asyncio.TimerHandle | None = None
        self._last_change = 0.0

    @property
    def meetings(self) -> list[NearbyMeeting]:
        """Every listed meeting found, by host then name; one entry per link."""
        seen: set[str] = set()
        found: list[NearbyMeeting] = []
        for meeting in sorted((m for ms in self._by_service.values() for m in ms),
                              key=lambda m: (m.host.casefold(), m.name.casefold(), m.link)):
            if meeting.link not in seen:
                seen.add(meeting.link)
                found.append(meeting)
        return found

    @property
    def running(self) -> bool:
        return self._zc is not None

    async def start(self) -> None:
        """Start browsing (sockets opened now; answers arrive on the loop). OSError when it cannot."""
        if self._zc is not None:
            return
        from zeroconf import InterfaceChoice, IPVersion
        from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf

        self._zc = AsyncZeroconf(interfaces=self.interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        self._zc.zeroconf.async_add_listener(_sender_listener(self._senders), None)   # before anything arrives
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_state])

    async def close(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        for task in list(self._resolving.values()):
            task.cancel()
        for task in list(self._resolving.values()):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._resolving.clear()
        if self._change is not None:
            self._change.cancel()
            self._change = None
        if browser is not None:
            with contextlib.suppress(Exception):
                await browser.async_cancel()
        if zc is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(zc.async_close(), 5)
        self._senders.clear()
        if self._by_service:
            self._by_service.clear()
            self._address.clear()
        if self._told:
            self._told = []
            self.on_change([])

    def _changed(self) -> None:
        """Tell on_change the new list: now, or CHANGE_INTERVAL after the last time; nothing if it is the same."""
        if self._change is not None:
            return
        loop = asyncio.get_running_loop()
        wait = self._last_change + CHANGE_INTERVAL - loop.time()
        if wait > 0:
            self._change = loop.call_later(wait, self._tell)
        else:
            self._tell()

    def _tell(self) -> None:
        self._change = None
        self._last_change = asyncio.get_running_loop().time()
        meetings = self.meetings
        if meetings != self._told:
            self._told = meetings
            self.on_change(meetings)

    # ---- zeroconf's callbacks (on the loop)
    def _on_state(self, zeroconf: object, service_type: str, name: str, state_change: object) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            task = self._resolving.pop(name, None)
            if task is not None:
                task.cancel()
            self._address.pop(name, None)
            if self._by_service.pop(name, None) is not None:
                self._changed()
            return
        if name not in self._resolving and len(self._resolving) >= MAX_RESOLVING:
            return   # a flood of announcements: the rest is ignored until lookups finish
        previous = self._resolving.pop(name, None)
        if previous is not None:
            previous.cancel()
        self._resolving[name] = asyncio.get_running_loop().create_task(self._resolve(name))

    def _room_for(self, address: str, meetings: list[NearbyMeeting]) -> bool:
        """Whether a new engine sending from ``address`` is followed: PER_ADDRESS of one address at most; when
        MAX_SERVICES are followed, one that lists meetings takes the place of one that lists none."""
        if sum(1 for other in self._address.values() if other == address) >= PER_ADDRESS:
            return False
        if len(self._by_service) < MAX_SERVICES:
            return True
        idle = next((other for other, listed in self._by_service.items() if not listed), None) if meetings else None
        if idle is None:
            return False
        del self._by_service[idle]
        self._address.pop(idle, None)
        return True

    async def _resolve(self, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        try:
            zc = self._zc
            if zc is None or not name.endswith("." + SERVICE_TYPE):
                return
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(zc.zeroconf, RESOLVE_TIMEOUT_MS):
                return
            host = name[: -len(SERVICE_TYPE) - 1]
            sender, meetings = choose(host, list(self._senders.get(name.lower(), {}).items()))
            if name not in self._by_service and not self._room_for(sender, meetings):
                return
            self._address[name] = sender
            if self._by_service.get(name) != meetings:
                self._by_service[name] = meetings
                self._changed()
        except asyncio.CancelledError:
            raise
        except Exception as exc:   # a malformed announcement: left out
            log.info("ignoring the announcement %r: %s", name, exc)
        finally:
            if self._resolving.get(name) is asyncio.current_task():
                del self._resolving[name]
