"""Remote avatars: fetched from a real local HTTP server, checked, cached, shown round in the participant list."""
from __future__ import annotations

import asyncio
import contextlib

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage

from meetdesk.client.images import ImageCache
from meetdesk.client.rest import ServiceClient, parse_link
from meetdesk.ui.widgets.avatar import avatar_pixmap

from ui_headless import HeadlessParticipant, running_desk


def _png(colour: str = "#ff0000", size: int = 64) -> bytes:
    image = QImage(size, size, QImage.Format_RGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


@contextlib.asynccontextmanager
async def picture_server(routes: dict[str, tuple[str, bytes]]):
    """A tiny HTTP/1.1 server on 127.0.0.1: path -> (content type, body); counts requests per path."""
    hits: dict[str, int] = {}

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            path = head.split(b" ")[1].decode()
            hits[path] = hits.get(path, 0) + 1
            kind, body = routes.get(path, ("text/plain", b"not found"))
            status = "200 OK" if path in routes else "404 Not Found"
            writer.write(f"HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {len(body)}\r\n"
                         f"Connection: close\r\n\r\n".encode() + body)
            await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}", hits
    finally:
        server.close()
        await server.wait_closed()


async def test_avatar_cache_checks_type_and_size_and_caches():
    png = _png()
    routes = {"/a.png": ("image/png", png), "/page": ("text/html", b"<html></html>"),
              "/huge.png": ("image/png", b"\0" * (2 * 1024 * 1024 + 1))}
    async with picture_server(routes) as (base, hits):
        cache = ImageCache()
        first, second = await asyncio.gather(cache.fetch(f"{base}/a.png"), cache.fetch(f"{base}/a.png"))
        assert first == second == png
        assert await cache.fetch(f"{base}/a.png") == png
        assert hits["/a.png"] == 1, "fetched once, then served from memory"
        assert await cache.fetch(f"{base}/page") is None            # not an image
        assert await cache.fetch(f"{base}/huge.png") is None        # over 2 MB
        assert await cache.fetch(f"{base}/missing.png") is None     # 404
        assert await cache.fetch("ftp://example.org/a.png") is None
        assert await cache.fetch(None) is None
    assert await ImageCache(timeout=2).fetch(f"{base}/gone.png") is None   # server closed: refused


def test_round_avatar_from_image_bytes(qtbot):
    pix = avatar_pixmap("Grace Hopper", 40, _png("#ff0000")).toImage()
    assert QColor(pix.pixel(20, 20)).red() > 200 and QColor(pix.pixel(20, 20)).green() < 50
    assert QColor.fromRgba(pix.pixel(1, 1)).alpha() == 0, "corners are outside the circle"
    broken = avatar_pixmap("Grace Hopper", 40, b"not an image").toImage()
    assert QColor(broken.pixel(20, 20)).red() < 250 or QColor(broken.pixel(20, 20)).green() > 50   # initials


async def test_participant_list_shows_the_guests_avatar(tmp_path, wait):
    async with picture_server({"/grace.png": ("image/png", _png("#00c000"))}) as (base, hits), \
            running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        window = desk.meeting_window
        link = parse_link(desk.meeting.guest_link)
        guest = HeadlessParticipant()
        guest.client = ServiceClient(link.api_url)
        guest.meeting = await guest.client.register_guest(link.token, "Grace", avatar=f"{base}/grace.png")
        other = None
        try:
            await guest.start_call("Grace")
            other = await HeadlessParticipant.join(desk.meeting.guest_link, "Linus")

            def row(name):
                return next((r for r in window.people_panel.rows() if r.person.name == name), None)

            await wait(lambda: row("Grace") is not None and row("Grace").avatar.has_picture, timeout=20,
                       message="Grace's avatar in the list")
            await wait(lambda: row("Linus") is not None, timeout=20, message="Linus listed")
            assert not row("Linus").avatar.has_picture                  # no avatar URL: initials
            centre = avatar_pixmap("Grace", 34, row("Grace").person.avatar_image).toImage().pixel(17, 17)
            assert QColor(centre).green() > 150 and QColor(centre).red() < 50
            assert hits["/grace.png"] == 1
        finally:
            await guest.close()
            if other is not None:
                await other.close()
