"""The host console's page type (ui/views/host/page.py), which every console page is: its error line cleared by
the next request, its item list and empty line, its confirmation, and the preview's pictures looked at only
while the page is shown."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from meetdesk.ui.views.host.layers import LayersPage
from meetdesk.ui.views.host.page import ConsolePage, ItemCard, ItemList
from meetdesk.ui.views.host.playbacks import PlaybacksView
from meetdesk.ui.views.host.recordings import RecordingsView


class _Page(ConsolePage):
    go_requested = Signal(str)


def test_a_request_clears_the_last_refusal_and_a_list_says_when_it_is_empty(qtbot):
    page = _Page(confirm=False)
    qtbot.addWidget(page)
    col = page.page_column()
    col.addWidget(page.error)
    items = ItemList(col, "Nothing yet.")
    page.show()
    asked = []
    page.go_requested.connect(asked.append)
    page.show_error("Could not go: no.")
    assert page.error.isVisible() and page.error.text() == "Could not go: no."
    page.request(page.go_requested, "there")
    assert asked == ["there"] and not page.error.isVisible()
    cards = items.fill(["a", "b"], lambda name: ItemCard(f"item-{name}", name.upper()))
    assert [c.objectName() for c in cards] == ["item-a", "item-b"] and items.count() == 2
    assert all(c.isVisibleTo(page) for c in cards) and not items.empty.isVisibleTo(page)
    assert [label.text() for label in cards[0].findChildren(QLabel)] == ["A"]
    items.fill([], lambda name: ItemCard(name, name))
    assert items.count() == 0 and items.empty.isVisibleTo(page)
    assert page.agreed("Delete?", "It goes.", "Delete")   # confirm off: no question


def test_the_preview_looks_at_the_meeting_only_while_the_page_is_shown(qtbot):
    page = LayersPage()
    qtbot.addWidget(page)
    picture = QImage(64, 48, QImage.Format_RGB32)
    picture.fill(QColor("red"))
    looks = []
    page.show_frames(lambda: looks.append(1) or picture, (64, 48))
    assert not looks and not page._frames.isActive()
    page.show()
    assert looks and page._frames.isActive() and page.preview.frame is not None
    page.hide()
    assert not page._frames.isActive()
    assert not RecordingsView()._frames.isActive()   # a page without a preview has nothing to look at


def test_every_console_page_is_one(qtbot):
    from meetdesk.ui.views.host.layout import LayoutPage
    from meetdesk.ui.views.host.snapshots import SnapshotsView
    from meetdesk.ui.views.host.streams import StreamsView
    for page_type in (LayoutPage, LayersPage, RecordingsView, SnapshotsView, PlaybacksView, StreamsView):
        page = page_type()
        qtbot.addWidget(page)
        assert isinstance(page, ConsolePage) and page.error.property("role") == "error"
