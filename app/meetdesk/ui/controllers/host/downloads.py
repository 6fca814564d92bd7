"""Where the host console saves recordings and snapshots, and how a saved file is opened or shown."""
from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices

OpenUrl = Callable[[QUrl], object]   # QDesktopServices.openUrl; tests pass a list's append


def downloads_dir() -> Path:
    """The user's downloads folder; MEETDESK_DOWNLOADS_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("MEETDESK_DOWNLOADS_DIR")
    if override:
        return Path(override)
    where = QStandardPaths.writableLocation(QStandardPaths.DownloadLocation)
    return Path(where) if where else Path.home() / "Downloads"


def open_with_desktop(url: QUrl) -> bool:
    return QDesktopServices.openUrl(url)


def safe_part(text: str, limit: int = 24) -> str:
    """A piece of a file name made from text that came over the network: letters, digits, - and _ only."""
    return re.sub(r"[^A-Za-z0-9_-]", "", text or "")[:limit] or "file"


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or ``stem (2)+suffix``... when that name is taken."""
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists() or path.with_name(path.name + ".part").exists():
        path = folder / f"{stem} ({n}){suffix}"
        n += 1
    return path
