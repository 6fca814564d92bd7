"""The composing unit (MCU): one picture of the meeting, encoded once for everyone, and a mix per listener.

Video: at a steady 30 fps the video worker thread takes every visible participant's new encoded frames
(their ``Subscription`` of the participant's ``PacketSource``) and hands them, with the ``Scene`` (slots,
names, placeholders, layers), to the compositor (compositor.py), which decodes each input once, draws the
canvas (frozen last frames for a stalled input) and encodes it once with libvpx (VP8, realtime settings): in a
process of its own once one is ready, in this thread until then. The encoded frames go to ``video``, an
``EncodedSource`` (forwarding.py, beside the publishers' sources): each leg's outgoing track, the recorder and
forwards subscribe to it as to a forwarded publisher, so a slow subscriber drops from its own bounded queue. A subscriber's keyframe request forces the next frame to be a keyframe, within one rate limit
(keyframes.py); the bitrate follows the lowest subscriber estimate, within bounds.

Audio: every participant's Opus frames are decoded once per 20 ms tick and mixed (audio_mix.py): a listener
who is mixed in gets a mix without its own voice, encoded for it; every other listener shares one encode of
the whole mix.

Each participant's sound and picture are drawn and mixed when they are due (playout.py): at their sender's
media time plus one playout delay for both, which covers how late their frames come, so a participant whose
packets come in bursts is heard and seen together.

The two worker threads (video, audio) take frames from the subscriptions' deques and hand encoded frames back
to the event loop with ``call_soon_threadsafe``. Both stamp their frames on one clock, the time since ``epoch``
(a tick's number is the time it stands for: ``Worker``, worker.py), so that picture and sound stay together
for every consumer (a recording, a broadcast) however late a loaded worker runs. The loop side (``Mcu``)
replaces the scene and the inputs as whole objects; the threads only read them.
"""
from __future__ import annotations

import asyncio
import atexit
import logging
import multiprocessing.util  # noqa: F401  (its exit handler is registered before ours)
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import av
import numpy as np

from meetdesk.allocator import release_free_memory

from .audio_mix import MixMinus
from .codecs import OpusEncoder, OpusMonoDecoder
from .compositor import FPS, Compositor, CompositorProcess, RawPicture, Scene, TickWork, take_ready
from .forwarding import EncodedFrame, EncodedSource, FrameSource, Subscription
from .keyframes import KeyframeRequests, KeyframeScheduler
from .playout import Playout, SoundQueue, picture_time
from .worker import Worker

log = logging.getLogger(__name__)

_exiting = False  # the program is ending: multiprocessing's exit handler terminates the compositor processes


def _program_ends() -> None:
    global _exiting
    _exiting = True


atexit.register(_program_ends)  # after multiprocessing.util's handler (imported above): so it runs before it

VIDEO_CLOCK = 90000
AUDIO_CLOCK = 48000
AUDIO_SAMPLES = 960  # 20 ms at 48 kHz
START_BITRATE = 1_500_000  # bit/s of the composed picture before any subscriber estimate
MIN_VIDEO_BITRATE = 300_000
MAX_VIDEO_BITRATE = 2_500_000
BITRATE_CHANGE = 0.2  # a new estimate re-targets the encoder when it differs by more than this fraction
BITRATE_INTERVAL = 3.0  # s between two re-targets
OPUS_DELAY = 312  # samples (6.5 ms): libopus's look-ahead. A decoded frame's sound is that much later than its
# timestamp says, and the mix we encode comes out that much later again: each input's sound is placed that much
# earlier and each tick mixes that much ahead, so the sound leaves on time.
AUDIO_CATCH_UP = 10  # ticks the audio worker catches up at once when late (more: the sound of those is lost)
AUDIO_BITRATE = 48_000
SWITCH_INTERVAL = 0.001  # s: the interpreter's GIL switch interval while an MCU runs (start())
PICTURE_EVERY = 15  # ticks between two copies of the composed picture (snapshots)
OWN_MIX_HOLD = 50  # ticks (1 s) a listener keeps its own mix encoder after it was last mixed in
SILENT_FRAME = np.zeros(AUDIO_SAMPLES, np.float32)


class DecodedSource(Protocol):
    """A source that decodes itself at real time (a playback): read from the worker threads."""

    audio: bool  # its sound is mixed in

    def video_frame(self) -> av.VideoFrame | None:
        """The picture to show now (None: none yet)."""

    def audio_samples(self) -> np.ndarray | None:
        """The next 20 ms of sound, mono float32 at 48 kHz (None: none due)."""


