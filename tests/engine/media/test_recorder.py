"""The recorder (engine/media/recorder.py): real VP8 and Opus packets through FrameSources into a WebM file,
decoded back with PyAV; a file cut off mid-recording plays and is repaired; every frame is placed by its
media time on the sources' one clock (their epoch), whenever it arrives."""
from __future__ import annotations

import asyncio
import shutil

import av
import numpy as np
import pytest

from meetdesk.engine.media.forwarding import EncodedFrame, FrameSource
from meetdesk.engine.media.recorder import Recorder, file_duration, repair

import encoded_media
from encoded_media import opus_frames

WIDTH, HEIGHT = 320, 240
RED = (220, 40, 40)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def vp8_frames(count: int, first_tick: int = 0) -> list[EncodedFrame]:
    """``count`` VP8 frames of a red card at 30 fps (90 kHz timestamps), the first a keyframe."""
    return encoded_media.vp8_frames(count, WIDTH, HEIGHT, RED, first_tick)


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


def sources(epoch: float = 1000.0) -> tuple[FrameSource, FrameSource]:
    """Sources stamped on one clock as the MCU's are: media time 0 is ``epoch`` (FakeClock's start)."""
    video, audio = FrameSource("video", "mcu"), FrameSource("audio", "mix")
    video.epoch = audio.epoch = epoch
    return video, audio


def first_packets(path) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"video": [], "audio": []}
    with av.open(str(path)) as container:
        for packet in container.demux():
            if packet.pts is not None:
                times[packet.stream.type].append(float(packet.pts * packet.time_base))
    return times


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


async def test_the_first_picture_is_shown_from_the_start(tmp_path):
    """Sound from media time 0.0, the first video keyframe at 0.5 s (a composing unit that took a moment):
    both streams start at 0, the first picture shown until the next, which keeps its place."""
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "late.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    await feed(video_source, audio_source, clock, vp8_frames(45, first_tick=15), opus_frames(100), 2.0)
    await recorder.stop()
    times = first_packets(path)
    assert times["audio"][0] == pytest.approx(0.0, abs=0.001)
    assert times["video"][:2] == pytest.approx([0.0, 16 / 30], abs=0.001)


async def test_frames_keep_their_media_time_however_late_they_arrive(tmp_path):
    """The recording starts 1 s after the sources' epoch: sound from before is left out, the picture from
    before (the keyframe and the frames after it) is shown from 0; then the loop is blocked for 1.5 s and
    delivers what came meanwhile in one go, and the picture skips ticks (a loaded composer): every frame is at
    its media time, and the duration is the time recorded."""
    video_source, audio_source = sources(epoch=999.0)
    clock = FakeClock()
    path = tmp_path / "stall.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    video = [f for i, f in enumerate(vp8_frames(120, first_tick=27)) if not 60 <= i < 66 or i % 2]
    audio = opus_frames(200, first_tick=40)
    items = sorted([(f.timestamp / 90000, 0, f) for f in video] + [(f.timestamp / 48000, 1, f) for f in audio],
                   key=lambda item: (item[0], item[1]))
    for at, kind, frame in items:
        clock.now = 999.0 + (at if not 2.0 <= at < 3.5 else 3.5)  # blocked from 2.0 to 3.5 s
        (video_source if kind == 0 else audio_source).deliver(frame)
        await asyncio.sleep(0)
    clock.now = 1003.9
    recorder.halt()
    assert recorder.duration == pytest.approx(3.9)
    await recorder.stop()
    times = first_packets(path)
    assert times["audio"] == pytest.approx([i * 0.02 for i in range(190)], abs=0.001)  # media 1.0-4.78 s
    kept = [round(f.timestamp / 3000) for f in video]
    assert times["video"][:4] == pytest.approx([0.0, 0.001, 0.002, 0.003])  # ticks 27-30: up to the start
    assert times["video"][4:] == pytest.approx([tick / 30 - 1.0 for tick in kept[4:]], abs=0.001)
    assert file_duration(path) == pytest.approx(3.9, abs=0.05)


async def test_frames_from_before_the_stop_that_arrive_late_are_kept(tmp_path):
    """The stop fixes the duration at the time recorded; frames from before it still on their way (a loaded
    loop) go into the file, later ones not."""
    video_source, audio_source = sources()
    clock = FakeClock()
    path = tmp_path / "drain.webm"
    recorder = Recorder(path, video_source, audio_source, WIDTH, HEIGHT, clock=clock)
    recorder.start()
    video, audio = vp8_frames(60), opus_frames(100)
    await feed(video_source, audio_source, clock, video[:30], audio[:50], 1.0)
    clock.now = 1002.0
    recorder.halt()  # 2.0 s recorded; the second second's frames arrive now, and more after them
    stopped = asyncio.ensure_future(recorder.stop())
    for frame in video[30:]:
        video_source.deliver(frame)
    for frame in audio[50:]:
        audio_source.deliver(frame)
    assert await stopped == pytest.approx(2.0, abs=0.04)
    times = first_packets(path)
    assert len(times["video"]) == 60 and len(times["audio"]) == 100
    assert file_duration(path) == pytest.approx(2.0, abs=0.04)


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
