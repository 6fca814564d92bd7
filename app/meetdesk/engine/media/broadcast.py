"""A live broadcast of the composed meeting: its picture and mix pushed to an RTMP server as FLV.

FLV carries neither VP8 nor Opus, so the writer decodes the MCU's VP8 picture and encodes it once as H.264
(libx264, zerolatency, a keyframe every KEYFRAME_S) and decodes the Opus mix into AAC. Time line: both streams
are placed from the media time of the first video keyframe (the MCU stamps picture and mix from ticks that
start together); audio before it is dropped.

Where the connection lives: in a process of its own (``spawn``, as the compositor's), never in the engine's.
PyAV opens the RTMP output and writes to it holding the GIL, so a server that accepts TCP and then never
answers would stall every meeting, request and socket of the engine; in a process of its own it stalls only
that process, which is killed when it does not take the stream within CONNECT_TIMEOUT or stops taking packets
for WRITE_TIMEOUT.

Where it connects: the URL's host goes through the engine's outbound policy (engine/outbound.py) on the loop,
and FFmpeg is given the checked address itself (the host replaced by it), so no lookup of its own can reach
another address. An address refused, a server that is not there, that refuses or that does not answer: one
``BroadcastError`` with the policy's sentence, so an answer never tells which. PyAV opens an output without
protocol options (``avio_open``), so FFmpeg's ``rtmp_tcurl``, ``rw_timeout`` and ``send_buffer_size`` cannot
be given: the ``tcUrl`` names the address and rtmps:// gets no TLS server name (FFmpeg does not verify the
server anyway), the watchdog bounds a write, and the process caps its socket's send buffer itself
(``_cap_send_buffer``: a second or two of the stream, where Linux would let a stalled or slow server queue
megabytes, many seconds of a live stream).

The loop side only queues (never blocks: a full queue drops, video then waits for a keyframe); a thread of the
engine hands the queue to the process over a pipe (waiting on the pipe holds no GIL). When the process fails
(the server went away or stalled) ``on_end`` is called on the loop. Media code: it knows FrameSources, not
meetings.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import multiprocessing
import os
import queue
import socket
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from meetdesk.engine.outbound import REFUSAL, OutboundPolicy, OutboundRefused
from meetdesk.tasks import TaskSet

if TYPE_CHECKING:
    from .forwarding import EncodedFrame, FrameSource, Subscription

log = logging.getLogger(__name__)

CONNECT_TIMEOUT = 5.0  # s to reach the server and be allowed to publish
WRITE_TIMEOUT = 5.0  # s the process may take for one hand-over (a packet, or the end) before it is killed
START_TIMEOUT = 30.0  # s the process may take to start (Python and PyAV loading, on a busy machine)
QUEUE_ITEMS = 300  # packets between the loop and the writer (a few seconds of both streams)
VIDEO_RATE = 30  # the MCU's picture rate (fps)
KEYFRAME_S = 2  # a keyframe this often, what streaming platforms ask for
VIDEO_BIT_RATE = 2_500_000
AUDIO_BIT_RATE = 128_000
SEND_BUFFER = (VIDEO_BIT_RATE + AUDIO_BIT_RATE) // 8  # a second of stream (Linux doubles it: 1-2 s queued)
AUDIO_RATE = 48_000
PORTS = {"rtmp": 1935, "rtmps": 443}
MS = fractions.Fraction(1, 1000)
_STOP = object()


class BroadcastError(Exception):
    """The stream could not be started."""


class Broadcaster:
    """Pushes ``video`` (VP8) and ``audio`` (Opus) to ``url`` as FLV from ``start()`` until ``stop()``, until the
    sources end or the server goes away (then ``on_end`` is called on the loop)."""

    def __init__(self, url: str, video: FrameSource, audio: FrameSource, width: int, height: int, *,
                 outbound: OutboundPolicy | None = None, on_end: Callable[[Broadcaster], None] | None = None) -> None:
        self.url = url
        self.width, self.height = width, height
        self.on_end = on_end
        self.failed: str | None = None  # why the stream broke, if it did
        self.dropped = 0  # packets dropped because the writer fell behind
        self._outbound = outbound or OutboundPolicy()
        self._sources = {"video": video, "audio": audio}
        self._subs: dict[str, Subscription] = {}
        self._origin: float | None = None  # media time (s) of the first video keyframe
        self._video_gap = False
        self._queue: queue.Queue[Any] = queue.Queue(QUEUE_ITEMS)
        self._thread = threading.Thread(target=self._hand_over, name="broadcast", daemon=True)
        self._tasks = TaskSet("broadcast")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopped = False
        self._process: Any = None
        self._conn: Any = None
        self._busy_since: float | None = None  # monotonic time the current hand-over began

    # -- start and stop (loop) -------------------------------------------------------------------------

    async def start(self) -> None:
        """Check the address, start the process and let it connect (bounded); BroadcastError when the server
        cannot be reached, and then nothing runs."""
        target = await self._checked_target()
        loop = asyncio.get_running_loop()
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child,), name="meetdesk-broadcast", daemon=True)
        try:
            await loop.run_in_executor(None, self._process.start)
            child.close()
            if await self._receive(START_TIMEOUT) != ("ready",):
                raise BroadcastError(REFUSAL)
            self._conn.send(("open", target, self.width, self.height))
            answer = await self._receive(CONNECT_TIMEOUT)
            if answer != ("started",):
                if answer is not None:
                    log.info("broadcast to %s not started: %s", _redacted(self.url), answer[-1])
                raise BroadcastError(REFUSAL)
        except BaseException:
            await asyncio.to_thread(self._end_process)
            raise
        self._loop = loop
        self._thread.start()
        self._tasks.spawn(self._watch())
        for kind, source in self._sources.items():
            subscription = source.subscribe()
            subscription.start()
            self._subs[kind] = subscription
            self._tasks.spawn(self._pump(kind, subscription))

    async def _checked_target(self) -> str:
        """The URL FFmpeg connects to (the host replaced by an address the policy allows)."""
        parts = urlsplit(self.url)
        scheme, host = parts.scheme.lower(), parts.hostname
        if scheme not in PORTS or not host:
            raise BroadcastError("the stream URL must be rtmp:// or rtmps:// with a host")
        try:
            port = parts.port or PORTS[scheme]
            address = (await self._outbound.aresolve(host, port))[0]
        except (OutboundRefused, ValueError):
            raise BroadcastError(REFUSAL) from None
        literal = f"[{address}]" if ":" in address else address
        userinfo = parts.netloc.rpartition("@")[0]
        netloc = f"{userinfo}@" if userinfo else ""
        target = urlunsplit((scheme, f"{netloc}{literal}:{port}", parts.path, parts.query, ""))
        return target

    async def _receive(self, timeout: float) -> tuple[Any, ...] | None:
        """The process's next message, waited for in a thread (no GIL held while waiting); None when none
        came within ``timeout`` or the process is gone."""
        loop = asyncio.get_running_loop()
        try:
            if not await loop.run_in_executor(None, self._conn.poll, timeout):
                return None
            return await loop.run_in_executor(None, self._conn.recv)
        except (EOFError, OSError):
            return None

    def halt(self) -> None:
        """Take no more frames; ``stop()`` then closes the stream."""
        if self._stopped:
            return
        self._stopped = True
        for kind, subscription in self._subs.items():
            self._sources[kind].unsubscribe(subscription)
        self._tasks.cancel_all()

    async def stop(self) -> None:
        """Stop taking frames, let the process finish the stream (bounded) and end it."""
        self.halt()
        try:
            self._queue.put_nowait(_STOP)
        except queue.Full:  # the writer fell behind: no orderly end
            self._kill()
        if self._thread.is_alive():
            await asyncio.to_thread(self._thread.join, WRITE_TIMEOUT + 1.0)
        await asyncio.to_thread(self._end_process)

    def _end_process(self) -> None:
        """Kill the process if it is still there and reap it (blocking: at most a second)."""
        self._kill()
        if self._process is not None and self._process.pid is not None:
            self._process.join(1.0)

    async def _watch(self) -> None:
        """Kill the process when one hand-over takes longer than WRITE_TIMEOUT (a server that stalled)."""
        while self._process is not None and self._thread.is_alive():
            since = self._busy_since
            if since is not None and time.monotonic() - since > WRITE_TIMEOUT:
                self.failed = "the server stopped taking the stream"
                log.warning("broadcast to %s: %s", _redacted(self.url), self.failed)
                self._kill()
                return
            await asyncio.sleep(0.5)

    def _kill(self) -> None:
        process = self._process
        if process is not None and process.is_alive():
            process.kill()
        if self._conn is not None:
            try:
                self._conn.close()
            except OSError:
                pass

    async def _pump(self, kind: str, subscription: Subscription) -> None:
        while (frame := await subscription.get()) is not None:
            self._take(kind, frame)
        if not self._stopped:  # the sources ended: the meeting's media is gone
            self.halt()
            if self.on_end is not None:
                self.on_end(self)

    def _take(self, kind: str, frame: EncodedFrame) -> None:
        media = frame.timestamp / frame.clock_rate
        if self._origin is None:
            if kind != "video" or not frame.keyframe:
                return
            self._origin = media
        seconds = media - self._origin
        if seconds < 0:
            return
        if kind == "video" and self._video_gap:
            if not frame.keyframe:
                return
            self._video_gap = False
        try:
            self._queue.put_nowait((kind, frame.data, seconds))
        except queue.Full:
            self.dropped += 1
            if kind == "video":
                self._video_gap = True
                self._sources["video"].request_keyframe(urgent=True)

    # -- the engine's hand-over thread -----------------------------------------------------------------

    def _hand_over(self) -> None:
        """Send the queued packets to the process until stop or until it fails."""
        conn = self._conn
        try:
            while True:
                try:
                    item = self._queue.get(timeout=0.5)
                except queue.Empty:
                    item = None
                if conn.poll():  # the process only speaks to say it failed
                    raise RuntimeError(conn.recv()[-1])
                if item is None:
                    continue
                self._busy_since = time.monotonic()
                conn.send(None if item is _STOP else item)
                self._busy_since = None
                if item is _STOP:
                    conn.poll(WRITE_TIMEOUT)  # the process closes the stream and says "closed", or dies
                    return
        except Exception as exc:  # the process failed, died, or was killed by the watch
            if not self._stopped:
                self.failed = self.failed or str(exc) or "the server went away"
                log.warning("broadcast to %s broke: %s", _redacted(self.url), self.failed)
                if self._loop is not None:
                    try:
                        self._loop.call_soon_threadsafe(self._broke)
                    except RuntimeError:
                        pass
        finally:
            self._busy_since = None

    def _broke(self) -> None:
        if not self._stopped:
            self.halt()
            if self.on_end is not None:
                self.on_end(self)


def _redacted(url: str) -> str:
    """The URL without its stream key (the last path segment is a secret on most platforms)."""
    head, _, _ = url.rpartition("/")
    return head + "/…" if head else url


# -- the broadcast's own process -------------------------------------------------------------------------------

def _serve(conn: Any) -> None:
    """The child process: ready, then open the stream, then mux what arrives until None or a failure."""
    import av

    conn.send(("ready",))
    try:
        message = conn.recv()
    except (EOFError, OSError):
        return
    _, target, width, height = message
    try:
        container = av.open(target, "w", format="flv")
        video = container.add_stream("libx264", rate=VIDEO_RATE, options={
            "preset": "ultrafast", "tune": "zerolatency",
            "x264-params": f"keyint={VIDEO_RATE * KEYFRAME_S}:min-keyint={VIDEO_RATE * KEYFRAME_S}:scenecut=0"})
        video.width, video.height = width, height
        video.pix_fmt = "yuv420p"
        video.bit_rate = VIDEO_BIT_RATE
        video.codec_context.time_base = MS
        video.thread_count = 1
        audio = container.add_stream("aac", rate=AUDIO_RATE)
        audio.layout = "mono"
        audio.bit_rate = AUDIO_BIT_RATE
        container.start_encoding()  # connects, publishes and writes the FLV header
        _cap_send_buffer(SEND_BUFFER)
    except Exception as exc:  # refused, unreachable, not an RTMP server
        conn.send(("failed", str(exc) or type(exc).__name__))
        return
    conn.send(("started",))
    try:
        _write(conn, container, video, audio, width, height)
        container.close()
        conn.send(("closed",))
    except Exception as exc:  # the server went away
        try:
            conn.send(("failed", str(exc) or type(exc).__name__))
        except OSError:
            pass


def _cap_send_buffer(size: int) -> None:
    """Cap the send buffer of this process's TCP sockets (FFmpeg's connection is its only one) at ``size``
    bytes (Linux keeps twice that for its bookkeeping). Found in /proc/self/fd: elsewhere nothing changes."""
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        return
    for name in names:
        try:
            fd = os.dup(int(name))
        except (OSError, ValueError):  # the listing's own descriptor, gone by now
            continue
        try:
            sock = socket.socket(fileno=fd)
        except OSError:  # not a socket
            os.close(fd)
            continue
        with sock:  # closes the duplicate only
            if sock.family in (socket.AF_INET, socket.AF_INET6) and sock.type == socket.SOCK_STREAM:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)


def _write(conn: Any, container: Any, video: Any, audio: Any, width: int, height: int) -> None:
    from .codecs import AvDecoder, vp8_decoder

    vp8 = vp8_decoder()
    opus = AvDecoder("opus", sample_rate=AUDIO_RATE, layout="mono")
    last_ms = -1
    samples = 0
    while (item := conn.recv()) is not None:
        kind, data, seconds = item
        if kind == "video":
            for picture in vp8.decode(data):
                ms = max(int(round(seconds * 1000)), last_ms + 1)
                last_ms = ms
                if (picture.width, picture.height) != (width, height) or picture.format.name != "yuv420p":
                    picture = picture.reformat(width, height, "yuv420p")
                picture.pts, picture.time_base = ms, MS
                for packet in video.encode(picture):
                    container.mux(packet)
        else:
            for sound in opus.decode(data):
                sound.pts, sound.time_base = samples, fractions.Fraction(1, AUDIO_RATE)
                samples += sound.samples
                for packet in audio.encode(sound):
                    container.mux(packet)
    for stream in (video, audio):
        for packet in stream.encode(None):
            container.mux(packet)
