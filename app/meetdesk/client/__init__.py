"""Client side of the meeting API: the REST client, link parsing and the typed replies it returns.

The real-time client (``client.realtime``), the call (``client.call``, ``client.sepp``), the local devices
(``client.devices``) and image downloads (``client.images``) live beside it as modules; the UI reaches the
rest of MeetDesk only through this package.
"""
from meetdesk.api.items import Recording, Snapshot, Webhook
from meetdesk.api.links import ParsedLink, parse_link, to_app_scheme
from meetdesk.api.models import (Links, MeetingReply, Options, PermalinkInfo, PermalinkPage, PermalinkReply,
                                 PermalinkRoom, RoomSummary, RoomUser, Signaling, User, UserSummary, merge_meeting)
from meetdesk.api.options import random_guest_name
from .errors import CertificateMismatch, LinkReplaced, MeetingNotStarted, ServiceError, ServiceUnreachable
from .rest import ServiceClient, join_from_link

__all__ = [
    "CertificateMismatch", "LinkReplaced", "Links", "MeetingNotStarted", "MeetingReply", "Options", "ParsedLink",
    "PermalinkInfo", "PermalinkPage", "PermalinkReply", "PermalinkRoom", "Recording", "RoomSummary", "RoomUser",
    "ServiceClient", "ServiceError", "ServiceUnreachable", "Signaling", "Snapshot", "User", "UserSummary", "Webhook",
    "join_from_link", "merge_meeting", "parse_link", "random_guest_name", "to_app_scheme",
]
