"""The desktop app's engine as a process of its own: `meetdesk engine-child` (hidden; started by ui/hosting.py).

The app hands it the engine's configuration as the first line on standard input (JSON: ``{"config": {...},
"parent": <pid>}``) and reads one JSON line back on standard output once it listens (``{"event": "listening",
"base_url", "port", "fingerprint", "pid"}``) or could not (``{"event": "failed", "reason": "port_in_use" |
"os_error" | "busy" | "error", "message", "errno"}``). Further lines on standard input are commands
(``{"cmd": "allow_port" | "revoke_port", "host", "port", "id"}``: the app's local file server,
engine/outbound.py, applied at once and answered ``{"event": "done", "id"}``, so that the app's next request
finds the port allowed; ``{"cmd": "stop"}``). The end of standard input (the app quit, crashed or was killed) stops the engine as
``stop`` does: its meetings end and its store closes, then the process exits. On Linux the child also asks the
kernel for SIGTERM when its parent dies (PR_SET_PDEATHSIG), which it takes as ``stop``.

Standard output carries only these lines: anything else written there (a library's print) goes to standard
error, which the app points at ``<data dir>/logs/engine.log``.
"""
from __future__ import annotations

import asyncio
import errno
import json
import logging
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

log = logging.getLogger(__name__)

STOP_GRACE = 20.0    # s from stop to a forced exit: the meetings end and the store closes well within it
LOCK_WAIT = 15.0     # s to wait for the data directory's lock (an engine of this data directory still ending)
LOCK_NAME = "engine.lock"
PATH_FIELDS = ("data_dir", "captions_model", "tls_cert", "tls_key")


def config_from_json(fields: dict[str, Any]):
    """The EngineConfig of the app's JSON (paths as strings, allow_ports as pairs, limits as a dict)."""
    from meetdesk.engine.config import EngineConfig, Limits

    values = dict(fields)
    for name in PATH_FIELDS:
        if values.get(name) is not None:
            values[name] = Path(values[name])
    if "allow_ports" in values:
        values["allow_ports"] = [(str(host), int(port)) for host, port in values["allow_ports"]]
    if isinstance(values.get("limits"), dict):
        values["limits"] = Limits(**values["limits"])
    return EngineConfig(**values)


def watch_parent(parent: int | None) -> None:
    """Linux: SIGTERM to this process when its parent ends (even killed); exits at once when the parent is
    already gone (it died between starting this process and here)."""
    if not sys.platform.startswith("linux") or not parent:
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM, 0, 0, 0)   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        log.warning("PR_SET_PDEATHSIG unavailable: the end of standard input alone ends this engine")
    if os.getppid() != parent:
        log.warning("the app (pid %d) ended before its engine started", parent)
        os._exit(0)


