"""Layers of a meeting's composed picture: POST /rooms/<ACCESS_KEY>/layers sets a background (z-index -1) or an
overlay (1), DELETE /rooms/<ACCESS_KEY>/layers/<1|-1> removes it. The drawing is engine/media/layers.py.

Fields (docs/engine-api.md "Request fields"), one source of three: ``url`` (an http(s) image, fetched),
``file`` (a multipart upload) or ``insert[title]`` / ``insert[content]`` (a text insert); ``z-index`` "1"
(default) or "-1"; ``id``, kept as the layer's id. Images are PNG, JPEG or WebP of at most 10 MiB and no
larger than the video (1280x720 with options[widescreen], else 1280x960).

Statuses: 201 set (no body), 200 removed (also when there was none); 400 with the reason, and nothing
changed; 404/410 for the access key as everywhere; 405 when options[layout_available] is false. A layer
is handed to the meeting's media (``MediaSession.set_layer``), which draws it once the meeting is composed
(MCU). Layers are not stored: a meeting does not outlive the engine (``Store.end_running_instances``), so
neither do its layers.
"""
from __future__ import annotations

import asyncio
from typing import Any

from starlette.datastructures import UploadFile

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, check_text
from meetdesk.api.options import parse_url
from meetdesk.engine.media.layers import (FETCH_TIMEOUT, MAX_CONTENT, MAX_IMAGE_BYTES, MAX_TITLE, Layer, LayerError,
                                          fetch_image, image_layer, text_layer)
from meetdesk.engine.media.layouts import canvas_size
from meetdesk.engine.meetings import Meeting
from meetdesk.engine.outbound import OutboundPolicy


BODY_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024  # a multipart body with a 10 MiB image and its other fields
Z_INDEX_ERROR = "z-index must be 1 (overlay) or -1 (background)"


def parse_z_index(value: Any) -> int:
    """1 (absent or empty: the default) or -1, as a number or its text; 400 otherwise."""
    if value is None or value == "":
        return 1
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ApiError(400, Z_INDEX_ERROR)
    text = str(value).strip()
    if text not in ("1", "-1", "+1"):
        raise ApiError(400, Z_INDEX_ERROR)
    return int(text)


def _text_field(container: dict[str, Any], key: str, name: str, limit: int) -> str:
    value = container.get(key)
    if value is None:
        return ""
    if isinstance(value, (dict, list, bool, UploadFile)):
        raise ApiError(400, f"{name} must be a string")
    return check_text(str(value), name, limit)


class Layers:
    """Checks layer requests, renders their layers off the event loop and hands them to the media."""

    def __init__(self, outbound: OutboundPolicy) -> None:
        self.outbound = outbound  # where an image url may be fetched from
        self.fetch_timeout = FETCH_TIMEOUT  # s for the whole download of an image url

    def check_available(self, meeting: Meeting) -> None:
        """405 when the meeting's options switch layouts (and with them layers) off."""
        if not meeting.options.get("layout_available", True):
            raise ApiError(405, "layers are not available in this meeting (options[layout_available] is false)")

    async def make(self, meeting: Meeting, params: dict[str, Any]) -> Layer:
        """The layer a request asks for, rendered for the meeting's canvas; 400 with the reason. Changes
        nothing: ``put`` sets it."""
        z_index = parse_z_index(params.get("z-index"))
        layer_id = _text_field(params, "id", "id", MAX_ID).strip() or None
        url, upload, insert = params.get("url"), params.get("file"), params.get("insert")
        given = [name for name, value in (("url", url), ("file", upload), ("insert", insert))
                 if value not in (None, "")]
        if len(given) > 1:
            raise ApiError(400, f"send one of url, file and insert, not {' and '.join(given)}")
        if not given:
            raise ApiError(400, "url, file or insert[title] / insert[content] is required")
        canvas = canvas_size(meeting.widescreen)
        try:
            if insert not in (None, ""):
                if not isinstance(insert, dict):
                    raise ApiError(400, "insert must be an object with title and content")
                title = _text_field(insert, "title", "insert[title]", MAX_TITLE)
                content = _text_field(insert, "content", "insert[content]", MAX_CONTENT)
                layer = await asyncio.to_thread(text_layer, title, content, canvas, z_index)
            elif url not in (None, ""):
                data = await fetch_image(parse_url(url, "url") or "", self.outbound,
                                         timeout=self.fetch_timeout)
                layer = await asyncio.to_thread(image_layer, data, canvas, z_index)
            else:
                data = await self._read_upload(upload)
                layer = await asyncio.to_thread(image_layer, data, canvas, z_index)
        except LayerError as exc:
            raise ApiError(400, str(exc)) from None
        return layer.with_id(layer_id)

    @staticmethod
    async def _read_upload(upload: Any) -> bytes:
        """The uploaded file's bytes, at most MAX_IMAGE_BYTES (read no further)."""
        if not isinstance(upload, UploadFile):
            raise ApiError(400, "file must be an uploaded image (multipart/form-data)")
        data = await upload.read(MAX_IMAGE_BYTES + 1)
        if len(data) > MAX_IMAGE_BYTES:
            raise ApiError(400, f"the image is larger than {MAX_IMAGE_BYTES // (1024 * 1024)} MB")
        return data

    def put(self, meeting: Meeting, layer: Layer) -> None:
        """Show ``layer`` (replacing the one at its z-index)."""
        meeting.media.set_layer(layer.z_index, layer)

    def remove(self, meeting: Meeting, z_index: str) -> None:
        """Remove the layer at ``z_index`` ("1" or "-1"; 400 otherwise); no layer there is no error."""
        if z_index not in ("1", "-1"):
            raise ApiError(400, Z_INDEX_ERROR)
        meeting.media.set_layer(int(z_index), None)
