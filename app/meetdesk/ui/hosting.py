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
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meetdesk.client import tls
from meetdesk.client.file_server import watch_serving
from meetdesk.files import private_dir, write_private
from meetdesk.ui.engine_process import ACK_TIMEOUT, EngineProcess, PortTaken, engine_log

log = logging.getLogger(__name__)

RESTARTS = 3           # unexpected ends within RESTART_WINDOW s that are each started again; one more: given up
RESTART_WINDOW = 120.0
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
