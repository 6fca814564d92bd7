"""The engine announces itself on the network (DNS-SD over mDNS, python-zeroconf's asyncio API on the engine's
loop), so MeetDesk apps nearby list the meetings its hosts chose to list (engine/listing.py).

Only an engine reachable on the network announces: its links carry an IPv4 address that is not loopback,
link-local or unspecified (an engine for this computer only never does), and ``EngineConfig.announce`` is on
(`meetdesk engine --no-announce` turns it off). It announces on the interface of that address only, one service
whose TXT record (api/announcement.py) is sent again on every change of the list; stopping the engine sends the
goodbye (TTL 0) that removes it from every browser. A failure to announce (no multicast, the socket refused) is
logged and the engine runs on without it.
"""
from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import socket
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from meetdesk import __version__
from meetdesk.api.announcement import SERVICE_TYPE, announcement_txt, instance_name
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.listing import Listing

if TYPE_CHECKING:
    from zeroconf import ServiceInfo
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)


def announce_address(base_url: str) -> str | None:
    """The address to announce for an engine with this base URL: its host when that is an IPv4 address other
    machines may reach; None otherwise (loopback, link-local, unspecified, a name, IPv6)."""
    try:
        address = ipaddress.ip_address(urlsplit(base_url).hostname or "")
    except ValueError:
        return None
    if address.version != 4 or address.is_loopback or address.is_unspecified or address.is_link_local \
            or address.is_multicast:
        return None
    return str(address)


def _server_name() -> str:
    """This machine's host name as one DNS label, for the service's SRV target."""
    label = re.sub(r"[^A-Za-z0-9-]+", "-", socket.gethostname().split(".")[0]).strip("-")[:63]
    return f"{label or 'meetdesk'}.local."


class Announcer:
    """The engine's mDNS service while it runs: :meth:`start` after the engine listens, :meth:`close` before
    it stops."""

    def __init__(self, config: EngineConfig, base_url: str, listing: Listing) -> None:
        self.config = config
        self.base_url = base_url
        self.listing = listing
        self.address = announce_address(base_url) if config.announce else None
        self.name = instance_name(config.announce_name or socket.gethostname())
        self.service: ServiceInfo | None = None    # what is announced now (its name may have been made unique)
        self._zc: AsyncZeroconf | None = None
        self._dirty = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._serial = 0   # the record's version: a browser reports only a record it has not cached

    @property
    def active(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        """Begin announcing (in the background: the probe takes about a second); nothing when not reachable."""
        if self.address is None:
            log.debug("not announcing %s on the network (not reachable there, or switched off)",
                      self.base_url)
            return
        self.listing.watch(self._dirty.set)
        self._task = asyncio.get_running_loop().create_task(self._announce(), name="meetdesk-announcer")

    def _info(self, name: str) -> ServiceInfo:
        from zeroconf import ServiceInfo

        self._serial += 1
        return ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=self.config.port,
                           addresses=[socket.inet_aton(self.address)], server=_server_name(),
                           properties=announcement_txt(__version__, self.listing.entries(),
                                                             self._serial))

    async def _announce(self) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        try:
            self._zc = AsyncZeroconf(interfaces=[self.address], ip_version=IPVersion.V4Only)
            self._dirty.clear()
            info = self._info(self.name)
            await (await self._zc.async_register_service(info, allow_name_change=True))
            self.service = info
            log.info("announced on the network as %r (%s)", info.name, self.address)
            self._defend(info.name)
            while True:
                await self._dirty.wait()
                self._dirty.clear()
                info = self._info(self.service.name[: -len(SERVICE_TYPE) - 1])
                self.service = info   # before it goes out: our own packets coming back are ours, not a rival's
                await (await self._zc.async_update_service(info))
        except asyncio.CancelledError:
            raise
        except Exception as exc:   # no multicast on the interface, a socket error: the engine runs on
            log.warning("cannot announce the engine on the network (%s): %s", self.address, exc)

    def _defend(self, name: str) -> None:
        """RFC 6762 section 9: another host answering for our instance name with other records (an attacker
        pointing "Standup hosted by vm" at its own address) is answered at once with ours, whose cache-flush
        bit puts them back in every cache; said in the log."""
        from zeroconf import DNSQuestion, RecordUpdateListener
        from zeroconf.const import _CLASS_IN, _TYPE_ANY

        announcer = self

        class Defender(RecordUpdateListener):
            def async_update_records(self, zc, now, records) -> None:  # noqa: N802 (zeroconf's name)
                service = announcer.service
                if service is None:
                    return
                ours = {(r.type, r.name.lower()): r for r in service.dns_addresses()} | {
                    (r.type, r.name.lower()): r for r in (service.dns_service(), service.dns_text())}
                for update in records:
                    record = update.new
                    mine = ours.get((record.type, record.name.lower()))
                    if mine is not None and record.name.lower() == service.name.lower() and record != mine \
                            and record.ttl > 0:
                        log.warning("another host answers for %r: announcing ours again", service.name)
                        announcer._dirty.set()
                        return

        self._zc.zeroconf.async_add_listener(Defender(), DNSQuestion(name, _TYPE_ANY, _CLASS_IN))

    async def close(self) -> None:
        """Withdraw the announcement (goodbye packets) and close the mDNS sockets."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        zc, self._zc = self._zc, None
        if zc is not None:
            try:
                await asyncio.wait_for(zc.async_close(), 5)   # unregisters: the goodbye removes the service
            except Exception as exc:
                log.warning("closing the engine's announcement failed: %s", exc)
        self.service = None
