"""Layers (engine/layers.py, engine/http/layers.py) against a real engine: POST /rooms/<ACCESS_KEY>/layers with an
upload, a URL served by a real HTTP server on 127.0.0.1 or a text insert, in the encodings the public clients
use; DELETE /rooms/<ACCESS_KEY>/layers/<1|-1>; every refusal a 400 with its reason that changes nothing. What a
layer looks like on the canvas is tests/unit/engine/media/test_canvas.py."""
from __future__ import annotations

import asyncio
import io

import pytest
from PIL import Image

from meetdesk.engine.media.layers import MAX_IMAGE_BYTES
from meetdesk.engine.outbound import REFUSAL


@pytest.fixture
def engine_overrides(local_targets):
    """The engine fetches from listeners on 127.0.0.1 here: allowed (the outbound policy refuses it by default)."""
    return local_targets


def image_bytes(size: tuple[int, int], fmt: str = "PNG", color=(200, 30, 30, 128)) -> bytes:
    mode = "RGB" if fmt == "JPEG" else "RGBA"
    out = io.BytesIO()
    Image.new(mode, size, color[:3] if mode == "RGB" else color).save(out, fmt)
    return out.getvalue()


LOGO = image_bytes((200, 80))
PHOTO = image_bytes((640, 360), "JPEG", (20, 120, 40, 255))
WEBP = image_bytes((100, 100), "WEBP")
HUGE_STREAM = 64 * 1024 * 1024


