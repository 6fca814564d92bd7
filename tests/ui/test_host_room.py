"""The host's own room (ui/controllers/host/room.py): "Host a meeting" shows the same invite after the app starts
again on the same data directory; "New meeting link" changes it and the old one answers "replaced"; a guest who
comes before the host waits, named, while the main window tells the host with a working "Start the meeting"; the
host panel keeps its permalinks' host links across restarts."""
from __future__ import annotations

import asyncio
import contextlib

import pytest

from meetdesk.client import LinkReplaced, MeetingNotStarted, ServiceClient, join_from_link
from meetdesk.engine.server import running_engine
from meetdesk.engine.engine import EngineConfig

from test_hosting_network import free_port
from ui_headless import running_desk


async def _host(desk, wait) -> str:
    desk.window.host_button.click()
    await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=40,
               message="hosting")
    return desk.meeting.guest_link


async def _leave(desk, wait) -> None:
    desk.meeting_window.close()
    await wait(lambda: desk.meeting_window is None, message="meeting window closed")


async def test_host_a_meeting_shows_the_same_invite_after_a_restart_and_a_new_link_replaces_it(tmp_path, wait):
    data, port = tmp_path / "data", free_port()
    async with running_desk(data, engine_options={"port": port}) as desk:
        invite = await _host(desk, wait)
        assert "/permalink?guest=" in invite and f":{port}/" in invite
        assert desk.settings.recent[0].hosted
        await _leave(desk, wait)
    # the app starts again on the same data directory: the same invite, its recent entry not "over"
    async with running_desk(data, engine_options={"port": port}) as desk:
        assert not desk.settings.recent or not desk.settings.recent[0].ended
        assert await _host(desk, wait) == invite
        window = desk.meeting_window
        view = window.host_panel.meeting
        assert not view.new_link_button.isHidden() and view.guest_link_edit.text() == invite
        view.new_link_button.click()   # confirm=False: no question
        await wait(lambda: desk.meeting.guest_link != invite, message="a new link")
        new = desk.meeting.guest_link
        assert "/permalink?guest=" in new and view.guest_link_edit.text() == new
        with pytest.raises(LinkReplaced):
            await join_from_link(invite, "Eve")
        client, joined = await join_from_link(new, "Gus")   # the running meeting takes the new link
        await client.aclose()
        assert joined.room.id == desk.meeting.meeting.room.id
        await _leave(desk, wait)
        # the recent entry hosts the same room again, with the new link
        assert desk.settings.recent[0].hosted and not desk.settings.recent[0].ended
        desk.window.recent_buttons()[0].click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=40,
                   message="hosting from the recent entry")
        assert desk.meeting.guest_link == new and not desk.meeting.is_guest
        assert not desk.meeting_window.host_panel.meeting.new_link_button.isHidden()
        await _leave(desk, wait)
        desk.open_link(invite)   # the replaced link, opened in the app: a sentence, no name asked
        await wait(lambda: desk.window.message.isVisible() and desk.window.message.property("role") == "error",
                   message="the error")
        assert desk.window.message.text() == ("This meeting link was replaced by a new one. Ask the host for the "
                                              "new link.")
        assert not desk.guest_dialogs


async def _knock(link: str, name: str, tries: int = 400):
    """A guest that goes on knocking until the host starts; returns (client, meeting) and whom it waited for."""
    waited_for = None
    for _ in range(tries):
        try:
            client, meeting = await join_from_link(link, name)
            return client, meeting, waited_for
        except MeetingNotStarted as exc:
            waited_for = exc.host
            await asyncio.sleep(0.2)
    raise AssertionError("never let in")


