"""Faster equivalents of aiortc's RTP packet parsing and serializing (installed by patches.py, for the pinned
version).

Every RTP packet a forwarding engine receives is parsed (``RtpPacket.parse``, its header extensions through
``HeaderExtensionsMap.get``) and every one it sends is serialized (``RtpPacket.serialize``,
``HeaderExtensionsMap.set``); aiortc's versions walk a chain of comparisons per extension, build the header
from pieces with ``+=`` and construct each packet through keyword arguments: a sampling profile of a forwarded
call put them at about a sixth of the engine's busy samples (docs/benchmarks.md). Here the same results with
the extension ids looked up in one dict per map and the header packed at once; ``is_rtx`` (asked for every
packet by the receiver) answers from a dict of MIME types instead of splitting the type anew.

One difference, on purpose: a header extension whose value has the wrong length for its kind (a 2-byte
abs-send-time, say) makes aiortc's parse raise ``struct.error``, which nobody catches and which ends the DTLS
transport's receiving loop; here it is a ``ValueError``, so that packet is dropped as any malformed one.
tests/unit/rtc/test_fastrtp.py drives both side by side.
"""
from __future__ import annotations

import os
import struct
from typing import Any

from aiortc import codecs, rtcpeerconnection, rtcrtpreceiver, rtcrtpsender, rtp
from aiortc.rtp import HeaderExtensions, HeaderExtensionsMap, RtpPacket

_HEADER = struct.Struct("!BBHLL")
_EXTENSION_HEADER = struct.Struct("!HH")
_UINT32 = struct.Struct("!L")
# aiortc's own, for the subclasses fastrtp leaves to it and for tests/unit/rtc/test_fastrtp.py
ORIGINAL = {"configure": HeaderExtensionsMap.configure, "get": HeaderExtensionsMap.get,
            "set": HeaderExtensionsMap.set, "parse": RtpPacket.parse.__func__,  # type: ignore[attr-defined]
            "serialize": RtpPacket.serialize, "is_rtx": codecs.is_rtx}
_original_configure = ORIGINAL["configure"]
_original_parse = ORIGINAL["parse"]

# the order of HeaderExtensionsMap.get's chain of comparisons: where two kinds share an id, the first wins
_KINDS = ("mid", "repaired_rtp_stream_id", "rtp_stream_id", "abs_send_time", "transmission_offset",
          "audio_level", "transport_sequence_number")


def _ids(extensions_map: HeaderExtensionsMap) -> tuple[dict[int, str], HeaderExtensions]:
    """(id -> kind, kind -> id) of a map, made once per configuration."""
    cached = extensions_map.__dict__.get("_meetdesk_ids")
    if cached is None:
        ids: HeaderExtensions = extensions_map._HeaderExtensionsMap__ids  # type: ignore[attr-defined]
        by_id: dict[int, str] = {}
        for kind in _KINDS:
            x_id = getattr(ids, kind)
            if x_id is not None:
                by_id.setdefault(x_id, kind)
        cached = extensions_map.__dict__["_meetdesk_ids"] = (by_id, ids)
    return cached


def extension_ids(extensions_map: HeaderExtensionsMap) -> HeaderExtensions:
    """The ids a map gives each kind of header extension (None: not negotiated)."""
    return _ids(extensions_map)[1]


def configure(self: HeaderExtensionsMap, parameters: Any) -> None:
    _original_configure(self, parameters)
    self.__dict__.pop("_meetdesk_ids", None)


def get(self: HeaderExtensionsMap, extension_profile: int, extension_value: bytes) -> HeaderExtensions:
    if extension_profile != 0xBEDE:  # the two-byte form: rare, aiortc's walk of it
        return _set_values(_ids(self)[0], rtp.unpack_header_extensions(extension_profile, extension_value))
    by_id = _ids(self)[0]
    values = _new_extensions()
    pos, end = 0, len(extension_value)
    while pos < end:  # the one-byte form (RFC 8285 section 4.2), walked as aiortc's unpack_header_extensions
        byte = extension_value[pos]
        if byte == 0:  # padding
            pos += 1
            continue
        start = pos + 1
        pos = start + (byte & 0x0F) + 1
        if end < pos:
            raise ValueError("RTP one-byte header extension value is truncated")
        kind = by_id.get(byte >> 4)
        if kind is not None:
            _set_value(values, kind, extension_value[start:pos])
    return values


