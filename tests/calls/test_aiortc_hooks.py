"""Every private aiortc hook of the forwarding unit (engine/media/aiortc_hooks.py) on real aiortc peer
connections over loopback, without the engine: when a new aiortc changes one of the internals they touch,
a test here fails."""
from __future__ import annotations

import asyncio
import threading

import pytest
from aiortc.mediastreams import MediaStreamError
from aiortc.rtcrtpsender import RTP_HISTORY_SIZE
from aiortc.rtp import RtpPacket

from meetdesk.engine.media import aiortc_hooks as hooks
from meetdesk.engine.media.keyframes import is_keyframe
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.rtc.peer_connection import create_peer_connection

from waiting import until

DECODER_THREADS = ("video-decoder", "audio-decoder")


class TappedCall:
    """A publisher (test card and tone) and a subscriber whose receivers are tapped from the "track" event,
    as the engine taps its legs'. ``cap``: the subscriber's REMB estimates are capped to it."""

    def __init__(self, cap: int | None = None) -> None:
        self.pub = create_peer_connection(loopback=True)
        self.sub = create_peer_connection(loopback=True)
        self.frames: dict[str, list] = {"audio": [], "video": []}  # (codec, JitterFrame)
        self.packets: dict[str, list[RtpPacket]] = {"audio": [], "video": []}
        self.receivers: dict = {}
        self.tracks: dict = {}
        self.estimates: list[int] = []  # what the subscriber's estimator wanted to send, before the cap
        self.cap = cap
        self.sub.on("track", self._on_track)
        self.pub.addTrack(TestCardTrack(320, 240, fps=15))
        self.pub.addTrack(ToneTrack())

    def _on_track(self, track) -> None:
        receiver = hooks.receiver_of(self.sub, track)
        self.receivers[track.kind], self.tracks[track.kind] = receiver, track
        hooks.tap_receiver(receiver, lambda codec, frame: self.frames[track.kind].append((codec, frame)),
                           self.packets[track.kind].append)
        if track.kind == "video" and self.cap is not None:
            hooks.cap_receiver_remb(receiver, self._cap)

    def _cap(self, estimate: int) -> int:
        self.estimates.append(estimate)
        return min(estimate, self.cap)

    def sender(self, kind: str):
        return next(t.sender for t in self.pub.getTransceivers() if t.kind == kind)

    async def connect(self) -> None:
        await self.pub.setLocalDescription(await self.pub.createOffer())
        await self.sub.setRemoteDescription(self.pub.localDescription)
        await self.sub.setLocalDescription(await self.sub.createAnswer())
        await self.pub.setRemoteDescription(self.sub.localDescription)

    async def flowing(self, video: int = 5, audio: int = 10) -> None:
        await until(lambda: len(self.frames["video"]) >= video and len(self.frames["audio"]) >= audio, 10,
                    "encoded frames")

    async def close(self) -> None:
        await self.sub.close()
        await self.pub.close()


@pytest.fixture
async def call():
    tapped = TappedCall()
    try:
        await tapped.connect()
        yield tapped
    finally:
        await tapped.close()


async def test_tapped_receivers_hand_on_encoded_frames_and_decode_nothing(call):
    await call.flowing(video=10, audio=20)
    codec, _ = call.frames["video"][0]
    assert codec.mimeType == "video/VP8" and call.frames["audio"][0][0].mimeType == "audio/opus"
    video = [frame.data for _, frame in call.frames["video"]]
    assert any(is_keyframe("video/vp8", data) for data in video)  # aiortc's encoder starts with one
    assert not all(is_keyframe("video/vp8", data) for data in video)  # and goes on with delta frames
    timestamps = [frame.timestamp for _, frame in call.frames["video"]]
    assert timestamps == sorted(set(timestamps))  # one frame per RTP timestamp, in order
    # after a packet that never came, a forwarding hop hands on no inter frame, however long the keyframe takes
    assert call.receivers["video"]._RTCRtpReceiver__jitter_buffer.keyframe_wait is None
    for kind in ("video", "audio"):  # the decoder thread gets nothing: recv() never returns a frame
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(call.tracks[kind].recv(), 0.5)


