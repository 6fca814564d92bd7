"""The people list shows, live, each participant's microphone and camera (announced as custom messages between
MeetDesk participants: the signaling protocol tells the others neither), who shares a screen, and who speaks."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt

from meetdesk.ui.controllers.people import (MediaState, PeopleController, Person, media_state_from_message,
                                            media_state_message)
from meetdesk.ui.views.people_panel import PeoplePanel

from ui_headless import HeadlessParticipant, running_desk


def test_media_state_messages_and_hostile_ones():
    for state in (MediaState(), MediaState(False, True), MediaState(True, False, True)):
        assert media_state_from_message(media_state_message(state)) == state
    for bad in (None, 7, "", "hello", "{", json.dumps({"meetdesk_media": None}),
                json.dumps({"meetdesk_media": {"mic": "no", "camera": True}}),
                json.dumps({"meetdesk_media": {"mic": 0, "camera": 1}}),
                json.dumps({"meetdesk_media": {"camera": True}}), json.dumps(["meetdesk_media"]),
                json.dumps({"meetdesk_media": {"mic": True, "camera": True, "x": "y" * 300}}),
                '{"meetdesk_media": {"mic": true, "camera": true}}\ud800', "meetdesk_media" + "\x00" * 10):
        assert media_state_from_message(bad) is None, bad
    # a screen flag that is not true counts as no screen
    assert media_state_from_message(json.dumps({"meetdesk_media": {"mic": True, "camera": True, "screen": "yes"}})) \
        == MediaState(True, True, False)


def test_a_state_announced_before_the_member_is_known_is_kept():
    people = PeopleController(None, "key", lambda coro: coro.close())
    people.set_media_state("bob@meetdesk", MediaState(False, False))
    assert "bob" not in people.people
    for i in range(2000):   # bounded
        people.set_media_state(f"x{i}", MediaState())
    assert len(people._early_states) <= 1000


def test_rows_show_microphone_camera_and_screen(qtbot):
    panel = PeoplePanel()
    qtbot.addWidget(panel)
    panel.show()
    unknown = Person("u", "Uma")
    muted = Person("m", "Max", mic_on=False, camera_on=True)
    dark = Person("d", "Dora", mic_on=True, camera_on=False)
    sharing = Person("s", "Sam", mic_on=True, camera_on=True, sharing=True)
    panel.set_people([unknown, muted, dark, sharing])
    rows = panel.rows()
    assert [r.mic_icon for r in rows] == [None, "mic-off", "mic", "mic"]
    assert [r.camera_icon for r in rows] == [None, None, "camera-off", "screen"]
    assert rows[1].mic_state.toolTip() == "Microphone muted" and rows[2].camera_state.accessibleName() == "Camera off"
    assert rows[3].tag.text() == "sharing screen"
    muted.mic_on = True
    panel.set_people([unknown, muted, dark, sharing])
    assert panel.rows() == rows and rows[1].mic_icon == "mic"   # updated in place


async def test_states_reach_the_host_and_the_guest_live(tmp_path, wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=25,
                   message="host call connected")
        window, controller = desk.meeting_window, desk.meeting
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace Guest")

        def row(name: str):
            return next((r for r in window.people_panel.rows() if r.person.name == name), None)

        def guest_knows_host(mic: bool, camera: bool) -> bool:
            states = [media_state_from_message(m.get("content")) for m in guest.received("custom")
                      if m.get("cid") == controller.own_cid]
            states = [s for s in states if s is not None]
            return bool(states) and (states[-1].mic, states[-1].camera) == (mic, camera)
        try:
            await wait(lambda: row("Grace Guest") is not None, message="guest listed")
            assert row("Ada Host").mic_icon == "mic"                  # yours, from the buttons
            assert row("Grace Guest").mic_icon is None                 # not announced (yet)
            await wait(lambda: guest_knows_host(True, True), message="the host announces itself to the newcomer")

            # the guest announces: muted microphone, then camera off too; the host's list follows
            await guest.client.send_message(guest.access_key, media_state_message(MediaState(False, True)),
                                            type="custom")
            await wait(lambda: row("Grace Guest").mic_icon == "mic-off", message="guest's microphone muted")
            assert row("Grace Guest").camera_icon is None
            await guest.client.send_message(guest.access_key, media_state_message(MediaState(False, False)),
                                            type="custom")
            await wait(lambda: row("Grace Guest").camera_icon == "camera-off", message="guest's camera off")
            # another custom message (not a media state) changes nothing and shows nothing in the chat
            await guest.client.send_message(guest.access_key, '{"poll": 1}', type="custom")

            # the host mutes and turns the camera off: the own row at once, the guest through the engine
            window.handle_key(Qt.Key_M, True)
            assert row("Ada Host").mic_icon == "mic-off"
            await wait(lambda: guest_knows_host(False, True), message="the guest hears of the muted microphone")
            window.handle_key(Qt.Key_V, True)
            assert row("Ada Host").camera_icon == "camera-off"
            await wait(lambda: guest_knows_host(False, False), message="the guest hears of the camera")
            window.handle_key(Qt.Key_M, True)
            await wait(lambda: guest_knows_host(True, False), message="unmuted again")

            # the guest's tone makes the host's list show it speaking
            await wait(lambda: row("Grace Guest").speaking.isVisible(), timeout=20, message="guest speaking")
            assert row("Grace Guest").mic_icon == "mic-off"   # the announced state, not the voice, sets the icon
            assert window.chat_panel.messages == []
        finally:
            await guest.close()
