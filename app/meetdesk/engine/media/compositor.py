"""The picture's heavy work, one tick at a time: decode the inputs' VP8 frames, draw the canvas, encode it.

``Compositor.tick`` takes one ``TickWork`` (the encoded input frames since the last tick, a new scene if there
is one, playback pictures, keyframe and bitrate requests) and returns a ``TickResult`` (the encoded frames,
the inputs that need a keyframe, the picture when asked). Everything that crosses is plain data, so the same
compositor runs in the MCU's worker thread or in a process of its own (``CompositorProcess``): there it does
not wait for the engine's GIL some 40 times a frame (each decode, scale, copy and the encode give it up and
take it back), and the engine's event loop does not wait for it either
(docs/media.md "Threads and a process").

A process is started ahead (``prewarm``: when a meeting starts) because starting one takes a second (Python,
PyAV, numpy, Pillow); until it is ready the MCU composes in its thread, then hands its last decoded pictures
over and goes on in the process.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import av
import numpy as np

from meetdesk import allocator
from meetdesk.child_pipe import requests

from .canvas import Canvas
from .codecs import Decoder, Vp8Encoder, vp8_decoder
from .layouts import Slot
from .reactions import SceneReaction, draw_reactions

if TYPE_CHECKING:
    from .layers import Layer

log = logging.getLogger(__name__)

FPS = 30
USE_PROCESS = os.environ.get("MEETDESK_MCU_PROCESS", "1") != "0"  # 0: compose in the engine's process only


@dataclass(frozen=True)
class SceneTile:
    """One slot of the picture: whose video it shows (a client id; None leaves the background)."""

    slot: Slot
    source: str | None
    name: str = ""
    camera_off: bool = False


@dataclass(frozen=True)
class Scene:
    """Everything drawn besides the inputs' pictures; replaced as a whole."""

    tiles: tuple[SceneTile, ...] = ()
    show_names: bool = True
    background: Layer | None = None  # at z-index -1
    overlay: Layer | None = None  # at z-index 1
    inserts: tuple[str, ...] = ()  # names of speakers shown as audio inserts
    insert_at: tuple[int | None, int | None] = (None, None)  # audio_insert_position (x, y)
    reactions: tuple[SceneReaction, ...] = ()  # rising over the tiles of their senders (reactions.py)


