"""Meetings on the network, as the user sees them: the main window's "Nearby meetings" follows real mDNS
announcements (python-zeroconf on 127.0.0.1, browsed on the app's qasync loop), leaves out what fails the
checks, joins with one click; the host panel's switch lists the hosted meeting (off by default)."""
from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from zeroconf import IPVersion, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from meetdesk.api.announcement import SERVICE_TYPE
from meetdesk.client.nearby import NearbyBrowser
from meetdesk.ui.hosting import LOCAL, NETWORK, link_address

from test_hosting_network import free_port
from test_join_flows import service
from ui_headless import running_desk

LOOPBACK = "127.0.0.1"


class Announcement:
    """An engine's announcement made by hand, with whatever TXT record the test wants (real mDNS on lo)."""

    def __init__(self) -> None:
        self.zc = AsyncZeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
        self.info: ServiceInfo | None = None

    async def announce(self, host: str, port: int, txt: dict[str, str]) -> None:
        self.info = ServiceInfo(SERVICE_TYPE, f"{host}.{SERVICE_TYPE}", port=port,
                                addresses=[socket.inet_aton(LOOPBACK)], server="nearby-test.local.", properties=txt)
        await (await self.zc.async_register_service(self.info))

    async def withdraw(self) -> None:
        await (await self.zc.async_unregister_service(self.info))

    async def close(self) -> None:
        await self.zc.async_close()


def nearby_rows(window) -> list[tuple[str, str]]:
    """(name, host line) of each nearby row shown."""
    rows = []
    for button in window.nearby_buttons():
        labels = button.parent().findChildren(type(window.footer_name))
        rows.append(tuple(label.text() for label in labels[:2]))
    return rows


async def test_a_listed_meeting_nearby_is_shown_checked_and_joined_with_one_click(tmp_path, wait):
    announcement = Announcement()
    async with service(tmp_path) as (engine, api), \
            running_desk(tmp_path / "data", nearby=[LOOPBACK]) as desk:
        try:
            window = desk.window
            empty = window.nearby_empty
            assert empty is not None and empty.isVisible() and "Nothing is listed" in empty.text()
            room = await api.start_room("Hana", name="Standup")
            link, port = room.links.guest_join, engine.config.port
            assert link.startswith(f"http://{LOOPBACK}:{port}/?guest=")
            await announcement.announce("Hana's desk", port, {
                "txtvers": "1", "version": "0.1.0", "s": "1", "n0": "Standup", "g0": link,
                "n1": "Nul\x00name", "g1": link.replace("guest=", "guest=x"),               # a NUL in the name
                "n2": "Elsewhere", "g2": f"http://10.9.9.9:{port}/?guest=Gu3stT0kenAbcdefgh",  # not its address
                "n3": "<b>Host key</b>", "g3": room.links.gui,                               # not a guest link
            })
            await wait(lambda: len(window.nearby_buttons()) > 0, timeout=20, message="the nearby meeting")
            assert nearby_rows(window) == [("Standup", "Hosted by Hana's desk")]
            assert window.nearby_empty is None   # the empty state went with the first meeting
            button = window.nearby_buttons()[0]
            assert button.accessibleName() == "Join Standup, hosted by Hana's desk"
            assert button.toolTip() == link
            shot = Path(os.environ.get("MEETDESK_NEARBY_SHOT", tmp_path / "nearby.png"))
            assert window.grab().save(str(shot))

            button.click()   # a guest link: the name question, then the meeting
            # the join box keeps no link's tail (fingerprint hex): the meeting is named where the progress shows
            assert window.link_edit.text() == "" and window.joining_title == "Standup"
            await wait(lambda: desk.guest_dialog is not None and desk.guest_dialog.isVisible(),
                       message="guest name dialog")
            desk.guest_dialog.name_edit.setText("Gus")
            desk.guest_dialog.accept()
            await wait(lambda: desk.meeting is not None, timeout=20, message="joined the nearby meeting")
            assert desk.meeting.is_guest and desk.last_joined.link == link
            desk.meeting_window.close()
            await wait(lambda: desk.meeting is None, message="left")

            await announcement.withdraw()   # the engine stopped announcing: the row goes
            await wait(lambda: window.nearby_buttons() == [], timeout=10, message="the row removed")
            assert window.nearby_empty is not None and window.nearby_empty.isVisible()
        finally:
            await announcement.close()


