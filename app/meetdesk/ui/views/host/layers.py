"""The host console's Layers page (the controller: ui/controllers/host/layers.py): an image file (uploaded) or
an image URL as the background or the overlay of the composed picture, removing them, and a text insert; the
preview beside them is the composed picture itself, so what the engine draws is what the host sees."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPlainTextEdit, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.controllers.host.layers import BACKGROUND, OVERLAY, LayerInfo
from meetdesk.ui.views.host.layout_canvas import LayoutCanvas
from meetdesk.ui.views.host.page import Card, ConsolePage
from meetdesk.ui.views.host.widgets import muted, section, small_button, text_field
from meetdesk.ui.widgets import forms

THUMB_W, THUMB_H = 112, 63
CARD_MARGINS = (12, 10, 12, 10)


class LayerCard(Card):
    """One layer (background or overlay): what it shows now, a file, a URL, remove."""

    file_requested = Signal()
    url_requested = Signal(str)
    remove_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(margins=CARD_MARGINS, parent=parent)
        col = self.box
        col.addWidget(section(title))
        top = QHBoxLayout()
        self.thumb = Label()
        self.thumb.setFixedSize(THUMB_W, THUMB_H)
        self.thumb.setAlignment(Qt.AlignCenter)
        self.thumb.setStyleSheet("background: #0d0f13; border: 1px solid #313746; border-radius: 4px;")
        top.addWidget(self.thumb)
        self.label = Label()
        self.label.setWordWrap(True)
        top.addWidget(self.label, 1)
        col.addLayout(top)
        buttons = QHBoxLayout()
        self.file_button = small_button("image", self.tr("Image file…"), self.tr("Choose an image file to upload"))
        self.file_button.clicked.connect(self.file_requested)
        buttons.addWidget(self.file_button)
        self.remove_button = small_button("trash", self.tr("Remove"), self.tr("Remove this layer"))
        self.remove_button.clicked.connect(self.remove_requested)
        buttons.addWidget(self.remove_button)
        col.addLayout(buttons)
        url_row = QHBoxLayout()
        self.url_edit = text_field("https://…/image.png", self.tr("Image address"))
        self.url_edit.returnPressed.connect(self._url_entered)
        url_row.addWidget(self.url_edit, 1)
        self.url_button = small_button("link", self.tr("Use"), self.tr("Use the image at this address"))
        self.url_button.clicked.connect(self._url_entered)
        url_row.addWidget(self.url_button)
        col.addLayout(url_row)
        self.set_layer(None)

    def _url_entered(self) -> None:
        if self.url_edit.text().strip():
            self.url_requested.emit(self.url_edit.text().strip())

    def set_layer(self, info: LayerInfo | None) -> None:
        self.layer = info
        self.thumb.clear()
        if info is None:
            self.thumb.setText(self.tr("none"))
            self.label.setText(self.tr("Nothing set from here."))
        else:
            pixmap = QPixmap()
            if info.image and pixmap.loadFromData(info.image):
                self.thumb.setPixmap(pixmap.scaled(THUMB_W - 2, THUMB_H - 2, Qt.KeepAspectRatio,
                                                   Qt.SmoothTransformation))
            else:
                self.thumb.setText({"text": self.tr("text"), "url": self.tr("URL")}.get(info.kind, ""))
            kind = {"file": self.tr("Image file"), "url": self.tr("Image address"),
                    "text": self.tr("Text insert")}[info.kind]
            self.label.setText(f"{kind}: {info.label}")
        self.remove_button.setEnabled(True)   # also removes a layer another host set


class LayersPage(ConsolePage):
    file_requested = Signal(int, str)        # z-index, path
    url_requested = Signal(int, str)         # z-index, URL
    remove_requested = Signal(int)           # z-index
    text_requested = Signal(str, str)        # title, content (as the overlay)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, name="layersPage")
        self.pick_file: Callable[[], str | None] = self._file_dialog
        self.preview = LayoutCanvas()
        self.preview.editable = False
        self.preview.setAccessibleName(self.tr("Preview of the composed picture"))
        self.preview.set_hint(self.tr("The composed picture shows here once the meeting is composed: with three "
                                      "or more people in the call, or always when the room says so."))
        left, col = self.preview_columns(self.preview, 330, 10)
        left.addWidget(self.error)
        left.addWidget(self.preview, 1)
        left.addWidget(muted(self.tr("The preview is the meeting's picture: it shows the layers the service draws, "
                                     "also those another host set.")))

        self.cards = {BACKGROUND: LayerCard(self.tr("BACKGROUND")), OVERLAY: LayerCard(self.tr("OVERLAY"))}
        for z_index, card in self.cards.items():
            card.file_requested.connect(lambda z=z_index: self._choose_file(z))
            card.url_requested.connect(lambda url, z=z_index: self.request(self.url_requested, z, url))
            card.remove_requested.connect(lambda z=z_index: self.request(self.remove_requested, z))
            col.addWidget(card)
        text_card = Card(margins=CARD_MARGINS)
        tcol = text_card.box
        tcol.addWidget(section(self.tr("TEXT INSERT")))
        self.title_edit = text_field(self.tr("Title"), self.tr("Title of the text insert"), 200)
        tcol.addWidget(self.title_edit)
        self.content_edit = QPlainTextEdit()
        self.content_edit.setPlaceholderText(self.tr("Text"))
        self.content_edit.setAccessibleName(self.tr("Text of the text insert"))
        self.content_edit.setFixedHeight(80)
        tcol.addWidget(self.content_edit)
        tcol.addWidget(muted(self.tr("Shown at the top right, in the overlay's place.")))
        self.text_button = forms.button(self.tr("Show text"), role="primary", clicked=self._text_clicked)
        tcol.addWidget(self.text_button)
        col.addWidget(text_card)
        col.addStretch(1)

    def show_frames(self, frame_source: Callable[[], QImage | None] | None,
                    canvas: tuple[int, int] = (1280, 960)) -> None:
        """The preview: the meeting's composed picture (``frame_source``), of the size ``canvas``."""
        super().show_frames(frame_source)
        self.preview.set_canvas(canvas)

    # ---- setters
    def set_layer(self, z_index: int, info: LayerInfo | None) -> None:
        card = self.cards.get(z_index)
        if card is not None:
            card.set_layer(info)

    def set_busy(self, busy: bool) -> None:
        for card in self.cards.values():
            for button in (card.file_button, card.url_button, card.remove_button):
                button.setEnabled(not busy)
        self.text_button.setEnabled(not busy)

    # ---- actions
    def _file_dialog(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose an image"), "",
                                              self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
        return path or None

    def _choose_file(self, z_index: int) -> None:
        path = self.pick_file()
        if path:
            self.request(self.file_requested, z_index, path)

    def _text_clicked(self) -> None:
        self.request(self.text_requested, self.title_edit.text(), self.content_edit.toPlainText())
