"""Live captions in the meeting window (the controller: ui/controllers/captions.py): the caption box at the bottom
of the stage, the CC button of the call bar, the transcript side panel. Caption text and names come from the
network: they are always drawn as plain text, never as rich text."""
from __future__ import annotations

import time

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (QFileDialog, QFrame, QGraphicsOpacityEffect, QGridLayout, QLabel, QMenu,
                               QPlainTextEdit, QToolButton, QWidget)

from meetdesk.ui.widgets.text import Label
from meetdesk.client.captions import CaptionLine
from meetdesk.ui.controllers.captions import CaptionsController
from meetdesk.ui.theme import MUTED, name_colour
from meetdesk.ui.widgets.forms import button, button_row, vbox
from meetdesk.ui.widgets.labels import role_label

SHOWN_LINES = 2      # lines in the caption box
SHOWN_CHARS = 160    # characters of one line in the box (the end of a longer one is shown)
FADE_AFTER_MS = 5000  # silence before the box fades
PARTIAL_COLOUR = "#d2d2d2"  # a phrase in progress (its words may still change), a little dimmer than final lines


def _tail(text: str, limit: int = SHOWN_CHARS) -> str:
    return text if len(text) <= limit else "…" + text[-(limit - 1):].lstrip()


def _plain_label(parent: QWidget) -> QLabel:
    label = Label(parent)
    label.setTextFormat(Qt.PlainText)
    label.setAttribute(Qt.WA_TransparentForMouseEvents)
    return label


class CaptionOverlay(QFrame):
    """The last lines said, with who said them: white on a translucent dark box at the bottom of the stage (its
    parent), so they read on any picture; the box fades after a few seconds of silence. A phrase in progress shows
    as its partial line (a little dimmer, updated as the words come) until its final line replaces it."""

    def __init__(self, stage: QWidget):
        super().__init__(stage)
        self.setObjectName("captionBox")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_StyledBackground)
        self.setStyleSheet("#captionBox { background: rgba(0, 0, 0, 210); border-radius: 10px; }"
                           "#captionBox QLabel { background: transparent; font-size: 14pt; }")
        self.setAccessibleName(self.tr("Captions"))
        grid = QGridLayout(self)
        grid.setContentsMargins(18, 10, 18, 12)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        self.rows: list[tuple[QLabel, QLabel]] = []
        for i in range(SHOWN_LINES):
            name, text = _plain_label(self), _plain_label(self)
            name.setStyleSheet("font-weight: 700;")
            name.setAlignment(Qt.AlignRight | Qt.AlignTop)
            text.setStyleSheet("color: #ffffff;")
            text.setWordWrap(True)
            grid.addWidget(name, i, 0)
            grid.addWidget(text, i, 1)
            self.rows.append((name, text))
        grid.setColumnStretch(1, 1)
        self.lines: list[CaptionLine] = []
        self.partials: dict[str, CaptionLine] = {}   # speaker -> the line of their phrase in progress
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(700)
        self._fade.setEasingCurve(QEasingCurve.InQuad)
        self._fade.finished.connect(self._faded)
        self._silence = QTimer(self, singleShot=True, interval=FADE_AFTER_MS, timeout=self.fade)
        self.keep_clear: Callable[[], list[QRect]] = lambda: []   # what the box must not cover (your own view)
        stage.installEventFilter(self)   # follows the stage's size
        self.hide()

    def add_line(self, line: CaptionLine) -> None:
        """A final line; it replaces its phrase's partial line."""
        self.lines = (self.lines + [line])[-SHOWN_LINES:]
        partial = self.partials.get(line.user_id or line.speaker)
        if partial is not None and (partial.line == line.line or not line.line):
            del self.partials[line.user_id or line.speaker]
        self._render()

    def set_partial(self, line: CaptionLine) -> None:
        """A phrase in progress: its line so far, after the final lines (one per speaker, updated in place)."""
        if any(shown.line and shown.line == line.line for shown in self.lines):
            return   # its final line came first
        self.partials[line.user_id or line.speaker] = line
        self._render()

    def _render(self) -> None:
        shown_lines = (self.lines + list(self.partials.values()))[-SHOWN_LINES:]
        previous = ""
        for (name, text), shown in zip(self.rows, shown_lines + [None] * SHOWN_LINES):
            speaker = shown.speaker if shown is not None else ""
            name.setText(speaker if speaker != previous else "")
            name.setStyleSheet(f"font-weight: 700; color: {name_colour(speaker)};")
            text.setText(_tail(shown.text) if shown is not None else "")
            text.setStyleSheet("color: #ffffff;" if shown is None or shown.final else f"color: {PARTIAL_COLOUR};")
            name.setVisible(shown is not None)
            text.setVisible(shown is not None)
            previous = speaker
        self.setAccessibleDescription(" ".join(f"{x.speaker}: {x.text}" for x in shown_lines))
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.place()
        self.show()
        self._silence.start()

    @property
    def shown_text(self) -> list[tuple[str, str]]:
        """(name, text) of the rows on screen (for tests and accessibility)."""
        return [(name.text(), text.text()) for name, text in self.rows if text.isVisible() and text.text()]

    def fade(self) -> None:
        self._fade.setStartValue(self._effect.opacity())
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        if self._effect.opacity() <= 0.01:
            self.clear()

    def clear(self) -> None:
        self._silence.stop()
        self._fade.stop()
        self.lines = []
        self.partials = {}
        self.hide()

    def place(self) -> None:
        stage = self.parentWidget().rect()
        width = min(stage.width() - 80, 920)
        self.setFixedWidth(max(200, width))
        height = self.layout().heightForWidth(self.width()) if self.layout().hasHeightForWidth() \
            else self.sizeHint().height()
        self.setFixedHeight(max(height, self.sizeHint().height()))
        box = QRect(stage.left() + (stage.width() - self.width()) // 2, stage.bottom() - self.height() - 28,
                    self.width(), self.height())
        for other in self.keep_clear():
            if box.intersects(other) and other.left() - 12 - (stage.left() + 16) >= 200:   # beside it, not under
                box.setRight(other.left() - 12)
                box.setLeft(max(stage.left() + 16, box.right() - self.width()))
        self.setFixedSize(box.width(), max(self.layout().heightForWidth(box.width()), self.sizeHint().height()))
        self.move(box.left(), stage.bottom() - self.height() - 28)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parentWidget() and event.type() == QEvent.Resize and self.isVisible():
            self.place()
        return False


