"""The meeting window's background button: a menu of the effects the room offers (blur, pictures)."""
from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QFileDialog, QMenu, QToolButton, QWidget

from meetdesk.ui.theme import icon


class BackgroundButton(QToolButton):
    """Shown only while the room offers virtual backgrounds (``set_choices`` with an empty list hides it).
    Emits ``background_requested(mode, image)``; "Your picture…" asks for a file first."""

    background_requested = Signal(str, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(icon("background"))
        self.setIconSize(QSize(22, 22))
        self.setProperty("role", "call")
        self.setToolTip(self.tr("Background: blur or a picture behind you"))
        self.setAccessibleName(self.tr("Background"))
        self.setFixedSize(48, 48)
        self.setPopupMode(QToolButton.InstantPopup)
        self.menu_ = QMenu(self)
        self.setMenu(self.menu_)
        self._group = QActionGroup(self)
        self._current = ("none", "")
        self._choices: list[tuple[str, str, str]] = []
        self.hide()

    def set_choices(self, choices: list[tuple[str, str, str]]) -> None:
        """(mode, image, label) entries; image "?" is the entry that asks for a file."""
        self._choices = list(choices)
        self.menu_.clear()
        for action in self._group.actions():
            self._group.removeAction(action)
        for mode, image, label in self._choices:
            action = self.menu_.addAction(label)
            action.setData(f"{mode}\n{image}")
            if image != "?":
                action.setCheckable(True)
                action.setChecked((mode, image) == self._current)
                self._group.addAction(action)
            action.triggered.connect(lambda _=False, m=mode, i=image: self._chosen(m, i))
        self.setVisible(bool(self._choices))

    def set_current(self, mode: str, image: str) -> None:
        self._current = (mode, image)
        for action in self._group.actions():
            action.setChecked(action.data() == f"{mode}\n{image}")

    @property
    def labels(self) -> list[str]:
        return [label for _, _, label in self._choices]

    def _chosen(self, mode: str, image: str) -> None:
        if image == "?":
            image, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a background picture"), "",
                                                   self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
            if not image:
                return
        self.background_requested.emit(mode, image)
