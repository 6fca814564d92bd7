"""What the take_*.py scripts share. Importing this module first gives the script a config, data, downloads and
instance of its own (a temporary folder: the real app runs, never with the user's settings), before meetdesk is
imported; ``until`` waits for what a picture needs, ``save`` and ``shoot`` save a widget here, ``join`` brings in a headless
participant, and ``run`` runs the script's ``main()`` in qasync's loop over a themed QApplication.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python docs/screenshots/take_<what>.py
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Coroutine

HERE = Path(__file__).resolve().parent
TMP = Path(tempfile.mkdtemp(prefix="meetdesk-shots-"))
os.environ["MEETDESK_CONFIG_DIR"] = f"{TMP}/config"
os.environ["MEETDESK_DATA_DIR"] = f"{TMP}/data"
os.environ["MEETDESK_DOWNLOADS_DIR"] = f"{TMP}/Downloads"
os.environ["MEETDESK_INSTANCE_NAME"] = f"meetdesk-shots-{os.getpid()}"

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.client.call import CallSession  # noqa: E402
from meetdesk.client.rest import join_from_link  # noqa: E402
from meetdesk.media.synthetic import TestCardTrack, ToneTrack  # noqa: E402
from meetdesk.ui.theme import apply_theme  # noqa: E402


async def until(condition: Callable[[], Any], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(condition)
        await asyncio.sleep(0.05)


def save(widget, name: str) -> None:
    """Save what ``widget`` shows now as HERE/``name``."""
    widget.grab().save(str(HERE / name))
    print("saved", HERE / name, flush=True)


async def shoot(widget, name: str, settle: float = 0.4) -> None:
    """``save`` once ``widget`` has had ``settle`` s to paint."""
    await asyncio.sleep(settle)
    save(widget, name)


async def join(link: str, name: str):
    """``name`` joins the meeting of ``link`` headless (a test card with its first name, a tone): (client,
    meeting, call); the caller hangs up and closes the client."""
    client, meeting = await join_from_link(link, name)
    call = CallSession(meeting, name, TestCardTrack(label=name.split()[0]), ToneTrack())
    await call.start()
    return client, meeting, call


def run(main: Callable[[], Coroutine[Any, Any, None]]) -> None:
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)  # the loop runs until main() is done
    apply_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(main())
