"""A recording of the composed meeting: the MCU's packets written into a WebM file as they come.

The video is the composed picture's VP8 frames, the audio the whole meeting's Opus mix, both copied into the
container without a second encode (docs/architecture.md "Facts about the toolchain": the same packets mux
with no re-encoding). The file is
Matroska written as it goes: a cluster closes at least every CLUSTER_MS and is flushed to the file at once,
so a recording cut off by a crash keeps everything up to its last quarter of a second and plays without
the index and duration a clean stop writes (``repair`` adds them when the engine starts again).

Time line: the MCU stamps picture (90 kHz) and sound (48 kHz) on one clock, the time since its ``epoch``
(``FrameSource.epoch``, a ``time.monotonic()``), so a frame's place in the file is its media time less the
recording's start on that clock: neither when a frame reaches the loop (a blocked loop delivers late, in a
burst) nor how many frames came before (a loaded worker skips ticks) moves it. The first picture is shown
from the start (a frame from just before it, or a keyframe that took a moment to come), sound from before
the start is left out; so both streams start at 0 and the file's duration is the time recorded.

The loop side only stamps and queues (never blocks: a full queue drops, video then waits for a keyframe);
a writer thread owns the container and does all file I/O. Media code: it knows FrameSources, not meetings.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import av

from meetdesk.files import private_file
from meetdesk.tasks import TaskSet

from .forwarding import EncodedFrame, FrameSource, Subscription

log = logging.getLogger(__name__)

CLUSTER_MS = 250  # a Matroska cluster is written (and flushed) at least this often
INTERLEAVE_US = 250_000  # the muxer holds a packet at most this long waiting for the other stream
QUEUE_ITEMS = 900  # packets between the loop and the writer (several seconds of both streams)
# The recorder's subscriptions hold 5 s of each stream: a blocked loop delivers what came meanwhile in one go.
SUBSCRIPTION_FRAMES = {"video": 150, "audio": 250}
DRAIN_TIMEOUT = 1.0  # s stop() waits for the frames from before the halt
TIME_BASE = fractions.Fraction(1, 1000)  # Matroska's millisecond timestamps
FRAME_MS = {"video": 33, "audio": 20}
_STOP = object()
MUXER_OPTIONS = {"cluster_time_limit": str(CLUSTER_MS), "fflags": "flush_packets",
                 "max_interleave_delta": str(INTERLEAVE_US)}


class RecordingError(Exception):
    """The recording file could not be written."""


class Recorder:
    """Writes ``video`` (VP8) and ``audio`` (Opus) frames into ``path`` from ``start()`` until ``stop()``
    or until the sources end (the meeting ended: ``on_end`` is called on the loop)."""

    def __init__(self, path: Path, video: FrameSource, audio: FrameSource, width: int, height: int, *,
                 clock: Callable[[], float] = time.monotonic,
                 on_end: Callable[[Recorder], None] | None = None) -> None:
        self.path = Path(path)
        self.width, self.height = width, height
        self.on_end = on_end
        self.failed: str | None = None  # why writing failed, if it did
        self.dropped = 0  # packets dropped because the writer fell behind
        self.packets = 0  # packets written
        self._sources = {"video": video, "audio": audio}
        self._subs: dict[str, Subscription] = {}
        self._clock = clock
        # time.monotonic() of each stream's timestamp 0 (FrameSource.epoch; a source on a clock of its own has
        # its first frame placed when it arrives)
        self._epochs = {kind: source.epoch for kind, source in self._sources.items()}
        self._started_at = 0.0  # clock() at start()
        self._last_ms = {"video": -1, "audio": -1}
        self._end_ms = 0
        self._video_gap = False  # a video packet was dropped: wait for a keyframe
        self._queue: queue.Queue[Any] = queue.Queue(QUEUE_ITEMS)
        self._thread = threading.Thread(target=self._write, name=f"recorder {self.path.stem}", daemon=True)
        self._written = threading.Event()  # the writer finished (file closed)
        self._tasks = TaskSet("recorder")
        self._stopping = False
        self._halted = False
        self._until: float | None = None  # s: the end of the time line, set by halt()
        self._reached: set[str] = set()  # streams whose frames reached it (or that ended)
        self._drained = asyncio.Event()  # both did

    @property
    def duration(self) -> float:
        """Seconds recorded: so far (the end of the last packet queued), after ``halt()`` the time recorded."""
        return self._end_ms / 1000 if self._until is None else self._until

    def start(self) -> None:
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        self._started_at = self._clock()
        self._thread.start()
        for kind, source in self._sources.items():
            subscription = source.subscribe(SUBSCRIPTION_FRAMES[kind])
            subscription.start()
            self._subs[kind] = subscription
            self._tasks.spawn(self._pump(kind, subscription))

    async def stop(self) -> float:
        """Stop taking frames, finish the file (index and duration) and return its duration in seconds (the
        end of its last packet)."""
        if self._written.is_set() and not self._thread.is_alive():
            return self._end_ms / 1000
        self.halt()
        try:  # the frames from before the halt still on their way (a loaded loop delivers them late)
            await asyncio.wait_for(self._drained.wait(), DRAIN_TIMEOUT)
        except asyncio.TimeoutError:
            pass
        for kind, subscription in self._subs.items():
            self._sources[kind].unsubscribe(subscription)
        self._tasks.cancel_all()
        await asyncio.to_thread(self._finish)
        return self._end_ms / 1000

    def halt(self) -> None:
        """End the time line now (``duration`` is final from now on); ``stop()`` takes the frames from before
        now that are still on their way, then finishes the file."""
        if self._halted:
            return
        self._halted = self._stopping = True
        self._until = max(self._end_ms / 1000, self._clock() - self._started_at)
        if not self._subs:
            self._drained.set()

    def _finish(self) -> None:
        self._queue.put(_STOP)  # blocking is fine here: this runs in a thread
        self._written.wait()
        self._thread.join()

    # -- loop side -------------------------------------------------------------------------------------

    async def _pump(self, kind: str, subscription: Subscription) -> None:
        while (frame := await subscription.get()) is not None:
            self._take(kind, frame, self._clock())
        self._reach(kind)
        if not self._stopping:  # the source ended: the meeting's media is gone
            self._stopping = True
            if self.on_end is not None:
                self.on_end(self)

    def _take(self, kind: str, frame: EncodedFrame, wall: float) -> None:
        media = frame.timestamp / frame.clock_rate
        epoch = self._epochs[kind]
        if epoch is None:
            epoch = self._epochs[kind] = wall - media
        seconds = epoch + media - self._started_at
        if kind == "video" and self._last_ms["video"] < 0:
            seconds = 0.0  # the first picture is shown from the start
        elif kind == "audio" and seconds < -FRAME_MS["audio"] / 2000:
            return  # sound from before the start
        if self._until is not None and seconds >= self._until:
            self._reach(kind)
            return
        # (pictures from before the start that follow the first are placed 1 ms apart after it)
        self._queue_packet(kind, frame, max(0.0, seconds))

    def _reach(self, kind: str) -> None:
        self._reached.add(kind)
        if len(self._reached) == len(self._sources):
            self._drained.set()

    def _queue_packet(self, kind: str, frame: EncodedFrame, seconds: float) -> None:
        if kind == "video" and self._video_gap:
            if not frame.keyframe:
                return
            self._video_gap = False
        ms = max(int(round(seconds * 1000)), self._last_ms[kind] + 1)
        try:
            self._queue.put_nowait((kind, frame.data, ms, frame.keyframe))
        except queue.Full:
            self.dropped += 1
            if kind == "video":
                self._video_gap = True
                self._sources["video"].request_keyframe(urgent=True)
            return
        self._last_ms[kind] = ms
        self._end_ms = max(self._end_ms, ms + FRAME_MS[kind])

    # -- writer thread ---------------------------------------------------------------------------------

    def _write(self) -> None:
        container = None
        try:
            container = av.open(str(private_file(self.path)), "w", format="webm", container_options=MUXER_OPTIONS)
            video = container.add_mux_stream("vp8", width=self.width, height=self.height)
            audio = container.add_stream("libopus", rate=48000)  # an encoder context only for its OpusHead
            audio.layout = "mono"
            streams = {"video": video, "audio": audio}
            for stream in streams.values():
                stream.time_base = TIME_BASE
            while (item := self._queue.get()) is not _STOP:
                kind, data, ms, keyframe = item
                packet = av.Packet(data)
                packet.stream = streams[kind]
                packet.time_base = TIME_BASE
                packet.pts = packet.dts = ms
                packet.is_keyframe = keyframe
                container.mux(packet)
                self.packets += 1
        except Exception as exc:  # a full disk, a broken file: the recording ends with what was written
            self.failed = str(exc) or type(exc).__name__
            log.exception("recording %s failed", self.path.name)
            self._drain()
        finally:
            try:
                if container is not None:
                    if self.packets == 0:
                        container.start_encoding()  # an empty recording is still a valid (empty) file
                    container.close()
            except Exception:
                log.exception("closing recording %s failed", self.path.name)
            self._written.set()

    def _drain(self) -> None:
        """After a failure: take what the loop still queues until stop, so that it never blocks."""
        while self._queue.get() is not _STOP:
            pass


def repair(path: Path) -> float:
    """Rewrite a recording cut off by a crash (no index, no duration) into a complete file, in place;
    return its duration in seconds (0.0 when nothing in it can be read). Blocking: run it off the loop."""
    path = Path(path)
    fixed = path.with_name(path.name + ".repair")
    end = 0.0
    try:
        with av.open(str(path)) as source:
            with av.open(str(private_file(fixed)), "w", format="webm") as target:
                mapping = {}
                for stream in source.streams:
                    if stream.type in ("video", "audio"):
                        mapping[stream.index] = target.add_stream_from_template(stream)
                for packet in source.demux():
                    if packet.dts is None or packet.stream.index not in mapping:
                        continue
                    seconds = float(packet.pts * packet.time_base) + float((packet.duration or 0) * packet.time_base)
                    end = max(end, seconds)
                    packet.stream = mapping[packet.stream.index]
                    target.mux(packet)
    except (av.FFmpegError, OSError) as exc:
        log.warning("recording %s could not be repaired: %s", path.name, exc)
        fixed.unlink(missing_ok=True)
        return end
    os.replace(fixed, path)
    return end


def file_duration(path: Path) -> float:
    """Seconds of media in a recording file: its header's duration, else the end of its last packet."""
    with av.open(str(path)) as container:
        if container.duration:
            return container.duration / 1_000_000
        end = 0.0
        for packet in container.demux():
            if packet.pts is not None:
                end = max(end, float((packet.pts + (packet.duration or 0)) * packet.time_base))
        return end
