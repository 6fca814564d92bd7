"""Layers of the composed picture, for the host console's Layers page (the view: ui/views/host/layers.py): an
image file (uploaded) or an image URL as the background (z-index -1) or the overlay (1), a text insert, and
removing them (POST /rooms/<key>/layers, DELETE /rooms/<key>/layers/<z>).

The service reports no layer events, so what this controller holds is what this console set and the service
accepted; the composed picture (the page's preview) shows what the engine draws, another host's layers too.
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.images import fetch_image
from meetdesk.ui.controllers.errors import refusal
from meetdesk.ui.controllers.host.page import ConsolePart, Page
from meetdesk.ui.controllers.people import Spawn

MAX_FILE_BYTES = 10 * 1024 * 1024   # what the service takes (engine/media/layers.py MAX_IMAGE_BYTES)
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
BACKGROUND, OVERLAY = -1, 1


@dataclass(frozen=True)
class LayerInfo:
    """A layer this console set: ``kind`` file, url or text; ``label`` the file name, the URL or the title;
    ``image`` the picture's bytes when known (for a thumbnail)."""

    kind: str
    label: str
    image: bytes | None = None
    content: str = ""


class LayersController(ConsolePart):
    changed = Signal(int, object)    # z-index, LayerInfo or None (removed)

    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.layers: dict[int, LayerInfo] = {}
        self._running = 0

    @property
    def busy(self) -> bool:
        return self._running > 0

    def attach(self, page: Page) -> None:
        """Wire the Layers page (LayersPage) and show it the layers this console set."""
        super().attach(page, file=self.set_image_file, url=self.set_image_url, remove=self.remove, text=self.set_text)
        self.changed.connect(page.set_layer)
        for z_index, info in self.layers.items():
            page.set_layer(z_index, info)

    # ---- requests
    def set_image_file(self, z_index: int, path: str | Path) -> None:
        self._run(self._set_file(z_index, Path(path)), self.tr("Could not set the image"))

    def set_image_url(self, z_index: int, url: str) -> None:
        url = url.strip()
        if not url.startswith(("http://", "https://")):
            self.failed.emit(self.tr("Could not set the image: the address must start with http:// or https://."))
            return
        self._run(self._set_url(z_index, url), self.tr("Could not set the image"))

    def set_text(self, title: str, content: str, z_index: int = OVERLAY) -> None:
        if not title.strip() and not content.strip():
            self.failed.emit(self.tr("Could not show the text: write a title or a text first."))
            return
        self._run(self._set_text(z_index, title.strip(), content.strip()), self.tr("Could not show the text"))

    def remove(self, z_index: int) -> None:
        self._run(self._remove(z_index), self.tr("Could not remove the layer"))

    # ---- the work
    async def _set_file(self, z_index: int, path: Path) -> None:
        data = await asyncio.to_thread(_read_image_file, path)
        await self.client.set_layer(self.access_key, file=data, filename=path.name, z_index=z_index)
        self._set(z_index, LayerInfo("file", path.name, data))

    async def _set_url(self, z_index: int, url: str) -> None:
        await self.client.set_layer(self.access_key, url=url, z_index=z_index)
        self._set(z_index, LayerInfo("url", url))
        picture = await fetch_image(url)   # only for the thumbnail; the service fetched its own copy
        if picture and self.layers.get(z_index) == LayerInfo("url", url):
            self._set(z_index, LayerInfo("url", url, picture))

    async def _set_text(self, z_index: int, title: str, content: str) -> None:
        await self.client.set_text_layer(self.access_key, title, content, z_index=z_index)
        self._set(z_index, LayerInfo("text", title, None, content))

    async def _remove(self, z_index: int) -> None:
        await self.client.delete_layer(self.access_key, z_index)
        self.layers.pop(z_index, None)
        self.changed.emit(z_index, None)

    def _set(self, z_index: int, info: LayerInfo) -> None:
        self.layers[z_index] = info
        self.changed.emit(z_index, info)

    def _run(self, coro, failure: str) -> None:
        self._running += 1
        if self._running == 1:
            self.busy_changed.emit(True)
        self.spawn(self._guard(coro, failure))

    async def _guard(self, coro, failure: str) -> None:
        try:
            await coro
        except ServiceError as exc:
            self.failed.emit(self.tr("%1: %2.").replace("%1", failure).replace("%2", refusal(exc)))
        except (OSError, ValueError) as exc:
            self.failed.emit(self.tr("%1: %2.").replace("%1", failure).replace("%2", str(exc)))
        finally:
            self._running -= 1
            if self._running == 0:
                self.busy_changed.emit(False)


def _read_image_file(path: Path) -> bytes:
    """The bytes of a picture file the host chose, at most MAX_FILE_BYTES; ValueError with the reason."""
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{path.name} is not a PNG, JPEG or WebP picture")
    with path.open("rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise ValueError(f"{path.name} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return data
