"""Client side of the meeting API: REST client, link parsing (realtime and call clients live beside it)."""
from meetdesk.api.links import ParsedLink, parse_link, to_app_scheme
from .rest import MeetingNotStarted, ServiceClient, ServiceError, ServiceUnreachable, join_from_link

__all__ = [
    "MeetingNotStarted", "ParsedLink", "ServiceClient", "ServiceError", "ServiceUnreachable",
    "join_from_link", "parse_link", "to_app_scheme",
]
