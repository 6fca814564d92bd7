"""Who is in the meeting: the call's member list, each member's name and picture (looked up once over REST,
pictures through the client's image cache), who is speaking, whose microphone and camera are on and who shares
a screen (the media state MeetDesk participants announce as custom messages, see media_state_message) and,
while the call shows the composed picture, who is in it (the podium of sepp source_update). Feeds the people
panel."""
from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from meetdesk.client.call_quality import Quality
from meetdesk.client.images import fetch_image
from meetdesk.client import ServiceClient, ServiceError, UserSummary
from meetdesk.ui.controllers.part import MeetingPart, Spawn  # noqa: F401 (Spawn: the controllers read it here)



@dataclass
class Person:
    id: str                # signaling client id (cid)
    name: str
    avatar: str | None = None
    guest: bool = False
    is_self: bool = False
    speaking: bool = False
    avatar_image: bytes | None = None   # the avatar URL's picture once fetched
    in_picture: bool | None = None      # on the composed picture's podium; None: no composed picture
    presenting: bool = False
    mic_on: bool | None = None          # None: not announced (a client other than MeetDesk)
    camera_on: bool | None = None
    sharing: bool = False               # sends a shared screen instead of the camera
    hand_at: int | None = None          # raised hand: when it went up (ms since 1970; hands.py); None: down
    quality: Quality | None = None      # connection figures shown on this row (quality.py)


@dataclass(frozen=True)
class MediaState:
    """What a participant sends: microphone on, camera on, a shared screen instead of the camera."""
    mic: bool = True
    camera: bool = True
    screen: bool = False


MEDIA_STATE_KEY = "meetdesk_media"
MAX_MEDIA_STATE_TEXT = 200   # a custom message longer than this is no media state


def media_state_message(state: MediaState) -> str:
    """The custom message (POST /rooms/<key>/messages, type custom) that tells the others a media state. The
    signaling protocol has no microphone state for the others (mute_video goes to the server only), so
    MeetDesk participants announce it to each other; other clients pass custom messages by."""
    return json.dumps({MEDIA_STATE_KEY: {"mic": state.mic, "camera": state.camera, "screen": state.screen}},
                      separators=(",", ":"))


def custom_fields(content: object, key: str, max_text: int) -> dict | None:
    """The object under ``key`` in a custom message's content (JSON text of at most ``max_text`` characters, e.g.
    {"meetdesk_media": {...}}); None for anything else (other custom messages, malformed or hostile text)."""
    if not isinstance(content, str) or len(content) > max_text or key not in content:
        return None
    try:
        data = json.loads(content)
    except ValueError:
        return None
    fields = data.get(key) if isinstance(data, dict) else None
    return fields if isinstance(fields, dict) else None


def media_state_from_message(content: object) -> MediaState | None:
    """The media state in a custom message's content; None for anything else (other custom messages, malformed
    or hostile text: only booleans count)."""
    fields = custom_fields(content, MEDIA_STATE_KEY, MAX_MEDIA_STATE_TEXT)
    if fields is None or not all(isinstance(fields.get(k), bool) for k in ("mic", "camera")):
        return None
    return MediaState(fields["mic"], fields["camera"], fields.get("screen") is True)


@dataclass(frozen=True)
class Podium:
    """Who the composed picture shows, from a sepp source_update (docs/engine-api.md "The signaling socket")."""
    visible: frozenset[str] = frozenset()   # client ids (without domain) with a podium position
    presenter: str | None = None


MAX_SOURCES = 1000   # a source_update listing more is not believed


def podium_from_source_update(update: dict) -> Podium:
    """src = source ids, vsrc = per podium position an index into src or -1, psrc = the presenter's index.
    Anything malformed (wrong types, indexes out of range) counts as nobody there."""
    src = update.get("src")
    vsrc = update.get("vsrc")
    if not isinstance(src, list) or not isinstance(vsrc, list) or len(src) > MAX_SOURCES or len(vsrc) > MAX_SOURCES:
        return Podium()

    def source(index: object) -> str | None:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(src):
            return None
        cid = src[index]
        return strip_domain(cid) if isinstance(cid, str) and cid else None

    visible = frozenset(cid for cid in map(source, vsrc) if cid is not None)
    return Podium(visible, source(update.get("psrc")))


def strip_domain(cid: str) -> str:
    """A signaling client id without its ``@domain`` part: the user id REST knows."""
    return cid.split("@", 1)[0]


