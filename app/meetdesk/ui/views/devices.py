"""The small arrows beside the meeting window's microphone and camera buttons: the microphone's menu switches the
microphone and the speaker, the camera's the camera (and hides or shows your own view), during the meeting.
The switching is ui/controllers/devices.py's; the menus are filled each time they open, so a device plugged in
meanwhile is there."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSize
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QHBoxLayout, QMenu, QToolButton, QWidget

from meetdesk.client.devices import TEST_CARD_ID, TONE_ID
from meetdesk.ui.theme import ACCENT, BORDER, SURFACE_2, icon


class DeviceMenuButton(QToolButton):
    """A narrow arrow button that opens its menu (the devices), placed right beside a call button."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(icon("chevron-up"))
        self.setIconSize(QSize(14, 14))
        self.setToolTip(name)
        self.setAccessibleName(name)
        self.setFixedSize(22, 34)
        self.setPopupMode(QToolButton.InstantPopup)
        self.setStyleSheet(f"QToolButton {{ background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 8px; }}"
                           f" QToolButton:hover, QToolButton:pressed {{ border-color: {ACCENT}; }}"
                           " QToolButton::menu-indicator { image: none; }")
        self.setMenu(QMenu(self))


def with_menu(button: QWidget, menu_button: DeviceMenuButton) -> QHBoxLayout:
    """A call button and its arrow, close together."""
    pair = QHBoxLayout()
    pair.setSpacing(3)
    pair.addWidget(button)
    pair.addWidget(menu_button)
    return pair


class DeviceMenus(QObject):
    """Fills the two menus of a meeting window from its controller's devices and applies what is picked."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.window = window
        self.devices = window.controller.local_media.devices
        bar = window.call_bar
        self.mic_menu: QMenu = bar.mic_menu_button.menu()
        self.camera_menu: QMenu = bar.camera_menu_button.menu()
        self.mic_menu.aboutToShow.connect(self.fill_mic_menu)
        self.camera_menu.aboutToShow.connect(self.fill_camera_menu)
        self.devices.turned_off.connect(self._turned_off)

    def _label(self, device: Any) -> str:
        if not device.synthetic:
            return device.name
        name = {TEST_CARD_ID: self.tr("Test card"), TONE_ID: self.tr("Tone")}.get(device.id, device.name)
        return self.tr("%1 (synthetic)").replace("%1", name)

    def _section(self, menu: QMenu, title: str, entries: list[tuple[str, str]], current: str,
                 choose: Callable[[str], bool]) -> None:
        """A heading and one checkable entry per (id, label); the one in use is checked."""
        heading = menu.addAction(title)
        heading.setEnabled(False)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        group = QActionGroup(menu)
        for device_id, label in entries:
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(device_id == current)
            action.setData(device_id)
            group.addAction(action)
            action.triggered.connect(lambda _=False, d=device_id: choose(d))

    def _refill(self, menu: QMenu, title: str, found: list[Any], current: str, choose: Callable[[str], bool]) -> None:
        """The menu emptied, then its first section: the devices ``found`` (the one in use checked), a separator."""
        for group in menu.findChildren(QActionGroup):
            group.deleteLater()
        menu.clear()
        self._section(menu, title, [(d.id, self._label(d)) for d in found], current, choose)
        menu.addSeparator()

    def fill_mic_menu(self) -> None:
        menu, devices = self.mic_menu, self.devices
        self._refill(menu, self.tr("Microphone"), devices.microphones(), devices.microphone_in_use,
                     devices.choose_microphone)
        speakers = devices.speakers()
        self._section(menu, self.tr("Speaker"), speakers, devices.speaker_in_use, devices.choose_speaker)
        if not speakers:
            menu.addAction(self.tr("No speaker to choose")).setEnabled(False)

    def fill_camera_menu(self) -> None:
        devices = self.devices
        self._refill(self.camera_menu, self.tr("Camera"), devices.cameras(), devices.camera_in_use,
                     devices.choose_camera)
        box = self.window.self_box
        shown = box.shown
        action = self.camera_menu.addAction(icon("eye-off" if shown else "eye"),
                                            self.tr("Hide yourself") if shown else self.tr("Show yourself"))
        action.triggered.connect(lambda: box.choose(not shown))

    def entries(self, menu: QMenu) -> dict[str, Any]:
        """The device entries of a menu (filled now) by device id (tests, screenshots)."""
        menu.aboutToShow.emit()
        return {a.data(): a for a in menu.actions() if a.isCheckable()}

    def _turned_off(self, kind: str) -> None:
        """The device went away and no other is left: the button shows it off (the call is told)."""
        (self.window.camera_button if kind == "camera" else self.window.mic_button).setChecked(True)
