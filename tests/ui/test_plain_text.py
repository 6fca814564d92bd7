"""Text from the network is plain text in every Qt view (ui/widgets/text.py): a hostile guest's name, chat line,
raised hand, a meeting's name, an exit page, a playback's or a layer's label, an mDNS name, each
``<img src=FIFO>`` with a link, never makes Qt open the file (a /dev/zero there took the hosting app down).

The probe is a FIFO watched with inotify: an open of it is recorded, then answered (data and end of file) so
that a Qt thread that did open it is not blocked for good."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QWidget

import meetdesk.ui
from meetdesk.client.rest import join_from_link
from meetdesk.ui.controllers.hands import Hand, hand_message
from meetdesk.ui.controllers.meeting import MeetingController
from meetdesk.api.announcement import NearbyMeeting
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.guest_dialog import GuestNameDialog
from meetdesk.ui.views.main_window import MainWindow
from meetdesk.ui.views.meeting_window import MeetingWindow
from meetdesk.ui.widgets.confirm import confirmation

from test_join_flows import service
from ui_headless import HeadlessParticipant

UI = Path(meetdesk.ui.__file__).parent


WATCHER = r"""
import ctypes, os, sys, time
fifo, mark = sys.argv[1], sys.argv[2]
end = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)   # a reader and a writer: an open of the FIFO returns at once
libc = ctypes.CDLL(None, use_errno=True)
inotify = libc.inotify_init1(os.O_CLOEXEC)
assert inotify >= 0 and libc.inotify_add_watch(inotify, fifo.encode(), 0x20) >= 0   # IN_OPEN
print("watching", flush=True)
os.read(inotify, 4096)
open(mark, "w").close()
os.write(end, b"not an image")   # then its end of file: the reader must not hang
os.close(end)
while True:   # Qt tries again (one open per image reader): each reader waiting in its open gets the same
    try:
        writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)   # only while someone waits to read
    except OSError:
        time.sleep(0.01)
        continue
    try:
        os.write(writer, b"not an image")
    except OSError:   # the reader went
        pass
    os.close(writer)
"""


class FifoProbe:
    """A FIFO whose every open (by anyone but the probe) is seen. The watcher is a process of its own: a Qt call
    that opened the FIFO blocks holding the interpreter lock, so no thread of the test's process could answer."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "probe"
        self.mark = folder / "opened"
        os.mkfifo(self.path)
        self._watcher = subprocess.Popen([sys.executable, "-c", WATCHER, str(self.path), str(self.mark)],
                                         stdout=subprocess.PIPE, text=True)
        assert self._watcher.stdout.readline().strip() == "watching"

    def hostile(self, prefix: str = "Eve") -> str:
        return f'{prefix}<img src="{self.path}"><a href="https://evil.example/">x</a>'

    @property
    def opened(self) -> bool:
        return self.mark.exists()

    def close(self) -> None:
        self._watcher.kill()
        self._watcher.wait()


@pytest.fixture
def probe():
    with tempfile.TemporaryDirectory(prefix="md") as folder:   # short: a name holds the path
        fifo = FifoProbe(Path(folder))
        yield fifo
        fifo.close()


def sweep(top: QWidget) -> None:
    """Lay out and paint ``top`` (with everything shown in it) and ask every widget and list item in it for its
    tooltip."""
    top.grab()
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not shiboken6.isValid(widget) or (widget is not top and not widget.isVisibleTo(top)):
            continue
        points = [widget.rect().center()]
        if isinstance(widget, QAbstractItemView):
            model = widget.model()
            points = [widget.visualRect(model.index(row, 0)).center() for row in range(model.rowCount())]
            widget = widget.viewport()
        for point in points:
            QApplication.sendEvent(widget, QHelpEvent(QEvent.ToolTip, point, widget.mapToGlobal(point)))
    # (no processEvents here: under qasync it would run the loop's callbacks inside the test's own step)


def test_the_probe_sees_what_a_rich_text_label_would_open(qtbot, probe):
    """The probe works: a QLabel left to guess its format opens the file (this is what every view avoided)."""
    label = QLabel(probe.hostile())
    qtbot.addWidget(label)
    label.show()
    label.grab()
    assert probe.opened


