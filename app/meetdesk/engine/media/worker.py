"""The clock of the MCU's worker threads (mcu.py): ``Worker``, a daemon thread that runs ``tick(n)`` for the
slots of a steady clock from an epoch, catching up a few missed slots and never bursting. The picture and the
sound each have one, on the same epoch, so their frames share one time line."""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

log = logging.getLogger(__name__)


class Worker:
    """A thread that runs ``tick(n)`` for the slots n of a clock of ``period`` s from ``epoch``
    (``time.monotonic()``), steadily, until stopped. A tick's number is the time it stands for: a worker up to
    ``catch_up`` periods late runs the slots it missed at once (the sound goes on without a gap); later than
    that, it goes on from the slot of now (never in a burst), so its numbers never fall behind the clock."""

    def __init__(self, name: str, period: float, tick: Callable[[int], None], epoch: float,
                 catch_up: int = 0) -> None:
        self.period = period
        self.epoch = epoch
        self.catch_up = catch_up
        self.ticks = 0  # ticks run
        self.busy = 0.0  # s spent in tick(), for statistics
        self._tick = tick
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        slot = -1
        while not self._stop.is_set():
            started = time.monotonic()
            now_slot = (started - self.epoch) / self.period
            slot += 1
            if now_slot - slot > self.catch_up + 0.5:  # too late: this tick stands for now
                slot = round(now_slot)
            try:
                self._tick(slot)
            except Exception:
                log.exception("%s tick failed", self._thread.name)
            self.ticks += 1
            now = time.monotonic()
            self.busy += now - started
            self._stop.wait(max(0.0, self.epoch + (slot + 1) * self.period - now))

    def halt(self) -> None:
        """Stop after the current tick (from any thread, without waiting)."""
        self._stop.set()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=2.0)
