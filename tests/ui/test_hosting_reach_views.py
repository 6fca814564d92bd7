"""Who can join a meeting hosted in the app, as the user sees it: the alone view and the invite card say it, the
links carry the address others reach, Settings keeps the choice, and a permalink link opened after the app
started again starts the engine on its fixed port and opens the meeting."""
from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from meetdesk.api.links import fingerprint_text
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import LOCAL, NETWORK, link_address
from meetdesk.ui.settings import Settings

from test_hosting_network import free_port
from ui_headless import running_desk


def desk_hosting(data_dir, reach: str, port: int):
    """The app hosting for ``reach`` on ``port``, with the settings that say so."""
    return running_desk(data_dir, {"reach": reach, "port": port}, host_reach=reach, host_port=port)


async def _hosted(desk, wait):
    desk.window.host_button.click()
    await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
               message="host call connected")
    await wait(desk.meeting_window.alone.isVisible, message="the invite view while alone")
    return desk.meeting_window


@pytest.mark.skipif(link_address() is None, reason="this machine has no network address")
async def test_hosting_on_the_network_says_so_and_links_carry_the_lan_address(tmp_path, wait):
    port = free_port()
    async with desk_hosting(tmp_path / "data", NETWORK, port) as desk:
        window = await _hosted(desk, wait)
        assert window.alone.reach_label.isVisible()
        assert window.alone.reach_label.text() == "Who can join: People on your network"
        link = window.alone.link_edit.text()
        assert urlsplit(link).hostname == link_address() and urlsplit(link).port == port
        # HTTPS with the engine's own certificate, its fingerprint in the link (the app's clients pin it)
        assert link.startswith("https://") and link.endswith(f"#sha256={desk.engine.endpoint.fingerprint}")
        # the fingerprint guests are asked to compare, in the guest page's grouped form (wrapped, in the card)
        assert window.alone.fingerprint_label.isVisible() and "compare" in window.alone.fingerprint_note.text()
        assert window.alone.fingerprint_label.text() == fingerprint_text(desk.engine.endpoint.fingerprint)
        assert window.alone.fingerprint_label.width() <= window.alone.card.width()
        window.alone.grab().save(str(tmp_path / "invite.png"))
        window.open_panel("host")
        assert window.host_panel.meeting.reach_label.text() == "Who can join: People on your network"
        assert window.host_panel.meeting.guest_link_edit.text() == link


async def test_only_this_computer_says_so(tmp_path, wait):
    port = free_port()
    async with desk_hosting(tmp_path / "data", LOCAL, port) as desk:
        window = await _hosted(desk, wait)
        assert window.alone.reach_label.text() == "Who can join: Only this computer"
        assert urlsplit(window.alone.link_edit.text()).hostname == "127.0.0.1"
        # no "send it to the people you expect" for a link nobody else can open: where to change it instead
        assert "only be joined from this computer" in window.alone.text.text()
        assert "People on my network" in window.alone.text.text()
        assert not window.alone.fingerprint_label.isVisible()   # plain HTTP on this computer: nothing to compare
        window.open_panel("host")
        assert window.host_panel.meeting.reach_label.text() == "Who can join: Only this computer"


async def test_a_permalink_link_opens_the_meeting_after_the_app_starts_again(tmp_path, wait):
    port = free_port()
    async with desk_hosting(tmp_path / "data", LOCAL, port) as desk:
        endpoint = await desk.engine.start()
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
            made = await client.create_permalink("Ada Host")
    host_link = made.links.gui
    assert host_link and urlsplit(host_link).port == port

    async with desk_hosting(tmp_path / "data", LOCAL, port) as desk:   # the app started again
        assert desk.engine.endpoint is None                             # nothing hosted yet
        desk.open_link(host_link)                                        # from the recent list, a mail, ...
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="the permalink's meeting opened")
        assert desk.engine.endpoint.base_url == f"http://127.0.0.1:{port}"


