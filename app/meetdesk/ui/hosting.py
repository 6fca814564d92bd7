"""Hosting offline: runs the embedded engine in a process of its own and keeps it running (the UI's one door
to the engine).

The engine is `meetdesk engine-child` (engine/child.py), a child of the app started from the app's own
executable (the frozen app too), so its media work (peer connections, packet forwarding, the composing unit's
hand-offs) never shares an interpreter lock with the Qt thread, and painting never delays the guests' media.
The app talks to it over its URL through the client library, as to any remote service, and over the child's
standard input for what is not the API's (the ports of the app's local file server the engine may fetch from,
and stop). The child ends with the app: at a quit it ends its meetings and closes its store; when the app dies
(even killed) its standard input ends, and on Linux the kernel sends it SIGTERM (PR_SET_PDEATHSIG). A child that
dies on its own is started again on the same port and data directory, and the app is told (``listeners``).
"""
from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import json
import logging
import os
import queue
import secrets
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meetdesk.client import tls
from meetdesk.client.file_server import watch_serving
from meetdesk.files import private_dir, write_private

log = logging.getLogger(__name__)

START_TIMEOUT = 45.0   # s for the engine process to listen (a fresh interpreter importing aiortc and PyAV)
STOP_TIMEOUT = 25.0    # s for it to end its meetings and close its store; then it is terminated, then killed
ACK_TIMEOUT = 2.0      # s to wait for the engine to apply an allowed port (its answer), else go on
RESTARTS = 3           # unexpected ends within RESTART_WINDOW s that are each started again; one more: given up
RESTART_WINDOW = 120.0
LOG_LIMIT = 8 * 1024 * 1024   # bytes of logs/engine.log kept; a longer one becomes engine.log.1 at a start
DEFAULT_PORT = 8765    # the app's engine: a fixed port keeps permalinks and recent meetings valid across restarts
PORT_TRIES = 20        # when the port is taken at start: the next free one of the following ports
NETWORK, LOCAL = "network", "local"   # who can join meetings hosted here (Settings.host_reach)
# What "Streams and webhooks may go to this computer and my network" allows (Settings.host_allow_network): loopback,
# the private and link-local ranges (engine/outbound.py refuses them by default; `--allow-target` of the engine).
NETWORK_TARGETS = ["127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10",
                   "169.254.0.0/16", "::1/128", "fc00::/7", "fe80::/10"]


@dataclass(frozen=True)
class ServiceEndpoint:
    """Where to host: a base URL and the API key for room creation and permalinks."""
    base_url: str
    api_key: str | None
    embedded: bool = False
    reach: str = ""        # embedded: NETWORK or LOCAL (what the engine listens on); empty for a remote service
    fingerprint: str | None = None   # embedded on the network: the SHA-256 of its own certificate (HTTPS)


def network_addresses() -> list[str]:
    """The machine's IPv4 addresses other machines may reach (loopback and link-local left out), for the
    choice of the address put into links (Settings)."""
    import ifaddr   # aioice's interface lister

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")) and ip.ip not in found:
                found.append(ip.ip)
    return found


def link_address(chosen: str = "") -> str | None:
    """The address links carry when hosting on the network: ``chosen`` while the machine has it, else the LAN
    address of the interface with the default route; None when the machine has no network."""
    from meetdesk.engine.config import lan_address

    if chosen and chosen in network_addresses():
        return chosen
    address = lan_address()
    return None if address.startswith("127.") else address


def host_api_key(data_dir: Path) -> str:
    """The API key this app uses with its own engine: made once (secrets), kept in the data dir (0600)."""
    path = Path(data_dir) / "host-api-key"
    try:
        key = path.read_text(encoding="utf-8").strip()
        if key:
            return key
    except OSError:
        pass
    key = secrets.token_urlsafe(32)
    write_private(path, key)
    return key


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


