"""One running app per user: a second launch hands its link to the first one over a QLocalSocket."""
from __future__ import annotations

import getpass
import hashlib
import os

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket


def server_name() -> str:
    """Per-user socket name; MEETDESK_INSTANCE_NAME overrides it (tests)."""
    override = os.environ.get("MEETDESK_INSTANCE_NAME")
    if override:
        return override
    user = hashlib.sha256(getpass.getuser().encode()).hexdigest()[:12]
    return f"meetdesk-{user}"


def encode_message(link: str | None) -> bytes:
    return (("OPEN " + link) if link else "SHOW").replace("\n", " ").encode("utf-8") + b"\n"


def send_to_running(link: str | None, name: str | None = None, timeout_ms: int = 1000) -> bool:
    """Give the link (or a plain 'show yourself') to a running instance; False when none runs."""
    return _send(encode_message(link), name, timeout_ms)


def send_host_to_running(host_name: str, name: str | None = None, timeout_ms: int = 1000) -> bool:
    """Ask a running instance to host a meeting (`meetdesk host`, the desktop action); False when none runs."""
    return _send(("HOST " + host_name).replace("\n", " ").encode("utf-8") + b"\n", name, timeout_ms)


def _send(message: bytes, name: str | None, timeout_ms: int) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(message)
    socket.flush()
    ok = True
    while socket.bytesToWrite() > 0 and ok:
        ok = socket.waitForBytesWritten(timeout_ms)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.UnconnectedState:
        socket.waitForDisconnected(timeout_ms)
    return ok


class InstanceServer(QObject):
    """Listens for later launches; emits link_received(link), host_requested(name) or activate_requested()."""

    link_received = Signal(str)
    host_requested = Signal(str)   # `meetdesk host [--name NAME]` (empty: as the button, asking if needed)
    activate_requested = Signal()

    def __init__(self, name: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.name = name or server_name()
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a stale socket file from a crashed run
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
            self._handle(line.decode("utf-8", "replace").strip())
        self._buffers[socket] = data[-65536:]

    def _drop(self, socket: QLocalSocket) -> None:
        if socket in self._buffers:
            rest = self._buffers.pop(socket)
            if rest.strip():
                self._handle(rest.decode("utf-8", "replace").strip())
        socket.deleteLater()

    def _handle(self, line: str) -> None:
        if line.startswith("OPEN "):
            self.link_received.emit(line[5:].strip())
        elif line == "HOST" or line.startswith("HOST "):
            self.host_requested.emit(line[5:].strip())
        elif line == "SHOW":
            self.activate_requested.emit()
