"""The local tracks a participant sends (meetdesk.media.local_tracks): the camera's wrapper keeps one clock
across a source change (a shared screen replacing the camera) and sends a shared screen without the background
effect."""
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
