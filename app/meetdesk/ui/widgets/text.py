"""Text from the network is shown as the plain text it is, in every Qt view.

Qt renders a label's text, a tooltip, a message box's text or a notification balloon's title as HTML whenever it
*looks* like HTML (``Qt.mightBeRichText``): a guest's chat line or name ``<img src=/dev/zero>`` would make Qt read
that file on the Qt thread (and block for good on a FIFO). So in this app:

- every label is a :class:`Label`, whose text format is plain (``tests/ui/test_plain_text.py`` checks that no
  view makes a ``QLabel`` itself);
- the two labels that show a link are :class:`LinkLabel`, which builds the link's HTML from escaped text, and
  the connection state's coloured dot is a :class:`StatusLabel`, which escapes its words;
- every tooltip is shown as plain text by :func:`install_plain_tooltips`, an event filter on the application
  (widgets, list and table items, menu entries): set tooltips as usual, whatever they hold;
- message boxes and notifications go through :func:`plain_message_box` and :func:`plain`.
"""
from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QMenu, QMessageBox, QToolTip, QWidget

__all__ = ["Label", "LinkLabel", "StatusLabel", "install_plain_tooltips", "plain", "plain_message_box"]


class Label(QLabel):
    """A QLabel whose text is always plain text (never HTML, whatever it looks like)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.setTextFormat(Qt.PlainText)


class LinkLabel(QLabel):
    """A label showing one link, its address escaped: a click opens it (``setOpenExternalLinks``)."""

    def __init__(self, parent: QWidget | None = None, colour: str = "#7aa2ff") -> None:
        super().__init__(parent)
        self.colour = colour
        self.url = ""
        self.setTextFormat(Qt.RichText)
        self.setOpenExternalLinks(True)
        self.setTextInteractionFlags(Qt.TextBrowserInteraction)

    def set_link(self, url: str, text: str | None = None) -> None:
        self.url = url
        shown = url if text is None else text
        self.setText(f'<a href="{html.escape(url, quote=True)}" style="color:{self.colour}">'
                     f'{html.escape(shown)}</a>')


class StatusLabel(QLabel):
    """A coloured dot and a state's words (the top bar's connection state): the app's own markup around the
    words, escaped."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.RichText)

    def set_status(self, text: str, colour: str) -> None:
        self.setText(f'<span style="color:{html.escape(colour, quote=True)}">●</span> {html.escape(text)}')


def plain(text: str) -> str:
    """``text`` as HTML that shows exactly ``text`` (its line breaks kept), for a place where Qt guesses the
    format and offers no plain-text switch (a tooltip)."""
    return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceNormal) if text else ""


def plain_message_box(box: QMessageBox) -> QMessageBox:
    """A message box whose text and informative text are plain text."""
    box.setTextFormat(Qt.PlainText)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.PlainText)
    return box


class _PlainToolTips(QObject):
    """Shows every tooltip of the application as plain text: Qt would take one that looks like HTML for rich
    text (and load its images)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.ToolTip or not isinstance(watched, QWidget):
            return False
        text = _tooltip_of(watched, event.pos())
        if text is None:
            return False
        if text:
            QToolTip.showText(event.globalPos(), plain(text), watched)
        else:
            QToolTip.hideText()
            event.ignore()
        return True


def _tooltip_of(widget: QWidget, pos) -> str | None:
    """The tooltip ``widget`` would show at ``pos`` (its own, its item's or its menu entry's)."""
    view = widget.parentWidget()
    if isinstance(view, QAbstractItemView) and widget is view.viewport():
        index = view.indexAt(pos)
        tip = index.data(Qt.ToolTipRole) if index.isValid() else None
        return str(tip) if tip else (widget.toolTip() or view.toolTip() or "")
    if isinstance(widget, QMenu):
        action = widget.actionAt(pos)
        if action is None:
            return widget.toolTip()
        if not widget.toolTipsVisible():
            return None
        return action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
    return widget.toolTip()


def install_plain_tooltips(app: QApplication | None = None) -> None:
    """Show every tooltip of ``app`` (the running application by default) as plain text; once per application."""
    app = app or QApplication.instance()
    if app is not None and app.findChild(_PlainToolTips) is None:
        app.installEventFilter(_PlainToolTips(app))
