"""The host console's Layout and Layers pages in a four-participant composed meeting: console-layout.png (the map
editor: a custom map drawn over the composed picture as the engine composes it now) and console-layers.png (a background, an overlay and a
text insert).

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/take_console_screenshots.py

The host is the real app (MeetDeskApp on its embedded engine); three participants, each a `meetdesk join
--color` process of its own, send test cards of distinct colours.
"""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from shots import HERE, TMP, run, shoot, until  # (first: the script's own config and data before meetdesk)

sys.path.insert(0, str(HERE.parents[1] / "app"))

import numpy as np
from PIL import Image, ImageDraw

from meetdesk.client.layout_geometry import Slot
from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.controllers.host.layers import BACKGROUND, OVERLAY
from meetdesk.ui.settings import Settings

GUESTS = [("Bob Marley", "#329a5a"), ("Chen Yu", "#3c5ab4"), ("Dee Okafor", "#c87828")]


async def new_pictures(window, count: int = 8) -> None:
    """Wait for ``count`` more composed frames (a loaded machine receives few; say so and go on)."""
    received = window.video.frames_received
    try:
        await until(lambda: window.video.frames_received >= received + count, timeout=30)
    except TimeoutError:
        print("warning: few frames arrive; the preview may show an older picture")


def background_png(path: Path) -> None:
    y, x = np.mgrid[0:960, 0:1280]
    t = (x / 1280 + y / 960) / 2
    rgb = np.stack([20 + 40 * t, 30 + 50 * t, 70 + 110 * t], axis=-1).astype(np.uint8)
    Image.fromarray(rgb).save(path)


def overlay_png(path: Path) -> None:
    image = Image.new("RGBA", (230, 56), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, 229, 55), radius=14, fill=(255, 255, 255, 210))
    draw.ellipse((12, 12, 44, 44), fill=(220, 60, 60, 255))
    draw.rectangle((56, 22, 200, 34), fill=(40, 40, 60, 255))
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())


async def main() -> None:
    desk = MeetDeskApp(Settings(display_name="Ada Lovelace"), confirm=False, preview=False)
    desk.show()
    desk.host()
    await until(lambda: desk.meeting is not None and desk.meeting.state == "connected")
    window, controller = desk.meeting_window, desk.meeting
    joins = [subprocess.Popen([sys.executable, "-c", "import sys; from meetdesk.cli import main; "
                               "sys.exit(main(sys.argv[1:]))", "join", controller.guest_link, "--name", name,
                               "--color", colour, "--seconds", "240"],
                              env={**os.environ, "PYTHONPATH": str(HERE.parents[1] / "app")},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for name, colour in GUESTS]
    await until(lambda: controller.video_mode == "composed" and len(controller.layout.tiles) == 4
                and all(t.source for t in controller.layout.tiles) and window.video.frames_painted > 30)

    console = window.open_host_console()
    console.resize(1280, 800)
    page = console.pages["layout"]
    # a custom map being drawn over the composed picture as it is now (the automatic grid), two maps saved
    boxes = [Slot(0, 0, 960, 720, "cover"), Slot(960, 0, 320, 240, "cover"), Slot(960, 240, 320, 240, "contain"),
             Slot(960, 480, 320, 240, "cover"), Slot(0, 720, 960, 240, "auto")]
    page.map_name.setText("Speaker and three")
    controller.layout.save_map("Speaker and three", boxes[:4])
    controller.layout.save_map("Two up", [Slot(0, 240, 640, 480), Slot(640, 240, 640, 480)])
    await new_pictures(window)
    page.edit_button.setChecked(True)
    page.canvas.set_boxes(boxes, 4)
    page._update_editor()
    await shoot(console, "console-layout.png", settle=0.8)
    page.edit_button.setChecked(False)

    pictures = TMP / "pictures"
    pictures.mkdir()
    background_png(pictures / "stage.png")
    overlay_png(pictures / "badge.png")
    layers = console.pages["layers"]
    console.show_page("layers")
    controller.layers.set_image_file(BACKGROUND, pictures / "stage.png")
    await until(lambda: BACKGROUND in controller.layers.layers)
    controller.layers.set_image_file(OVERLAY, pictures / "badge.png")
    await until(lambda: OVERLAY in controller.layers.layers)
    layers.title_edit.setText("Quarterly review")
    layers.content_edit.setPlainText("1. Numbers\n2. Hiring\n3. Questions")
    await new_pictures(window)
    await shoot(console, "console-layers.png", settle=0.8)

    for join in joins:
        join.terminate()
        join.wait(10)
    await desk.shutdown()


if __name__ == "__main__":
    run(main)
