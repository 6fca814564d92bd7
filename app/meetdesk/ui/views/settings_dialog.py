"""Settings: profile, devices with a live preview and level meter, language, remote service, background."""
from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFileDialog, QFrame, QGridLayout, QLineEdit,
                               QScrollArea, QVBoxLayout, QWidget)

from meetdesk.ui.widgets.text import Label
from meetdesk.client import background as backgrounds
from meetdesk.client import sound_processing
from meetdesk.client import ServiceClient, ServiceError, ServiceUnreachable
from meetdesk.client.devices import TEST_CARD_ID, TONE_ID
from meetdesk.ui import audio_output
from meetdesk.ui.controllers.preview import Device, MediaPreview
from meetdesk.ui.i18n import LANGUAGE_NAMES, user_language
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_hosting import HostingSection
from meetdesk.ui.views.settings_meetings import MeetingsSection
from meetdesk.ui.widgets.avatar import AvatarView
from meetdesk.ui.widgets.forms import button, button_row, card, hbox, vbox
from meetdesk.ui.widgets.labels import Note, role_label, section_label
from meetdesk.ui.widgets.level_meter import LevelMeter
from meetdesk.ui.widgets.video import VideoView


def _card() -> tuple[QFrame, QVBoxLayout]:
    return card((18, 16, 18, 18), 10)