async def test_audio_frames_arrive_one_per_packet_as_it_arrives(call):
    await call.flowing(audio=20)
    packets, frames = list(call.packets["audio"]), [frame for _, frame in call.frames["audio"]]
    # aiortc's own audio jitter buffer would hold four packets back; the pass-through none.
    assert len(frames) == len(packets)
    assert [f.data for f in frames] == [p.payload for p in packets]
    first = packets[0].timestamp
    assert [f.timestamp for f in frames] == [(p.timestamp - first) % 2**32 for p in packets]


def _rtp(sequence_number: int, timestamp: int) -> RtpPacket:
    packet = RtpPacket(payload_type=111, sequence_number=sequence_number, timestamp=timestamp,
                       payload=b"opus%d" % sequence_number)
    packet._data = packet.payload  # what the receiver sets (depayloaded) before its jitter buffer
    return packet


def test_audio_pass_through_drops_late_and_repeated_packets():
    buffer = hooks.AudioPassThrough()
    pli, frame = buffer.add(_rtp(65534, 1000))
    assert pli is False and frame.data == b"opus65534" and frame.timestamp == 1000
    assert buffer.add(_rtp(65534, 1000)) == (False, None)  # repeated
    assert buffer.add(_rtp(65533, 40)) == (False, None)  # late
    assert buffer.add(_rtp(0, 2920))[1].data == b"opus0"  # a gap (65535 lost) and the wrap
    assert buffer.add(_rtp(65535, 1960)) == (False, None)  # the lost one, too late now
    assert buffer.add(_rtp(1, 3880))[1].timestamp == 3880
    # A sender that starts its numbering anew far below is heard again at once, not minutes later.
    assert buffer.add(_rtp(60000, 500))[1].data == b"opus60000"
    assert buffer.add(_rtp(60001, 1460))[1].data == b"opus60001"


async def test_on_packet_sees_the_ssrcs_and_the_audio_level(call):
    await call.flowing()
    assert {p.ssrc for p in call.packets["video"]} == {call.sender("video")._ssrc}
    assert {p.ssrc for p in call.packets["audio"]} == {call.sender("audio")._ssrc}
    video_pt = call.frames["video"][0][0].payloadType
    assert {p.payload_type for p in call.packets["video"]} == {video_pt}
    # A retransmission (RTX packet, unknown RTX SSRC here) is not shown to on_packet.
    receiver = call.receivers["video"]
    rtx_pt = next(pt for pt, c in getattr(receiver, "_RTCRtpReceiver__codecs").items() if c.name == "rtx")
    rtx = RtpPacket(payload_type=rtx_pt, sequence_number=7, timestamp=0, ssrc=0x5EED, payload=b"\x00\x07VP8")
    await receiver._handle_rtp_packet(rtx, arrival_time_ms=0)
    assert [p for p in call.packets["video"] if p.ssrc == 0x5EED] == []
    levels = [p.extensions.audio_level for p in call.packets["audio"]]
    assert None not in levels  # aiortc's sender sets RFC 6464 levels
    # The tone: a sine of amplitude 0.25, RMS 0.177 of full scale, 15 dB below it (silence would be 127).
    assert all(not voice and 13 <= level <= 17 for voice, level in levels), levels[:5]


async def test_tracks_end_on_close_and_the_parked_decoder_threads_exit(call):
    await call.flowing()
    threads = [getattr(r, "_RTCRtpReceiver__decoder_thread") for r in call.receivers.values()]
    assert sorted(t.name for t in threads) == ["audio-decoder", "video-decoder"]
    assert all(t.is_alive() for t in threads)  # parked in EncodedFrameTap.get()
    others = {t for t in threading.enumerate() if t.name in DECODER_THREADS} - set(threads)  # not this call's
    pending = [asyncio.ensure_future(track.recv()) for track in call.tracks.values()]
    await call.close()
    for task in pending:
        with pytest.raises(MediaStreamError):
            await asyncio.wait_for(task, 5)
    assert not any(t.is_alive() for t in threads)
    assert [t.name for t in threading.enumerate() if t.name in DECODER_THREADS and t not in others] == []


