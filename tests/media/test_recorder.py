"""The recorder (engine/media/recorder.py): real VP8 and Opus packets through FrameSources into a WebM file,
decoded back with PyAV; a file cut off mid-recording plays and is repaired; the time line follows the wall
clock only when a stream's clock really falls behind."""
from __future__ import annotations

import asyncio
import fractions
import shutil

import av
import numpy as np
import pytest

from meetdesk.engine.media.forwarding import EncodedFrame, FrameSource
from meetdesk.engine.media.recorder import Recorder, StreamClock, file_duration, repair

WIDTH, HEIGHT = 320, 240
RED = (220, 40, 40)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def vp8_frames(count: int, first_tick: int = 0) -> list[EncodedFrame]:
    """``count`` VP8 frames of a red card at 30 fps (90 kHz timestamps), the first a keyframe."""
    codec = av.CodecContext.create("libvpx", "w")
    codec.width, codec.height, codec.pix_fmt = WIDTH, HEIGHT, "yuv420p"
    codec.time_base = fractions.Fraction(1, 30)
    codec.framerate = fractions.Fraction(30, 1)
    codec.gop_size = 300
    codec.options = {"deadline": "realtime", "cpu-used": "8", "lag-in-frames": "0"}
    picture = np.empty((HEIGHT, WIDTH, 3), dtype=np.uint8)
    picture[:] = RED
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
    codec = av.CodecContext.create("libopus", "w")
    codec.sample_rate, codec.format, codec.layout = 48000, "s16", "mono"
    codec.time_base = fractions.Fraction(1, 48000)
    codec.bit_rate = 48000
    codec.options = {"application": "voip", "frame_duration": "20"}
    frames = []
    for i in range(count):
        t = (np.arange(960) + i * 960) / 48000
        pcm = (np.sin(2 * np.pi * 440 * t) * 12000).astype(np.int16).reshape(1, -1)
        frame = av.AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i * 960
        for packet in codec.encode(frame):
            frames.append(EncodedFrame(bytes(packet), (first_tick + i) * 960, 48000, "audio/opus", True))
    return frames


async def feed(video_source, audio_source, clock, video, audio, seconds: float, start: float = 0.0) -> None:
    """Deliver the frames in media-time order, the fake wall clock following media time."""
    items = [(f.timestamp / 90000, 0, f) for f in video] + [(f.timestamp / 48000, 1, f) for f in audio]
    base = clock.now
    for at, kind, frame in sorted(items, key=lambda x: (x[0], x[1])):
        if at - start > seconds:
            break
        clock.now = base + at - start
        (video_source if kind == 0 else audio_source).deliver(frame)
        await asyncio.sleep(0)  # the recorder's pumps take it


def decoded(path) -> tuple[list[av.VideoFrame], np.ndarray]:
    with av.open(str(path)) as container:
        pictures = list(container.decode(video=0))
    with av.open(str(path)) as container:
        sound = [f.to_ndarray().astype(np.float32).reshape(-1) for f in container.decode(audio=0)]
    return pictures, np.concatenate(sound) if sound else np.zeros(0)


def sources() -> tuple[FrameSource, FrameSource]:
    return FrameSource("video", "mcu"), FrameSource("audio", "mix")


