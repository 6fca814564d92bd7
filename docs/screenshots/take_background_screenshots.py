"""Screenshots of the Settings preview with a blurred background and with a picture background.

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/take_background_screenshots.py

This machine has no camera and the synthetic test card has no person in it, so the preview's camera is a
still photograph of a person played at 30 fps (Grace Hopper, public domain, tests/data/grace_hopper.jpg).
Everything else is the real dialog, worker thread and model.
"""
from __future__ import annotations

import asyncio

from shots import HERE, run, save, until  # (first: the script's own config and data before meetdesk)

import av
import numpy as np
from aiortc.mediastreams import VideoStreamTrack
from PIL import Image

from meetdesk.client import devices
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog

class PhotoCamera(VideoStreamTrack):
    """A still photograph of a person as a 640x480, 30 fps camera."""

    def __init__(self) -> None:
        super().__init__()
        photo = Image.open(HERE.parent.parent / "tests" / "data" / "grace_hopper.jpg").convert("RGB")
        canvas = Image.new("RGB", (640, 480), (96, 110, 128))
        canvas.paste(photo.crop((0, 40, 512, 424)).resize((640, 480)), (0, 0))
        self.picture = av.VideoFrame.from_ndarray(np.asarray(canvas), format="rgb24").reformat(format="yuv420p")

    async def recv(self) -> av.VideoFrame:
        pts, time_base = await self.next_timestamp()
        frame = self.picture.reformat()
        frame.pts, frame.time_base = pts, time_base
        return frame


async def main() -> None:
    original = devices.open_camera
    devices.open_camera = lambda *args, **kwargs: PhotoCamera()
    try:
        dialog = SettingsDialog(Settings(display_name="Grace Hopper"))
        dialog.show()
        for text, name in (("Blur", "settings-background-blur.png"), ("Mountains", "settings-background-image.png")):
            dialog.background_combo.setCurrentIndex(dialog.background_combo.findText(text))
            pipeline = dialog.preview.background.pipeline
            start = pipeline.frames
            await until(lambda: pipeline.frames > start + 20)
            await asyncio.sleep(0.5)
            save(dialog, name)
        dialog.reject()
    finally:
        devices.open_camera = original


if __name__ == "__main__":
    run(main)