def _choice_key(mode: str, image: str) -> str:
    """A background choice as combo box data: "<mode>\n<image>" (the image only for "image")."""
    return f"{mode}\n{image if mode == 'image' else ''}"


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None, preview: bool = True):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.setMinimumWidth(900)   # German and French labels fit
        self.preview = MediaPreview(self)
        self._preview_enabled = preview

        root = vbox(self, (24, 22, 24, 20), 16)
        root.addWidget(role_label(self.tr("Settings"), "title"))

        # The cards scroll inside the dialog: it fits a 1366x768 screen (German and French too), title and
        # buttons always in view (showEvent keeps the dialog within the screen).
        body = QWidget()
        body.setObjectName("settingsBody")
        body_layout = vbox(body, 0, 16)
        columns = hbox(spacing=16)
        body_layout.addLayout(columns, 1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        self.scroll.setStyleSheet("QScrollArea, #settingsBody { background: transparent; }")
        self.scroll.setWidget(body)
        root.addWidget(self.scroll, 1)

        # left column: profile and language, background, hosting and service; right column: devices
        left = vbox(spacing=16)
        columns.addLayout(left, 1)
        left.addWidget(self._build_profile_card(settings))
        left.addWidget(self._build_background_card(settings))
        left.addWidget(self._build_service_card(settings))
        left.addStretch(1)
        columns.addWidget(self._build_devices_card(settings), 1)
        self.meetings = MeetingsSection(settings)   # how meetings start, the mini window, notifications
        body_layout.addWidget(self.meetings)

        self.cancel_button = button(self.tr("Cancel"), clicked=self.reject)
        self.save_button = button(self.tr("Save"), role="primary", name=self.tr("Save settings"),
                                  clicked=self._save_clicked, default=True)
        self._checked: tuple[str, str] | None = None   # a service that failed its check and is saved anyway
        self._check: asyncio.Task | None = None
        root.addLayout(button_row(None, self.cancel_button, self.save_button))

        self.preview.frame.connect(self.video.offer_frame)
        self.preview.level.connect(self.meter.set_level)
        self.preview.error.connect(self._device_failed)
        self.camera_combo.currentIndexChanged.connect(self._restart_preview)
        self.mic_combo.currentIndexChanged.connect(self._restart_preview)

    # ---- the cards
    def _build_profile_card(self, settings: Settings) -> QFrame:
        """Your name and picture, and the app's language."""
        profile, pl = _card()
        pl.addWidget(section_label(self.tr("Profile")))
        self.avatar_path = settings.avatar
        self.avatar_view = AvatarView(settings.display_name, settings.avatar or None, 56)
        self.name_edit = QLineEdit(settings.display_name)
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Display name"))
        self.name_edit.textChanged.connect(lambda t: self.avatar_view.set_person(t, self.avatar_path or None))
        self.avatar_button = button(self.tr("Choose picture…"), name=self.tr("Choose avatar picture"),
                                    clicked=self._choose_avatar)
        self.avatar_clear = button(self.tr("Use initials"), role="ghost", name=self.tr("Remove avatar picture"),
                                   clicked=lambda: self._set_avatar(""))
        self.avatar_clear.setEnabled(bool(settings.avatar))
        name_box = vbox()
        name_box.addWidget(self.name_edit)
        name_box.addLayout(button_row(self.avatar_button, self.avatar_clear, None))
        row = button_row(self.avatar_view)
        row.addLayout(name_box, 1)
        pl.addLayout(row)
        pl.addSpacing(4)
        pl.addWidget(section_label(self.tr("Language")))
        self.language_combo = QComboBox()
        self.language_combo.setAccessibleName(self.tr("Language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        # never chosen: the system's language is shown, and stays unchosen unless the user picks another
        self._shown_language = user_language(settings.language)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(self._shown_language)))
        pl.addWidget(self.language_combo)
        return profile

    def _build_service_card(self, settings: Settings) -> QFrame:
        """Who can join meetings hosted here, and the remote service to host on instead."""
        service, sl = _card()
        self.hosting = HostingSection(settings)   # who can join, the address in links, the network allowed
        self.reach_combo, self.address_combo = self.hosting.reach_combo, self.hosting.address_combo
        self.allow_network_check = self.hosting.allow_network_check
        sl.addWidget(self.hosting)
        sl.addSpacing(4)
        sl.addWidget(section_label(self.tr("Remote service")))
        sl.addWidget(role_label(self.tr("Host meetings on a service instead of this computer. "
                                        "Leave the address empty to use the built-in engine."), "muted", True))
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.service_url_edit = QLineEdit(settings.service_url)
        self.service_url_edit.setPlaceholderText("https://api.example.com")
        self.service_url_edit.setAccessibleName(self.tr("Service address"))
        self.api_key_edit = QLineEdit(settings.service_api_key)
        self.api_key_edit.setEchoMode(QLineEdit.Password)
        self.api_key_edit.setPlaceholderText(self.tr("API key"))
        self.api_key_edit.setAccessibleName(self.tr("API key"))
        grid.addWidget(Label(self.tr("Address")), 0, 0)
        grid.addWidget(self.service_url_edit, 0, 1)
        grid.addWidget(Label(self.tr("API key")), 1, 0)
        grid.addWidget(self.api_key_edit, 1, 1)
        sl.addLayout(grid)
        self.service_error = Note("error")   # what the check on Save found wrong with the address or the key
        sl.addWidget(self.service_error)
        return service

    def _build_devices_card(self, settings: Settings) -> QFrame:
        """Camera (with its preview), microphone (with its level and sound processing) and speaker."""
        media, ml = _card()
        ml.addWidget(section_label(self.tr("Devices")))
        self.video = VideoView(self.tr("Camera preview"), mirrored=True)
        self.video.setFixedSize(320, 240)   # inside the card at the dialog's narrowest
        self.video.setAccessibleName(self.tr("Camera preview"))
        ml.addWidget(self.video, 0, Qt.AlignHCenter)
        self.camera_combo = self._combo(self.tr("Camera"), [(self._device_label(d), d.id)
                                                            for d in self.preview.cameras()], settings.camera)
        self.mic_combo = self._combo(self.tr("Microphone"), [(self._device_label(d), d.id)
                                                             for d in self.preview.microphones()],
                                     settings.microphone)
        ml.addWidget(Label(self.tr("Camera")))
        ml.addWidget(self.camera_combo)
        ml.addWidget(Label(self.tr("Microphone")))
        ml.addWidget(self.mic_combo)
        self.meter = LevelMeter()
        self.meter.setAccessibleName(self.tr("Microphone level"))
        ml.addWidget(self.meter)
        self._build_sound(ml, settings)
        self.speaker_combo = self._combo(self.tr("Speaker"), [(self.tr("System default"), "")] + [
            (device.description(), audio_output.device_id(device)) for device in audio_output.output_devices()],
            settings.speaker)
        ml.addWidget(Label(self.tr("Speaker")))
        self.speaker_test_button = button(self.tr("Test speaker"), name=self.tr("Play a test sound on the speaker"),
                                          tip=self.tr("Play a short sound on the chosen speaker"),
                                          clicked=self._test_speaker)
        ml.addLayout(button_row((self.speaker_combo, 1), self.speaker_test_button))
        self.speaker_test: audio_output.SpeakerTest | None = None
        self.speaker_note = Note("error")   # why there is nothing to choose (QtMultimedia missing)
        if not self._can_play():   # QtMultimedia missing, or no output device: nothing would play
            self.speaker_combo.setEnabled(False)
            self.speaker_test_button.setEnabled(False)
            self.speaker_note.setText(audio_output.no_sound_reason())
            self.speaker_note.show()
        ml.addWidget(self.speaker_note)
        self.device_error = Note("error")
        ml.addWidget(self.device_error)
        ml.addStretch(1)
        return media

    @staticmethod
    def _combo(name: str, items: list[tuple[str, str]], current: str) -> QComboBox:
        """A list of (text, data), ``current``'s entry chosen (else the first)."""
        combo = QComboBox()
        combo.setAccessibleName(name)
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    # ---- background: blur or a picture behind you (meetings offer it when the room allows it)
    def _build_background_card(self, settings: Settings) -> QFrame:
        card, layout = _card()
        layout.addWidget(section_label(self.tr("Background")))
        self.background_combo = QComboBox()
        self.background_combo.setAccessibleName(self.tr("Background"))
        self.background_combo.setToolTip(self.tr("Blur or replace what is behind you, in meetings whose room "
                                                 "allows it; the preview shows how you will look."))
        names = {"dusk": self.tr("Dusk"), "room": self.tr("Room"), "mountains": self.tr("Mountains")}
        self.background_combo.addItem(self.tr("None"), _choice_key("none", ""))
        self.background_combo.addItem(self.tr("Blur"), _choice_key("blur", ""))
        for name in backgrounds.BUILTIN_NAMES:
            self.background_combo.addItem(names.get(name, name), _choice_key("image", f"builtin:{name}"))
        if settings.background_image == "room":
            self.background_combo.addItem(self.tr("The room's picture"), _choice_key("image", "room"))
        elif settings.background_mode == "image" and settings.background_image \
                and not settings.background_image.startswith("builtin:"):
            self._add_own_background(settings.background_image)
        chosen = _choice_key(settings.background_mode, settings.background_image)
        self.background_combo.setCurrentIndex(max(0, self.background_combo.findData(chosen)))
        self.background_pick = button(self.tr("Your picture…"), name=self.tr("Choose a background picture"),
                                      clicked=self._choose_background)
        layout.addLayout(button_row((self.background_combo, 1), self.background_pick))
        self.background_note = Note("error")
        layout.addWidget(self.background_note)
        reason = backgrounds.unavailable()
        if reason:
            for widget in (self.background_combo, self.background_pick):
                widget.setEnabled(False)
            self._background_failed(self.tr("Background effects are not available: %1").replace("%1", reason))
        self.background_combo.currentIndexChanged.connect(self._background_chosen)
        return card

    def _add_own_background(self, path: str) -> int:
        index = self.background_combo.findData(_choice_key("image", path))
        if index < 0:
            self.background_combo.addItem(Path(path).name, _choice_key("image", path))
            index = self.background_combo.count() - 1
        return index

    def _choose_background(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a background picture"), "",
                                              self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
        if path:
            self.background_combo.setCurrentIndex(self._add_own_background(path))

    def _background_chosen(self) -> None:
        mode, image = self.background_choice()
        reason = self.preview.set_background(mode, image)
        if reason:
            self._background_failed(self.tr("This background cannot be used: %1").replace("%1", reason))
        else:
            self.background_note.hide()

    def background_choice(self) -> tuple[str, str]:
        """The chosen (mode, image) of the background box."""
        mode, _, image = (self.background_combo.currentData() or "none").partition("\n")
        return mode, image

    def _background_failed(self, message: str) -> None:
        self.background_note.setText(message)
        self.background_note.show()

    # ---- sound: the microphone's processing switches (issue 17)
    def _build_sound(self, layout: QVBoxLayout, settings: Settings) -> None:
        self.echo_check = QCheckBox(self.tr("Echo cancellation"))
        self.echo_check.setToolTip(self.tr("Removes the others' voices coming back from your speakers"))
        self.noise_check = QCheckBox(self.tr("Noise suppression"))
        self.noise_check.setToolTip(self.tr("Lowers steady background noise such as fans"))
        self.gain_check = QCheckBox(self.tr("Automatic gain"))
        self.gain_check.setToolTip(self.tr("Evens out your volume, so a quiet voice is heard"))
        grid = QGridLayout()   # two columns, the longest name alone in its row: they fit in every language
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        for (row, column, span), (box, name, value) in zip(((0, 0, 1), (0, 1, 1), (1, 0, 2)), (
                (self.echo_check, self.tr("Echo cancellation"), settings.echo_cancellation),
                (self.gain_check, self.tr("Automatic gain"), settings.auto_gain),
                (self.noise_check, self.tr("Noise suppression"), settings.noise_suppression))):
            box.setChecked(value)
            box.setAccessibleName(name)
            grid.addWidget(box, row, column, 1, span)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.sound_note = role_label(self.tr("For music, switch these off: it is then sent as it is played."),
                                     "muted", True)
        why = sound_processing.unavailable()
        if why is not None:
            for box in (self.echo_check, self.noise_check, self.gain_check):
                box.setEnabled(False)
            self.sound_note.setText(self.tr("Sound processing is unavailable (%1).").replace("%1", why))
        layout.addWidget(self.sound_note)

    def _apply_sound(self) -> None:
        s = self.settings
        s.echo_cancellation = self.echo_check.isChecked()
        s.noise_suppression = self.noise_check.isChecked()
        s.auto_gain = self.gain_check.isChecked()

    def _device_label(self, device: Device) -> str:
        if not device.synthetic:
            return device.name
        name = {TEST_CARD_ID: self.tr("Test card"), TONE_ID: self.tr("Tone")}.get(device.id, device.name)
        return self.tr("%1 (synthetic)").replace("%1", name)

    def _choose_avatar(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a picture"), "",
                                              self.tr("Images (*.png *.jpg *.jpeg *.webp *.svg)"))
        if path:
            self._set_avatar(path)

    def _set_avatar(self, path: str) -> None:
        self.avatar_path = path
        self.avatar_view.set_person(self.name_edit.text(), path or None)
        self.avatar_clear.setEnabled(bool(path))   # nothing to remove without a picture

    def _device_failed(self, message: str) -> None:
        self.device_error.setText(message)
        self.device_error.show()

    def _restart_preview(self) -> None:
        if not self._preview_enabled:
            return
        self.device_error.hide()
        self.video.clear()
        self.preview.start(self.camera_combo.currentData(), self.mic_combo.currentData())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_screen()
        if self._preview_enabled and not self.preview.running:
            self._background_chosen()
            self._restart_preview()

    def _fit_screen(self) -> None:
        """Within the screen's free area (a 768-pixel-high one: the title bar stays on the screen and the
        dialog can be moved); what does not fit scrolls."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
        title = max(self.geometry().y() - self.frameGeometry().y(), 32)   # the window manager's, or room for one
        # as tall as the cards want (a scroll area alone asks for little), as far as the screen allows
        wanted = self.sizeHint().height() - self.scroll.sizeHint().height() + self.scroll.widget().sizeHint().height()
        height = min(max(self.height(), wanted), free.height() - title - 32)
        width = min(self.width(), free.width() - 16)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        top = max(free.top() + title, min(self.y(), free.bottom() - 16 - self.height()))
        left = max(free.left(), min(self.x(), free.right() - self.width()))
        if (left, top) != (self.x(), self.y()):
            self.move(left, top)

    # ---- the remote service is checked with one request before it is saved
    def _save_clicked(self) -> None:
        url, key = self.service_url_edit.text().strip(), self.api_key_edit.text().strip()
        unchanged = (url, key) == (self.settings.service_url.strip(), self.settings.service_api_key.strip())
        if not url or unchanged or self._checked == (url, key):
            self.accept()
            return
        self.service_error.hide()
        self.save_button.setEnabled(False)
        self.save_button.setText(self.tr("Checking the service…"))
        self._check = asyncio.ensure_future(self._check_service(url, key))

    async def _check_service(self, url: str, key: str) -> None:
        problem = await service_problem(url, key)
        self.save_button.setEnabled(True)
        if problem is None:
            self.save_button.setText(self.tr("Save"))
            self.accept()
            return
        self._checked = (url, key)   # a second Save keeps it all the same (offline now, the service later)
        self.save_button.setText(self.tr("Save anyway"))
        self.service_error.setText(problem)
        self.service_error.show()

    def _test_speaker(self) -> None:
        """Play the test sound on the speaker chosen in the list (not saved yet), once at a time."""
        if self.speaker_test is not None:
            return
        self.speaker_test_button.setEnabled(False)
        self.speaker_test_button.setText(self.tr("Playing…"))
        self.speaker_test = audio_output.SpeakerTest(self.speaker_combo.currentData() or "", self._speaker_tested)
        self.speaker_test.start()

    @staticmethod
    def _can_play() -> bool:
        return audio_output.unavailable() is None and bool(audio_output.output_devices())

    def _speaker_tested(self) -> None:
        self.speaker_test_button.setEnabled(self._can_play())
        self.speaker_test_button.setText(self.tr("Test speaker"))
        self.speaker_test = None

    def done(self, result: int) -> None:
        if self._check is not None and not self._check.done():
            self._check.cancel()
        if self.speaker_test is not None:
            self.speaker_test.stop()
        self.preview.close()
        if result == QDialog.Accepted:
            self.apply()
        super().done(result)

    def apply(self) -> None:
        """Copy the form into the settings and save them."""
        s = self.settings
        s.display_name = self.name_edit.text().strip()
        s.avatar = self.avatar_path
        s.camera = self.camera_combo.currentData() or ""
        s.microphone = self.mic_combo.currentData() or ""
        s.speaker = self.speaker_combo.currentData() or ""
        language = self.language_combo.currentData() or "en"
        if s.language or language != self._shown_language:
            s.language = language
        s.service_url = self.service_url_edit.text().strip()
        s.service_api_key = self.api_key_edit.text().strip()
        self.hosting.apply(s)
        s.background_mode, s.background_image = self.background_choice()
        self.meetings.apply(s)
        self._apply_sound()
        s.save()


CHECK_TIMEOUT = 10.0   # s for the one request that checks a remote service


async def service_problem(url: str, key: str) -> str | None:
    """What is wrong with a remote service's address and API key, as a sentence (None: nothing): one request,
    the room list, which needs the key (without a key, any answer of the service will do)."""
    translate = QCoreApplication.translate
    try:
        async with ServiceClient(url, key or None) as client:
            await asyncio.wait_for(client.list_rooms(), CHECK_TIMEOUT)
    except (ServiceUnreachable, asyncio.TimeoutError, OSError):
        return translate("SettingsDialog", "The service at %1 cannot be reached. Check the address and that the "
                                           "service runs.").replace("%1", url)
    except ServiceError as exc:
        if exc.status in (401, 403):
            return None if not key else translate("SettingsDialog", "The service refused this API key.")
        return translate("SettingsDialog", "The service answered with an error: %1").replace(
            "%1", exc.message or str(exc.status))
    except ValueError:
        return translate("SettingsDialog", "This is not a web address: %1").replace("%1", url)
    return None
