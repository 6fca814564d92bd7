"""rtc/fastrtp.py parses and serializes RTP packets as aiortc does, driven side by side."""
from __future__ import annotations

import random
import struct

import pytest
from aiortc.rtcrtpparameters import RTCRtpCodecParameters, RTCRtpHeaderExtensionParameters, RTCRtpParameters
from aiortc.rtp import HeaderExtensions, HeaderExtensionsMap, RtpPacket

from meetdesk.rtc import fastrtp, patches

patches.install()

URIS = {"mid": "urn:ietf:params:rtp-hdrext:sdes:mid",
        "repaired_rtp_stream_id": "urn:ietf:params:rtp-hdrext:sdes:repaired-rtp-stream-id",
        "rtp_stream_id": "urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id",
        "abs_send_time": "http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time",
        "transmission_offset": "urn:ietf:params:rtp-hdrext:toffset",
        "audio_level": "urn:ietf:params:rtp-hdrext:ssrc-audio-level",
        "transport_sequence_number":
            "http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01"}


def extension_map(rng: random.Random) -> HeaderExtensionsMap:
    """A map with a random subset of the kinds, mostly one-byte ids, now and then a large id or a shared one."""
    ids = []
    for uri in URIS.values():
        if rng.random() < 0.7:
            ids.append(RTCRtpHeaderExtensionParameters(id=rng.choice([1, 2, 3, 4, 5, 9, 14, 15, 20, 200]), uri=uri))
    extensions_map = HeaderExtensionsMap()
    extensions_map.configure(RTCRtpParameters(headerExtensions=ids))
    return extensions_map


def extensions(rng: random.Random) -> HeaderExtensions:
    values = HeaderExtensions()
    if rng.random() < 0.7:
        values.mid = rng.choice(["0", "1", "video", "a" * 16, "a" * 17, "\u00e9"])
    if rng.random() < 0.2:
        values.rtp_stream_id = rng.choice(["hi", "lo"])
    if rng.random() < 0.1:
        values.repaired_rtp_stream_id = "r"
    if rng.random() < 0.7:
        values.abs_send_time = rng.randrange(1 << 24)
    if rng.random() < 0.2:
        values.transmission_offset = rng.randrange(-(1 << 15), 1 << 15)
    if rng.random() < 0.5:
        values.audio_level = (rng.random() < 0.5, rng.randrange(128))
    if rng.random() < 0.3:
        values.transport_sequence_number = rng.randrange(1 << 16)
    return values


def packet(rng: random.Random) -> RtpPacket:
    result = RtpPacket(payload_type=rng.randrange(128), marker=rng.randrange(2),
                       sequence_number=rng.randrange(1 << 16), timestamp=rng.randrange(1 << 32),
                       ssrc=rng.randrange(1 << 32), payload=rng.randbytes(rng.choice([0, 1, 20, 1200])))
    result.csrc = [rng.randrange(1 << 32) for _ in range(rng.choice([0, 0, 0, 1, 3]))]
    result.extensions = extensions(rng)
    return result


def fields(p: RtpPacket) -> dict:
    return {name: getattr(p, name) for name in ("version", "marker", "payload_type", "sequence_number",
                                                 "timestamp", "ssrc", "csrc", "extensions", "payload",
                                                 "padding_size")}


@pytest.mark.parametrize("seed", range(8))
def test_serialize_and_parse_are_aiortcs(seed: int) -> None:
    rng = random.Random(seed)
    for step in range(400):
        extensions_map, p = extension_map(rng), packet(rng)
        ours, theirs = fastrtp.set_(extensions_map, p.extensions), fastrtp.ORIGINAL["set"](extensions_map,
                                                                                          p.extensions)
        assert ours == theirs, step
        data = fastrtp.serialize(p, extensions_map)
        assert data == fastrtp.ORIGINAL["serialize"](p, extensions_map), step
        assert read(fastrtp.parse, data, extensions_map) == read(fastrtp.ORIGINAL["parse"], data,
                                                                 extensions_map), step
        if theirs[1]:
            assert get(fastrtp.get, extensions_map, *theirs) == get(fastrtp.ORIGINAL["get"], extensions_map, *theirs)


