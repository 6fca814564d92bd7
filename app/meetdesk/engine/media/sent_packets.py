"""The RTP packets a forwarding sender sends (aiortc_hooks.SenderStream), made with less work than aiortc's.

Per packet aiortc's sender constructs an RtpPacket and its HeaderExtensions, then serializes them, walking the
extension map for each. A forwarding sender's packets differ only in their numbers, payload, abs-send-time and
audio level: :class:`OneByteLayout` packs their header at once in the layout aiortc's serialize gives them
(RFC 8285's one-byte form, the extensions in aiortc's order: MID, abs-send-time, audio level), and
:class:`SentPacket` is what the sender's history keeps for NACKs, its HeaderExtensions made only when read.
tests/calls/test_aiortc_hooks.py checks the bytes against aiortc's serialize.
"""
from __future__ import annotations

import struct
from typing import Any

from aiortc.rtp import HeaderExtensions, HeaderExtensionsMap, RtpPacket

from meetdesk.rtc.fastrtp import extension_ids

_HEADER = struct.Struct("!BBHLL")
_HEADER_WITH_EXTENSIONS = struct.Struct("!BBHLLHH")  # and the extension block's profile and length
_ABS_SEND_TIME = struct.Struct("!L")


class SentPacket(RtpPacket):
    """An RtpPacket made without aiortc's constructor: ``extensions`` is built when read from
    (abs_send_time, mid, audio_level)."""

    version = 2
    padding_size = 0
    csrc: list[int] = []  # shared, never changed (aiortc's retransmission copies the reference)

    def __init__(self, payload_type: int, marker: int, sequence_number: int, timestamp: int, ssrc: int,
                 payload: bytes, extensions: tuple[int | None, str | None, Any]) -> None:
        self.payload_type = payload_type
        self.marker = marker
        self.sequence_number = sequence_number
        self.timestamp = timestamp
        self.ssrc = ssrc
        self.payload = payload
        self._extension_values = extensions

    @property  # type: ignore[override]
    def extensions(self) -> HeaderExtensions:
        abs_send_time, mid, audio_level = self._extension_values
        return HeaderExtensions(abs_send_time=abs_send_time, mid=mid, audio_level=audio_level)


class OneByteLayout:
    """The header of a sender's packets, packed at once; ``of`` gives None where aiortc would not use the
    one-byte form (an id over 14, a MID longer than 16 bytes)."""

    def __init__(self, mid: bytes, abs_send_time_id: int, audio_level_id: int) -> None:
        self._mid = mid  # the MID's element, or b""
        self._abs_send_time = abs_send_time_id << 28 | 2 << 24 if abs_send_time_id else None
        self._audio_level = audio_level_id << 4 if audio_level_id else None

    @staticmethod
    def of(extensions_map: HeaderExtensionsMap, mid: str | None) -> OneByteLayout | None:
        ids = extension_ids(extensions_map)
        mid_value = mid.encode("utf8") if mid is not None and ids.mid else b""
        used = [x_id for x_id in (ids.mid if mid_value else None, ids.abs_send_time, ids.audio_level) if x_id]
        if any(x_id > 14 for x_id in used) or len(mid_value) > 16 or (mid is not None and ids.mid and not mid_value):
            return None
        element = bytes(((ids.mid << 4) | (len(mid_value) - 1),)) + mid_value if mid_value else b""
        return OneByteLayout(element, ids.abs_send_time or 0, ids.audio_level or 0)

    def serialize(self, packet: SentPacket) -> bytes:
        """What aiortc's ``packet.serialize(extensions_map)`` gives."""
        abs_send_time, _, audio_level = packet._extension_values
        block = self._mid
        if self._abs_send_time is not None and abs_send_time is not None:
            block += _ABS_SEND_TIME.pack(self._abs_send_time | abs_send_time)
        if self._audio_level is not None and audio_level is not None:
            block += bytes((self._audio_level, (0x80 if audio_level[0] else 0) | (audio_level[1] & 0x7F)))
        first = (packet.marker << 7) | packet.payload_type
        if not block:
            return _HEADER.pack(0x80, first, packet.sequence_number, packet.timestamp, packet.ssrc) + packet.payload
        block += b"\x00" * (-len(block) % 4)
        return _HEADER_WITH_EXTENSIONS.pack(0x90, first, packet.sequence_number, packet.timestamp, packet.ssrc, 0xBEDE,
                            len(block) >> 2) + block + packet.payload
