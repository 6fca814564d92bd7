"""Files only their owner may read: API keys and other secrets kept on disk."""
from __future__ import annotations

import os
from pathlib import Path

__all__ = ["private_dir", "private_file", "write_private"]


def write_private(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path``, created with mode 0600 (owner read/write only), replacing it."""
    fd = os.open(Path(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)


def private_file(path: str | os.PathLike[str]) -> Path:
    """Make ``path`` a file only its owner may use before something writes it: created empty with mode 0600
    when missing (a writer that opens it afterwards, truncating or appending, keeps the mode; SQLite gives its
    -wal and -shm files the database file's), made 0600 when it exists. Not through a symbolic link. Returns the
    path."""
    path = Path(path)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)
    return path


def private_dir(path: str | os.PathLike[str]) -> Path:
    """Make ``path`` (and its missing parents) a directory only its owner may use, and everything already in it
    private too: directories 0700, files 0600 (an existing tree made under a looser umask is tightened; symbolic
    links and what other users own are left alone). Returns the path."""
    path = Path(path)
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    me = os.getuid() if hasattr(os, "getuid") else None
    for root, dirs, files in os.walk(path):
        for name, mode in ((root, 0o700), *((os.path.join(root, d), 0o700) for d in dirs),
                           *((os.path.join(root, f), 0o600) for f in files)):
            try:
                info = os.lstat(name)
                if os.path.islink(name) or (me is not None and info.st_uid != me):
                    continue
                if info.st_mode & 0o777 != mode:
                    os.chmod(name, mode)
            except OSError:   # gone meanwhile, or not ours to change
                pass
    return path
