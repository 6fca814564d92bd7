"""Layers of the composed picture (POST /rooms/<ACCESS_KEY>/layers): a background image under the tiles
(z-index -1) and an overlay over everything (z-index 1), or a text insert as an overlay.

A ``Layer`` is rendered once, when it is set, into a ``Sprite`` (text.py) that ``Canvas`` blends per tick:
the background scaled to cover the canvas, the overlay at the top left at its own size, cropped to what is
not fully transparent. Images are decoded with Pillow from bytes, PNG, JPEG and WebP only, and their size is
checked from the header before any pixel is decoded (an image larger than the video is refused, as the spec
says, which also guards against decompression bombs). Pure of asyncio except ``fetch_image``.
"""
from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import numpy as np
from PIL import Image, ImageDraw, ImageOps, UnidentifiedImageError

from .text import Sprite, clean_text, font, sprite_from_rgba, wrap_text

if TYPE_CHECKING:
    from meetdesk.engine.outbound import OutboundPolicy

MAX_IMAGE_BYTES = 10 * 1024 * 1024  # an uploaded or fetched image
FETCH_TIMEOUT = 10.0  # s for the whole download of an image URL
FORMATS = ("PNG", "JPEG", "WEBP")
Z_INDEXES = (-1, 1)  # background, overlay
MAX_TITLE = 200  # characters of insert[title]
MAX_CONTENT = 2000  # characters of insert[content]


class LayerError(ValueError):
    """A layer that cannot be made; ``str(err)`` is the message of the 400 reply."""


@dataclass(frozen=True, eq=False)
class Layer:
    """A layer rendered for a canvas of ``width`` x ``height``: ``sprite`` drawn with its top-left corner at
    (x, y), or nothing (None: a fully transparent image). ``id`` is the one the client gave, if any."""

    z_index: int
    width: int
    height: int
    sprite: Sprite | None
    x: int = 0
    y: int = 0
    id: str | None = None

    def with_id(self, layer_id: str | None) -> Layer:
        return replace(self, id=layer_id)


# -- images -------------------------------------------------------------------------------------------------

def _what_it_is(data: bytes) -> str:
    """A name for data that is not PNG, JPEG or WebP, for the error message."""
    head = data[:512].lstrip()
    if head.startswith(b"GIF8"):
        return "a GIF image"
    if head[:5].lower() == b"<?xml" or b"<svg" in head.lower():
        return "an SVG image"
    if head[:2] == b"BM":
        return "a BMP image"
    if head[4:8] == b"ftyp":
        return "an HEIF/AVIF file"
    if head[:1] == b"<":
        return "an HTML or XML document"
    return "unrecognised data"


def _open(data: bytes) -> Image.Image:
    """The image in ``data`` (header read, pixels not decoded yet); LayerError unless PNG, JPEG or WebP."""
    if not data:
        raise LayerError("the image is empty")
    try:
        return Image.open(io.BytesIO(data), formats=FORMATS)
    except Image.DecompressionBombError:
        raise LayerError("the image has too many pixels") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, TypeError):
        raise LayerError(f"the image must be PNG, JPEG or WebP ({_what_it_is(data)})") from None


def _check_size(width: int, height: int, canvas: tuple[int, int]) -> None:
    cw, ch = canvas
    if width > cw or height > ch:
        raise LayerError(f"the image ({width}x{height}) is larger than the video ({cw}x{ch})")
    if width < 1 or height < 1:
        raise LayerError("the image has no pixels")


def decode_image(data: bytes, canvas: tuple[int, int]) -> Image.Image:
    """PNG, JPEG or WebP ``data`` as an RGBA image upright (EXIF orientation applied); LayerError when it is
    another format, broken, or larger than ``canvas`` (width or height), checked before decoding."""
    image = _open(data)
    _check_size(image.width, image.height, canvas)
    try:
        image.load()
        image = ImageOps.exif_transpose(image)
        _check_size(image.width, image.height, canvas)
        return image.convert("RGBA")
    except LayerError:
        raise
    except Image.DecompressionBombError:
        raise LayerError("the image has too many pixels") from None
    except (OSError, SyntaxError, ValueError, TypeError, EOFError) as exc:
        raise LayerError(f"the image could not be decoded ({exc})") from None