async def test_media_is_taken_from_the_socket_callback_once_connected(call):
    """rtc/direct_receive.py on a real call: SRTP goes to the DTLS transport from the socket's callback,
    nothing through aioice's queue."""
    await call.flowing()
    connection = call.sub.getTransceivers()[0].receiver.transport.transport._connection
    assert connection.direct_receive.handled > 10 and connection._queue.empty()
    # the publisher's side receives RTCP only (the subscriber's reports, within a few seconds)
    connection = call.pub.getTransceivers()[0].receiver.transport.transport._connection
    await until(lambda: connection.direct_receive.handled > 0, 10, "the subscriber's RTCP")
    assert connection._queue.empty()


async def test_tap_receiver_refuses_a_receiver_that_has_started(call):
    await call.flowing()
    with pytest.raises(RuntimeError):
        hooks.tap_receiver(call.receivers["video"], lambda codec, frame: None, lambda packet: None)


async def test_a_taken_over_sender_sends_packets_on_as_they_came_in_its_own_numbering():
    """The engine's subscriber sender: the filler from its own loop, a publisher's packets pushed between,
    one sequence numbering without a gap, the payloads, markers and audio levels as they came, its own
    timestamps; the pushed packets are in its history for NACKs."""
    from meetdesk.engine.media.forwarded_track import ForwardedTrack

    pub, sub = create_peer_connection(loopback=True), create_peer_connection(loopback=True)
    received: list[RtpPacket] = []
    sub.on("track", lambda track: hooks.tap_receiver(hooks.receiver_of(sub, track), lambda codec, frame: None,
                                                     received.append))
    track = ForwardedTrack("audio")  # no source: the filler, from the sender's own loop
    pub.addTrack(track)
    transceiver = pub.getTransceivers()[0]
    stream = hooks.SenderStream.take_over(transceiver.sender)
    assert stream is not None and not stream.running
    try:
        await pub.setLocalDescription(await pub.createOffer())
        await sub.setRemoteDescription(pub.localDescription)
        await sub.setLocalDescription(await sub.createAnswer())
        await pub.setRemoteDescription(sub.localDescription)
        track.bind(transceiver)
        await until(lambda: len(received) >= 3, 10, "the filler")
        assert hooks.SenderStream.take_over(transceiver.sender) is stream and track._stream is stream
        pushed = []
        for n in range(3):
            packet = RtpPacket(payload_type=111, marker=n % 2, sequence_number=40000 + n, timestamp=7, ssrc=1,
                               payload=b"\xfcpushed%d" % n)
            packet.extensions.audio_level = (True, 20 + n)
            pushed.append(packet)
        assert stream.send_packets(pushed[:2], 960_000) and stream.send_packets(pushed[2:], 960_960)
        await until(lambda: any(p.payload == b"\xfcpushed2" for p in received), 5, "the pushed packets")
        await until(lambda: received[-1].payload not in (p.payload for p in pushed), 5, "the filler again")
        numbers = [p.sequence_number for p in received]
        assert all((b - a) & 0xFFFF == 1 for a, b in zip(numbers, numbers[1:])), numbers
        got = [p for p in received if p.payload.startswith(b"\xfcpushed")]
        assert [p.payload for p in got] == [p.payload for p in pushed]
        assert [p.marker for p in got] == [0, 1, 0]
        assert [p.extensions.audio_level for p in got] == [(True, 20), (True, 21), (True, 22)]
        origin = stream.timestamp_origin
        assert [p.timestamp for p in got] == [(origin + t) & 0xFFFFFFFF for t in (960_000, 960_000, 960_960)]
        assert len({p.ssrc for p in received}) == 1 and got[0].ssrc == transceiver.sender._ssrc
        # a NACK of a pushed packet is answered from the sender's history (aiortc's _retransmit reads it; a
        # packet sent again on its own SSRC would be dropped by the receiver's SRTP as a replay: video has RTX)
        history = transceiver.sender._RTCRtpSender__rtp_history
        kept = history[got[1].sequence_number % RTP_HISTORY_SIZE]
        assert kept.sequence_number == got[1].sequence_number and kept.payload == got[1].payload
    finally:
        track.stop()
        await sub.close()
        await pub.close()


