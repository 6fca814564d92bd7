"""Every private part of aiortc the forwarding unit touches, in one place.

aiortc's public API decodes every received track and encodes every sent one. A forwarding unit needs five
things it does not expose: the receiver's complete encoded frames (instead of decoded ones) with the RTP packets
they came in, the RTP packets' SSRC and audio level, the subscriber's keyframe requests (in packet mode aiortc's
sender only sets a flag its encoder would read), the REMB feedback both ways, and a sender that sends those
packets on as they are (``SenderStream``). Each hook below replaces or wraps one attribute of one receiver or
sender instance; nothing global changes, so the client side of the same process keeps aiortc's behaviour.
aiortc is pinned (pyproject.toml) and every hook is covered by tests/calls/test_aiortc_hooks.py.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

import aioice.ice
from aiortc import RTCRtpReceiver, RTCRtpSender, RTCRtpTransceiver, clock
from aiortc.jitterbuffer import JitterFrame
from aiortc.mediastreams import MediaStreamError
from aiortc.rtcdtlstransport import State as DtlsState
from aiortc.rtcrtpsender import RTP_HISTORY_SIZE, random_sequence_number
from aiortc.rtp import RTCP_PSFB_APP, RtcpPacket, RtcpPsfbPacket, RtpPacket, pack_remb_fci, unpack_remb_fci
from aiortc.utils import random32, uint16_add, uint32_add

from meetdesk.rtc import fastpath
from meetdesk.rtc.fastrtp import is_rtx
from meetdesk.tasks import TaskSet

from . import receive_path
from .sent_packets import OneByteLayout, SentPacket

log = logging.getLogger(__name__)

WAITING_SENDS = 64  # packets a sender's transport may hold waiting (a relay, a stall) before more are refused

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
        frame = JitterFrame(data=packet._data, timestamp=packet.timestamp)  # type: ignore[attr-defined]
        frame.packets = (packet,)  # type: ignore[attr-defined]
        return False, frame


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
    receiver._handle_rtp_packet = receive_path.handler(receiver, on_packet)  # type: ignore[method-assign]


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


class SenderStream:
    """The RTP stream of one sender, written from two places in one sequence number and timestamp space.

    It replaces the sender's ``_run_rtp`` (install it before the sender starts: ``take_over``): the sender's
    loop still packetizes what its track gives (the filler, what the engine encodes itself), and
    ``send_packets`` sends a publisher's RTP packets on as they came, on the spot (no task, no queue, no
    packetizing again): the payload unchanged, the header the sender's own (SSRC, payload type, sequence
    number, timestamp) with its header extensions (abs-send-time now, its MID, the packet's audio level).
    Both keep the sender's packet history (its answers to NACKs) and its counts (its sender reports)."""

    def __init__(self, sender: RTCRtpSender) -> None:
        self.sender = sender
        self.sequence_number = random_sequence_number()
        self.timestamp_origin = random32()
        self.payload_type: int | None = None  # once the sender runs
        self._mid: str | None = None
        self._extensions_map: Any = None
        self._layout: OneByteLayout | None = None  # None: aiortc's serialize
        self._tasks = TaskSet("sender stream")

    @staticmethod
    def take_over(sender: RTCRtpSender) -> SenderStream | None:
        """The stream of ``sender`` (the one it has, or a new one); None when it started without one
        (aiortc's own loop sends then, frames only)."""
        run = vars(sender).get("_run_rtp")
        if isinstance(getattr(run, "__self__", None), SenderStream):
            return run.__self__  # type: ignore[union-attr]
        if getattr(sender, "_RTCRtpSender__started"):
            return None
        stream = SenderStream(sender)
        sender._run_rtp = stream._run_rtp  # type: ignore[method-assign]
        return stream

    @property
    def running(self) -> bool:
        return self.payload_type is not None

    def send_packets(self, packets: Sequence[RtpPacket], timestamp: int) -> bool:
        """Send ``packets`` (one frame's, in order) on now, at ``timestamp`` of the sender's clock; False (and
        nothing sent) while its transport holds WAITING_SENDS packets it could not send yet. Raises
        ConnectionError when the sender cannot send (not running, its transport not connected)."""
        if self.payload_type is None:
            raise ConnectionError("the sender is not running")
        if len(self._tasks) >= WAITING_SENDS:
            return False
        timestamp = uint32_add(self.timestamp_origin, timestamp)
        dtls = self.sender.transport
        route = direct_route(dtls)
        ntp = clock.current_ntp_time()  # the abs-send-time of the frame's packets
        for packet in packets:
            data = self._packet(packet.payload, timestamp, packet.marker, packet.extensions.audio_level, ntp)
            if route is None:
                send_rtp_now(dtls, data, self._tasks)
            else:
                _send_direct(dtls, route, data)
        return True

    def _packet(self, payload: bytes, timestamp: int, marker: int, audio_level: Any, ntp: int | None = None) -> bytes:
        """The next packet of the stream, serialized, kept in the history and counted (as aiortc's loop);
        ``ntp``: the time it is sent (now by default)."""
        sender = self.sender
        if ntp is None:
            ntp = clock.current_ntp_time()
        sequence_number = self.sequence_number
        packet = SentPacket(self.payload_type, marker, sequence_number, timestamp, sender._ssrc, payload,
                            ((ntp >> 14) & 0x00FFFFFF, self._mid, audio_level))
        sender._RTCRtpSender__rtp_history[sequence_number % RTP_HISTORY_SIZE] = packet  # type: ignore
        sender._RTCRtpSender__ntp_timestamp = ntp  # type: ignore[attr-defined]
        sender._RTCRtpSender__rtp_timestamp = timestamp  # type: ignore[attr-defined]
        sender._RTCRtpSender__octet_count += len(payload)  # type: ignore[attr-defined]
        sender._RTCRtpSender__packet_count += 1  # type: ignore[attr-defined]
        self.sequence_number = uint16_add(sequence_number, 1)
        if self._layout is None:
            return packet.serialize(self._extensions_map)
        return self._layout.serialize(packet)

    async def _run_rtp(self, codec: Any) -> None:
        """aiortc's ``RTCRtpSender._run_rtp`` with the stream's numbering and its ``_send``."""
        sender = self.sender
        sender._RTCRtpSender__rtp_started.set()  # type: ignore[attr-defined]
        self._mid = sender._RTCRtpSender__mid  # type: ignore[attr-defined]
        self._extensions_map = sender._RTCRtpSender__rtp_header_extensions_map  # type: ignore[attr-defined]
        self._layout = OneByteLayout.of(self._extensions_map, self._mid)
        self.payload_type = codec.payloadType
        try:
            while True:
                if not sender._RTCRtpSender__track:  # type: ignore[attr-defined]
                    await asyncio.sleep(0.02)
                    continue
                frame = await sender._next_encoded_frame(codec)
                if frame is None:
                    continue
                level = None if frame.audio_level is None else (False, -frame.audio_level)
                timestamp = uint32_add(self.timestamp_origin, frame.timestamp)
                last = len(frame.payloads) - 1
                for i, payload in enumerate(frame.payloads):
                    # awaited as aiortc's loop does: a stalled transport holds the track's frames back
                    await sender.transport._send_rtp(self._packet(payload, timestamp, int(i == last), level))
        except (asyncio.CancelledError, ConnectionError, MediaStreamError):
            pass
        except Exception:
            log.exception("a forwarding sender failed")
        finally:
            self.payload_type = None
            track = sender._RTCRtpSender__track  # type: ignore[attr-defined]
            if track:
                track.stop()
                sender._RTCRtpSender__track = None  # type: ignore[attr-defined]
            sender._RTCRtpSender__encoder = None  # type: ignore[attr-defined]
            sender._RTCRtpSender__rtp_exited.set()  # type: ignore[attr-defined]
            self._tasks.cancel_all()


def direct_route(dtls: Any) -> tuple[Any, Any] | None:
    """(the UDP transport, the peer's address) that the connected ``dtls`` sends its packets to now, None
    where its path could wait (a TURN relay, a replaced ``_send_rtp``: send_rtp_now then). Raises
    ConnectionError when the transport is not connected."""
    if dtls._state != DtlsState.CONNECTED:
        raise ConnectionError("Cannot send encrypted RTP, not connected")
    if "_send_rtp" in vars(dtls):
        return None
    pair = dtls.transport._connection._nominated.get(1)
    if pair is None:
        raise ConnectionError("Cannot send data, not connected")
    protocol = pair.protocol
    if type(protocol).send_data is not aioice.ice.StunProtocol.send_data or protocol.transport is None:
        return None
    return protocol.transport, pair.remote_addr


def send_rtp_now(dtls: Any, data: bytes, tasks: TaskSet) -> None:
    """aiortc's ``RTCDtlsTransport._send_rtp`` without a coroutine: protected and handed to the socket now.
    Where the transport's path could wait (a TURN relay, a replaced ``_send_rtp``) the rest runs as a task in
    ``tasks``, so that nothing waits here. Raises ConnectionError when the transport is not connected."""
    route = direct_route(dtls)
    if route is not None:
        _send_direct(dtls, route, data)
    elif "_send_rtp" in vars(dtls):
        tasks.spawn(dtls._send_rtp(data))
    else:
        data = dtls._tx_srtp.protect(data)
        pair = dtls.transport._connection._nominated[1]
        tasks.spawn(pair.protocol.send_data(data, pair.remote_addr))
        dtls._RTCDtlsTransport__tx_bytes += len(data)
        dtls._RTCDtlsTransport__tx_packets += 1


def _send_direct(dtls: Any, route: tuple[Any, Any], data: bytes) -> None:
    data = fastpath.srtp_protect(dtls._tx_srtp, data)
    route[0].sendto(data, route[1])
    dtls._RTCDtlsTransport__tx_bytes += len(data)
    dtls._RTCDtlsTransport__tx_packets += 1