def image_layer(data: bytes, canvas: tuple[int, int], z_index: int) -> Layer:
    """A layer of an image (PNG, JPEG, WebP bytes) for a canvas of ``canvas`` (width, height) pixels:
    background (-1) scaled to cover the canvas (centre kept), overlay (1) at the top left at its own size,
    its alpha respected (an image without alpha is opaque). LayerError with the reason otherwise."""
    if z_index not in Z_INDEXES:
        raise LayerError("z-index must be 1 (overlay) or -1 (background)")
    cw, ch = canvas
    image = decode_image(data, canvas)
    if z_index == -1:
        covered = ImageOps.fit(image, (cw, ch), method=Image.Resampling.LANCZOS)
        return Layer(z_index, cw, ch, sprite_from_rgba(np.asarray(covered)))
    box = image.getchannel("A").getbbox()
    if box is None:  # fully transparent: nothing to draw
        return Layer(z_index, cw, ch, None)
    left, top, right, bottom = box
    left, top = left & ~1, top & ~1
    return Layer(z_index, cw, ch, sprite_from_rgba(np.asarray(image.crop((left, top, right, bottom)))), left, top)


# -- text inserts -------------------------------------------------------------------------------------------

PANEL = (24, 28, 36, 210)  # translucent dark panel
ACCENT = (64, 156, 255, 255)  # a stripe along its left edge
TITLE = (255, 255, 255, 255)
CONTENT = (232, 232, 232, 255)


def _insert_text(value: str, name: str, limit: int) -> str:
    if not isinstance(value, str):
        raise LayerError(f"{name} must be a string")
    if len(value) > limit:
        raise LayerError(f"{name} is longer than {limit} characters")
    return value.replace("\r\n", "\n").strip()


def text_layer(title: str, content: str, canvas: tuple[int, int], z_index: int = 1) -> Layer:
    """A text insert (insert[title], insert[content]): a panel at the top right of the canvas with the title
    in bold and the content below it, wrapped (at most 2 title and 8 content lines), on a translucent dark
    background; an overlay unless ``z_index`` is -1."""
    if z_index not in Z_INDEXES:
        raise LayerError("z-index must be 1 (overlay) or -1 (background)")
    title = clean_text(_insert_text(title, "insert[title]", MAX_TITLE))
    content = _insert_text(content, "insert[content]", MAX_CONTENT)
    if not title and not clean_text(content):
        raise LayerError("insert[title] or insert[content] is required")
    cw, ch = canvas
    scale = cw / 1280
    pad, gap, stripe, margin = round(20 * scale), round(8 * scale), max(2, round(6 * scale)), round(32 * scale)
    title_face, content_face = font(max(10, round(30 * scale)), bold=True), font(max(8, round(24 * scale)))
    inner = int(cw * 0.38) - 2 * pad - stripe
    title_lines = wrap_text(title, title_face, inner, 2) if title else []
    content_lines = wrap_text(content, content_face, inner, 8) if clean_text(content) else []
    title_step = round(sum(title_face.getmetrics()) * 1.15)
    content_step = round(sum(content_face.getmetrics()) * 1.25)
    text_w = max([title_face.getlength(t) for t in title_lines] + [content_face.getlength(t) for t in content_lines])
    width = stripe + 2 * pad + int(np.ceil(text_w))
    height = 2 * pad + len(title_lines) * title_step + len(content_lines) * content_step \
        + (gap if title_lines and content_lines else 0)
    panel = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(panel)
    radius = round(12 * scale)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=radius, fill=PANEL)
    draw.rounded_rectangle((0, 0, stripe + radius, height - 1), radius=radius, fill=ACCENT)
    draw.rectangle((stripe, 0, stripe + radius, height - 1), fill=PANEL)
    glyphs = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    write = ImageDraw.Draw(glyphs)
    x, y = stripe + pad, pad
    for line in title_lines:
        write.text((x, y), line, font=title_face, fill=TITLE)
        y += title_step
    y += gap if title_lines and content_lines else 0
    for line in content_lines:
        write.text((x, y), line, font=content_face, fill=CONTENT)
        y += content_step
    sprite = sprite_from_rgba(np.asarray(Image.alpha_composite(panel, glyphs)))
    return Layer(z_index, cw, ch, sprite, (cw - margin - sprite.width) & ~1, margin & ~1)


