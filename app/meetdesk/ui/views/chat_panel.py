"""Chat: messages with sender and time, an input line, an empty state."""
from __future__ import annotations

import html
import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLineEdit, QTextBrowser, QWidget

from meetdesk.ui.theme import ACCENT, MUTED, name_colour
from meetdesk.ui.widgets.forms import button, button_row, vbox
from meetdesk.ui.widgets.labels import role_label


class ChatPanel(QWidget):
    send_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        col = vbox(self, 14, 8)
        col.addWidget(role_label(self.tr("CHAT"), "section"))
        self.empty = role_label(self.tr("No messages yet.\nSay hello to everyone!"), "muted")
        self.empty.setAlignment(Qt.AlignCenter)
        col.addWidget(self.empty, 1)
        self.view = QTextBrowser()
        self.view.setOpenExternalLinks(True)
        self.view.setAccessibleName(self.tr("Chat messages"))
        self.view.setStyleSheet("QTextBrowser { background: transparent; border: none; }")
        self.view.hide()
        col.addWidget(self.view, 1)
        self.input = QLineEdit()
        self.input.setPlaceholderText(self.tr("Write a message…"))
        self.input.setAccessibleName(self.tr("Chat message"))
        self.input.returnPressed.connect(self._send)
        self.send_button = button("", "send", role="primary", name=self.tr("Send message"),
                                  tip=self.tr("Send (Enter)"), clicked=self._send)
        col.addLayout(button_row((self.input, 1), self.send_button))
        self.messages: list[dict] = []

    def _send(self) -> None:
        text = self.input.text().strip()
        if text:
            self.send_requested.emit(text)
            self.input.clear()

    def add_message(self, message: dict) -> None:
        self.messages.append(message)
        self.empty.hide()
        self.view.show()
        name = html.escape(message.get("name", ""))
        when = time.strftime("%H:%M", time.localtime(message.get("at", time.time())))
        colour = ACCENT if message.get("own") else name_colour(message.get("name", ""))
        body = html.escape(message.get("content", "")).replace("\n", "<br>")
        self.view.append(f'<p style="margin: 0 0 8px 0;"><b style="color:{colour}">{name}</b> '
                         f'<span style="color:{MUTED}; font-size: 8pt;">{when}</span><br>{body}</p>')
