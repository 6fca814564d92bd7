"""Python's cyclic garbage collector, run on the Qt thread only.

The collector runs in whichever thread happens to allocate when a generation's threshold is crossed: the
embedded engine's thread, the microphone processing or background worker, an executor thread. A cycle that
holds a Qt object (a widget and its Python callbacks, a QTimer's owner) is then destroyed there, off the
thread it lives in: its timers stay registered with the Qt thread's dispatcher and the next timer event goes
to freed memory (a segfault in QTimerInfoList::activateTimers; the UI suite hit it). So the automatic
collector is switched off and a timer on the Qt thread collects the generations whose thresholds were
crossed, as Anki does for the same reason. Reference counting, which frees almost everything, is unchanged.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class MainThreadCollector(QObject):
    """Owns the timer; ``install()`` makes one per application."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.collections = 0
        gc.disable()
        self._timer = QTimer(self, interval=INTERVAL_MS, timeout=self.check)
        self._timer.start()

    def check(self) -> None:
        """Collect the oldest generation whose threshold was crossed (as the automatic collector would)."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                gc.collect(generation)
                self.collections += 1
                return


def install(app: QObject) -> MainThreadCollector:
    """Switch the automatic collector off and collect on ``app``'s thread from now on (once per app)."""
    existing = app.findChild(MainThreadCollector)
    return existing if existing is not None else MainThreadCollector(app)
