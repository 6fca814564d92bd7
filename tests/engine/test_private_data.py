"""The engine's data directory (its store with signing secrets and guest tokens, recordings, transcripts) is the
user's only: 0700 with 0600 files, made so at start also when it existed with looser modes (meetdesk/files.py)."""
from __future__ import annotations

import os
import stat

from meetdesk.engine.server import running_engine


def modes(root) -> dict[str, int]:
    found = {".": stat.S_IMODE(os.lstat(root).st_mode)}
    for path in root.rglob("*"):
        if not path.is_symlink():
            found[str(path.relative_to(root))] = stat.S_IMODE(path.lstat().st_mode)
    return found


async def test_the_data_directory_is_private_when_new_and_when_it_existed_open(tmp_path, make_engine_config):
    old = os.umask(0o022)   # the usual umask: what the engine made used to be readable by every local user
    try:
        fresh = tmp_path / "fresh" / "engine"
        async with running_engine(make_engine_config(fresh)):
            pass
        assert modes(fresh)["."] == 0o700
        # everything, the store's files made after the directory was tightened too (meetdesk.sqlite3, -wal, -shm:
        # they were 0644; a check of "*.db" names found none of them)
        assert "meetdesk.sqlite3" in modes(fresh), modes(fresh)
        assert all(mode & 0o077 == 0 for mode in modes(fresh).values()), modes(fresh)

        opened = tmp_path / "open"
        (opened / "recordings").mkdir(parents=True, mode=0o755)
        opened.chmod(0o755)
        (opened / "recordings" / "r1.webm").write_bytes(b"x")
        (opened / "recordings" / "r1.webm").chmod(0o644)
        (opened / "recordings" / "r1.vtt").write_text("WEBVTT\n")
        outside = tmp_path / "outside.txt"
        outside.write_text("not the engine's")
        outside.chmod(0o644)
        (opened / "link").symlink_to(outside)
        async with running_engine(make_engine_config(opened)):
            pass
        found = modes(opened)
        assert found["."] == 0o700 and found["recordings"] == 0o700, found
        assert found["recordings/r1.webm"] == 0o600 and found["recordings/r1.vtt"] == 0o600, found
        assert stat.S_IMODE(outside.stat().st_mode) == 0o644   # a link out is not followed
    finally:
        os.umask(old)


def test_files_the_engine_writes_later_are_private(tmp_path):
    """A snapshot, a transcript's part file, a recording: each made 0600 (its folder 0700) under umask 022."""
    import av

    from meetdesk.engine.snapshots import write_png
    from meetdesk.files import private_file

    old = os.umask(0o022)
    try:
        picture = av.VideoFrame(16, 16, "yuv420p")
        write_png(picture, tmp_path / "snapshots" / "s1.png")
        assert modes(tmp_path)["snapshots"] == 0o700 and modes(tmp_path)["snapshots/s1.png"] == 0o600
        existing = tmp_path / "open.webm"
        existing.write_bytes(b"x")
        assert stat.S_IMODE(existing.stat().st_mode) == 0o644
        assert private_file(existing).read_bytes() == b"x"               # kept, tightened
        assert stat.S_IMODE(existing.stat().st_mode) == 0o600
        with av.open(str(private_file(tmp_path / "new.webm")), "w", format="webm"):
            pass
        assert stat.S_IMODE((tmp_path / "new.webm").stat().st_mode) == 0o600   # a writer opening it keeps 0600
    finally:
        os.umask(old)
