"""A playback: a video or audio file played into the composed meeting
(docs/engine-api.md "Request fields", docs/media.md "Playbacks").

``Playback`` is a ``mcu.DecodedSource``: a daemon thread of its own opens the URL with PyAV (an http(s) URL, or
a file inside the engine's data directory), decodes it at real time, never faster, and hands the MCU's
worker threads the picture due now (``video_frame``) and the next 20 ms of sound (``audio_samples``).

- Sources (engine/media/media_source.py): ``http``/``https`` URLs, read by Python through the outbound policy
  (``HttpFile``), never by FFmpeg, and paths of files inside the media directory (no traversal, no symlink
  out); every other scheme is refused (``PlaybackError``). Only the mp4, webm/matroska and mp3 demuxers are
  enabled in FFmpeg; video must be VP8, VP9 or H.264, sound Opus, Vorbis, AAC or MP3.
- Memory: the size a container's header declares is not trusted. The video decoder is opened with FFmpeg's
  ``max_pixels`` at MAX_SOURCE_PIXELS (3840x2160), so a frame larger than that is refused by the decoder before
  it allocates it, and every decoded frame is checked again: such a source ends the playback. What one playback
  holds is then bounded: the decoder's frames (at most MAX_SOURCE_PIXELS each, 12 MB in yuv420p, a few at once)
  and VIDEO_QUEUE pictures of at most 1280x720 (1.4 MB each).
- Pacing: presentation timestamps against the monotonic clock. The thread decodes at most ``LEAD`` ahead of
  the clock (on the stream that is behind; the other may run up to ``SKEW`` further); pictures wait in a short
  queue until due, sound in a buffer of at most ``AUDIO_BUFFER`` seconds that starts to flow when its first
  sample is due (so sound and picture stay together). A stall (slow network, busy machine) moves the clock on
  instead of catching up in a burst.
- Pictures are converted once to yuv420p and scaled down to fit 1280x720 when larger. Sound is resampled to
  mono float32 at 48 kHz; with ``audio`` false it is not decoded at all unless the file has no video (an mp3
  played silently still takes its time).
- ``loop_count``: 0 plays once, n > 0 plays n + 1 times (the first play and n repeats), -1 repeats until
  stopped. Each repeat opens the source again.
- At the natural end, or when opening or decoding fails (logged as a warning), ``on_end(playback)`` runs on
  the event loop the playback was made on (``call_soon_threadsafe``); ``stop()`` ends it without calling
  ``on_end`` (the caller knows), and its thread within a second: it closes the connection the thread reads
  from (a server that accepts and never answers holds nothing after stop).
"""
from __future__ import annotations

import asyncio
import errno
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import av
import numpy as np

from meetdesk.api.models import PlaybackEntry
from meetdesk.engine.media.media_source import HttpFile, PlaybackError, is_remote, open_media, resolve_source
from meetdesk.engine.outbound import OutboundPolicy

log = logging.getLogger(__name__)

SAMPLE_RATE = 48000
FRAME_SAMPLES = 960  # 20 ms
MAX_WIDTH, MAX_HEIGHT = 1280, 720  # larger pictures are scaled down to fit
MAX_SOURCE_PIXELS = 3840 * 2160  # a larger frame is refused by the decoder before it is allocated
LEAD = 0.1  # s the thread decodes ahead of the clock
SKEW = 0.5  # s one stream may run ahead of the other (files whose sound and picture are interleaved coarsely)
LATE = 0.5  # s behind the clock after which the clock moves on (no burst to catch up)
MAX_GAP = 5.0  # s a timestamp may jump (forward or back); a larger jump is taken as a discontinuity
AUDIO_BUFFER = 1.0  # s of sound held at most
VIDEO_QUEUE = 32  # pictures waiting to be due, at most
DECODE_THREADS = 2  # FFmpeg threads of a video decoder (the machine is shared with the MCU)
STOP_WAIT = 1.0  # s stop() waits for the thread
VIDEO_CODECS = {"vp8", "vp9", "h264", "libvpx", "libvpx-vp9"}
AUDIO_CODECS = {"opus", "libopus", "vorbis", "libvorbis", "aac", "mp3", "mp3float"}


