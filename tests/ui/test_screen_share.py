"""Screen sharing: the synthetic shared screen, the picker with its thumbnails, a share that replaces the camera
on the same sender (its clock: tests/media/test_local_tracks.py), and a host who presents it: the composed picture of the meeting, as
a guest receives it and as the host's window shows it, has the shared screen in the presentation layout's big
slot; stopping brings the camera back."""
from __future__ import annotations

import numpy as np
import pytest
from aiortc.mediastreams import MediaStreamError

from meetdesk.client import devices
from meetdesk.media.screen import (SYNTHETIC_SCREEN_COLOR, SYNTHETIC_SCREEN_ID, ShareUnavailable,
                                   SyntheticScreenTrack, open_share, picture_to_frame)
from meetdesk.media.synthetic import read_stamp
from meetdesk.ui.views.share_picker import SharePicker

from test_meeting_resilience_and_access import _unnamed_controls
from ui_headless import HeadlessParticipant, running_desk


def _blue_fraction(rgb: np.ndarray) -> float:
    """Share of pixels of the synthetic screen's blue (not the test card's blue bar, not the background)."""
    distance = np.abs(rgb.astype(int) - np.array(SYNTHETIC_SCREEN_COLOR)).max(axis=-1)
    return float(np.mean(distance < 30)) if distance.size else 0.0


async def test_the_synthetic_screen_is_a_stamped_blue_slide():
    track = SyntheticScreenTrack("Ada's screen")
    first = await track.recv()
    second = await track.recv()
    track.stop()
    assert (first.width, first.height) == (1280, 720)
    assert read_stamp(second)[0] == 1   # the frame counter, readable as from the camera's test card
    assert second.pts > first.pts
    assert _blue_fraction(first.to_ndarray(format="rgb24")) > 0.4
    with pytest.raises(MediaStreamError):
        await track.recv()


def test_sources_and_hostile_ids():
    sources = devices.list_share_sources()
    assert sources[-1].id == SYNTHETIC_SCREEN_ID and sources[-1].kind == "synthetic"
    for bad in ("", "screen:", "screen:-1", "screen:99999", "window:x", "camera:0", "screen:0\x00", "\ud800",
                "screen:" + "9" * 400):
        with pytest.raises(ShareUnavailable):
            open_share(bad)
    # a packed picture of odd size becomes an even yuv420p frame, scaled down to the share width
    pixels = np.zeros((1001, 2561, 4), np.uint8)
    pixels[..., 2] = 255   # bgra: red
    frame = picture_to_frame(pixels, "bgra")
    assert (frame.width, frame.height) == (1280, 500) and frame.format.name == "yuv420p"
    assert frame.to_ndarray(format="rgb24")[250, 640, 0] > 200


def test_picker_lists_sources_with_thumbnails(qtbot):
    picker = SharePicker()
    qtbot.addWidget(picker)
    sources = devices.list_share_sources()
    picker.set_sources([(s.id, s.name, s.kind, devices.share_thumbnail(s)) for s in sources])
    assert picker.source_ids == [s.id for s in sources]
    item = picker.list.item(picker.source_ids.index(SYNTHETIC_SCREEN_ID))
    thumb = item.icon().pixmap(picker.list.iconSize()).toImage()
    colour = thumb.pixelColor(thumb.width() // 20, thumb.height() // 2)
    assert colour.blue() > colour.red() + 60   # the thumbnail is the synthetic screen's picture
    requests = []
    picker.share_requested.connect(lambda sid, present: requests.append((sid, present)))
    assert picker.choose(SYNTHETIC_SCREEN_ID)
    picker.present_box.setChecked(False)
    picker.share_button.click()
    assert requests == [(SYNTHETIC_SCREEN_ID, False)]
    picker.show()
    assert _unnamed_controls(picker, at_least=4) == []
    picker.set_sources([])
    assert not picker.share_button.isEnabled()


def _presenter_slot(sources: dict) -> tuple[dict, list[dict]]:
    """(rectangle of the presenter's tile, the other tiles' rectangles) from a source_update."""
    psrc, vsrc, dims = sources.get("psrc"), sources.get("vsrc") or [], sources.get("dims") or []
    mine = [rect for index, rect in zip(vsrc, dims) if index == psrc]
    others = [rect for index, rect in zip(vsrc, dims) if index != psrc and index >= 0]
    return (mine[0] if mine else None), others


def _crop(rgb: np.ndarray, rect: dict, canvas: tuple[int, int]) -> np.ndarray:
    """The part of a picture (of any size) showing a slot given in canvas coordinates."""
    sy, sx = rgb.shape[0] / canvas[1], rgb.shape[1] / canvas[0]
    return rgb[int(rect["y"] * sy):int((rect["y"] + rect["h"]) * sy), int(rect["x"] * sx):int((rect["x"] + rect["w"]) * sx)]


def _qimage_rgb(image) -> np.ndarray:
    from PySide6.QtGui import QImage
    image = image.convertToFormat(QImage.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * image.height())
    return rows.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 3].reshape(
        image.height(), image.width(), 3).copy()


