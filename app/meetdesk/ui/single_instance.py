"""One running app per user: a second launch hands its link to the first one over a QLocalSocket.

Links carry access keys, so the socket must be the user's own. On Linux and macOS it lives in a directory only
the user can use: ``$XDG_RUNTIME_DIR/meetdesk`` (the per-user runtime directory, 0700) or else
``<temp>/meetdesk-<uid>`` made 0700; a directory or socket another user made or can enter is refused with a
sentence (``UnsafeInstance``) and never handed a link. Windows' local sockets are named pipes of the user's
session, made with ``UserAccessOption`` (the server's owner only)."""
from __future__ import annotations

import getpass
import hashlib
import os
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket


class UnsafeInstance(OSError):
    """The single-instance socket's place is not the user's own (another local user made it)."""


def server_name() -> str:
    """Per-user socket: a path in the user's private runtime directory (a pipe name on Windows);
    MEETDESK_INSTANCE_NAME names another socket in it (tests). UnsafeInstance where that place is not the
    user's own."""
    override = os.environ.get("MEETDESK_INSTANCE_NAME")
    if override:
        name = override.replace("/", "-").replace("\\", "-")
    else:
        name = "meetdesk-" + hashlib.sha256(getpass.getuser().encode()).hexdigest()[:12]
    if sys.platform == "win32":
        return name
    return str(private_runtime_dir() / name)


def private_runtime_dir() -> Path:
    """``$XDG_RUNTIME_DIR/meetdesk`` when the runtime directory is the user's own, else
    ``<temp>/meetdesk-<uid>``; made 0700, and checked: a directory another user owns, a symbolic link, or one
    others may enter is refused (UnsafeInstance)."""
    uid = os.getuid()
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(runtime) if runtime and _owned_private(Path(runtime), uid) else None
    folder = base / "meetdesk" if base else Path(tempfile.gettempdir()) / f"meetdesk-{uid}"
    try:
        folder.mkdir(mode=0o700)
    except FileExistsError:
        pass
    if not _owned_private(folder, uid):
        raise UnsafeInstance(f"{folder} belongs to another user or others may use it: MeetDesk does not use it "
                             "to hand links to a running app. Remove it, or set XDG_RUNTIME_DIR to your own "
                             "runtime directory.")
    return folder


def _owned_private(path: Path, uid: int) -> bool:
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == uid and stat.S_IMODE(info.st_mode) & 0o077 == 0


def _check_socket(name: str) -> None:
    """An existing socket at ``name`` must be the user's own (UnsafeInstance otherwise)."""
    if sys.platform == "win32":
        return
    try:
        info = os.lstat(name)
    except FileNotFoundError:
        return
    if not stat.S_ISSOCK(info.st_mode) or info.st_uid != os.getuid():
        raise UnsafeInstance(f"{name} was not made by you: MeetDesk does not hand it a link.")


def encode_message(link: str | None) -> bytes:
    return (("OPEN " + link) if link else "SHOW").replace("\n", " ").encode("utf-8") + b"\n"


def send_to_running(link: str | None, name: str | None = None, timeout_ms: int = 1000) -> bool:
    """Give the link (or a plain 'show yourself') to a running instance; False when none runs."""
    return _send(encode_message(link), name, timeout_ms)


HOST_REPLY_TIMEOUT_MS = 120_000   # `meetdesk host` handed to a running app waits this long for its invite


def send_host_to_running(host_name: str, name: str | None = None, timeout_ms: int = 1000,
                         reply_timeout_ms: int = HOST_REPLY_TIMEOUT_MS) -> str | None:
    """Ask a running instance to host a meeting (`meetdesk host`, the desktop action) and wait for its answer:
    ``invite <guest link>`` once the meeting is up, or ``error <sentence>``; "" when it gave none (an older
    app, or no answer in time); None when no instance runs."""
    socket = _connected(name, timeout_ms)
    if socket is None:
        return None
    try:
        if not _write(socket, ("HOST " + host_name).replace("\n", " ").encode("utf-8") + b"\n", timeout_ms):
            return ""
        data, left = b"", reply_timeout_ms
        while b"\n" not in data and left > 0 and socket.state() == QLocalSocket.ConnectedState:
            if socket.waitForReadyRead(min(left, 1000)):
                data += bytes(socket.readAll().data())
            left -= 1000
            if len(data) > 65536:
                break
        data += bytes(socket.readAll().data())
        return data.split(b"\n", 1)[0].decode("utf-8", "replace").strip() if b"\n" in data else ""
    finally:
        _close(socket, timeout_ms)


def _connected(name: str | None, timeout_ms: int) -> QLocalSocket | None:
    """A connection to the running app's socket, None when none runs; UnsafeInstance when the socket or its
    directory is not the user's own."""
    name = name or server_name()
    _check_socket(name)
    socket = QLocalSocket()
    socket.connectToServer(name)
    return socket if socket.waitForConnected(timeout_ms) else None


def _write(socket: QLocalSocket, message: bytes, timeout_ms: int) -> bool:
    socket.write(message)
    socket.flush()
    ok = True
    while socket.bytesToWrite() > 0 and ok:
        ok = socket.waitForBytesWritten(timeout_ms)
    return ok


def _close(socket: QLocalSocket, timeout_ms: int) -> None:
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.UnconnectedState:
        socket.waitForDisconnected(timeout_ms)


def _send(message: bytes, name: str | None, timeout_ms: int) -> bool:
    socket = _connected(name, timeout_ms)
    if socket is None:
        return False
    ok = _write(socket, message, timeout_ms)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.UnconnectedState:
        socket.waitForDisconnected(timeout_ms)
    return ok


class InstanceServer(QObject):
    """Listens for later launches; emits link_received(link), host_requested(name) or activate_requested()."""

    link_received = Signal(str)
    # `meetdesk host [--name NAME]` (empty: as the button, asking if needed), and the function that answers
    # the launch that asked (one line: `invite <link>` or `error <sentence>`)
    host_requested = Signal(str, object)
    activate_requested = Signal()

    def __init__(self, name: str | None = None, parent: QObject | None = None):
        """UnsafeInstance when the user's socket directory is not the user's own."""
        super().__init__(parent)
        self.name = name or server_name()
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        try:
            _check_socket(self.name)   # Qt would move its own socket over another user's
        except UnsafeInstance:
            return False
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a stale socket file (ours) from a crashed run
        return self._server.listen(self.name)

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        while b"\n" in data:
            line, data = data.split(b"\n", 1)
            self._handle(line.decode("utf-8", "replace").strip(), socket)
        self._buffers[socket] = data[-65536:]

    def _drop(self, socket: QLocalSocket) -> None:
        if socket in self._buffers:
            rest = self._buffers.pop(socket)
            if rest.strip():
                self._handle(rest.decode("utf-8", "replace").strip())
        socket.deleteLater()

    def _handle(self, line: str, socket: QLocalSocket | None = None) -> None:
        if line.startswith("OPEN "):
            self.link_received.emit(line[5:].strip())
        elif line == "HOST" or line.startswith("HOST "):
            self.host_requested.emit(line[5:].strip(), lambda answer: _answer(socket, answer))
        elif line == "SHOW":
            self.activate_requested.emit()


def _answer(socket: QLocalSocket | None, answer: str) -> None:
    """One line back to the launch that asked, if it still waits."""
    try:
        if socket is not None and socket.state() == QLocalSocket.ConnectedState:
            socket.write(answer.replace("\n", " ").encode("utf-8") + b"\n")
            socket.flush()
    except RuntimeError:   # gone meanwhile (the launch gave up waiting): its Qt object was deleted
        pass
