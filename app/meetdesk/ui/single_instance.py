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
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
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
