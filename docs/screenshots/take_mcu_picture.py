"""The composed picture of a four-participant meeting with a background layer, an overlay and a text insert, as
a participant decodes it: docs/screenshots/mcu-four.png (docs/media.md, "The composed meeting (MCU)").

    .venv/bin/python docs/screenshots/take_mcu_picture.py

Runs an engine in-process on 127.0.0.1, four synthetic participants (coloured test cards; one with the camera
off, speaking: a placeholder and an audio insert), sets the layers over REST and saves a decoded frame.
"""
from __future__ import annotations

import asyncio
import io
import json
import secrets
import sys
import tempfile
from pathlib import Path

import httpx
import numpy as np
from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "app"))

from meetdesk.client.call import CallSession  # noqa: E402
from meetdesk.engine.engine import EngineConfig  # noqa: E402
from meetdesk.engine.server import running_engine  # noqa: E402
from meetdesk.media.synthetic import TestCardTrack, ToneTrack  # noqa: E402

PEOPLE = [("Ada Lovelace", (190, 60, 60)), ("Bob Marley", (50, 150, 90)), ("Chen Yu", (60, 90, 180)),
          ("Dee Okafor", None)]


def background_png(width: int, height: int) -> bytes:
    """A dark blue diagonal gradient."""
    y, x = np.mgrid[0:height, 0:width]
    t = (x / width + y / height) / 2
    rgb = np.stack([20 + 30 * t, 30 + 40 * t, 60 + 90 * t], axis=-1).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(rgb).save(buffer, "PNG")
    return buffer.getvalue()


def logo_png() -> bytes:
    """A translucent rounded badge with the product name: the overlay."""
    image = Image.new("RGBA", (230, 56), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, 229, 55), radius=14, fill=(255, 255, 255, 200))
    draw.ellipse((12, 12, 44, 44), fill=(220, 60, 60, 255))
    font = __import__("meetdesk.engine.media.text", fromlist=["font"]).font(24, True)
    draw.text((56, 12), "MeetDesk", font=font, fill=(30, 30, 40, 255))
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


async def main(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        config = EngineConfig(data_dir=Path(tmp), host="127.0.0.1", port=0,
                              api_key="doc_" + secrets.token_urlsafe(16), ready_delay=0.05)
        async with running_engine(config) as engine, httpx.AsyncClient(
                base_url=engine.base_url, headers={"Authorization": config.api_key}, timeout=10) as api:
            sessions = []
            for name, colour in PEOPLE:
                r = await api.post("/rooms", json={"id": "doc", "user": {"name": name},
                                                   "options": {"widescreen": True, "show_names": True}})
                reply = r.json()
                video = TestCardTrack(640, 360, fps=30, label=name.split()[0], color=colour) if colour else None
                audio = ToneTrack(freq=500, amplitude=0.3) if colour is None else None
                session = CallSession(reply, name, video, audio, ice_loopback=True)
                await session.start()
                sessions.append((reply, session))
            key = sessions[0][0]["access_key"]
            r = await api.post(f"/rooms/{key}/layers", data={"z-index": "-1"},
                               files={"file": ("bg.png", background_png(1280, 720), "image/png")})
            assert r.status_code == 201, r.text
            r = await api.post(f"/rooms/{key}/layers", data={"z-index": "1"},
                               files={"file": ("logo.png", logo_png(), "image/png")})
            assert r.status_code == 201, r.text
            # Four tiles with a margin, so that the background layer shows between them.
            users = [reply["user"]["id"] for reply, _ in sessions]
            tiles = [[24, 24, 604, 324, "cover"], [652, 24, 604, 324, "cover"], [24, 372, 604, 324, "cover"],
                     [652, 372, 604, 324, "cover"]]
            r = await api.post(f"/rooms/{key}/layout", data={"layout": "custom", "name": "framed",
                                                              "map": json.dumps(tiles), "users[]": users})
            assert r.status_code == 201, r.text
            await asyncio.sleep(3.0)  # everyone's picture decoded, Dee's voice detected
            viewer = sessions[0][1]
            frames = []
            async for frame in viewer.video_frames():
                frames.append(frame)
                if len(frames) >= 10:
                    break
            frames[-1].to_image().save(out)
            for _, session in sessions:
                await session.hangup()
    print(out)


if __name__ == "__main__":
    asyncio.run(main(HERE / "mcu-four.png"))
