"""The engine's JSON replies: rendered by ``api/json_text`` so that no stored value can break a reply."""
from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse

from meetdesk.api import json_text


class JsonReply(JSONResponse):
    """A JSONResponse that cleans what JSON cannot carry instead of failing (a 500 on every later read)."""

    def render(self, content: Any) -> bytes:
        return json_text.dumps_bytes(content)
