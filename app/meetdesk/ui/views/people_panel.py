"""Participant list: avatar, name, you/guest/presenting/sharing tags, whether the composed picture shows them,
microphone and camera state, connection quality, speaking dot, raised hand (a badge on the picture, which a host
clicks to lower it), remove button for hosts. And the view shown on the stage while you are
alone in the meeting: how to invite the others."""
from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QToolButton, QVBoxLayout, QWidget)

from meetdesk.client.tls import fingerprint_text, link_fingerprint
from meetdesk.ui.widgets.text import Label
from meetdesk.ui.controllers.people import Person
from meetdesk.ui.theme import ACCENT, MUTED, SUCCESS, SURFACE, WARNING, icon
from meetdesk.ui.widgets.avatar import AvatarView
from meetdesk.ui.widgets.elided_label import ElidedLabel
from meetdesk.ui.widgets.forms import button, button_row, hbox, vbox
from meetdesk.ui.widgets.indicator import Indicator
from meetdesk.ui.widgets.labels import role_label
from meetdesk.ui.widgets.quality_bars import QualityBars


class PictureMarker(Indicator):
    """A small picture frame: with a tile in it when the composed picture shows the person, crossed out when it does
    not (more people than positions, or a layout that leaves them out); nothing without a composed picture."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(QSize(18, 14), parent)

    def paint(self, p: QPainter) -> None:
        frame = QRectF(1.5, 1.5, self.width() - 3, self.height() - 3)   # the picture
        colour = QColor(ACCENT if self.state else MUTED)
        p.setPen(QPen(colour, 1.3))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(frame, 2.5, 2.5)
        if self.state:   # a tile in it
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(frame.adjusted(3, 3, -3, -3), 1, 1)
        else:
            p.drawLine(frame.bottomLeft(), frame.topRight())


class PersonRow(QWidget):
    kick_clicked = Signal(str)
    lower_hand_clicked = Signal(str)

    def __init__(self, person: Person, can_kick: bool, texts: dict[str, str], can_lower: bool = False):
        super().__init__()
        self.person = person
        self.texts = texts
        row = hbox(self, (6, 4, 6, 4), 10)
        picture = person.avatar_image or (person.avatar if person.avatar and "://" not in person.avatar else None)
        self.avatar = AvatarView(person.name, picture, 34)
        row.addWidget(self.avatar)
        # a raised hand: a badge on the picture's corner (the name keeps its room); a host clicks it to lower it
        self.hand_badge = QToolButton(self.avatar)
        self.hand_badge.setIcon(icon("hand-dark"))
        self.hand_badge.setIconSize(QSize(15, 15))
        self.hand_badge.setGeometry(13, 13, 21, 21)
        self.hand_badge.setStyleSheet(f"QToolButton {{ background: {WARNING}; border: 1px solid {SURFACE}; "
                                      "border-radius: 10px; padding: 0px; }")
        self.hand_badge.hide()
        self.can_lower = can_lower and not person.is_self
        if self.can_lower:
            self.hand_badge.setCursor(Qt.PointingHandCursor)
            self.hand_badge.clicked.connect(lambda: self.lower_hand_clicked.emit(person.id))
        text = vbox(spacing=0)
        self.name_label = ElidedLabel(person.name)
        self.name_label.setStyleSheet("font-weight: 600;")
        self.name_label.setToolTip(person.name)
        text.addWidget(self.name_label)
        second = QHBoxLayout()   # the connection's bars, then the tags (you, guest, presenting, ...)
        second.setSpacing(6)
        self.quality_bars = QualityBars()
        self.quality_bars.hide()
        second.addWidget(self.quality_bars)
        self.tag = ElidedLabel()
        self.tag.setProperty("role", "muted")
        second.addWidget(self.tag, 1)
        second.addStretch(0)   # no maximum width: the bars alone must not narrow the name's column to theirs
        text.addLayout(second)
        row.addLayout(text, 1)
        states = QHBoxLayout()   # the state icons close together: the name keeps the room (it was cut short)
        states.setSpacing(3)
        self.picture_marker = PictureMarker()
        states.addWidget(self.picture_marker)
        self.camera_state = _state_icon()
        states.addWidget(self.camera_state)
        self.mic_state = _state_icon()
        states.addWidget(self.mic_state)
        self.speaking = Label("●")
        self.speaking.setStyleSheet(f"color: {SUCCESS}; font-size: 10pt;")
        self.speaking.setToolTip(texts["speaking"])
        self.speaking.setAccessibleName(texts["speaking"])
        _keep_place_when_hidden(self.speaking)   # the columns stay aligned whoever speaks
        states.addWidget(self.speaking)
        row.addLayout(states)
        self.kick_button: QPushButton | None = None
        if can_kick:
            remove_tip = texts["remove"]
            button = QPushButton(icon("kick"), "")
            button.setProperty("role", "ghost")
            button.setIconSize(QSize(18, 18))
            button.setFixedWidth(30)
            row.addWidget(button)
            if person.is_self:   # nobody removes themselves: an empty place of the same width
                _keep_place_when_hidden(button)
                button.hide()
            else:
                self.kick_button = button
                button.setToolTip(remove_tip)
                button.setAccessibleName(f"{remove_tip}: {person.name}")
                button.clicked.connect(lambda: self.kick_clicked.emit(person.id))
        self.setAccessibleName(person.name)
        self.set_state(person)

    @staticmethod
    def layout_key(person: Person, can_kick: bool, can_lower: bool = False) -> tuple:
        """What a row is built from; a person whose key is unchanged only gets set_state."""
        return (person.id, person.name, person.avatar, person.avatar_image, person.is_self, can_kick, can_lower)

    def set_state(self, person: Person) -> None:
        """Tags, podium marker and speaking dot: the parts that change during a call."""
        self.person = person
        t = self.texts
        tags = [text for text, on in ((t["you"], person.is_self), (t["guest"], person.guest),
                                      (t["presenting"], person.presenting),
                                      (t["sharing"], person.sharing and not person.presenting),
                                      (t["not_in_picture"], person.in_picture is False)) if on]
        self.tag.setText(" · ".join(tags))
        self.tag.setToolTip(self.tag.text())   # in full when elided
        self.tag.setVisible(bool(tags))
        self.picture_marker.show_state(person.in_picture, t["in_picture"] if person.in_picture else
                                      t["not_in_picture_tip"])
        self.speaking.setVisible(person.speaking)
        self.hand_badge.setVisible(person.hand_at is not None)
        tip = t["hand_raised_lower"] if self.can_lower else t["hand_raised"]
        self.hand_badge.setToolTip(tip)
        self.hand_badge.setAccessibleName(f"{t['lower_hand'] if self.can_lower else t['hand_raised']}: {person.name}")
        self.quality_bars.set_quality(person.quality, person.is_self)
        # microphone: always shown once known (on or muted); camera: only when off (or replaced by a screen)
        mic = None if person.mic_on is None else ("mic" if person.mic_on else "mic-off")
        _set_state_icon(self.mic_state, mic, t["mic_on"] if person.mic_on else t["mic_off"])
        camera = "screen" if person.sharing else ("camera-off" if person.camera_on is False else None)
        _set_state_icon(self.camera_state, camera, t["sharing_tip"] if person.sharing else t["camera_off"])

    @property
    def in_picture(self) -> bool | None:
        return self.picture_marker.state

    @property
    def hand_raised(self) -> bool:
        return not self.hand_badge.isHidden()

    @property
    def mic_icon(self) -> str | None:
        """The microphone icon shown (mic, mic-off), None when unknown."""
        return self.mic_state.property("state_icon") or None

    @property
    def camera_icon(self) -> str | None:
        """camera-off, screen (sharing), or None (camera on or unknown)."""
        return self.camera_state.property("state_icon") or None


def _state_icon() -> QLabel:
    label = Label()
    label.setFixedSize(QSize(18, 18))
    _keep_place_when_hidden(label)
    label.hide()
    return label


def _set_state_icon(label: QLabel, name: str | None, tip: str) -> None:
    if label.property("state_icon") != (name or ""):
        label.setProperty("state_icon", name or "")
        if name:
            label.setPixmap(icon(name).pixmap(QSize(16, 16)))
    label.setVisible(name is not None)
    label.setToolTip(tip if name else "")
    label.setAccessibleName(tip if name else "")


def _keep_place_when_hidden(widget: QWidget) -> None:
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


class PeoplePanel(QWidget):
    kick_requested = Signal(str)
    mute_all_requested = Signal()      # a host's "Mute everyone" (stfu)
    lower_hand_requested = Signal(str)   # a host lowers this person's hand (its badge clicked)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        col = vbox(self, 14, 8)
        self.title = role_label("", "section")
        self.mute_all_button = button(self.tr("Mute everyone"), "mic-off", role="ghost",
                                      tip=self.tr("Mute everyone's microphone; each can unmute again"),
                                      clicked=self.mute_all_requested)
        self.mute_all_button.hide()   # hosts only (set_can_kick)
        col.addLayout(button_row((self.title, 1), self.mute_all_button))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Participants"))
        self.list.setSelectionMode(QListWidget.NoSelection)
        self.list.setStyleSheet("QListWidget::item { padding: 0px; }")   # rows have their own margins
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)      # rows take the list's width
        col.addWidget(self.list, 1)
        self.can_kick = False
        self.can_lower_hands = False
        self.people: list[Person] = []
        self.texts = {"you": self.tr("you"), "guest": self.tr("guest"), "remove": self.tr("Remove from meeting"),
                      "speaking": self.tr("Speaking"), "presenting": self.tr("presenting"),
                      "not_in_picture": self.tr("not in picture"),
                      "in_picture": self.tr("In the composed picture"),
                      "not_in_picture_tip": self.tr("Not in the composed picture"),
                      "sharing": self.tr("sharing screen"), "sharing_tip": self.tr("Shares a screen"),
                      "mic_on": self.tr("Microphone on"), "mic_off": self.tr("Microphone muted"),
                      "camera_off": self.tr("Camera off"), "hand_raised": self.tr("Hand raised"),
                      "lower_hand": self.tr("Lower hand"),
                      "hand_raised_lower": self.tr("Hand raised: click to lower it")}
        self._keys: list[tuple] = []
        self.set_people([])

    def set_can_kick(self, can_kick: bool) -> None:
        """A host's controls: remove (per row) and mute everyone."""
        self.can_kick = can_kick
        self.mute_all_button.setVisible(can_kick)
        self.set_people(self.people)

    def set_can_lower_hands(self, can_lower: bool) -> None:
        """A host's button on each raised hand's row to lower it."""
        self.can_lower_hands = can_lower
        self.set_people(self.people)

    def set_people(self, people: list[Person]) -> None:
        """Show the list; when only speaking, tags or podium changed, the rows are updated in place."""
        self.people = list(people)
        self.title.setText(self.tr("PARTICIPANTS (%1)").replace("%1", str(len(people))))
        keys = [PersonRow.layout_key(person, self.can_kick, self.can_lower_hands) for person in people]
        if keys == self._keys:
            for i, person in enumerate(people):
                item = self.list.item(i)
                row = self.list.itemWidget(item)
                row.set_state(person)
                item.setSizeHint(QSize(0, row.sizeHint().height()))   # the tag line may have appeared or gone
            return
        self._keys = keys
        self.list.clear()
        for person in people:
            row = PersonRow(person, self.can_kick, self.texts, self.can_lower_hands)
            row.kick_clicked.connect(self.kick_requested)
            row.lower_hand_clicked.connect(self.lower_hand_requested)
            item = QListWidgetItem(self.list)
            item.setSizeHint(QSize(0, row.sizeHint().height()))
            item.setData(Qt.UserRole, person.id)
            self.list.setItemWidget(item, row)

    def rows(self) -> list[PersonRow]:
        return [self.list.itemWidget(self.list.item(i)) for i in range(self.list.count())]


