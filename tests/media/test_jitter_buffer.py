"""The frame-completing jitter buffer: a frame leaves on its marker packet, not one frame later."""
from __future__ import annotations

import aiortc.rtcrtpreceiver
from aiortc.jitterbuffer import JitterBuffer
from aiortc.rtp import RtpPacket

from meetdesk.media.jitter_buffer import FrameCompletingJitterBuffer, install


def packet(seq: int, ts: int, data: bytes, marker: bool) -> RtpPacket:
    p = RtpPacket(sequence_number=seq, timestamp=ts, marker=int(marker))
    p._data = data  # depayloaded bytes, as the receiver sets them
    return p


def feed(buffer, packets):
    return [buffer.add(p)[1] for p in packets]


def test_frame_completes_on_its_marker_packet():
    frames = [packet(10, 1000, b"a1", False), packet(11, 1000, b"a2", True),
              packet(12, 4000, b"b1", False), packet(13, 4000, b"b2", True)]
    out = feed(FrameCompletingJitterBuffer(capacity=128, is_video=True), frames)
    assert out[0] is None
    assert (out[1].data, out[1].timestamp) == (b"a1a2", 1000)
    assert out[2] is None
    assert (out[3].data, out[3].timestamp) == (b"b1b2", 4000)

    # aiortc's own buffer only knows frame "a" is complete when "b" starts: one frame later.
    stock = feed(JitterBuffer(capacity=128, is_video=True), frames)
    assert stock[1] is None and stock[2].data == b"a1a2"


def test_waits_for_a_missing_packet_then_completes():
    buffer = FrameCompletingJitterBuffer(capacity=128, is_video=True)
    assert buffer.add(packet(20, 1000, b"x1", False))[1] is None
    assert buffer.add(packet(22, 1000, b"x3", True))[1] is None  # 21 lost so far
    frame = buffer.add(packet(21, 1000, b"x2", False))[1]  # retransmitted
    assert frame.data == b"x1x2x3"


def test_without_marker_bits_it_completes_on_the_next_timestamp():
    buffer = FrameCompletingJitterBuffer(capacity=128, is_video=True)
    out = feed(buffer, [packet(1, 1000, b"a", False), packet(2, 2000, b"b", False), packet(3, 3000, b"c", False)])
    assert out[0] is None and out[1].data == b"a" and out[2].data == b"b"


def test_audio_keeps_aiortc_prefetch_behaviour():
    buffer = FrameCompletingJitterBuffer(capacity=16, prefetch=4)
    out = feed(buffer, [packet(i, i * 960, bytes([i]), True) for i in range(6)])
    assert out[:4] == [None] * 4 and out[4].data == bytes([0])


def test_install_makes_aiortc_receivers_use_it():
    install()
    assert aiortc.rtcrtpreceiver.JitterBuffer is FrameCompletingJitterBuffer


KEY = b"\x00\x00\x00\x9d\x01\x2a" + b"k" * 10   # a VP8 keyframe's first bytes (frame tag bit 0 clear, start code)
DELTA = b"\x01" + b"d" * 10                       # a VP8 inter frame


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_packet_that_never_comes_costs_a_fraction_of_a_second_not_the_buffer():
    """One lost packet (no retransmission): aiortc's rule waits until 512 packets have arrived behind it (a
    camera stream: 20-40 s frozen). Here: HOLE_WAIT, then past the hole, a PLI, and the next keyframe."""
    from meetdesk.media.jitter_buffer import HOLE_WAIT
    clock = Clock()
    buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock)
    assert buffer.add(packet(1, 1000, KEY, True))[1].data == KEY
    # packet 2 (frame 4000's first) is lost; the frames after it arrive, each one packet, 1/30 s apart
    results = []
    seq, ts = 3, 4000
    for index in range(12):
        data = KEY if index == 9 else DELTA   # the keyframe the PLI asks for
        results.append(buffer.add(packet(seq, ts + 3000 * index, data, True)))
        clock.now += 1 / 30
        seq += 1
    plis = [pli for pli, _ in results]
    frames = [frame for _, frame in results if frame is not None]
    assert plis.count(True) == 1 and plis.index(True) <= int(HOLE_WAIT * 30) + 2   # asked once, promptly
    assert frames and frames[0].data == KEY       # no inter frame whose reference was lost reaches the decoder
    assert [f.data for f in frames[1:]] == [DELTA, DELTA]
    assert buffer.holes_skipped == 1

    stock = JitterBuffer(capacity=512, is_video=True)
    stock.add(packet(1, 1000, KEY, True))
    out = [stock.add(packet(3 + i, 4000 + 3000 * i, DELTA, True))[1] for i in range(12)]
    assert out == [None] * 12    # aiortc's own buffer: still frozen


def test_a_reordered_packet_within_the_wait_is_not_skipped():
    clock = Clock()
    buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock)
    buffer.add(packet(1, 1000, KEY, True))
    assert buffer.add(packet(3, 7000, DELTA, True)) == (False, None)
    clock.now += 0.05
    pli, frame = buffer.add(packet(2, 4000, DELTA, True))   # late, not lost
    assert not pli and frame.data == DELTA and buffer.holes_skipped == 0