# -- fetching -----------------------------------------------------------------------------------------------

def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):g} MB"


async def fetch_image(url: str, policy: OutboundPolicy, *, max_bytes: int = MAX_IMAGE_BYTES,
                      timeout: float = FETCH_TIMEOUT) -> bytes:
    """The body of an http(s) ``url`` that answers 200 with an image/* content type, read as a stream and
    at most ``max_bytes`` far, within ``timeout`` seconds in all; LayerError with the reason otherwise.
    Every connection, redirects included, goes through ``policy`` (engine/outbound.py): a refused or
    unreachable address reads ``REFUSAL`` and nothing else."""
    # imported here: a Layer crosses to the compositor process, which has no use for an HTTP client (13 MB)
    import httpx

    from meetdesk.engine.outbound import REFUSAL, is_refusal

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise LayerError("url must be an http or https URL")
    prefix = "could not fetch the image"
    try:
        async with asyncio.timeout(timeout):
            # no proxy settings or .netrc credentials of this machine go to a URL a client chose (trust_env off)
            async with policy.async_client(timeout=timeout, follow_redirects=True, max_redirects=5) as client:
                headers = {"Accept": "image/png, image/jpeg, image/webp, image/*;q=0.8",
                           "Accept-Encoding": "identity"}
                async with client.stream("GET", url, headers=headers) as reply:
                    if reply.status_code != 200:
                        raise LayerError(f"{prefix}: HTTP {reply.status_code}")
                    ctype = reply.headers.get("content-type", "").split(";")[0].strip().lower()
                    if not ctype.startswith("image/"):
                        raise LayerError(f"{prefix}: the URL is not an image ({ctype or 'no content type'})")
                    declared = reply.headers.get("content-length", "")
                    if declared.isdigit() and int(declared) > max_bytes:
                        raise LayerError(f"{prefix}: the image is larger than {_megabytes(max_bytes)}")
                    chunks: list[bytes] = []
                    size = 0
                    async for chunk in reply.aiter_bytes():
                        size += len(chunk)
                        if size > max_bytes:
                            raise LayerError(f"{prefix}: the image is larger than {_megabytes(max_bytes)}")
                        chunks.append(chunk)
                    return b"".join(chunks)
    except LayerError:
        raise
    except Exception as exc:
        if is_refusal(exc):  # refused, or no connection: the same sentence either way
            raise LayerError(REFUSAL) from None
        if isinstance(exc, (TimeoutError, httpx.TimeoutException)):
            raise LayerError(f"{prefix}: timed out after {timeout:g} s") from None
        if isinstance(exc, httpx.TooManyRedirects):
            raise LayerError(f"{prefix}: too many redirects") from None
        if isinstance(exc, httpx.UnsupportedProtocol):
            raise LayerError(f"{prefix}: it redirects to a URL that is not http or https") from None
        if isinstance(exc, (httpx.HTTPError, httpx.InvalidURL, OSError, UnicodeError)):
            reason = str(exc) or type(exc).__name__
            raise LayerError(f"{prefix}: {reason[:200]}") from None
        raise