class EmbeddedEngine:
    """Starts the engine process (:class:`EngineProcess`) on first use, keeps it running until the app quits
    (started again when it dies: ``listeners`` are told ``"crashed"``, then ``"restarted"`` or ``"failed"``)."""

    def __init__(self, data_dir: Path, reach: str = LOCAL, address: str = "", port: int = 0, **config: object):
        self.data_dir = Path(data_dir)
        self.reach = reach          # NETWORK: every interface, links with the LAN address; LOCAL: loopback only
        self.address = address      # the address links carry on the network; empty: the default route's
        self.port = port            # 0: any free port (tests); else this one or, when taken, the next free one
        self.former_address = ""    # the address links carried before (another network): links with it are ours
        self.config_overrides = config  # extra EngineConfig fields (tests: ready_delay, ...), JSON values
        self.captions_model = ""    # Settings.captions_model: another model folder for live captions ("": built in)
        self.allow_network = False  # Settings.host_allow_network: NETWORK_TARGETS allowed for what the engine sends
        self._process: EngineProcess | None = None
        self.bound_port = 0         # the port of the running engine (another than port when that was taken)
        self._endpoint: ServiceEndpoint | None = None
        self._starting: asyncio.Future | None = None
        self._loop: asyncio.AbstractEventLoop | None = None   # where listeners are called
        self._again_port = 0        # a restart after a crash: the port the engine had
        self._crashes: list[float] = []   # monotonic times of the unexpected ends
        self._closed = False        # stop() was called: an end is not a crash
        # Told of the engine's life on the loop that started it: "crashed" (it ended unexpectedly and is being
        # started again), "restarted" (it listens again, same port and data), "failed" (it could not be).
        self.listeners: list[Callable[[str], None]] = []
        self.last_failure = ""      # the sentence of the last failed restart
        # The app's local file server (client/file_server.py, the host's playbacks of files on this computer)
        # listens on 127.0.0.1: the engine refuses loopback (engine/outbound.py) except exactly those ports.
        self.file_servers: set[tuple[str, int]] = set()
        self._unwatch: Callable[[], None] | None = None

    def _file_server(self, address: tuple[str, int], listening: bool) -> None:
        (self.file_servers.add if listening else self.file_servers.discard)(address)
        process = self._process
        if process is not None:   # a line on the engine's standard input, applied before the next request
            process.send(ACK_TIMEOUT, cmd="allow_port" if listening else "revoke_port", host=address[0],
                         port=address[1])

    @property
    def endpoint(self) -> ServiceEndpoint | None:
        return self._endpoint

    @property
    def process(self) -> EngineProcess | None:
        """The running engine process (its ``pid``), None while none runs."""
        return self._process

    @property
    def log_path(self) -> Path:
        return self.data_dir / "logs" / "engine.log"

    def serves(self, url: str) -> bool:
        """Whether ``url`` points at this app's engine (its fixed port on this machine): a link handed out
        before the app started again (a permalink, a recent meeting), which starts the engine when opened."""
        from urllib.parse import urlsplit

        try:
            parts = urlsplit(url)
            port = parts.port
        except ValueError:
            return False
        own_port = self.bound_port or self.port
        return bool(own_port) and port == own_port and parts.hostname in {
            "127.0.0.1", "localhost", "::1", link_address(self.address), self.address or None,
            self.former_address or None}

    def current_link(self, url: str) -> str:
        """A link to this engine (:meth:`serves`) with the running engine's address, scheme and certificate
        fingerprint: a link handed out on another network carries an address this machine no longer has, one
        from before it hosted over HTTPS says http, one from before its certificate was made again names the
        old one (the fragment's ``sha256=`` part; ``browser`` and the rest are kept)."""
        import re
        from urllib.parse import urlsplit, urlunsplit

        if self._endpoint is None or not self.serves(url):
            return url
        now, parts = urlsplit(self._endpoint.base_url), urlsplit(url)
        fragment = [p for p in re.split(r"[&#]", parts.fragment) if p and not p.lower().startswith("sha256=")]
        if self._endpoint.fingerprint:
            fragment.insert(0, f"sha256={self._endpoint.fingerprint}")
        return urlunsplit((now.scheme, now.netloc, parts.path, parts.query, "&".join(fragment)))

    async def start(self) -> ServiceEndpoint:
        """The running engine's endpoint; starts its process (off the calling loop) on the first call."""
        self._closed = False
        self._loop = asyncio.get_running_loop()
        if self._endpoint is not None and self._process is not None and self._process.alive:
            return self._endpoint
        if self._starting is not None:   # a second click while the first start is under way
            return await asyncio.shield(self._starting)
        self._starting = asyncio.get_running_loop().create_future()
        try:
            endpoint = await asyncio.to_thread(self._start_blocking)
        except BaseException as exc:
            self._starting.set_exception(exc)
            self._starting.exception()   # retrieved: nobody else may be waiting
            self._starting = None
            raise
        self._starting.set_result(endpoint)
        self._starting = None
        return endpoint

    def engine_config(self, host: str, port: int, public_url: str | None, tls: bool) -> dict[str, Any]:
        """The engine's configuration as the process takes it (JSON: engine/child.py config_from_json)."""
        overrides = dict(self.config_overrides)
        allow = [*overrides.pop("allow_ports", []), *self.file_servers]
        config: dict[str, Any] = {"guests_moderate": False}   # the host's meeting: theirs to run
        config.update(overrides)
        config.update(data_dir=str(self.data_dir), host=host, port=port, public_url=public_url,
                      api_key=host_api_key(self.data_dir), tls=tls,
                      allow_ports=[[h, int(p)] for h, p in allow])
        if self.captions_model:
            config["captions_model"] = str(self.captions_model)
        if self.allow_network:   # Settings: streams and webhooks to this computer and its network
            config["allow_targets"] = [*config.get("allow_targets", []), *NETWORK_TARGETS]
        for name, value in list(config.items()):
            if isinstance(value, Path):
                config[name] = str(value)
        return config

    def _start_blocking(self) -> ServiceEndpoint:
        private_dir(self.data_dir)
        if self._unwatch is None:
            self._unwatch = watch_serving(self._file_server)
        address = link_address(self.address) if self.reach == NETWORK else None
        reach = NETWORK if address else LOCAL   # no network at all: this computer only
        hosts = ["::", "0.0.0.0"] if reach == NETWORK else ["127.0.0.1"]   # "::" is dual-stack; no IPv6: IPv4
        first = port = self._again_port or self.port
        # On the network the engine serves HTTPS with its own certificate (made once, kept in data_dir): a
        # browser guest on another machine gets camera and microphone only in a secure context. This computer
        # only: plain HTTP (localhost is a secure context already).
        scheme = "https" if reach == NETWORK else "http"
        log_path = engine_log(self.data_dir)
        while True:
            public_url = f"{scheme}://{address or '127.0.0.1'}:{port}" if port else None  # port 0: set once bound
            config = self.engine_config(hosts[0], port, public_url, reach == NETWORK)
            process = EngineProcess(config, log_path, on_exit=self._ended)
            try:
                base_url = process.start()
                break
            except PortTaken:
                if not port or port >= first + PORT_TRIES - 1:
                    raise
                port += 1
            except OSError:
                if len(hosts) == 1:
                    raise
                hosts.pop(0)
        if base_url.split("://", 1)[-1].startswith(("127.0.0.1", "[::1]")):
            reach = LOCAL
        self._process = process
        for started in self.file_servers - {tuple(p) for p in config["allow_ports"]}:  # one started meanwhile
            process.send(ACK_TIMEOUT, cmd="allow_port", host=started[0], port=started[1])
        fingerprint = process.fingerprint
        tls.trust(base_url, fingerprint)   # this app's own clients accept its engine's certificate
        self._endpoint = ServiceEndpoint(base_url, config["api_key"], embedded=True, reach=reach,
                                         fingerprint=fingerprint)
        self.bound_port = process.port
        if self.port:
            self.port = process.port   # a moved port is kept: a later start in this session uses it again
        self._again_port = 0
        log.info("embedded engine listening on %s (process %d, log %s)", base_url, process.pid, log_path)
        return self._endpoint

    # ---- supervision
    def _ended(self, process: EngineProcess, code: int) -> None:
        """The watcher thread: the engine process ended on its own."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(self._restart_after_crash, process, code)
        except RuntimeError:   # the loop closed meanwhile: the app is ending
            pass

    def _tell(self, event: str) -> None:
        for listener in list(self.listeners):
            try:
                listener(event)
            except Exception:
                log.exception("engine listener failed on %s", event)

    def _restart_after_crash(self, process: EngineProcess, code: int) -> None:
        if process is not self._process or self._closed:
            return
        self._process, self._endpoint = None, None
        self._again_port = process.port   # the same port: links handed out keep working
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < RESTART_WINDOW] + [now]
        if len(self._crashes) > RESTARTS:
            self.last_failure = (f"it ended {len(self._crashes)} times within {RESTART_WINDOW:.0f} s "
                                 f"(exit status {code}; its log: {self.log_path})")
            log.error("the engine process is not started again: %s", self.last_failure)
            self._tell("failed")
            return
        self._tell("crashed")

        async def again() -> None:
            try:
                await self.start()
            except Exception as exc:
                self.last_failure = str(exc) or type(exc).__name__
                log.exception("the engine process could not be started again")
                self._tell("failed")
            else:
                self._tell("restarted")
        task = asyncio.ensure_future(again())
        task.add_done_callback(lambda t: t.cancelled() or t.exception())

    async def stop(self) -> None:
        self._closed = True
        if self._starting is not None:   # a start under way (the app's early start): let it finish first
            try:
                await asyncio.shield(self._starting)
            except Exception:
                pass
        process, self._process, self._endpoint = self._process, None, None
        if self._unwatch is not None:
            self._unwatch()
            self._unwatch = None
            self.file_servers.clear()
        if process is not None:
            await asyncio.to_thread(process.stop)
