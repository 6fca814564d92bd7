"""Media side of the engine: the call legs of a meeting and their routing (``MeetingMedia`` in
``meeting.media``), frame fan-out and routed outgoing tracks. Peer connections with loopback ICE come from
the shared ``meetdesk.media.peer_connection`` (the client uses them too)."""
from .callset import CallLeg, MeetingMedia
from .routing import RoutedTrack, SourceFanout

__all__ = ["CallLeg", "MeetingMedia", "RoutedTrack", "SourceFanout"]
