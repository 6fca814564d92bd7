"""KeyframeScheduler (engine/media/keyframes.py): the rate limit with its timers, on a clock of the test's own
(no wall clock: each test is instant and exact)."""
from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable

from meetdesk.engine.media.keyframes import KeyframeRequests, KeyframeScheduler


class Timer:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """``time()`` and ``call_later()`` as the scheduler uses a loop's; ``advance(s)`` runs what falls due."""

    def __init__(self) -> None:
        self.now = 100.0
        self._due: list[tuple[float, int, Timer, Callable[[], None]]] = []
        self._order = itertools.count()

    def time(self) -> float:
        return self.now

    def call_later(self, delay: float, callback: Callable[[], None]) -> Timer:
        timer = Timer()
        heapq.heappush(self._due, (self.now + delay, next(self._order), timer, callback))
        return timer

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while self._due and self._due[0][0] <= end:
            at, _, timer, callback = heapq.heappop(self._due)
            self.now = at
            if not timer.cancelled:
                callback()
        self.now = end

    @property
    def pending(self) -> int:
        return sum(not timer.cancelled for _, _, timer, _ in self._due)


class Asks:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


def test_the_scheduler_asks_at_once_then_once_when_the_window_ends():
    clock, asks = ManualClock(), Asks()
    scheduler = KeyframeScheduler(asks, KeyframeRequests(interval=0.05, urgent_interval=0.02), timers=clock)
    scheduler.request()
    assert asks.count == 1  # the window allowed it: asked before request() returned
    for _ in range(5):  # inside the window: kept, one timer for all of them
        scheduler.request()
    assert asks.count == 1 and clock.pending == 1
    clock.advance(0.049)
    assert asks.count == 1
    clock.advance(0.002)
    assert asks.count == 2
    clock.advance(0.2)  # four more windows: nothing was left to ask for
    assert asks.count == 2 and scheduler.limit.sent == 2
    scheduler.close()


def test_an_urgent_request_takes_the_short_window():
    clock, asks = ManualClock(), Asks()
    scheduler = KeyframeScheduler(asks, KeyframeRequests(interval=60.0, urgent_interval=0.02), timers=clock)
    scheduler.request()
    scheduler.request(urgent=True)  # a plain one would wait a minute
    clock.advance(0.021)
    assert asks.count == 2
    scheduler.close()


def test_a_keyframe_that_arrives_serves_the_kept_request():
    clock, asks = ManualClock(), Asks()
    scheduler = KeyframeScheduler(asks, KeyframeRequests(interval=0.05, urgent_interval=0.02), timers=clock)
    scheduler.request()
    scheduler.request()  # kept for the window's end
    scheduler.keyframe_arrived()
    clock.advance(0.2)
    assert asks.count == 1
    scheduler.close()


def test_the_scheduler_asks_again_while_someone_still_waits():
    """An asked-for keyframe can be lost on the way: after each ask it checks ``recheck`` later and asks again
    (urgently) while ``still_waiting`` says so, and stops when it does not."""
    clock, asks, waiting = ManualClock(), Asks(), {"yes": True}
    scheduler = KeyframeScheduler(asks, KeyframeRequests(interval=0.03, urgent_interval=0.01),
                                  still_waiting=lambda: waiting["yes"], recheck=0.02, timers=clock)
    scheduler.request()
    clock.advance(0.05)
    assert asks.count == 3  # at 0, 0.02 and 0.04
    waiting["yes"] = False  # the keyframe came
    clock.advance(1.0)
    assert asks.count == 3 and clock.pending == 0
    scheduler.close()


def test_close_cancels_the_timers_and_ends_the_asking():
    clock, asks = ManualClock(), Asks()
    scheduler = KeyframeScheduler(asks, KeyframeRequests(interval=0.05, urgent_interval=0.02),
                                  still_waiting=lambda: True, recheck=0.02, timers=clock)
    scheduler.request()
    scheduler.request()  # a kept request and a check are both timed now
    assert clock.pending == 2
    scheduler.close()
    scheduler.request(urgent=True)
    clock.advance(1.0)
    assert asks.count == 1 and scheduler.closed and clock.pending == 0
