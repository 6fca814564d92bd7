"""Partial captions in the meeting window (ui/views/captions.py, ui/controllers/captions.py): a phrase in progress
shows in the caption box as its partial line, updated in place, as plain text; its final line replaces it; the
transcript keeps only final lines; a client that knows only ``caption`` events sees what it saw before."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from meetdesk.client.captions import parse_caption
from meetdesk.ui.controllers.captions import CaptionsController
from meetdesk.ui.views.captions import CaptionOverlay


def partial(text: str, line: str = "c1-1", user: str = "u1", name: str = "Ada") -> dict:
    return {"type": "caption_partial", "user_id": user, "name": name, "line": line, "text": text,
            "stable": "", "start": 1000.0}


def final(text: str, line: str = "c1-1", user: str = "u1", name: str = "Ada") -> dict:
    return {"type": "caption", "user_id": user, "name": name, "line": line, "text": text, "start": 1000.0,
            "end": 1003.0, "final": True}


def test_a_partial_line_updates_in_place_and_its_final_line_replaces_it(qtbot):
    stage = QWidget()
    qtbot.addWidget(stage)
    stage.resize(900, 600)
    stage.show()
    overlay = CaptionOverlay(stage)
    controller = CaptionsController(None, "key", False, lambda coro: coro.close())
    shown_partials, added = [], []
    controller.partial_changed.connect(lambda line: (shown_partials.append(line), overlay.set_partial(line)))
    controller.line_added.connect(lambda line: (added.append(line), overlay.add_line(line)))
    controller.on_realtime(partial("Can every"))
    assert overlay.shown_text == [("Ada", "Can every")]
    controller.on_realtime(partial("Can everyone hear <b>me</b>"))
    assert overlay.shown_text == [("Ada", "Can everyone hear <b>me</b>")]   # in place, plain text
    assert overlay.rows[0][1].textFormat().name == "PlainText"
    controller.on_realtime(partial("Yes", line="c2-1", user="u2", name="Bo"))
    assert overlay.shown_text == [("Ada", "Can everyone hear <b>me</b>"), ("Bo", "Yes")]
    controller.on_realtime(final("Can everyone hear me?"))
    assert overlay.shown_text == [("Ada", "Can everyone hear me?"), ("Bo", "Yes")]   # Bo is still talking
    assert [line.text for line in controller.lines] == ["Can everyone hear me?"]   # the transcript: finals only
    controller.on_realtime(partial("Can everyone", line="c1-1"))   # a late partial of a phrase already final
    assert ("Ada", "Can everyone") not in overlay.shown_text
    assert len(shown_partials) == 4 and len(added) == 1


def test_a_caption_without_a_line_id_is_a_final_line_as_before():
    line = parse_caption({"type": "caption", "text": "hello", "name": "Ada", "start": 5.0, "end": 6.0,
                          "final": True})
    assert line.final and line.line == ""
    assert not parse_caption(partial("so far")).final
