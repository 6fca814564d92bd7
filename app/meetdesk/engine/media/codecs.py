"""The encoders and decoders the engine makes itself, behind one seam (aiortc's ``codecs/base.py`` is the model):
an ``Encoder`` turns a raw frame into encoded frames, a ``Decoder`` an encoded frame into raw ones, and each
codec's settings live here, once. The forwarding unit never uses them (it forwards packets); the MCU's
compositor (VP8 in and out), its mixes (Opus in and out), the WHIP forwards of a playback's picture (VP8) and the
broadcast writer (VP8 and Opus in; its H.264 and AAC are the FLV container's own streams) do.
"""
from __future__ import annotations

import fractions
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

import av
import numpy as np


@dataclass(frozen=True, slots=True)
class Encoded:
    """One encoded frame: its bytes, its pts in the encoder's time base, whether it is a keyframe."""

    data: bytes
    pts: int
    keyframe: bool


class Encoder(ABC):
    @abstractmethod
    def encode(self, frame: Any, force_keyframe: bool = False) -> list[Encoded]:
        """The encoded frames ``frame`` (with its pts set) completes; ``force_keyframe``: it becomes one."""


class Decoder(ABC):
    @abstractmethod
    def decode(self, data: bytes) -> list[Any]:
        """The raw frames one encoded frame gives (av.FFmpegError when it cannot be decoded)."""


class Vp8Encoder(Encoder):
    """libvpx at its fastest realtime setting, ``fps`` frames a second, ``bitrate`` bit/s."""

    def __init__(self, width: int, height: int, bitrate: int, fps: int) -> None:
        self.width, self.height, self.bitrate, self.fps = width, height, bitrate, fps
        self._codec = self._open()

    def _open(self) -> Any:
        codec = av.CodecContext.create("libvpx", "w")
        codec.width, codec.height, codec.pix_fmt = self.width, self.height, "yuv420p"
        codec.time_base = fractions.Fraction(1, self.fps)
        codec.framerate = fractions.Fraction(self.fps, 1)
        codec.bit_rate = self.bitrate
        codec.gop_size = self.fps * 10  # a keyframe at least every 10 s, besides those asked for
        # One thread: libvpx's threads wait for each other by spinning, and on a loaded 2-core machine a spinning
        # encoder stalled other threads for seconds (measured: the event loop blocked up to 7 s).
        codec.thread_count = 1
        # cpu-used 16, libvpx's fastest realtime speed: 4.7 ms a 1280x720 frame of 9 test cards where 8 (what
        # the ffmpeg reference uses) takes 10.1 ms, for 49.3 against 50.6 dB PSNR at 1.5 Mbit/s
        # (docs/benchmarks.md "MCU").
        codec.options = {"deadline": "realtime", "cpu-used": "16", "lag-in-frames": "0", "auto-alt-ref": "0",
                         "error-resilient": "1", "max-intra-rate": "300", "qmin": "4", "qmax": "56"}
        codec.open()
        return codec

    def set_bitrate(self, bitrate: int) -> bool:
        """A new target; libvpx takes it only when re-opened, so the next frame is a keyframe. Whether it
        changed."""
        if bitrate == self.bitrate:
            return False
        self.bitrate = bitrate
        self._codec = self._open()
        return True

    def encode(self, frame: av.VideoFrame, force_keyframe: bool = False) -> list[Encoded]:
        frame.time_base = fractions.Fraction(1, self.fps)
        # Set either way: a picture encoded again (a playback's, until its next is due: reformat returns the
        # same frame) would otherwise still carry the I of the keyframe forced before, and every encode of it
        # would be a keyframe.
        frame.pict_type = av.video.frame.PictureType.I if force_keyframe else av.video.frame.PictureType.NONE
        return [Encoded(bytes(p), int(p.pts if p.pts is not None else frame.pts), bool(p.is_keyframe))
                for p in self._codec.encode(frame)]


class OpusEncoder(Encoder):
    """libopus for speech, mono 16-bit at ``sample_rate``, 20 ms frames, ``bitrate`` bit/s."""

    def __init__(self, sample_rate: int, bitrate: int) -> None:
        codec = av.CodecContext.create("libopus", "w")
        codec.sample_rate, codec.format, codec.layout = sample_rate, "s16", "mono"
        codec.time_base = fractions.Fraction(1, sample_rate)
        codec.bit_rate = bitrate
        codec.options = {"application": "voip", "frame_duration": "20"}
        self._codec = codec

    def encode(self, frame: av.AudioFrame, force_keyframe: bool = False) -> list[Encoded]:
        return [Encoded(bytes(p), int(p.pts if p.pts is not None else frame.pts), True)
                for p in self._codec.encode(frame)]


class AvDecoder(Decoder):
    """An FFmpeg decoder of ``codec`` (``vp8``, ``opus``) with its ``settings`` (CodecContext attributes)."""

    def __init__(self, codec: str, **settings: Any) -> None:
        self._codec = av.CodecContext.create(codec, "r")
        for name, value in settings.items():
            setattr(self._codec, name, value)

    def decode(self, data: bytes) -> list[Any]:
        return list(self._codec.decode(av.Packet(data)))


class OpusMonoDecoder(AvDecoder):
    """Opus to mono float32 samples at 48 kHz (the MCU's inputs)."""

    def __init__(self) -> None:
        super().__init__("opus")

    def decode_mono(self, data: bytes) -> np.ndarray | None:
        """The samples of one Opus frame (of any duration), None when it cannot be decoded."""
        try:
            decoded = self.decode(data)
        except av.FFmpegError:
            return None
        parts = []
        for frame in decoded:
            samples = frame.to_ndarray().astype(np.float32)
            if frame.format.name.startswith("s16"):
                samples /= 32768.0
            channels = len(frame.layout.channels)
            parts.append(samples.reshape(channels, -1).mean(axis=0) if frame.format.is_planar
                         else samples.reshape(-1, channels).mean(axis=1))
        return np.concatenate(parts) if parts else None


def vp8_decoder() -> Decoder:
    return AvDecoder("vp8", thread_count=1)  # frame threads would add a frame of delay each