async def test_a_pli_reaches_the_hooked_sender(call):
    await call.flowing()
    sender, requests, estimates = call.sender("video"), [], []
    hooks.hook_sender(sender, lambda: requests.append(1), estimates.append)
    for _ in range(3):
        await hooks.send_pli(call.receivers["video"], sender._ssrc)
    await until(lambda: len(requests) >= 3, 8.0, "three keyframe requests")
    assert len(requests) == 3


async def test_a_remb_reaches_the_hooked_sender_of_its_stream(call):
    await call.flowing()
    heard: dict[str, list[int]] = {"audio": [], "video": []}
    for kind in heard:
        hooks.hook_sender(call.sender(kind), lambda: None, heard[kind].append)
    bitrate = 4_321_000  # far above anything the subscriber's own estimator reports at 320x240
    await hooks.send_remb(call.receivers["video"], bitrate, call.sender("video")._ssrc)
    await hooks.send_remb(call.receivers["video"], 123_456, call.sender("audio")._ssrc)
    await until(lambda: heard["audio"] and any(b > 1_000_000 for b in heard["video"]), 8.0, "the REMBs")
    # An 18-bit mantissa: bit rates above 2^18 lose their lowest bits.
    assert any(abs(b - bitrate) <= bitrate >> 17 for b in heard["video"]), heard["video"]
    assert heard["audio"] == [123_456]
    assert 123_456 not in heard["video"]


async def test_cap_receiver_remb_caps_what_the_publisher_hears():
    cap = 50_000  # below what a 320x240 test card at 15 fps needs
    tapped, heard = TappedCall(cap=cap), []
    try:
        hooks.hook_sender(tapped.sender("video"), lambda: None, heard.append)
        await tapped.connect()
        # aiortc's receiver estimates from abs-send-time (its sender sets it) about once a second.
        await until(lambda: len(heard) >= 2 and max(tapped.estimates, default=0) > cap, 10, "capped REMB estimates")
        assert heard[:2] == [min(e, cap) for e in tapped.estimates[:2]] == [cap, cap]
        assert all(bitrate <= cap for bitrate in heard), heard
    finally:
        await tapped.close()


async def test_is_hooked_and_negotiated_codec():
    pub, sub = create_peer_connection(loopback=True), create_peer_connection(loopback=True)
    try:
        pub.addTrack(TestCardTrack(320, 240, fps=15))
        pub.addTrack(ToneTrack())
        video, audio = pub.getTransceivers()
        assert hooks.negotiated_codec(video) is None and hooks.negotiated_codec(audio) is None
        assert not hooks.is_hooked(video.sender)
        hooks.hook_sender(video.sender, lambda: None, lambda bitrate: None)
        assert hooks.is_hooked(video.sender) and not hooks.is_hooked(audio.sender)
        await pub.setLocalDescription(await pub.createOffer())
        await sub.setRemoteDescription(pub.localDescription)
        answerer = {t.kind: t for t in sub.getTransceivers()}
        assert hooks.negotiated_codec(answerer["video"]).mimeType == "video/VP8"
        assert hooks.negotiated_codec(answerer["audio"]).mimeType == "audio/opus"
        await sub.setLocalDescription(await sub.createAnswer())
        await pub.setRemoteDescription(sub.localDescription)
        assert hooks.negotiated_codec(video).mimeType == "video/VP8"
        assert hooks.negotiated_codec(audio).mimeType == "audio/opus"
        assert hooks.negotiated_codec(video).clockRate == 90000
    finally:
        await sub.close()
        await pub.close()
