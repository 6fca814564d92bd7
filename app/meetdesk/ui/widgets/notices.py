"""Toast notices stacked at the bottom of a parent widget; each fades out after a few seconds."""
from __future__ import annotations

from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.theme import BORDER, SURFACE_2


MAX_WIDTH = 560   # px: wider notices wrap


class NoticeStack(QWidget):
    def __init__(self, parent: QWidget, timeout_ms: int = 4500):
        super().__init__(parent)
        self._timeout = timeout_ms
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_TranslucentBackground)
        self.setStyleSheet("background: transparent;")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._layout.addStretch(1)
        self.history: list[str] = []
        self.setAccessibleName(self.tr("Notices"))

    def show_notice(self, text: str) -> None:
        self.history.append(text)
        label = Label(text, self)
        label.setAccessibleName(text)
        label.setStyleSheet(f"background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 10px;"
                            " padding: 8px 14px;")
        label.setAlignment(Qt.AlignCenter)
        label.setWordWrap(True)              # a long notice wraps instead of running off the window
        # a wrapping label in a centring layout gets no room of its own: its width and height are set here
        label.ensurePolished()               # the style sheet's padding and font count
        room = min(MAX_WIDTH, self.width() - 24) if self.width() > 120 else MAX_WIDTH   # a narrow window
        label.setFixedWidth(min(room, label.fontMetrics().horizontalAdvance(text) + 32))
        label.setFixedHeight(label.heightForWidth(label.width()))
        self._layout.addWidget(label, 0, Qt.AlignHCenter)
        while self._layout.count() > 5:       # stretch + 4 notices
            old = self._layout.takeAt(1).widget()
            if old:
                old.deleteLater()
        # long enough to read: a longer sentence stays longer (about 15 characters a second), at most 15 s
        QTimer.singleShot(max(self._timeout, min(15000, len(text) * 65)), label.deleteLater)
        self.raise_()
        self.show()

    def visible_notices(self) -> list[str]:
        return [self._layout.itemAt(i).widget().text() for i in range(1, self._layout.count())
                if self._layout.itemAt(i).widget()]
