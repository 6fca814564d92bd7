"""Benchmark-side hook (never in the app): with PLAYOUT_TRACE=PATH and this folder on PYTHONPATH, the process that
imports engine/media/playout.py writes every Playout's creation (P id epoch), restart (R id kind) and due call
(F id kind timestamp clock_rate arrival duration due) to PATH.<pid>; benchmarks/playout_lateness.py reads them."""
import importlib.abc
import importlib.util
import os
import sys

TRACE = os.environ.get("PLAYOUT_TRACE")


def _patch(module):
    out = open(f"{TRACE}.{os.getpid()}", "a", buffering=1 << 16)
    original_due = module.Playout.due
    original_init = module.Playout.__init__

    def init(self, epoch):
        original_init(self, epoch)
        out.write(f"P {id(self)} {epoch!r}\n")

    def due(self, kind, frame, duration=0.0):
        result = original_due(self, kind, frame, duration)
        out.write(f"F {id(self)} {kind[0]} {frame.timestamp} {frame.clock_rate} {frame.arrival!r} {duration!r} "
                  f"{result!r}\n")
        return result

    def restart(self, kind, _orig=module.Playout.restart):
        out.write(f"R {id(self)} {kind[0]}\n")
        return _orig(self, kind)

    module.Playout.__init__, module.Playout.due, module.Playout.restart = init, due, restart
    import atexit
    atexit.register(out.flush)
    import threading

    def flusher():
        import time
        while True:
            time.sleep(2)
            try:
                out.flush()
            except ValueError:
                return
    threading.Thread(target=flusher, daemon=True).start()


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "meetdesk.engine.media.playout":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        original = spec.loader.exec_module

        def exec_module(module):
            original(module)
            _patch(module)
        spec.loader.exec_module = exec_module
        return spec


if TRACE:
    sys.meta_path.insert(0, _Finder())
