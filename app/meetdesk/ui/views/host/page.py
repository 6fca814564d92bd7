"""The host console's page type, which every console page (layout, layers, recordings, snapshots, playbacks,
streams) is: the page as one scrolling column, or as a preview of the composed picture with a column of controls
beside it; its primary action row, its list of items (cards) with the line shown while it is empty, its notes
and the error line a refusal shows in (cleared by the next request), a confirmation before what cannot be
undone, and the preview's pictures, looked at only while the page is shown. Each page's controller
(ui/controllers/host/<page>.py) wires it (``attach``)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from PySide6.QtCore import Qt, QTimer, SignalInstance
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.views.host.layout_canvas import LayoutCanvas
from meetdesk.ui.widgets.labels import Note
from meetdesk.ui.views.host.widgets import clear_layout, muted, scroll_column, small_button
from meetdesk.ui.widgets.confirm import confirmed
from meetdesk.ui.widgets import forms
from meetdesk.ui.widgets.text import Label

FRAME_INTERVAL = 250   # ms between looks at the meeting video's latest picture
T = TypeVar("T")


class Card(QFrame):
    """A card of a page (a recording, a snapshot, a layer, a playback...): its items in ``box``, a column, or a
    row when ``row``."""

    def __init__(self, name: str = "", margins: tuple[int, int, int, int] = (14, 10, 14, 10),
                 spacing: int | None = 6, row: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "card")
        if name:
            self.setObjectName(name)
        self.box = QHBoxLayout(self) if row else QVBoxLayout(self)
        self.box.setContentsMargins(*margins)
        if spacing is not None:
            self.box.setSpacing(spacing)


def title_label(text: str) -> Label:
    label = Label(text)
    label.setStyleSheet("font-weight: 600;")
    return label


class ItemCard(Card):
    """One line of a list (a playback, a live stream, a forward): a ``badge`` first, the ``title`` in bold
    over its ``details``, and a button that stops it at the end."""

    def __init__(self, name: str, title: str, details: Iterable[QWidget] = (), badge: QWidget | None = None,
                 stop: QPushButton | None = None):
        super().__init__(name, (14, 8, 10, 8), None, row=True)
        if badge is not None:
            self.box.addWidget(badge)
        text = QVBoxLayout()
        text.addWidget(title_label(title))
        for widget in details:
            text.addWidget(widget)
        self.box.addLayout(text, 1)
        if stop is not None:
            self.box.addWidget(stop)


def relay(item_id: str, *clicks: tuple[QAbstractButton, SignalInstance]) -> None:
    """The buttons of a list's item: a click on each asks its signal for the item (``item_id``)."""
    for button, signal in clicks:
        button.clicked.connect(lambda _=False, asked=signal: asked.emit(item_id))


def stop_button(text: str, tip: str, stop: SignalInstance, item_id: str) -> QPushButton:
    """The button that stops a list's item: ``stop`` asked with ``item_id``."""
    button = small_button("stop", text, tip)
    relay(item_id, (button, stop))
    return button


class ItemList:
    """A page's list of cards, placed in ``column``: one below the other, or a grid of ``columns``; the
    ``empty`` line shows while it holds none."""

    def __init__(self, column: QVBoxLayout, empty: str | None = None, columns: int = 0):
        self.columns = columns
        self.layout = QGridLayout() if columns else QVBoxLayout()
        self.layout.setSpacing(12 if columns else 8)
        column.addLayout(self.layout)
        self.empty = muted(empty) if empty is not None else None
        if self.empty is not None:
            column.addWidget(self.empty)

    def fill(self, items: list[T], card: Callable[[T], QWidget]) -> list[QWidget]:
        """The list built again: a card of each item (``card`` makes and wires it), in the order given."""
        clear_layout(self.layout)
        cards = []
        for i, item in enumerate(items):
            widget = card(item)
            if self.columns:
                self.layout.addWidget(widget, i // self.columns, i % self.columns, Qt.AlignTop | Qt.AlignLeft)
            else:
                self.layout.addWidget(widget)
            widget.show()   # now, not at the next turn of the event loop (one turn without the list: a flicker)
            cards.append(widget)
        if self.empty is not None:
            self.empty.setVisible(not items)
        return cards

    def count(self) -> int:
        return self.layout.count()


class ConsolePage(QWidget):
    """A host console page. Build it with ``page_column`` or ``preview_columns``; ``error`` is the line a
    refusal shows in (``show_error``), cleared by the next ``request``."""

    def __init__(self, parent: QWidget | None = None, confirm: bool = True, name: str = ""):
        super().__init__(parent)
        self.confirm = confirm
        if name:
            self.setObjectName(name)
        self.error = Note("error")
        self.frame_source: Callable[[], QImage | None] | None = None
        self._preview: LayoutCanvas | None = None
        self._frames = QTimer(self, interval=FRAME_INTERVAL, timeout=self._look_at_video)

    # ---- the page's shape
    def page_column(self) -> QVBoxLayout:
        """The page as one scrolling column; returns the column to fill."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll, col = scroll_column((18, 16, 18, 16), 10)
        outer.addWidget(scroll)
        return col

    def preview_columns(self, preview: LayoutCanvas, width: int, spacing: int) -> tuple[QVBoxLayout, QVBoxLayout]:
        """The page as the ``preview`` (in the left column, which the caller fills and which takes the room
        left) and a scrolling column of controls ``width`` wide beside it; returns both columns."""
        self._preview = preview
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(14)
        left = QVBoxLayout()
        left.setSpacing(8)
        row.addLayout(left, 1)
        scroll, col = scroll_column((0, 0, 6, 0), spacing, width=width)
        row.addWidget(scroll)
        return left, col

    def primary_row(self, column: QVBoxLayout, icon_name: str, text: str, name: str, clicked: Callable[[], None],
                    *more: QWidget | None) -> QPushButton:
        """The page's main action (a section's): its button at the start of a row in ``column``, ``more`` after
        it (``None``: a stretch, as button_row; the row ends in one unless ``more`` places one); returns the
        button."""
        primary = forms.button(text, icon_name, role="primary", name=name, clicked=clicked)
        column.addLayout(forms.button_row(primary, *more) if None in more else forms.button_row(primary, *more, None))
        return primary

    # ---- refusals and requests
    def show_error(self, text: str) -> None:
        self.error.say(text)

    def request(self, signal: SignalInstance, *args) -> None:
        """Ask the controller (``signal`` with ``args``); the last refusal goes."""
        self.error.hide()
        signal.emit(*args)

    def agreed(self, title: str, text: str, button: str) -> bool:
        """Whether to do what cannot be undone: asked first when ``confirm`` is on."""
        return not self.confirm or confirmed(self, title, text, button)

    # ---- the preview: the latest composed picture, looked at while the page is shown
    def show_frames(self, frame_source: Callable[[], QImage | None] | None) -> None:
        """Where the preview takes its pictures from (the meeting window's video)."""
        self.frame_source = frame_source

    def preview_frame(self) -> QImage | None:
        return self.frame_source() if self.frame_source is not None else None

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._preview is not None:
            self._frames.start()
            self._look_at_video()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self._frames.stop()

    def _look_at_video(self) -> None:
        if self._preview is not None:
            self._preview.set_frame(self.preview_frame())