async def test_a_recording_holds_the_packets_as_video_and_sound_of_the_right_length(tmp_path):
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "rec.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    await feed(video_source, audio_source, clock, vp8_frames(90), opus_frames(150), 3.0)
    duration = await recorder.stop()
    assert abs(duration - 3.0) < 0.1
    assert abs(file_duration(path) - 3.0) < 0.1
    pictures, sound = decoded(path)
    assert len(pictures) == 90  # every packet, none re-encoded or lost
    assert (pictures[0].width, pictures[0].height) == (WIDTH, HEIGHT)
    rgb = pictures[45].to_ndarray(format="rgb24")[HEIGHT // 2, WIDTH // 2]
    assert np.abs(rgb.astype(int) - RED).max() < 40
    assert len(sound) / 48000 == pytest.approx(3.0, abs=0.1)
    level = np.sqrt(np.mean(np.square(sound[4800:])))
    assert level > 0.15  # the tone (amplitude 0.37, RMS 0.26) is there
    # the same bytes as the packets: the video was copied, not re-encoded
    with av.open(str(path)) as container:
        first = next(p for p in container.demux(video=0) if p.size)
    assert bytes(first) == vp8_frames(1)[0].data and first.is_keyframe


async def test_audio_before_the_first_keyframe_waits_and_keeps_its_place(tmp_path):
    """Audio from media time 0.0, the first video keyframe at 0.5 s: the file starts with the sound and the
    picture joins at 0.5 s."""
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "late.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    await feed(video_source, audio_source, clock, vp8_frames(45, first_tick=15), opus_frames(100), 2.0)
    await recorder.stop()
    with av.open(str(path)) as container:
        firsts = {}
        for packet in container.demux():
            if packet.pts is not None:
                firsts.setdefault(packet.stream.type, float(packet.pts * packet.time_base))
    assert firsts["audio"] == pytest.approx(0.0, abs=0.001)
    assert firsts["video"] == pytest.approx(0.5, abs=0.001)


async def test_the_file_starts_when_the_recording_starts(tmp_path):
    """A composing unit started for the recording delivers its first keyframe 0.4 s later: the picture and
    the sound begin 0.4 s into the file, whose duration is the whole time recorded."""
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "lead.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    clock.now += 0.4
    await feed(video_source, audio_source, clock, vp8_frames(30), opus_frames(50), 1.0)
    assert await recorder.stop() == pytest.approx(1.4, abs=0.05)
    with av.open(str(path)) as container:
        first = next(p for p in container.demux() if p.pts is not None)
        assert float(first.pts * first.time_base) == pytest.approx(0.4, abs=0.002)


async def test_a_file_cut_off_mid_recording_plays_and_is_repaired(tmp_path):
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "cut.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    await feed(video_source, audio_source, clock, vp8_frames(120), opus_frames(200), 4.0)
    cut = tmp_path / "copy.webm"
    for _ in range(200):  # the writer thread catches up: what a crash would leave now
        await asyncio.sleep(0.02)
        shutil.copy(path, cut)
        if file_duration(cut) > 3.0:
            break
    await recorder.stop()
    # as a crash leaves it: no duration in the header, yet it decodes
    with av.open(str(cut)) as container:
        assert not container.duration
    pictures, sound = decoded(cut)
    assert len(pictures) > 60 and len(sound) > 48000
    reached = repair(cut)
    assert reached > 3.0
    with av.open(str(cut)) as container:
        assert container.duration / 1e6 == pytest.approx(reached, abs=0.05)
        assert [s.type for s in container.streams] == ["video", "audio"]
    assert len(decoded(cut)[0]) == len(pictures)


async def test_the_end_of_the_sources_ends_the_recording(tmp_path):
    video_source, audio_source = sources()
    clock = FakeClock()
    ended = asyncio.Event()
    recorder = Recorder(tmp_path / "end.webm", video_source, audio_source, WIDTH, HEIGHT, clock=clock,
                        on_end=lambda r: ended.set())
    recorder.start()
    await feed(video_source, audio_source, clock, vp8_frames(30), opus_frames(50), 1.0)
    video_source.stop()
    audio_source.stop()
    await asyncio.wait_for(ended.wait(), 5)
    assert await recorder.stop() == pytest.approx(1.0, abs=0.1)
    assert len(decoded(tmp_path / "end.webm")[0]) == 30


def test_the_time_line_follows_the_wall_clock_only_when_a_stream_really_falls_behind():
    steady = StreamClock()
    wall = 0.0
    for i in range(200):  # 4 s of 20 ms frames, one loop stall of 0.4 s at 2 s
        media = i * 0.02
        wall = media + 0.005 + (0.4 if 100 <= i < 105 else 0.0)
        assert steady.place(media, wall) == media
    behind = StreamClock()
    placed = []
    for i in range(300):  # the source skips 0.3 s of ticks at 2 s: its media time falls behind for good
        media = i * 0.02
        wall = media + 0.005 + (0.3 if i >= 100 else 0.0)
        placed.append(behind.place(media, wall))
    assert placed[99] == pytest.approx(99 * 0.02)
    assert placed[-1] == pytest.approx(299 * 0.02 + 0.3, abs=0.01)  # back on the wall clock
    assert all(b > a for a, b in zip(placed, placed[1:]))


async def test_a_recording_stopped_before_any_packet_is_an_empty_webm_file(tmp_path):
    video_source, audio_source = sources()
    recorder = Recorder(tmp_path / "empty.webm", video_source, audio_source, WIDTH, HEIGHT)
    recorder.start()
    assert await recorder.stop() == 0.0
    assert (tmp_path / "empty.webm").read_bytes()[:4] == bytes.fromhex("1a45dfa3")  # the EBML header, no cluster


async def test_sound_without_any_picture_is_kept_at_the_stop(tmp_path):
    video_source, audio_source = sources()
    clock = FakeClock()
    recorder = Recorder(tmp_path / "sound.webm", video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    await feed(video_source, audio_source, clock, [], opus_frames(25), 0.5)
    assert await recorder.stop() == pytest.approx(0.5, abs=0.05)
    assert len(decoded(tmp_path / "sound.webm")[1]) / 48000 == pytest.approx(0.5, abs=0.05)
