"""The question for the name to show to the others, before joining as a guest (views/guest_dialog.py) and before
the first meeting hosted (views/host_name_dialog.py): a heading, a hint, the name (the suggestion selected) and the
button that goes on, enabled while there is a name. The subclasses give the texts, translated in their context."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLineEdit

from meetdesk.ui.widgets.forms import button, button_row, vbox
from meetdesk.ui.widgets.labels import role_label

MAX_NAME = 64


class NameDialog(QDialog):
    def build(self, suggestion: str, *, title: str, heading: str, hint: str, action: str, cancel: str,
              placeholder: str, action_icon: str | None = None, width: int = 420, heading_pt: int | None = None) -> None:
        """The dialog's widgets: ``title`` is the window's, ``action`` the button's that accepts; the heading is
        ``heading_pt`` points large where given (a room's name can be long), else the theme's title."""
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setMinimumWidth(width)
        col = vbox(self, (26, 24, 26, 22), 12)
        self.heading = role_label(heading, "title", True)   # the heading may hold a room's name: plain text
        if heading_pt:
            self.heading.setStyleSheet(f"font-size: {heading_pt}pt;")
        col.addWidget(self.heading)
        col.addWidget(role_label(hint, "subtitle", True))
        self.name_edit = QLineEdit(suggestion)
        self.name_edit.setProperty("role", "big")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(placeholder)
        self.name_edit.setAccessibleName(placeholder)
        self.name_edit.selectAll()
        self.name_edit.textChanged.connect(lambda t: self.ok_button.setEnabled(bool(t.strip())))
        col.addWidget(self.name_edit)
        self.ok_button = button(action, action_icon, role="primary", clicked=self.accept, default=True)
        self.ok_button.setEnabled(bool(suggestion.strip()))
        col.addLayout(button_row(None, button(cancel, clicked=self.reject), self.ok_button))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # as high as the wrapped heading and hint need at this width (a layout of wrapping labels asks for more)
        if self.hasHeightForWidth():
            self.resize(self.width(), max(self.minimumHeight(), self.heightForWidth(self.width())))

    @property
    def name(self) -> str:
        """The name typed, its spaces folded (one between words), at most MAX_NAME characters."""
        return " ".join(self.name_edit.text().split())[:MAX_NAME]