@pytest.mark.skipif(link_address() is None, reason="this machine has no network address")
async def test_the_host_lists_the_meeting_on_the_network_with_the_switch(tmp_path, wait):
    port = free_port()
    async with running_desk(tmp_path / "data", {"reach": NETWORK, "port": port}, host_reach=NETWORK,
                            host_port=port) as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        window = desk.meeting_window
        window.open_panel("host")
        view = window.host_panel.meeting
        # the engine is another process: what it announces is seen as another app on the network sees it
        seen: list[list[tuple[str, str]]] = [[]]
        browser = NearbyBrowser(lambda meetings: seen.append([(m.name, m.link) for m in meetings]),
                                interfaces=[link_address()])
        await browser.start()
        try:
            assert view.listing_box.isVisible() and not view.listing_box.isChecked()   # off by default
            view.listing_box.click()
            await wait(lambda: seen[-1] != [], timeout=20, message="listed")
            assert seen[-1] == [(desk.meeting.room_name, desk.meeting.guest_link)]
            await wait(lambda: desk.meeting.host.listed, message="confirmed")
            assert view.listing_box.isChecked()
            view.listing_box.click()
            await wait(lambda: seen[-1] == [], timeout=20, message="unlisted")
            await wait(lambda: not desk.meeting.host.listed, message="confirmed")
        finally:
            await browser.close()


async def test_hosting_for_this_computer_only_offers_no_listing(tmp_path, wait):
    async with running_desk(tmp_path / "data", {"reach": LOCAL, "port": free_port()}, host_reach=LOCAL) as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        desk.meeting_window.open_panel("host")
        assert not desk.meeting_window.host_panel.meeting.listing_box.isVisible()


def test_the_nearby_list_changes_only_the_rows_that_changed(qtbot, monkeypatch):
    """The list comes again at most every CHANGE_INTERVAL (client/nearby.py); each time only its new or changed
    meetings get a row made, gone ones lose theirs, and the rest keep their rows (an announcer changing its
    record 100 times a second had every row rebuilt a few times a second)."""
    from meetdesk.client.nearby import NearbyMeeting
    from meetdesk.ui.settings import Settings
    from meetdesk.ui.views.main_window import MainWindow

    window = MainWindow(Settings(display_name="Ada"))
    qtbot.addWidget(window)
    window.show()
    made: list[str] = []
    make = window._nearby_row
    monkeypatch.setattr(window, "_nearby_row", lambda meeting: made.append(meeting.name) or make(meeting))

    def meeting(name: str, host: str = "Hana") -> NearbyMeeting:
        return NearbyMeeting(name, host, f"https://10.0.0.2:8765/?guest={name.lower()}token0123456789")

    def rows() -> list:
        return [button.parent() for button in window.nearby_buttons()]

    def names() -> list[tuple[str, str]]:
        return nearby_rows(window)

    a, b, c = meeting("Alpha"), meeting("Beta"), meeting("Gamma")
    window.set_nearby([a, b, c])
    assert made == ["Alpha", "Beta", "Gamma"] and window.nearby_empty is None
    first = rows()
    window.set_nearby([a, b, c])                          # the same list again: nothing made, nothing moved
    assert made == ["Alpha", "Beta", "Gamma"] and rows() == first
    renamed, d = meeting("Beta", host="Bo"), meeting("Delta")
    window.set_nearby([a, renamed, d])                    # one changed, one new, one gone
    assert made[3:] == ["Beta", "Delta"]
    now = rows()
    assert now[0] is first[0] and first[1] not in now and first[2] not in now
    assert names() == [("Alpha", "Hosted by Hana"), ("Beta", "Hosted by Bo"), ("Delta", "Hosted by Hana")]
    assert not first[1].isVisible() and not first[2].isVisible()   # hidden at once, deleted later
    window.set_nearby([d, a, renamed])                    # reordered: moved, not made again
    assert len(made) == 5 and rows() == [now[2], now[0], now[1]]
    window.set_nearby([])
    assert rows() == [] and window.nearby_empty is not None
    qtbot.waitUntil(window.nearby_empty.isVisible)   # Qt shows a widget added to a shown layout on its next turn
    empty = window.nearby_empty
    window.set_nearby([])
    assert window.nearby_empty is empty
    window.set_nearby([a])
    assert window.nearby_empty is None and not empty.isVisible() and names() == [("Alpha", "Hosted by Hana")]