@pytest.mark.skipif(link_address() is None, reason="this machine has no network address")
async def test_links_made_on_another_network_open_the_meeting_and_the_change_is_told(tmp_path, wait):
    """The laptop hosted at the office (10.99.0.7); at home its address is another. The host's recent
    permalink carries the office address: it still opens the meeting (today's address), and the app says that
    the links sent before do not reach this computer any more."""
    port = free_port()
    async with desk_hosting(tmp_path / "data", NETWORK, port) as desk:
        endpoint = await desk.engine.start()
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
            made = await client.create_permalink("Ada Host")
    office = made.links.gui.replace(f"//{link_address()}:", "//10.99.0.7:")
    assert urlsplit(office).hostname == "10.99.0.7"

    async with running_desk(tmp_path / "data", {"reach": NETWORK, "port": port}, host_reach=NETWORK,
                            host_port=port, host_last_address="10.99.0.7") as desk:   # at home
        desk.open_link(office)
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="the permalink's meeting opened")
        assert urlsplit(desk.last_joined.link).hostname == link_address()   # the recent entry: today's link
        told = [n for n in desk.meeting_window.notices.history if "10.99.0.7" in n]
        assert told and link_address() in told[0] and "Permalinks" in told[0], desk.meeting_window.notices.history
        assert Settings.load().host_last_address == link_address()


async def test_the_first_meeting_on_the_network_remembers_the_address_and_tells_nothing(tmp_path, wait):
    if link_address() is None:
        pytest.skip("this machine has no network address")
    async with desk_hosting(tmp_path / "data", NETWORK, free_port()) as desk:
        window = await _hosted(desk, wait)
        assert not [n for n in window.notices.history if "address changed" in n], window.notices.history
        assert Settings.load().host_last_address == link_address()


async def test_a_taken_port_is_moved_and_remembered(tmp_path, wait):
    import socket

    port = free_port()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("127.0.0.1", port))
        holder.listen(1)
        async with desk_hosting(tmp_path / "data", LOCAL, port) as desk:
            window = await _hosted(desk, wait)
            assert urlsplit(window.alone.link_edit.text()).port == port + 1
            assert Settings.load().host_port == port + 1
            told = f"Port {port} was in use: links now use port {port + 1} (kept for next time)"
            assert told in window.notices.history, window.notices.history


def test_settings_keep_who_can_join_and_the_port(qtbot):
    from meetdesk.ui.views.settings_dialog import SettingsDialog

    settings = Settings()
    assert (settings.host_reach, settings.host_address, settings.host_port) == ("network", "", 8765)
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    assert dialog.reach_combo.currentData() == "network"
    dialog.reach_combo.setCurrentIndex(dialog.reach_combo.findData("local"))
    assert not dialog.address_combo.isEnabled()
    dialog.apply()
    loaded = Settings.load()
    assert loaded.host_reach == "local" and loaded.host_port == 8765
    raw = Settings.path().read_text().replace('"host_port": 8765', '"host_port": "80"').replace(
        '"host_reach": "local"', '"host_reach": "everyone"')
    Settings.path().write_text(raw)
    loaded = Settings.load()
    assert (loaded.host_reach, loaded.host_port) == ("network", 8765)   # nonsense in the file: the defaults


@pytest.mark.skipif(link_address() is None, reason="this machine has no network address")
async def test_changing_who_can_join_in_settings_applies_to_the_next_meeting(tmp_path, wait):
    port = free_port()
    async with desk_hosting(tmp_path / "data", LOCAL, port) as desk:
        window = await _hosted(desk, wait)
        assert window.alone.reach_label.text() == "Who can join: Only this computer"
        window.close()
        await wait(lambda: desk.meeting is None, message="meeting window closed")
        desk.settings.host_reach = NETWORK             # what Settings' Save leaves in the settings
        desk._apply_hosting_settings()
        await wait(lambda: desk.engine.endpoint is None, message="the engine stopped, to start again")
        window = await _hosted(desk, wait)
        assert window.alone.reach_label.text() == "Who can join: People on your network"
        assert urlsplit(window.alone.link_edit.text()).hostname == link_address()
