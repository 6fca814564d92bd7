"""The engine's media: one ``MediaSession`` per running meeting (``meeting.media``), created and closed by the
engine. Modules: ``session`` (the legs of a meeting and who receives what), ``legs`` (one participant's peer
connection), ``routing`` (pure decisions: which source a leg plays, the podium), ``forwarding`` (a received
track's encoded frames handed to subscribers' bounded queues, no codec), ``forwarded_track`` (a leg's
outgoing track: those frames sent on as packets, or the filler), ``keyframes`` (keyframe recognition, the
request rate limit and the scheduler that owns its timers), ``codecs`` (the encoders and decoders the engine
makes), ``aiortc_hooks`` (the private aiortc parts forwarding needs), ``outputs`` (the link a recording, a
broadcast, a forward or a snapshot attaches to the composed meeting with, ``MediaSession.attach``). Peer
connections with loopback ICE, voice activity and the data channel come from ``meetdesk.rtc``, which the
client shares.

The names load on first use (PEP 562), as ``meetdesk.engine``'s do: the compositor process imports
``compositor`` (PyAV, numpy, Pillow) and must not pull in aiortc and its crypto through this package (33 MB
of its resident memory, benchmarks/memory_bench.py)."""
import importlib as _importlib
import typing as _typing

if _typing.TYPE_CHECKING:
    from .forwarded_track import ForwardedTrack
    from .forwarding import PacketSource
    from .legs import CallLeg
    from .session import MediaSession

__all__ = ["CallLeg", "ForwardedTrack", "MediaSession", "PacketSource"]
_HOMES = {"CallLeg": ".legs", "ForwardedTrack": ".forwarded_track", "MediaSession": ".session",
          "PacketSource": ".forwarding"}


def __getattr__(name: str) -> _typing.Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_importlib.import_module(_HOMES[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
