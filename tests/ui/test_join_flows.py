"""Joining from the main window: guest links with a name, room options applied, permalink guests that
wait for a host, and every failure shown as a sentence."""
from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import secrets
import types
from typing import Any

from PySide6.QtGui import QGuiApplication

from meetdesk.client.rest import ServiceClient
from meetdesk.engine.server import running_engine
from meetdesk.engine.engine import EngineConfig
from meetdesk.ui.controllers import meeting as meeting_module
from meetdesk.ui.engine_process import EngineProcess, engine_log

from ui_headless import HeadlessParticipant, running_desk


@dataclasses.dataclass
class ServiceProcess:
    """The engine that plays the remote service, in a process of its own as the app runs its engine (a call on
    a thread of the app then never takes the interpreter lock from it): its URL, key and port."""
    base_url: str
    config: Any        # api_key, port
    fingerprint: str | None
    process: EngineProcess


@contextlib.asynccontextmanager
async def service(tmp_path, in_process: bool = False):
    """A separate engine playing the remote service (API key known to the test only): a process of its own,
    or with ``in_process`` the engine object itself, for a test that reads the engine's state. An engine in the
    test's process shares its interpreter lock with the meeting windows' call threads, which starve it
    (test_host_layout.py: a host window saw a layout change late, at load 9): there the calls run on the
    test's loop."""
    fields = dict(data_dir=tmp_path / "service", api_key="k_" + secrets.token_urlsafe(20), ready_delay=0.05,
                  allow_targets=["127.0.0.0/8", "::1/128"])   # the console tests' listeners on 127.0.0.1
    if in_process:
        threaded, meeting_module.OWN_CALL_THREAD = meeting_module.OWN_CALL_THREAD, False
        try:
            async with running_engine(EngineConfig(**fields)) as engine:
                async with ServiceClient(engine.base_url, engine.config.api_key) as api:
                    yield engine, api
        finally:
            meeting_module.OWN_CALL_THREAD = threaded
        return
    fields["data_dir"].mkdir(parents=True, exist_ok=True)
    process = EngineProcess({**fields, "data_dir": str(fields["data_dir"]), "host": "127.0.0.1", "port": 0},
                            engine_log(fields["data_dir"]))
    base_url = await asyncio.to_thread(process.start)
    engine = ServiceProcess(base_url, types.SimpleNamespace(api_key=fields["api_key"], port=process.port),
                            process.fingerprint, process)
    try:
        async with ServiceClient(base_url, fields["api_key"]) as api:
            yield engine, api
    finally:
        await asyncio.to_thread(process.stop)


async def _join_via_window(desk, wait, link: str, name: str | None = None):
    desk.window.link_edit.setText(link)
    desk.window.join_button.click()
    await wait(lambda: getattr(desk, "guest_dialog", None) is not None and desk.guest_dialog.isVisible(),
               message="guest name dialog")
    dialog = desk.guest_dialog
    suggestion = dialog.name
    if name is not None:
        dialog.name_edit.setText(name)
    dialog.join_button.click()
    return suggestion


async def test_guest_joins_with_room_options_and_sees_the_end(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data", display_name="") as desk:
        room = await api.start_room("Henry Host", name="Standup", options={
            "exit_url": "https://example.org/bye", "show_label": False, "custom_fields": {"hide_chat": True}})
        host = await HeadlessParticipant.join(room.links.gui, "Henry Host")
        try:
            suggestion = await _join_via_window(desk, wait, room.links.guest_join, "Gina Guest")
            assert len(suggestion.split()) == 2          # suggest_guest_names: a random "Adjective Animal"
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="guest call connected")
            window = desk.meeting_window
            assert window.title_label.text() == "Standup"
            assert not window.chat_button.isVisible() and not window.logo.isVisible()       # hide_chat, show_label
            assert not window.host_button.isVisible() and not window.end_button.isVisible()  # a guest
            await wait(lambda: sorted(r.person.name for r in window.people_panel.rows()) == ["Gina Guest",
                                                                                            "Henry Host"],
                       message="both listed")
            assert all(r.kick_button is None for r in window.people_panel.rows())
            await wait(lambda: window.video.frames_painted >= 3, message="host video painted")
            assert desk.settings.recent[0].link == room.links.guest_join

            await api.end_meeting(host.access_key)   # the host ends the meeting
            await wait(lambda: window.ended, timeout=15, message="end page")
            assert window.end_title.text() == "The meeting has ended"
            assert "https://example.org/bye" in window.exit_link.text() and not window.exit_link.isHidden()
        finally:
            await host.close()


