"""The local tracks a participant sends (meetdesk.media.local_tracks): the camera's and the microphone's wrappers
keep one clock across a source change (a shared screen replacing the camera, another microphone), a failing source
(a device unplugged: aiortc's MediaPlayer track ends, or reads raise) is reported and replaced before the next
frame, and a shared screen is sent without the background effect."""
from __future__ import annotations

import asyncio

import numpy as np

from meetdesk.media import background as bg
from meetdesk.media.local_tracks import LocalVideo
from meetdesk.media.screen import SyntheticScreenTrack
from meetdesk.media.synthetic import TestCardTrack


async def test_local_video_keeps_its_clock_across_a_source_change():
    """The call's sender sees one track whose pts only grow, whichever source feeds it; a source stopped while
    the sender waits for its frame does not end the track."""
    camera = TestCardTrack(320, 240, 30)
    video = LocalVideo(camera)
    stamps = [(await video.recv()).pts for _ in range(3)]
    screen = SyntheticScreenTrack()
    pending = asyncio.ensure_future(video.recv())
    await asyncio.sleep(0)
    video.replace_source(screen).stop()   # the camera ends while the sender waits on it
    frame = await pending
    stamps.append(frame.pts)
    for _ in range(3):
        frame = await video.recv()
        stamps.append(frame.pts)
    assert (frame.width, frame.height) == (1280, 720)
    assert all(b > a for a, b in zip(stamps, stamps[1:])), stamps
    assert all(b - a < 9000 for a, b in zip(stamps, stamps[1:])), stamps   # no jump of 100 ms or more
    video.stop()
    assert screen.readyState == "ended"


async def test_a_shared_screen_is_sent_without_the_background_effect():
    """Blur is for the camera: a shared screen goes out as it is, and the camera is blurred again after."""
    pipeline = bg.BackgroundPipeline(segment=lambda rgb: np.zeros(rgb.shape[:2], np.float32), interval=0)
    pipeline.effect = bg.Effect("blur")   # the mask says: no person anywhere, so all of a camera frame is blurred
    video = LocalVideo(TestCardTrack(320, 240, 30), background=bg.BackgroundWorker(pipeline))

    def sharpness(frame) -> float:
        gray = frame.to_ndarray(format="gray").astype(float)
        return float(np.abs(np.diff(gray, axis=1)).max())

    sharp_card = sharpness(await TestCardTrack(320, 240, 30).recv())
    blurred = sharpness(await video.recv())
    assert blurred < sharp_card / 2, (blurred, sharp_card)
    screen = SyntheticScreenTrack()
    video.replace_source(screen, sharing=True).stop()
    shared = await video.recv()
    assert sharpness(shared) >= sharpness(await SyntheticScreenTrack().recv()) - 1   # as the screen sends it
    video.replace_source(TestCardTrack(320, 240, 30)).stop()
    assert sharpness(await video.recv()) < sharp_card / 2
    video.stop()


def _video_file(path, frames: int = 8) -> str:
    """A short real video file (VP8 in WebM), what aiortc's MediaPlayer opens as it opens a camera."""
    import av as pyav
    with pyav.open(str(path), "w") as container:
        stream = container.add_stream("libvpx", rate=30)
        stream.width, stream.height, stream.pix_fmt = 320, 240, "yuv420p"
        for i in range(frames):
            picture = np.full((240, 320, 3), (200, 40, 40), np.uint8)
            frame = pyav.VideoFrame.from_ndarray(picture, format="rgb24")
            frame.pts = i
            container.mux(stream.encode(frame))
        container.mux(stream.encode(None))
    return str(path)


async def test_a_camera_that_ends_is_replaced_before_the_next_frame(tmp_path):
    """A device unplugged ends aiortc's MediaPlayer track (its demux fails, recv raises MediaStreamError): the
    wrapper reports it, the replacement sends the next frame, and the sender sees one track, one clock."""
    from aiortc.contrib.media import MediaPlayer

    player = MediaPlayer(_video_file(tmp_path / "camera.webm"))
    failed = []

    def replace(source, error):
        failed.append((source, type(error).__name__))
        video.replace_source(TestCardTrack(320, 240, 30)).stop()

    video = LocalVideo(player.video, on_source_failed=replace)
    stamps, reds = [], 0
    for _ in range(14):
        frame = await video.recv()
        stamps.append(frame.pts)
        reds += int(frame.to_ndarray(format="rgb24")[120, 160, 0] > 150 and not failed)
    assert failed == [(player.video, "MediaStreamError")] and reds >= 5
    assert video.readyState == "live" and isinstance(video.source, TestCardTrack)
    assert all(b > a for a, b in zip(stamps, stamps[1:])), stamps
    video.stop()


async def test_a_source_whose_reads_raise_is_reported_and_unreplaced_goes_on_to_the_call():
    """A read error (ENODEV, what a v4l2 read says once the camera is gone) is a failure too; when nobody
    replaces the source the wrapper raises as before, so the call's GuardedTrack deals with it."""
    import errno

    camera = TestCardTrack(320, 240, 30)
    failed = []
    video = LocalVideo(camera, on_source_failed=lambda source, error: failed.append(error))
    await video.recv()

    async def gone():
        raise OSError(errno.ENODEV, "No such device")
    camera.recv = gone
    try:
        await video.recv()
    except OSError as exc:
        assert exc.errno == errno.ENODEV
    else:
        raise AssertionError("the failure was swallowed")
    assert len(failed) == 1 and failed[0].errno == errno.ENODEV
    video.stop()


async def test_local_audio_keeps_its_clock_across_a_change_of_microphone():
    """Another microphone (its own clock from 0) continues where the last frame ended: no step back, no gap."""
    from meetdesk.media.local_tracks import LocalAudio
    from meetdesk.media.synthetic import ToneTrack

    audio = LocalAudio(ToneTrack(440))
    frames = [await audio.recv() for _ in range(3)]
    audio.replace_source(ToneTrack(880)).stop()
    frames += [await audio.recv() for _ in range(3)]
    ends = [f.pts + f.samples for f in frames]
    assert [f.pts for f in frames[1:]] == ends[:-1], [f.pts for f in frames]
    samples = frames[-1].to_ndarray().reshape(-1).astype(float)
    crossings = np.count_nonzero(np.diff(np.sign(samples)) != 0)
    assert crossings > 20   # 880 Hz: ~35 crossings in 20 ms (440 Hz: ~17)
    audio.stop()
