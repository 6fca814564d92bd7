"""Signed downloads of recordings and snapshots: GET /download/recordings/<ID>.webm and
GET /download/snapshots/<ID>.png with ``expires`` and ``signature`` (engine/signed_links.py).

403 for a tampered, malformed or expired link (nothing is served), 404 when the file is gone (deleted or
not finished). One byte range (``Range: bytes=a-b``, ``bytes=a-``, ``bytes=-n``) answers 206 with
Content-Range, so that players can seek; a range that cannot be served answers 416 with
``Content-Range: bytes */<size>``. Errors are JSON like every other error.
"""
from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from meetdesk.api.errors import ApiError
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.replies import JsonReply
from meetdesk.engine.signed_links import LinkRefused

CHUNK = 256 * 1024
RANGE = re.compile(r"bytes=(\d{0,19})-(\d{0,19})")
ID = re.compile(r"[0-9a-f]{1,64}")


class RangeRefused(Exception):
    """A Range header that names no satisfiable single byte range."""


def byte_range(header: str | None, size: int) -> tuple[int, int] | None:
    """(first, last) byte of a ``Range`` header (inclusive), None for the whole file; RangeRefused for a
    malformed, multiple or unsatisfiable range."""
    if header is None:
        return None
    match = RANGE.fullmatch(header.strip().replace(" ", ""))
    if match is None or not (match.group(1) or match.group(2)):
        raise RangeRefused(header)
    first_text, last_text = match.groups()
    if not first_text:  # the last n bytes
        count = int(last_text)
        if count == 0 or size == 0:
            raise RangeRefused(header)
        return max(0, size - count), size - 1
    first = int(first_text)
    last = min(int(last_text), size - 1) if last_text else size - 1
    if first >= size or first > last:
        raise RangeRefused(header)
    return first, last


async def _read(path: Path, first: int, last: int) -> AsyncIterator[bytes]:
    async with await anyio.open_file(path, "rb") as file:
        await file.seek(first)
        left = last - first + 1
        while left > 0:
            chunk = await file.read(min(CHUNK, left))
            if not chunk:
                return
            left -= len(chunk)
            yield chunk


def serve_file(request: Request, path: Path, media_type: str) -> Response:
    size = path.stat().st_size
    headers = {"Accept-Ranges": "bytes", "Cache-Control": "private, max-age=0"}
    try:
        wanted = byte_range(request.headers.get("range"), size)
    except RangeRefused:
        return JsonReply({"error": f"the requested range cannot be served (the file has {size} bytes)"},
                         status_code=416, headers={**headers, "Content-Range": f"bytes */{size}"})
    first, last = wanted if wanted is not None else (0, size - 1)
    headers["Content-Length"] = str(last - first + 1)
    if wanted is None:
        return StreamingResponse(_read(path, 0, size - 1), media_type=media_type, headers=headers)
    headers["Content-Range"] = f"bytes {first}-{last}/{size}"
    return StreamingResponse(_read(path, first, last), status_code=206, media_type=media_type, headers=headers)


def routes(engine: Engine) -> list:
    def checked(request: Request, kind: str, suffix: str) -> str:
        """The id of a download whose signature holds; 403 otherwise, before anything else is looked at."""
        try:
            engine.address.download_links.check(request.url.path, request.query_params)
        except LinkRefused as err:
            raise ApiError(403, str(err)) from None
        name = request.path_params["name"]
        rec_id = name[:-len(suffix)] if name.endswith(suffix) else ""
        if not ID.fullmatch(rec_id):
            raise ApiError(404, f"unknown {kind}")
        return rec_id

    async def download_recording(request: Request) -> Response:
        if request.path_params["name"].endswith(".vtt"):  # its transcript (engine/captions.py)
            path = engine.captions.file_for_download(checked(request, "transcript", ".vtt"))
            if path is None:
                raise ApiError(404, "unknown transcript")
            return serve_file(request, path, "text/vtt; charset=utf-8")
        path = engine.recordings.file_for_download(checked(request, "recording", ".webm"))
        if path is None:
            raise ApiError(404, "unknown recording")
        return serve_file(request, path, "video/webm")

    async def download_snapshot(request: Request) -> Response:
        path = engine.snapshots.file_for_download(checked(request, "snapshot", ".png"))
        if path is None:
            raise ApiError(404, "unknown snapshot")
        return serve_file(request, path, "image/png")

    return [Route("/download/recordings/{name}", download_recording, methods=["GET"]),
            Route("/download/snapshots/{name}", download_snapshot, methods=["GET"])]
