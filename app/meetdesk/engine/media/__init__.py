"""The engine's media: one ``MediaSession`` per running meeting (``meeting.media``), created and closed by the
engine. Modules: ``session`` (the legs of a meeting and who receives what), ``legs`` (one participant's peer
connection), ``routing`` (pure decisions: which source a leg plays, the podium), ``forwarding`` (a received
track's encoded frames handed to subscribers' bounded queues and sent on as packets, no codec), ``keyframes``
(keyframe recognition and the request rate limit), ``aiortc_hooks`` (the private aiortc parts forwarding
needs). Peer connections with loopback ICE, voice activity and the data channel come from the shared
``meetdesk.media``."""
from .forwarding import ForwardedTrack, PacketSource
from .legs import CallLeg
from .session import MediaSession

__all__ = ["CallLeg", "ForwardedTrack", "MediaSession", "PacketSource"]
