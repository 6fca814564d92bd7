"""ServiceClient against the real engine (fixture ``engine``) and against raw sockets for odd replies."""
import asyncio
import socket
from datetime import datetime, timezone

import pytest

from meetdesk.api import links
from meetdesk.api.items import Recording
from meetdesk.api.models import MeetingReply, PermalinkPage, PermalinkReply, RoomSummary
from meetdesk.client import (MeetingNotStarted, ServiceClient, ServiceError, ServiceUnreachable,
                             join_from_link, to_app_scheme)


@pytest.fixture
async def client(engine):
    async with ServiceClient(engine.base_url, api_key=engine.config.api_key) as c:
        yield c


async def test_start_join_get_list_and_end(client, engine):
    first = await client.start_room("Ann", room_id="standup", name="Daily standup", user_id="ann",
                                    options={"widescreen": True, "custom_fields": {"locale": "de"}})
    assert isinstance(first, MeetingReply)
    assert first.room.id == "standup" and first.room.name == "Daily standup"
    assert first.user.name == "Ann" and first.user.id == "ann" and first.user.guest is False
    assert first.options.widescreen is True and first.options.custom_fields["locale"] == "de"
    assert first.links.gui == links.gui_link(engine.base_url, first.access_key)
    assert first.signaling.type == "sepp" and first.signaling.auth_token
    second = await client.join_room("Bob", room_id="standup")
    assert second.room.id == "standup" and second.access_key != first.access_key

    fetched = await client.get_meeting(second.access_key)
    assert fetched.user.name == "Bob"
    rooms = await client.list_rooms()
    assert [r.id for r in rooms] == ["standup"] and isinstance(rooms[0], RoomSummary)
    assert await client.list_rooms(page=2) == []

    await client.end_meeting(first.access_key)
    with pytest.raises(ServiceError) as err:
        await client.get_meeting(first.access_key)
    assert err.value.status == 410 and err.value.message


async def test_users_guests_messages_lock(client):
    host = await client.start_room("Host", room_id="r1", user_id="host",
                                   options={"lock_available": True, "kick_available": True})
    key, room_id = host.access_key, host.room.id
    guest = await client.register_guest(host.room.guest_token, "Gita", locale="fr")
    assert guest.user.guest is True and guest.user.name == "Gita" and guest.room.id == room_id

    user = await client.get_user(key, "host")
    assert user.name == "Host" and user.guest is False
    names = sorted(u.name for u in await client.list_users(room_id))
    assert names == ["Gita", "Host"]
    assert await client.list_users(room_id, online=True) == []  # nobody is in the call yet

    await client.send_message(key, "hello everyone")
    await client.send_message(key, '{"x": 1}', type="custom")

    await client.kick_user(key, guest.user.id)
    with pytest.raises(ServiceError) as err:
        await client.get_user(key, "nobody-here")
    assert err.value.status == 404

    await client.lock(key)
    assert (await client.get_meeting(key)).locked is True
    with pytest.raises(ServiceError) as err:
        await client.register_guest(host.room.guest_token, "Late")
    assert err.value.status == 423


async def test_force_stop_and_api_key_errors(client, engine):
    meeting = await client.start_room("Ann", room_id="to-stop")
    async with ServiceClient(engine.base_url, api_key="wrong-key") as bad:
        with pytest.raises(ServiceError) as err:
            await bad.force_stop("to-stop")
        assert err.value.status in (401, 403) and err.value.message
        with pytest.raises(ServiceError) as err:
            await bad.start_room("Eve")
        assert err.value.status in (401, 403)
    await client.force_stop("to-stop")
    with pytest.raises(ServiceError) as err:
        await client.get_meeting(meeting.access_key)
    assert err.value.status == 410
    with pytest.raises(ServiceError) as err:
        await client.force_stop("no-such-room")
    assert err.value.status == 404


async def test_bad_request_carries_the_service_message(client):
    with pytest.raises(ServiceError) as err:
        await client.start_room("Ann", options={"sfu_mode": "bogus"})
    assert err.value.status == 400 and "sfu_mode" in err.value.message
    assert err.value.body == {"error": err.value.message}


