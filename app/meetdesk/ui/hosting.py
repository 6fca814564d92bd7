"""Hosting offline: runs the embedded engine in this process (the only engine import of the UI).

Everything else talks to the engine over its URL through the client library, as to any remote service.
"""
from __future__ import annotations

import contextlib
import logging
import secrets
from dataclasses import dataclass
from pathlib import Path

from meetdesk.files import write_private

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ServiceEndpoint:
    """Where to host: a base URL and the API key for room creation and permalinks."""
    base_url: str
    api_key: str | None
    embedded: bool = False


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
    """Starts the engine once, on first use, and keeps it until the app quits."""

    def __init__(self, data_dir: Path, **config: object):
        self.data_dir = Path(data_dir)
        self.config_overrides = config  # extra EngineConfig fields (tests: ready_delay, ...)
        self._stack: contextlib.AsyncExitStack | None = None
        self._endpoint: ServiceEndpoint | None = None

    @property
    def endpoint(self) -> ServiceEndpoint | None:
        return self._endpoint

    async def start(self) -> ServiceEndpoint:
        if self._endpoint is not None:
            return self._endpoint
        from meetdesk.engine.server import EngineConfig, running_engine

        self.data_dir.mkdir(parents=True, exist_ok=True)
        config = EngineConfig(data_dir=self.data_dir, api_key=host_api_key(self.data_dir), **self.config_overrides)
        stack = contextlib.AsyncExitStack()
        engine = await stack.enter_async_context(running_engine(config))
        self._stack = stack
        self._endpoint = ServiceEndpoint(engine.base_url, engine.config.api_key, embedded=True)
        log.info("embedded engine listening on %s", engine.base_url)
        return self._endpoint

    async def stop(self) -> None:
        stack, self._stack, self._endpoint = self._stack, None, None
        if stack is not None:
            await stack.aclose()
