"""The host console's Layers page against a real engine: an image file (uploaded) as the background, an image
URL (served on 127.0.0.1) as the overlay, removing them, a text insert; each control drives its request, the
engine draws the layer and the page's preview (the composed picture the host receives) shows it; refusals read
as sentences."""
from __future__ import annotations

import asyncio
import contextlib
import io

from PIL import Image

from meetdesk.ui.controllers.host.layers import BACKGROUND, OVERLAY

from test_host_layout import host_window, media_of
from test_join_flows import service
from ui_headless import HeadlessParticipant

MAGENTA, GREEN = (230, 20, 200), (20, 210, 60)


def png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), rgb).save(buffer, "PNG")
    return buffer.getvalue()


@contextlib.asynccontextmanager
async def image_server(body: bytes):
    """An HTTP server on 127.0.0.1 that answers every GET with ``body`` as image/png."""
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: %d\r\n"
                     b"Connection: close\r\n\r\n" % len(body) + body)
        await writer.drain()
        writer.close()
    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    try:
        yield f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/overlay.png"
    finally:
        server.close()
        await server.wait_closed()


def colour_at(page, x: float, y: float) -> tuple[int, int, int] | None:
    """The preview's composed picture at (x, y) of the 1280x960 picture."""
    image = page.preview.frame
    if image is None or image.isNull():
        return None
    pixel = image.pixelColor(int(x / 1280 * (image.width() - 1)), int(y / 960 * (image.height() - 1)))
    return pixel.red(), pixel.green(), pixel.blue()


def near(colour, rgb, tolerance: int = 40) -> bool:
    return colour is not None and all(abs(a - b) <= tolerance for a, b in zip(colour, rgb))


async def test_layers_from_a_file_a_url_and_text(tmp_path, wait):
    background = tmp_path / "stage.png"
    background.write_bytes(png(1280, 960, MAGENTA))
    huge = tmp_path / "huge.png"
    huge.write_bytes(png(3000, 2000, MAGENTA))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a picture")
    async with service(tmp_path, in_process=True) as (engine, api), image_server(png(240, 120, GREEN)) as overlay_url:
        room = await api.start_room("Ada Host", name="Layers", options={"sfu_mode": "disabled"})
        guest = await HeadlessParticipant.join(room.links.guest_join, "Grace Guest")
        try:
            async with host_window(room.links.gui, "Ada Host", wait) as (window, ada, _layout_page):
                window.host_console.show_page("layers")
                page = window.host_console.pages["layers"]
                media = media_of(engine, ada.access_key)
                # two side by side on 4:3: the band above them shows the background
                await wait(lambda: page.preview.frame is not None, message="composed picture in the preview")
                assert not near(colour_at(page, 640, 60), MAGENTA)

                # an image file, uploaded as the background
                page.pick_file = lambda: str(background)
                page.cards[BACKGROUND].file_button.click()
                await wait(lambda: media.layers.get(-1) is not None, message="background set in the engine")
                card = page.cards[BACKGROUND]
                await wait(lambda: card.label.text() == "Image file: stage.png", message="background card")
                assert card.thumb.pixmap() is not None and not card.thumb.pixmap().isNull()
                await wait(lambda: near(colour_at(page, 640, 60), MAGENTA), timeout=20,
                           message="the preview shows the background")

                # an image URL as the overlay: drawn at the top left over everything
                overlay = page.cards[OVERLAY]
                overlay.url_edit.setText(overlay_url)
                overlay.url_button.click()
                await wait(lambda: media.layers.get(1) is not None, message="overlay set in the engine")
                assert media.layers[1].sprite.width == 240
                await wait(lambda: overlay.label.text() == f"Image address: {overlay_url}", message="overlay card")
                await wait(lambda: overlay.thumb.pixmap() is not None and not overlay.thumb.pixmap().isNull(),
                           message="the overlay's thumbnail")
                await wait(lambda: near(colour_at(page, 60, 30), GREEN), timeout=20,
                           message="the preview shows the overlay")

                # removed: the engine no longer draws it, the preview shows the background there again
                overlay.remove_button.click()
                await wait(lambda: media.layers.get(1) is None, message="overlay removed")
                await wait(lambda: overlay.label.text() == "Nothing set from here.", message="overlay card empty")
                await wait(lambda: near(colour_at(page, 60, 30), MAGENTA), timeout=20,
                           message="the preview without the overlay")

                # a text insert takes the overlay's place
                page.title_edit.setText("Agenda")
                page.content_edit.setPlainText("1. Budget\n2. Hiring")
                page.text_button.click()
                await wait(lambda: media.layers.get(1) is not None, message="text insert set")
                assert media.layers[1].x > 640   # the panel sits at the top right
                await wait(lambda: overlay.label.text() == "Text insert: Agenda", message="text insert card")
                assert not page.error.isVisible()

                # refusals: nothing changes, a sentence says why
                kept = media.layers.get(-1)
                page.pick_file = lambda: str(huge)
                card.file_button.click()
                await wait(lambda: page.error.isVisible(), message="refusal shown")
                assert page.error.text().startswith("Could not set the image: ")
                assert "larger" in page.error.text() and media.layers.get(-1) is kept
                assert card.label.text() == "Image file: stage.png"
                page.pick_file = lambda: str(notes)
                card.file_button.click()
                await wait(lambda: "notes.txt is not a PNG, JPEG or WebP picture" in page.error.text(),
                           message="a file that is no picture")
                page.title_edit.clear()
                page.content_edit.clear()
                page.text_button.click()
                await wait(lambda: "write a title or a text first" in page.error.text(), message="empty text")
                overlay.url_edit.setText("ftp://example.org/a.png")
                overlay.url_button.click()
                await wait(lambda: "must start with http:// or https://" in page.error.text(), message="bad URL")
                assert media.layers.get(1) is not None and media.layers.get(-1) is kept

                card.remove_button.click()
                await wait(lambda: media.layers.get(-1) is None, message="background removed")
        finally:
            await guest.close()


async def test_a_room_without_layers(tmp_path, wait):
    async with service(tmp_path, in_process=True) as (engine, api):
        room = await api.start_room("Ada Host", name="Plain", options={"sfu_mode": "disabled",
                                                                        "layout_available": False})
        async with host_window(room.links.gui, "Ada Host", wait) as (window, ada, _layout_page):
            window.host_console.show_page("layers")
            page = window.host_console.pages["layers"]
            page.title_edit.setText("Hello")
            page.text_button.click()
            await wait(lambda: page.error.isVisible(), message="refusal shown")
            assert page.error.text() == ("Could not show the text: this room does not allow it "
                                           "(the room's options switch it off).")
            assert media_of(engine, ada.access_key).layers == {}
