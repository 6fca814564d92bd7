"""Choosing what to share: the screens and windows of this computer (and the synthetic test screen) as thumbnails,
and whether to present (everyone sees it large) or only send it instead of the camera."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QDialog, QListWidget, QListWidgetItem, QWidget

from meetdesk.ui.theme import icon
from meetdesk.ui.widgets.forms import button, button_row, vbox
from meetdesk.ui.widgets.labels import role_label

THUMB = QSize(256, 144)


def _framed(image: QImage | None, kind: str) -> QIcon:
    """The thumbnail centred on a dark 16:9 card (a window without a picture gets a drawn window)."""
    pixmap = QPixmap(THUMB)
    pixmap.fill(QColor("#1b1f27"))
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    if image is not None and not image.isNull():
        scaled = image.scaled(THUMB, Qt.KeepAspectRatio, Qt.SmoothTransformation)
        p.drawImage((THUMB.width() - scaled.width()) // 2, (THUMB.height() - scaled.height()) // 2, scaled)
    else:   # a window outline with a title bar
        p.setPen(QColor("#7d8799"))
        p.setBrush(QColor("#262b35"))
        p.drawRoundedRect(48, 24, THUMB.width() - 96, THUMB.height() - 48, 6, 6)
        p.fillRect(49, 25, THUMB.width() - 97, 14, QColor("#3a4150"))
        icon("window" if kind == "window" else "screen").paint(p, THUMB.width() // 2 - 16, THUMB.height() // 2 - 10,
                                                            32, 32)
    p.end()
    return QIcon(pixmap)


class SharePicker(QDialog):
    """Emits share_requested(source id, present) when Share is clicked; the sources come from set_sources."""

    share_requested = Signal(str, bool)
    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Share your screen"))
        self.setAccessibleName(self.tr("Share your screen"))
        self.setMinimumSize(720, 520)
        col = vbox(self, (24, 22, 24, 20), 12)
        title = role_label(self.tr("Share your screen"), "title")
        title.setStyleSheet("font-size: 15pt;")
        col.addWidget(title)
        col.addWidget(role_label(self.tr("Choose a screen or a window. The others see it instead of your camera "
                                         "until you stop sharing."), "subtitle", True))
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.IconMode)
        self.list.setIconSize(THUMB)
        self.list.setGridSize(QSize(THUMB.width() + 24, THUMB.height() + 48))
        self.list.setResizeMode(QListWidget.Adjust)
        self.list.setMovement(QListWidget.Static)
        self.list.setWordWrap(True)
        self.list.setSpacing(6)
        self.list.setAccessibleName(self.tr("Screens and windows"))
        self.list.currentItemChanged.connect(lambda *_: self._update_enabled())
        self.list.itemDoubleClicked.connect(lambda _item: self._share())
        col.addWidget(self.list, 1)
        self.present_box = QCheckBox(self.tr("Present: show it large to everyone"))
        self.present_box.setToolTip(self.tr("The meeting's picture shows your screen in the big place while you "
                                            "share"))
        self.present_box.setAccessibleName(self.tr("Present: show it large to everyone"))
        self.present_box.setChecked(True)
        col.addWidget(self.present_box)
        refresh = button(self.tr("Refresh"), role="ghost", name=self.tr("Refresh the list"),
                         clicked=self.refresh_requested)
        self.share_button = button(self.tr("Share"), "screen", role="primary", name=self.tr("Share the chosen screen"),
                                   clicked=self._share, default=True)
        col.addLayout(button_row(refresh, None, button(self.tr("Cancel"), clicked=self.reject), self.share_button))
        self._update_enabled()

    def set_sources(self, sources: list[tuple[str, str, str, QImage | None]]) -> None:
        """(id, name, kind, thumbnail) per source; kind is screen, window or synthetic. The first is chosen."""
        kinds = {"screen": self.tr("Screen"), "window": self.tr("Window"), "synthetic": self.tr("Test screen")}
        self.list.clear()
        for source_id, name, kind, image in sources:
            label = name if kind != "synthetic" else self.tr("Test screen (no display needed)")
            item = QListWidgetItem(_framed(image, kind), label)
            item.setData(Qt.UserRole, source_id)
            item.setToolTip(f"{kinds.get(kind, kind)}: {name}")
            item.setSizeHint(self.list.gridSize())
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        self._update_enabled()

    @property
    def source_ids(self) -> list[str]:
        return [self.list.item(i).data(Qt.UserRole) for i in range(self.list.count())]

    def choose(self, source_id: str) -> bool:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.UserRole) == source_id:
                self.list.setCurrentRow(i)
                return True
        return False

    def _update_enabled(self) -> None:
        self.share_button.setEnabled(self.list.currentItem() is not None)

    def _share(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.share_requested.emit(item.data(Qt.UserRole), self.present_box.isChecked())
            self.accept()
