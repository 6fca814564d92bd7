"""The question asked before an action that cannot be taken back: the question in bold, what it does below, and
two buttons that say what they do (the action, in the colour of what it does, and Cancel, the default)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from meetdesk.ui.widgets.text import plain_message_box


def confirmation(parent: QWidget | None, question: str, detail: str, action: str,
                 danger: bool = True) -> tuple[QMessageBox, QPushButton]:
    """The box and its action button; Cancel (Escape, Enter) leaves everything as it is."""
    box = QMessageBox(QMessageBox.Warning if danger else QMessageBox.Question, question, question,
                      QMessageBox.Cancel, parent)
    box.setStyleSheet("QLabel#qt_msgbox_label { font-weight: 600; font-size: 11pt; }"
                      "QLabel#qt_msgbox_informativelabel { min-width: 300px; padding-bottom: 6px; }")
    box.setInformativeText(detail)
    plain_message_box(box)   # a question may name a meeting or a person
    button = box.addButton(action, QMessageBox.AcceptRole)
    button.setProperty("role", "danger" if danger else "primary")
    button.style().unpolish(button)   # the role was set after the box polished its new button
    button.style().polish(button)
    box.setDefaultButton(QMessageBox.Cancel)
    return box, button


def confirmed(parent: QWidget | None, question: str, detail: str, action: str, danger: bool = True) -> bool:
    """Ask (modal); whether the action button was chosen."""
    box, button = confirmation(parent, question, detail, action, danger)
    box.exec()
    return box.clickedButton() is button
