"""Full screen for the meeting window: F11, a double-click on the stage or the top bar's button switch it on and
off, Esc leaves it (and does nothing else: outside full screen it is not taken). The bars stay, so the controls
are where they were; the window comes back as it was (maximized or not)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QMainWindow, QToolButton, QWidget

from meetdesk.ui.theme import icon


def full_screen_button() -> QToolButton:
    button = QToolButton()
    button.setIconSize(QSize(18, 18))
    button.setAutoRaise(True)
    return button


class FullScreen(QObject):
    def __init__(self, window: QMainWindow, stage: QWidget, button: QToolButton):
        super().__init__(window)
        self.window = window
        self.button = button
        self._was_maximized = False
        button.clicked.connect(self.toggle)
        window.installEventFilter(self)
        stage.installEventFilter(self)
        self._show_state()

    @property
    def on(self) -> bool:
        return self.window.isFullScreen()

    def toggle(self) -> None:
        if self.on:
            self.leave()
        else:
            self._was_maximized = self.window.isMaximized()
            self.window.showFullScreen()

    def leave(self) -> bool:
        """Back to the window as it was; False (nothing done) when not in full screen."""
        if not self.on:
            return False
        if self._was_maximized:
            self.window.showMaximized()
        else:
            self.window.showNormal()
        return True

    def handle_key(self, key: int, pressed: bool) -> bool:
        """F11 toggles, Esc leaves full screen; whether the key was taken (Esc only in full screen)."""
        if key == Qt.Key_F11:
            if pressed:
                self.toggle()
            return True
        if key == Qt.Key_Escape and self.on:
            if pressed:
                self.leave()
            return True
        return False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if obj is self.window and kind == QEvent.WindowStateChange:
            self._show_state()
        elif obj is not self.window and kind == QEvent.MouseButtonDblClick and event.button() == Qt.LeftButton:
            self.toggle()
            return True
        return False

    def _show_state(self) -> None:
        on = self.on
        self.button.setIcon(icon("fullscreen-exit" if on else "fullscreen"))
        tip = self.tr("Leave full screen (Esc)") if on else self.tr("Full screen (F11)")
        self.button.setToolTip(tip)
        self.button.setAccessibleName(tip.split(" (")[0])