async def test_permalink_management(client, engine):
    created = await client.create_permalink("Hope", user_id="hope", name="Weekly",
                                            expires_at=datetime(2999, 1, 1, tzinfo=timezone.utc),
                                            options={"recording_available": False})
    assert isinstance(created, PermalinkReply)
    pid, host_token = created.permalink.id, created.permalink.user_token
    assert host_token and created.user.name == "Hope" and created.room.started_at is None
    assert created.permalink.expires_at.startswith("2999-01-01T00:00:00")
    assert created.links.gui == links.permalink_host_link(engine.base_url, host_token)
    assert created.options.recording_available is False

    viewed = await client.get_permalink(pid)
    assert viewed.permalink.user_token is None and viewed.user is None and viewed.links.gui is None
    page = await client.list_permalinks(limit=10, expired=False)
    assert isinstance(page, PermalinkPage) and page.total == 1 and page.items[0].permalink.id == pid
    assert (await client.list_permalinks(expired=True)).total == 0

    updated = await client.update_permalink(pid, name="Weekly sync", expires_at=None)
    assert updated.room.name == "Weekly sync" and updated.permalink.expires_at is None

    second = await client.add_permalink_user(pid, "Ivo")
    ivo_token = second.permalink.user_token
    assert ivo_token and ivo_token != host_token and second.user.name == "Ivo"
    by_token = await client.get_permalink_by_token(ivo_token)
    assert by_token.permalink.id == pid
    await client.remove_permalink_user(pid, ivo_token)
    with pytest.raises(ServiceError) as err:
        await client.join_permalink(ivo_token)
    assert err.value.status == 404

    meeting = await client.join_permalink(host_token)
    assert isinstance(meeting, MeetingReply) and meeting.room.id == pid and meeting.user.name == "Hope"
    assert (await client.get_permalink_by_token(created.permalink.guest_token)).room.started_at

    await client.delete_permalink(pid)
    with pytest.raises(ServiceError) as err:
        await client.get_permalink(pid)
    assert err.value.status == 404
    async with ServiceClient(engine.base_url) as no_key:
        with pytest.raises(ServiceError) as err:
            await no_key.list_permalinks()
        assert err.value.status == 401


async def test_join_from_link_access_key_and_guest(client, engine):
    host = await client.start_room("Host", room_id="linked")
    c1, meeting = await join_from_link(f"  {host.links.gui}\n", name="ignored")
    async with c1:
        assert c1.base_url == engine.base_url and meeting.access_key == host.access_key
    c2, guest = await join_from_link(host.links.guest_join, name=" Gus ")
    async with c2:
        assert guest.user.guest is True and guest.user.name == "Gus" and guest.room.id == "linked"
    c3, same = await join_from_link(host.access_key, name="x", api_url=engine.base_url)
    await c3.aclose()
    assert same.access_key == host.access_key
    with pytest.raises(ValueError, match="which service"):
        await join_from_link(host.access_key, name="x")
    with pytest.raises(ValueError, match="name"):
        await join_from_link(host.links.guest_join, name="  ")
    with pytest.raises(ServiceError) as err:
        await join_from_link(links.guest_link(engine.base_url, "unknownguesttoken"), name="Gus")
    assert err.value.status in (404, 410)


async def test_join_from_permalink_links_waits_for_the_host(client, engine):
    created = await client.create_permalink("Hope")
    guest_link = created.links.guest_join
    with pytest.raises(MeetingNotStarted) as err:
        await join_from_link(guest_link, name="Early")
    assert err.value.host == "Hope"   # whom the guest waits for (the engine's 410 names the permalink's host)
    app_link = to_app_scheme(created.links.gui)  # as the desktop link handler receives it
    host_client, host_meeting = await join_from_link(app_link, name="ignored")
    async with host_client:
        assert host_meeting.user.name == "Hope" and host_meeting.room.id == created.permalink.id
    guest_client, guest_meeting = await join_from_link(guest_link, name="Early")
    async with guest_client:
        assert guest_meeting.user.guest is True and guest_meeting.room.id == created.permalink.id


# -- odd replies over real sockets ----------------------------------------------------------------------------

async def _canned_server(reply: bytes, seen: list[bytes]):
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        body = await reader.readexactly(length) if length else b""
        seen.append(head + body)
        writer.write(reply)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    return server, f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"


async def test_non_json_error_body_and_form_encoding():
    seen: list[bytes] = []
    reply = (b"HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\nContent-Length: 22\r\n"
             b"Connection: close\r\n\r\n<h1>proxy is down</h1>")
    server, url = await _canned_server(reply, seen)
    async with server, ServiceClient(url, api_key="k123") as client:
        with pytest.raises(ServiceError) as err:
            await client.set_layout("AK", layout="custom", name="mine", users=["a", None, "b"],
                                    map=[[0, 0, 640, 480, "cover"]], voice_activation=False)
        assert err.value.status == 502 and err.value.message == "<h1>proxy is down</h1>"
        with pytest.raises(ServiceError):
            await client.start_room("Ann Lee", options={"custom_fields": {"locale": "de"}, "widescreen": True})
    layout_req, room_req = seen
    assert layout_req.startswith(b"POST /rooms/AK/layout ")
    assert b"authorization" not in layout_req.lower()  # access-key requests never carry the API key
    assert (b"layout=custom&name=mine&voice_activation=false&users%5B%5D=a&users%5B%5D=&users%5B%5D=b"
            b"&map=%5B%5B0%2C+0%2C+640%2C+480%2C+%22cover%22%5D%5D") in layout_req
    assert b"\r\nauthorization: k123\r\n" in room_req.lower()
    assert b"user%5Bname%5D=Ann+Lee&options%5Bcustom_fields%5D%5Blocale%5D=de&options%5Bwidescreen%5D=true" \
        in room_req


