"""The preview of the composed picture on the host console's Layout and Layers pages: the latest composed frame
scaled to fit, with the slots drawn over it to scale.

Two modes:

- ``live``: the slots the engine composes now (from source_update), each with who is in it. A participant
  dragged from the participant strip (or from another slot) onto a slot asks to put them there
  (``person_dropped``); the context menu of a slot empties it (``slot_clear_requested``).
- ``edit``: the boxes of a custom map being drawn. Dragging on free space draws a box (at most ``MAX_SLOTS``),
  dragging a box moves it, dragging one of its corners resizes it; edges snap to a grid and to the picture's
  and the other boxes' edges. Delete removes the selected box. Every change emits ``boxes_changed``.

Coordinates in the boxes are the picture's pixels (1280x960 or 1280x720), whatever size the widget has.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

from meetdesk.client.layout_geometry import MAX_SLOTS, Slot
from meetdesk.ui.theme import ACCENT, MUTED, SUCCESS, TEXT, WARNING

PERSON_MIME = "application/x-meetdesk-cid"   # drag payload: a participant's client id (utf-8)
GRID = 16            # px of the picture: where box edges snap to without an edge nearby
SNAP_DISTANCE = 14   # px of the picture: an edge this close snaps to the other edge
MIN_BOX = 32         # px of the picture: the smallest box drawn
HANDLE = 7           # px on screen: half the size of a corner handle
_BACKDROP = QColor("#0d0f13")
_TILE_COLOURS = ["#5e8eff", "#3ecf8e", "#f08a4b", "#e2699f", "#c9a22f", "#2fb5c9", "#a07bff", "#8593ac"]


class LayoutCanvas(QWidget):
    person_dropped = Signal(str, int)          # client id, slot index
    slot_clear_requested = Signal(int, bool)   # slot index, reserve (keep it empty)
    boxes_changed = Signal(list)               # list[Slot] (edit mode)
    selection_changed = Signal(int)            # the selected box, -1 for none (edit mode)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.canvas = (1280, 960)
        self.frame: QImage | None = None
        self.background = QColor("#121212")
        self.mode = "live"
        self.tiles: list[tuple[Slot, str, str | None]] = []   # slot, label, source (client id) or None
        self.presentation_index: int | None = None            # the slot marked as the presentation's
        self.editable = True                                  # live slots take drops and clearing
        self.boxes: list[Slot] = []
        self.selected = -1
        self.snap = True
        self.drop_target: int | None = None
        self._drag: tuple | None = None    # (kind, index, start point, original box) while the mouse is down
        self._hint = ""

    # ---- setters
    def set_canvas(self, size: tuple[int, int]) -> None:
        if size != self.canvas:
            self.canvas = size
            self.update()

    def set_frame(self, image: QImage | None) -> None:
        if image is not self.frame:
            self.frame = image
            self.update()

    def set_background(self, colour: str) -> None:
        self.background = QColor(colour) if QColor.isValidColorName(colour) else QColor("#121212")
        self.update()

    def set_hint(self, text: str) -> None:
        """What the preview shows while there is no composed picture."""
        self._hint = text
        self.update()

    def set_tiles(self, tiles: list[tuple[Slot, str, str | None]], presentation_index: int | None = None) -> None:
        self.tiles = list(tiles)
        self.presentation_index = presentation_index
        self.update()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self._drag = None
        self.drop_target = None
        self.update()

    def set_boxes(self, boxes: list[Slot], selected: int = -1) -> None:
        self.boxes = [self._clamped(b) for b in boxes[:MAX_SLOTS]]
        self._select(selected if 0 <= selected < len(self.boxes) else -1)
        self.update()

    def set_selected_fit(self, fit: str) -> None:
        if 0 <= self.selected < len(self.boxes) and self.boxes[self.selected].fit != fit:
            self.boxes[self.selected] = replace(self.boxes[self.selected], fit=fit)
            self._changed()

    def add_box(self) -> None:
        """A new box in the middle of the picture (a quarter of it), selected."""
        if len(self.boxes) >= MAX_SLOTS:
            return
        w, h = self.canvas
        step = len(self.boxes) * GRID * 2
        box = self._clamped(Slot(w // 4 + step, h // 4 + step, w // 2, h // 2))
        self.boxes.append(box)
        self._select(len(self.boxes) - 1)
        self._changed()

    def remove_selected(self) -> None:
        if 0 <= self.selected < len(self.boxes):
            del self.boxes[self.selected]
            self._select(min(self.selected, len(self.boxes) - 1))
            self._changed()

    # ---- geometry
    def picture_rect(self) -> QRectF:
        """Where the picture is drawn: the largest rectangle of its aspect ratio, centred."""
        w, h = self.canvas
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        scale = min(area.width() / w, area.height() / h)
        size_w, size_h = w * scale, h * scale
        return QRectF(area.center().x() - size_w / 2, area.center().y() - size_h / 2, size_w, size_h)

    def to_screen(self, slot: Slot) -> QRectF:
        pic = self.picture_rect()
        scale = pic.width() / self.canvas[0]
        return QRectF(pic.left() + slot.x * scale, pic.top() + slot.y * scale, slot.w * scale, slot.h * scale)

    def to_picture(self, point: QPointF) -> tuple[float, float]:
        pic = self.picture_rect()
        scale = self.canvas[0] / pic.width()
        return (point.x() - pic.left()) * scale, (point.y() - pic.top()) * scale

    def tile_at(self, point: QPointF) -> int | None:
        for i in reversed(range(len(self.tiles))):
            if self.to_screen(self.tiles[i][0]).contains(point):
                return i
        return None

    def box_at(self, point: QPointF) -> int | None:
        for i in reversed(range(len(self.boxes))):
            if self.to_screen(self.boxes[i]).contains(point):
                return i
        return None

    def corner_at(self, point: QPointF) -> int | None:
        """The corner handle of the selected box under ``point``: 0 top left, 1 top right, 2 bottom right,
        3 bottom left."""
        if not 0 <= self.selected < len(self.boxes):
            return None
        for i, corner in enumerate(_corners(self.to_screen(self.boxes[self.selected]))):
            if abs(point.x() - corner.x()) <= HANDLE + 2 and abs(point.y() - corner.y()) <= HANDLE + 2:
                return i
        return None

    # ---- snapping
    def _snap(self, value: float, axis: int, ignore: int | None) -> int:
        """``value`` (a box edge on ``axis`` 0 x, 1 y) moved onto the picture's or another box's edge when one
        is within SNAP_DISTANCE, else onto the grid; unchanged (rounded) with snapping off."""
        if not self.snap:
            return int(round(value))
        edges = [0, self.canvas[axis]]
        for i, box in enumerate(self.boxes):
            if i != ignore:
                start, length = (box.x, box.w) if axis == 0 else (box.y, box.h)
                edges += [start, start + length]
        nearest = min(edges, key=lambda edge: abs(edge - value))
        if abs(nearest - value) <= SNAP_DISTANCE:
            return int(nearest)
        return int(round(value / GRID) * GRID)

    def _snapped_move(self, box: Slot, dx: float, dy: float, index: int) -> Slot:
        """``box`` moved by (dx, dy); whichever of its edges needs the smaller correction snaps."""
        x, y = box.x + dx, box.y + dy
        if self.snap:
            left, right = self._snap(x, 0, index) - x, self._snap(x + box.w, 0, index) - (x + box.w)
            top, bottom = self._snap(y, 1, index) - y, self._snap(y + box.h, 1, index) - (y + box.h)
            x += left if abs(left) <= abs(right) else right
            y += top if abs(top) <= abs(bottom) else bottom
        return self._clamped(replace(box, x=int(round(x)), y=int(round(y))))

    def _clamped(self, box: Slot) -> Slot:
        """``box`` inside the picture: at least MIN_BOX, at most the picture, moved in."""
        cw, ch = self.canvas
        w, h = min(max(MIN_BOX, box.w), cw), min(max(MIN_BOX, box.h), ch)
        x, y = min(max(0, box.x), cw - w), min(max(0, box.y), ch - h)
        return Slot(int(x), int(y), int(w), int(h), box.fit)

    def _from_corners(self, x0: float, y0: float, x1: float, y1: float, fit: str, ignore: int | None) -> Slot:
        cw, ch = self.canvas
        xs = sorted((min(max(0.0, x0), cw), min(max(0.0, x1), cw)))
        ys = sorted((min(max(0.0, y0), ch), min(max(0.0, y1), ch)))
        left, right = self._snap(xs[0], 0, ignore), self._snap(xs[1], 0, ignore)
        top, bottom = self._snap(ys[0], 1, ignore), self._snap(ys[1], 1, ignore)
        return Slot(left, top, max(1, right - left), max(1, bottom - top), fit)

    # ---- mouse and keys
    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.LeftButton:
            return super().mousePressEvent(event)
        point = event.position()
        self.setFocus()
        if self.mode == "live":
            index = self.tile_at(point)
            if self.editable and index is not None and self.tiles[index][2]:
                self._drag = ("person", index, point, None)
            return
        corner = self.corner_at(point)
        if corner is not None:
            self._drag = ("resize", self.selected, point, self.boxes[self.selected], corner)
            return
        index = self.box_at(point)
        if index is not None:
            self._select(index)
            self._drag = ("move", index, point, self.boxes[index])
            self.update()
            return
        if len(self.boxes) < MAX_SLOTS and self.picture_rect().contains(point):
            self._drag = ("draw", None, point, None)
            self._select(-1)

    def mouseMoveEvent(self, event) -> None:
        point = event.position()
        if self._drag is None:
            if self.mode == "edit":
                corner = self.corner_at(point)
                self.setCursor(Qt.SizeFDiagCursor if corner in (0, 2) else Qt.SizeBDiagCursor
                               if corner in (1, 3) else Qt.SizeAllCursor if self.box_at(point) is not None
                               else Qt.CrossCursor)
            return
        kind, index, start = self._drag[:3]
        if kind == "person":
            target = self.tile_at(point)
            self.drop_target = target if target != index else None
        elif kind == "move":
            (sx, sy), (px, py) = self.to_picture(start), self.to_picture(point)
            self.boxes[index] = self._snapped_move(self._drag[3], px - sx, py - sy, index)
        elif kind == "resize":
            original, corner = self._drag[3], self._drag[4]
            px, py = self.to_picture(point)
            x0, y0, x1, y1 = original.x, original.y, original.x + original.w, original.y + original.h
            if corner in (0, 3):
                x0 = px
            else:
                x1 = px
            if corner in (0, 1):
                y0 = py
            else:
                y1 = py
            self.boxes[index] = self._clamped(self._from_corners(x0, y0, x1, y1, original.fit, index))
        elif kind == "draw":
            (sx, sy), (px, py) = self.to_picture(start), self.to_picture(point)
            self._drag = ("draw", None, start, self._from_corners(sx, sy, px, py, "cover", None))
        self.update()

    def mouseReleaseEvent(self, event) -> None:
        if self._drag is None or event.button() != Qt.LeftButton:
            return super().mouseReleaseEvent(event)
        self.mouseMoveEvent(event)
        kind, index = self._drag[:2]
        drawn = self._drag[3]
        self._drag = None
        if kind == "person":
            target, self.drop_target = self.drop_target, None
            if target is not None:
                self.person_dropped.emit(self.tiles[index][2] or "", target)
        elif kind == "draw":
            if drawn is not None and drawn.w >= MIN_BOX and drawn.h >= MIN_BOX:
                self.boxes.append(drawn)
                self._select(len(self.boxes) - 1)
                self._changed()
        elif kind in ("move", "resize"):
            self._changed()
        self.update()

    def keyPressEvent(self, event) -> None:
        if self.mode == "edit" and event.key() in (Qt.Key_Delete, Qt.Key_Backspace):
            self.remove_selected()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event) -> None:
        index = self.tile_at(QPointF(event.pos())) if self.mode == "live" and self.editable else None
        if index is None:
            return
        menu = QMenu(self)
        fill = menu.addAction(self.tr("Empty this slot (the service fills it)"))
        keep = menu.addAction(self.tr("Keep this slot empty"))
        chosen = menu.exec(event.globalPos())
        if chosen is fill or chosen is keep:
            self.slot_clear_requested.emit(index, chosen is keep)

    # ---- drops from the participant strip
    def dragEnterEvent(self, event) -> None:
        if self.mode == "live" and self.editable and event.mimeData().hasFormat(PERSON_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:
        target = self.tile_at(event.position()) if event.mimeData().hasFormat(PERSON_MIME) else None
        if target != self.drop_target:
            self.drop_target = target
            self.update()
        if target is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self.drop_target = None
        self.update()

    def dropEvent(self, event) -> None:
        target = self.tile_at(event.position())
        self.drop_target = None
        self.update()
        if target is None or not event.mimeData().hasFormat(PERSON_MIME):
            event.ignore()
            return
        cid = bytes(event.mimeData().data(PERSON_MIME)).decode("utf-8", "replace")
        event.acceptProposedAction()
        self.person_dropped.emit(cid, target)

    def _select(self, index: int) -> None:
        if index != self.selected:
            self.selected = index
            self.selection_changed.emit(index)

    def _changed(self) -> None:
        self.update()
        self.boxes_changed.emit(list(self.boxes))

    # ---- painting
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), _BACKDROP)
        pic = self.picture_rect()
        if self.frame is not None and not self.frame.isNull():
            p.setRenderHint(QPainter.SmoothPixmapTransform)
            p.drawImage(pic, self.frame)
        else:
            p.fillRect(pic, self.background)
            if self._hint:
                p.setPen(QColor(MUTED))
                p.drawText(pic.adjusted(16, 16, -16, -16), Qt.AlignCenter | Qt.TextWordWrap, self._hint)
        if self.mode == "live":
            for i, (slot, label, source) in enumerate(self.tiles):
                self._paint_tile(p, i, slot, label, source)
        else:
            p.fillRect(pic, QColor(0, 0, 0, 90))   # the boxes stand out from the picture under them
            for i, box in enumerate(self.boxes):
                self._paint_box(p, i, box)
            if self._drag is not None and self._drag[0] == "draw" and self._drag[3] is not None:
                p.setPen(QPen(QColor(WARNING), 2, Qt.DashLine))
                p.setBrush(Qt.NoBrush)
                p.drawRect(self.to_screen(self._drag[3]))
        p.end()

    def _label(self, p: QPainter, rect: QRectF, text: str, colour: QColor, fill: QColor) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        font.setBold(True)
        p.setFont(font)
        metrics = p.fontMetrics()
        text = metrics.elidedText(text, Qt.ElideRight, int(max(20, rect.width() - 16)))
        chip = QRectF(rect.left() + 5, rect.top() + 5, metrics.horizontalAdvance(text) + 12, metrics.height() + 4)
        p.setPen(Qt.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(chip, 5, 5)
        p.setPen(colour)
        p.drawText(chip, Qt.AlignCenter, text)

    def _paint_tile(self, p: QPainter, index: int, slot: Slot, label: str, source: str | None) -> None:
        rect = self.to_screen(slot).adjusted(1, 1, -1, -1)
        presentation = index == self.presentation_index
        colour = QColor(WARNING if presentation else _TILE_COLOURS[index % len(_TILE_COLOURS)])
        target = index == self.drop_target
        if target:
            p.fillRect(rect, QColor(91, 140, 255, 70))
        p.setPen(QPen(QColor(ACCENT) if target else colour, 3 if target else 2,
                      Qt.SolidLine if source else Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawRect(rect)
        text = f"{index + 1}  {label}" if source else f"{index + 1}  " + self.tr("empty")
        self._label(p, rect, text, QColor("white"), QColor(0, 0, 0, 170))
        if presentation:
            badge = self.tr("Presentation")
            self._label(p, QRectF(rect.left(), rect.bottom() - p.fontMetrics().height() - 14, rect.width(), 30),
                        badge, QColor("#1b1b1b"), QColor(WARNING))

    def _paint_box(self, p: QPainter, index: int, box: Slot) -> None:
        rect = self.to_screen(box)
        selected = index == self.selected
        colour = QColor(_TILE_COLOURS[index % len(_TILE_COLOURS)])
        fill = QColor(colour)
        fill.setAlpha(70 if selected else 40)
        p.setBrush(fill)
        p.setPen(QPen(QColor(TEXT) if selected else colour, 2))
        p.drawRect(rect)
        self._label(p, rect, f"{index + 1} · {box.fit} · {box.w}×{box.h}", QColor("white"), QColor(0, 0, 0, 170))
        if selected:
            p.setPen(QPen(QColor("#0d0f13"), 1))
            p.setBrush(QColor(SUCCESS))
            for corner in _corners(rect):
                p.drawRect(QRectF(corner.x() - HANDLE, corner.y() - HANDLE, 2 * HANDLE, 2 * HANDLE))


def _corners(rect: QRectF) -> list[QPointF]:
    return [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
