"""Hosting offline: runs the embedded engine in this process (the only engine import of the UI).

The engine gets a thread of its own with its own asyncio loop, so its media work (peer connections, packet
forwarding, the composing unit's hand-offs) never waits for the Qt thread, and painting never delays the guests'
media. Everything else talks to the engine over its URL through the client library, as to any remote service.
"""
from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from meetdesk.client import tls
from meetdesk.client.file_server import watch_serving
from meetdesk.files import private_dir, write_private

log = logging.getLogger(__name__)

START_TIMEOUT = 30.0   # s for the engine to listen
STOP_TIMEOUT = 25.0    # s for it to end its meetings and close its store
DEFAULT_PORT = 8765    # the app's engine: a fixed port keeps permalinks and recent meetings valid across restarts
PORT_TRIES = 20        # when the port is taken at start: the next free one of the following ports
NETWORK, LOCAL = "network", "local"   # who can join meetings hosted here (Settings.host_reach)


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
    from meetdesk.engine.server import lan_address

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


class EngineThread:
    """The engine on an asyncio loop of its own thread: started with :meth:`start` (blocking until it listens
    or fails), stopped with :meth:`stop` (blocking until its meetings are ended and its store is closed)."""

    def __init__(self, config: object):
        self.config = config
        self.base_url: str | None = None
        self.engine: object | None = None  # the running Engine (its ``outbound`` policy), once listening
        self.loop: asyncio.AbstractEventLoop | None = None
        self._listening = threading.Event()
        self._stop: asyncio.Event | None = None
        self._failure: BaseException | None = None
        # A daemon thread never holds up the interpreter's exit; stop_at_exit ends it cleanly first.
        self._thread = threading.Thread(target=self._run, name="meetdesk-engine", daemon=True)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def start(self) -> str:
        """Start the thread; the engine's base URL once it listens. Raises what made the start fail."""
        self._thread.start()
        if not self._listening.wait(START_TIMEOUT):
            self.stop()
            raise RuntimeError("the embedded engine did not start in time")
        if self._failure is not None or self.base_url is None:
            raise self._failure or RuntimeError("the embedded engine stopped during start-up")
        atexit.register(self.stop)   # an unexpected exit still ends the meetings and closes the store
        return self.base_url

    def stop(self, timeout: float = STOP_TIMEOUT) -> None:
        """End the engine (idempotent); waits for the thread at most ``timeout`` seconds."""
        atexit.unregister(self.stop)
        loop, stop = self.loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):   # the loop closed meanwhile
                loop.call_soon_threadsafe(stop.set)
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)
            if self._thread.is_alive():
                log.warning("the embedded engine did not stop within %.0f s", timeout)

    def _run(self) -> None:
        from meetdesk.engine.server import running_engine

        async def serve() -> None:
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            async with running_engine(self.config) as engine:
                self.engine = engine
                self.base_url = engine.base_url
                self._listening.set()
                await self._stop.wait()
                log.info("embedded engine stopping")

        try:
            asyncio.run(serve())
        except OSError as exc:   # a taken port, no IPv6: start() reports it, the caller tries otherwise
            self._failure = exc
            log.warning("the embedded engine could not listen on %s port %s: %s", self.config.host,
                        self.config.port, exc)
        except BaseException as exc:   # reported by start() when it happens before listening
            self._failure = exc
            log.exception("the embedded engine failed")
        finally:
            self._listening.set()


