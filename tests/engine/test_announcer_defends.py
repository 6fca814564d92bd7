"""The engine defends its mDNS instance name (RFC 6762 section 9, engine/announcer.py): another host that
answers for "<name>._meetdesk._tcp.local." with its own port and address has ours announced again at once, so
browsers end with the engine's records, not the impostor's (real mDNS on 127.0.0.1)."""
from __future__ import annotations

import asyncio
import socket
from types import SimpleNamespace

from zeroconf import IPVersion, RecordUpdateListener, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf
from zeroconf.const import _TYPE_SRV

from meetdesk.api.announcement import SERVICE_TYPE
from meetdesk.engine.announcer import Announcer
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.listing import Listing

LOOPBACK = "127.0.0.1"


class Ports(RecordUpdateListener):
    """The SRV ports a browser sees for one name, in order."""

    def __init__(self, name: str) -> None:
        self.name, self.seen = name.lower(), []

    def async_update_records(self, zc, now, records) -> None:  # noqa: N802
        for update in records:
            if update.new.type == _TYPE_SRV and update.new.name.lower() == self.name and update.new.ttl > 0:
                self.seen.append(update.new.port)


async def test_an_impostor_answering_for_the_engines_name_is_answered_with_the_engines_records(tmp_path):
    config = EngineConfig(data_dir=tmp_path, port=45123, announce_name="Standup desk")
    address = SimpleNamespace(base_url="https://192.0.2.10:45123", fingerprint=None)   # an EngineAddress
    announcer = Announcer(config, address.base_url, Listing(address))
    announcer.address = LOOPBACK   # announce on the loopback interface only (the test machine's "LAN")
    browser = AsyncZeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
    impostor = AsyncZeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
    try:
        announcer.start()
        for _ in range(100):
            if announcer.service is not None:
                break
            await asyncio.sleep(0.05)
        name = announcer.service.name
        ports = Ports(name)
        browser.zeroconf.async_add_listener(ports, None)
        fake = ServiceInfo(SERVICE_TYPE, name, port=45999, addresses=[socket.inet_aton(LOOPBACK)],
                           server="impostor.local.", properties={"v": "1"})
        await (await impostor.async_register_service(fake, cooperating_responders=True))   # no probing
        for _ in range(60):
            if 45999 in ports.seen and ports.seen[-1] == 45123:
                break
            await asyncio.sleep(0.05)
        assert 45999 in ports.seen, ports.seen                      # the impostor was heard
        assert ports.seen[-1] == 45123, ports.seen                  # and then the engine, last
        await impostor.async_close()
        await asyncio.sleep(1.5)
        # the engine's own updates coming back to it are not taken for a rival's: one change, one announcement
        serial = announcer._serial
        announcer._dirty.set()
        await asyncio.sleep(2.5)
        assert announcer._serial - serial == 1, announcer._serial - serial
    finally:
        await impostor.async_close()   # (again: closing twice is harmless)
        await browser.async_close()
        await announcer.close()
