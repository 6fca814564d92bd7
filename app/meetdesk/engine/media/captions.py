"""Live captions of a meeting's media: each participant's sound, decoded (Opus), cut into voice segments and
recognized in the captions worker thread (meetdesk.captions), every line with who said it.

The ``Captioner`` exists only while captions are on (the engine's captions manager makes and closes it). It
follows the session's legs (``follow``, called by ``MediaSession.reroute``): one ``_Tap`` per participant that
sends sound, subscribed to its audio source like any other subscriber (a bounded queue: a slow tap drops its
oldest frames, the source never waits), in peer mode and in MCU mode alike. Decoding 20 ms of Opus and cutting
segments is cheap and stays on the loop; recognition is the worker's, whose bounded queue drops segments when it
cannot keep up. Results go back through ``on_caption``; this module knows nothing of events or sockets.

Partial lines: while a phrase is in progress, each ``PARTIAL_STEP_S`` of new sound its tap offers it to the worker
again (one pass per speaker at a time, replaced rather than queued: work per speaker is bounded); each pass is a
``Caption`` with ``final`` False whose words settle by local agreement (captions/agreement.py); the phrase's final
line, when its segment ends, has the same ``line`` id and replaces them.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import av
import numpy as np

from meetdesk.captions.agreement import LocalAgreement
from meetdesk.captions.recognizer import Recognizer
from meetdesk.captions.recognizer_process import RecognizerProcess
from meetdesk.captions.segmenter import SAMPLE_RATE, Segmenter, VoiceSegment
from meetdesk.captions.worker import RecognitionWorker
from meetdesk.tasks import TaskSet

from .codecs import AvDecoder
from .forwarding import FrameSource, Subscription

if TYPE_CHECKING:
    from .legs import CallLeg

log = logging.getLogger(__name__)

TAP_QUEUE_FRAMES = 100  # 2 s of a participant's audio frames waiting to be decoded at most
GAP_S = 0.5        # sound this much later than the stream's time: a gap (muted, lost, dropped), filled with silence
MAX_FILL_S = 2.0   # at most this much silence is filled at once (a longer gap moves the stream's time on)
PARTIAL_STEP_S = 0.5   # a phrase in progress is recognized again once this much more sound came (and the last
PARTIAL_MIN_S = 0.6    # pass is done), from this long on


@dataclass(frozen=True)
class Caption:
    """One recognized phrase of one participant; ``start`` and ``end`` are Unix times (seconds)."""

    client_id: str
    user_id: str
    name: str
    text: str
    start: float
    end: float
    line: str = ""       # the phrase's id: its partial lines and its final line share it
    final: bool = True   # False: a partial line of a phrase in progress (``stable``: its settled words)
    stable: str = ""


class _Tap:
    """One participant's sound: decoded, resampled to 16 kHz mono, cut into voice segments."""

    def __init__(self, leg: CallLeg, source: FrameSource, submit: Callable[[_Tap, VoiceSegment], None]) -> None:
        self.client_id, self.user_id, self.name = leg.client_id, leg.user_id, leg.name
        self.source = source
        self.subscription: Subscription = source.subscribe(TAP_QUEUE_FRAMES)
        self.subscription.start()
        self.segmenter = Segmenter()
        self.epoch: float | None = None  # Unix time of the segmenter's sample 0
        self.fed = 0  # samples given to the segmenter
        self._decoder = AvDecoder("opus")
        self._resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
        self._submit = submit
        self.offer: Callable[[_Tap, VoiceSegment], None] | None = None   # a phrase in progress for a partial line
        self.line = 0              # phrases finished
        self.agreement = LocalAgreement()
        self.partial_busy = False  # a partial pass of this speaker is waiting or running
        self._partial_at = 0       # ``fed`` when the last partial pass was offered
        self._next_timestamp: int | None = None   # the RTP time where the sound decoded so far ends

    async def run(self) -> None:
        while (frame := await self.subscription.get()) is not None:
            try:
                self._feed(frame.data, frame.timestamp, frame.clock_rate)
            except av.FFmpegError:
                continue  # a damaged frame: the next one decodes
        for segment in self.segmenter.flush():
            self.line += 1
            self._submit(self, segment)

    def _feed(self, data: bytes, timestamp: int | None = None, clock_rate: int = 48000) -> None:
        if self.epoch is None:
            self.epoch = time.time()
        if timestamp is not None:
            if self._next_timestamp is not None:
                self._keep_time(((timestamp - self._next_timestamp) % 2**32) / clock_rate)
            self._next_timestamp = timestamp
        for decoded in self._decoder.decode(data):
            if timestamp is not None and decoded.sample_rate:
                self._next_timestamp = (self._next_timestamp + round(decoded.samples * clock_rate
                                                                     / decoded.sample_rate)) % 2**32
            decoded.pts = None
            for out in self._resampler.resample(decoded):
                self._push(out.to_ndarray().reshape(-1))

    def _keep_time(self, gap_s: float) -> None:
        """The stream's time stays the sender's: sound that comes ``GAP_S`` or more after the end of the sound
        before it on the sender's RTP clock (a muted microphone, packets lost, frames dropped by the bounded
        queue) follows that much silence, so that segments are cut there and their times are when they were said
        (not earlier and earlier: a transcript's cues out of order). The RTP clock, not the time a frame is
        decoded: a tap that runs late on a busy loop decodes a backlog, which is no gap."""
        if GAP_S <= gap_s < 2**31 / 48000:   # (a step back is a reordered frame: it follows on)
            fill = min(gap_s, MAX_FILL_S)
            self._push(np.zeros(round(fill * SAMPLE_RATE), np.float32))
            self.epoch = (self.epoch or time.time()) + gap_s - fill

    def _push(self, samples: np.ndarray) -> None:
        self.fed += samples.size
        for segment in self.segmenter.push(samples):
            self.line += 1
            self.agreement = LocalAgreement()
            self._submit(self, segment)
        if (self.offer is not None and not self.partial_busy and self.segmenter.in_speech
                and self.fed - self._partial_at >= PARTIAL_STEP_S * SAMPLE_RATE):
            current = self.segmenter.current()
            if current is not None and current.samples.size >= PARTIAL_MIN_S * SAMPLE_RATE:
                self._partial_at = self.fed
                self.partial_busy = True
                self.offer(self, current)

    def close(self) -> None:
        self.source.unsubscribe(self.subscription)


