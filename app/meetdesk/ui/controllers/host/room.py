"""The host's own room: "Host a meeting" on this computer opens one permalink of the app's engine, made on the first
click and kept, so its guest link is the same after every restart (as a personal meeting ID is); "New meeting
link" gives it a fresh guest link, after which the old one answers "this link was replaced".

What the app keeps of its engine's permalinks lives in ``HostLinks``: the host room's permalink id and host token,
and the host links the host panel made (a host token is shown once by the engine, which keeps only its digest),
in ``<engine data dir>/host-links.json`` (0600), beside the app's API key for that engine (ui/hosting.py).
"""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from meetdesk.client import MeetingReply, PermalinkReply, ServiceClient, ServiceError
from meetdesk.files import private_dir, write_private

if TYPE_CHECKING:
    from meetdesk.ui.controllers.meeting import MeetingController

log = logging.getLogger(__name__)

FILE_NAME = "host-links.json"
MAX_HOSTS = 50    # host links kept per permalink (the panel makes one per click)


def _text(value: Any, limit: int = 256) -> str:
    return value if isinstance(value, str) and 0 < len(value) <= limit else ""


def host_link(base_url: str, token: str, fingerprint: str | None = None) -> str:
    """A permalink's host link on this service (the shape of api/links.py ``permalink_host_link``)."""
    link = f"{base_url.rstrip('/')}/permalink?{token}"
    return f"{link}#sha256={fingerprint}" if fingerprint else link


class HostLinks:
    """The host room and the host tokens this app made for its engine's permalinks, kept in a private file;
    ``path`` None keeps them in memory only (a remote service: its tokens are not this computer's to keep)."""

    def __init__(self, path: Path | None):
        self.path = path
        self.room: tuple[str, str] | None = None          # (permalink id, host token) of the host's own room
        self.room_host = ""                               # the name that host token joins with
        self.former: list[str] = []                       # the room's host tokens before a rename (recent entries)
        self.hosts: dict[str, list[dict[str, str]]] = {}  # permalink id -> [{token, name}]
        self._load()

    @classmethod
    def of_engine(cls, data_dir: Path) -> "HostLinks":
        return cls(Path(data_dir) / FILE_NAME)

    def _load(self) -> None:
        if self.path is None:
            return
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if not isinstance(raw, dict):
            return
        room = raw.get("room")
        if isinstance(room, dict) and _text(room.get("permalink_id")) and _text(room.get("host_token")):
            self.room = (room["permalink_id"], room["host_token"])
            self.room_host = _text(room.get("host_name"))
            former = room.get("former")
            self.former = [t for t in former if _text(t)][-MAX_HOSTS:] if isinstance(former, list) else []
        hosts = raw.get("hosts")
        for pid, items in (hosts.items() if isinstance(hosts, dict) else []):
            kept = [{"token": h["token"], "name": _text(h.get("name"))} for h in items
                    if isinstance(h, dict) and _text(h.get("token"))] if isinstance(items, list) else []
            if _text(pid) and kept:
                self.hosts[pid] = kept[:MAX_HOSTS]

    def save(self) -> None:
        if self.path is None:
            return
        try:
            private_dir(self.path.parent)
            room = ({"permalink_id": self.room[0], "host_token": self.room[1], "host_name": self.room_host,
                     "former": self.former} if self.room else None)
            write_private(self.path, json.dumps({"room": room, "hosts": self.hosts}, indent=1))
        except OSError:
            log.warning("could not keep the host links in %s", self.path, exc_info=True)

    # ---- the host room
    def set_room(self, permalink_id: str, host_token: str, host_name: str) -> None:
        if self.room and self.room[0] == permalink_id and self.room[1] != host_token:
            self.former = [*self.former, self.room[1]][-MAX_HOSTS:]   # a recent entry may still hold it
        elif not self.room or self.room[0] != permalink_id:
            self.former = []
        self.room, self.room_host = (permalink_id, host_token), host_name
        self.save()

    @property
    def room_id(self) -> str:
        return self.room[0] if self.room else ""

    def is_room_host_token(self, token: str) -> bool:
        """Whether ``token`` is (or was, before the host was renamed) the host token of the host's own room."""
        return bool(self.room) and (token == self.room[1] or token in self.former)

    # ---- host links of the permalinks the host panel manages
    def add_host(self, permalink_id: str, token: str, name: str) -> None:
        self.hosts.setdefault(permalink_id, []).append({"token": token, "name": name})
        del self.hosts[permalink_id][:-MAX_HOSTS]
        self.save()

    def remove_host(self, permalink_id: str, token: str) -> None:
        kept = [h for h in self.hosts.get(permalink_id, []) if h["token"] != token]
        if kept:
            self.hosts[permalink_id] = kept
        else:
            self.hosts.pop(permalink_id, None)
        self.save()

    def forget(self, permalink_id: str) -> None:
        self.hosts.pop(permalink_id, None)
        if self.room and self.room[0] == permalink_id:
            self.room = None
        self.save()


