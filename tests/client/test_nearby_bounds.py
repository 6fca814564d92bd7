"""What a hostile LAN can do to the Nearby list (client/nearby.py): announcers that list nothing cannot keep a
real meeting out, one address holds at most PER_ADDRESS engines, and an announcer that changes its records
a hundred times a second makes the list change at most every CHANGE_INTERVAL, and a link is kept only when it
points at the address the announcement came from (real mDNS on 127.0.0.1 here; between machines in
tests/engine/test_listing.py and tests/e2e/test_lan_hostile.py; the window in tests/ui/test_nearby_meetings.py)."""
from __future__ import annotations

import asyncio
import socket

from zeroconf import IPVersion, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from meetdesk.api.announcement import SERVICE_TYPE

from meetdesk.client import nearby
from meetdesk.client.nearby import NearbyBrowser, NearbyMeeting


def follow(browser: NearbyBrowser, name: str, address: str, meetings: list[NearbyMeeting]) -> bool:
    """What _resolve does with a checked announcement."""
    if name not in browser._by_service and not browser._room_for(address, meetings):
        return False
    browser._address[name] = address
    browser._by_service[name] = meetings
    return True


def standup(i: int = 0) -> list[NearbyMeeting]:
    return [NearbyMeeting(f"Standup {i}", "Hana", f"https://10.0.0.{i % 250 + 1}:8443/?guest=t{i}")]


def test_announcers_listing_nothing_do_not_keep_a_meeting_out_and_one_address_holds_few():
    browser = NearbyBrowser(lambda meetings: None)
    followed = [follow(browser, f"idle{i}", f"10.0.1.{i}", []) for i in range(40)]
    assert sum(followed) == nearby.MAX_SERVICES
    assert follow(browser, "real", "10.0.0.1", standup())            # takes an idle engine's place
    assert len(browser._by_service) == nearby.MAX_SERVICES and browser._by_service["real"]
    assert [follow(browser, f"many{i}", "10.0.2.1", standup(i)) for i in range(6)].count(True) == nearby.PER_ADDRESS
    assert not follow(browser, "idle-more", "10.0.3.1", [])         # full, and it lists nothing


async def test_a_record_changing_a_hundred_times_a_second_changes_the_list_a_few_times():
    told: list[list[NearbyMeeting]] = []
    browser = NearbyBrowser(told.append)
    loop = asyncio.get_running_loop()
    start = loop.time()
    i = 0
    while loop.time() - start < 1.0:
        browser._by_service["flapping"] = standup(i)
        browser._changed()
        i += 1
        await asyncio.sleep(0.01)
    await asyncio.sleep(nearby.CHANGE_INTERVAL * 2)
    assert i > 50 and 2 <= len(told) <= 1.0 / nearby.CHANGE_INTERVAL + 2, (i, len(told))
    assert told[-1] == standup(i - 1)                                 # the last state is the one shown
    browser._changed()
    await asyncio.sleep(nearby.CHANGE_INTERVAL * 2)
    assert len(told[-1]) == 1 and told.count(told[-1]) == 1           # nothing new: not told again


async def test_a_link_is_kept_only_when_it_points_at_the_sender_of_the_announcement():
    """A device announcing records that name another machine (its A record and links point at 127.0.0.2, its
    packets come from 127.0.0.1) has its links left out; the same announcement naming its own address is
    listed. A record repeated by another sender does not take the real sender's place."""
    told: list[list[NearbyMeeting]] = []
    browser = NearbyBrowser(told.append, interfaces=["127.0.0.1"])
    device = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)

    async def announce(name: str, address: str) -> None:
        link = f"http://{address}:8765/?guest={name.lower()}Gu3stT0kenAbcdefgh"
        info = ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=8765, addresses=[socket.inet_aton(address)],
                           server=f"{name.lower()}.local.",
                           properties={"txtvers": "1", "version": "1", "s": "1", "n0": name, "g0": link})
        await (await device.async_register_service(info))

    try:
        await browser.start()
        await announce("Elsewhere", "127.0.0.2")   # points at another machine
        await announce("Here", "127.0.0.1")        # points at itself
        for _ in range(100):
            if told and any(m.name == "Here" for m in told[-1]):
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(nearby.CHANGE_INTERVAL * 2)
        assert [m.name for m in browser.meetings] == ["Here"], browser.meetings
        assert browser._senders["elsewhere." + SERVICE_TYPE.lower()].keys() == {"127.0.0.1"}   # its sender known
        assert all(m.name != "Elsewhere" for shown in told for m in shown)
    finally:
        await device.async_close()
        await browser.close()