def test_no_view_makes_a_label_that_guesses_its_format():
    """Every label in ui/ is a plain-text Label (or the LinkLabel that escapes its link): a QLabel made anywhere
    else would take a guest's ``<img ...>`` for HTML."""
    offenders = []
    for path in UI.rglob("*.py"):
        if path == UI / "widgets" / "text.py":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QLabel":
                offenders.append(f"{path.relative_to(UI)}:{node.lineno}")
            if isinstance(node, ast.ClassDef) and any(isinstance(b, ast.Name) and b.id == "QLabel" for b in node.bases):
                source = ast.get_source_segment(path.read_text(), node) or ""
                if "setTextFormat(Qt.PlainText)" not in source:
                    offenders.append(f"{path.relative_to(UI)}:{node.lineno} (a QLabel subclass)")
            if isinstance(node, ast.Attribute) and node.attr in ("setHtml", "insertHtml"):
                offenders.append(f"{path.relative_to(UI)}:{node.lineno} ({node.attr})")
            # markup meant as rich text would show as its tags in a plain label: the app's own markup is built
            # in ui/widgets/text.py (escaping what it wraps), the chat's in its QTextBrowser (escaped)
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and path.name != "chat_panel.py"
                    and any(tag in node.value for tag in ("<span", "<a ", "<b>", "<br", "<p>", "<img"))):
                offenders.append(f"{path.relative_to(UI)}:{node.lineno} (markup in a plain-text view)")
    assert not offenders, offenders


def test_nearby_meetings_dialogs_and_questions_show_hostile_text_plainly(qtbot, probe):
    """A meeting named by mDNS (the Nearby list: names, host, tooltips), the guest dialog's title (a
    permalink's meeting name) and a confirmation naming someone."""
    window = MainWindow(Settings(display_name="Ada"))
    qtbot.addWidget(window)
    window.show()
    window.set_nearby([NearbyMeeting(probe.hostile("Standup"), probe.hostile("vm"), "https://10.0.0.2:8443/g/x")])
    sweep(window)
    dialog = GuestNameDialog(probe.hostile("Standup"), suggestion=probe.hostile("Gina"))
    qtbot.addWidget(dialog)
    dialog.show()
    sweep(dialog)
    box, _ = confirmation(None, probe.hostile("Remove"), probe.hostile("detail"), "Remove")
    box.show()
    sweep(box)
    box.close()
    assert not probe.opened


async def test_a_hostile_guest_in_every_view_of_the_host(tmp_path, wait, probe):
    """A guest named ``<img src=FIFO>`` chats, raises a hand and is listed; the meeting is named so too; the host's
    meeting window, people list, notices, host console (playbacks, layers) and end page are laid out, painted and
    asked for every tooltip: the FIFO is never opened."""
    hostile = probe.hostile()
    async with service(tmp_path) as (engine, api):
        room = await api.start_room("Ada Host", name=probe.hostile("Standup"), options={"sfu_mode": "disabled"})
        client, meeting = await join_from_link(room.links.gui, "Ada Host")
        controller = MeetingController(client, meeting, api_key=engine.config.api_key)
        window = MeetingWindow(controller, confirm=False)
        window.show()
        guest = None
        try:
            controller.start()
            await wait(lambda: controller.state == "connected", timeout=20, message="call connected")
            guest = await HeadlessParticipant.join(room.links.guest_join, hostile)
            await wait(lambda: any(p.name == hostile for p in controller.people.people.values()),
                       message="the guest listed")
            await guest.client.send_message(guest.access_key, hostile)
            await guest.client.send_message(guest.access_key, hand_message(Hand(guest.meeting.user.id, True, 1)),
                                            type="custom")
            await wait(lambda: len(window.notices.history) >= 2, message="chat and hand notices")
            window.open_panel("people")
            sweep(window)
            window.open_panel("chat")
            sweep(window)
            console = window.open_host_console()
            layers = console.pages["layers"]
            console.show_page("layers")
            layers.title_edit.setText(hostile)
            layers.content_edit.setPlainText(hostile)
            layers.text_button.click()
            await wait(lambda: any(hostile in label.text() for label in layers.findChildren(QLabel)),
                       message="the layers page lists the text layer")
            for key in console.pages:
                console.show_page(key)
                sweep(console)
            window.end_page.show_reason("ended", f'https://example.org/"><img src="{probe.path}">')
            window.pages.setCurrentWidget(window.end_page)
            sweep(window)
            assert not probe.opened, "Qt opened a file named in text from the network"
        finally:
            if guest is not None:
                await guest.close()
            await controller.close()
            window.close()
