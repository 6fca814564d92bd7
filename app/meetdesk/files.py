"""Files only their owner may read: API keys and other secrets kept on disk."""
from __future__ import annotations

import os
from pathlib import Path

__all__ = ["write_private"]


def write_private(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path``, created with mode 0600 (owner read/write only), replacing it."""
    fd = os.open(Path(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
