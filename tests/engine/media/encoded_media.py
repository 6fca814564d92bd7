"""Real VP8 and Opus encoders set up as a sender's (libvpx realtime, 20 ms Opus frames) for the media unit tests,
and ready-made encoded frames of a red card and a tone."""
from __future__ import annotations

import fractions

import av
import numpy as np

from meetdesk.engine.media.forwarding import EncodedFrame


def vp8_encoder(width: int, height: int) -> av.CodecContext:
    codec = av.CodecContext.create("libvpx", "w")
    codec.width, codec.height, codec.pix_fmt = width, height, "yuv420p"
    codec.time_base, codec.framerate = fractions.Fraction(1, 30), fractions.Fraction(30, 1)
    codec.gop_size = 300
    codec.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0"}
    return codec


def opus_encoder() -> av.CodecContext:
    codec = av.CodecContext.create("libopus", "w")
    codec.sample_rate, codec.format, codec.layout = 48000, "s16", "mono"
    codec.time_base = fractions.Fraction(1, 48000)
    codec.bit_rate = 48000
    codec.options = {"application": "voip", "frame_duration": "20"}
    return codec


def vp8_frames(count: int, width: int, height: int, color: tuple[int, int, int],
               first_tick: int = 0) -> list[EncodedFrame]:
    """``count`` VP8 frames of a card of ``color`` at 30 fps (90 kHz timestamps), the first a keyframe."""
    codec = vp8_encoder(width, height)
    picture = np.empty((height, width, 3), dtype=np.uint8)
    picture[:] = color
    frames = []
    for i in range(count):
        frame = av.VideoFrame.from_ndarray(picture, format="rgb24").reformat(format="yuv420p")
        frame.pts, frame.time_base = i, codec.time_base
        for packet in codec.encode(frame):
            frames.append(EncodedFrame(bytes(packet), (first_tick + i) * 3000, 90000, "video/vp8",
                                       bool(packet.is_keyframe)))
    return frames


def opus_frames(count: int, first_tick: int = 0) -> list[EncodedFrame]:
    """``count`` 20 ms Opus frames of a 440 Hz tone (48 kHz timestamps)."""
    codec = opus_encoder()
    frames = []
    for i in range(count):
        t = (np.arange(960) + i * 960) / 48000
        pcm = (np.sin(2 * np.pi * 440 * t) * 12000).astype(np.int16).reshape(1, -1)
        frame = av.AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i * 960
        for packet in codec.encode(frame):
            frames.append(EncodedFrame(bytes(packet), (first_tick + i) * 960, 48000, "audio/opus", True))
    return frames
