"""Recognition off the event loop: one thread, a bounded queue of voice segments. When recognition cannot keep
up, new segments are dropped (counted), never waited for: the media and the event loop go on regardless. The
results go back to the loop with ``call_soon_threadsafe`` (docs/architecture.md "Packages and their rules",
convention 4)."""
from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .recognizer import CaptionsUnavailable, Recognizer

log = logging.getLogger(__name__)

QUEUE_SEGMENTS = 4  # segments waiting at most (each up to segmenter.MAX_SEGMENT_S of speech)


@dataclass
class Job:
    """One voice segment to recognize; ``tag`` is the caller's (who said it, when)."""

    samples: np.ndarray
    tag: Any
    speaker: Any = None   # whose voice (the recognizer keeps each speaker's language)
    queued_at: float = field(default_factory=time.monotonic)


class RecognitionWorker:
    """``submit`` from the loop; ``on_text(tag, text)`` is called on the loop for every recognized segment
    (``on_error(message)`` once if the model cannot be loaded)."""

    def __init__(self, recognizer: Recognizer, on_text: Callable[[Any, str], None], *,
                 on_error: Callable[[str], None] | None = None, size: int = QUEUE_SEGMENTS) -> None:
        self.recognizer = recognizer
        self.dropped = 0  # segments refused because the queue was full
        self.done = 0
        self.busy_s = 0.0  # time spent recognizing
        self.audio_s = 0.0  # seconds of sound recognized
        self._on_text = on_text
        self._on_error = on_error
        self._queue: queue.Queue[Job | None] = queue.Queue(size)
        self._loop = asyncio.get_running_loop()
        self._thread = threading.Thread(target=self._run, name="captions", daemon=True)
        self._thread.start()

    def submit(self, samples: np.ndarray, tag: Any, speaker: Any = None) -> bool:
        """Queue a segment; False (and dropped) when the queue is full."""
        try:
            self._queue.put_nowait(Job(samples, tag, speaker))
            return True
        except queue.Full:
            self.dropped += 1
            return False

    async def close(self) -> None:
        """Stop after the segment being recognized (the queued ones are dropped)."""
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        try:
            self._queue.put_nowait(None)
        except queue.Full:
            pass
        await asyncio.to_thread(self._thread.join)

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            began = time.monotonic()
            try:
                segments = self.recognizer.transcribe(job.samples, speaker=job.speaker)
            except CaptionsUnavailable as exc:
                log.warning("captions: %s", exc)
                if self._on_error is not None:
                    self._deliver(self._on_error, str(exc))
                return
            except Exception:
                log.exception("recognizing a voice segment failed")
                continue
            self.busy_s += time.monotonic() - began
            self.audio_s += job.samples.size / 16000
            self.done += 1
            text = " ".join(s.text for s in segments).strip()
            if text:
                self._deliver(self._on_text, job.tag, text)

    def _deliver(self, callback: Callable[..., None], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:  # the loop is closed: nobody is waiting for captions any more
            pass
