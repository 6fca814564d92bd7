"""Synthetic media sources: a moving test card with a machine-readable stamp, a beeping tone, a card of one
colour. The card that flashes when its tone beeps and the functions that measure how far apart sound and
picture are in a recording are in av_sync.py.

A card may instead be filled with one colour (``color``): the colour covers the card but for small texts in
the lower left corner and the stamp strip, so that a composed picture shows a tile of that colour.

The test card carries the frame counter and the wall-clock send time (ms) twice: as text for people, and as
a strip of large black/white blocks along the bottom edge for programs (:func:`read_stamp`), which survives
VP8 at low bitrates and scaling to other sizes.

Stamp layout, in relative coordinates (independent of the frame size): the frame is a grid of
``STAMP_COLS`` x ``STAMP_GRID_ROWS`` cells (16x16 px at 640x480); the stamp uses the last ``STAMP_ROWS``
rows. Each row starts with a guard pair and ends with one (row 0: white, black ... black, white; row 1 the
inverse), giving the reader its black and white reference levels. The 72 payload cells carry, most
significant bit first: the counter modulo 2**22, the time in ms modulo 2**42, and a CRC-8 of both.
"""
from __future__ import annotations

import asyncio
import fractions
import logging
import math
import time
from collections.abc import Callable
from typing import TypeVar

import av
import numpy as np
from aiortc.mediastreams import AudioStreamTrack, MediaStreamError, VideoStreamTrack

from .bitmap_font import draw_text, text_size

log = logging.getLogger(__name__)
T = TypeVar("T")

VIDEO_CLOCK_RATE = 90000
VIDEO_TIME_BASE = fractions.Fraction(1, VIDEO_CLOCK_RATE)

STAMP_COLS = 40
STAMP_GRID_ROWS = 30
STAMP_ROWS = 2
COUNTER_BITS = 22
MS_BITS = 42
CRC_BITS = 8
_PAYLOAD_BITS = COUNTER_BITS + MS_BITS + CRC_BITS  # 72 = 2 rows x 36 cells
_BLACK, _WHITE = 16, 235
_GUARDS = ((1, 0, 0, 1), (0, 1, 1, 0))  # (first two cells, last two cells) per row

# BT.601 limited-range YUV of 75% colour bars: white, yellow, cyan, green, magenta, red, blue.
_BARS_YUV = [(180, 128, 128), (162, 44, 142), (131, 156, 44), (112, 72, 58),
             (84, 184, 198), (65, 100, 212), (35, 212, 114)]


def parse_color(text: str) -> tuple[int, int, int]:
    """``'#RRGGBB'`` (hex digits, either case) as an ``(r, g, b)`` tuple of 0..255; ValueError otherwise."""
    if not isinstance(text, str) or len(text) != 7 or text[0] != "#" \
            or any(c not in "0123456789abcdefABCDEF" for c in text[1:]):
        raise ValueError(f"colour must be #RRGGBB (six hex digits), not {text!r}")
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


