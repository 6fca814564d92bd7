"""Raised hands: who asked to speak, in the order they asked, the same for everyone in the meeting.

The protocol has no hand, so MeetDesk and the engine's browser page carry it as a custom message (POST
/rooms/<key>/messages, type custom), beside the media state (people.py):

    {"meetdesk_hand": {"user": "<client id>", "raised": true, "at": 1764133979123}}

``user`` is whose hand it is (a client id, as memberlist and the messages' ``cid`` name people), ``at`` when it
went up (milliseconds since 1970 by the raiser's clock, kept when the hand is announced again: everyone orders
the list by it). A hand goes down with ``"raised": false`` (``at`` may be left out). Receivers believe a raise only
from the person it names, a lowering from that person or from a host (a user who is not a guest), and pass
anything else by: other custom messages, malformed or hostile content, unknown people. Someone who joins learns
the hands already up: each participant whose hand is up announces it again when a new member appears (as the
media state is announced). A hand goes down when its person leaves (the people controller drops it with them).
A hand a host lowered stays down: an announcement of it (the same ``at``) that was on its way when the lowering
was sent is passed by; the person raising their hand again gives it a new ``at``.
"""
from __future__ import annotations

import json
import time
import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.ui.controllers.errors import describe
from meetdesk.ui.controllers.people import PeopleController, Person, Spawn, custom_fields, strip_domain
from meetdesk.ui.controllers.part import MeetingPart

HAND_KEY = "meetdesk_hand"
MAX_HAND_TEXT = 400       # a custom message longer than this is no hand
MAX_USER_ID = 128         # characters of a client id
MAX_AT = 2 ** 53          # the largest integer JavaScript's numbers hold exactly


@dataclass(frozen=True)
class Hand:
    user: str                 # client id without its @domain
    raised: bool
    at: int | None = None     # when it went up (ms since 1970); None for a lowering


def hand_message(hand: Hand) -> str:
    """The custom message's content for a hand (compact JSON; ``at`` only when raised)."""
    fields: dict[str, object] = {"user": hand.user, "raised": hand.raised}
    if hand.raised:
        fields["at"] = hand.at
    return json.dumps({HAND_KEY: fields}, separators=(",", ":"))


def hand_from_message(content: object) -> Hand | None:
    """The hand in a custom message's content; None for anything else (other custom messages, wrong types, an id
    that is empty, too long or holds control characters or lone surrogates, a time that is not a whole number of
    milliseconds between 0 and 2^53)."""
    fields = custom_fields(content, HAND_KEY, MAX_HAND_TEXT)
    if fields is None or not isinstance(fields.get("raised"), bool):
        return None
    user, at = fields.get("user"), fields.get("at")
    if not isinstance(user, str) or not 0 < len(user) <= MAX_USER_ID \
            or any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in user):
        return None
    if not fields["raised"]:
        return Hand(strip_domain(user), False)
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= MAX_AT:
        return None
    return Hand(strip_domain(user), True, at)


def now_ms() -> int:
    return int(time.time() * 1000)