def _set_values(by_id: dict[int, str], found: list[tuple[int, bytes]]) -> HeaderExtensions:
    values = _new_extensions()
    for x_id, x_value in found:
        kind = by_id.get(x_id)
        if kind is not None:
            _set_value(values, kind, x_value)
    return values


def _set_value(values: HeaderExtensions, kind: str, x_value: bytes) -> None:
    length = len(x_value)
    if kind == "abs_send_time" and length == 3:
        values.abs_send_time = int.from_bytes(x_value, "big")
    elif kind == "audio_level" and length == 1:
        level = x_value[0]
        values.audio_level = (level & 0x80 == 0x80, level & 0x7F)
    elif kind == "mid":
        values.mid = x_value.decode("utf8")
    elif kind == "transmission_offset" and length == 3:
        values.transmission_offset = int.from_bytes(x_value, "big", signed=True)
    elif kind == "transport_sequence_number" and length == 2:
        values.transport_sequence_number = int.from_bytes(x_value, "big")
    elif kind in ("rtp_stream_id", "repaired_rtp_stream_id"):
        setattr(values, kind, x_value.decode("ascii"))
    else:
        raise ValueError(f"RTP header extension {kind} has {length} bytes")


def _new_extensions() -> HeaderExtensions:
    """An empty HeaderExtensions without running the dataclass's __init__: each field reads its default (None)
    from the class until it is set."""
    return object.__new__(HeaderExtensions)


def set_(self: HeaderExtensionsMap, values: HeaderExtensions) -> tuple[int, bytes]:
    ids = _ids(self)[1]
    extensions = []
    if values.mid is not None and ids.mid:
        extensions.append((ids.mid, values.mid.encode("utf8")))
    if values.repaired_rtp_stream_id is not None and ids.repaired_rtp_stream_id:
        extensions.append((ids.repaired_rtp_stream_id, values.repaired_rtp_stream_id.encode("ascii")))
    if values.rtp_stream_id is not None and ids.rtp_stream_id:
        extensions.append((ids.rtp_stream_id, values.rtp_stream_id.encode("ascii")))
    if values.abs_send_time is not None and ids.abs_send_time:
        extensions.append((ids.abs_send_time, _UINT32.pack(values.abs_send_time)[1:]))
    if values.transmission_offset is not None and ids.transmission_offset:
        extensions.append((ids.transmission_offset, struct.pack("!l", values.transmission_offset << 8)[0:2]))
    if values.audio_level is not None and ids.audio_level:
        level = values.audio_level
        extensions.append((ids.audio_level, bytes(((0x80 if level[0] else 0) | (level[1] & 0x7F),))))
    if values.transport_sequence_number is not None and ids.transport_sequence_number:
        extensions.append((ids.transport_sequence_number, struct.pack("!H", values.transport_sequence_number)))
    if not extensions:
        return 0, b""
    one_byte = bytearray()
    for x_id, x_value in extensions:
        length = len(x_value)
        if x_id > 14 or not 0 < length <= 16:
            return rtp.pack_header_extensions(extensions)
        one_byte.append((x_id << 4) | (length - 1))
        one_byte += x_value
    return 0xBEDE, _padded(bytes(one_byte))


def _padded(value: bytes) -> bytes:
    return value + b"\x00" * (-len(value) % 4)


