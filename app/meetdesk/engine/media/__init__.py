"""The engine's media: one ``MediaSession`` per running meeting (``meeting.media``), created and closed by the
engine. Modules: ``session`` (the legs of a meeting and who receives what), ``legs`` (one participant's peer
connection), ``routing`` (pure decisions: which source a leg plays, the podium), ``fanout`` (a received track
fanned out to bounded queues, outgoing tracks that play the routed source). Peer connections with loopback
ICE, voice activity and the data channel come from the shared ``meetdesk.media``."""
from .fanout import RoutedTrack, SourceFanout
from .legs import CallLeg
from .session import MediaSession

__all__ = ["CallLeg", "MediaSession", "RoutedTrack", "SourceFanout"]