def lock_data_dir(data_dir: Path, wait: float = LOCK_WAIT) -> IO[str] | None:
    """One engine per data directory: an exclusive lock on ``<data dir>/engine.lock``, held until this process
    ends (the kernel drops it even on SIGKILL). Waits up to ``wait`` s for an engine of the same directory that
    is still ending its meetings. None when another engine keeps it."""
    try:
        import fcntl
    except ImportError:   # Windows: the app's single instance is the guard
        return open(os.devnull, "w")
    from meetdesk.files import private_dir

    private_dir(data_dir)
    fd = os.open(data_dir / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    handle = os.fdopen(fd, "r+")
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if time.monotonic() >= deadline:
                handle.close()
                return None
            time.sleep(0.1)
            continue
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        return handle


class _Child:
    """The running engine and the app's commands."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.engine: Any = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.stop: asyncio.Event | None = None
        self.ports: list[tuple[str, str, int]] = []   # commands that came before the engine listened
        self.listening = False
        self._ports_lock = threading.Lock()
        self._say_lock = threading.Lock()

    def say(self, **message: Any) -> None:
        with self._say_lock:
            try:
                self.out.write(json.dumps(message) + "\n")
                self.out.flush()
            except (OSError, ValueError):   # the app is gone: standard input tells the rest
                pass

    def read_commands(self) -> None:
        """Standard input, on a thread of its own: each line a command; its end is ``stop``."""
        for line in sys.stdin:
            try:
                command = json.loads(line)
            except ValueError:
                log.warning("not a command: %r", line[:200])
                continue
            if command.get("cmd") in ("allow_port", "revoke_port"):
                self.port_command(command)   # here: the policy's set is safe to change from this thread
            else:
                self._on_loop(self.command, command)
        log.info("standard input closed: the app is gone or quits; stopping")
        self._on_loop(self.request_stop)

    def _on_loop(self, fn: Any, *args: Any) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:   # closed meanwhile
                pass

    def request_stop(self) -> None:
        if self.stop is not None:
            self.stop.set()

    def command(self, command: dict[str, Any]) -> None:
        kind = command.get("cmd")
        if kind == "stop":
            self.request_stop()
        else:
            log.warning("unknown command %r", kind)

    def port_command(self, command: dict[str, Any]) -> None:
        """allow_port / revoke_port: applied to the outbound policy (an exact (address, port) pair, a set the
        loop only reads), or kept until the engine listens; then answered."""
        try:
            entry = (str(command["cmd"]), str(command.get("host")), int(command.get("port") or 0))
        except (TypeError, ValueError):
            log.warning("bad command %r", command)
            entry = None
        if entry is not None:
            with self._ports_lock:
                if self.engine is None:
                    self.ports.append(entry)
                else:
                    self._apply(*entry)
        if command.get("id") is not None:
            self.say(event="done", id=command["id"])

    def _apply(self, kind: str, host: str, port: int) -> None:
        try:
            (self.engine.outbound.allow_port if kind == "allow_port" else self.engine.outbound.revoke_port)(host, port)
        except ValueError:
            log.warning("%s: not an address %r", kind, host)

    async def serve(self, config: Any) -> int:
        from meetdesk.engine.server import PortInUse, running_engine

        self.loop = asyncio.get_running_loop()
        self.stop = asyncio.Event()
        for signum in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
            if signum is not None:
                try:
                    self.loop.add_signal_handler(signum, self.stop.set)
                except (NotImplementedError, RuntimeError):   # Windows: standard input ends it
                    pass
        threading.Thread(target=self.read_commands, name="meetdesk-engine-commands", daemon=True).start()
        try:
            async with running_engine(config) as engine:
                with self._ports_lock:
                    self.engine = engine
                    for entry in self.ports:
                        self._apply(*entry)
                    self.ports.clear()
                self.say(event="listening", base_url=engine.base_url, port=engine.config.port,
                         fingerprint=engine.fingerprint, pid=os.getpid())
                self.listening = True
                log.info("engine listening on %s (pid %d)", engine.base_url, os.getpid())
                await self.stop.wait()
                log.info("engine stopping: ending its meetings, closing its store")
                _exit_after(STOP_GRACE)
        except Exception as exc:
            if self.listening:   # it ran: an end with an error, which the app takes for a crash
                log.exception("the engine failed while running")
                return 1
            if isinstance(exc, PortInUse):
                self.say(event="failed", reason="port_in_use", message=str(exc), errno=errno.EADDRINUSE)
                return 3
            if isinstance(exc, OSError):   # no IPv6 for "::", an address not assignable, ...
                self.say(event="failed", reason="os_error", message=str(exc), errno=exc.errno)
                return 1
            log.exception("the engine could not start")
            self.say(event="failed", reason="error", message=str(exc) or type(exc).__name__)
            return 1
        log.info("engine stopped")
        self.say(event="stopped")
        return 0


def _exit_after(seconds: float) -> None:
    """A stop that hangs (a stuck meeting, a thread that never ends) still ends the process."""
    def hard_exit() -> None:
        log.error("the engine did not stop within %.0f s: exiting", seconds)
        logging.shutdown()
        os._exit(1)
    timer = threading.Timer(seconds, hard_exit)
    timer.daemon = True
    timer.start()


def _protocol_stream() -> IO[str]:
    """The lines for the app: standard output as it was given; file descriptor 1 and sys.stdout from now on
    point at standard error (the log), so nothing else ever lands among them."""
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return out


def main(argv: list[str] | None = None) -> int:
    import faulthandler

    out = _protocol_stream()
    faulthandler.enable()   # a crash in native code leaves its stack in the log
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s")
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C in the app's terminal: the app stops its engine
    line = sys.stdin.readline()
    child = _Child(out)
    try:
        request = json.loads(line)
        config = config_from_json(request["config"])
    except (ValueError, KeyError, TypeError) as exc:
        child.say(event="failed", reason="error", message=f"bad start request: {exc}")
        return 2
    watch_parent(request.get("parent"))
    log.info("engine process %d of the app %s, data in %s", os.getpid(), request.get("parent"), config.data_dir)
    lock = lock_data_dir(Path(config.data_dir))
    if lock is None:
        child.say(event="failed", reason="busy",
                  message=f"another engine uses {config.data_dir} ({LOCK_NAME} is held)")
        return 4
    try:
        from meetdesk.engine import event_loop
        return event_loop.run(child.serve(config))
    finally:
        lock.close()