@dataclass(frozen=True)
class RawPicture:
    """A yuv420p picture as plain data: (line size, bytes) per plane."""

    width: int
    height: int
    planes: tuple[tuple[int, bytes], ...]

    @classmethod
    def of(cls, frame: av.VideoFrame) -> RawPicture:
        if frame.format.name != "yuv420p":
            frame = frame.reformat(format="yuv420p")
        return cls(frame.width, frame.height, tuple((p.line_size, bytes(p)) for p in frame.planes))

    def frame(self) -> av.VideoFrame:
        frame = av.VideoFrame(self.width, self.height, "yuv420p")
        for plane, (line_size, data) in zip(frame.planes, self.planes):
            if plane.line_size == line_size and plane.buffer_size == len(data):
                plane.update(data)
                continue
            rows = len(data) // line_size
            width = min(line_size, plane.line_size)
            padded = np.zeros((plane.buffer_size // plane.line_size, plane.line_size), dtype=np.uint8)
            source = np.frombuffer(data, dtype=np.uint8).reshape(rows, line_size)
            padded[:min(rows, padded.shape[0]), :width] = source[:padded.shape[0], :width]
            plane.update(padded.tobytes())
        return frame


@dataclass
class TickWork:
    tick: int
    frames: list[tuple[str, bytes, bool]]  # (input key, encoded VP8 frame, keyframe), in arrival order
    inputs: tuple[str, ...]  # the video inputs now (a decoder of another input is dropped)
    scene: Scene | None = None  # a new scene, else the last one
    pictures: dict[str, RawPicture] = field(default_factory=dict)  # playback pictures that changed
    keyframe: bool = False
    bitrate: int | None = None  # a new target
    want_picture: bool = False


@dataclass
class TickResult:
    packets: list[tuple[bytes, int, bool]]  # (encoded frame, pts in ticks, keyframe)
    broken: list[str]  # inputs whose frames failed to decode: they need a keyframe
    picture: np.ndarray | None = None  # the composed yuv420p buffer, when asked
    complete: bool = False  # every tile showed its source's picture (none waited for a first frame)


class _Input:
    def __init__(self) -> None:
        self.decoder: Decoder = vp8_decoder()
        self.frame: av.VideoFrame | None = None  # the last decoded picture (frozen when the input stalls)
        self.broken = False  # a frame failed to decode: wait for a keyframe


class Compositor:
    """Decoders of the inputs, the canvas and the encoder of one composed picture."""

    def __init__(self, width: int, height: int, background: str, bitrate: int,
                 pictures: dict[str, RawPicture] | None = None, *, wait_for_keyframes: bool = False) -> None:
        self.canvas = Canvas(width, height, background)
        self.encoder = Vp8Encoder(self.canvas.width, self.canvas.height, bitrate, FPS)
        self.scene = Scene()
        self.inputs: dict[str, _Input] = {}
        self.pictures: dict[str, av.VideoFrame] = {}  # playbacks, and inputs' pictures handed over
        self._wait_for_keyframes = wait_for_keyframes  # a handed-over input decodes from its next keyframe
        for key, raw in (pictures or {}).items():
            self.pictures[key] = raw.frame()
        self._drawn: Scene | None = None

    def tick(self, work: TickWork) -> TickResult:
        broken: list[str] = []
        for key in [k for k in self.inputs if k not in work.inputs]:
            del self.inputs[key]
        for key, data, keyframe in work.frames:
            if key in work.inputs:
                self._decode(key, data, keyframe, broken)
        for key, raw in work.pictures.items():
            self.pictures[key] = raw.frame()
        if work.scene is not None:
            self.scene = work.scene
        picture, complete = self._draw(work.tick / FPS)
        packets = self._encode(picture, work)
        return TickResult(packets, broken, self.canvas.buffer.copy() if work.want_picture else None, complete)

    def _decode(self, key: str, data: bytes, keyframe: bool, broken: list[str]) -> None:
        entry = self.inputs.get(key)
        if entry is None:
            entry = self.inputs[key] = _Input()
            # An input handed over by another compositor decodes from its next keyframe (its picture until
            # then is the one handed over); a new input's subscription starts at a keyframe anyway.
            entry.broken = self._wait_for_keyframes and key in self.pictures
        if entry.broken and not keyframe:
            if key not in broken:
                broken.append(key)  # still no keyframe: ask again (the publisher's rate limit paces the asks)
            return
        try:
            for frame in entry.decoder.decode(data):
                entry.frame = frame
            entry.broken = False
        except av.FFmpegError:
            entry.broken = True
            if key not in broken:
                broken.append(key)

    def _draw(self, now: float) -> tuple[av.VideoFrame, bool]:
        """The picture at ``now`` (s on the MCU's clock), and whether every tile had its source's picture."""
        scene, canvas = self.scene, self.canvas
        complete = True
        if scene is not self._drawn:  # a new layout: drop the scalers of slots that are gone
            self._drawn = scene
            canvas.forget({(t.slot.x, t.slot.y, t.slot.w, t.slot.h, t.slot.fit) for t in scene.tiles})
        canvas.set_layers(scene.background, scene.overlay)
        canvas.clear()
        for tile in scene.tiles:
            if tile.source is None:
                continue
            entry = self.inputs.get(tile.source)
            frame = entry.frame if entry is not None and entry.frame is not None else self.pictures.get(tile.source)
            if frame is None or tile.camera_off:
                complete = complete and tile.camera_off
                canvas.placeholder(tile.slot, tile.name)
            else:
                canvas.place(frame, tile.slot)
                if scene.show_names and tile.name:
                    canvas.label(tile.slot, tile.name)
        if scene.inserts:
            canvas.audio_inserts(list(scene.inserts), *scene.insert_at)
        canvas.overlay()
        if scene.reactions:
            draw_reactions(canvas, scene.reactions, {t.source: t.slot for t in scene.tiles if t.source}, now)
        return canvas.to_frame(), complete

    def _encode(self, frame: av.VideoFrame, work: TickWork) -> list[tuple[bytes, int, bool]]:
        force = work.keyframe
        if work.bitrate is not None and self.encoder.set_bitrate(work.bitrate):
            force = True  # re-opened: its first frame is a keyframe
        frame.pts = work.tick
        return [(e.data, e.pts, e.keyframe) for e in self.encoder.encode(frame, force)]

    def handover(self) -> dict[str, RawPicture]:
        """The last pictures of the inputs and playbacks, for a compositor that takes over."""
        pictures = {key: RawPicture.of(frame) for key, frame in self.pictures.items()}
        pictures.update({key: RawPicture.of(e.frame) for key, e in self.inputs.items() if e.frame is not None})
        return pictures


# -- the compositor's own process ----------------------------------------------------------------------------

def _serve(conn: Any) -> None:
    """The child process: ready, then one compositor, ticks until the parent closes the pipe."""
    allocator.tune()  # as the `meetdesk` command does: a spawned process does not run its main()
    conn.send("ready")
    compositor: Compositor | None = None
    for message in requests(conn):
        if isinstance(message, tuple) and message[0] == "open":
            _, args, kwargs = message
            compositor = Compositor(*args, **kwargs)
            conn.send("opened")
        elif isinstance(message, TickWork) and compositor is not None:
            try:
                result = compositor.tick(message)
            except Exception:  # one bad tick must not end the process (the MCU would lose its picture)
                log.exception("compositor tick %d failed", message.tick)
                result = TickResult([], [])
            conn.send(result)


class CompositorProcess:
    """A ``Compositor`` in a spawned process; ``tick`` sends the work and waits for the result (from the
    MCU's worker thread: waiting on the pipe, it holds no GIL)."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child,), name="meetdesk-compositor", daemon=True)
        self._process.start()
        child.close()
        self._ready = False

    @property
    def ready(self) -> bool:
        """Started and waiting for work (checks without blocking)."""
        if not self._ready and self._process.is_alive() and self._conn.poll():
            self._ready = self._conn.recv() == "ready"
        return self._ready

    def open(self, *args: Any, **kwargs: Any) -> None:
        self._conn.send(("open", args, kwargs))
        if self._conn.recv() != "opened":
            raise RuntimeError("the compositor process did not open")

    def tick(self, work: TickWork) -> TickResult:
        self._conn.send(work)
        return self._conn.recv()

    def close(self) -> None:
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._process.join(timeout=2.0)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(timeout=1.0)
        self._conn.close()


_spare: CompositorProcess | None = None
_spare_lock = threading.Lock()


def prewarm() -> None:
    """Start a compositor process now, for the next MCU (a meeting started)."""
    global _spare
    if not USE_PROCESS:
        return
    with _spare_lock:
        if _spare is None:
            try:
                _spare = CompositorProcess()
            except Exception:
                log.exception("could not start a compositor process: composing in the engine's process")


def take_ready() -> CompositorProcess | None:
    """The prewarmed process once it is ready, else None. No other is started then: an idle process would
    hold some 50 MB beside the MCU's (benchmarks/memory_bench.py); the next is prewarmed when a meeting
    starts or returns to peer mode (session.py)."""
    global _spare
    with _spare_lock:
        spare = _spare
        if spare is None or not spare.ready:
            return None
        _spare = None
    return spare


def close_spare() -> None:
    """Stop the prewarmed process, if any (no meeting runs any more: it would hold its memory for nothing)."""
    global _spare
    with _spare_lock:
        spare, _spare = _spare, None
    if spare is not None:
        spare.close()