class Captioner:
    """The captions of one meeting's participants (module doc)."""

    def __init__(self, recognizer: Recognizer | RecognizerProcess, on_caption: Callable[[Caption], None], *,
                 on_error: Callable[[str], None] | None = None, partials: bool = True) -> None:
        self.on_caption = on_caption
        self.partials = partials
        self.worker = RecognitionWorker(recognizer, self._recognized, on_error=on_error, on_partial=self._partial)
        self._taps: dict[str, _Tap] = {}  # client id -> its tap
        self._tasks = TaskSet("captions")
        self.closed = False

    def follow(self, legs: Mapping[str, CallLeg]) -> None:
        """Tap every leg's live audio source (a new source gets a new tap); drop the taps of those gone."""
        if self.closed:
            return
        for client_id, tap in list(self._taps.items()):
            leg = legs.get(client_id)
            if leg is None or leg.closed or leg.source("audio") is not tap.source:
                del self._taps[client_id]
                tap.close()
        for client_id, leg in legs.items():
            source = leg.source("audio")
            if client_id not in self._taps and source is not None and not leg.closed:
                tap = self._taps[client_id] = _Tap(leg, source, self._segment_done)
                tap.offer = self._partial_offered if self.partials else None
                self._tasks.spawn(tap.run())

    @property
    def dropped(self) -> int:
        """Voice segments dropped because recognition could not keep up."""
        return self.worker.dropped

    def _segment_done(self, tap: _Tap, segment: VoiceSegment) -> None:
        epoch = tap.epoch or time.time()
        tag = (tap.client_id, tap.user_id, tap.name, epoch + segment.start, epoch + segment.end,
               f"{tap.client_id}-{tap.line}")
        if not self.worker.submit(segment.samples, tag, tap.client_id):
            log.info("captions: a segment of %s dropped (recognition is behind)", tap.client_id)

    def _recognized(self, tag: tuple[str, str, str, float, float, str], text: str) -> None:
        if not self.closed:
            self.on_caption(Caption(*tag[:3], text, *tag[3:5], line=tag[5]))

    def _partial_offered(self, tap: _Tap, segment: VoiceSegment) -> None:
        epoch = tap.epoch or time.time()
        self.worker.offer_partial(segment.samples, (tap, tap.line + 1, epoch + segment.start, epoch + segment.end),
                                  tap.client_id)

    def _partial(self, tag: tuple[_Tap, int, float, float], text: str) -> None:
        tap, line, start, end = tag
        tap.partial_busy = False
        if self.closed or tap.line + 1 != line or not text or self._taps.get(tap.client_id) is not tap:
            return   # its phrase has ended meanwhile (the final line comes), or nothing was heard yet
        stable, shown = tap.agreement.update(text)
        self.on_caption(Caption(tap.client_id, tap.user_id, tap.name, shown, start, end,
                                line=f"{tap.client_id}-{line}", final=False, stable=stable))

    async def close(self) -> None:
        self.closed = True
        for tap in self._taps.values():
            tap.close()
        self._taps.clear()
        await self._tasks.wait_closed()
        await self.worker.close()