class CaptionsButton(QToolButton):
    """CC in the call bar: checked while captions show in this window; its menu shows or hides them here,
    opens the transcript and, for a host, turns the meeting's captions on or off for everyone."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setText("CC")   # the captions sign, the same in every language
        self.setStyleSheet("QToolButton { font-weight: 700; font-size: 11pt; }")
        self.setProperty("role", "call")
        self.setProperty("panel", "true")
        self.setCheckable(True)
        self.setFixedSize(62, 48)
        self.setPopupMode(QToolButton.MenuButtonPopup)
        menu = QMenu(self)
        self.everyone_action = QAction(self.tr("Captions for everyone"), menu, checkable=True)
        self.shown_action = QAction(self.tr("Show captions"), menu, checkable=True, checked=True)
        self.transcript_action = QAction(self.tr("Transcript"), menu)
        for action in (self.everyone_action, self.shown_action, self.transcript_action):
            menu.addAction(action)
        self.setMenu(menu)
        self.show_state(False, True, False)

    def show_state(self, enabled: bool, shown: bool, is_host: bool) -> None:
        self.setChecked(enabled and shown)
        self.everyone_action.setVisible(is_host)
        self.everyone_action.setChecked(enabled)
        self.shown_action.setChecked(shown)
        if not enabled:
            tip = self.tr("Turn on captions") if is_host else self.tr("Captions are off")
        else:
            tip = self.tr("Hide captions") if shown else self.tr("Show captions")
        self.setToolTip(tip)
        self.setAccessibleName(tip)


class TranscriptPanel(QWidget):
    """The running transcript (time, speaker, text) and Save… as WebVTT or text."""
    save_requested = Signal(str, bool)   # path, as WebVTT (else plain text)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        col = vbox(self, 14, 8)
        self.save_button = button(self.tr("Save…"), "save", tip=self.tr("Save the transcript as WebVTT or text"),
                                  clicked=self.choose_file)
        self.save_button.setEnabled(False)
        col.addLayout(button_row((role_label(self.tr("TRANSCRIPT"), "section"), 1), self.save_button))
        self.empty = role_label(self.tr("No captions yet.\nWhat is said appears here while captions are on."), "muted",
                                True)
        self.empty.setAlignment(Qt.AlignCenter)
        col.addWidget(self.empty, 1)
        self.view = QPlainTextEdit()   # plain text: names and words from the network are never markup
        self.view.setReadOnly(True)
        self.view.setAccessibleName(self.tr("Transcript"))
        self.view.setStyleSheet("QPlainTextEdit { background: transparent; border: none; }")
        self.view.hide()
        col.addWidget(self.view, 1)
        self.save_dialog: QFileDialog | None = None
        self.count = 0

    def add_line(self, line: CaptionLine) -> None:
        self.count += 1
        self.empty.hide()
        self.view.show()
        self.save_button.setEnabled(True)
        cursor = self.view.textCursor()
        cursor.movePosition(QTextCursor.End)
        if self.count > 1:
            cursor.insertBlock()
        muted, name, plain = QTextCharFormat(), QTextCharFormat(), QTextCharFormat()
        muted.setForeground(QColor(MUTED))
        name.setForeground(QColor(name_colour(line.speaker)))
        name.setFontWeight(QFont.Bold)
        cursor.insertText(time.strftime("%H:%M:%S", time.localtime(line.start)) + "  ", muted)
        cursor.insertText(line.speaker, name)
        cursor.insertText("  " + line.text, plain)
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    @property
    def text(self) -> str:
        return self.view.toPlainText()

    def choose_file(self) -> QFileDialog:
        """Where to save: a file dialog (WebVTT or text, by the chosen type); opened, not run modally."""
        vtt, txt = self.tr("WebVTT captions (*.vtt)"), self.tr("Text (*.txt)")
        dialog = QFileDialog(self, self.tr("Save the transcript"))
        dialog.setAcceptMode(QFileDialog.AcceptSave)
        dialog.setNameFilters([vtt, txt])
        dialog.setDefaultSuffix("vtt")
        dialog.selectFile(time.strftime("Transcript %Y-%m-%d %H-%M.vtt"))
        dialog.filterSelected.connect(lambda chosen: dialog.setDefaultSuffix("txt" if chosen == txt else "vtt"))
        dialog.fileSelected.connect(lambda path: self.save_requested.emit(path, not path.lower().endswith(".txt")))
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        self.save_dialog = dialog
        dialog.open()
        return dialog


class CaptionsWiring(QObject):
    """Connects the window's caption widgets (box, CC button, transcript panel) to its CaptionsController."""

    def __init__(self, window, captions: CaptionsController):
        super().__init__(window)
        self.window, self.captions = window, captions
        self.overlay = CaptionOverlay(window.stage)
        self.overlay.stackUnder(window.self_view)   # your own view and the notices stay over the captions
        self.overlay.keep_clear = lambda: [r.geometry() for r in (window.self_view, window.self_box.show_button)
                                           if r.isVisible()]
        button, panel = window.captions_button, window.transcript_panel
        captions.line_added.connect(self._line)
        captions.partial_changed.connect(self._partial)
        captions.enabled_changed.connect(self._state)
        captions.shown_changed.connect(self._state)
        button.clicked.connect(self._clicked)
        button.everyone_action.triggered.connect(captions.request_enabled)
        button.shown_action.triggered.connect(captions.set_shown)
        button.transcript_action.triggered.connect(lambda: window.open_panel("transcript"))
        panel.save_requested.connect(self._save)
        self._state()

    def _line(self, line: CaptionLine) -> None:
        self.window.transcript_panel.add_line(line)
        if self.captions.shown:
            self.overlay.add_line(line)

    def _partial(self, line: CaptionLine) -> None:
        if self.captions.shown:
            self.overlay.set_partial(line)

    def _state(self, *_changed) -> None:
        c = self.captions
        self.window.captions_button.show_state(c.enabled, c.shown, c.is_host)
        if not (c.enabled and c.shown):
            self.overlay.clear()

    def _clicked(self) -> None:
        self.captions.toggle()
        self._state()   # the button's own toggle is undone until the state changes

    def _save(self, path: str, as_vtt: bool) -> None:
        try:
            saved = self.captions.save(path, as_vtt)
        except OSError as exc:
            self.window.notices.show_notice(self.tr("The transcript could not be saved: %1")
                                            .replace("%1", exc.strerror or str(exc)))
            return
        self.window.notices.show_notice(self.tr("Transcript saved to %1").replace("%1", saved.name))