@dataclass
class _VideoInput:
    subscription: Subscription
    playout: Playout
    held: deque[tuple[float, EncodedFrame]] = field(default_factory=deque)  # (due, frame): not drawn yet


@dataclass
class _AudioInput:
    subscription: Subscription
    playout: Playout
    sound: SoundQueue = field(default_factory=lambda: SoundQueue(AUDIO_CLOCK))  # decoded, by when it is due
    decoder: OpusMonoDecoder | None = None


class Mcu:
    """The composed picture and the audio mixes of one meeting."""

    def __init__(self, width: int, height: int, background: str = "#121212") -> None:
        self.width, self.height = width, height
        self.background_color = background
        self.epoch = time.monotonic()  # the media time 0 of every frame the MCU encodes
        # Our own encoder: a keyframe costs bandwidth only, so subscribers' requests are served twice as often
        # as a publisher is asked; still one lossy subscriber cannot make every frame a keyframe.
        self._keyframes = KeyframeScheduler(self._next_frame_a_keyframe,
                                            KeyframeRequests(interval=0.5, urgent_interval=0.2))
        self.video = EncodedSource("video", "mcu", epoch=self.epoch, on_keyframe=self._keyframes.request,
                                   on_estimate=self._estimate_changed)
        self.frames_encoded = 0
        self.keyframes_encoded = 0
        self.picture: av.VideoFrame | None = None  # the last composed picture (snapshots); never changed after
        self._picture_waiters: list[tuple[asyncio.Future, bool]] = []  # next_picture(): (waiter, complete only)
        self._picture_wanted = False
        self._picture_at = 0  # the video tick from which a copy of the picture is taken again
        self.closed = False
        self._started = False
        self._loop = asyncio.get_event_loop()
        self._scene = Scene()
        self._sent_scene: Scene | None = None  # the scene the compositor has (worker thread)
        self._sent_pictures: dict[str, Any] = {}  # playback pictures the compositor has (worker thread)
        self._video_inputs: dict[str, _VideoInput] = {}
        self._audio_inputs: dict[str, _AudioInput] = {}
        self._playouts: dict[str, Playout] = {}  # by client id: when its sound and picture are due
        self._decoded: dict[str, DecodedSource] = {}
        self._audio_outputs: dict[str, EncodedSource] = {}  # listener client id -> its mix
        self._own_sound: dict[str, str] = {}  # listener -> the input whose sound alone it hears (sound_of)
        self._force_keyframe = True
        self._stamp = -1  # the time (in ticks) the last picture stands for
        self._bitrate = START_BITRATE
        self._bitrate_at = 0.0
        self._new_bitrate: int | None = None
        # The compositor runs in a process of its own once one is ready (compositor.py), in this process until
        # then; made at the first tick that needs it: with a process ready at once (prewarmed when the meeting
        # started), this process never holds a 1280x720 encoder (25-30 MB, benchmarks/memory_bench.py).
        self._compositor: Compositor | CompositorProcess | None = None
        self._remote = False
        self._mixer = MixMinus(sample_rate=AUDIO_CLOCK)
        self._opus: dict[str | None, OpusEncoder] = {}  # None: the shared mix; a client id: its mix-minus
        self._mixed: set[str] = set()  # the audio inputs of the last tick (the mixer forgets those gone)
        self._own_mix_until: dict[str, int] = {}  # listener -> tick until which it keeps its own encoder
        # One clock for picture and sound: both stamp their frames with the time since ``epoch``.
        self._video_worker = Worker("mcu-video", 1 / FPS, self._video_tick, self.epoch)
        self._audio_worker = Worker("mcu-audio", AUDIO_SAMPLES / AUDIO_CLOCK, self._audio_tick, self.epoch,
                                     catch_up=AUDIO_CATCH_UP)

    def start(self) -> None:
        # The workers give up the GIL some 40 times a frame (each decode, scale, copy, encode) and wait to get
        # it back while the event loop runs Python: at the default 5 ms switch interval a 3x3 tick took up to
        # twice its CPU time in wall time. 1 ms bounds each wait (process-wide; measured in docs/benchmarks.md "MCU").
        if self._started:
            return
        self._started = True
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        self._video_worker.start()
        self._audio_worker.start()

    # -- loop side: what to draw and whom to hear ------------------------------------------------------------

    def set_scene(self, scene: Scene) -> None:
        self._scene = scene

    def set_inputs(self, video: dict[str, FrameSource], audio: dict[str, FrameSource],
                   decoded: dict[str, DecodedSource] | None = None) -> None:
        """The sources to decode, by client id (video: those visible in the scene), and the sources that
        decode themselves (playbacks, by ``media-<play_id>``)."""
        self._playouts = {key: self._playouts.get(key) or Playout(self.epoch) for key in {*video, *audio}}
        self._video_inputs = self._resubscribe(self._video_inputs, video, _VideoInput)
        self._audio_inputs = self._resubscribe(self._audio_inputs, audio, _AudioInput)
        self._decoded = dict(decoded or {})

    def _resubscribe(self, current: dict[str, Any], wanted: dict[str, FrameSource], kind: type) -> dict[str, Any]:
        result = {}
        for key, source in wanted.items():
            entry = current.get(key)
            if entry is not None and entry.subscription.source is source and not entry.subscription.closed:
                result[key] = entry
                continue
            subscription = source.subscribe()
            subscription.start()
            playout = self._playouts[key]
            playout.restart(source.kind)
            result[key] = kind(subscription, playout)
        for key, entry in current.items():
            if result.get(key) is not entry:
                entry.subscription.source.unsubscribe(entry.subscription)
        return result

    def audio_for(self, client_id: str) -> EncodedSource:
        """The mix ``client_id`` hears (everyone but itself)."""
        source = self._audio_outputs.get(client_id)
        if source is None or source.ended:
            source = self._audio_outputs[client_id] = EncodedSource("audio", f"mix {client_id}", epoch=self.epoch)
        return source

    def sound_of(self, listener: str, key: str) -> EncodedSource:
        """The sound of one input alone (``key``: a client id or ``media-<play_id>``), encoded for ``listener``
        (a playback forward); silence while the input has none. ``drop_listener`` ends it."""
        self._own_sound[listener] = key
        return self.audio_for(listener)

    def drop_listener(self, client_id: str) -> None:
        self._own_sound.pop(client_id, None)
        source = self._audio_outputs.pop(client_id, None)
        if source is not None:
            source.stop()

    # -- keyframes and bitrate (loop side) -----------------------------------------------------------------

    def _next_frame_a_keyframe(self) -> None:
        self._force_keyframe = True

    def _estimate_changed(self, estimate: int | None) -> None:
        target = START_BITRATE if estimate is None else estimate
        target = max(MIN_VIDEO_BITRATE, min(MAX_VIDEO_BITRATE, target))
        now = self._loop.time()
        if abs(target - self._bitrate) <= self._bitrate * BITRATE_CHANGE or now - self._bitrate_at < BITRATE_INTERVAL:
            return
        self._bitrate, self._bitrate_at = target, now
        self._new_bitrate = target

    # -- video worker ------------------------------------------------------------------------------------------

    def _video_tick(self, tick: int) -> None:
        if not self._remote:
            self._go_remote()
        inputs = self._video_inputs
        frames = []
        drawn_by = (tick + 0.5) / FPS  # a picture due by the middle of the tick's frame time is drawn now
        shown = []  # when each input's newest frame drawn now was due
        for key, entry in inputs.items():
            entry.held.extend((entry.playout.due("video", encoded), encoded) for encoded in entry.subscription.take())
            newest = None
            while entry.held and entry.held[0][0] <= drawn_by:
                newest, encoded = entry.held.popleft()
                frames.append((key, encoded.data, encoded.keyframe))
            if newest is not None:
                shown.append(newest)
        # A worker that runs late (a loaded machine: the picture at 15 fps) skips slots: the picture stands for
        # when what it shows was due, not for the slot that happens to draw it, so it stays with the sound that
        # was due then (playout.picture_time).
        stamp = self._stamp = picture_time(shown, tick, self._stamp, FPS)
        scene = self._scene
        wanted, self._picture_wanted = self._picture_wanted, False
        work = TickWork(stamp, frames, tuple(inputs), scene if scene is not self._sent_scene else None,
                        self._changed_pictures(), self._force_keyframe, self._new_bitrate,
                        want_picture=wanted or tick >= self._picture_at)
        self._sent_scene = scene
        if work.want_picture:
            self._picture_at = tick + PICTURE_EVERY
        self._force_keyframe = False
        self._new_bitrate = None
        if self._compositor is None:
            self._compositor = Compositor(self.width, self.height, self.background_color, self._bitrate)
        try:
            result = self._compositor.tick(work)
        except (EOFError, OSError):
            if self.closed or _exiting:  # the meeting or the program ends: the process went first
                self._video_worker.halt()
                return
            if not isinstance(self._compositor, CompositorProcess):
                raise
            self._come_back()
            return
        for key in result.broken:
            entry = inputs.get(key)
            if entry is not None:
                self._on_loop(entry.subscription.source.request_keyframe, True)
        if result.picture is not None:
            self.picture = av.VideoFrame.from_ndarray(result.picture, format="yuv420p")
            if wanted:
                self._on_loop(self._picture_taken, self.picture, result.complete)
        for data, pts, keyframe in result.packets:
            self.frames_encoded += 1
            self.keyframes_encoded += keyframe
            self._on_loop(self._deliver_video, EncodedFrame(data, pts * VIDEO_CLOCK // FPS, VIDEO_CLOCK, "video/vp8",
                                                            keyframe))

    @property
    def in_own_process(self) -> bool:
        """The picture is composed in a compositor process (else, still or for good, in this one)."""
        return isinstance(self._compositor, CompositorProcess)

    def _changed_pictures(self) -> dict[str, RawPicture]:
        """The playbacks' pictures the compositor does not have yet."""
        changed = {}
        for key, source in self._decoded.items():
            frame = source.video_frame()
            if frame is not None and self._sent_pictures.get(key) is not frame:
                self._sent_pictures[key] = frame
                changed[key] = RawPicture.of(frame)
        for key in [k for k in self._sent_pictures if k not in self._decoded]:
            del self._sent_pictures[key]
        return changed

    def _go_remote(self) -> None:
        """Move composing to the prewarmed compositor process once it is ready: it gets the last decoded
        pictures (no input goes blank), its inputs start at their next keyframe (asked for now), and its
        encoder's first frame is a keyframe."""
        process = take_ready()
        if process is None:
            return
        local = self._compositor
        try:
            process.open(self.width, self.height, self.background_color, self._bitrate,
                         local.handover() if local is not None else {}, wait_for_keyframes=True)
        except Exception:
            log.exception("the compositor process failed to open: composing in this process")
            process.close()
            self._remote = True  # do not try again
            return
        self._compositor, self._remote = process, True
        if local is not None:
            del local
            release_free_memory()  # the local encoder's and decoders' buffers, back to the system
        self._sent_scene = None
        self._sent_pictures.clear()
        self._force_keyframe = True
        for entry in self._video_inputs.values():
            self._on_loop(entry.subscription.source.request_keyframe, True)

    def _come_back(self) -> None:
        """The compositor process ended under the MCU (killed, crashed): compose in this process from now on,
        from the inputs' next keyframes, rather than freeze the picture."""
        log.warning("the compositor process ended: composing in the engine's process")
        process, self._compositor = self._compositor, Compositor(self.width, self.height, self.background_color,
                                                                 self._bitrate)
        try:
            process.close()
        except Exception:
            log.debug("closing the ended compositor process failed", exc_info=True)
        self._sent_scene = None
        self._sent_pictures.clear()
        self._force_keyframe = True
        for entry in self._video_inputs.values():
            self._on_loop(entry.subscription.source.request_keyframe, True)

    async def next_picture(self, timeout: float = 1.0, *, complete: bool = False) -> av.VideoFrame | None:
        """The picture of the next tick (what viewers see now: a snapshot), with ``complete`` the next one in
        which every tile shows its source (no placeholder waiting for a first frame); the last picture when none
        came within ``timeout``."""
        entry = (self._loop.create_future(), complete)
        self._picture_waiters.append(entry)
        self._picture_wanted = True
        try:
            return await asyncio.wait_for(asyncio.shield(entry[0]), timeout)
        except asyncio.TimeoutError:
            return self.picture
        finally:
            if entry in self._picture_waiters:
                self._picture_waiters.remove(entry)

    def _picture_taken(self, picture: av.VideoFrame, complete: bool) -> None:
        waiting = []
        for waiter, wants_complete in self._picture_waiters:
            if waiter.done():
                continue
            if wants_complete and not complete:
                waiting.append((waiter, wants_complete))
            else:
                waiter.set_result(picture)
        self._picture_waiters = waiting
        if waiting:
            self._picture_wanted = True

    def _deliver_video(self, frame: EncodedFrame) -> None:
        if frame.keyframe:
            self._keyframes.keyframe_arrived()
        self.video.deliver(frame)

    # -- audio worker ------------------------------------------------------------------------------------------

    def _audio_tick(self, tick: int) -> None:
        frames: dict[str, np.ndarray] = {}
        # Each input's sound goes where it is due (playout.py); a tick that catches up (the worker was late)
        # stands for an earlier time and mixes what was due then.
        for key, entry in self._audio_inputs.items():
            for encoded in entry.subscription.take():
                if encoded.mime_type != "audio/opus":
                    continue
                entry.decoder = entry.decoder or OpusMonoDecoder()
                samples = entry.decoder.decode_mono(encoded.data)
                if samples is not None:
                    due = entry.playout.due("audio", encoded, len(samples) / AUDIO_CLOCK)
                    entry.sound.write(round(due * AUDIO_CLOCK) - OPUS_DELAY, samples)
            samples = entry.sound.read(tick * AUDIO_SAMPLES + OPUS_DELAY, AUDIO_SAMPLES)
            if samples is not None:
                frames[key] = samples
        for key, decoded in self._decoded.items():
            if decoded.audio:
                samples = decoded.audio_samples()
                if samples is not None:
                    frames[key] = samples
        for gone in self._mixed - self._audio_inputs.keys() - self._decoded.keys():
            self._mixer.remove(gone)
        self._mixed = set(self._audio_inputs) | set(self._decoded)
        result = self._mixer.mix(frames)
        listeners = list(self._audio_outputs)
        timestamp = tick * AUDIO_SAMPLES
        shared: bytes | None = None
        batch: dict[str, EncodedFrame] = {}
        for listener in result.minus:
            self._own_mix_until[listener] = tick + OWN_MIX_HOLD
        for listener in listeners:
            own_input = self._own_sound.get(listener)
            if own_input is not None:
                data = self._encode_audio(listener, frames.get(own_input, SILENT_FRAME), tick)
                if data:
                    batch[listener] = EncodedFrame(data, timestamp, AUDIO_CLOCK, "audio/opus", True)
                continue
            # A listener mixed in lately keeps its own encoder even in a frame without its voice: switching
            # to the shared encoder would carry the shared encoder's memory of its voice (Opus overlaps frames).
            if self._own_mix_until.get(listener, -1) >= tick:
                data = self._encode_audio(listener, result.minus.get(listener, result.everyone), tick)
            else:
                if shared is None:
                    shared = self._encode_audio(None, result.everyone, tick)
                data = shared
            if data:
                batch[listener] = EncodedFrame(data, timestamp, AUDIO_CLOCK, "audio/opus", True)
        for key in [k for k in self._opus
                    if k is not None and k not in self._own_sound and self._own_mix_until.get(k, -1) < tick]:
            del self._opus[key]
            self._own_mix_until.pop(key, None)
        if batch:
            self._on_loop(self._deliver_audio, batch)

    def _encode_audio(self, listener: str | None, mix: np.ndarray, tick: int) -> bytes | None:
        codec = self._opus.get(listener)
        if codec is None:
            codec = self._opus[listener] = OpusEncoder(AUDIO_CLOCK, AUDIO_BITRATE)
        pcm = np.clip(mix * 32767.0, -32768, 32767).astype(np.int16).reshape(1, -1)
        frame = av.AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
        frame.sample_rate = AUDIO_CLOCK
        frame.pts = tick * AUDIO_SAMPLES
        encoded = codec.encode(frame)
        return encoded[-1].data if encoded else None

    def _deliver_audio(self, batch: dict[str, EncodedFrame]) -> None:
        for listener, frame in batch.items():
            source = self._audio_outputs.get(listener)
            if source is not None:
                source.deliver(frame)

    # -- hand-off and end --------------------------------------------------------------------------------------

    def _on_loop(self, callback: Callable[..., None], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:  # the loop is closed: the meeting is gone
            self._video_worker.halt()
            self._audio_worker.halt()

    def stats(self) -> dict[str, Any]:
        return {"frames_encoded": self.frames_encoded, "keyframes_encoded": self.keyframes_encoded,
                "video_ticks": self._video_worker.ticks, "video_busy_s": self._video_worker.busy,
                "audio_ticks": self._audio_worker.ticks, "audio_busy_s": self._audio_worker.busy,
                "bitrate": self._bitrate}

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._keyframes.close()
        await asyncio.gather(asyncio.to_thread(self._video_worker.stop), asyncio.to_thread(self._audio_worker.stop))
        if isinstance(self._compositor, CompositorProcess):
            await asyncio.to_thread(self._compositor.close)
        self.set_inputs({}, {})
        self.video.stop()
        for source in self._audio_outputs.values():
            source.stop()
        self._audio_outputs.clear()
