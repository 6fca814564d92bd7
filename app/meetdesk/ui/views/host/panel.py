"""The host panel: the host's views stacked in one scrollable column (the host console button, meeting
controls, then permalinks)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from meetdesk.ui.views.host.meeting import HostMeetingView
from meetdesk.ui.views.host.permalinks import PermalinksView
from meetdesk.ui.views.host.widgets import scroll_column, small_button


class HostPanel(QWidget):
    console_requested = Signal()

    def __init__(self, parent: QWidget | None = None, confirm: bool = True):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll, col = scroll_column((14, 14, 14, 14), 10)
        outer.addWidget(scroll)
        self.console_button = small_button("shield", self.tr("Open host console"),
                                           self.tr("Layout, layers, recordings, snapshots, playbacks and streams"))
        self.console_button.setProperty("role", "primary")
        self.console_button.clicked.connect(self.console_requested)
        col.addWidget(self.console_button)
        col.addSpacing(8)
        self.meeting = HostMeetingView(confirm=confirm)
        col.addWidget(self.meeting)
        col.addSpacing(8)
        self.permalinks = PermalinksView(confirm=confirm)
        col.addWidget(self.permalinks)
        col.addStretch(1)
