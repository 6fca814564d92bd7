"""A real engine (uvicorn on 127.0.0.1) on an event loop of its own thread, for synchronous tests such as
hypothesis properties, which drive it with blocking clients (httpx.Client, websockets.sync)."""
from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from pathlib import Path
from typing import Any

from meetdesk.engine.server import running_engine
from meetdesk.engine.engine import Engine, EngineConfig
from meetdesk.engine.store import DB_NAME


class ErrorLog(logging.Handler):
    """Records of level ERROR or above from the engine and uvicorn: a hostile request must cause none."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[str]:
        found = [f"{r.name}: {r.getMessage()}" for r in self.records]
        self.records.clear()
        return found


class ThreadedEngine:
    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        self.engine: Engine | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="engine", daemon=True)
        self.errors = ErrorLog()

    def __enter__(self) -> "ThreadedEngine":
        for name in ("meetdesk", "uvicorn"):
            logging.getLogger(name).addHandler(self.errors)
        self._thread.start()
        if not self._ready.wait(30) or self.engine is None:
            raise RuntimeError(f"engine did not start: {self._failure!r}")
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.loop is not None and self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)
        for name in ("meetdesk", "uvicorn"):
            logging.getLogger(name).removeHandler(self.errors)

    def _run(self) -> None:
        async def serve() -> None:
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            async with running_engine(self.config) as engine:
                self.engine = engine
                self._ready.set()
                await self._stop.wait()

        try:
            asyncio.run(serve())
        except BaseException as exc:  # reported by __enter__
            self._failure = exc
            self._ready.set()

    def call(self, fn: Any, *args: Any) -> Any:
        """Run ``fn(*args)`` on the engine's loop and return its result (engine state is the loop's)."""
        async def run() -> Any:
            return fn(*args)
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    @property
    def base_url(self) -> str:
        assert self.engine is not None
        return self.engine.base_url

    def row_counts(self) -> dict[str, int]:
        """Committed rows of every table, read through a connection of its own."""
        db = sqlite3.connect(str(Path(self.config.data_dir) / DB_NAME))
        try:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
            return {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in tables}
        finally:
            db.close()
