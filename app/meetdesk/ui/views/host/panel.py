"""The host panel: the host's views stacked in one scrollable column (meeting controls, then permalinks)."""
from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from meetdesk.ui.views.host.meeting import HostMeetingView
from meetdesk.ui.views.host.permalinks import PermalinksView


class HostPanel(QWidget):
    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        outer.addWidget(scroll)
        body = QWidget()
        scroll.setWidget(body)
        col = QVBoxLayout(body)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(10)
        self.meeting = HostMeetingView(confirm=confirm)
        col.addWidget(self.meeting)
        col.addSpacing(8)
        self.permalinks = PermalinksView(confirm=confirm)
        col.addWidget(self.permalinks)
        col.addStretch(1)
