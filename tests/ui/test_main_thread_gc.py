"""The cyclic garbage collector runs on the Qt thread only (ui/main_thread_gc.py): a cycle holding a Qt object
that becomes garbage while another thread allocates is not collected there, but by the Qt thread's timer."""
from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject, QThread, QTimer
from PySide6.QtWidgets import QApplication

from meetdesk.ui import main_thread_gc


class Holder:
    """A Python object in a reference cycle with a QObject that owns a running timer."""

    def __init__(self) -> None:
        self.me = self
        self.qobject = QObject()
        self.timer = QTimer(self.qobject, interval=10)
        self.timer.start()


def test_cycles_with_qt_objects_are_collected_on_the_qt_thread(qtbot):
    app = QApplication.instance()
    collector = main_thread_gc.install(app)
    assert main_thread_gc.install(app) is collector and not gc.isenabled()
    seen_threads: list[bool] = []
    gc.callbacks.append(lambda phase, info: seen_threads.append(
        threading.current_thread() is threading.main_thread()) if phase == "start" else None)
    try:
        holder = Holder()
        gone = weakref.ref(holder)
        del holder
        # another thread allocates (and keeps) far past the youngest generation's threshold: the automatic
        # collector would have run there, in the middle of the worker's allocations
        kept: list = []
        worker = threading.Thread(target=lambda: kept.extend([] for _ in range(20 * gc.get_threshold()[0])))
        worker.start()
        worker.join()
        assert gone() is not None and not any(seen is False for seen in seen_threads)
        before = collector.collections
        qtbot.waitUntil(lambda: gone() is None, timeout=5000)
        assert collector.collections > before and seen_threads and all(seen_threads)
        assert QThread.currentThread() is app.thread()
    finally:
        gc.callbacks.pop()
