"""The app's engine process (ui/hosting.py keeps one running): how `meetdesk engine-child` (engine/child.py) is
started from the app's own executable, its log, the one long-lived thread every start happens on (Linux's
parent-death signal follows the thread that forked), and ``EngineProcess``: start (blocking until it listens or
says why not), commands on its standard input, stop (its meetings ended and its store closed, else terminated),
and a watcher that reports an end nobody asked for."""
from __future__ import annotations

import atexit
import concurrent.futures
import json
import logging
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from meetdesk.files import private_dir

log = logging.getLogger(__name__)

START_TIMEOUT = 45.0   # s for the engine process to listen (a fresh interpreter importing aiortc and PyAV)
STOP_TIMEOUT = 25.0    # s for it to end its meetings and close its store; then it is terminated, then killed
ACK_TIMEOUT = 2.0      # s to wait for the engine to apply an allowed port (its answer), else go on
LOG_LIMIT = 8 * 1024 * 1024   # bytes of logs/engine.log kept; a longer one becomes engine.log.1 at a start


class EngineFailed(RuntimeError):
    """The engine process could not start (its sentence), or ended before it listened."""


class PortTaken(OSError):
    """The engine's port is taken by another program: the next one is tried."""


def engine_command() -> tuple[list[str], dict[str, str]]:
    """How to start `meetdesk engine-child`: the frozen app is its own executable (sys.executable is the app,
    packaging/meetdesk_main.py); from source, this interpreter with the package's folder first on its path."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "engine-child"], dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])   # the folder holding the meetdesk package
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    # -P: the working directory is not put on its path (a file there named like a module is never imported)
    return [sys.executable, "-P", "-m", "meetdesk.cli", "engine-child"], env


def engine_log(data_dir: Path) -> Path:
    """``<data dir>/logs/engine.log``, where the engine process writes (its standard error): kept across
    starts, the previous one moved to engine.log.1 once it is over LOG_LIMIT."""
    logs = private_dir(Path(data_dir) / "logs")
    path = logs / "engine.log"
    try:
        if path.stat().st_size > LOG_LIMIT:
            path.replace(logs / "engine.log.1")
    except OSError:
        pass
    return path


_spawner: queue.SimpleQueue | None = None
_spawner_lock = threading.Lock()


def _spawn(fn: Callable[[], Any]) -> Any:
    """Run ``fn`` (which starts a process) on one thread that lives as long as the app: Linux's parent-death
    signal (PR_SET_PDEATHSIG, engine/child.py) follows the thread that forked, not the process, so a child
    forked from a short-lived thread (a restart from the watcher) would be ended with that thread."""
    global _spawner
    with _spawner_lock:
        if _spawner is None:
            jobs: queue.SimpleQueue = queue.SimpleQueue()

            def serve() -> None:
                while True:
                    job, done = jobs.get()
                    try:
                        done.set_result(job())
                    except BaseException as exc:   # handed to the caller
                        done.set_exception(exc)
            threading.Thread(target=serve, name="meetdesk-engine-spawner", daemon=True).start()
            _spawner = jobs
    done: concurrent.futures.Future = concurrent.futures.Future()
    _spawner.put((fn, done))
    return done.result()


class EngineProcess:
    """One engine process: :meth:`start` (blocking until it listens or fails), :meth:`send` a command,
    :meth:`stop` (blocking until its meetings are ended and its store is closed, else terminated). A watcher
    thread calls ``on_exit(returncode)`` when the process ends without :meth:`stop`."""

    def __init__(self, config: dict[str, Any], log_path: Path,
                 on_exit: Callable[["EngineProcess", int], None] | None = None):
        self.config = config   # EngineConfig's fields as JSON (engine/child.py config_from_json)
        self.log_path = log_path
        self.on_exit = on_exit
        self.process: subprocess.Popen | None = None
        self.base_url: str | None = None
        self.port = 0
        self.fingerprint: str | None = None
        self._lines: queue.SimpleQueue = queue.SimpleQueue()
        self._write = threading.Lock()
        self._acks: dict[int, threading.Event] = {}   # commands waiting for the engine's "done"
        self._next_id = 0
        self._stopping = False

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(self) -> str:
        """Start the process; the engine's base URL once it listens. Raises PortTaken, OSError or EngineFailed."""
        command, env = engine_command()
        with open(self.log_path, "a", encoding="utf-8") as log_file:
            os.chmod(self.log_path, 0o600)
            self.process = _spawn(lambda: subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log_file, env=env,
                text=True, encoding="utf-8", bufsize=1, close_fds=True))
        try:
            self.process.stdin.write(json.dumps({"config": self.config, "parent": os.getpid()}) + "\n")
            self.process.stdin.flush()
        except OSError:   # it ended at once: its line (or none) says why
            pass
        threading.Thread(target=self._watch, name="meetdesk-engine-watch", daemon=True).start()
        try:
            reply = self._lines.get(timeout=START_TIMEOUT)
        except queue.Empty:
            self.stop()
            raise EngineFailed(f"the engine did not start within {START_TIMEOUT:.0f} s (its log: {self.log_path})")
        if reply is None or reply.get("event") != "listening":
            self.stop(timeout=5)
            reply = reply or {}
            message = reply.get("message") or f"the engine ended during start-up (its log: {self.log_path})"
            if reply.get("reason") == "port_in_use":
                raise PortTaken(reply.get("errno") or 98, message)
            if reply.get("reason") == "os_error":
                raise OSError(reply.get("errno") or 0, message)
            raise EngineFailed(message)
        self.base_url, self.port, self.fingerprint = reply["base_url"], int(reply["port"]), reply.get("fingerprint")
        atexit.register(self.stop)   # an unexpected exit of the app still ends the meetings and closes the store
        return self.base_url

    def _watch(self) -> None:
        """The child's lines, then its end: an end nobody asked for is reported to ``on_exit``."""
        process = self.process
        for line in process.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                log.warning("engine process: %r", line[:200])
                continue
            if message.get("event") == "done":
                done = self._acks.pop(message.get("id"), None)
                if done is not None:
                    done.set()
            else:
                if message.get("event") == "failed" and self.base_url is None:   # it could not start: start()
                    self._stopping = True                                          # says so, no crash
                self._lines.put(message)
        self._lines.put(None)
        for done in list(self._acks.values()):
            done.set()
        code = process.wait()
        if not self._stopping:
            atexit.unregister(self.stop)
            log.warning("the engine process %d ended unexpectedly (exit status %s); its log: %s",
                        process.pid, code, self.log_path)
            if self.on_exit is not None:
                self.on_exit(self, code)

    def send(self, wait: float = 0.0, **command: Any) -> None:
        """A command on the child's standard input (engine/child.py); dropped when it is gone. With ``wait``,
        waits that long at most for the engine's answer that it applied it (allow_port, revoke_port)."""
        process = self.process
        if process is None:
            return
        done = None
        with self._write:
            if wait:
                self._next_id += 1
                command["id"] = self._next_id
                done = self._acks[self._next_id] = threading.Event()
            try:
                process.stdin.write(json.dumps(command) + "\n")
                process.stdin.flush()
            except (OSError, ValueError):   # ended, or its input closed by stop
                self._acks.pop(command.get("id"), None)
                return
        if done is not None and not done.wait(wait):
            self._acks.pop(command["id"], None)
            log.warning("the engine did not answer %s within %.1f s", command.get("cmd"), wait)

    def stop(self, timeout: float = STOP_TIMEOUT) -> None:
        """End the engine (idempotent): ``stop``, then its input closed; waits ``timeout`` s for it to end its
        meetings and close its store, then terminates it (and kills it after 5 s more)."""
        atexit.unregister(self.stop)
        self._stopping = True
        process = self.process
        if process is None:
            return
        self.send(cmd="stop")
        with self._write:
            try:
                process.stdin.close()
            except (OSError, ValueError):
                pass
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            log.warning("the embedded engine did not stop within %.0f s: terminating it", timeout)
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if process.returncode not in (0, None):
            log.warning("the engine process ended with exit status %s (its log: %s)", process.returncode,
                        self.log_path)