async def test_errors_are_sentences(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data") as desk:
        w = desk.window

        async def attempt(link: str) -> str:
            w.message.hide()
            desk.guest_dialog = None
            desk.open_link(link)

            def dialog_open() -> bool:
                return getattr(desk, "guest_dialog", None) is not None and desk.guest_dialog.isVisible()
            await wait(lambda: dialog_open() or w.message.isVisible(), message="dialog or error")
            if dialog_open():
                desk.guest_dialog.join_button.click()
            await wait(lambda: w.message.isVisible() and w.message.property("role") == "error",
                       message=f"error for {link}")
            desk.guest_dialog = None
            return w.message.text()

        assert "not a meeting link" in await attempt("hello there")
        assert "unknown" in await attempt(f"{engine.base_url}/?guest=NoSuchToken123")
        room = await api.start_room("Henry", options={"lock_available": True})
        await api.lock(room.access_key)
        assert "locked" in await attempt(room.links.guest_join)
        await api.end_meeting(room.access_key)
        assert "over" in await attempt(room.links.gui)
        assert "cannot be reached" in await attempt("http://127.0.0.1:9/?guest=SomeToken123")
        assert "Traceback" not in w.message.text()
        assert desk.meeting_window is None and not w.waiting


async def test_permalink_guest_waits_for_the_host_then_enters(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data") as desk:
        desk.join.poll_interval = 0.2
        permalink = await api.create_permalink("Henry Host", name="Weekly")
        await _join_via_window(desk, wait, permalink.links.guest_join)
        await wait(lambda: desk.window.waiting, message="waiting page")
        assert "automatically" in desk.window.waiting_text.text()
        assert desk.meeting_window is None
        host = await HeadlessParticipant.join(permalink.links.gui, "Henry Host")
        try:
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="entered by itself")
            assert not desk.window.waiting and desk.meeting.is_guest
        finally:
            await host.close()


async def test_stop_waiting_returns_home(tmp_path, wait):
    async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data") as desk:
        desk.join.poll_interval = 0.2
        permalink = await api.create_permalink("Henry Host")
        await _join_via_window(desk, wait, permalink.links.guest_join, "Pat")
        await wait(lambda: desk.window.waiting, message="waiting page")
        desk.window.cancel_wait_button.click()
        assert not desk.window.waiting and not desk.join.active


async def test_host_panel_manages_permalinks(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window = desk.meeting_window
        panel = window.host_panel.permalinks
        window.open_panel("host")
        assert not panel.isHidden()                     # the embedded engine's API key is known
        await wait(lambda: not desk.permalinks.busy, message="initial list")
        assert panel.permalink_empty.isVisible()
        panel.never_expires.setChecked(False)
        panel.create_button.click()
        await wait(lambda: len(desk.permalinks.items) == 1 and not desk.permalinks.busy, message="created")
        item = desk.permalinks.items[0]
        pid = item.permalink.id
        assert item.permalink.expires_at
        assert len(desk.permalinks.host_tokens[pid]) == 1
        card = panel.permalink_list.itemAt(0).widget()
        buttons = {b.accessibleName(): b for b in card.findChildren(type(panel.create_button))}
        buttons["Copy the permalink guest link"].click()
        assert "/permalink?guest=" in QGuiApplication.clipboard().text()
        host_copy = [b for name, b in buttons.items() if name.startswith("Copy the host link")][0]
        host_copy.click()
        assert "/permalink?" in QGuiApplication.clipboard().text() and "guest=" not in \
            QGuiApplication.clipboard().text()
        buttons["Add a host user"].click()
        await wait(lambda: len(desk.permalinks.host_tokens[pid]) == 2, message="host added")
        token = desk.permalinks.host_tokens[pid][1]["token"]
        desk.permalinks.revoke_host(pid, token)
        await wait(lambda: len(desk.permalinks.host_tokens[pid]) == 1, message="host revoked")
        async with ServiceClient(desk.engine.endpoint.base_url) as anon:
            try:
                await anon.join_permalink(token)
                raise AssertionError("revoked host token still works")
            except Exception as exc:
                assert getattr(exc, "status", None) in (404, 410)
        card = panel.permalink_list.itemAt(0).widget()
        [b for b in card.findChildren(type(panel.create_button)) if b.accessibleName() ==
         "Delete the permalink"][0].click()
        await wait(lambda: not desk.permalinks.items and not desk.permalinks.busy, message="deleted")
        await wait(lambda: panel.permalink_empty.isVisible(), message="empty state back")


async def test_custom_logo_replaces_the_app_logo(tmp_path, wait):
    import asyncio

    from meetdesk.ui.theme import resource
    logo = resource("icons", "logo.svg").read_bytes()
    served = []

    async def serve(reader, writer):
        await reader.readuntil(b"\r\n\r\n")
        served.append(True)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: image/svg+xml\r\nContent-Length: %d\r\n"
                     b"Connection: close\r\n\r\n" % len(logo) + logo)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/logo.svg"
    try:
        async with service(tmp_path) as (engine, api), running_desk(tmp_path / "data") as desk:
            room = await api.start_room("Henry", options={"custom_fields": {"logo": url}})
            host = await HeadlessParticipant.join(room.links.gui, "Henry", with_call=False)
            try:
                desk.open_link(room.links.gui)
                await wait(lambda: desk.meeting_window is not None and desk.meeting_window.custom_logo,
                           message="custom logo shown")
                assert served and desk.meeting_window.logo.isVisibleTo(desk.meeting_window)
            finally:
                await host.close()
    finally:
        server.close()


async def test_hosting_on_a_remote_service_from_settings(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        async with running_desk(tmp_path / "data", service_url=engine.base_url,
                                service_api_key=engine.config.api_key) as desk:
            assert engine.base_url in desk.window.host_hint.text()
            desk.window.host_button.click()
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="hosting on the service")
            assert desk.engine.endpoint is None                       # the embedded engine never started
            assert desk.meeting.client.base_url == engine.base_url.rstrip("/")
            rooms = await api.list_rooms()
            assert any(r.id == desk.meeting.meeting.room.id for r in rooms)
            assert not desk.meeting_window.host_panel.permalinks.isHidden()   # API key known
            await wait(lambda: not desk.permalinks.busy, message="permalinks listed")
            desk.meeting.leave()
            await wait(lambda: desk.meeting_window.ended, message="left")


async def test_wrong_api_key_for_the_service_is_explained(tmp_path, wait):
    async with service(tmp_path) as (engine, api):
        async with running_desk(tmp_path / "data", service_url=engine.base_url, service_api_key="wrong") as desk:
            desk.window.host_button.click()
            await wait(lambda: desk.window.message.isVisible() and desk.window.message.property("role") == "error",
                       message="error shown")
            assert "API key" in desk.window.message.text()


async def test_an_https_link_is_trusted_by_its_fingerprint_and_another_certificate_is_explained(tmp_path, wait):
    """A meeting hosted by another MeetDesk on the network: HTTPS with the host's own certificate, whose
    fingerprint the link carries (client/tls.py)."""
    from meetdesk.client import tls

    config = EngineConfig(data_dir=tmp_path / "service", api_key="k_" + secrets.token_urlsafe(20), ready_delay=0.05,
                          tls=True)
    async with running_engine(config) as engine, running_desk(tmp_path / "data", display_name="") as desk:
        try:
            async with ServiceClient(engine.base_url, config.api_key, fingerprint=engine.fingerprint) as api:
                room = await api.start_room("Henry Host", name="Pinned")
            tls.forget(engine.base_url)
            link = room.links.guest_join
            assert link.startswith("https://") and link.endswith(f"#sha256={engine.fingerprint}")
            w = desk.window
            desk.open_link(link.split("#")[0] + "#sha256=" + "ab" * 32)   # another certificate than the server's
            await wait(lambda: getattr(desk, "guest_dialog", None) is not None and desk.guest_dialog.isVisible(),
                       message="guest name dialog")
            desk.guest_dialog.join_button.click()
            await wait(lambda: w.message.isVisible() and w.message.property("role") == "error", message="error")
            assert "does not show the certificate this link was made for" in w.message.text()
            assert desk.meeting_window is None
            desk.guest_dialog = None
            await _join_via_window(desk, wait, link, "Gina Guest")   # the host's link as sent
            await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                       message="guest call connected over HTTPS and WSS")
        finally:
            tls.forget(engine.base_url)