async def test_host_presents_the_synthetic_screen(tmp_path, wait, qtbot):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        window, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")
        try:
            await wait(lambda: len(window.people_panel.rows()) == 2, message="guest listed")

            # the picker: thumbnails of what can be shared, the synthetic screen among them
            window.share_button.click()
            picker = window.share_picker
            assert picker is not None and picker.isVisible()
            assert SYNTHETIC_SCREEN_ID in picker.source_ids
            assert picker.choose(SYNTHETIC_SCREEN_ID) and picker.present_box.isChecked()
            picker.share_button.click()
            await wait(lambda: controller.local_media.sharing is not None and controller.share.presenting,
                       message="sharing and presenting")
            assert window.share_button.isChecked() and window.share_button.toolTip() == "Stop sharing"

            # the composed picture (MCU: a presenter): the shared screen is the presenter's tile, the big one
            def guest_sees_the_screen_large() -> bool:
                sources = guest.call.sources or {}
                rect, others = _presenter_slot(sources)
                if rect is None or not others or not guest.video_frames:
                    return False
                frame = guest.video_frames[-1]
                if frame.width < 1000:
                    return False
                rgb = frame.to_ndarray(format="rgb24")
                canvas = (frame.width, frame.height)
                return (all(rect["w"] * rect["h"] > 2 * o["w"] * o["h"] for o in others)
                        and _blue_fraction(_crop(rgb, rect, canvas)) > 0.3
                        and all(_blue_fraction(_crop(rgb, o, canvas)) < 0.05 for o in others))
            await wait(guest_sees_the_screen_large, timeout=40, message="the guest sees the screen in the big slot")

            def host_window_shows_it() -> bool:
                sources = controller.call.sources or {}
                rect, _ = _presenter_slot(sources)
                image = window.video.current_image()
                if rect is None or image is None or window.video.source_size().width() < 1000:
                    return False
                size = window.video.source_size()
                return _blue_fraction(_crop(_qimage_rgb(image), rect, (size.width(), size.height()))) > 0.3
            await wait(host_window_shows_it, timeout=30, message="the host's window shows the screen large")
            own = window.people_panel.rows()[0]
            await wait(lambda: own.camera_icon == "screen" and "presenting" in own.tag.text(),
                       message="the host's row: presenting, sharing a screen")

            # stop: the camera comes back, nobody presents, the screen leaves the picture
            window.share_button.click()
            await wait(lambda: controller.local_media.sharing is None and not controller.share.presenting,
                       message="sharing stopped")
            await wait(lambda: guest.video_frames and _blue_fraction(
                guest.video_frames[-1].to_ndarray(format="rgb24")) < 0.02, timeout=40,
                message="the screen is gone from the guest's picture")
            assert not window.share_button.isChecked()
            assert "You stopped sharing" in window.notices.history
        finally:
            await guest.close()


async def test_the_test_screen_is_offered_only_where_nothing_else_can_be_shared(tmp_path, wait, monkeypatch):
    from meetdesk.media.screen import ShareSource

    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        window, media = desk.meeting_window, desk.meeting.local_media
        screen = ShareSource("screen:0", "Built-in display", "screen", 1920, 1080)
        synthetic = ShareSource(SYNTHETIC_SCREEN_ID, "MeetDesk screen", "synthetic")
        monkeypatch.setattr(devices, "share_thumbnail", lambda source: None)
        monkeypatch.setattr(media, "share_sources", lambda: [screen, synthetic])
        picker = window.open_share_picker()
        assert picker.source_ids == ["screen:0"]   # a machine with a screen: no test screen
        picker.reject()
        monkeypatch.setattr(media, "share_sources", lambda: [synthetic])
        picker = window.open_share_picker()
        assert picker.source_ids == [SYNTHETIC_SCREEN_ID]   # nothing else: the test screen (headless machines)
        picker.reject()


def test_the_test_screen_is_offered_only_where_nothing_real_can_be_shared(qapp, monkeypatch):
    """A machine with a screen to share is not offered the synthetic test screen (it only confused users);
    without one (no display, these tests) it is there, and MEETDESK_SYNTHETIC_SOURCES=1 always adds it."""
    from meetdesk.media import screen

    monkeypatch.setattr(screen, "_qt_can_capture", lambda: False)
    assert [s.kind for s in screen.list_share_sources()] == ["synthetic"]
    monkeypatch.setattr(screen, "_qt_can_capture", lambda: True)
    kinds = [s.kind for s in screen.list_share_sources(windows=False)]
    assert kinds and "synthetic" not in kinds and set(kinds) == {"screen"}
    monkeypatch.setenv("MEETDESK_SYNTHETIC_SOURCES", "1")
    assert [s.kind for s in screen.list_share_sources(windows=False)][-1] == "synthetic"