def parse(cls: type[RtpPacket], data: bytes, extensions_map: HeaderExtensionsMap = HeaderExtensionsMap()) -> RtpPacket:
    if cls is not RtpPacket:  # a subclass may have its own __init__
        return _original_parse(cls, data, extensions_map)  # type: ignore[no-any-return]
    if len(data) < rtp.RTP_HEADER_LENGTH:
        raise ValueError(f"RTP packet length is less than {rtp.RTP_HEADER_LENGTH} bytes")
    v_p_x_cc, m_pt, sequence_number, timestamp, ssrc = _HEADER.unpack_from(data)
    if v_p_x_cc >> 6 != 2:
        raise ValueError("RTP packet has invalid version")
    cc = v_p_x_cc & 0x0F
    pos = rtp.RTP_HEADER_LENGTH + 4 * cc
    if len(data) < pos:
        raise ValueError("RTP packet has truncated CSRC")
    packet = RtpPacket.__new__(RtpPacket)
    packet.version = 2
    packet.marker = m_pt >> 7
    packet.payload_type = m_pt & 0x7F
    packet.sequence_number = sequence_number
    packet.timestamp = timestamp
    packet.ssrc = ssrc
    packet.csrc = list(struct.unpack_from(f"!{cc}L", data, rtp.RTP_HEADER_LENGTH)) if cc else []
    packet.padding_size = 0
    if v_p_x_cc & 0x10:
        if len(data) < pos + 4:
            raise ValueError("RTP packet has truncated extension profile / length")
        extension_profile, extension_length = _EXTENSION_HEADER.unpack_from(data, pos)
        extension_length *= 4
        pos += 4
        if len(data) < pos + extension_length:
            raise ValueError("RTP packet has truncated extension value")
        packet.extensions = get(extensions_map, extension_profile, data[pos:pos + extension_length])
        pos += extension_length
    else:
        packet.extensions = _new_extensions()
    if v_p_x_cc & 0x20:
        padding_len = data[-1]
        if not padding_len or padding_len > len(data) - pos:
            raise ValueError("RTP packet padding length is invalid")
        packet.padding_size = padding_len
        packet.payload = data[pos:-padding_len]
    else:
        packet.payload = data[pos:]
    return packet


def serialize(self: RtpPacket, extensions_map: HeaderExtensionsMap = HeaderExtensionsMap()) -> bytes:
    extension_profile, extension_value = set_(extensions_map, self.extensions)
    csrc = self.csrc
    padding = self.padding_size
    header = _HEADER.pack((self.version << 6) | ((padding > 0) << 5) | (bool(extension_value) << 4) | len(csrc),
                          (self.marker << 7) | self.payload_type, self.sequence_number, self.timestamp, self.ssrc)
    if csrc:
        header += struct.pack(f"!{len(csrc)}L", *csrc)
    if extension_value:
        header += _EXTENSION_HEADER.pack(extension_profile, len(extension_value) >> 2) + extension_value
    if padding > 0:
        return header + self.payload + os.urandom(padding - 1) + bytes([padding])
    return header + self.payload


_rtx_types: dict[str, bool] = {}


def is_rtx(codec: Any) -> bool:
    """aiortc's ``is_rtx`` (the codec's name is "rtx"), remembered per MIME type."""
    mime = codec.mimeType
    found = _rtx_types.get(mime)
    if found is None:
        found = mime.split("/")[1].lower() == "rtx"
        if len(_rtx_types) < 256:
            _rtx_types[mime] = found
    return found


def install() -> None:
    """Put the equivalents in place (idempotent)."""
    HeaderExtensionsMap.configure = configure  # type: ignore[method-assign]
    HeaderExtensionsMap.get = get  # type: ignore[method-assign]
    HeaderExtensionsMap.set = set_  # type: ignore[method-assign]
    RtpPacket.parse = classmethod(parse)  # type: ignore[method-assign,assignment]
    RtpPacket.serialize = serialize  # type: ignore[method-assign]
    for module in (codecs, rtcpeerconnection, rtcrtpreceiver, rtcrtpsender):
        module.is_rtx = is_rtx  # type: ignore[attr-defined]
