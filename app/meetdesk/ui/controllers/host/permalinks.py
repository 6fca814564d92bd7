"""Permalink management for the host panel (needs the service's API key; the view: ui/views/host/permalinks.py).

The host links it makes are kept (``HostLinks``, ui/controllers/host/room.py: in the engine's data directory for
this app's engine), so each permalink's "Host: NAME" rows come back after a restart; the host's own room is
not listed here (the invite section holds its link)."""
from __future__ import annotations

import logging
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from meetdesk.client import PermalinkReply, ServiceClient, ServiceError
from meetdesk.tasks import TaskSet
from meetdesk.ui.controllers.host.room import HostLinks, host_link

log = logging.getLogger(__name__)


class PermalinkController(QObject):
    changed = Signal(list)     # list[PermalinkReply], newest first
    failed = Signal(str)
    copied_link = Signal(str)  # a link a view should put on the clipboard

    def __init__(self, base_url: str, api_key: str, host_name: str, parent: QObject | None = None,
                 links: HostLinks | None = None, fingerprint: str | None = None):
        super().__init__(parent)
        self.client = ServiceClient(base_url, api_key)
        self.host_name = host_name
        self.links = links if links is not None else HostLinks(None)
        self.items: list[PermalinkReply] = []
        # permalink id -> [{token, name, link}]: the host links made here, now or before a restart
        self.host_tokens: dict[str, list[dict[str, str]]] = {
            pid: [{**h, "link": host_link(base_url, h["token"], fingerprint)} for h in hosts]
            for pid, hosts in self.links.hosts.items()}
        self.tasks = TaskSet("permalinks")
        self._running = 0

    def _spawn(self, coro) -> None:
        self._running += 1
        self.tasks.spawn(self._guard(coro)).add_done_callback(self._task_done)

    def _task_done(self, _task) -> None:
        self._running -= 1

    async def _guard(self, coro) -> None:
        try:
            await coro
        except ServiceError as exc:
            self.failed.emit(self.tr("Permalink request failed: %1").replace("%1", exc.message or str(exc.status)))

    @property
    def busy(self) -> bool:
        return self._running > 0

    # ---- actions
    def refresh(self) -> None:
        self._spawn(self._refresh())

    async def _refresh(self) -> None:
        page = await self.client.list_permalinks(limit=50)
        self.items = [p for p in page.items if p.permalink.id != self.links.room_id]   # the host's own room
        self.changed.emit(self.items)

    def create(self, expires_at: datetime | None, name: str | None = None) -> None:
        self._spawn(self._create(expires_at, name))

    async def _create(self, expires_at: datetime | None, name: str | None) -> None:
        name = name or self.tr("%1's meeting room").replace("%1", self.host_name)
        reply = await self.client.create_permalink(self.host_name, name=name, expires_at=expires_at)
        self._remember_host(reply)
        await self._refresh()

    def add_host(self, permalink_id: str, name: str) -> None:
        self._spawn(self._add_host(permalink_id, name))

    async def _add_host(self, permalink_id: str, name: str) -> None:
        reply = await self.client.add_permalink_user(permalink_id, name)
        self._remember_host(reply)
        self.changed.emit(self.items)

    def revoke_host(self, permalink_id: str, token: str) -> None:
        self._spawn(self._revoke(permalink_id, token))

    async def _revoke(self, permalink_id: str, token: str) -> None:
        await self.client.remove_permalink_user(permalink_id, token)
        self.host_tokens[permalink_id] = [h for h in self.host_tokens.get(permalink_id, []) if h["token"] != token]
        self.links.remove_host(permalink_id, token)
        self.changed.emit(self.items)

    def delete(self, permalink_id: str) -> None:
        self._spawn(self._delete(permalink_id))

    async def _delete(self, permalink_id: str) -> None:
        await self.client.delete_permalink(permalink_id)
        self.host_tokens.pop(permalink_id, None)
        self.links.forget(permalink_id)
        await self._refresh()

    def _remember_host(self, reply: PermalinkReply) -> None:
        info = reply.permalink
        if info.id and info.user_token:
            name = reply.user.name if reply.user else ""
            self.host_tokens.setdefault(info.id, []).append({
                "token": info.user_token, "name": name, "link": reply.links.gui or ""})
            self.links.add_host(info.id, info.user_token, name)

    async def aclose(self) -> None:
        self.tasks.cancel_all()
        await self.client.aclose()


def guest_link_of(item: PermalinkReply) -> str:
    return item.links.guest_join or ""
