"""Your own camera on the stage: a small view in a corner that never covers a participant's tile of the composed
picture (it takes the free corner nearest to yours), can be dragged to another corner (remembered) and hidden
("Show yourself" brings it back). In a composed meeting it starts hidden: the picture shows you already."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtWidgets import QToolButton, QWidget

from meetdesk.ui.theme import icon
from meetdesk.ui.widgets.video import VideoView

CORNERS = ("bottom-right", "bottom-left", "top-right", "top-left")
SIZE = QSize(224, 168)
SCALES = (1.0, 0.8, 0.64, 0.5)   # smaller where a full-size view would cover a tile (112 x 84 at least)
GAP = 16   # px between the view and the stage's edge


class SelfView(QObject):
    corner_changed = Signal(str)   # dragged to another corner (to remember)
    shown_changed = Signal(bool)   # the user hid or showed the view (to remember)

    def __init__(self, stage: QWidget, corner: str = "bottom-right"):
        super().__init__(stage)
        self.stage = stage
        self.video = VideoView(self.tr("Camera off"), mirrored=True, parent=stage)
        self.video.setAccessibleName(self.tr("Your camera"))
        self.video.set_overlay_name(self.tr("You"))
        self.video.setFixedSize(SIZE)
        self.video.setStyleSheet("border: 1px solid #313746;")
        self.video.setCursor(Qt.OpenHandCursor)
        self.video.setToolTip(self.tr("Drag to another corner"))
        self.hide_button = QToolButton(self.video)
        self.hide_button.setIcon(icon("eye-off"))
        self.hide_button.setIconSize(QSize(16, 16))
        self.hide_button.setToolTip(self.tr("Hide yourself"))
        self.hide_button.setAccessibleName(self.tr("Hide yourself"))
        self.hide_button.setStyleSheet("QToolButton { background: rgba(0, 0, 0, 150); border: none; "
                                       "border-radius: 6px; padding: 3px; }")
        self.hide_button.move(SIZE.width() - 30, 6)
        self.hide_button.clicked.connect(lambda: self.choose(False))
        self.show_button = QToolButton(stage)
        self.show_button.setIcon(icon("camera"))
        self.show_button.setText(self.tr("Show yourself"))
        self.show_button.setAccessibleName(self.tr("Show yourself"))
        self.show_button.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.show_button.setStyleSheet("QToolButton { background: rgba(20, 24, 32, 220); border: 1px solid #313746; "
                                       "border-radius: 8px; padding: 4px 10px; }")
        self.show_button.clicked.connect(lambda: self.choose(True))
        self.show_button.hide()
        self.corner = corner if corner in CORNERS else CORNERS[0]
        self.wanted: bool | None = None   # the user's choice in this meeting; None: as the mode has it
        self.composed = False
        self.area = QRect()
        self.avoid: list[QRectF] = []      # the participants' tiles on the stage
        self._grab: QPoint | None = None   # where the view was taken, while dragged
        self.video.installEventFilter(self)

    @property
    def shown(self) -> bool:
        return self.wanted if self.wanted is not None else not self.composed

    def set_shown(self, shown: bool) -> None:
        self.wanted = shown
        self.update()

    def choose(self, shown: bool) -> None:
        """The user hides or shows the view (its eye, "Show yourself", the camera menu)."""
        self.set_shown(shown)
        self.shown_changed.emit(shown)

    def set_composed(self, composed: bool) -> None:
        self.composed = composed
        self.update()

    def place(self, area: QRect, avoid: list[QRectF]) -> None:
        """The stage's area and the tiles to keep clear of (stage coordinates)."""
        self.area, self.avoid = area, avoid
        self.update()

    def corner_rect(self, corner: str, size: QSize) -> QRect:
        a = self.area
        x = a.left() + GAP if corner.endswith("left") else a.right() - size.width() - GAP
        y = a.top() + GAP if corner.startswith("top") else a.bottom() - size.height() - GAP
        return QRect(QPoint(x, y), size)

    def best_place(self) -> tuple[str, QSize]:
        """Where the view goes and how large: the chosen corner at full size if it covers no tile there, else
        the largest size that covers none, in the chosen corner first, then the others; when every corner is
        covered at the smallest size, the least covered corner at that size."""
        def covered(corner: str, size: QSize) -> float:
            rect = QRectF(self.corner_rect(corner, size))
            return sum(r.intersected(rect).width() * r.intersected(rect).height()
                       for r in self.avoid if r.intersects(rect))
        order = [self.corner] + [c for c in CORNERS if c != self.corner]
        for scale in SCALES:
            size = QSize(round(SIZE.width() * scale), round(SIZE.height() * scale))
            for corner in order:
                if covered(corner, size) == 0:
                    return corner, size
        return min(order, key=lambda c: (covered(c, size), order.index(c))), size

    def update(self) -> None:
        if self._grab is not None or self.area.isEmpty():
            return
        shown = self.shown
        self.video.setVisible(shown)
        self.show_button.setVisible(not shown)
        if shown:
            corner, size = self.best_place()
            self.video.setFixedSize(size)
            self.hide_button.move(size.width() - 30, 6)
            self.video.move(self.corner_rect(corner, size).topLeft())
            self.video.raise_()
        else:
            self.show_button.adjustSize()
            self.show_button.move(self.corner_rect(self.corner, self.show_button.size()).topLeft())
            self.show_button.raise_()

    # ---- dragging to another corner
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.MouseButtonPress and event.button() == Qt.LeftButton:
            self._grab = event.position().toPoint()
            self.video.setCursor(Qt.ClosedHandCursor)
            return True
        if kind == QEvent.MouseMove and self._grab is not None:
            where = self.video.mapToParent(event.position().toPoint()) - self._grab
            self.video.move(where)
            return True
        if kind == QEvent.MouseButtonRelease and self._grab is not None:
            self._grab = None
            self.video.setCursor(Qt.OpenHandCursor)
            self.drop_at(self.video.geometry().center())
            return True
        return False

    def drop_at(self, point: QPoint) -> None:
        """The view let go with its centre at ``point`` (stage coordinates): it goes to that quarter's corner."""
        centre = self.area.center()
        corner = ("top" if point.y() < centre.y() else "bottom") + "-" + ("left" if point.x() < centre.x()
                                                                          else "right")
        if corner != self.corner:
            self.corner = corner
            self.corner_changed.emit(corner)
        self.update()