def _link_fingerprint(link: str) -> str | None:
    """The certificate fingerprint a link carries (``#sha256=...``), if any."""
    try:
        return link_fingerprint(urlsplit(link).fragment) if link else None
    except ValueError:
        return None


class AloneView(QFrame):
    """On the stage while nobody else is in the meeting: who can join and how to invite them (the guest link with
    a copy button; hosts also get the way to permalinks)."""

    copied = Signal(str)               # text for a notice
    permalinks_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("aloneView")
        self.setAttribute(Qt.WA_StyledBackground)
        self.setStyleSheet("#aloneView { background: #161a21; border-radius: 14px; }")
        self.setAccessibleName(self.tr("Invite others"))
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.card = card = QFrame()
        card.setProperty("role", "card")
        card.setFixedWidth(540)   # a fixed width lets the wrapped text take the height it needs
        col = vbox(card, (30, 26, 30, 26), 10)
        picture = Label()
        picture.setPixmap(icon("people").pixmap(QSize(48, 48)))
        picture.setAlignment(Qt.AlignCenter)
        col.addWidget(picture)
        self.title = Label(self.tr("You're the only one here"))
        self.title.setProperty("role", "title")
        self.title.setStyleSheet("font-size: 16pt;")
        self.title.setAlignment(Qt.AlignCenter)
        col.addWidget(self.title)
        self.reach_label = Label()   # who can join a meeting hosted on this computer
        self.reach_label.setObjectName("reachLabel")
        self.reach_label.setStyleSheet("#reachLabel { font-weight: 600; }")
        self.reach_label.setAlignment(Qt.AlignCenter)
        self.reach_label.setWordWrap(True)
        col.addWidget(self.reach_label)
        self.text = role_label("", "subtitle", True)
        self.text.setAlignment(Qt.AlignCenter)
        col.addWidget(self.text)
        col.addSpacing(6)
        self.link_edit = QLineEdit()
        self.link_edit.setReadOnly(True)
        self.link_edit.setAccessibleName(self.tr("Guest link"))
        self.copy_button = button(self.tr("Copy link"), "copy", role="primary", name=self.tr("Copy guest link"),
                                  tip=self.tr("Copy the guest link to the clipboard"), clicked=self._copy)
        col.addLayout(button_row((self.link_edit, 1), self.copy_button))
        # Hosting over HTTPS with this computer's own certificate: browsers warn, and the guest page asks the guest
        # to compare the fingerprint with the one the host gave: here it is, in the page's grouped form.
        self.fingerprint_note = role_label("", "muted", True)
        self.fingerprint_note.setAlignment(Qt.AlignCenter)
        col.addWidget(self.fingerprint_note)
        self.fingerprint_label = Label()
        self.fingerprint_label.setObjectName("fingerprint")
        self.fingerprint_label.setStyleSheet("#fingerprint { font-family: monospace; }")
        self.fingerprint_label.setWordWrap(True)
        self.fingerprint_label.setAlignment(Qt.AlignCenter)
        self.fingerprint_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.fingerprint_label.setAccessibleName(self.tr("Certificate fingerprint"))
        col.addWidget(self.fingerprint_label)
        self.permalinks_button = button(self.tr("Invite with a permalink…"), "link", role="ghost",
                                        name=self.tr("Invite with a permalink"),
                                        tip=self.tr("Personal links that stay valid, one per invited person "
                                                    "(host controls)"), clicked=self.permalinks_requested)
        col.addWidget(self.permalinks_button, 0, Qt.AlignHCenter)
        outer.addWidget(card, 0, Qt.AlignHCenter)
        outer.addStretch(1)
        self.set_invite("", False)

    def set_invite(self, guest_link: str, is_host: bool, reach: str = "") -> None:
        """The guest link to hand out (empty: the meeting has none), whether the permalink way is shown, and who
        can join a meeting hosted on this computer (reach "network" or "local"; empty: another service)."""
        self.reach_label.setText({"network": self.tr("Who can join: People on your network"),
                                  "local": self.tr("Who can join: Only this computer")}.get(reach, ""))
        self.reach_label.setVisible(bool(reach))
        self.link_edit.setText(guest_link)
        self.link_edit.setCursorPosition(0)
        self.link_edit.setVisible(bool(guest_link))
        self.copy_button.setVisible(bool(guest_link))
        self.permalinks_button.setVisible(is_host)
        if guest_link and reach == "local":
            self.text.setText(self.tr("This meeting can only be joined from this computer. To invite people on "
                                      "your network, choose \"People on my network\" in Settings."))
        elif guest_link:
            self.text.setText(self.tr("Anyone with the guest link can join, from MeetDesk or a browser, without an "
                                      "account. Send it to the people you expect."))
        else:
            self.text.setText(self.tr("The others will appear here as soon as they join."))
        fingerprint = _link_fingerprint(guest_link)
        self.fingerprint_note.setText(self.tr(
            "Browsers warn about this computer's own certificate. Guests can compare its fingerprint:")
            if fingerprint else "")
        self.fingerprint_label.setText(fingerprint_text(fingerprint) if fingerprint else "")
        self.fingerprint_note.setVisible(bool(fingerprint))
        self.fingerprint_label.setVisible(bool(fingerprint))
        # a wrapped label inside the fixed-width card gets no more height than one line's worth from the layout
        # (it showed cut in half in French): give each the height its text needs at the card's width
        width = self.card.width() - self.card.layout().contentsMargins().left() \
            - self.card.layout().contentsMargins().right()
        for label in (self.reach_label, self.text, self.fingerprint_note, self.fingerprint_label):
            label.ensurePolished()   # the style sheet's font decides the lines
            label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)

    def _copy(self) -> None:
        if self.link_edit.text():
            QGuiApplication.clipboard().setText(self.link_edit.text())
            self.copied.emit(self.tr("Guest link copied"))
