"""Participant list: avatar, name, you/guest tags, speaking dot, remove button for hosts."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from meetdesk.ui.controllers.people import Person
from meetdesk.ui.theme import SUCCESS, icon
from meetdesk.ui.widgets.avatar import AvatarView


class PersonRow(QWidget):
    kick_clicked = Signal(str)

    def __init__(self, person: Person, can_kick: bool, you: str, guest: str, remove_tip: str):
        super().__init__()
        self.person = person
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
        tags = [t for t, on in ((you, person.is_self), (guest, person.guest)) if on]
        if tags:
            tag = QLabel(" · ".join(tags))
            tag.setProperty("role", "muted")
            text.addWidget(tag)
        row.addLayout(text, 1)
        self.speaking = QLabel("●")
        self.speaking.setStyleSheet(f"color: {SUCCESS}; font-size: 12pt;")
        self.speaking.setVisible(person.speaking)
        self.speaking.setAccessibleName(self.tr("speaking"))
        row.addWidget(self.speaking)
        self.kick_button: QPushButton | None = None
        if can_kick and not person.is_self:
            self.kick_button = QPushButton(icon("kick"), "")
            self.kick_button.setProperty("role", "ghost")
            self.kick_button.setIconSize(QSize(18, 18))
            self.kick_button.setToolTip(remove_tip)
            self.kick_button.setAccessibleName(f"{remove_tip}: {person.name}")
            self.kick_button.clicked.connect(lambda: self.kick_clicked.emit(person.id))
            row.addWidget(self.kick_button)
        self.setAccessibleName(person.name)


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
        self.set_people([])

    def set_can_kick(self, can_kick: bool) -> None:
        self.can_kick = can_kick
        self.set_people(self.people)

    def set_people(self, people: list[Person]) -> None:
        self.people = list(people)
        self.title.setText(self.tr("PARTICIPANTS (%1)").replace("%1", str(len(people))))
        self.list.clear()
        for person in people:
            row = PersonRow(person, self.can_kick, self.tr("you"), self.tr("guest"), self.tr("Remove from meeting"))
            row.kick_clicked.connect(self.kick_requested)
            item = QListWidgetItem(self.list)
            item.setSizeHint(row.sizeHint())
            item.setData(Qt.UserRole, person.id)
            self.list.setItemWidget(item, row)

    def rows(self) -> list[PersonRow]:
        return [self.list.itemWidget(self.list.item(i)) for i in range(self.list.count())]
