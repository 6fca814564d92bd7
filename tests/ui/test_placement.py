"""Windows land inside the screen's available area (ui/widgets/placement.py): the host console, 980x720 at first,
opened over a meeting window near the bottom of a small screen, ends up whole on the screen."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from meetdesk.ui.widgets.placement import fit_on_screen


def _area():
    return QGuiApplication.primaryScreen().availableGeometry()


def test_a_window_larger_than_the_screen_is_shrunk_and_moved_inside(qtbot):
    area = _area()
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(area.width() + 300, area.height() + 200)
    window.move(area.left() + 100, area.top() + area.height() // 2)   # its lower half off the screen
    window.show()
    frame = fit_on_screen(window)
    assert area.contains(frame), (area, frame)
    assert window.width() < area.width() and window.height() < area.height()


def test_a_window_that_fits_is_only_moved_and_keeps_its_size(qtbot):
    area = _area()
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(area.width() // 2, area.height() // 2)
    window.move(area.right() - 50, area.bottom() - 50)   # nearly all of it off the bottom right corner
    window.show()
    frame = fit_on_screen(window)
    assert area.contains(frame), (area, frame)
    assert (window.width(), window.height()) == (area.width() // 2, area.height() // 2)


def test_a_window_opened_beside_another_is_centred_over_it(qtbot):
    area = _area()
    main, child = QWidget(), QWidget()
    qtbot.addWidget(main)
    qtbot.addWidget(child)
    main.setGeometry(area.left() + 40, area.top() + 40, area.width() // 2, area.height() // 2)
    main.show()
    child.resize(area.width() // 4, area.height() // 4)
    child.show()
    frame = fit_on_screen(child, beside=main)
    assert area.contains(frame)
    assert abs(frame.center().x() - main.frameGeometry().center().x()) <= 1
    assert abs(frame.center().y() - main.frameGeometry().center().y()) <= 1
