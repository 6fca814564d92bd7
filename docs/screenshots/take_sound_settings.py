"""The settings dialog with the sound switches (echo cancellation, noise suppression, automatic gain), under X.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_sound_settings.py
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
tmp = tempfile.mkdtemp(prefix="meetdesk-shots-")
os.environ["MEETDESK_CONFIG_DIR"] = f"{tmp}/config"

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.ui.settings import Settings  # noqa: E402
from meetdesk.ui.theme import apply_theme  # noqa: E402
from meetdesk.ui.views.settings_dialog import SettingsDialog  # noqa: E402


async def main() -> None:
    dialog = SettingsDialog(Settings(display_name="Ada Lovelace", noise_suppression=False))
    dialog.show()
    deadline = time.monotonic() + 20
    while not (dialog.video.frames_painted > 5 and dialog.meter.level > 0.2) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.4)
    dialog.grab().save(str(HERE / "settings-sound.png"))
    print("saved", HERE / "settings-sound.png")
    dialog.reject()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    apply_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(main())