async def test_a_waiting_guest_is_told_to_the_host_who_starts_with_one_click(tmp_path, wait):
    data, port = tmp_path / "data", free_port()
    async with running_desk(data, engine_options={"port": port}) as desk:
        invite = await _host(desk, wait)
        await _leave(desk, wait)
    async with running_desk(data, engine_options={"port": port}) as desk:
        desk.waiting.timer.setInterval(200)
        await desk.join._start_engine()   # the app's engine runs whenever the app does (started at launch)
        guest = asyncio.ensure_future(_knock(invite, "Bob <b>Guest</b>"))
        try:
            await wait(lambda: desk.waiting.waiting, timeout=20, message="the host is told")
            notice = desk.waiting_views.notice
            assert notice is not None and notice.isVisible()
            text, start = notice.rows[0]
            assert text.text() == "Bob <b>Guest</b> is waiting for you in Ada Host's meeting."
            assert text.textFormat().name == "PlainText"
            assert not guest.done()
            start.click()
            client, meeting, waited_for = await asyncio.wait_for(guest, 40)
            await client.aclose()
            assert waited_for == "Ada Host" and meeting.user.guest
            await wait(lambda: desk.meeting is not None and not desk.meeting.is_guest, message="hosting")
            assert desk.meeting.guest_link == invite
            await wait(lambda: not notice.isVisible(), message="the notice goes once the meeting runs")
            await _leave(desk, wait)
        finally:
            guest.cancel()
            with contextlib.suppress(BaseException):
                await guest


async def test_the_notification_when_away_and_the_meeting_window_notice(tmp_path, wait):
    """Someone new waiting while no MeetDesk window is active: a desktop notification (the Notifier's history),
    once per guest; in another meeting, a notice in the meeting window."""
    async with running_desk(tmp_path / "data") as desk:
        await desk.join._start_engine()
        endpoint = desk.engine.endpoint
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as api:
            permalink = await api.create_permalink("Ada Host", name="Clinic")
        desk.waiting.timer.setInterval(200)
        desk.waiting_views.away = lambda: True   # another application has the focus
        guest = asyncio.ensure_future(_knock(permalink.links.guest_join, "Bob"))
        try:
            await wait(lambda: desk.waiting.waiting, timeout=20, message="the host is told")
            await wait(lambda: desk.waiting_views.notifier.history, message="a notification")
            await asyncio.sleep(0.6)   # more answers of the engine: still one notification for Bob
            assert desk.waiting_views.notifier.history == [
                ("Someone is waiting for you", "Bob is waiting for you in Clinic.")]
            # "Start the meeting" of another permalink: a host link made with the API key, kept for next time
            desk.waiting_views.notice.rows[0][1].click()
            client, meeting, _ = await asyncio.wait_for(guest, 40)
            await client.aclose()
            await wait(lambda: desk.meeting is not None and not desk.meeting.is_guest, message="hosting")
            assert desk.meeting.meeting.room.id == permalink.permalink.id
            assert desk.join.host_links.hosts[permalink.permalink.id]
        finally:
            guest.cancel()
            with contextlib.suppress(BaseException):
                await guest
        if desk.meeting_window is not None:
            await _leave(desk, wait)


async def test_a_guest_in_the_app_reads_whom_it_waits_for(tmp_path, wait):
    from test_join_flows import _join_via_window

    config = EngineConfig(data_dir=tmp_path / "service", api_key="k_service_key_for_the_test", ready_delay=0.05)
    async with running_engine(config) as engine, running_desk(tmp_path / "data") as desk:
        desk.join.poll_interval = 0.2
        async with ServiceClient(engine.base_url, config.api_key) as api:
            permalink = await api.create_permalink("Henry Host", name="Weekly")
        await _join_via_window(desk, wait, permalink.links.guest_join, "Pat")
        await wait(lambda: desk.window.waiting, message="waiting page")
        await wait(lambda: desk.window.waiting_text.text().startswith("Henry Host has not started the meeting yet"),
                   message="whom for")
        client, host = await join_from_link(permalink.links.gui, "")
        try:
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="entered by itself")
        finally:
            await client.aclose()
        await _leave(desk, wait)


async def test_the_host_panel_keeps_its_permalinks_host_links_across_restarts(tmp_path, wait):
    data, port = tmp_path / "data", free_port()
    async with running_desk(data, engine_options={"port": port}) as desk:
        await _host(desk, wait)
        await wait(lambda: not desk.permalinks.busy, message="initial list")
        assert desk.permalinks.items == []          # the host's own room is not among them
        desk.permalinks.create(None, "Office hours")
        await wait(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy, message="created")
        pid = desk.permalinks.items[0].permalink.id
        link = desk.permalinks.host_tokens[pid][0]["link"]
        await _leave(desk, wait)
    async with running_desk(data, engine_options={"port": port}) as desk:
        await _host(desk, wait)
        await wait(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy, message="listed again")
        assert [h["link"] for h in desk.permalinks.host_tokens[pid]] == [link]
        panel = desk.meeting_window.host_panel.permalinks
        await wait(lambda: panel.permalink_list.count() == 1, message="its card")
        card = panel.permalink_list.itemAt(0).widget()
        assert any(label.text() == "Host: Ada Host" for label in card.findChildren(type(panel.permalink_empty)))
        await _leave(desk, wait)


