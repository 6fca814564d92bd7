"""Media side of the engine: the call legs of a meeting and their routing (``MeetingMedia`` in
``meeting.media``), frame fan-out and routed outgoing tracks, peer connections with loopback ICE."""
from .callset import CallLeg, MeetingMedia
from .ice import create_peer_connection, ice_servers
from .routing import GuardedTrack, RoutedTrack, SourceFanout

__all__ = ["CallLeg", "MeetingMedia", "GuardedTrack", "RoutedTrack", "SourceFanout", "create_peer_connection",
           "ice_servers"]
