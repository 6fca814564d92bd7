"""Where a playback's bytes come from (engine/media/playback.py plays them): a URL or a file of the media
directory, checked (``resolve_source``), and opened with only the demuxers a playback needs (``open_media``).

A URL is read by Python, never by FFmpeg (whose http protocol would connect and follow redirects by itself):
``HttpFile`` fetches it with the outbound policy's client (engine/outbound.py: every connection and redirect hop
to allowed addresses only, connect and read timeouts) as byte ranges when PyAV seeks, at most READ_SIZE a read,
and FFmpeg demuxes from that file object. A refused or unreachable address fails with the policy's one
sentence.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import av
import httpx

from meetdesk.engine.outbound import REFUSAL, OutboundPolicy, is_refusal

OPEN_TIMEOUT = 10.0  # s to open a URL and for each read from it
MAX_URL = 2048
READ_SIZE = 256 * 1024  # bytes one read of an HttpFile returns at most
SKIP_AHEAD = 512 * 1024  # a seek forward at most this far reads on instead of asking for a new range
MAX_REDIRECTS = 5
# A source of at most WHOLE_FILE bytes is read once and kept in memory: FFmpeg's seeks in it (an mp4's index at
# its end, probes of the size) cost no request, and a looping clip is fetched once, not at every repeat (a loaded
# machine took 0.3-2.6 s a request: six per pass of a one-second clip kept it from being shown).
WHOLE_FILE = 16 * 1024 * 1024
FORMATS = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3"  # FFmpeg demuxers enabled

__all__ = ["FORMATS", "HttpFile", "NotAFile", "PlaybackError", "is_remote", "open_media", "resolve_source"]


class PlaybackError(ValueError):
    """A source that cannot be played (the message says why, for a 400 or a log line)."""


class NotAFile(PlaybackError):
    """A path that names no file inside the media directory (outside it, missing, not a file)."""


def resolve_source(url: str, media_dir: Path | None, name: str = "url") -> str:
    """What PyAV opens for ``url``: the URL itself (http/https) or the resolved path of a file inside
    ``media_dir``; PlaybackError (its message starts with ``name``) for any other scheme, a path outside
    ``media_dir`` or a file that is not there."""
    if not isinstance(url, str) or not url.strip():
        raise PlaybackError(f"{name} is empty")
    url = url.strip()
    if len(url) > MAX_URL:
        raise PlaybackError(f"{name} is longer than {MAX_URL} characters")
    if any(ord(c) < 32 or ord(c) == 127 for c in url):
        raise PlaybackError(f"{name} contains control characters")
    try:
        parsed = urlparse(url)
    except ValueError:  # a malformed host such as "http://[::1"
        raise PlaybackError(f"{name} is not a valid URL") from None
    scheme = parsed.scheme.lower()
    if scheme in ("http", "https"):
        if not parsed.hostname:
            raise PlaybackError(f"{name} has no host")
        return url
    if scheme or url.lower().startswith("file:"):
        raise PlaybackError(f"{name} must be an http or https URL or a file in the engine's data directory")
    if media_dir is None:
        raise PlaybackError(f"{name} must be an http or https URL (no local files here)")
    root = Path(media_dir).resolve()
    try:
        path = (root / url).resolve()
    except (OSError, RuntimeError, ValueError):
        raise NotAFile(f"{name} is not a usable path") from None
    if path != root and root not in path.parents:
        raise NotAFile(f"{name} names a file outside the engine's data directory")
    if not path.is_file():
        raise NotAFile(f"{name} names no file in the engine's data directory")
    return str(path)


def open_media(target: str | HttpFile, timeout: float = OPEN_TIMEOUT) -> Any:
    """Open ``target`` (a resolved file path, or an ``HttpFile``) with only the demuxers a playback needs."""
    if isinstance(target, HttpFile):  # FFmpeg gets bytes only: no protocol may open anything by itself
        return av.open(target, options={"format_whitelist": FORMATS, "protocol_whitelist": "none"})
    return av.open(target, options={"format_whitelist": FORMATS, "protocol_whitelist": "file"},
                   timeout=(timeout, timeout))


def is_remote(target: str) -> bool:
    return target.lower().startswith(("http:", "https:"))


class HttpFile:
    """A file at an http(s) URL, read by PyAV as a seekable file object: each read returns at most READ_SIZE
    bytes of the current response; a seek asks for a new byte range (``Range: bytes=N-``), or reads on when
    the target is at most SKIP_AHEAD ahead. Every connection goes through ``outbound`` (redirects included);
    ``close()`` from another thread shuts the sockets down, so a read blocked on a silent server returns at
    once. Errors: the policy's sentence for a refused or unreachable address, PlaybackError for an answer that
    is not the file."""

    def __init__(self, url: str, outbound: OutboundPolicy, timeout: float = OPEN_TIMEOUT,
                 whole: bytes | None = None) -> None:
        """``whole``: the file's bytes as an earlier HttpFile of the same URL kept them (a repeat)."""
        self.url = url
        self.whole = whole  # the whole file, once read (at most WHOLE_FILE bytes)
        self.size: int | None = None if whole is None else len(whole)
        self._client = outbound.sync_client(timeout=timeout, max_redirects=MAX_REDIRECTS)
        self._response: httpx.Response | None = None
        self._chunks: Any = None
        self._buffer = b""
        self._pos = 0  # the position of the next byte read
        self._closed = False
        self._started = False  # the first read connects (so that close() can end a connect from another thread)

    # -- the file object PyAV reads ----------------------------------------------------------------------

    def read(self, size: int = -1) -> bytes:
        size = READ_SIZE if size is None or size < 0 else min(size, READ_SIZE)
        if self.whole is not None:
            data = self.whole[self._pos:self._pos + size]
            self._pos += len(data)
            return data
        if not self._started:
            self._fetch(0)
        if not self._buffer:
            self._buffer = self._next_chunk()
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        self._pos += len(data)
        return data

    def seek(self, offset: int, whence: int = 0) -> int:
        if whence == 1:
            offset += self._pos
        elif whence == 2:
            if self.size is None:
                raise OSError("the size of the file is not known")
            offset += self.size
        elif whence != 0:
            raise OSError("unsupported seek")
        if offset < 0:
            raise OSError("seek before the start of the file")
        if self.whole is not None:
            self._pos = offset
            return self._pos
        if offset != self._pos:
            if 0 < offset - self._pos <= SKIP_AHEAD:
                while self._pos < offset and self.read(offset - self._pos):
                    pass
            if offset != self._pos:
                self._fetch(offset)
        return self._pos

    def tell(self) -> int:
        return self._pos

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True

    def close(self) -> None:
        """Close the response and the client, and shut down any socket a read is blocked on (any thread)."""
        self._closed = True
        self._client.abort()
        response, self._response = self._response, None
        try:
            if response is not None:
                response.close()
            self._client.close()
        except Exception:  # closing from another thread while a read fails there
            pass

    # -- HTTP ---------------------------------------------------------------------------------------------

    def _fetch(self, start: int) -> None:
        """The response for the bytes from ``start`` on (the old one closed)."""
        if self._closed:
            raise PlaybackError("the playback was stopped")
        self._started = True
        if self._response is not None:
            self._response.close()
            self._response = None
        self._buffer = b""
        headers = {"Range": f"bytes={start}-", "Accept-Encoding": "identity"}
        try:
            response = self._client.send(self._client.build_request("GET", self.url, headers=headers), stream=True)
        except httpx.TooManyRedirects:
            raise PlaybackError("the source redirects too often") from None
        except (httpx.HTTPError, OSError) as exc:
            raise _failure(exc) from None
        if response.status_code == 416 and self.size is not None and start >= self.size:
            response.close()  # a seek to the end: nothing is left to read
            self._chunks, self._pos = iter(()), start
            return
        if response.status_code not in (200, 206):
            response.close()
            raise PlaybackError(f"the source answered HTTP {response.status_code}")
        self._response = response
        self._chunks = response.iter_raw()
        self._pos = start
        total = re.fullmatch(r"bytes \d+-\d+/(\d+)", response.headers.get("content-range", "").strip())
        length = response.headers.get("content-length", "")
        if response.status_code == 206 and total:
            self.size = int(total.group(1))
            if start == 0 and self.size <= WHOLE_FILE:
                self._keep_whole()
        elif response.status_code == 200:
            self.size = int(length) if length.isdigit() else None
            self._pos = 0  # the server sent the whole file: read on to ``start``
            while self._pos < start and self.read(start - self._pos):
                pass
            if self._pos != start:
                raise PlaybackError("the source ended early")

    def _keep_whole(self) -> None:
        """Read the rest of the response (the whole file, at most WHOLE_FILE bytes) and serve from memory."""
        parts, got = [], 0
        while got < (self.size or 0):
            chunk = self._next_chunk()
            if not chunk:
                break
            parts.append(chunk)
            got += len(chunk)
            if got > WHOLE_FILE:
                raise PlaybackError("the source is larger than it said")
        if got != self.size:
            raise PlaybackError("the source ended early")
        self.whole = b"".join(parts)
        if self._response is not None:
            self._response.close()
            self._response = None
        self._chunks, self._pos = iter(()), 0

    def _next_chunk(self) -> bytes:
        if self._closed:
            raise PlaybackError("the playback was stopped")
        try:
            return next(self._chunks, b"")
        except (httpx.HTTPError, OSError) as exc:
            if self._closed:
                raise PlaybackError("the playback was stopped") from None
            raise _failure(exc) from None


def _failure(exc: BaseException) -> Exception:
    """What a failed request ends a playback with: the policy's one sentence for an address refused or not
    reached, else a short reason."""
    if is_refusal(exc) or isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
        return PlaybackError(REFUSAL)
    if isinstance(exc, httpx.TimeoutException):
        return PlaybackError("the source did not answer in time")
    return PlaybackError("the source could not be read")
