"""Local files offered over HTTP on 127.0.0.1, for a meeting service on this computer to fetch: a playback of a
video file the host picked (the engine plays http(s) URLs, or files inside its own data directory only).

Each offered file gets an address with an unguessable token (``secrets``); nothing else is served, only GET and
HEAD are answered, and byte ranges are honoured (a player seeks in an mp4 whose index is at its end). The
server listens on the loopback interface only, so only this computer's services can use it.

An engine refuses loopback addresses by default (engine/outbound.py); the app's own embedded engine allows
exactly the address and port of each file server listening here, which it learns through ``watch_serving``
(ui/hosting.py).
"""
from __future__ import annotations

import asyncio
import logging
import mimetypes
import re
import secrets
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

__all__ = ["LocalFileServer", "is_local_service", "watch_serving"]

log = logging.getLogger(__name__)

CHUNK = 256 * 1024
MAX_HEAD = 16 * 1024     # bytes of a request head
HEAD_TIMEOUT = 10.0      # s to send a request head
RANGE = re.compile(r"bytes=(\d*)-(\d*)")

Address = tuple[str, int]
_serving: set[Address] = set()  # (host, port) of every LocalFileServer listening now
_watchers: list[Callable[[Address, bool], None]] = []


def watch_serving(watcher: Callable[[Address, bool], None]) -> Callable[[], None]:
    """Call ``watcher((host, port), True)`` for every file server listening now and each one that starts, and
    ``watcher((host, port), False)`` when one closes; returns the function that stops watching."""
    _watchers.append(watcher)
    for address in sorted(_serving):
        watcher(address, True)
    return lambda: _watchers.remove(watcher) if watcher in _watchers else None


def _announce(address: Address, listening: bool) -> None:
    (_serving.add if listening else _serving.discard)(address)
    for watcher in list(_watchers):
        try:
            watcher(address, listening)
        except Exception:
            log.exception("a file server watcher failed")


def is_local_service(base_url: str) -> bool:
    """Whether a service at ``base_url`` runs on this computer (and can fetch from 127.0.0.1)."""
    try:
        host = (urlsplit(base_url).hostname or "").lower()
    except ValueError:
        return False
    return host in ("127.0.0.1", "localhost", "::1") or host.startswith("127.")


class LocalFileServer:
    """Serves the files given to :meth:`offer` on 127.0.0.1 until :meth:`withdraw` or :meth:`close`."""

    def __init__(self) -> None:
        self._server: asyncio.AbstractServer | None = None
        self._files: dict[str, Path] = {}
        self.port = 0

    async def offer(self, path: str | Path) -> str:
        """The http://127.0.0.1 address of ``path`` (a readable file; OSError otherwise); starts the server."""
        file = Path(path).resolve()
        if not file.is_file():
            raise FileNotFoundError(f"{file} is not a file")
        with file.open("rb"):
            pass
        if self._server is None:
            self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, limit=MAX_HEAD)
            self.port = self._server.sockets[0].getsockname()[1]
            _announce(("127.0.0.1", self.port), True)
        token = secrets.token_urlsafe(18)
        self._files[token] = file
        return f"http://127.0.0.1:{self.port}/{token}/{quote(file.name)}"

    def withdraw(self, url: str) -> None:
        """Stop serving the file at ``url`` (an address :meth:`offer` gave)."""
        parts = urlsplit(url).path.split("/")
        if len(parts) > 1:
            self._files.pop(parts[1], None)

    async def close(self) -> None:
        self._files.clear()
        if self._server is not None:
            self._server.close()
            self._server = None
            _announce(("127.0.0.1", self.port), False)

    def _file_of(self, target: str) -> Path | None:
        parts = unquote(target.split("?", 1)[0]).split("/")
        return self._files.get(parts[1]) if len(parts) == 3 else None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while await self._one_request(reader, writer):
                pass
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.TimeoutError, ConnectionError,
                ValueError):
            pass
        finally:
            writer.close()

    async def _one_request(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        """Answer one request; whether the connection stays open for another."""
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), HEAD_TIMEOUT)
        lines = head.decode("latin-1").split("\r\n")
        method, target, _ = (lines[0].split(" ", 2) + ["", ""])[:3]
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
        file = self._file_of(target) if method in ("GET", "HEAD") else None
        if file is None:
            status = "405 Method Not Allowed" if method not in ("GET", "HEAD") else "404 Not Found"
            writer.write(f"HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode())
            await writer.drain()
            return False
        try:
            size = file.stat().st_size
        except OSError:
            writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            await writer.drain()
            return False
        start, end, status = 0, size - 1, "200 OK"
        wanted = RANGE.fullmatch(headers.get("range", ""))
        if wanted and (wanted.group(1) or wanted.group(2)):
            if wanted.group(1):
                start = int(wanted.group(1))
                end = min(int(wanted.group(2)), size - 1) if wanted.group(2) else size - 1
            else:
                start = max(0, size - int(wanted.group(2)))
            if start >= size or start > end:
                writer.write(f"HTTP/1.1 416 Range Not Satisfiable\r\nContent-Range: bytes */{size}\r\n"
                             "Content-Length: 0\r\n\r\n".encode())
                await writer.drain()
                return True
            status = "206 Partial Content"
        length = max(0, end - start + 1)
        kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        extra = f"Content-Range: bytes {start}-{end}/{size}\r\n" if status.startswith("206") else ""
        writer.write((f"HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {length}\r\n"
                      f"Accept-Ranges: bytes\r\n{extra}\r\n").encode())
        if method == "GET":
            with file.open("rb") as source:
                source.seek(start)
                left = length
                while left > 0:
                    chunk = source.read(min(CHUNK, left))
                    if not chunk:
                        break
                    writer.write(chunk)
                    left -= len(chunk)
                    await writer.drain()
        await writer.drain()
        return headers.get("connection", "").lower() != "close"
