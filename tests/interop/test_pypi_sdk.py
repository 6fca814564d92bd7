"""The PyPI SDK (``eyeson==0.0.6``, requests underneath) against the engine, each of its calls made as its own
README shows them, unchanged: form fields in the query string, ``map=json.dumps(None)`` in every layout request,
the access key where the spec has a room id (``get_recordings``). The SDK is synchronous: it runs in a thread
beside the engine's loop."""
from __future__ import annotations

import asyncio
import http.server
import io
import json
import threading

import pytest
from PIL import Image

eyeson = pytest.importorskip("eyeson.eyeson")
Client = eyeson.EyesonClient


@pytest.fixture
def engine_overrides(local_targets):
    return local_targets   # the layer's image is served from this machine


def _png(size=(320, 240)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGBA", size, (255, 0, 0, 128)).save(buf, "PNG")
    return buf.getvalue()


class _ImageServer:
    """One PNG on 127.0.0.1 (what ``image_overlay`` points the meeting at)."""

    def __init__(self, body: bytes) -> None:
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/layer.png"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _json(text):
    return json.loads(text) if text else None


def _every_call(base_url: str, api_key: str, tmp_path, image_url: str) -> dict:
    """Every call of the SDK, in a user's order; what each answered."""
    seen: dict = {}
    client = Client.create_room("Ada", api_key, base_url=base_url)
    seen["create_room"] = client.room_details
    seen["get_room"] = Client.get_room(client.access_key, base_url=base_url, debug=False).room_details
    client.authenticate(api_key)
    seen["details"] = client.get_room_details()
    seen["message"] = client.broadcast_message("hello from the SDK")
    ada = client.room_details["user"]["id"]
    seen["layout_users"] = client.change_layout("auto", "six", users=[ada, ""])
    seen["layout_auto"] = client.change_layout("auto", "auto")
    seen["layout_custom"] = client.change_layout("custom", "mine", users=[ada], map=[[0, 0, 640, 480, "cover"]])
    seen["text"] = client.text_overlay("Agenda", "1. Hello")
    png = tmp_path / "layer.png"
    png.write_bytes(_png())
    seen["local_image"] = client.local_image_overlay(str(png), -1)
    with png.open("rb") as handle:
        seen["bytes_image"] = client.bytes_image_overlay(handle, 1)
    seen["image"] = client.image_overlay(image_url, 1)
    seen["delete_fg"] = client.delete_layers(1)
    seen["delete_bg"] = client.delete_layers(-1)
    seen["snapshot"] = _json(client.create_snapshot())
    seen["recordings"] = client.get_recordings()
    seen["rooms"] = client.get_rooms()
    seen["webhook"] = _json(client.create_webhook("https://example.com/hook", "room_update"))
    seen["webhooks"] = client.get_webhooks()
    seen["playback"] = _json(client.playback("https://example.com/clip.mp4", "clip"))
    guest = Client(base_url=base_url)
    token = client.room_details["room"]["guest_token"]
    seen["guest"] = _json(guest.join_guest(token, "Bob"))
    return seen


async def test_every_call_of_the_pypi_sdk_is_answered(engine, tmp_path):
    images = _ImageServer(_png())
    try:
        seen = await asyncio.to_thread(_every_call, engine.base_url, engine.config.api_key, tmp_path, images.url)
    finally:
        images.close()
    key = seen["create_room"]["access_key"]
    assert seen["get_room"]["access_key"] == key and seen["details"]["room"]["id"] == "room1"
    # Empty bodies are the 201s of messages, layouts and layers (an error would be a JSON {"error": ...}).
    for call in ("message", "layout_users", "layout_auto", "layout_custom", "text", "local_image",
                 "bytes_image", "image"):
        assert seen[call] == "", (call, seen[call])
    assert seen["delete_fg"] is None and seen["delete_bg"] is None   # the SDK returns nothing for DELETE
    assert seen["snapshot"]["links"]["download"]
    assert seen["recordings"] == []     # the access key in place of the room id: that room's (none yet)
    assert [room["id"] for room in seen["rooms"]] == ["room1"]
    assert seen["webhook"]["url"] == "https://example.com/hook"
    assert [hook["url"] for hook in seen["webhooks"]] == ["https://example.com/hook"] \
        if isinstance(seen["webhooks"], list) else seen["webhooks"]["url"] == "https://example.com/hook"
    assert seen["playback"]["name"] == "clip"
    assert seen["guest"]["user"]["name"] == "Bob" and seen["guest"]["access_key"] != key
