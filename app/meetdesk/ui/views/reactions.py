"""Reactions in the meeting window: the call bar's button with its picker, and the overlay over the stage where
reactions float up and fade (peer mode; a composed picture has them drawn in by the engine)."""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QMenu, QToolButton, QWidget, QWidgetAction

from meetdesk.client.reactions import DURATION, REACTIONS, picture
from meetdesk.ui.theme import icon

RISE = 0.55   # of the stage's height a reaction rises while it is seen
FADE = 1.0    # s at the end over which it fades out


def reaction_label(name: str) -> str:
    """The readable name of a reaction (tooltips, accessible names)."""
    labels = {"thumbs_up": QCoreApplication.translate("ReactionButton", "Thumbs up"),
              "heart": QCoreApplication.translate("ReactionButton", "Heart"),
              "laugh": QCoreApplication.translate("ReactionButton", "Laugh"),
              "clap": QCoreApplication.translate("ReactionButton", "Applause"),
              "surprised": QCoreApplication.translate("ReactionButton", "Surprised"),
              "celebrate": QCoreApplication.translate("ReactionButton", "Celebrate")}
    return labels.get(name, name)


_pixmaps: dict[str, QPixmap] = {}


def reaction_pixmap(name: str) -> QPixmap:
    if name not in _pixmaps:
        pixmap = QPixmap()
        pixmap.loadFromData(picture(name), "PNG")
        _pixmaps[name] = pixmap
    return _pixmaps[name]


class ReactionButton(QToolButton):
    """The call bar's reactions button: a popup row of the reactions; ``picked(name)`` when one is clicked.
    Disabled, with a tooltip that says why, when the room turned reactions off."""

    picked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(icon("smile"))
        self.setIconSize(QSize(22, 22))
        self.setProperty("role", "call")
        self.setFixedSize(48, 48)
        self.setPopupMode(QToolButton.InstantPopup)
        self.setAccessibleName(self.tr("Reactions"))
        self.menu_ = QMenu(self)
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.choices: dict[str, QToolButton] = {}
        for name in REACTIONS:
            choice = QToolButton()
            choice.setIcon(QIcon(reaction_pixmap(name)))
            choice.setIconSize(QSize(32, 32))
            choice.setAutoRaise(True)
            choice.setToolTip(reaction_label(name))
            choice.setAccessibleName(reaction_label(name))
            choice.clicked.connect(lambda _=False, n=name: self._pick(n))
            layout.addWidget(choice)
            self.choices[name] = choice
        action = QWidgetAction(self.menu_)
        action.setDefaultWidget(row)
        self.menu_.addAction(action)
        self.setMenu(self.menu_)
        self.set_available(True)

    def set_available(self, available: bool) -> None:
        self.setEnabled(available)
        self.setToolTip(self.tr("Send a reaction everyone sees") if available
                        else self.tr("Reactions are turned off in this meeting"))

    def apply_options(self, options) -> None:
        """The room's options (``reaction_available``) decide whether the button works."""
        self.set_available(bool(getattr(options, "reaction_available", True)))

    def apply_meeting(self, meeting) -> None:
        self.apply_options(meeting.options)

    def _pick(self, name: str) -> None:
        self.menu_.hide()
        self.picked.emit(name)


@dataclass
class _Floating:
    name: str
    who: str
    start: float
    seed: int


class ReactionOverlay(QWidget):
    """A transparent layer over the stage (clicks go through) where each reaction rises from the bottom and
    fades out within its DURATION, its sender's name under it. Hidden while nothing floats."""

    def __init__(self, stage: QWidget, on_top: QWidget | None = None, clock: Callable[[], float] = time.monotonic):
        super().__init__(stage)
        self.clock = clock
        self.on_top = on_top   # stays over the reactions (the notices); the rest of the stage is under them
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.setAccessibleName(self.tr("Reactions"))
        self.floating: list[_Floating] = []
        self._seed = 0
        self._timer = QTimer(self, interval=33, timeout=self._step)
        stage.installEventFilter(self)
        self.setGeometry(stage.rect())
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parent() and event.type() == QEvent.Resize:
            self.setGeometry(obj.rect())
        return False

    def show_reaction(self, name: str, who: str, age: float = 0.0) -> None:
        """Float ``name`` up, sent by ``who`` (``age``: s it has already risen; a screenshot's still)."""
        self._seed += 1
        self.floating = [*self.floating[-23:], _Floating(name, who, self.clock() - age, self._seed)]
        self.raise_()   # over the video and your own view (which raises itself when it moves) ...
        if self.on_top is not None:
            self.on_top.raise_()   # ... under the notices
        self.show()
        if not self._timer.isActive():
            self._timer.start()
        self.update()

    def active(self) -> list[tuple[str, str]]:
        """(name, sender) of the reactions still floating."""
        now = self.clock()
        return [(f.name, f.who) for f in self.floating if now - f.start < DURATION]

    def _step(self) -> None:
        now = self.clock()
        self.floating = [f for f in self.floating if now - f.start < DURATION]
        if not self.floating:
            self._timer.stop()
            self.hide()
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        font = QFont(self.font())
        font.setPointSizeF(9)
        font.setWeight(QFont.DemiBold)
        painter.setFont(font)
        now, w, h = self.clock(), self.width(), self.height()
        size = max(40, min(72, int(h * 0.11)))
        for item in self.floating:
            age = now - item.start
            if not 0 <= age < DURATION:
                continue
            lane = ((item.seed * 0.618034) % 1.0) * max(0, w - 3 * size)
            x = size + lane + math.sin(age * 3.0 + item.seed) * size * 0.15
            y = h - 2 * size - (age / DURATION) * RISE * h
            painter.setOpacity(min(1.0, (DURATION - age) / FADE))
            painter.drawPixmap(QRectF(x, y, size, size), reaction_pixmap(item.name),
                               QRectF(reaction_pixmap(item.name).rect()))
            if item.who:
                text = painter.fontMetrics().elidedText(item.who, Qt.ElideRight, 2 * size)
                box = QRectF(0, 0, painter.fontMetrics().horizontalAdvance(text) + 14, 20)
                box.moveCenter(QRectF(x, y + size + 4, size, 20).center())
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(0, 0, 0, 160))
                painter.drawRoundedRect(box, 10, 10)
                painter.setPen(QColor("#ffffff"))
                painter.drawText(box, Qt.AlignCenter, text)
        painter.end()


def wire_reactions(window, controller, button: ReactionButton, stage: QWidget) -> ReactionOverlay:
    """The meeting window's reactions: the button sends, the controller's events float over ``stage``, the
    room's option enables the button; returns the overlay."""
    overlay = ReactionOverlay(stage, on_top=window.notices)
    button.picked.connect(controller.reactions.send)
    controller.reactions.shown.connect(overlay.show_reaction)
    controller.reactions.error.connect(window.notices.show_notice)
    controller.options_changed.connect(button.apply_options)   # bound: disconnected with the window
    controller.meeting_changed.connect(button.apply_meeting)
    button.apply_options(controller.options)
    return overlay