class Playback:
    """One playing file or URL (a ``DecodedSource`` of the MCU); see the module doc."""

    def __init__(self, play_id: str, url: str, *, name: str = "", replacement_id: str | None = None,
                 audio: bool = False, loop_count: int = 0, on_end: Callable[[Playback], None] | None = None,
                 opener: Callable[..., Any] | None = None, media_dir: Path | None = None,
                 outbound: OutboundPolicy | None = None) -> None:
        self.play_id = play_id
        self.url = url
        self.name = name
        self.replacement_id = replacement_id
        self.audio = audio
        self.loop_count = loop_count
        self.ended = False
        self.error: str | None = None  # why it ended early (opening or decoding failed)
        self.plays = 0  # passes through the file completed
        self._on_end = on_end
        self._opener = opener or open_media
        self._media_dir = media_dir
        self._outbound = outbound or OutboundPolicy()
        self._source: HttpFile | None = None  # the URL being read, closed by stop() to unblock a read
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:  # made outside a loop: on_end runs in the playback's thread
            self._loop = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"playback-{play_id}", daemon=True)
        self._lock = threading.Lock()
        self._base = 0.0  # monotonic time at which media time 0 of the current pass is due
        self._pictures: deque[tuple[float, av.VideoFrame]] = deque()  # (due, picture), waiting to be due
        self._picture: av.VideoFrame | None = None  # the picture shown now
        self._sound: deque[np.ndarray] = deque()  # mono float32 chunks at 48 kHz
        self._sound_samples = 0
        self._sound_due = 0.0  # monotonic time the first buffered sample is due
        self._decoded = False  # every sample is in the buffer (the rest of a frame is padded)

    def entry(self) -> PlaybackEntry:
        """What the meeting lists of it ({url, name, play_id, replacement_id, audio, loop_count})."""
        return PlaybackEntry(url=self.url, name=self.name or None, play_id=self.play_id,
                             replacement_id=self.replacement_id, audio=self.audio, loop_count=self.loop_count)

    def info(self) -> dict[str, Any]:
        """The wire object (``entry()``'s)."""
        return self.entry().to_json()

    # -- life cycle --------------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """End the playback without ``on_end``; waits at most STOP_WAIT for the thread (a read blocked on the
        network returns at once: its connection is shut down)."""
        self._stop.set()
        source = self._source
        if source is not None:
            source.close()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(STOP_WAIT)
        self.ended = True

    def _run(self) -> None:
        try:
            self._play()
        except Exception as exc:  # a source that cannot be opened or decoded: the playback ends
            if not self._stop.is_set():
                self.error = str(exc) or type(exc).__name__
                log.warning("playback %r (%r) ended: %s", self.play_id, self.url[:200], self.error)
        finally:
            with self._lock:
                self._decoded = True
            self.ended = True
            if not self._stop.is_set():
                self._notify_end()

    def _notify_end(self) -> None:
        if self._on_end is None:
            return
        if self._loop is None:
            self._on_end(self)
            return
        try:
            self._loop.call_soon_threadsafe(self._on_end, self)
        except RuntimeError:  # the loop is closed: nobody to tell
            pass

    # -- decode thread -------------------------------------------------------------------------------------

    def _play(self) -> None:
        target = resolve_source(self.url, self._media_dir)
        self._base = time.monotonic()
        whole: bytes | None = None  # a small source's bytes, read once for every repeat
        while not self._stop.is_set():
            if is_remote(target) and self._opener is open_media:
                self._source = HttpFile(target, self._outbound, whole=whole)
            try:
                if self._stop.is_set():  # stop() came before the source was known
                    break
                container = self._opener(self._source or target)
                try:
                    length = self._play_once(container)
                finally:
                    container.close()
            finally:
                if self._source is not None:
                    whole = self._source.whole
                    self._source.close()
                    self._source = None
            if length <= 0:
                raise PlaybackError("the source has no frames")
            self.plays += 1
            self._base += length
            if 0 <= self.loop_count < self.plays:
                break
        self._wait_until(self._base)  # the last picture and sound are due by then

    def _play_once(self, container: Any) -> float:
        """Decode one pass at real time; its length in seconds of media."""
        video = next((s for s in container.streams if s.type == "video"), None)
        sound = next((s for s in container.streams if s.type == "audio"), None)
        if video is not None:
            if video.codec_context.name not in VIDEO_CODECS:
                raise PlaybackError(f"video codec {video.codec_context.name} is not supported "
                                    "(VP8, VP9 or H.264)")
            if (video.codec_context.width or 0) * (video.codec_context.height or 0) > MAX_SOURCE_PIXELS:
                raise PlaybackError("the video is larger than 3840x2160")
            video.codec_context.thread_count = DECODE_THREADS
            # the header may lie: the decoder itself refuses a larger frame before allocating it
            video.codec_context.options = {**video.codec_context.options, "max_pixels": str(MAX_SOURCE_PIXELS)}
        if sound is not None and sound.codec_context.name not in AUDIO_CODECS:
            if video is None:
                raise PlaybackError(f"audio codec {sound.codec_context.name} is not supported")
            sound = None  # a video with sound of another codec plays silently
        if sound is not None and not self.audio and video is not None:
            sound = None  # silent: only an audio-only file is decoded for its timing
        streams = [s for s in (video, sound) if s is not None]
        if not streams:
            raise PlaybackError("the source has no video or audio stream")
        resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE) \
            if sound is not None and self.audio else None
        rate = float(video.average_rate) if video is not None and video.average_rate else 30.0
        first: float | None = None
        last = 0.0  # media time of the latest frame (s from the first one)
        latest: dict[int, float] = {}  # stream index -> media time of its latest frame
        end = 0.0
        for packet in container.demux(*streams):
            if self._stop.is_set():
                break
            try:
                frames = packet.decode()
            except av.FFmpegError as err:
                if video is not None and packet.stream is video and err.errno == errno.EINVAL:
                    # what the decoder answers to a frame over max_pixels (it keeps no size to tell)
                    raise PlaybackError("a video frame could not be decoded (larger than 3840x2160, or broken)") \
                        from None
                raise
            for frame in frames:
                if isinstance(frame, av.VideoFrame) and frame.width * frame.height > MAX_SOURCE_PIXELS:
                    raise PlaybackError("the video has frames larger than 3840x2160")
                if frame.time is None:
                    continue
                if first is None:
                    first = frame.time
                at = frame.time - first
                if abs(at - last) > MAX_GAP:  # a jump: continue right after the last frame
                    first += at - last
                    at = last
                last = max(last, at)
                latest[packet.stream.index] = max(latest.get(packet.stream.index, at), at)
                behind = min(latest.values()) if len(latest) == len(streams) else last - SKEW
                self._wait_due(max(behind, last - SKEW))
                due = self._base + at
                if isinstance(frame, av.VideoFrame):
                    length = float(frame.duration * frame.time_base) if frame.duration and frame.time_base \
                        else 1.0 / rate
                    self._show(due, self._fit(frame))
                else:
                    length = frame.samples / frame.sample_rate if frame.sample_rate else 0.0
                    if resampler is not None:
                        for out in resampler.resample(frame):
                            self._hear(due, out)
                end = max(end, at + length)
                if self._stop.is_set():
                    return end
        if resampler is not None:
            for out in resampler.resample(None):
                self._hear(self._base + end, out)
        return end

    def _wait_due(self, at: float) -> None:
        """Wait until media time ``at`` of this pass is LEAD away."""
        due = self._base + at
        now = time.monotonic()
        if now - due > LATE:  # far behind: move the clock on instead of catching up
            self._base += now - due
        elif due - LEAD > now:
            self._stop.wait(due - LEAD - now)

    def _wait_until(self, moment: float) -> None:
        wait = moment - time.monotonic()
        if wait > 0:
            self._stop.wait(wait)

    @staticmethod
    def _fit(frame: av.VideoFrame) -> av.VideoFrame:
        """The picture in yuv420p, scaled down to fit MAX_WIDTH x MAX_HEIGHT (even sizes) when larger."""
        width, height = frame.width, frame.height
        scale = min(1.0, MAX_WIDTH / width, MAX_HEIGHT / height)
        if scale < 1.0:
            width, height = max(2, int(width * scale) // 2 * 2), max(2, int(height * scale) // 2 * 2)
        if (width, height) == (frame.width, frame.height) and frame.format.name == "yuv420p":
            return frame
        return frame.reformat(width=width, height=height, format="yuv420p")

    def _show(self, due: float, picture: av.VideoFrame) -> None:
        with self._lock:
            self._pictures.append((due, picture))
            while len(self._pictures) > VIDEO_QUEUE:
                self._picture = self._pictures.popleft()[1]

    def _hear(self, due: float, frame: av.AudioFrame) -> None:
        samples = frame.to_ndarray().reshape(-1).astype(np.float32, copy=False)
        if not samples.size:
            return
        with self._lock:
            if not self._sound_samples:  # the sound starts (again): when due, or now if that was earlier
                self._sound_due = max(due, time.monotonic())
            self._sound.append(samples)
            self._sound_samples += samples.size
            self._drop_sound(self._sound_samples - int(AUDIO_BUFFER * SAMPLE_RATE))

    def _drop_sound(self, count: int) -> None:
        """Drop the oldest ``count`` buffered samples (lock held)."""
        while count > 0 and self._sound:
            head = self._sound[0]
            if head.size <= count:
                self._sound.popleft()
                taken = head.size
            else:
                self._sound[0] = head[count:]
                taken = count
            count -= taken
            self._sound_samples -= taken
            self._sound_due += taken / SAMPLE_RATE

    # -- read by the MCU's worker threads ----------------------------------------------------------------

    def video_frame(self) -> av.VideoFrame | None:
        """The latest picture that is due (None before the first one)."""
        now = time.monotonic()
        with self._lock:
            while self._pictures and self._pictures[0][0] <= now:
                self._picture = self._pictures.popleft()[1]
            return self._picture

    def audio_samples(self) -> np.ndarray | None:
        """The next 20 ms of sound once it is due (mono float32, 48 kHz, 960 samples); None when none is."""
        now = time.monotonic()
        with self._lock:
            if not self._sound_samples or self._sound_due > now:
                return None
            behind = int((now - self._sound_due) * SAMPLE_RATE) - FRAME_SAMPLES * 5
            if behind > 0:  # nobody took the sound for a while: skip to what is due now
                self._drop_sound(behind)
            if self._sound_samples < FRAME_SAMPLES and not self._decoded:
                return None
            out = np.zeros(FRAME_SAMPLES, np.float32)
            filled = 0
            while filled < FRAME_SAMPLES and self._sound:
                head = self._sound[0]
                take = min(head.size, FRAME_SAMPLES - filled)
                out[filled:filled + take] = head[:take]
                filled += take
                if take == head.size:
                    self._sound.popleft()
                else:
                    self._sound[0] = head[take:]
            self._sound_samples -= filled
            self._sound_due += FRAME_SAMPLES / SAMPLE_RATE
            return out
