"""The receiving of a forwarding unit's tapped receiver (aiortc_hooks.tap_receiver), per RTP packet.

``handler`` replaces the receiver's ``_handle_rtp_packet`` with aiortc 1.16.0's own steps, in its order, for a
receiver that never decodes: the bandwidth estimate (REMB), the RTCP statistics, RTX unwrapped, NACKs, the
codec's payload descriptor, the jitter buffer, PLIs, and each complete frame put on the receiver's queue
(the tap). What it leaves out is only what costs per packet and serves nobody here: the debug log call, the
"active SSRC" time read from the clock for every packet (kept to the second: it serves
``getSynchronizationSources``' ten-second window), the codec's name split out of its MIME type for every
packet, and a second coroutine layer for ``on_packet``. tests/calls/test_aiortc_hooks.py runs it on real
peer connections (frames, NACKs, PLIs, REMB, RTX).
"""
from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from aiortc import RTCRtpReceiver, clock
from aiortc.codecs.h264 import h264_depayload
from aiortc.codecs.vpx import vp8_depayload
from aiortc.rtcrtpreceiver import StreamStatistics
from aiortc.rtp import RTCP_PSFB_APP, RtcpPsfbPacket, RtpPacket, pack_remb_fci, unwrap_rtx

from meetdesk.rtc.fastrtp import is_rtx

ACTIVE_SSRC_MS = 1000  # how often a source's "last seen" time is read from the clock


def _depayloader(codec: Any) -> Callable[[bytes], bytes]:
    """aiortc's ``depayload`` for one codec, chosen once (it compares the codec's name for every packet)."""
    name = codec.mimeType.split("/")[1]
    if name == "VP8":
        return vp8_depayload
    if name == "H264":
        return h264_depayload
    return bytes


def handler(receiver: RTCRtpReceiver,
            on_packet: Callable[[RtpPacket], None]) -> Callable[[RtpPacket, int], Coroutine[Any, Any, None]]:
    """The receiver's ``_handle_rtp_packet``, with ``on_packet`` shown every RTP packet of a known codec that
    is not a retransmission, before anything else."""
    r: Any = receiver
    codecs: dict[int, Any] = r._RTCRtpReceiver__codecs
    streams: dict[int, StreamStatistics] = r._RTCRtpReceiver__remote_streams
    active: dict[int, Any] = r._RTCRtpReceiver__active_ssrc
    rtx_ssrcs: dict[int, int] = r._RTCRtpReceiver__rtx_ssrc
    seen_ms: dict[int, int] = {}
    depayloaders: dict[int, tuple[Any, Callable[[bytes], bytes], bool]] = {}  # payload type -> (codec, ...)

    async def handle(packet: RtpPacket, arrival_time_ms: int) -> None:
        codec = codecs.get(packet.payload_type)
        if codec is not None:
            known = depayloaders.get(packet.payload_type)
            if known is None or known[0] is not codec:
                known = depayloaders[packet.payload_type] = (codec, _depayloader(codec), is_rtx(codec))
            if not known[2]:
                on_packet(packet)
        if not r._enabled:
            return
        estimator = r._RTCRtpReceiver__remote_bitrate_estimator
        if estimator is not None and packet.extensions.abs_send_time is not None:
            remb = estimator.add(abs_send_time=packet.extensions.abs_send_time, arrival_time_ms=arrival_time_ms,
                                 payload_size=len(packet.payload) + packet.padding_size, ssrc=packet.ssrc)
            rtcp_ssrc = r._RTCRtpReceiver__rtcp_ssrc
            if rtcp_ssrc is not None and remb is not None:
                await r._send_rtcp(RtcpPsfbPacket(fmt=RTCP_PSFB_APP, ssrc=rtcp_ssrc, media_ssrc=0,
                                                  fci=pack_remb_fci(*remb)))
        ssrc = packet.ssrc
        if arrival_time_ms - seen_ms.get(ssrc, -ACTIVE_SSRC_MS) >= ACTIVE_SSRC_MS or ssrc not in active:
            seen_ms[ssrc] = arrival_time_ms
            active[ssrc] = clock.current_datetime()
        if codec is None:
            return
        stream = streams.get(ssrc)
        if stream is None:
            stream = streams[ssrc] = StreamStatistics(codec.clockRate)
        stream.add(packet)
        if known[2]:  # a retransmission: the packet it carries
            original_ssrc = rtx_ssrcs.get(ssrc)
            if original_ssrc is None:
                return
            apt = codec.parameters.get("apt")
            if len(packet.payload) < 2 or not isinstance(apt, int) or apt not in codecs:
                return
            packet = unwrap_rtx(packet, payload_type=apt, ssrc=original_ssrc)
            codec = codecs[apt]
            known = (codec, _depayloader(codec), False)
        nack = r._RTCRtpReceiver__nack_generator
        if nack is not None and nack.add(packet):
            await r._send_rtcp_nack(packet.ssrc, sorted(nack.missing))
        try:
            packet._data = known[1](packet.payload) if packet.payload else b""  # type: ignore[attr-defined]
        except ValueError:
            return
        pli_flag, encoded_frame = r._RTCRtpReceiver__jitter_buffer.add(packet)
        decoder_error = r._RTCRtpReceiver__decoder_error
        if decoder_error.is_set():
            decoder_error.clear()
            if r._RTCRtpReceiver__kind == "video":
                pli_flag = True
        if pli_flag:
            await r._send_rtcp_pli(packet.ssrc)
        if encoded_frame is not None and r._RTCRtpReceiver__decoder_thread:
            encoded_frame.timestamp = r._RTCRtpReceiver__timestamp_mapper.map(encoded_frame.timestamp)
            r._RTCRtpReceiver__decoder_queue.put((codec, encoded_frame))

    return handle
