"""The host console: a window of its own beside the meeting window, one page per thing a host does to the
running meeting (layout, layers, recordings, snapshots, playbacks, streams). The meeting window builds it on
first use and wires each page to its controller (ui/controllers/host/); a page whose engine side the service
lacks is not added."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from meetdesk.ui.widgets.text import Label
from meetdesk.ui.theme import icon


class HostConsole(QWidget):
    closed = Signal()

    def __init__(self, room_name: str, parent: QWidget | None = None):
        super().__init__(parent, Qt.Window)
        self.setObjectName("hostConsole")
        self.setWindowTitle(self.tr("Host console — %1").replace("%1", room_name))
        self.resize(980, 720)
        col = QVBoxLayout(self)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(10)
        self.heading = Label(self.tr("Host console"))
        self.heading.setProperty("role", "title")
        col.addWidget(self.heading)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        col.addWidget(self.tabs, 1)
        self.pages: dict[str, QWidget] = {}

    def add_page(self, key: str, widget: QWidget, title: str, icon_name: str | None = None) -> None:
        """Add a page under ``key`` (layout, layers, recordings, snapshots, playbacks, streams)."""
        self.pages[key] = widget
        if icon_name:
            self.tabs.addTab(widget, icon(icon_name), title)
        else:
            self.tabs.addTab(widget, title)

    def show_page(self, key: str) -> None:
        self.tabs.setCurrentWidget(self.pages[key])

    def closeEvent(self, event) -> None:
        self.closed.emit()
        super().closeEvent(event)
