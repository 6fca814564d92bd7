"""What a hostile LAN can do to the Nearby list (client/nearby.py): announcers that list nothing cannot keep a
real meeting out, one address holds at most PER_ADDRESS engines, and an announcer that changes its records
a hundred times a second makes the list change at most every CHANGE_INTERVAL (the real mDNS path is in
tests/engine/test_listing.py and tests/ui/test_nearby_meetings.py)."""
from __future__ import annotations

import asyncio

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
