"""The host console's Layout page (the controller: ui/controllers/host/layout.py): the automatic or a named
layout, the preview of the composed picture in which participants are dragged into slots, a custom map editor
(boxes drawn, moved and resized on the preview, a fit per box, saved by name per room), voice activation and
names, and the presentation.

The page shows the meeting as it is: settings from the options the service echoes, slots and who is in them
from the call's source_update; what the host asks for shows once the service has applied it.
"""
from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QHBoxLayout, QListWidget, QListWidgetItem,
                               QPushButton, QWidget)

from meetdesk.ui.widgets.text import Label
from meetdesk.client.layout_geometry import MAX_SLOTS, NAMED_LAYOUTS, Slot
from meetdesk.ui.controllers.host.layout import LayoutController, LayoutState, PreviewTile
from meetdesk.ui.controllers.people import Person
from meetdesk.ui.views.host.layout_canvas import PERSON_MIME, LayoutCanvas
from meetdesk.ui.views.host.page import ConsolePage
from meetdesk.ui.views.host.widgets import muted, section, small_button, text_field
from meetdesk.ui.widgets import forms

CUSTOM = "__map__"   # the layout box's entry for a custom map


class PeopleStrip(QListWidget):
    """The participants, to drag onto a slot of the preview (the drag carries the client id)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFlow(QListWidget.LeftToRight)
        self.setWrapping(True)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragOnly)
        self.setSelectionMode(QAbstractItemView.SingleSelection)
        self.setSpacing(4)
        self.setFixedHeight(64)

    def mimeData(self, items) -> QMimeData:
        data = QMimeData()
        if items:
            data.setData(PERSON_MIME, str(items[0].data(Qt.UserRole)).encode("utf-8"))
            data.setText(items[0].text())
        return data

    def mimeTypes(self) -> list[str]:
        return [PERSON_MIME]


class LayoutPage(ConsolePage):
    layout_requested = Signal(object, bool)        # name or None (automatic), fill empty slots
    map_requested = Signal(list, str, bool)        # boxes (list[Slot]), name, fill empty slots
    person_move_requested = Signal(str, int)       # client id, slot index
    slot_clear_requested = Signal(int, bool)       # slot index, keep it empty
    voice_activation_requested = Signal(bool)
    show_names_requested = Signal(bool)
    present_requested = Signal()
    stop_presenting_requested = Signal()
    map_save_requested = Signal(str, list)         # name, boxes
    map_delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, name="layoutPage")
        self.state = LayoutState()
        self.controller: LayoutController | None = None
        self.saved: dict[str, list[Slot]] = {}
        self.composed = False
        self.presenter_name = ""
        self.canvas = LayoutCanvas()
        self.canvas.setAccessibleName(self.tr("Preview of the composed picture"))
        left, col = self.preview_columns(self.canvas, 312, 8)
        self.now_label = muted()
        left.addWidget(self.now_label)
        left.addWidget(self.error)
        left.addWidget(self.canvas, 1)
        self.hint = muted()
        left.addWidget(self.hint)
        left.addWidget(section(self.tr("PARTICIPANTS")))
        self.people_strip = PeopleStrip()
        self._people_rows: list[tuple[str, str, str]] = []  # (id, text, name) shown in the strip
        self.people_strip.setAccessibleName(self.tr("Participants to drag into a slot"))
        left.addWidget(self.people_strip)

        col.addWidget(section(self.tr("LAYOUT")))
        self.layout_box = QComboBox()
        self.layout_box.setAccessibleName(self.tr("Layout"))
        self.layout_box.addItem(self.tr("Automatic"), None)
        for name, label in self._layout_names().items():
            self.layout_box.addItem(label, name)
        self.layout_box.addItem(self.tr("Custom map"), CUSTOM)
        self.layout_box.activated.connect(self._layout_chosen)
        col.addWidget(self.layout_box)
        self.fill_box = QCheckBox(self.tr("Fill empty slots with other participants"))
        self.fill_box.setToolTip(self.tr("For named layouts and maps. Off: slots nobody was put into stay empty"))
        self.fill_box.clicked.connect(self._fill_clicked)
        col.addWidget(self.fill_box)

        col.addWidget(section(self.tr("PICTURE")))
        self.voice_box = QCheckBox(self.tr("Voice activation (speakers get the slots)"))
        self.voice_box.clicked.connect(self.voice_activation_requested)
        col.addWidget(self.voice_box)
        self.names_box = QCheckBox(self.tr("Show names"))
        self.names_box.clicked.connect(self.show_names_requested)
        col.addWidget(self.names_box)

        col.addWidget(section(self.tr("CUSTOM MAP")))
        self.edit_button = small_button("layout", self.tr("Edit map"), self.tr("Draw the boxes of a custom map"))
        self.edit_button.setCheckable(True)
        self.edit_button.toggled.connect(self._edit_toggled)
        col.addWidget(self.edit_button)
        boxes_row = QHBoxLayout()
        self.add_button = small_button("plus", self.tr("Add box"), self.tr("Add a box"))
        self.add_button.clicked.connect(self.canvas.add_box)
        boxes_row.addWidget(self.add_button)
        self.remove_button = small_button("trash", self.tr("Remove box"),
                                          self.tr("Remove the selected box"))
        self.remove_button.clicked.connect(self.canvas.remove_selected)
        boxes_row.addWidget(self.remove_button)
        col.addLayout(boxes_row)
        fit_row = QHBoxLayout()
        fit_label = Label(self.tr("Fit"))
        fit_row.addWidget(fit_label)
        self.fit_box = QComboBox()
        self.fit_box.setAccessibleName(self.tr("How the selected box is filled"))
        for fit, label in ((("cover", self.tr("Cover (fill, crop)")), ("contain", self.tr("Contain (whole picture)")),
                            ("auto", self.tr("Auto")))):
            self.fit_box.addItem(label, fit)
        self.fit_box.activated.connect(lambda i: self.canvas.set_selected_fit(self.fit_box.itemData(i)))
        fit_row.addWidget(self.fit_box, 1)
        col.addLayout(fit_row)
        self.snap_box = QCheckBox(self.tr("Snap to the grid and to edges"))
        self.snap_box.setChecked(True)
        self.snap_box.toggled.connect(lambda on: setattr(self.canvas, "snap", on))
        col.addWidget(self.snap_box)
        self.map_name = text_field(self.tr("Map name"), self.tr("Map name"), 64)
        col.addWidget(self.map_name)
        save_row = QHBoxLayout()
        self.save_button = small_button("check", self.tr("Save"), self.tr("Save the map for this room"))
        self.save_button.clicked.connect(self._save_clicked)
        save_row.addWidget(self.save_button)
        self.send_button = forms.button(self.tr("Send map"), role="primary", tip=self.tr("Use the map for the meeting"),
                                        clicked=self._send_clicked)
        save_row.addWidget(self.send_button, 1)
        col.addLayout(save_row)
        saved_row = QHBoxLayout()
        self.saved_box = QComboBox()
        self.saved_box.setAccessibleName(self.tr("Saved maps"))
        self.saved_box.activated.connect(self._saved_chosen)
        saved_row.addWidget(self.saved_box, 1)
        self.delete_button = small_button("trash", "", self.tr("Delete the saved map"))
        self.delete_button.clicked.connect(self._delete_clicked)
        saved_row.addWidget(self.delete_button)
        col.addLayout(saved_row)

        col.addWidget(section(self.tr("PRESENTATION")))
        self.presenter_label = Label()
        self.presenter_label.setWordWrap(True)
        col.addWidget(self.presenter_label)
        present_row = QHBoxLayout()
        self.present_button = QPushButton(self.tr("Present"))
        self.present_button.setToolTip(self.tr("Take the presentation slot (the big one) yourself"))
        self.present_button.clicked.connect(self.present_requested)
        present_row.addWidget(self.present_button)
        self.stop_present_button = QPushButton(self.tr("End presentation"))
        self.stop_present_button.clicked.connect(self.stop_presenting_requested)
        present_row.addWidget(self.stop_present_button)
        col.addLayout(present_row)
        col.addStretch(1)

        self.canvas.person_dropped.connect(self.person_move_requested)
        self.canvas.slot_clear_requested.connect(self.slot_clear_requested)
        self.canvas.selection_changed.connect(self._selection_changed)
        self.canvas.boxes_changed.connect(lambda _boxes: self._update_editor())
        self.set_presenter("")
        self.set_saved_maps({})
        self.set_state(self.state)
        self._update_editor()

    def _layout_names(self) -> dict[str, str]:
        names = {"one": self.tr("One"), "two": self.tr("Two side by side"), "four": self.tr("Four (2 × 2)"),
                 "six": self.tr("Six (3 × 2)"), "nine": self.tr("Nine (3 × 3)"),
                 "present-lower-3": self.tr("Presentation, 3 below"),
                 "present-upper-6": self.tr("Presentation, 6 above"),
                 "present-two-upper-6": self.tr("Two presentations, 6 above"),
                 "present-upper-right-9": self.tr("Presentation, 9 at the top right"),
                 "present-vertical-9": self.tr("Presentation, 9 in a column")}
        assert set(names) == set(NAMED_LAYOUTS)
        return names

    # ---- the controller (it wires the page: LayoutController.attach)
    def show_controller(self, controller: LayoutController) -> None:
        """The meeting as ``controller`` holds it now; its tiles, names and slots from then on."""
        self.controller = controller
        self.set_state(controller.state)
        self.set_composed(controller.composed)
        self.set_presenter(controller.presenter_name)
        self.set_saved_maps(controller.saved_maps())
        self.set_people(controller.people.participant_list())
        self.show_tiles()

    # ---- setters
    def set_state(self, state: LayoutState) -> None:
        self.state = state
        self.canvas.set_canvas(state.canvas)
        key = CUSTOM if state.map is not None else state.name
        index = self.layout_box.findData(key) if key is not None else 0
        self.layout_box.setCurrentIndex(max(0, index))
        self.fill_box.setChecked(state.layout == "auto")
        self.fill_box.setEnabled(state.available)
        self.voice_box.setChecked(state.voice_activation)
        self.names_box.setChecked(state.show_names)
        for widget in (self.layout_box, self.voice_box, self.names_box, self.edit_button, self.present_button):
            widget.setEnabled(state.available)
        self.stop_present_button.setEnabled(state.available and bool(self.presenter_name))
        if state.map is not None and state.name and not self.edit_button.isChecked():
            self.map_name.setText(state.name)
        self._show_now()
        self._update_editor()

    def set_composed(self, composed: bool) -> None:
        self.composed = composed
        self.canvas.set_hint("" if composed else self.tr(
            "Layouts apply to the composed picture: the meeting server composes one picture of everyone once "
            "three or more people are in the call, or from the start in rooms set up that way."))
        self._show_now()

    def set_presenter(self, name: str) -> None:
        self.presenter_name = name
        self.presenter_label.setText(self.tr("%1 presents.").replace("%1", name) if name
                                     else self.tr("Nobody presents."))
        self.stop_present_button.setEnabled(bool(name) and self.state.available)

    def set_saved_maps(self, maps: dict[str, list[Slot]]) -> None:
        self.saved = dict(maps)
        self.saved_box.clear()
        self.saved_box.addItem(self.tr("Saved maps (%1)").replace("%1", str(len(maps))) if maps
                               else self.tr("No saved maps"), None)
        for name in maps:
            self.saved_box.addItem(name, name)
        self.delete_button.setEnabled(False)

    def set_people(self, people: list[Person]) -> None:
        # The list changes with every hand and connection figure (every 2 s): the strip is built again only
        # when whom it shows changed (a drag from it or a selection in it is not lost for nothing).
        rows = [(p.id, p.name + (" " + self.tr("(you)") if p.is_self else ""), p.name) for p in people]
        if rows != self._people_rows:
            self._people_rows = rows
            self.people_strip.clear()
            for person_id, text, name in rows:
                item = QListWidgetItem(text)
                item.setData(Qt.UserRole, person_id)
                item.setToolTip(self.tr("Drag %1 onto a slot of the picture").replace("%1", name))
                self.people_strip.addItem(item)
        self.show_tiles()

    def _show_now(self) -> None:
        state = self.state
        if state.map is not None:
            what = self.tr("Custom map “%1”, %2 boxes").replace("%1", state.name or "custom").replace(
                "%2", str(len(state.map)))
        elif state.name is not None:
            what = self._layout_names().get(state.name, state.name)
        else:
            what = self.tr("Automatic layout")
        parts = [self.tr("Now: %1").replace("%1", what)]
        if not state.automatic:
            parts.append(self.tr("empty slots are filled") if state.layout == "auto"
                         else self.tr("empty slots stay empty"))
        if not state.available:
            parts.append(self.tr("this room does not allow layout changes"))
        elif not self.composed:
            parts.append(self.tr("the meeting is not composed now"))
        self.now_label.setText(" · ".join(parts))

    def show_tiles(self) -> None:
        controller = self.controller
        if controller is None:
            return
        tiles: list[PreviewTile] = controller.tiles if self.composed else []
        presenter = controller.presenter_cid
        index = next((i for i, t in enumerate(tiles) if presenter and t.source == presenter), None)
        if index is None and self.state.presentation_layout and tiles:
            index = 0
        self.canvas.set_tiles([(t.slot, controller.name_of(t.source), t.source) for t in tiles], index)

    # ---- the latest composed picture
    def preview_frame(self) -> QImage | None:
        return super().preview_frame() if self.composed else None

    # ---- user actions
    def _layout_chosen(self, index: int) -> None:
        key = self.layout_box.itemData(index)
        if key == CUSTOM:
            self.edit_button.setChecked(True)
            return
        self.edit_button.setChecked(False)
        self.request(self.layout_requested, key, self.fill_box.isChecked())

    def _fill_clicked(self, fill: bool) -> None:
        self.error.hide()
        state = self.state
        if state.map is not None:
            self.map_requested.emit(self._fitted(list(state.map), state.name), state.name or "custom", fill)
        elif state.name is not None:
            self.layout_requested.emit(state.name, fill)

    def _fitted(self, boxes: list[Slot], name: str | None) -> list[Slot]:
        """The echoed map's boxes with the fits of the saved map of that name, when its boxes are the same."""
        saved = self.saved.get(name or "")
        if saved and [(b.x, b.y, b.w, b.h) for b in saved] == [(b.x, b.y, b.w, b.h) for b in boxes]:
            return list(saved)
        return boxes

    def _edit_toggled(self, on: bool) -> None:
        if on:
            if not self.canvas.boxes:
                self.canvas.set_boxes(self._starting_boxes(), 0)
            self.canvas.set_mode("edit")
            self.layout_box.setCurrentIndex(self.layout_box.findData(CUSTOM))
        else:
            self.canvas.set_mode("live")
            self.set_state(self.state)
        self._update_editor()

    def _starting_boxes(self) -> list[Slot]:
        """What a new map starts from: the meeting's map, else the slots of the picture as it is."""
        if self.state.map is not None:
            return self._fitted(list(self.state.map), self.state.name)
        if self.controller is not None and self.controller.tiles:
            return [t.slot for t in self.controller.tiles][:MAX_SLOTS]
        w, h = self.state.canvas
        return [Slot(0, 0, w, h)]

    def _selection_changed(self, index: int) -> None:
        if 0 <= index < len(self.canvas.boxes):
            self.fit_box.setCurrentIndex(self.fit_box.findData(self.canvas.boxes[index].fit))
        self._update_editor()

    def _update_editor(self) -> None:
        editing = self.edit_button.isChecked()
        boxes = len(self.canvas.boxes)
        selected = 0 <= self.canvas.selected < boxes
        self.add_button.setEnabled(editing and boxes < MAX_SLOTS)
        self.remove_button.setEnabled(editing and selected)
        self.fit_box.setEnabled(editing and selected)
        self.send_button.setEnabled(editing and boxes > 0 and self.state.available)
        self.save_button.setEnabled(editing and boxes > 0)
        self.hint.setText(
            self.tr("Drag on the picture to draw a box (up to %1), drag a box to move it, its corners to resize "
                    "it. Delete removes the selected box.").replace("%1", str(MAX_SLOTS)) if editing else
            self.tr("Drag a participant onto a slot, or one slot onto another to swap them. Right-click a slot "
                    "to empty it."))

    def _map_name(self) -> str:
        return self.map_name.text().strip() or self.tr("Custom map")

    def _send_clicked(self) -> None:
        if not self.canvas.boxes:
            return
        self.request(self.map_requested, list(self.canvas.boxes), self._map_name(), self.fill_box.isChecked())
        self.edit_button.setChecked(False)

    def _save_clicked(self) -> None:
        if self.canvas.boxes:
            self.map_save_requested.emit(self._map_name(), list(self.canvas.boxes))

    def _saved_chosen(self, index: int) -> None:
        name = self.saved_box.itemData(index)
        self.delete_button.setEnabled(name is not None)
        if name is None or name not in self.saved:
            return
        self.map_name.setText(name)
        self.canvas.set_boxes(list(self.saved[name]), 0)
        self.edit_button.setChecked(True)
        self._update_editor()

    def _delete_clicked(self) -> None:
        name = self.saved_box.currentData()
        if name is not None:
            self.map_delete_requested.emit(name)