async def test_unreachable_service():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens there now
    async with ServiceClient(f"http://127.0.0.1:{port}") as client:
        with pytest.raises(ServiceUnreachable) as err:
            await client.get_meeting("whatever")
    assert err.value.status == 0 and f"127.0.0.1:{port}" in err.value.message
    assert isinstance(err.value, ServiceError)


async def test_layer_upload_is_multipart_and_download_streams_to_file(tmp_path):
    seen: list[bytes] = []
    reply = b"HTTP/1.1 201 Created\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    server, url = await _canned_server(reply, seen)
    image = tmp_path / "logo.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\nfake-png-bytes")
    async with server, ServiceClient(url) as client:
        assert await client.set_layer("AK", file=image, z_index=-1) is None
        with pytest.raises(ValueError):
            await client.set_layer("AK")
    upload = seen[0]
    assert upload.startswith(b"POST /rooms/AK/layers ") and b"multipart/form-data; boundary=" in upload
    assert b'name="z-index"\r\n\r\n-1\r\n' in upload
    assert b'name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nfake-png-bytes' \
        in upload

    payload = bytes(range(256)) * 400
    seen.clear()
    reply = (b"HTTP/1.1 200 OK\r\nContent-Type: video/webm\r\nContent-Length: %d\r\nConnection: close\r\n\r\n"
             % len(payload)) + payload
    server, url = await _canned_server(reply, seen)
    async with server, ServiceClient("http://127.0.0.1:9", api_key="secret-key") as client:
        recording = Recording.from_json({"id": "r1", "links": {"download": f"{url}/files/r1.webm?sig=abc"}})
        path = await client.download_recording(recording, tmp_path / "r1.webm")
        assert path.read_bytes() == payload
        with pytest.raises(ServiceError, match="no download link"):
            await client.download_recording(Recording.from_json({"id": "r2", "links": {"download": None}}))
    assert seen[0].startswith(b"GET /files/r1.webm?sig=abc ")
    assert b"secret-key" not in seen[0]  # the API key never goes to download hosts


async def test_app_link_from_the_engine_landing_page_joins(client, engine):
    import html
    import re

    import httpx

    host = await client.start_room("Host", room_id="landing")
    async with httpx.AsyncClient() as web:
        page = (await web.get(host.links.guest_join)).text
    app_link = html.unescape(re.search(r'href="(meetdesk://[^"]+)"', page).group(1))
    guest_client, guest = await join_from_link(app_link, name="Lena")
    async with guest_client:
        assert guest_client.base_url == engine.base_url
        assert guest.user.guest is True and guest.room.id == "landing"


def test_an_idle_connection_is_not_reused_when_a_server_may_be_closing_it():
    """The engine (uvicorn) closes a connection idle for its keep-alive time; the client used one idle that long
    (httpx's default, the same 5 s) just as it closed: "Server disconnected without sending a response" for a
    host's stop_recording in a fresh-clone CI run. The client lets idle connections go well before."""
    from meetdesk.client.rest import KEEPALIVE
    from meetdesk.engine.config import EngineConfig

    assert KEEPALIVE <= EngineConfig.keep_alive_timeout / 2
    client = ServiceClient("http://127.0.0.1:9")
    assert client._http._transport._pool._keepalive_expiry == KEEPALIVE


async def test_a_request_lost_on_a_connection_the_server_closes_is_sent_again_only_when_idempotent():
    """A server (or a proxy) with a shorter idle time than the client's closes a kept-alive connection as the
    next request goes out on it. A GET or DELETE goes once more on a new connection; a POST, which may not mean
    the same twice, fails as unreachable."""
    seen: list[bytes] = []
    connections = 0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal connections
        connections += 1
        answered = 0
        while True:
            try:
                head = await reader.readuntil(b"\r\n\r\n")
            except (asyncio.IncompleteReadError, ConnectionError):
                break
            length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                           if line.lower().startswith(b"content-length:")), 0)
            if length:
                await reader.readexactly(length)
            seen.append(head.split(b"\r\n")[0])
            if answered == 1:  # the second request on a connection: closed unanswered
                break
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
            await writer.drain()
            answered += 1
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    async with server, ServiceClient(url) as client:
        await client.get_meeting("AK")
        await client.end_meeting("AK")  # DELETE on the kept connection: lost, sent again on a new one
        assert connections == 2
        assert seen == [b"GET /rooms/AK HTTP/1.1", b"DELETE /rooms/AK HTTP/1.1", b"DELETE /rooms/AK HTTP/1.1"]
        with pytest.raises(ServiceUnreachable):  # POST on the second connection's second request: not re-sent
            await client.send_message("AK", "hello")
        assert connections == 2 and seen[-1].startswith(b"POST ")