def test_what_is_remembered_of_senders_is_bounded():
    from zeroconf import DNSText, RecordUpdate
    from zeroconf.const import _CLASS_IN, _TYPE_TXT

    senders: dict = {}
    listener = nearby._sender_listener(senders)
    source = iter(f"10.0.{i // 250}.{i % 250}" for i in range(10**6))
    original = nearby._source_of
    nearby._source_of = lambda zc, record: next(source)
    try:
        for i in range(nearby.MAX_SENT_NAMES + 50):
            record = DNSText(f"n{i % (nearby.MAX_SENT_NAMES + 10)}.{SERVICE_TYPE}", _TYPE_TXT, _CLASS_IN, 4500,
                             b"\x05a=bcd")
            listener.async_update_records(None, 0, [RecordUpdate(record, None)])
        record = DNSText(f"busy.{SERVICE_TYPE}", _TYPE_TXT, _CLASS_IN, 4500, b"\x05a=bcd")
        for _ in range(20):
            listener.async_update_records(None, 0, [RecordUpdate(record, None)])
    finally:
        nearby._source_of = original
    assert len(senders) == nearby.MAX_SENT_NAMES
    assert len(senders["busy." + SERVICE_TYPE.lower()]) == nearby.SENDERS_PER_NAME


def test_the_newest_sender_whose_records_point_at_itself_counts():
    """An impostor of an engine's name (links to itself) counts only while it spoke last: the engine answers it
    (engine/announcer.py) and counts again; a copy of the engine's record sent by another machine (its links
    point at the engine) never counts, whenever it came."""
    def sent(address: str, port: int = 8765, listed: bool = True) -> nearby.Sent:
        record = nearby.Sent()
        fields = [b"txtvers=1", b"s=1"] + ([b"n0=Standup", f"g0=https://{address}:{port}/?guest=Gu3stT0kenAbcdefgh"
                                                            .encode()] if listed else [])
        record.text, record.port = b"".join(bytes([len(f)]) + f for f in fields), port
        return record

    engine, impostor = ("10.0.0.5", sent("10.0.0.5")), ("10.0.0.66", sent("10.0.0.66"))
    assert nearby.choose("Hana", [engine, impostor])[0] == "10.0.0.66"   # spoke last
    assert nearby.choose("Hana", [impostor, engine])[0] == "10.0.0.5"    # answered
    copy = nearby.Sent()
    copy.text, copy.port = engine[1].text, 8765
    sender, meetings = nearby.choose("Hana", [engine, ("10.0.0.66", copy)])
    assert sender == "10.0.0.5" and [m.link for m in meetings] == ["https://10.0.0.5:8765/?guest=Gu3stT0kenAbcdefgh"]
    assert nearby.choose("Hana", [("10.0.0.66", copy)]) == ("10.0.0.66", [])   # pointing elsewhere: nothing
    assert nearby.choose("Hana", [("10.0.0.5", sent("10.0.0.5", listed=False))]) == ("10.0.0.5", [])
    half = nearby.Sent()
    half.text = engine[1].text   # its SRV not heard yet: no port to check the links against
    assert nearby.choose("Hana", [("10.0.0.5", half)]) == ("10.0.0.5", [])
    assert nearby.choose("Hana", []) == ("", [])
