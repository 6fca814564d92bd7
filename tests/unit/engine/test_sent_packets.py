"""A forwarding sender's packets (engine/media/sent_packets.py) are the bytes aiortc's serialize gives."""
from __future__ import annotations

import random

import pytest
from aiortc.rtcrtpparameters import RTCRtpHeaderExtensionParameters, RTCRtpParameters
from aiortc.rtp import HeaderExtensionsMap, RtpPacket, wrap_rtx

from meetdesk.engine.media.sent_packets import OneByteLayout, SentPacket
from meetdesk.rtc import fastrtp, patches

patches.install()

MID = "urn:ietf:params:rtp-hdrext:sdes:mid"
ABS_SEND_TIME = "http://www.webrtc.org/experiments/rtp-hdrext/abs-send-time"
AUDIO_LEVEL = "urn:ietf:params:rtp-hdrext:ssrc-audio-level"


def aiortcs_bytes(packet: SentPacket, extensions_map: HeaderExtensionsMap) -> bytes:
    """What aiortc's own constructor and serialize make of the same packet."""
    abs_send_time, mid, audio_level = packet._extension_values
    theirs = RtpPacket(payload_type=packet.payload_type, marker=packet.marker,
                       sequence_number=packet.sequence_number, timestamp=packet.timestamp, ssrc=packet.ssrc,
                       payload=packet.payload)
    theirs.extensions.abs_send_time = abs_send_time
    theirs.extensions.mid = mid
    theirs.extensions.audio_level = audio_level
    return fastrtp.ORIGINAL["serialize"](theirs, extensions_map)


@pytest.mark.parametrize("seed", range(6))
def test_the_layout_gives_aiortcs_bytes(seed: int) -> None:
    rng = random.Random(seed)
    layouts = 0
    for step in range(500):
        ids = [RTCRtpHeaderExtensionParameters(id=rng.choice([1, 2, 3, 4, 14, 15, 30]), uri=uri)
               for uri in (MID, ABS_SEND_TIME, AUDIO_LEVEL) if rng.random() < 0.8]
        extensions_map = HeaderExtensionsMap()
        extensions_map.configure(RTCRtpParameters(headerExtensions=ids))
        mid = rng.choice([None, "0", "1", "video", "m" * 16, "m" * 17, ""])
        packet = SentPacket(rng.randrange(128), rng.randrange(2), rng.randrange(1 << 16), rng.randrange(1 << 32),
                            rng.randrange(1 << 32), rng.randbytes(rng.choice([0, 5, 1100])),
                            (rng.choice([None, rng.randrange(1 << 24)]), mid,
                             rng.choice([None, (True, rng.randrange(128)), (False, rng.randrange(128))])))
        expected = aiortcs_bytes(packet, extensions_map)
        assert packet.serialize(extensions_map) == expected, step  # the history's copy, for a NACK
        layout = OneByteLayout.of(extensions_map, mid)
        if layout is not None:
            layouts += 1
            assert layout.serialize(packet) == expected, step
    assert layouts > 100  # many maps take the one-byte form (ids 15 and 30 do not)


def test_a_retransmission_of_a_sent_packet_carries_its_payload_and_extensions() -> None:
    extensions_map = HeaderExtensionsMap()
    extensions_map.configure(RTCRtpParameters(headerExtensions=[
        RTCRtpHeaderExtensionParameters(id=1, uri=MID), RTCRtpHeaderExtensionParameters(id=3, uri=ABS_SEND_TIME)]))
    packet = SentPacket(96, 1, 500, 90_000, 1234, b"picture", (77, "1", None))
    rtx = RtpPacket.parse(wrap_rtx(packet, payload_type=97, sequence_number=9, ssrc=5678).serialize(extensions_map),
                          extensions_map)
    assert (rtx.payload_type, rtx.sequence_number, rtx.ssrc, rtx.timestamp) == (97, 9, 5678, 90_000)
    assert rtx.payload == (500).to_bytes(2, "big") + b"picture"
    assert (rtx.extensions.mid, rtx.extensions.abs_send_time) == ("1", 77)
