"""A recording of the composed meeting: the MCU's packets written into a WebM file as they come.

The video is the composed picture's VP8 frames, the audio the whole meeting's Opus mix, both copied into the
container without a second encode (platform-notes: the same packets mux with no re-encoding). The file is
Matroska written as it goes: a cluster closes at least every CLUSTER_MS and is flushed to the file at once,
so a recording cut off by a crash keeps everything up to its last quarter of a second and plays without
the index and duration a clean stop writes (``repair`` adds them when the engine starts again).

Time line: the MCU stamps video (90 kHz) and audio (48 kHz) from its ticks, which start together, so both
are put on one line from the earliest frame on (the first video frame is a keyframe; audio that comes
first waits for it, briefly). The file starts when the recording starts: a composing unit started for the
recording takes a moment to deliver its first keyframe, and the first frame is placed that late (at most
MAX_LEAD), so the file's duration is the time recorded. A worker that fell far behind skips ticks, so its clock can fall behind the
wall clock; ``StreamClock`` follows the wall clock when the lag lasts, so that the file's duration is the
time that was recorded.

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
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import av

from meetdesk.tasks import TaskSet

from .forwarding import EncodedFrame, FrameSource, Subscription

log = logging.getLogger(__name__)

CLUSTER_MS = 250  # a Matroska cluster is written (and flushed) at least this often
INTERLEAVE_US = 250_000  # the muxer holds a packet at most this long waiting for the other stream
QUEUE_ITEMS = 900  # packets between the loop and the writer (several seconds of both streams)
MAX_LEAD = 2.0  # s: the latest the first frame is placed after the recording's start
HOLD_AUDIO = 100  # audio frames (2 s) kept until the first video keyframe sets the time line's origin
DRIFT_WINDOW = 1.0  # s of arrivals over which the lowest lag of a stream is taken
MAX_LAG = 0.1  # s a stream's clock may fall behind the wall clock before the file follows the wall clock
TIME_BASE = fractions.Fraction(1, 1000)  # Matroska's millisecond timestamps
FRAME_MS = {"video": 33, "audio": 20}
_STOP = object()
MUXER_OPTIONS = {"cluster_time_limit": str(CLUSTER_MS), "fflags": "flush_packets",
                 "max_interleave_delta": str(INTERLEAVE_US)}


class RecordingError(Exception):
    """The recording file could not be written."""


class StreamClock:
    """Places one stream's media times (s) on the file's time line, following the wall clock when the
    stream's clock falls behind it for longer than DRIFT_WINDOW (a momentary delay of the event loop does
    not count: the lowest lag over the window decides)."""

    def __init__(self) -> None:
        self.shift = 0.0  # s added to the media time
        self._baseline: float | None = None  # the lowest lag during the stream's first window
        self._baseline_until: float | None = None
        self._lags: deque[tuple[float, float]] = deque()  # (wall, lag) over the last window

    def place(self, media: float, wall: float) -> float:
        placed = media + self.shift
        lag = wall - placed
        if self._baseline_until is None:
            self._baseline_until = wall + DRIFT_WINDOW
        if wall <= self._baseline_until:
            self._baseline = lag if self._baseline is None else min(self._baseline, lag)
            return placed
        assert self._baseline is not None
        self._lags.append((wall, lag))
        while self._lags and self._lags[0][0] < wall - DRIFT_WINDOW:
            self._lags.popleft()
        if wall - self._lags[0][0] >= DRIFT_WINDOW * 0.9:  # a full window of arrivals
            floor = min(item[1] for item in self._lags)
            if floor - self._baseline > MAX_LAG:
                behind = floor - self._baseline
                self.shift += behind
                placed += behind
                self._lags.clear()
        return placed


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
        self._clocks = {"video": StreamClock(), "audio": StreamClock()}
        self._origin: float | None = None  # media time (s) of the first frame
        self._lead = 0.0  # s from the start of the recording to its first frame
        self._started_at = 0.0  # clock() at start()
        self._held: list[tuple[EncodedFrame, float]] = []  # audio before the first video keyframe
        self._last_ms = {"video": -1, "audio": -1}
        self._end_ms = 0
        self._video_gap = False  # a video packet was dropped: wait for a keyframe
        self._queue: queue.Queue[Any] = queue.Queue(QUEUE_ITEMS)
        self._thread = threading.Thread(target=self._write, name=f"recorder {self.path.stem}", daemon=True)
        self._written = threading.Event()  # the writer finished (file closed)
        self._tasks = TaskSet("recorder")
        self._stopping = False
        self._halted = False

    @property
    def duration(self) -> float:
        """Seconds recorded so far (the end of the last packet queued)."""
        return self._end_ms / 1000

    def start(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._started_at = self._clock()
        self._thread.start()
        for kind, source in self._sources.items():
            subscription = source.subscribe()
            subscription.start()
            self._subs[kind] = subscription
            self._tasks.spawn(self._pump(kind, subscription))

    async def stop(self) -> float:
        """Stop taking frames, finish the file (index and duration) and return its duration in seconds."""
        if self._written.is_set() and not self._thread.is_alive():
            return self.duration
        self.halt()
        self._tasks.cancel_all()
        await asyncio.to_thread(self._finish)
        return self.duration

    def halt(self) -> None:
        """Take no more frames (``duration`` is final from now on); ``stop()`` then finishes the file."""
        if self._halted:
            return
        self._halted = self._stopping = True
        for kind, subscription in self._subs.items():
            self._sources[kind].unsubscribe(subscription)
        if self._origin is None and self._held:  # sound, and no picture came: keep the sound
            self._set_origin(*self._held[0])
            held, self._held = self._held, []
            for frame, wall in held:
                self._queue_packet("audio", frame, wall)

    def _finish(self) -> None:
        self._queue.put(_STOP)  # blocking is fine here: this runs in a thread
        self._written.wait()
        self._thread.join()

    # -- loop side -------------------------------------------------------------------------------------

    async def _pump(self, kind: str, subscription: Subscription) -> None:
        while (frame := await subscription.get()) is not None:
            self._take(kind, frame, self._clock())
        if not self._stopping:  # the source ended: the meeting's media is gone
            self._stopping = True
            if self.on_end is not None:
                self.on_end(self)

    def _take(self, kind: str, frame: EncodedFrame, wall: float) -> None:
        if self._origin is None:
            if kind == "audio":
                self._held.append((frame, wall))
                if len(self._held) <= HOLD_AUDIO:
                    return
                self._set_origin(self._held[0][0], self._held[0][1])
            else:
                earliest = min([(frame, wall), *self._held], key=lambda item: item[0].timestamp / item[0].clock_rate)
                self._set_origin(*earliest)
            held, self._held = self._held, []
            for audio, at in held:
                self._queue_packet("audio", audio, at)
            if kind == "audio":
                return
        self._queue_packet(kind, frame, wall)

    def _set_origin(self, first: EncodedFrame, wall: float) -> None:
        """The first frame (the earliest in media time) and when it arrived fix the time line."""
        self._origin = first.timestamp / first.clock_rate
        self._lead = max(0.0, min(MAX_LEAD, wall - self._started_at))

    def _queue_packet(self, kind: str, frame: EncodedFrame, wall: float) -> None:
        assert self._origin is not None
        media = frame.timestamp / frame.clock_rate - self._origin + self._lead
        seconds = self._clocks[kind].place(media, wall)
        if seconds < 0:
            return
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
            container = av.open(str(self.path), "w", format="webm", container_options=MUXER_OPTIONS)
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
            with av.open(str(fixed), "w", format="webm") as target:
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
