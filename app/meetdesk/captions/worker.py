"""Recognition off the event loop: one thread, a bounded queue of voice segments (and one phrase in progress per
speaker for partial lines). When recognition cannot keep
up, new segments are dropped (counted), never waited for: the media and the event loop go on regardless. The
results go back to the loop with ``call_soon_threadsafe`` (docs/architecture.md "Packages and their rules",
convention 4)."""
from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from .recognizer import LIVE_WINDOW_S, SPEAKER_SURE_S, CaptionsUnavailable, Recognizer, Segment

if TYPE_CHECKING:
    from .recognizer_process import RecognizerProcess

log = logging.getLogger(__name__)

QUEUE_SEGMENTS = 4  # segments waiting at most (each up to segmenter.MAX_SEGMENT_S of speech)
PARTIAL_REST = 1.0  # after a partial pass, the worker rests that many times its length before the next partial one:
# back to back, partial passes kept a core busy for as long as anyone spoke, and on a 2-core machine the media (and
# senders on the same machine) fell over a second behind, so the recording lost sound; finals never wait


@dataclass
class Job:
    """One voice segment to recognize; ``tag`` is the caller's (who said it, when)."""

    samples: np.ndarray
    tag: Any
    speaker: Any = None   # whose voice (the recognizer keeps each speaker's language)
    queued_at: float = field(default_factory=time.monotonic)


class RecognitionWorker:
    """``submit`` from the loop; ``on_text(tag, text)`` is called on the loop for every recognized segment
    (``on_error(message)`` once if the model cannot be loaded). ``offer_partial`` hands over a phrase still in
    progress, for a partial line: at most one per speaker waits (a newer one replaces it); after a finished segment
    a waiting partial pass goes next (a partial pass costs a fraction of a final one), else finished segments go
    first; ``on_partial(tag, text)`` answers each one taken (text "" when it found nothing). So when the machine
    cannot keep up, partial lines thin out (replaced, never queued) before any final line is dropped."""

    def __init__(self, recognizer: Recognizer | RecognizerProcess, on_text: Callable[[Any, str], None], *,
                 on_error: Callable[[str], None] | None = None, size: int = QUEUE_SEGMENTS,
                 on_partial: Callable[[Any, str], None] | None = None) -> None:
        self.recognizer = recognizer
        self.dropped = 0  # segments refused because the queue was full
        self.replaced = 0  # partial phrases replaced by a newer one before their turn
        self.done = 0
        self.partials = 0
        self.busy_s = 0.0  # time spent recognizing
        self.audio_s = 0.0  # seconds of sound recognized
        self._on_text = on_text
        self._on_partial = on_partial
        self._on_error = on_error
        self._size = size
        self._finals: deque[Job] = deque()
        self._partial: dict[Any, Job] = {}   # speaker -> the phrase in progress waiting for a partial pass
        self._closing = False
        self._last_final = False
        self._rest_until = 0.0   # no partial pass before this (monotonic s): see PARTIAL_REST
        self._ready = threading.Condition()
        self._loop = asyncio.get_running_loop()
        self._thread = threading.Thread(target=self._run, name="captions", daemon=True)
        self._thread.start()

    def submit(self, samples: np.ndarray, tag: Any, speaker: Any = None) -> bool:
        """Queue a segment; False (and dropped) when the queue is full."""
        with self._ready:
            if len(self._finals) >= self._size or self._closing:
                self.dropped += 1
                return False
            self._finals.append(Job(samples, tag, speaker))
            self._ready.notify()
            return True

    def offer_partial(self, samples: np.ndarray, tag: Any, speaker: Any = None) -> None:
        """A phrase in progress for a partial line (replacing the speaker's one still waiting)."""
        with self._ready:
            if self._closing:
                return
            if self._partial.pop(speaker, None) is not None:
                self.replaced += 1
            self._partial[speaker] = Job(samples, tag, speaker)
            self._ready.notify()

    async def close(self) -> None:
        """Stop after the segment being recognized (the queued ones are dropped)."""
        with self._ready:
            self._closing = True
            self._finals.clear()
            self._partial.clear()
            self._ready.notify()
        await asyncio.to_thread(self._thread.join)

    def _next(self) -> tuple[Job, bool] | None:
        with self._ready:
            while True:
                while not (self._closing or self._finals or self._partial):
                    self._ready.wait()
                resting = self._rest_until - time.monotonic()
                if self._closing or self._finals or resting <= 0:
                    break
                self._ready.wait(resting)   # only partial passes wait: the media's turn (PARTIAL_REST)
            if self._closing:
                return None
            if self._finals and not (self._partial and self._last_final):
                self._last_final = True
                return self._finals.popleft(), True
            self._last_final = False   # a partial pass between two finals: words keep coming while finals queue
            return self._partial.pop(next(iter(self._partial))), False   # the speaker waiting longest

    def _run(self) -> None:
        # (not at a lower priority: the engine's lock taken by a thread that waits for a core stalls the engine's
        # loop; the recognizer's own process runs nicer: recognizer_process.py)
        preload = getattr(self.recognizer, "preload", None)
        try:
            if preload is not None:
                preload()   # now, not when the first words wait for it
        except CaptionsUnavailable as exc:
            log.warning("captions: %s", exc)
            if self._on_error is not None:
                self._deliver(self._on_error, str(exc))
            return
        while (taken := self._next()) is not None:
            job, final = taken
            began = time.monotonic()
            try:
                if final:
                    segments = [Segment(0.0, 0.0, self.recognizer.transcribe_live(
                        job.samples, speaker=job.speaker, beam_size=5, window_s=LIVE_WINDOW_S))]
                elif self.recognizer.knows(job.speaker) or job.samples.size >= SPEAKER_SURE_S * 16000:
                    # quick and greedy: a partial line is soon replaced; no language detection on a short start
                    segments = [Segment(0.0, 0.0, self.recognizer.transcribe_live(job.samples, speaker=job.speaker))]
                else:
                    segments = []
            except CaptionsUnavailable as exc:
                log.warning("captions: %s", exc)
                if self._on_error is not None:
                    self._deliver(self._on_error, str(exc))
                return
            except Exception:
                log.exception("recognizing a voice segment failed")
                segments = []
                if final:
                    continue
            self.busy_s += time.monotonic() - began
            if not final:   # a partial pass is followed by a rest as long as it took (at most half a core)
                self._rest_until = time.monotonic() + (time.monotonic() - began) * PARTIAL_REST
            text = " ".join(s.text for s in segments).strip()
            if not final:
                self.partials += 1
                if self._on_partial is not None:
                    self._deliver(self._on_partial, job.tag, text)
                continue
            self.audio_s += job.samples.size / 16000
            self.done += 1
            if text:
                self._deliver(self._on_text, job.tag, text)

    def _deliver(self, callback: Callable[..., None], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:  # the loop is closed: nobody is waiting for captions any more
            pass