async def test_a_renamed_host_hosts_the_same_room_under_the_new_name_also_from_the_old_recent_entry(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        invite = await _host(desk, wait)
        old_entry = desk.settings.recent[0].link
        await _leave(desk, wait)
        desk.settings.display_name = "Ada Renamed"
        desk.open_link(old_entry)   # the recent entry made under the old name: the same room, the new name
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=40,
                   message="hosting again")
        assert desk.meeting.guest_link == invite and desk.meeting.meeting.user.name == "Ada Renamed"
        assert [(r.hosted, r.ended) for r in desk.settings.recent] == [(True, False)]
        assert desk.settings.recent[0].link != old_entry   # its new host link
        await _leave(desk, wait)
        # the old host link is revoked at the engine, but the app still takes it for its own room
        async with ServiceClient(desk.engine.endpoint.base_url) as anon:
            with pytest.raises(Exception):
                await anon.join_permalink(old_entry.split("?", 1)[1].split("#")[0])
        desk.open_link(old_entry)
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=40,
                   message="hosting from the old entry")
        assert desk.meeting.guest_link == invite
        await _leave(desk, wait)


async def test_a_waiting_guest_goes_on_waiting_while_the_hosts_engine_restarts(tmp_path, wait):
    """The host's app quits and starts again while a guest in the app waits: the guest reads that the host's
    computer cannot be reached, keeps waiting, and enters once the host starts the meeting."""
    from test_join_flows import _join_via_window

    data, port = tmp_path / "service", free_port()
    config = EngineConfig(data_dir=data, port=port, api_key="k_service_key_for_the_test", ready_delay=0.05)
    async with running_desk(tmp_path / "data") as desk:
        desk.join.poll_interval = 0.2
        async with running_engine(config) as engine:
            async with ServiceClient(engine.base_url, config.api_key) as api:
                permalink = await api.create_permalink("Henry Host", name="Weekly")
            await _join_via_window(desk, wait, permalink.links.guest_join, "Pat")
            await wait(lambda: desk.window.waiting_text.text().startswith("Henry Host has not started"),
                       message="whom for")
        await wait(lambda: "cannot be reached right now" in desk.window.waiting_text.text(), message="unreachable")
        assert desk.window.waiting and desk.join.active
        async with running_engine(EngineConfig(data_dir=data, port=port, api_key=None, ready_delay=0.05)):
            await wait(lambda: desk.window.waiting_text.text().startswith("Henry Host has not started"),
                       message="whom for, again")
            client, _ = await join_from_link(permalink.links.gui, "")
            try:
                await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                           message="entered by itself")
            finally:
                await client.aclose()
            await _leave(desk, wait)


@pytest.mark.parametrize("language, one, three, button", [
    ("de", "Bob wartet in Weekly auf dich.", "Bob und 2 weitere Personen warten in Weekly auf dich.", "Meeting starten"),
    ("fr", "Bob vous attend dans Weekly.", "Bob et 2 autres personnes vous attendent dans Weekly.",
     "Lancer la réunion")])
def test_the_waiting_notice_speaks_german_and_french(qtbot, language, one, three, button):
    from meetdesk.ui import i18n
    from meetdesk.ui.controllers.host.room import HostLinks
    from meetdesk.ui.controllers.waiting import Waiting, WaitingController
    from meetdesk.ui.hosting import EmbeddedEngine
    from meetdesk.ui.views.waiting_notice import WaitingNotice

    i18n.install_language(language)
    controller = WaitingController(EmbeddedEngine("/nonexistent"), HostLinks(None), lambda: "Ada")
    notice = WaitingNotice(controller)
    qtbot.addWidget(notice)
    notice.show_waiting([Waiting("p1", "Weekly", "Ada", ("Bob",), True),
                         Waiting("p2", "Weekly", "Ada", ("Bob", "Cy", "Dee"), False)])
    assert [label.text() for label, _ in notice.rows] == [one, three]
    assert {b.text() for b in notice.start_buttons} == {button}
