"""Meetings listed on the network: browses for MeetDesk engines' mDNS announcements (python-zeroconf's asyncio
API, AsyncZeroconf and AsyncServiceBrowser, on the running loop: the app's qasync loop, never blocked) and
reads each one's listed meetings through api/announcement.py, which checks every name and link.

What arrives is hostile: at most MAX_SERVICES engines are followed (8 meetings each, by the record's format),
a name or link that fails a check is left out, and an engine that stops announcing (goodbye, or its record
expiring) leaves the list.
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
RESOLVE_TIMEOUT_MS = 3000  # for an announcement's address, port and TXT record


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
        self._resolving: dict[str, asyncio.Task] = {}

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
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_state])

    async def close(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        for task in list(self._resolving.values()):
            task.cancel()
        for task in list(self._resolving.values()):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._resolving.clear()
        if browser is not None:
            with contextlib.suppress(Exception):
                await browser.async_cancel()
        if zc is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(zc.async_close(), 5)
        if self._by_service:
            self._by_service.clear()
            self.on_change(self.meetings)

    # ---- zeroconf's callbacks (on the loop)
    def _on_state(self, zeroconf: object, service_type: str, name: str, state_change: object) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            task = self._resolving.pop(name, None)
            if task is not None:
                task.cancel()
            if self._by_service.pop(name, None) is not None:
                self.on_change(self.meetings)
            return
        if name not in self._by_service and len(self._by_service) + len(self._resolving) >= MAX_SERVICES:
            return   # enough engines followed: a flood of announcements is ignored
        previous = self._resolving.pop(name, None)
        if previous is not None:
            previous.cancel()
        self._resolving[name] = asyncio.get_running_loop().create_task(self._resolve(name))

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
            meetings = read_announcement(host, info.parsed_addresses(), info.port or 0, info.properties or {})
            if self._by_service.get(name) != meetings:
                self._by_service[name] = meetings
                self.on_change(self.meetings)
        except asyncio.CancelledError:
            raise
        except Exception as exc:   # a malformed announcement: left out
            log.info("ignoring the announcement %r: %s", name, exc)
        finally:
            if self._resolving.get(name) is asyncio.current_task():
                del self._resolving[name]
