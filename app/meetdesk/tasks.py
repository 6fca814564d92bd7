"""Background tasks with an owner: one helper for every fire-and-forget coroutine.

asyncio keeps only a weak reference to a task, so a task nobody holds can be collected mid-run, and an
exception in a task nobody awaits is reported late or not at all. A ``TaskSet`` holds its tasks until they
finish, logs the ones that fail, and cancels and awaits them when its owner closes::

    tasks = TaskSet("call")
    tasks.spawn(pull(track))
    ...
    tasks.cancel_all()
    await tasks.wait_closed()
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

__all__ = ["Latest", "TaskSet"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class TaskSet:
    """The running background tasks of one owner (an engine, a call, a controller)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coro: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
        """Run ``coro`` as a task held until it finishes; an exception it ends with is logged."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def __len__(self) -> int:
        """How many tasks are running."""
        return len(self._tasks)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is not None:
            log.error("%s: background task %s failed", self.name, task.get_name(), exc_info=exc)

    def cancel_all(self) -> None:
        """Cancel every task still running (they finish at their next await)."""
        for task in list(self._tasks):
            task.cancel()

    async def wait_closed(self) -> None:
        """Wait until every task has finished, including tasks spawned meanwhile (not the caller's own)."""
        current = asyncio.current_task()
        while True:
            pending = [task for task in self._tasks if task is not current and not task.done()]
            if not pending:
                return
            await asyncio.wait(pending)


class Latest:
    """``send()`` (a coroutine function) one run at a time: asked while a run is on, it runs once more after it
    (sending the state of that moment), never twice at once and never a queue of old states."""

    def __init__(self, spawn: Callable[[Coroutine[Any, Any, Any]], asyncio.Task[Any]],
                 send: Callable[[], Coroutine[Any, Any, Any]]) -> None:
        self._spawn = spawn
        self._send = send
        self._running: asyncio.Task[Any] | None = None
        self._again = False

    def ask(self) -> None:
        if self._running is not None and not self._running.done():
            self._again = True
            return
        self._running = self._spawn(self._run())

    async def _run(self) -> None:
        while True:
            self._again = False
            await self._send()
            if not self._again:
                return
