"""The settings dialog with the sound switches (echo cancellation, noise suppression, automatic gain), under X.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_sound_settings.py
"""
from __future__ import annotations

import asyncio
import time

from shots import run, save  # (first: the script's own config and data before meetdesk)

from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog

async def main() -> None:
    dialog = SettingsDialog(Settings(display_name="Ada Lovelace", noise_suppression=False))
    dialog.show()
    deadline = time.monotonic() + 20
    while not (dialog.video.frames_painted > 5 and dialog.meter.level > 0.2) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.4)
    save(dialog, "settings-sound.png")
    dialog.reject()


if __name__ == "__main__":
    run(main)
