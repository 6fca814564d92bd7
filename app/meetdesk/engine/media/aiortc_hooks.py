"""Every private part of aiortc the forwarding unit touches, in one place.

aiortc's public API decodes every received track and encodes every sent one. A forwarding unit needs four
things it does not expose: the receiver's complete encoded frames (instead of decoded ones), the RTP packets'
SSRC and audio level, the subscriber's keyframe requests (in packet mode aiortc's sender only sets a flag its
encoder would read) and the REMB feedback both ways. Each hook below replaces or wraps one attribute of one
receiver or sender instance; nothing global changes, so the client side of the same process keeps aiortc's
behaviour. aiortc is pinned (pyproject.toml) and every hook is covered by tests/calls/test_aiortc_hooks.py.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from aiortc import RTCRtpReceiver, RTCRtpSender, RTCRtpTransceiver
from aiortc.codecs import is_rtx
from aiortc.jitterbuffer import JitterFrame
from aiortc.rtp import RTCP_PSFB_APP, RtcpPacket, RtcpPsfbPacket, RtpPacket, pack_remb_fci, unpack_remb_fci
from aiortc.utils import uint16_add

FrameCallback = Callable[[Any, JitterFrame], None]  # (codec parameters, complete encoded frame)
PacketCallback = Callable[[RtpPacket], None]


class EncodedFrameTap:
    """Stands in for an RTCRtpReceiver's decoder queue.

    The receiver puts ``(codec, frame)`` for every complete encoded frame from the event loop: the tap hands it
    to ``on_frame`` there and then, so no frame is ever decoded. The receiver's decoder thread waits in
    ``get()`` until the receiver stops (it puts None); the thread then ends the remote track as usual.
    """

    def __init__(self, on_frame: FrameCallback) -> None:
        self._on_frame = on_frame
        self._ended = threading.Event()

    def put(self, item: tuple[Any, JitterFrame] | None) -> None:
        if item is None:
            self._ended.set()
            return
        codec, frame = item
        self._on_frame(codec, frame)

    def get(self) -> None:
        self._ended.wait()
        return None


class AudioPassThrough:
    """Jitter buffer of an engine audio receiver: every RTP packet is one complete frame (Opus, G.711), handed
    on as it arrives. aiortc's buffer holds four frames back (80 ms) to smooth playout, which is the
    listening client's job, not a forwarding hop's. A packet up to 100 behind the last one handed on is late
    or repeated and dropped; one further behind means the sender started its numbering anew (as aiortc's own
    buffer treats it) and is handed on."""

    MAX_MISORDER = 100

    def __init__(self) -> None:
        self._last: int | None = None

    def add(self, packet: RtpPacket) -> tuple[bool, JitterFrame | None]:
        if self._last is not None:
            behind = uint16_add(self._last, -packet.sequence_number)
            if behind < self.MAX_MISORDER:
                return False, None  # late or repeated (behind == 0)
        self._last = packet.sequence_number
        return False, JitterFrame(data=packet._data, timestamp=packet.timestamp)  # type: ignore[attr-defined]


def receiver_of(pc: Any, track: Any) -> RTCRtpReceiver:
    """The receiver of a remote ``track`` of ``pc`` (its "track" event names the track only)."""
    return next(t.receiver for t in pc.getTransceivers() if t.receiver.track is track)


def tap_receiver(receiver: RTCRtpReceiver, on_frame: FrameCallback, on_packet: PacketCallback) -> None:
    """Make ``receiver`` hand complete encoded frames to ``on_frame`` instead of decoding them, and show every
    RTP packet (RTX excluded) to ``on_packet`` first. A video frame after a packet that never came is not
    handed on until the next keyframe, however long that takes (the jitter buffer asks for it). Call it
    before the receiver starts (from the "track" event): its decoder thread is started with the queue it
    holds then."""
    if getattr(receiver, "_RTCRtpReceiver__decoder_thread") is not None:
        raise RuntimeError("the receiver has started already")
    receiver._RTCRtpReceiver__decoder_queue = EncodedFrameTap(on_frame)  # type: ignore[attr-defined]
    if receiver.track is not None and receiver.track.kind == "audio":
        receiver._RTCRtpReceiver__jitter_buffer = AudioPassThrough()  # type: ignore[attr-defined]
    else:
        buffer = getattr(receiver, "_RTCRtpReceiver__jitter_buffer")
        if hasattr(buffer, "keyframe_wait"):  # meetdesk.rtc.jitter_buffer: after a loss, only a keyframe
            buffer.keyframe_wait = None
    codecs: dict[int, Any] = getattr(receiver, "_RTCRtpReceiver__codecs")
    handle_rtp = receiver._handle_rtp_packet

    async def peek(packet: RtpPacket, arrival_time_ms: int) -> None:
        codec = codecs.get(packet.payload_type)
        if codec is not None and not is_rtx(codec):
            on_packet(packet)
        await handle_rtp(packet, arrival_time_ms)

    receiver._handle_rtp_packet = peek  # type: ignore[method-assign]


def _remb(packet: Any) -> tuple[int, list[int]] | None:
    """(bitrate, SSRCs) of a REMB packet, None for any other RTCP packet."""
    if isinstance(packet, RtcpPsfbPacket) and packet.fmt == RTCP_PSFB_APP:
        try:
            return unpack_remb_fci(packet.fci)
        except ValueError:
            return None
    return None


def cap_receiver_remb(receiver: RTCRtpReceiver, cap: Callable[[int], int]) -> None:
    """Lower the REMB estimates the receiver sends to its publisher to ``cap(estimate)``."""
    send_rtcp = receiver._send_rtcp

    async def capped(packet: Any) -> None:
        remb = _remb(packet)
        if remb is not None:
            packet.fci = pack_remb_fci(cap(remb[0]), remb[1])
        await send_rtcp(packet)

    receiver._send_rtcp = capped  # type: ignore[method-assign]


async def send_pli(receiver: RTCRtpReceiver, media_ssrc: int) -> None:
    """Ask the publisher behind ``receiver`` for a keyframe (RTCP PLI)."""
    await receiver._send_rtcp_pli(media_ssrc)


async def send_remb(receiver: RTCRtpReceiver, bitrate: int, media_ssrc: int) -> None:
    """Send the publisher behind ``receiver`` a REMB of ``bitrate`` bit/s for ``media_ssrc``."""
    rtcp_ssrc = getattr(receiver, "_RTCRtpReceiver__rtcp_ssrc")
    if rtcp_ssrc is None:
        return
    packet = RtcpPsfbPacket(fmt=RTCP_PSFB_APP, ssrc=rtcp_ssrc, media_ssrc=0,
                            fci=pack_remb_fci(bitrate, [media_ssrc]))
    await receiver._send_rtcp(packet)


def hook_sender(sender: RTCRtpSender, on_keyframe_request: Callable[[], None],
                on_remb: Callable[[int], None]) -> None:
    """Tell ``on_keyframe_request`` of the subscriber's PLI/FIR (aiortc's sender would only set a flag for
    its encoder) and ``on_remb`` of each REMB estimate the subscriber sends for this sender's stream."""
    sender._send_keyframe = on_keyframe_request  # type: ignore[method-assign]
    handle_rtcp = sender._handle_rtcp_packet

    async def observe(packet: RtcpPacket) -> None:
        remb = _remb(packet)
        if remb is not None and sender._ssrc in remb[1]:
            on_remb(remb[0])
        await handle_rtcp(packet)

    sender._handle_rtcp_packet = observe  # type: ignore[method-assign]


def is_hooked(sender: RTCRtpSender) -> bool:
    return "_send_keyframe" in vars(sender)


def negotiated_codec(transceiver: RTCRtpTransceiver) -> Any | None:
    """The codec parameters the transceiver sends with (the first of its codecs): None before a description
    is applied; on the offering side the first offered one until the answer settles it."""
    codecs = [codec for codec in transceiver._codecs if not is_rtx(codec)]
    return codecs[0] if codecs else None