def rgb_to_yuv(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """BT.601 limited-range YUV of an sRGB colour (what the yuv420p card and the decoders' PNGs use)."""
    r, g, b = (c / 255 for c in rgb)
    y = 16 + 65.481 * r + 128.553 * g + 24.966 * b
    u = 128 - 37.797 * r - 74.203 * g + 112.0 * b
    v = 128 + 112.0 * r - 93.786 * g - 18.214 * b
    return round(y), round(u), round(v)


def _crc8(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def _stamp_bits(counter: int, ms: int) -> np.ndarray:
    """(STAMP_ROWS, STAMP_COLS) array of 0/1 cells, guards included."""
    counter %= 1 << COUNTER_BITS
    ms %= 1 << MS_BITS
    data = (counter << MS_BITS) | ms
    value = (data << CRC_BITS) | _crc8(data.to_bytes(8, "big"))
    payload = [(value >> (_PAYLOAD_BITS - 1 - i)) & 1 for i in range(_PAYLOAD_BITS)]
    cells = np.zeros((STAMP_ROWS, STAMP_COLS), dtype=np.uint8)
    per_row = STAMP_COLS - 4
    for row in range(STAMP_ROWS):
        g = _GUARDS[row]
        cells[row, :2] = g[:2]
        cells[row, -2:] = g[2:]
        cells[row, 2:-2] = payload[row * per_row:(row + 1) * per_row]
    return cells


def _luma(frame: av.VideoFrame | np.ndarray) -> np.ndarray:
    if isinstance(frame, np.ndarray):
        return frame
    if frame.format.name in ("yuv420p", "yuvj420p", "gray", "nv12"):
        plane = frame.planes[0]
        arr = np.frombuffer(plane, dtype=np.uint8).reshape(plane.height, plane.line_size)
        return arr[:, : frame.width]
    return frame.to_ndarray(format="gray")


def read_stamp(frame: av.VideoFrame | np.ndarray,
               region: tuple[int, int, int, int] | None = None) -> tuple[int, int] | None:
    """Read ``(counter, ms)`` from a test card frame (or a 2-D luma array), or None if there is none.

    ``region`` = (x, y, width, height) in pixels locates the card inside a larger picture (an MCU tile);
    by default the card fills the frame. Counter is modulo 2**22, ms modulo 2**42.
    """
    luma = _luma(frame)
    if region is not None:
        x, y, w, h = region
        luma = luma[y:y + h, x:x + w]
    height, width = luma.shape
    cell_w, cell_h = width / STAMP_COLS, height / STAMP_GRID_ROWS
    if cell_w < 3 or cell_h < 3:
        return None
    means = np.empty((STAMP_ROWS, STAMP_COLS))
    top_row = STAMP_GRID_ROWS - STAMP_ROWS
    for row in range(STAMP_ROWS):
        cy = (top_row + row + 0.5) * cell_h
        y0, y1 = int(cy - cell_h / 4), int(math.ceil(cy + cell_h / 4))
        band = luma[y0:y1]
        for col in range(STAMP_COLS):
            cx = (col + 0.5) * cell_w
            x0, x1 = int(cx - cell_w / 4), int(math.ceil(cx + cell_w / 4))
            means[row, col] = band[:, x0:x1].mean()
    guard_cols = [0, 1, STAMP_COLS - 2, STAMP_COLS - 1]
    whites = [means[r, c] for r in range(STAMP_ROWS) for i, c in enumerate(guard_cols) if _GUARDS[r][i]]
    blacks = [means[r, c] for r in range(STAMP_ROWS) for i, c in enumerate(guard_cols) if not _GUARDS[r][i]]
    if min(whites) - max(blacks) < 40:
        return None
    threshold = (np.mean(whites) + np.mean(blacks)) / 2
    bits = (means[:, 2:-2] > threshold).astype(np.uint8).reshape(-1)
    value = 0
    for bit in bits:
        value = (value << 1) | int(bit)
    crc = value & ((1 << CRC_BITS) - 1)
    data = value >> CRC_BITS
    if _crc8(data.to_bytes(8, "big")) != crc:
        return None
    return data >> MS_BITS, data & ((1 << MS_BITS) - 1)


def black_frame(width: int, height: int) -> av.VideoFrame:
    """A black yuv420p frame (``av.VideoFrame(w, h)`` holds uninitialised memory, maybe an old picture)."""
    buf = np.full((height * 3 // 2, width), 128, dtype=np.uint8)
    buf[:height] = _BLACK
    return av.VideoFrame.from_ndarray(buf, format="yuv420p")


class TestCardRenderer:
    """Draws test card frames in yuv420p with numpy (no tracks, no timing): usable on its own."""

    __test__ = False  # not a pytest class

    def __init__(self, width: int = 640, height: int = 480, label: str = "MeetDesk",
                 color: tuple[int, int, int] | None = None) -> None:
        if width % 2 or height % 2 or width < 80 or height < 60:
            raise ValueError("test card size must be even and at least 80x60")
        if color is not None and (len(color) != 3 or any(not 0 <= c <= 255 for c in color)):
            raise ValueError("colour must be three values 0..255")
        self.width, self.height = width, height
        self.label = label
        self.color = tuple(color) if color is not None else None
        h, w = height, width
        self._bars_bottom = h // 2
        self._strip_top = round(h * (STAMP_GRID_ROWS - STAMP_ROWS) / STAMP_GRID_ROWS)
        base = np.full((h * 3 // 2, w), 128, dtype=np.uint8)
        y_plane, u_plane, v_plane = self._planes(base)
        self._label_scale = max(1, h // 160)
        self._counter_scale = max(1, h // 60)
        self._clock_scale = max(1, h // 120)
        margin = max(2, w // 64)
        self._margin = margin
        if self.color is None:
            y_plane[:] = 40  # dark info panel
            for i, (yy, uu, vv) in enumerate(_BARS_YUV):
                x0, x1 = i * w // len(_BARS_YUV), (i + 1) * w // len(_BARS_YUV)
                y_plane[: self._bars_bottom, x0:x1] = yy
                u_plane[: self._bars_bottom // 2, x0 // 2:x1 // 2] = uu
                v_plane[: self._bars_bottom // 2, x0 // 2:x1 // 2] = vv
            max_chars = max(1, (w - 2 * margin) // (6 * self._label_scale))
            draw_text(y_plane, label[:max_chars], margin, self._bars_bottom + h // 40, self._label_scale)
        else:
            yy, uu, vv = rgb_to_yuv(self.color)
            y_plane[:], u_plane[:], v_plane[:] = yy, uu, vv
            self._text_value = _BLACK if yy > 128 else _WHITE  # readable on the colour
            # Label, counter and clock: small, one above the other, in the lower left corner.
            line_h = text_size("0", self._clock_scale)[1] + max(1, h // 120)
            self._text_rows = [self._strip_top - h // 40 - line_h * n for n in (3, 2, 1)]
            max_chars = max(1, (w // 2 - margin) // (6 * self._clock_scale))
            draw_text(y_plane, label[:max_chars], margin, self._text_rows[0], self._clock_scale,
                      self._text_value)
        self._base = base
        # Cell index of every strip pixel, for fancy-indexing the stamp in one step.
        strip_h = h - self._strip_top
        self._strip_rows = np.minimum(np.arange(strip_h) * STAMP_ROWS // strip_h, STAMP_ROWS - 1)
        self._strip_cols = np.minimum((np.arange(w) * STAMP_COLS) // w, STAMP_COLS - 1)
        self._box = max(8, h // 10) & ~1

    def _planes(self, buf: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        h, w = self.height, self.width
        y_plane = buf[:h]
        chroma = buf[h:].reshape(2, h // 2, w // 2)
        return y_plane, chroma[0], chroma[1]

    def render(self, counter: int, ms: int) -> av.VideoFrame:
        buf = self._base.copy()
        y_plane, u_plane, v_plane = self._planes(buf)
        h, w = self.height, self.width
        if self.color is not None:
            self._draw_color_texts(y_plane, counter, ms)
        else:
            self._draw_bars_card(y_plane, u_plane, v_plane, counter, ms)
        # Machine-readable stamp.
        cells = _stamp_bits(counter, ms) * (_WHITE - _BLACK) + _BLACK
        y_plane[self._strip_top:] = cells[self._strip_rows][:, self._strip_cols]
        u_plane[self._strip_top // 2:] = 128
        v_plane[self._strip_top // 2:] = 128
        return av.VideoFrame.from_ndarray(buf, format="yuv420p")

    @staticmethod
    def _clock_text(ms: int) -> str:
        secs, millis = divmod(ms, 1000)
        return time.strftime("%H:%M:%S", time.localtime(secs)) + f".{millis:03d}"

    def _draw_color_texts(self, y_plane: np.ndarray, counter: int, ms: int) -> None:
        scale, value = self._clock_scale, self._text_value
        draw_text(y_plane, f"{counter:07d}", self._margin, self._text_rows[1], scale, value)
        draw_text(y_plane, self._clock_text(ms), self._margin, self._text_rows[2], scale, value)

    def _draw_bars_card(self, y_plane: np.ndarray, u_plane: np.ndarray, v_plane: np.ndarray,
                        counter: int, ms: int) -> None:
        h, w = self.height, self.width
        # Moving element: a white box with a black core bouncing across the bars.
        box = self._box
        span = max(1, w - box)
        pos = counter * max(2, w // 160) % (2 * span)
        x = pos if pos < span else 2 * span - pos
        x &= ~1
        y = (self._bars_bottom - box) // 2 & ~1
        y_plane[y:y + box, x:x + box] = 235
        u_plane[y // 2:(y + box) // 2, x // 2:(x + box) // 2] = 128
        v_plane[y // 2:(y + box) // 2, x // 2:(x + box) // 2] = 128
        q = box // 4
        y_plane[y + q:y + box - q, x + q:x + box - q] = 16
        # Texts: big counter and wall-clock time.
        draw_text(y_plane, f"{counter:07d}", self._margin, self._bars_bottom + h // 8, self._counter_scale)
        clock = self._clock_text(ms)
        clock_y = self._strip_top - text_size(clock, self._clock_scale)[1] - h // 40
        draw_text(y_plane, clock, self._margin, clock_y, self._clock_scale)


class Pacer:
    """Real-time pacing of a synthetic track: frame ``index`` (0 first) is due ``(index + lead) * step / rate`` s
    after the first was asked for (``lead`` 1: a frame is due once it has all passed, as a microphone's). A consumer
    more than a second behind moves the start on rather than getting a burst to catch up. ``skip``: a camera's
    pacing: a consumer a frame or more behind gets the frame due now, those it missed are lost (a camera whose
    reader is late drops frames; a frame drawn now is captured now, not at the time of a slot it missed, or its
    timestamp would say it is older than it is, and a receiver would hold every later frame to match)."""

    def __init__(self, step: int, rate: float, lead: int = 0, skip: bool = False) -> None:
        self.step, self.rate, self.lead, self.skip = step, rate, lead, skip
        self.index = 0
        self.start: float | None = None   # time.time() of frame 0's due time less its lead; None before it

    async def next(self) -> int:
        """Wait until the next frame is due; its index."""
        if self.start is None:
            self.start = time.time()
            self.index = 0
        else:
            self.index += 1
        wait = self.start + (self.index + self.lead) * self.step / self.rate - time.time()
        if self.skip and wait <= -self.step / self.rate:
            missed = int(-wait * self.rate / self.step)
            self.index += missed
            wait += missed * self.step / self.rate
        if wait > 0:
            await asyncio.sleep(wait)
        elif wait < -1.0:
            self.start -= wait
        return self.index


class _Failures:
    """What a synthetic track counts of its failed frames; an exception out of recv would silently stop aiortc's
    sender, so a frame that fails is replaced."""

    failures = 0
    last_error: BaseException | None = None

    def _made(self, make: Callable[[], T], instead: Callable[[], T], what: str) -> T:
        """``make()``; ``instead()`` when it raises (counted, kept as ``last_error`` and logged as ``what``)."""
        try:
            return make()
        except Exception as exc:
            self.failures += 1
            self.last_error = exc
            log.exception("%s failed", what)
            return instead()


class TestCardTrack(_Failures, VideoStreamTrack):
    """Video track of a moving test card, paced at ``fps`` with 90 kHz pts, as a camera: a frame a late reader
    missed is dropped (Pacer ``skip``)."""

    __test__ = False

    def __init__(self, width: int = 640, height: int = 480, fps: float = 30, label: str = "MeetDesk",
                 color: tuple[int, int, int] | None = None) -> None:
        super().__init__()
        self.renderer = TestCardRenderer(width, height, label, color)
        self.fps = fps
        self.counter = 0
        self._pacer = Pacer(1, fps, skip=True)

    async def next_timestamp(self) -> tuple[int, fractions.Fraction]:
        if self.readyState != "live":
            raise MediaStreamError
        index = await self._pacer.next()
        return round(index * VIDEO_CLOCK_RATE / self.fps), VIDEO_TIME_BASE

    async def recv(self) -> av.VideoFrame:
        pts, time_base = await self.next_timestamp()
        counter = self.counter
        self.counter += 1
        frame = self._made(lambda: self.renderer.render(counter, int(time.time() * 1000)),
                           lambda: black_frame(self.renderer.width, self.renderer.height),
                           f"test card frame {counter}")
        frame.pts = pts
        frame.time_base = time_base
        return frame


class ToneTrack(_Failures, AudioStreamTrack):
    """Audio track of beeps (``beep_ms`` of tone every ``period_ms``), 20 ms s16 mono frames, paced."""

    __test__ = False

    def __init__(self, freq: float = 440, sample_rate: int = 48000, amplitude: float = 0.25,
                 beep_ms: int = 400, period_ms: int = 1000) -> None:
        super().__init__()
        self.freq = freq
        self.sample_rate = sample_rate
        self.amplitude = amplitude
        self.beep_ms = beep_ms
        self.period_ms = period_ms
        self.samples_per_frame = sample_rate // 50
        # As a microphone's, a frame comes once its last sample is captured (its pts: its first sample's time).
        self._pacer = Pacer(self.samples_per_frame, sample_rate, lead=1)

    @property
    def _start(self) -> float | None:
        """time.time() of sample 0 (None before the first frame; a stall moves it on): the capture clock that
        av_sync.BeepTrack beeps by."""
        return self._pacer.start

    @_start.setter
    def _start(self, value: float | None) -> None:
        self._pacer.start = value

    def render(self, first_sample: int) -> np.ndarray:
        """int16 samples of one frame starting at sample index ``first_sample``."""
        t = np.arange(first_sample, first_sample + self.samples_per_frame, dtype=np.float64)
        wave = np.sin(2 * np.pi * self.freq * t / self.sample_rate)
        gate = (t * 1000 / self.sample_rate) % self.period_ms < self.beep_ms
        return (wave * gate * self.amplitude * 32767).astype(np.int16)

    async def recv(self) -> av.AudioFrame:
        if self.readyState != "live":
            raise MediaStreamError
        first = await self._pacer.next() * self.samples_per_frame
        samples = self._made(lambda: self.render(first), lambda: np.zeros(self.samples_per_frame, dtype=np.int16),
                             "tone frame")
        frame = av.AudioFrame.from_ndarray(samples.reshape(1, -1), format="s16", layout="mono")
        frame.sample_rate = self.sample_rate
        frame.pts = first
        frame.time_base = fractions.Fraction(1, self.sample_rate)
        return frame


class ColorCardTrack(VideoStreamTrack):
    """Video track of one flat colour (``rgb``), 15 fps: what tests read back from a composed picture."""

    __test__ = False

    def __init__(self, rgb: tuple[int, int, int], width: int = 640, height: int = 360) -> None:
        super().__init__()
        picture = np.empty((height, width, 3), dtype=np.uint8)
        picture[:] = rgb
        self.frame = av.VideoFrame.from_ndarray(picture, format="rgb24").reformat(format="yuv420p")

    async def recv(self) -> av.VideoFrame:
        pts, _ = await self.next_timestamp()
        frame = self.frame.reformat()  # a copy with its own pts
        frame.pts, frame.time_base = pts, fractions.Fraction(1, 90000)
        await asyncio.sleep(1 / 15 - 1 / 30)  # next_timestamp paces 30 fps: half of it
        return frame