@pytest.mark.parametrize("seed", range(4))
def test_extension_blocks_read_as_aiortc_reads_them(seed: int) -> None:
    """Random blocks, one-byte and two-byte forms, padding, truncated values: the same values or both refuse
    (aiortc with struct.error where a value has the wrong length for its kind, fastrtp with ValueError)."""
    rng = random.Random(seed)
    for step in range(2000):
        extensions_map = extension_map(rng)
        block = rng.randbytes(rng.randrange(13))
        profile = rng.choice([0xBEDE, 0xBEDE, 0x1000, 0x1234])
        assert get(fastrtp.get, extensions_map, profile, block) == get(fastrtp.ORIGINAL["get"], extensions_map,
                                                                        profile, block), (step, block.hex())


def get(function, extensions_map: HeaderExtensionsMap, profile: int, block: bytes) -> HeaderExtensions | None:
    try:
        return function(extensions_map, profile, block)
    except ValueError:
        return None
    except struct.error:
        assert function is fastrtp.ORIGINAL["get"]
        return None


def read(parse, data: bytes, extensions_map: HeaderExtensionsMap = HeaderExtensionsMap()) -> dict | None:
    """The fields of the packet ``parse`` reads, None when it refuses it. (aiortc serializes a transmission
    offset in two bytes and reads it in three: its parse of its own packet raises struct.error.)"""
    try:
        return fields(parse(RtpPacket, data, extensions_map))
    except ValueError:
        return None
    except struct.error:
        assert parse is fastrtp.ORIGINAL["parse"]
        return None


def test_padding_is_kept_and_read_as_aiortc_does() -> None:
    p = RtpPacket(payload_type=96, sequence_number=7, payload=b"abc")
    p.padding_size = 5
    data = fastrtp.serialize(p, HeaderExtensionsMap())
    assert data[:15] == fastrtp.ORIGINAL["serialize"](p, HeaderExtensionsMap())[:15] and data[-1] == 5
    assert len(data) == 12 + 3 + 5
    assert fields(fastrtp.parse(RtpPacket, data)) == fields(fastrtp.ORIGINAL["parse"](RtpPacket, data))


@pytest.mark.parametrize("seed", range(4))
def test_damaged_packets_fail_as_aiortcs_do(seed: int) -> None:
    """Cut or changed bytes: both refuse a packet with ValueError or both read the same fields; where aiortc
    raises struct.error (an extension value of the wrong length) fastrtp says ValueError."""
    rng = random.Random(seed)
    for step in range(600):
        extensions_map = extension_map(rng)
        data = bytearray(fastrtp.serialize(packet(rng), extensions_map))
        if rng.random() < 0.5:
            del data[rng.randrange(len(data) + 1):]
        for _ in range(rng.randrange(4)):
            if data:
                data[rng.randrange(min(len(data), 40))] = rng.randrange(256)
        data = bytes(data)
        assert read(fastrtp.parse, data, extensions_map) == read(fastrtp.ORIGINAL["parse"], data,
                                                                 extensions_map), (step, data.hex())


def test_a_wrong_length_extension_is_a_value_error_not_struct_error() -> None:
    extensions_map = HeaderExtensionsMap()
    extensions_map.configure(RTCRtpParameters(headerExtensions=[
        RTCRtpHeaderExtensionParameters(id=3, uri=URIS["abs_send_time"])]))
    with pytest.raises(struct.error):
        fastrtp.ORIGINAL["get"](extensions_map, 0xBEDE, bytes([0x31, 1, 2, 0]))  # two bytes of abs-send-time
    with pytest.raises(ValueError):
        fastrtp.get(extensions_map, 0xBEDE, bytes([0x31, 1, 2, 0]))


def test_a_new_configuration_is_read_anew() -> None:
    extensions_map = HeaderExtensionsMap()
    extensions_map.configure(RTCRtpParameters(headerExtensions=[
        RTCRtpHeaderExtensionParameters(id=1, uri=URIS["mid"])]))
    assert fastrtp.get(extensions_map, 0xBEDE, bytes([0x10, ord("x"), 0, 0])).mid == "x"
    extensions_map.configure(RTCRtpParameters(headerExtensions=[
        RTCRtpHeaderExtensionParameters(id=2, uri=URIS["mid"])]))
    assert fastrtp.get(extensions_map, 0xBEDE, bytes([0x20, ord("y"), 0, 0])).mid == "y"


def test_is_rtx_is_aiortcs() -> None:
    for mime in ("video/rtx", "video/RTX", "video/VP8", "audio/opus", "video/H264"):
        codec = RTCRtpCodecParameters(mimeType=mime, clockRate=90000, payloadType=96)
        assert fastrtp.is_rtx(codec) == fastrtp.ORIGINAL["is_rtx"](codec)
