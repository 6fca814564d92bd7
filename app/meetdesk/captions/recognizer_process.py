"""The live captions' recognizer in a spawned process of its own, at a lower priority than the engine.

Recognition is the heaviest work a meeting with captions does. Run at a lower priority, it leaves the CPU to the
media first; but a thread of the engine's process at a lower priority (and CTranslate2's threads it started)
still takes the engine's interpreter lock now and then, and on a busy machine it waits for a core while holding
it: the engine's loop stood still for up to 1.9 s beside four busy processes (benchmarks/captions_priority.py),
the kernel dropped the packets that came meanwhile, and the guests' voices reached the recognizer in pieces. A
process of its own shares no lock with the engine: only its pipe, which the captions worker waits on.

``RecognizerProcess`` has the calls of ``Recognizer`` that the captions worker makes (``preload``, ``knows``,
``transcribe_live``); the process starts at the first of them and again after it ended; a process that is gone
or cannot load its model answers ``CaptionsUnavailable``. It ends with its pipe: when the engine closes it, and
when the engine's process is gone (killed too).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np

from meetdesk.child_pipe import requests

from .recognizer import CaptionsUnavailable, Recognizer

log = logging.getLogger(__name__)

NICE = 10  # the recognizer's process runs this much nicer than the engine: on a busy machine the media, the
# compositor and the senders on the same machine get the CPU first. (A 4-person composed meeting with captions on
# fell from 30 to 27.5 fps on 2 cores at the same priority: docs/benchmarks.md)


def lower_priority(nice: int = NICE) -> None:
    """The calling thread (Linux: per thread; the threads it starts inherit it) ``nice`` steps nicer, at most 19;
    elsewhere the process; when refused, nothing."""
    try:
        if sys.platform.startswith("linux"):
            tid = threading.get_native_id()
            os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + nice))
        elif hasattr(os, "nice"):
            os.nice(nice)
    except OSError:
        pass


def _serve(conn: Any, model_dir: str | None, language: str | None) -> None:
    """The child process: one Recognizer, calls answered in turn until the parent closes the pipe."""
    lower_priority()   # before the model loads: CTranslate2's threads inherit it
    recognizer = Recognizer(model_dir, language=language)
    for name, args, kwargs in requests(conn):
        try:
            reply = ("ok", getattr(recognizer, name)(*args, **kwargs))
        except CaptionsUnavailable as exc:
            reply = ("unavailable", str(exc))
        except Exception as exc:   # one bad segment must not end the process
            log.exception("captions: %s failed", name)
            reply = ("error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class RecognizerProcess:
    """``Recognizer``'s calls answered by a process of its own (module doc); callable from any thread, one
    call at a time."""

    def __init__(self, model_dir: str | Path | None = None, *, language: str | None = None) -> None:
        self.model_dir = str(model_dir) if model_dir else None
        self.language = language
        self.starts = 0
        self._lock = threading.Lock()
        self._process: Any = None
        self._conn: Any = None

    def preload(self) -> None:
        self._call("preload")

    def knows(self, speaker: Any) -> bool:
        return bool(self._call("knows", speaker))

    def transcribe_live(self, samples: np.ndarray, *, speaker: Any = None, beam_size: int = 1,
                        window_s: float = 0.0) -> str:
        return str(self._call("transcribe_live", np.ascontiguousarray(samples, dtype=np.float32),
                              speaker=speaker, beam_size=beam_size, window_s=window_s))

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None and self._process.is_alive() else None

    def close(self) -> None:
        """End the process (after the call it is answering)."""
        with self._lock:
            self._end()

    def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        with self._lock:   # waiting on the pipe holds no interpreter lock
            try:
                if self._process is None or not self._process.is_alive():
                    self._start()
                self._conn.send((name, args, kwargs))
                status, value = self._conn.recv()
            except (EOFError, OSError, ValueError) as exc:
                self._end()
                raise CaptionsUnavailable(f"the captions process ended ({exc or type(exc).__name__})") from None
        if status == "unavailable":
            raise CaptionsUnavailable(value)
        if status == "error":
            raise RuntimeError(value)
        return value

    def _start(self) -> None:
        self._end()
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child, self.model_dir, self.language),
                                        name="meetdesk-captions", daemon=True)
        self._process.start()
        child.close()
        self.starts += 1

    def _end(self) -> None:
        process, conn, self._process, self._conn = self._process, self._conn, None, None
        if conn is not None:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
        if process is not None:
            process.join(timeout=5.0)
            if process.is_alive():
                process.kill()
                process.join(timeout=1.0)
        if conn is not None:
            conn.close()


__all__ = ["NICE", "RecognizerProcess", "lower_priority"]
