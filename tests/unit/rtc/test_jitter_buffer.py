"""The frame-completing jitter buffer: a frame leaves on its marker packet, not one frame later."""
from __future__ import annotations

import aiortc.rtcrtpreceiver
from aiortc.jitterbuffer import JitterBuffer
from aiortc.rtp import RtpPacket

from meetdesk.rtc.jitter_buffer import (KEYFRAME_ASK, KEYFRAME_WAIT, NACK_GIVE_UP, NACK_RETRY,
                                          FrameCompletingJitterBuffer, RetryingNackGenerator, install)


def packet(seq: int, ts: int, data: bytes, marker: bool) -> RtpPacket:
    p = RtpPacket(sequence_number=seq, timestamp=ts, marker=int(marker))
    p._data = data  # depayloaded bytes, as the receiver sets them
    return p


def feed(buffer, packets):
    return [buffer.add(p)[1] for p in packets]


def started(next_seq: int, **options) -> FrameCompletingJitterBuffer:
    """A video buffer that has handed on a keyframe (a stream starts at one), its next packet ``next_seq``."""
    buffer = FrameCompletingJitterBuffer(capacity=128, is_video=True, **options)
    assert buffer.add(packet(next_seq - 1, 0, KEY, True))[1].data == KEY
    return buffer


def test_frame_completes_on_its_marker_packet():
    frames = [packet(10, 1000, b"a1", False), packet(11, 1000, b"a2", True),
              packet(12, 4000, b"b1", False), packet(13, 4000, b"b2", True)]
    out = feed(started(10), frames)
    assert out[0] is None
    assert (out[1].data, out[1].timestamp) == (b"a1a2", 1000)
    assert out[2] is None
    assert (out[3].data, out[3].timestamp) == (b"b1b2", 4000)

    # aiortc's own buffer only knows frame "a" is complete when "b" starts: one frame later.
    stock = feed(JitterBuffer(capacity=128, is_video=True), frames)
    assert stock[1] is None and stock[2].data == b"a1a2"


def test_waits_for_a_missing_packet_then_completes():
    buffer = started(20)
    assert buffer.add(packet(20, 1000, b"x1", False))[1] is None
    assert buffer.add(packet(22, 1000, b"x3", True))[1] is None  # 21 lost so far
    frame = buffer.add(packet(21, 1000, b"x2", False))[1]  # retransmitted
    assert frame.data == b"x1x2x3"


def test_without_marker_bits_it_completes_on_the_next_timestamp():
    buffer = started(1)
    out = feed(buffer, [packet(1, 1000, b"a", False), packet(2, 2000, b"b", False), packet(3, 3000, b"c", False)])
    assert out[0] is None and out[1].data == b"a" and out[2].data == b"b"


def test_audio_keeps_aiortc_prefetch_behaviour():
    buffer = FrameCompletingJitterBuffer(capacity=16, prefetch=4)
    out = feed(buffer, [packet(i, i * 960, bytes([i]), True) for i in range(6)])
    assert out[:4] == [None] * 4 and out[4].data == bytes([0])


def test_install_makes_aiortc_receivers_use_it():
    install()
    assert aiortc.rtcrtpreceiver.JitterBuffer is FrameCompletingJitterBuffer
    assert aiortc.rtcrtpreceiver.NackGenerator is RetryingNackGenerator


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
    from meetdesk.rtc.jitter_buffer import HOLE_WAIT
    clock = Clock()
    buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock)
    assert buffer.add(packet(1, 1000, KEY, True))[1].data == KEY
    # packet 2 (frame 4000's first) is lost; the frames after it arrive, each one packet, 1/30 s apart
    results = []
    seq, ts = 3, 4000
    for index in range(16):
        data = KEY if index == 12 else DELTA   # the keyframe the PLI asks for
        results.append(buffer.add(packet(seq, ts + 3000 * index, data, True)))
        clock.now += 1 / 30
        seq += 1
    plis = [pli for pli, _ in results]
    frames = [frame for _, frame in results if frame is not None]
    assert plis.count(True) == 1 and plis.index(True) <= int(HOLE_WAIT * 30) + 2   # asked once, promptly
    assert frames and frames[0].data == KEY       # no inter frame whose reference was lost reaches the decoder
    assert [f.data for f in frames[1:]] == [DELTA] * 3
    assert buffer.holes_skipped == 1

    stock = JitterBuffer(capacity=512, is_video=True)
    stock.add(packet(1, 1000, KEY, True))
    out = [stock.add(packet(3 + i, 4000 + 3000 * i, DELTA, True))[1] for i in range(12)]
    assert out == [None] * 12    # aiortc's own buffer: still frozen


def test_a_packet_missing_inside_a_frame_is_passed_too():
    """A hole after a frame's first packets: the frame at the origin is incomplete, not missing; it was
    waited for until 512 packets were behind it (the picture stopped for good on a lossy path)."""
    from meetdesk.rtc.jitter_buffer import HOLE_WAIT
    clock = Clock()
    buffer = started(1, clock=clock)
    out = [buffer.add(packet(1, 3000, DELTA, False))]   # packet 2, the frame's second, is lost
    out.append(buffer.add(packet(3, 3000, b"tail", True)))
    seq = 4
    for index in range(20):
        clock.now += 1 / 30
        out.append(buffer.add(packet(seq, 6000 + 3000 * index, KEY if index == 12 else DELTA, True)))
        seq += 1
    frames = [frame.data for _, frame in out if frame is not None]
    assert frames == [KEY] * 1 + [DELTA] * 7 and buffer.holes_skipped == 1
    assert [pli for pli, _ in out].index(True) == int(HOLE_WAIT * 30) + 2


