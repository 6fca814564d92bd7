"""The wire model shared by the engine and the client: the reply objects (``models``; ``items``: recordings,
snapshots, broadcasts, webhooks), built with ``to_json`` on the engine side, parsed with ``from_json`` on the
client side, the error of a refused request, and link parsing.

Submodules beside these names: ``options`` (defaults and validation), ``form_codec`` (bracket forms),
``links`` (every link shape), ``input_rules`` and ``json_text`` (the checks at the edge), ``tokens``, ``sdp``.
"""
from meetdesk.api.errors import ApiError
from meetdesk.api.items import Recording, RecordingLinks
from meetdesk.api.links import ParsedLink, parse_link
from meetdesk.api.models import (Links, MeetingReply, Options, PermalinkInfo, PermalinkPage, PermalinkReply,
                                 PermalinkRoom, RoomSummary, RoomUpdate, RoomUser, Signaling, TurnServer, User,
                                 UserSummary)

__all__ = [
    "ApiError", "Links", "MeetingReply", "Options", "parse_link", "ParsedLink", "PermalinkInfo",
    "PermalinkPage", "PermalinkReply", "PermalinkRoom", "Recording", "RecordingLinks", "RoomSummary",
    "RoomUpdate", "RoomUser", "Signaling", "TurnServer", "User", "UserSummary",
]