class PeopleController(MeetingPart):
    changed = Signal(list)    # list[Person], yourself first, then by name
    notice = Signal(str)
    joined = Signal(object)   # Person: someone came in (their name known, as "%1 joined" says)

    def __init__(self, client: ServiceClient, access_key: str, spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.people: dict[str, Person] = {}
        self._users: dict[str, UserSummary] = {}
        self.composed = False    # the call shows the composed picture (MCU), not the other's own video
        self.podium: Podium | None = None   # None until the first source_update
        self._early_states: dict[str, MediaState] = {}
        self.hands: dict[str, int] = {}          # raised hands: client id -> when (ms); kept by hands.py
        self.quality: dict[str, Quality] = {}    # connection figures by client id; kept by quality.py

    def participant_list(self) -> list[Person]:
        """Raised hands first, first raised first; then yourself; then by name."""
        return sorted(self.people.values(), key=lambda p: (p.hand_at is None, p.hand_at or 0, not p.is_self,
                                                           p.name.lower(), p.id))

    def _emit(self) -> None:
        podium = self.podium
        for person in self.people.values():
            cid = strip_domain(person.id)
            person.in_picture = (cid in podium.visible) if self.composed and podium is not None else None
            person.presenting = podium is not None and podium.presenter == cid
            person.hand_at, person.quality = self.hands.get(cid), self.quality.get(cid)
        self.changed.emit(self.participant_list())

    def set_hand(self, cid: str, at: int | None) -> None:
        """A hand up (when it was raised) or down (None); a hand of someone not listed yet waits for them."""
        cid = strip_domain(cid)
        if at is None and self.hands.pop(cid, None) is not None:
            self._emit()
        elif at is not None and self.hands.get(cid) != at and (cid in self.people or len(self.hands) < MAX_SOURCES):
            self.hands[cid] = at
            self._emit()

    def set_quality(self, quality: dict[str, Quality]) -> None:
        """The connection figures to show, by client id (replacing the last ones)."""
        if quality != self.quality:
            self.quality = dict(quality)
            self._emit()

    def set_composed(self, composed: bool) -> None:
        """The call switched between the composed picture and the other's own video."""
        if composed != self.composed:
            self.composed = composed
            self._emit()

    def apply_source_update(self, update: dict) -> None:
        """A sepp source_update: who is on the composed picture's podium, and who presents."""
        podium = podium_from_source_update(update)
        if podium != self.podium:
            self.podium = podium
            self._emit()

    def set_media_state(self, cid: str, state: MediaState) -> None:
        """A member's microphone, camera and screen (their announcement, or yours as the buttons say)."""
        cid = strip_domain(cid or "")
        person = self.people.get(cid)
        if person is None:
            self._early_states[cid] = state   # announced before the memberlist named them (kept bounded)
            if len(self._early_states) > MAX_SOURCES:
                self._early_states.pop(next(iter(self._early_states)))
            return
        if (person.mic_on, person.camera_on, person.sharing) != (state.mic, state.camera, state.screen):
            person.mic_on, person.camera_on, person.sharing = state.mic, state.camera, state.screen
            self._emit()

    def receive_custom(self, message: dict) -> None:
        """A real-time custom message ({type, content, cid, ...}): a member's media state, if it is one."""
        state = media_state_from_message(message.get("content"))
        if state is not None and isinstance(message.get("cid"), str):
            self.set_media_state(message["cid"], state)

    def add_self(self, cid: str, name: str, avatar: str | None, guest: bool) -> None:
        self.people[cid] = Person(cid, name, avatar, guest, is_self=True)
        self._emit()
        self.spawn(self._load_avatar(cid))

    def set_speaking(self, cid: str, on: bool) -> None:
        person = self.people.get(strip_domain(cid or ""))
        if person is not None and person.speaking != on:
            person.speaking = on
            self._emit()

    async def apply_memberlist(self, event: dict) -> None:
        """A sepp memberlist: {add: [{cid}], del: [cid]}; new members get their name and picture."""
        added = [strip_domain(e.get("cid", "")) for e in event.get("add") or [] if isinstance(e, dict)]
        removed = [strip_domain(c) for c in event.get("del") or []]
        for cid in removed:
            person = self.people.pop(cid, None)
            self.hands.pop(cid, None)   # a hand goes down when its person leaves
            if person is not None and not person.is_self:
                self.notice.emit(self.tr("%1 left").replace("%1", person.name))
        new = [cid for cid in added if cid and cid not in self.people]
        for cid in new:
            self.people[cid] = Person(cid, self.tr("Participant"))
            state = self._early_states.pop(cid, None)
            if state is not None:
                self.people[cid].mic_on, self.people[cid].camera_on = state.mic, state.camera
                self.people[cid].sharing = state.screen
        if new or removed:
            self._emit()
        for cid in new:
            user = await self.lookup(cid)
            person = self.people.get(cid)
            if person is None:
                continue
            person.name = (user.name if user else "") or person.name
            person.avatar = user.avatar if user else None
            person.guest = bool(user and user.guest)
            self.spawn(self._load_avatar(cid))
            self.notice.emit(self.tr("%1 joined").replace("%1", person.name))
            self.joined.emit(person)
        if new:
            self._emit()

    def known_name(self, cid: str) -> str:
        """The name of a member or of a user looked up before; empty when unknown."""
        person = self.people.get(cid)
        if person is not None:
            return person.name
        user = self._users.get(cid)
        return user.name if user else ""

    async def lookup(self, cid: str) -> UserSummary | None:
        """GET the user once; None when the service does not know it (not remembered: asked again later)."""
        if cid not in self._users:
            try:
                self._users[cid] = await self.client.get_user(self.access_key, cid)
            except ServiceError:
                return None
        return self._users[cid]

    async def _load_avatar(self, cid: str) -> None:
        person = self.people.get(cid)
        url = person.avatar if person is not None else None
        if not url or "://" not in url:
            return
        data = await fetch_image(url)
        person = self.people.get(cid)
        if data and person is not None and person.avatar == url:
            person.avatar_image = data
            self._emit()
