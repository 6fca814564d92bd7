"""Pictures the meeting points to by URL (participants' avatars, the room's custom logo): fetched once,
type- and size-checked (image/* only, at most ``MAX_BYTES``), kept in memory."""
from __future__ import annotations

import asyncio
import logging

import httpx

from meetdesk.client import tls

__all__ = ["MAX_BYTES", "ImageCache", "fetch_image"]

log = logging.getLogger(__name__)

MAX_BYTES = 2 * 1024 * 1024


class ImageCache:
    """Fetches images over HTTP(S); every failure gives None (the UI shows initials or its own logo)."""

    def __init__(self, max_bytes: int = MAX_BYTES, timeout: float = 5.0, max_entries: int = 256) -> None:
        self.max_bytes = max_bytes
        self.timeout = timeout
        self.max_entries = max_entries
        self._images: dict[str, bytes | None] = {}
        self._pending: dict[str, asyncio.Future] = {}

    def cached(self, url: str) -> bytes | None:
        return self._images.get(url)

    async def fetch(self, url: str | None) -> bytes | None:
        """The image bytes at url (http/https, content-type image/*, at most max_bytes), or None."""
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            return None
        if url in self._images:
            return self._images[url]
        if url not in self._pending:
            self._pending[url] = asyncio.ensure_future(self._download(url))
        future = self._pending[url]
        try:
            data = await asyncio.shield(future)
        finally:
            if future.done():
                self._pending.pop(url, None)
        if len(self._images) >= self.max_entries:
            self._images.pop(next(iter(self._images)))
        self._images[url] = data
        return data

    async def _download(self, url: str) -> bytes | None:
        try:
            # a picture on a server whose certificate a link pinned (snapshots of the host's own engine): that
            # certificate; elsewhere the usual CA verification (client/tls.py)
            async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=True,
                                         verify=tls.context_for(url) or True) as http:
                async with http.stream("GET", url) as response:
                    kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
                    if response.status_code != 200 or not kind.startswith("image/"):
                        log.info("image %s not loaded: HTTP %s, %s", url, response.status_code, kind or "no type")
                        return None
                    declared = response.headers.get("content-length", "")
                    if declared.isdigit() and int(declared) > self.max_bytes:
                        return None
                    data = bytearray()
                    async for chunk in response.aiter_bytes():
                        data += chunk
                        if len(data) > self.max_bytes:
                            log.info("image %s larger than %d bytes", url, self.max_bytes)
                            return None
                    return bytes(data) or None
        except (httpx.HTTPError, httpx.InvalidURL, ValueError) as exc:
            log.info("image %s not loaded: %s", url, exc)
            return None


_shared = ImageCache()


async def fetch_image(url: str | None) -> bytes | None:
    """An avatar or logo through the process-wide cache (None when it is not a usable image)."""
    return await _shared.fetch(url)