class ImageServer:
    """A small HTTP/1.1 server on 127.0.0.1 with the answers an image URL can give: an image, 404, a web page,
    a body too big (declared, or streamed without a length), one that never finishes, a redirect."""

    def __init__(self) -> None:
        self.server: asyncio.Server | None = None
        self.base = ""
        self.stop = asyncio.Event()
        self.release = asyncio.Event()  # lets /delayed.png finish
        self.streamed = 0  # bytes of /huge.png written before the client hung up
        self.tasks: set[asyncio.Task] = set()

    async def __aenter__(self) -> "ImageServer":
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.base = f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"
        return self

    async def __aexit__(self, *exc) -> None:
        self.stop.set()
        assert self.server is not None
        self.server.close()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        await self.server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self.tasks.add(task)
        try:
            path = (await reader.readline()).split()[1].decode()
            while (await reader.readline()) not in (b"\r\n", b""):
                pass
            await self._answer(path, writer)
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self.tasks.discard(task)
            writer.close()

    @staticmethod
    def head(status: str, ctype: str, length: int | None) -> bytes:
        lines = [f"HTTP/1.1 {status}", f"Content-Type: {ctype}", "Connection: close"]
        if length is not None:
            lines.append(f"Content-Length: {length}")
        return ("\r\n".join(lines) + "\r\n\r\n").encode()

    async def _answer(self, path: str, writer: asyncio.StreamWriter) -> None:
        files = {"/logo.png": ("image/png", LOGO), "/photo.jpg": ("image/jpeg; charset=binary", PHOTO),
                 "/wide.png": ("image/png", image_bytes((1281, 100))),
                 "/page.html": ("text/html; charset=utf-8", b"<html><body>not an image</body></html>"),
                 "/fake.png": ("image/png", b"<html>a page that says it is a PNG</html>")}
        if path in files:
            ctype, body = files[path]
            writer.write(self.head("200 OK", ctype, len(body)) + body)
        elif path == "/redirect":
            writer.write(b"HTTP/1.1 302 Found\r\nLocation: /logo.png\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        elif path == "/declared-huge.png":
            writer.write(self.head("200 OK", "image/png", MAX_IMAGE_BYTES + 1))
            await writer.drain()
            await self.stop.wait()
        elif path == "/huge.png":  # no length: the client has to stop reading by itself
            writer.write(self.head("200 OK", "image/png", None))
            chunk = b"\0" * (1024 * 1024)
            while self.streamed < HUGE_STREAM:
                writer.write(chunk)
                await writer.drain()
                self.streamed += len(chunk)
        elif path == "/delayed.png":
            writer.write(self.head("200 OK", "image/png", len(LOGO)))
            await writer.drain()
            await self.release.wait()
            writer.write(LOGO)
        elif path == "/slow.png":  # the head and a few bytes, then nothing
            writer.write(self.head("200 OK", "image/png", len(LOGO)) + LOGO[:20])
            await writer.drain()
            await self.stop.wait()
        else:
            writer.write(self.head("404 Not Found", "text/plain", 9) + b"not found")
        await writer.drain()


@pytest.fixture
async def images():
    async with ImageServer() as server:
        yield server


async def start(api, room_id="r", **options):
    r = await api.post("/rooms", json={"id": room_id, "user": {"id": "host", "name": "Host"}, "options": options})
    assert r.status_code == 201, r.text
    return r.json()["access_key"]


def layers_of(engine, room_id="r"):
    return dict(engine.meetings.by_room(room_id).media.layers)


async def test_upload_as_the_clients_send_it(engine, api, anon):
    key = await start(api)
    # go SetLayerImage: a form file named layer-img.png as application/octet-stream, z-index as a field
    r = await anon.post(f"/rooms/{key}/layers", data={"z-index": "-1"},
                        files={"file": ("layer-img.png", PHOTO, "application/octet-stream")})
    assert r.status_code == 201, r.text
    background = layers_of(engine)[-1]
    assert (background.z_index, background.width, background.height) == (-1, 1280, 960)
    assert background.sprite is not None and background.sprite.opaque
    assert (background.sprite.width, background.sprite.height) == (1280, 960)  # covers the canvas
    # js ComApi: FormData with the picture as its own type; no z-index means the overlay; id kept
    r = await anon.post(f"/rooms/{key}/layers", data={"id": "logo-1"},
                        files={"file": ("logo.webp", WEBP, "image/webp")})
    assert r.status_code == 201, r.text
    layers = layers_of(engine)
    assert set(layers) == {-1, 1} and layers[-1] is background
    assert layers[1].id == "logo-1" and (layers[1].x, layers[1].y) == (0, 0)
    assert (layers[1].sprite.width, layers[1].sprite.height) == (100, 100) and not layers[1].sprite.opaque


async def test_url_in_every_encoding(engine, api, anon, images):
    key = await start(api, widescreen=True)
    # go SetLayer (urlencoded), node (JSON), py (query string of a POST)
    r = await anon.post(f"/rooms/{key}/layers", data={"url": f"{images.base}/logo.png", "z-index": "1"})
    assert r.status_code == 201, r.text
    assert layers_of(engine)[1].sprite.width == 200
    r = await anon.post(f"/rooms/{key}/layers", json={"url": f"{images.base}/photo.jpg", "z-index": -1})
    assert r.status_code == 201, r.text
    assert (layers_of(engine)[-1].width, layers_of(engine)[-1].height) == (1280, 720)
    r = await anon.post(f"/rooms/{key}/layers", params={"url": f"{images.base}/redirect", "id": "q"})
    assert r.status_code == 201, r.text
    assert layers_of(engine)[1].id == "q"


@pytest.mark.parametrize("path, reason", [
    ("/missing.png", "could not fetch the image: HTTP 404"),
    ("/page.html", "is not an image (text/html)"),
    ("/declared-huge.png", "larger than 10 MB"),
    ("/huge.png", "larger than 10 MB"),
    ("/slow.png", "timed out"),
    ("/wide.png", "larger than the video"),
    ("/fake.png", "must be PNG, JPEG or WebP"),
])
async def test_a_bad_url_is_400_with_its_reason_and_changes_nothing(engine, api, anon, images, path, reason):
    key = await start(api, widescreen=True)
    engine.layers.fetch_timeout = 1.0 if path == "/slow.png" else 10.0  # a loaded machine is slow, not stuck
    assert (await anon.post(f"/rooms/{key}/layers", data={"url": f"{images.base}/logo.png"})).status_code == 201
    before = layers_of(engine)
    r = await anon.post(f"/rooms/{key}/layers", data={"url": images.base + path})
    assert r.status_code == 400 and reason in r.json()["error"], r.text
    assert layers_of(engine) == before
    if path == "/huge.png":  # the engine stopped reading: far less than the whole stream went out
        await asyncio.sleep(0.2)
        assert images.streamed < HUGE_STREAM // 2


async def test_an_unreachable_url_is_400(api, anon):
    key = await start(api)
    # a port that was free a moment ago: nothing listens there
    server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    server.close()
    await server.wait_closed()
    r = await anon.post(f"/rooms/{key}/layers", data={"url": f"http://127.0.0.1:{port}/x.png"})
    assert r.status_code == 400 and r.json()["error"] == REFUSAL, r.text  # as a refused address reads
    for url in ("ftp://127.0.0.1/x.png", "javascript:alert(1)", "not a url"):
        r = await anon.post(f"/rooms/{key}/layers", data={"url": url})
        assert r.status_code == 400 and "url" in r.json()["error"], (url, r.text)


@pytest.mark.parametrize("size, widescreen, status", [
    ((1280, 720), True, 201), ((1281, 720), True, 400), ((1280, 721), True, 400),
    ((1280, 960), False, 201), ((1280, 961), False, 400), ((64, 64), False, 201),
])
async def test_an_image_larger_than_the_video_is_400(engine, api, anon, size, widescreen, status):
    key = await start(api, widescreen=widescreen)
    r = await anon.post(f"/rooms/{key}/layers", files={"file": ("big.png", image_bytes(size), "image/png")})
    assert r.status_code == status, r.text
    if status == 400:
        assert "larger than the video" in r.json()["error"] and layers_of(engine) == {}


@pytest.mark.parametrize("data, reason", [
    (b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', "SVG"),
    (image_bytes((10, 10), "GIF"), "GIF"),
    (b"", "empty"),
    (b"\x89PNG\r\n\x1a\n" + b"\0" * 40, "PNG, JPEG or WebP"),
    (LOGO[:len(LOGO) // 2], "could not be decoded"),
])
async def test_an_upload_that_is_not_a_usable_image_is_400(engine, api, anon, data, reason):
    key = await start(api)
    r = await anon.post(f"/rooms/{key}/layers", files={"file": ("x.png", data, "image/png")})
    assert r.status_code == 400 and reason in r.json()["error"], r.text
    assert layers_of(engine) == {}


async def test_an_upload_over_10_mb_is_400(engine, api, anon):
    key = await start(api)
    noise = LOGO + b"\0" * (MAX_IMAGE_BYTES + 1 - len(LOGO))  # a PNG with trailing bytes: 10 MiB + 1
    r = await anon.post(f"/rooms/{key}/layers", files={"file": ("big.png", noise, "image/png")})
    assert r.status_code == 400 and "larger than 10 MB" in r.json()["error"], r.text
    assert layers_of(engine) == {}
    # over the route's body limit (11 MiB) and under what the engine discards of an unread body (16 MiB): a
    # client that sends its whole body before reading (httpx) reads the 413 (a larger body is cut off)
    huge = noise + b"\0" * (1536 * 1024)
    r = await anon.post(f"/rooms/{key}/layers", files={"file": ("huge.png", huge, "image/png")})
    assert r.status_code == 413 and layers_of(engine) == {}


async def test_text_insert(engine, api, anon):
    key = await start(api)
    # php Layer::setText: insert[content], insert[title] as form fields
    r = await anon.post(f"/rooms/{key}/layers", data={"insert[title]": "Welcome", "insert[content]": "Agenda: a, b, c"})
    assert r.status_code == 201, r.text
    overlay = layers_of(engine)[1]
    assert overlay.sprite is not None and overlay.x + overlay.sprite.width <= 1280
    r = await anon.post(f"/rooms/{key}/layers", json={"insert": {"content": "only content"}, "z-index": "-1"})
    assert r.status_code == 201, r.text
    assert layers_of(engine)[-1].sprite is not None
    for body, reason in (({"insert": {"title": " ", "content": ""}}, "insert[title] or insert[content] is required"),
                         ({"insert": "text"}, "insert must be an object"),
                         ({"insert": {"title": "t" * 201}}, "insert[title] is longer than 200"),
                         ({"insert": {"title": {"a": 1}}}, "insert[title] must be a string")):
        before = layers_of(engine)
        r = await anon.post(f"/rooms/{key}/layers", json=body)
        assert r.status_code == 400 and reason in r.json()["error"], (body, r.text)
        assert layers_of(engine) == before


@pytest.mark.parametrize("fields, reason", [
    ({"z-index": "0"}, "z-index must be 1 (overlay) or -1 (background)"),
    ({"z-index": "2"}, "z-index must be 1"),
    ({"z-index": "background"}, "z-index must be 1"),
    ({}, "url, file or insert"),
    ({"url": "http://127.0.0.1:9/x.png", "insert[title]": "T"}, "send one of url, file and insert"),
    ({"id": "x" * 129}, "id is longer than 128"),
])
async def test_bad_fields_are_400(engine, api, anon, fields, reason):
    key = await start(api)
    data = {"insert[title]": "T", **fields} if "url" not in fields and fields != {} else fields
    r = await anon.post(f"/rooms/{key}/layers", data=data)
    assert r.status_code == 400 and reason in r.json()["error"], r.text
    assert layers_of(engine) == {}


async def test_delete(engine, api, anon):
    key = await start(api)
    for z in ("1", "-1"):
        r = await anon.post(f"/rooms/{key}/layers", data={"insert[title]": "T", "z-index": z})
        assert r.status_code == 201, r.text
    assert (await anon.delete(f"/rooms/{key}/layers/1")).status_code == 200
    assert set(layers_of(engine)) == {-1}
    assert (await anon.delete(f"/rooms/{key}/layers/1")).status_code == 200  # none there: nothing to do
    r = await anon.delete(f"/rooms/{key}/layers/2")
    assert r.status_code == 400 and "z-index" in r.json()["error"]
    assert set(layers_of(engine)) == {-1}
    assert (await anon.delete(f"/rooms/{key}/layers/-1")).status_code == 200
    assert layers_of(engine) == {}


async def test_statuses_of_the_access_key_and_options(engine, api, anon):
    closed = await start(api, room_id="off", layout_available=False)
    r = await anon.post(f"/rooms/{closed}/layers", data={"insert[title]": "T"})
    assert r.status_code == 405 and "layout_available" in r.json()["error"]
    assert (await anon.delete(f"/rooms/{closed}/layers/1")).status_code == 405
    assert layers_of(engine, "off") == {}
    assert (await anon.post("/rooms/unknown/layers", data={"insert[title]": "T"})).status_code == 404
    assert (await anon.delete("/rooms/unknown/layers/1")).status_code == 404
    key = await start(api)
    await anon.delete(f"/rooms/{key}")
    assert (await anon.post(f"/rooms/{key}/layers", data={"insert[title]": "T"})).status_code == 410
    assert (await anon.delete(f"/rooms/{key}/layers/-1")).status_code == 410


async def test_the_meeting_ending_during_a_fetch_is_410(engine, api, anon, images):
    key = await start(api)
    media = engine.meetings.by_room("r").media
    posting = asyncio.create_task(anon.post(f"/rooms/{key}/layers", data={"url": f"{images.base}/delayed.png"}))
    await asyncio.sleep(0.3)
    await anon.delete(f"/rooms/{key}")
    images.release.set()
    r = await posting
    assert r.status_code == 410, r.text
    assert media.layers == {}