class EmbeddedEngine:
    """Starts the engine once, on first use, in a thread of its own, and keeps it until the app quits."""

    def __init__(self, data_dir: Path, reach: str = LOCAL, address: str = "", port: int = 0, **config: object):
        self.data_dir = Path(data_dir)
        self.reach = reach          # NETWORK: every interface, links with the LAN address; LOCAL: loopback only
        self.address = address      # the address links carry on the network; empty: the default route's
        self.port = port            # 0: any free port (tests); else this one or, when taken, the next free one
        self.former_address = ""    # the address links carried before (another network): links with it are ours
        self.config_overrides = config  # extra EngineConfig fields (tests: ready_delay, ...)
        self.captions_model = ""    # Settings.captions_model: another model folder for live captions ("": built in)
        self._thread: EngineThread | None = None
        self.bound_port = 0         # the port of the running engine (another than port when that was taken)
        self._endpoint: ServiceEndpoint | None = None
        self._starting: asyncio.Future | None = None
        # The app's local file server (client/file_server.py, the host's playbacks of files on this computer)
        # listens on 127.0.0.1: the engine refuses loopback (engine/outbound.py) except exactly those ports.
        self.file_servers: set[tuple[str, int]] = set()
        self._unwatch: Callable[[], None] | None = None

    def _file_server(self, address: tuple[str, int], listening: bool) -> None:
        (self.file_servers.add if listening else self.file_servers.discard)(address)
        engine = self._thread.engine if self._thread is not None else None
        if engine is not None:  # set membership is all the engine's thread reads: safe across threads
            (engine.outbound.allow_port if listening else engine.outbound.revoke_port)(*address)

    @property
    def endpoint(self) -> ServiceEndpoint | None:
        return self._endpoint

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

    @property
    def thread(self) -> EngineThread | None:
        return self._thread

    async def start(self) -> ServiceEndpoint:
        """The running engine's endpoint; starts it (off the calling loop) on the first call."""
        if self._endpoint is not None and self._thread is not None and self._thread.alive:
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

    def _start_blocking(self) -> ServiceEndpoint:
        from meetdesk.engine.server import EngineConfig, PortInUse

        private_dir(self.data_dir)
        if self._unwatch is None:
            self._unwatch = watch_serving(self._file_server)
        overrides = dict(self.config_overrides)
        overrides["allow_ports"] = [*overrides.get("allow_ports", []), *self.file_servers]
        if self.captions_model:
            overrides["captions_model"] = Path(self.captions_model)
        address = link_address(self.address) if self.reach == NETWORK else None
        reach = NETWORK if address else LOCAL   # no network at all: this computer only
        hosts = ["::", "0.0.0.0"] if reach == NETWORK else ["127.0.0.1"]   # "::" is dual-stack; no IPv6: IPv4
        port = self.port
        # On the network the engine serves HTTPS with its own certificate (made once, kept in data_dir): a
        # browser guest on another machine gets camera and microphone only in a secure context. This computer
        # only: plain HTTP (localhost is a secure context already).
        scheme = "https" if reach == NETWORK else "http"
        while True:
            public_url = f"{scheme}://{address or '127.0.0.1'}:{port}" if port else None  # port 0: set once bound
            config = EngineConfig(data_dir=self.data_dir, host=hosts[0], port=port, public_url=public_url,
                                  api_key=host_api_key(self.data_dir), tls=reach == NETWORK,
                                  **{"guests_moderate": False, **overrides})   # the host's meeting: theirs to run
            thread = EngineThread(config)
            try:
                base_url = thread.start()
                break
            except PortInUse:
                if not port or port >= self.port + PORT_TRIES - 1:
                    raise
                port += 1
            except OSError:
                if len(hosts) == 1:
                    raise
                hosts.pop(0)
        if base_url.split("://", 1)[-1].startswith(("127.0.0.1", "[::1]")):
            reach = LOCAL
        self._thread = thread
        for started in list(self.file_servers - set(config.allow_ports)):  # one started meanwhile
            thread.engine.outbound.allow_port(*started)
        fingerprint = thread.engine.fingerprint
        tls.trust(base_url, fingerprint)   # this app's own clients accept its engine's certificate
        self._endpoint = ServiceEndpoint(base_url, config.api_key, embedded=True, reach=reach,
                                         fingerprint=fingerprint)
        self.bound_port = config.port
        if self.port:
            self.port = config.port   # a moved port is kept: a later start in this session uses it again
        log.info("embedded engine listening on %s (own thread)", base_url)
        return self._endpoint

    async def stop(self) -> None:
        thread, self._thread, self._endpoint = self._thread, None, None
        if self._unwatch is not None:
            self._unwatch()
            self._unwatch = None
            self.file_servers.clear()
        if thread is not None:
            await asyncio.to_thread(thread.stop)