class HostRoom:
    """Starts (or joins) the host's own room on a service the app holds the API key of, making it on first use;
    gives it a new guest link."""

    def __init__(self, links: HostLinks):
        self.links = links

    async def start(self, client: ServiceClient, host_name: str, title: str,
                    options: dict[str, Any]) -> tuple[MeetingReply, str]:
        """The meeting of the host's room, and the host token it was joined with. The room's name and options
        follow the host's (a renamed host gets a host link in the new name; the old one is revoked)."""
        room = await self._room(client, host_name, title, options)
        pid, token = room
        try:
            return await client.join_permalink(token), token
        except ServiceError as exc:
            if exc.status not in (404, 410):
                raise
        log.info("the host room %s is gone (%s): a new one is made", pid, self.links.room)
        self.links.forget(pid)
        pid, token = await self._create(client, host_name, title, options)
        return await client.join_permalink(token), token

    async def _room(self, client: ServiceClient, host_name: str, title: str,
                    options: dict[str, Any]) -> tuple[str, str]:
        room = self.links.room
        if room is None:
            return await self._create(client, host_name, title, options)
        pid, token = room
        try:
            await client.update_permalink(pid, name=title, options=options)
        except ServiceError as exc:
            if exc.status not in (404, 410):
                raise
            self.links.forget(pid)
            return await self._create(client, host_name, title, options)
        if self.links.room_host != host_name:   # the host link joins under the name it was made with
            token = await self._rename(client, pid, token, host_name)
        return pid, token

    async def _rename(self, client: ServiceClient, pid: str, token: str, host_name: str) -> str:
        reply = await client.add_permalink_user(pid, host_name)
        new = reply.permalink.user_token or token
        self.links.set_room(pid, new, host_name)
        try:
            await client.remove_permalink_user(pid, token)
        except ServiceError:
            log.info("the host room's former host link could not be revoked", exc_info=True)
        return new

    async def _create(self, client: ServiceClient, host_name: str, title: str,
                      options: dict[str, Any]) -> tuple[str, str]:
        reply = await client.create_permalink(host_name, name=title, options=options)
        pid, token = reply.permalink.id, reply.permalink.user_token or ""
        self.links.set_room(pid, token, host_name)
        return pid, token

    async def new_guest_link(self, client: ServiceClient) -> PermalinkReply:
        """A fresh guest link for the host's room: the one handed out before answers "replaced" from now on."""
        if self.links.room is None:
            raise ServiceError(404, "there is no meeting room of yours yet")
        return await client.new_permalink_guest_token(self.links.room[0])



class NewLinkController(QObject):
    """The host panel's "New meeting link" in the host's own room: the meeting's guest link becomes the new one
    (the host panel, the invite on the stage and `meetdesk host` show it) and the old one lets nobody in."""
    done = Signal(str)   # the new guest link

    def __init__(self, room: HostRoom, meeting: "MeetingController", parent: QObject | None = None):
        super().__init__(parent)
        self.room = room
        self.meeting = meeting

    def request(self) -> None:
        self.meeting.spawn(self._new())   # a refusal becomes the meeting window's error notice

    async def _new(self) -> None:
        client = self.meeting.api_client
        if client is None:
            return
        reply = await self.room.new_guest_link(client)
        link = reply.links.guest_join or ""
        meeting = self.meeting.meeting
        meeting.links.guest_join = link
        meeting.room.guest_token = reply.permalink.guest_token
        self.meeting.meeting_changed.emit(meeting)
        self.done.emit(link)
