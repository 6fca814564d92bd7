"""Single instance over QLocalSocket, `meetdesk LINK` handing over, and the Linux link handler."""
from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer

from meetdesk.ui.launch import main
from meetdesk.ui.desktop_integration import SCHEME_MIME, desktop_entry, register_linux
from meetdesk.ui.single_instance import InstanceServer, UnsafeInstance, send_to_running, server_name

LINK = "meetdesk://127.0.0.1:8400/?guest=AbCdEf123456"


async def test_second_launch_hands_its_link_to_the_running_app(qapp, wait):
    server = InstanceServer()
    assert server.listen()
    links, shown = [], []
    server.link_received.connect(links.append)
    server.activate_requested.connect(lambda: shown.append(True))
    try:
        # what `meetdesk LINK` does while an instance runs: hand over and exit 0 without a window
        assert main([LINK]) == 0
        await wait(lambda: links == [LINK], message="link delivered")
        assert send_to_running(None)
        await wait(lambda: shown == [True], message="activate request")
    finally:
        server.close()


def test_no_running_instance_means_nothing_is_handed_over(qapp):
    assert send_to_running(LINK) is False


def test_stale_socket_is_replaced(qapp):
    first = InstanceServer()
    assert first.listen()
    second = InstanceServer()   # e.g. after a crash left the name behind
    assert second.listen()
    first.close()
    second.close()


SQUATTER = 65534   # another local user (nobody)


@pytest.fixture
def short_tmp(monkeypatch):
    """A short temporary folder (a socket's path has at most 107 bytes) and a short instance name."""
    monkeypatch.setenv("MEETDESK_INSTANCE_NAME", "md-test")
    folder = Path(tempfile.mkdtemp(prefix="md"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_socket_lives_in_a_directory_only_the_user_may_use(qapp, short_tmp, monkeypatch):
    tmp_path = short_tmp
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    server = InstanceServer()
    try:
        assert server.listen() and Path(server.name).parent == runtime / "meetdesk"
        assert stat.S_IMODE((runtime / "meetdesk").stat().st_mode) == 0o700
    finally:
        server.close()
    # a runtime directory others may use is not trusted: a private one in the temporary directory instead
    runtime.chmod(0o777)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert Path(server_name()).parent == tmp_path / f"meetdesk-{os.getuid()}"


@pytest.mark.skipif(os.getuid() != 0, reason="making another user's directory takes root")
def test_a_socket_another_local_user_made_first_is_refused_never_handed_a_link(qapp, short_tmp, monkeypatch):
    """Another user created the temporary directory's socket folder (and a server in it) first: the app says
    so and hands it nothing; a socket of another user's in the user's own folder is refused the same way."""
    tmp_path = short_tmp
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    folder = tmp_path / f"meetdesk-{os.getuid()}"
    folder.mkdir(mode=0o755)
    squatter = QLocalServer()
    path = str(folder / os.environ["MEETDESK_INSTANCE_NAME"])
    assert squatter.listen(path)
    os.chown(path, SQUATTER, SQUATTER)
    os.chown(folder, SQUATTER, SQUATTER)
    try:
        for attempt in (lambda: send_to_running(LINK), lambda: InstanceServer()):
            with pytest.raises(UnsafeInstance, match="another user"):
                attempt()
        assert not squatter.hasPendingConnections() and not squatter.waitForNewConnection(200)[0]
        # the user's own folder, with another user's socket in it
        os.chown(folder, os.getuid(), os.getgid())
        folder.chmod(0o700)
        with pytest.raises(UnsafeInstance, match="not made by you"):
            send_to_running(LINK)
        own = InstanceServer()
        assert not own.listen()   # never removes or replaces another user's socket
        assert not squatter.hasPendingConnections()
    finally:
        squatter.close()


def test_desktop_entry_points_at_this_install():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read_string(desktop_entry(["/opt/meet desk/bin/meetdesk"]))
    section = entry["Desktop Entry"]
    assert section["Exec"] == "'/opt/meet desk/bin/meetdesk' %u"
    assert "x-scheme-handler/meetdesk" in section["MimeType"].split(";")


@pytest.mark.skipif(shutil.which("xdg-mime") is None, reason="xdg-utils not installed (bin/setup installs it)")
def test_register_handler_makes_meetdesk_the_scheme_default(tmp_path, monkeypatch):
    home = tmp_path / "home"
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / ".local/share"),
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_CURRENT_DESKTOP": "", "DESKTOP_SESSION": ""}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    ok, message = register_linux()
    assert ok, message
    desktop = home / ".local/share/applications/meetdesk.desktop"
    assert desktop.exists() and (home / ".local/share/icons/hicolor/scalable/apps/meetdesk.svg").exists()
    query = subprocess.run(["xdg-mime", "query", "default", SCHEME_MIME], capture_output=True, text=True,
                           env={**os.environ, **env})
    assert query.stdout.strip() == "meetdesk.desktop"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_packaged_handler_files_register_the_scheme():
    root = __import__("pathlib").Path(__file__).resolve().parents[2] / "packaging"
    assert "MimeType=x-scheme-handler/meetdesk;" in (root / "linux/meetdesk.desktop").read_text()
    reg = (root / "windows/meetdesk-url.reg").read_text()
    assert "[HKEY_CURRENT_USER\\Software\\Classes\\meetdesk]" in reg and '"URL Protocol"=""' in reg
    import plistlib
    plist = plistlib.loads((root / "macos/Info.plist").read_bytes())
    assert plist["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["meetdesk"]