def test_a_reordered_packet_within_the_wait_is_not_skipped():
    clock = Clock()
    buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock)
    buffer.add(packet(1, 1000, KEY, True))
    assert buffer.add(packet(3, 7000, DELTA, True)) == (False, None)
    clock.now += 0.05
    pli, frame = buffer.add(packet(2, 4000, DELTA, True))   # late, not lost
    assert not pli and frame.data == DELTA and buffer.holes_skipped == 0


def test_a_stream_whose_first_packet_was_lost_starts_at_the_next_keyframe():
    """Issue 25: the keyframe a new subscriber gets first, its first packet lost on the way. The receiver
    cannot NACK a packet from before the first it got; aiortc hands the decoder the keyframe's tail and every
    frame after it (a 3 % lossy path: ~30 decoding errors and a second without a picture). Here: nothing until
    the next keyframe, asked for at once and again every KEYFRAME_ASK while none comes."""
    clock = Clock()
    buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock)
    # packet 100 (the keyframe's first, with its start code) is lost; its tail 101-102, then inter frames
    received = [packet(101, 1000, b"k" * 10, False), packet(102, 1000, b"k" * 10, True)]
    received += [packet(103 + i, 4000 + 3000 * i, DELTA, True) for i in range(10)]
    received += [packet(113, 40000, KEY, True), packet(114, 43000, DELTA, True)]
    results = []
    for p in received:
        results.append(buffer.add(p))
        clock.now += 1 / 30
    frames = [frame.data for _, frame in results if frame is not None]
    asks = [n for n, (pli, _) in enumerate(results) if pli]
    assert frames == [KEY, DELTA]            # the decoder's first frame is a whole keyframe
    assert asks[0] == 1                      # asked with the first frame it could not use
    assert len(asks) == 1 + int(10 / 30 / KEYFRAME_ASK) and buffer.frames_dropped == 11

    stock = JitterBuffer(capacity=512, is_video=True)
    out = [stock.add(p)[1] for p in received]
    assert out[2].data == b"k" * 20          # aiortc's: the keyframe's tail first, undecodable


def test_without_a_keyframe_a_client_shows_inter_frames_after_the_wait_an_engine_never():
    for wait in (KEYFRAME_WAIT, None):
        clock = Clock()
        buffer = FrameCompletingJitterBuffer(capacity=512, is_video=True, clock=clock, keyframe_wait=wait)
        out = []
        for i in range(60):  # two seconds of inter frames, no keyframe
            out.append(buffer.add(packet(1 + i, 3000 * i, DELTA, True)))
            clock.now += 1 / 30
        handed_on = [n for n, (_, frame) in enumerate(out) if frame is not None]
        if wait is None:
            assert handed_on == [] and sum(pli for pli, _ in out) == int(2 / KEYFRAME_ASK)
        else:
            assert handed_on[0] == int(KEYFRAME_WAIT * 30) + 1 and len(handed_on) == 60 - handed_on[0]


def test_a_lost_audio_packet_costs_its_own_frame_only():
    """aiortc's buffer hands on nothing past a lost audio packet until 16 are behind it, and drops the frames
    before the hole too; here the frame after the hole comes once the prefetch is behind it."""
    lost = {10, 20, 21}
    received = [packet(i, i * 960, bytes([i]), True) for i in range(40) if i not in lost]
    buffer = FrameCompletingJitterBuffer(capacity=16, prefetch=4)
    out = [frame.data[0] for frame in (buffer.add(p)[1] for p in received) if frame is not None]
    assert out == [i for i in range(36) if i not in lost]     # in order, each once, 4 packets behind
    assert buffer.holes_skipped == 2

    stock = JitterBuffer(capacity=16, prefetch=4)
    stock_out = [frame.data[0] for frame in (stock.add(p)[1] for p in received) if frame is not None]
    assert len(stock_out) < len(out) - 4


def test_a_missing_packet_is_asked_for_again_until_it_is_not_worth_waiting_for():
    """aiortc's generator NACKs a packet once, when it finds it missing; if that NACK or the retransmission is
    lost too, the packet is asked for again only when another one goes missing."""
    clock = Clock()
    nacks = RetryingNackGenerator(clock=clock)
    stock = aiortc.rtcrtpreceiver.NackGenerator.__mro__[-2]()  # aiortc's own (the base class)
    results, stock_results = [], []
    times = []
    for seq in [1, 2, 4] + list(range(5, 200)):  # 3 is lost; 200 packets/s for a second
        times.append(clock.now)
        results.append(nacks.add(packet(seq, seq, b"", True)))
        stock_results.append(stock.add(packet(seq, seq, b"", True)))
        clock.now += 0.005
    assert stock_results.count(True) == 1
    asked = [times[n] - times[2] for n, flag in enumerate(results) if flag]
    assert asked[0] == 0 and len(asked) >= 3 and nacks.retries == len(asked) - 1   # again and again
    assert all(b - a >= NACK_RETRY - 1e-9 for a, b in zip(asked, asked[1:]))       # every NACK_RETRY
    assert asked[-1] <= NACK_GIVE_UP and 3 not in nacks.missing                   # then given up
    nacks.add(packet(201, 201, b"", True))    # 200 lost
    assert nacks.missing == {200}
    assert not nacks.add(packet(200, 200, b"", True)) and not nacks.missing        # it came: asked no more
