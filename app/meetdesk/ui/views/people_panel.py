"""Participant list: avatar, name, you/guest/presenting tags, whether the composed picture shows them, speaking
dot, remove button for hosts."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.controllers.people import Person
from meetdesk.ui.theme import ACCENT, MUTED, SUCCESS, icon
from meetdesk.ui.widgets.avatar import AvatarView


class PictureMarker(QWidget):
    """A small tile: filled when the composed picture shows the person, an empty crossed-out frame when it does
    not (more people than positions, or a layout that leaves them out); nothing without a composed picture."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.state: bool | None = None
        self.setFixedSize(QSize(18, 14))

    def set_state(self, in_picture: bool | None, tip: str) -> None:
        self.state = in_picture
        self.setVisible(in_picture is not None)
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        self.update()

    def paintEvent(self, event) -> None:
        if self.state is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        tile = QRectF(1.5, 1.5, self.width() - 3, self.height() - 3)
        if self.state:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(ACCENT))
            p.drawRoundedRect(tile, 2.5, 2.5)
        else:
            p.setPen(QPen(QColor(MUTED), 1.2))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(tile, 2.5, 2.5)
            p.drawLine(tile.bottomLeft(), tile.topRight())
        p.end()


class PersonRow(QWidget):
    kick_clicked = Signal(str)

    def __init__(self, person: Person, can_kick: bool, texts: dict[str, str]):
        super().__init__()
        self.person = person
        self.texts = texts
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.setSpacing(10)
        picture = person.avatar_image or (person.avatar if person.avatar and "://" not in person.avatar else None)
        self.avatar = AvatarView(person.name, picture, 34)
        row.addWidget(self.avatar)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.name_label = QLabel(person.name)
        self.name_label.setStyleSheet("font-weight: 600;")
        text.addWidget(self.name_label)
        self.tag = QLabel()
        self.tag.setProperty("role", "muted")
        text.addWidget(self.tag)
        row.addLayout(text, 1)
        self.picture_marker = PictureMarker()
        row.addWidget(self.picture_marker)
        self.speaking = QLabel("●")
        self.speaking.setStyleSheet(f"color: {SUCCESS}; font-size: 12pt;")
        self.speaking.setToolTip(texts["speaking"])
        self.speaking.setAccessibleName(texts["speaking"])
        row.addWidget(self.speaking)
        self.kick_button: QPushButton | None = None
        if can_kick and not person.is_self:
            remove_tip = texts["remove"]
            self.kick_button = QPushButton(icon("kick"), "")
            self.kick_button.setProperty("role", "ghost")
            self.kick_button.setIconSize(QSize(18, 18))
            self.kick_button.setToolTip(remove_tip)
            self.kick_button.setAccessibleName(f"{remove_tip}: {person.name}")
            self.kick_button.clicked.connect(lambda: self.kick_clicked.emit(person.id))
            row.addWidget(self.kick_button)
        self.setAccessibleName(person.name)
        self.set_state(person)

    @staticmethod
    def layout_key(person: Person, can_kick: bool) -> tuple:
        """What a row is built from; a person whose key is unchanged only gets set_state."""
        return (person.id, person.name, person.avatar, person.avatar_image, person.is_self, can_kick)

    def set_state(self, person: Person) -> None:
        """Tags, podium marker and speaking dot: the parts that change during a call."""
        self.person = person
        t = self.texts
        tags = [text for text, on in ((t["you"], person.is_self), (t["guest"], person.guest),
                                      (t["presenting"], person.presenting),
                                      (t["not_in_picture"], person.in_picture is False)) if on]
        self.tag.setText(" · ".join(tags))
        self.tag.setVisible(bool(tags))
        self.picture_marker.set_state(person.in_picture, t["in_picture"] if person.in_picture else
                                      t["not_in_picture_tip"])
        self.speaking.setVisible(person.speaking)

    @property
    def in_picture(self) -> bool | None:
        return self.picture_marker.state


class PeoplePanel(QWidget):
    kick_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        col = QVBoxLayout(self)
        col.setContentsMargins(14, 14, 14, 14)
        col.setSpacing(8)
        self.title = QLabel()
        self.title.setProperty("role", "section")
        col.addWidget(self.title)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Participants"))
        self.list.setSelectionMode(QListWidget.NoSelection)
        col.addWidget(self.list, 1)
        self.can_kick = False
        self.people: list[Person] = []
        self.texts = {"you": self.tr("you"), "guest": self.tr("guest"), "remove": self.tr("Remove from meeting"),
                      "speaking": self.tr("Speaking"), "presenting": self.tr("presenting"),
                      "not_in_picture": self.tr("not in the picture"),
                      "in_picture": self.tr("In the composed picture"),
                      "not_in_picture_tip": self.tr("Not in the composed picture")}
        self._keys: list[tuple] = []
        self.set_people([])

    def set_can_kick(self, can_kick: bool) -> None:
        self.can_kick = can_kick
        self.set_people(self.people)

    def set_people(self, people: list[Person]) -> None:
        """Show the list; when only speaking, tags or podium changed, the rows are updated in place."""
        self.people = list(people)
        self.title.setText(self.tr("PARTICIPANTS (%1)").replace("%1", str(len(people))))
        keys = [PersonRow.layout_key(person, self.can_kick) for person in people]
        if keys == self._keys:
            for i, person in enumerate(people):
                item = self.list.item(i)
                row = self.list.itemWidget(item)
                row.set_state(person)
                item.setSizeHint(row.sizeHint())   # the tag line may have appeared or gone
            return
        self._keys = keys
        self.list.clear()
        for person in people:
            row = PersonRow(person, self.can_kick, self.texts)
            row.kick_clicked.connect(self.kick_requested)
            item = QListWidgetItem(self.list)
            item.setSizeHint(row.sizeHint())
            item.setData(Qt.UserRole, person.id)
            self.list.setItemWidget(item, row)

    def rows(self) -> list[PersonRow]:
        return [self.list.itemWidget(self.list.item(i)) for i in range(self.list.count())]
