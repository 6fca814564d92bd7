"""Your own camera on the stage (ui/views/self_view.py): in a corner clear of the participants' tiles, dragged
to another corner (remembered), hidden and shown again."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QWidget

from meetdesk.ui.settings import Settings
from meetdesk.ui.views.self_view import SelfView

from ui_headless import running_desk


def _stage(qtbot) -> tuple[QWidget, SelfView]:
    stage = QWidget()
    qtbot.addWidget(stage)
    stage.resize(960, 640)
    stage.show()
    box = SelfView(stage)
    box.place(stage.rect(), [])
    return stage, box


def test_it_takes_a_free_corner_and_shrinks_rather_than_cover_a_tile(qtbot):
    stage, box = _stage(qtbot)
    assert box.video.isVisible() and box.video.geometry().bottomRight().x() > 900   # bottom right
    tile = QRectF(480, 320, 480, 320)                                                  # someone there
    box.place(stage.rect(), [tile])
    assert not tile.intersects(QRectF(box.video.geometry())) and box.video.width() == 224
    # a picture of four filling the stage but for narrow bands: the view shrinks into a free band
    tiles = [QRectF(100, 110, 380, 210), QRectF(480, 110, 380, 210), QRectF(100, 320, 380, 210),
             QRectF(480, 320, 380, 210)]
    box.place(stage.rect(), tiles)
    mine = QRectF(box.video.geometry())
    assert not any(t.intersects(mine) for t in tiles), mine
    assert box.video.width() < 224


def test_dragged_to_another_corner_it_stays_there(qtbot):
    stage, box = _stage(qtbot)
    moved = []
    box.corner_changed.connect(moved.append)
    start = box.video.rect().center()
    qtbot.mousePress(box.video, Qt.LeftButton, pos=start)
    qtbot.mouseMove(box.video, start - QPoint(700, 400))
    qtbot.mouseRelease(box.video, Qt.LeftButton, pos=start - QPoint(700, 400))
    assert moved == ["top-left"] and box.corner == "top-left"
    assert box.video.geometry().topLeft() == QPoint(16, 16)
    box.place(stage.rect(), [])   # placed again (a resize): still there
    assert box.video.geometry().topLeft() == QPoint(16, 16)


def test_hidden_it_leaves_a_button_that_brings_it_back(qtbot):
    stage, box = _stage(qtbot)
    box.hide_button.click()
    assert not box.video.isVisible() and box.show_button.isVisible()
    assert QRect(QPoint(0, 0), stage.size()).contains(box.show_button.geometry())
    box.set_composed(False)   # a change of mode keeps what the user chose
    assert not box.video.isVisible()
    box.show_button.click()
    assert box.video.isVisible() and not box.show_button.isVisible()


async def test_the_corner_is_remembered_for_the_next_meeting(tmp_path, wait):
    async with running_desk(tmp_path / "data", self_view_corner="top-left") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="hosting")
        box = desk.meeting_window.self_box
        assert box.corner == "top-left"
        box.drop_at(QPoint(box.area.right() - 10, box.area.bottom() - 10))
        assert box.corner == "bottom-right" and Settings.load().self_view_corner == "bottom-right"