class HandsController(MeetingPart):
    """Your hand (raise, lower, announce it to newcomers), the others' hands on the people list, and a host's
    lowering of anyone's hand."""
    notice = Signal(str)
    error = Signal(str)
    own_hand_changed = Signal(bool)   # your hand went up or down (also when a host lowered it)
    hand_raised = Signal(str)         # (hosts) someone's name: their hand went up (a desktop notification)

    def __init__(self, client: ServiceClient, access_key: str, own_cid: str, is_host: bool, people: PeopleController,
                 spawn: Spawn, parent: QObject | None = None):
        super().__init__(client, access_key, spawn, parent)
        self.own_cid = strip_domain(own_cid)
        self.is_host = is_host
        self.people = people
        self._members: set[str] = set()
        self._lowered: dict[str, int] = {}   # client id -> when the hand a host lowered had gone up
        people.changed.connect(self._members_changed)

    @property
    def raised(self) -> bool:
        return self.own_cid in self.people.hands

    def order(self) -> list[str]:
        """The client ids whose hands are up, first raised first."""
        return [cid for cid, _at in sorted(self.people.hands.items(), key=lambda item: (item[1], item[0]))]

    # ---- your own hand
    def set_raised(self, raised: bool) -> None:
        """Raise or lower your hand: on your list at once, then to the others."""
        if raised == self.raised:
            self.own_hand_changed.emit(raised)
            return
        hand = Hand(self.own_cid, raised, now_ms() if raised else None)
        self.people.set_hand(self.own_cid, hand.at)
        self.own_hand_changed.emit(raised)
        self.spawn(self._send(hand))

    def toggle(self) -> None:
        self.set_raised(not self.raised)

    def lower(self, cid: str) -> None:
        """A host lowers someone's hand (for everyone; they are told who did)."""
        cid = strip_domain(cid)
        if cid == self.own_cid:
            self.set_raised(False)
        elif self.is_host and cid in self.people.hands:
            self._lowered[cid] = self.people.hands[cid]
            self.people.set_hand(cid, None)
            self.spawn(self._send(Hand(cid, False)))

    async def _send(self, hand: Hand) -> None:
        try:
            await self.client.send_message(self.access_key, hand_message(hand), type="custom")
        except (ServiceError, ConnectionError) as exc:
            self.error.emit(self.tr("Your hand could not be shown to the others: %1").replace("%1", describe(exc)))

    def _members_changed(self, people: list[Person]) -> None:
        """Newcomers learn that your hand is up (the others' clients tell them theirs)."""
        members = {strip_domain(p.id) for p in people}
        newcomers = members - self._members - {self.own_cid}
        self._members = members
        if newcomers and self.raised:
            self.spawn(self._send(Hand(self.own_cid, True, self.people.hands[self.own_cid])))

    # ---- what the others send
    def receive_custom(self, message: dict) -> None:
        """A real-time custom message: {type, content, cid, ...}; only hands are taken."""
        hand = hand_from_message(message.get("content"))
        sender = message.get("cid")
        if hand is None or not isinstance(sender, str) or not sender:
            return
        sender = strip_domain(sender)
        if hand.user == sender:
            if sender == self.own_cid:
                return   # your own, echoed: your list has it already
            if hand.raised and self._lowered.get(sender) == hand.at:
                return   # that hand was lowered by a host: an announcement of it sent before the lowering reached them
            known = sender in self.people.hands
            self.people.set_hand(sender, hand.at)
            if hand.raised and not known and self.is_host:
                self.spawn(self._tell_raised(sender))
        elif not hand.raised and hand.user in self.people.hands:
            self.spawn(self._lowered_by(sender, hand.user, self.people.hands[hand.user]))

    async def _tell_raised(self, cid: str) -> None:
        user = await self.people.lookup(cid)
        name = (user.name if user else "") or self.people.known_name(cid) or self.tr("Someone")
        if cid in self.people.hands:
            self.notice.emit(self.tr("%1 raised their hand").replace("%1", name[:60]))
            self.hand_raised.emit(name)

    async def _lowered_by(self, sender: str, cid: str, at: int) -> None:
        """Someone else's hand lowered by ``sender``: believed from a host only, and only for the hand that was
        up when the message came (not one raised again since)."""
        user = await self.people.lookup(sender)
        if user is None or user.guest or self.people.hands.get(cid) != at:
            return
        self._lowered[cid] = at
        self.people.set_hand(cid, None)
        if cid == self.own_cid:
            self.own_hand_changed.emit(False)
            name = user.name.strip()[:60] if isinstance(user.name, str) else ""
            self.notice.emit(self.tr("%1 lowered your hand").replace("%1", name) if name
                             else self.tr("A host lowered your hand"))
