"""The forwarding unit's parts on their own: keyframe recognition on real encoder output, the keyframe rate
limit, timestamps over source switches, codec preference in offers, subscriptions, fillers, the outgoing
track. The whole path with the engine is in test_forwarding.py."""
from __future__ import annotations

import asyncio
import contextlib
import fractions
from dataclasses import replace

import av
import numpy as np
import pytest
from aiortc import RTCRtpSender, RTCSessionDescription
from aiortc.codecs import depayload
from aiortc.codecs.h264 import H264Encoder
from aiortc.codecs.vpx import Vp8Encoder
from aiortc.mediastreams import MediaStreamError
from aiortc.rtcrtpparameters import RTCRtpCodecParameters

from meetdesk.api.sdp import prefer_codecs
from meetdesk.engine.media import aiortc_hooks
from meetdesk.engine.media.forwarded_track import ForwardedTrack, Restamper, filler_for
from meetdesk.engine.media.forwarding import QUEUE_FRAMES, EncodedFrame, FrameSource, Subscription
from meetdesk.engine.media.keyframes import KeyframeRequests, SubscriberKeyframes, is_keyframe
from meetdesk.engine.media.legs import PREFERRED_CODECS
from meetdesk.media.synthetic import TestCardRenderer
from meetdesk.rtc.peer_connection import create_peer_connection

# -- is_keyframe ------------------------------------------------------------------------------------------


def received_frames(mime_type: str, encoder: str, **options: str) -> list[tuple[bool, bytes]]:
    """12 test card frames encoded with a keyframe every 5, each packetized by aiortc's sender and
    depayloaded as aiortc's receiver does: (the encoder's keyframe flag, the frame a receiver hands on)."""
    codec = av.CodecContext.create(encoder, "w")
    codec.width, codec.height, codec.pix_fmt = 320, 240, "yuv420p"
    codec.time_base, codec.gop_size, codec.options = fractions.Fraction(1, 15), 5, options
    renderer = TestCardRenderer(320, 240)
    packets = []
    for n in range(12):
        frame = renderer.render(n, n * 66)
        frame.pts = n
        packets += codec.encode(frame)
    packets += codec.encode(None)
    packetizer = Vp8Encoder() if mime_type == "video/VP8" else H264Encoder()
    params = RTCRtpCodecParameters(mimeType=mime_type, clockRate=90000, payloadType=96)
    return [(packet.is_keyframe, b"".join(depayload(params, p) for p in packetizer.pack(packet)[0]))
            for packet in packets]


@pytest.mark.parametrize("mime_type, encoder, options", [
    ("video/VP8", "libvpx", {"deadline": "realtime", "lag-in-frames": "0", "cpu-used": "8"}),
    ("video/H264", "libx264", {"preset": "ultrafast", "tune": "zerolatency"}),
])
def test_is_keyframe_agrees_with_the_encoder(mime_type, encoder, options):
    frames = received_frames(mime_type, encoder, **options)
    assert len(frames) == 12
    flags = [flag for flag, _ in frames]
    assert flags[0] and flags.count(True) >= 2 and flags.count(False) >= 8  # key and delta frames
    assert [is_keyframe(mime_type, data) for _, data in frames] == flags
    assert [is_keyframe(mime_type.lower(), data) for _, data in frames] == flags  # any case


def test_is_keyframe_on_garbage_and_empty_frames():
    for mime in ("video/vp8", "video/h264"):
        assert not is_keyframe(mime, b"")
        assert not is_keyframe(mime, bytes(range(256)))
    assert not is_keyframe("video/vp8", b"\x10\x02\x00\x9d\x01")  # a keyframe tag, cut short
    assert not is_keyframe("video/vp8", b"\x10\x02\x00\x9d\x01\x2b\x40\x01")  # wrong start code
    assert is_keyframe("video/vp8", b"\x10\x02\x00\x9d\x01\x2a\x40\x01\xf0\x00")
    assert not is_keyframe("video/h264", b"\x00\x00\x00\x01\x41\x9a\x00\x00\x01")  # a P slice, cut
    assert is_keyframe("video/h264", b"\x00\x00\x00\x01\x09\x10\x00\x00\x01\x65\x88")  # AUD, then IDR
    assert is_keyframe("video/h264", b"\x00\x00\x00\x01\x67\x42\xc0\x1f")  # an SPS starts one too
    assert not is_keyframe("video/h264", b"\x00\x00\x01")
    assert is_keyframe("audio/opus", b"") and is_keyframe("audio/PCMU", b"\xff" * 160)
    assert not is_keyframe("video/vp9", b"\x82\x49\x83\x42\x00")  # no codec knowledge: never a keyframe


# -- KeyframeRequests ---------------------------------------------------------------------------------------


def test_keyframe_requests_one_per_window_the_rest_kept_for_later():
    k = KeyframeRequests(interval=1.0, urgent_interval=0.25)
    assert k.retry(5.0) is None  # nothing pending
    assert k.request(10.0) == 0 and k.sent == 1 and not k.pending
    assert k.request(10.4) == pytest.approx(0.6) and k.pending
    assert k.request(10.5) == pytest.approx(0.5) and k.sent == 1  # still one kept request
    assert k.retry(10.9) == pytest.approx(0.1)
    assert k.retry(11.0) == 0 and k.sent == 2 and not k.pending
    assert k.retry(11.2) is None


def test_an_urgent_request_has_the_short_window_until_it_is_sent_or_served():
    k = KeyframeRequests(interval=1.0, urgent_interval=0.25)
    assert k.request(0.0) == 0
    assert k.request(0.1, urgent=True) == pytest.approx(0.15)
    assert k.request(0.2) == pytest.approx(0.05)  # the kept request is still urgent
    assert k.retry(0.25) == 0 and k.sent == 2 and not k.pending_urgent
    assert k.request(0.3) == pytest.approx(0.95)  # the next one plain again
    assert k.request(0.4, urgent=True) == pytest.approx(0.1)
    k.keyframe_arrived()  # it serves the kept request
    assert not k.pending and not k.pending_urgent and k.retry(2.0) is None and k.sent == 2


def test_a_subscriber_without_a_picture_is_served_at_once_later_within_the_rate_limit():
    k = SubscriberKeyframes(starting=1.0, replay_interval=0.2)
    assert k.request(5.0) == "urgent"  # no keyframe sent yet: nothing to send again
    k.keyframe_sent(10.0)
    assert k.request(10.1) == "replay"  # its keyframe came incomplete: the recent frames again
    assert k.request(10.15) == "urgent"  # one replay per window (a decoder asks once per failed frame)
    assert k.request(10.3) == "replay" and k.replays == 2
    k.keyframe_sent(10.5)  # later keyframes do not open the window again
    assert k.request(11.0) == "normal" and k.request(12.0) == "normal"
    k.reset()  # another source
    assert k.request(12.1) == "urgent"
    k.keyframe_sent(12.2)
    assert k.request(12.3) == "replay"


# (KeyframeScheduler with its timers: tests/unit/engine/media/test_keyframe_scheduler.py, on a clock of its own)


# -- Restamper ----------------------------------------------------------------------------------------------


def test_restamper_one_increasing_clock_over_segments():
    stamper, a, b = Restamper(90000), object(), object()
    assert [stamper.stamp(a, ts, now) for ts, now in ((5000, 1.0), (8000, 1.033), (11000, 1.066))] \
        == [0, 3000, 6000]  # a segment starts at 0 and keeps its own spacing
    assert stamper.stamp(b, 777, 1.566) == 6000 + 45000  # another source: plus the 0.5 s in between
    assert stamper.stamp(b, 3777, 1.6) == 54000
    assert stamper.stamp(a, 20000, 2.0) == 54000 + 36000  # back to a: a new segment again
    assert stamper.stamp(a, 10, 2.1) == 90000 + 9000  # a going backwards: a new segment
    assert stamper.stamp(a, 3010, 2.133) == 102000
    assert stamper.stamp(b, 0, 2.133) == 102001  # a switch at the same instant: still one tick later


# -- prefer_codecs ------------------------------------------------------------------------------------------

CHROME_OFFER = "\r\n".join("""v=0
o=- 4611731400430051336 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0 1 2
m=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 110
a=mid:0
a=rtpmap:111 opus/48000/2
a=fmtp:111 minptime=10;useinbandfec=1
a=rtpmap:63 red/48000/2
a=rtpmap:9 G722/8000
a=rtpmap:0 PCMU/8000
a=rtpmap:8 PCMA/8000
a=rtpmap:110 telephone-event/48000
m=video 9 UDP/TLS/RTP/SAVPF 98 99 96 97 102 103 108 109
a=mid:1
a=rtpmap:98 VP9/90000
a=rtpmap:99 rtx/90000
a=fmtp:99 apt=98
a=rtpmap:96 VP8/90000
a=rtcp-fb:96 nack pli
a=rtpmap:97 rtx/90000
a=fmtp:97 apt=96
a=rtpmap:102 H264/90000
a=fmtp:102 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f
a=rtpmap:103 rtx/90000
a=fmtp:103 apt=102
a=rtpmap:108 H264/90000
a=fmtp:108 level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42e01f
a=rtpmap:109 rtx/90000
a=fmtp:109 apt=108
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
a=mid:2
""".split("\n"))


def test_prefer_codecs_moves_vp8_first_and_leaves_the_rest():
    munged = prefer_codecs(CHROME_OFFER, PREFERRED_CODECS)
    assert munged.endswith("\r\n") and "\n" not in munged.replace("\r\n", "")
    before, after = CHROME_OFFER.split("\r\n"), munged.split("\r\n")
    video = before.index("m=video 9 UDP/TLS/RTP/SAVPF 98 99 96 97 102 103 108 109")
    assert after[video] == "m=video 9 UDP/TLS/RTP/SAVPF 96 98 99 97 102 103 108 109"
    assert after[:video] == before[:video]  # audio already has opus first
    rest = after[video + 1:]
    assert sorted(rest) == sorted(before[video + 1:])  # the same lines; only the a=rtpmap lines move
    end = rest.index("m=application 9 UDP/DTLS/SCTP webrtc-datachannel")  # the video section ends there
    rtpmaps = [line.split()[0][9:] for line in rest[:end] if line.startswith("a=rtpmap:")]
    assert rtpmaps == after[video].split()[3:]  # aiortc takes the preference from the a=rtpmap order


def test_prefer_codecs_in_the_given_order_per_kind():
    munged = prefer_codecs(CHROME_OFFER, {"video": ["H264", "VP8"], "audio": ["PCMU", "opus"]})
    lines = munged.split("\r\n")
    assert "m=video 9 UDP/TLS/RTP/SAVPF 102 108 96 98 99 97 103 109" in lines
    assert "m=audio 9 UDP/TLS/RTP/SAVPF 0 111 63 9 8 110" in lines
    assert "m=application 9 UDP/DTLS/SCTP webrtc-datachannel" in lines
    assert prefer_codecs(CHROME_OFFER, {"video": ["VP9"]}) == CHROME_OFFER  # already first: unchanged


async def test_aiortc_answers_a_munged_offer_with_vp8():
    """A client that prefers H.264: the engine's answer to its munged offer sends and receives VP8."""
    capabilities = RTCRtpSender.getCapabilities("video").codecs
    h264_first = sorted(capabilities, key=lambda c: c.mimeType != "video/H264")
    answers = {}
    for munge in (False, True):
        client, engine = create_peer_connection(), create_peer_connection()
        try:
            client.addTransceiver("video").setCodecPreferences(h264_first)
            offer = await client.createOffer()
            assert offer.sdp.index("H264/90000") < offer.sdp.index("VP8/90000")
            sdp = prefer_codecs(offer.sdp, PREFERRED_CODECS) if munge else offer.sdp
            await engine.setRemoteDescription(RTCSessionDescription(sdp=sdp, type="offer"))
            answers[munge] = aiortc_hooks.negotiated_codec(engine.getTransceivers()[0]).mimeType
            answer = (await engine.createAnswer()).sdp
            first_pt = next(line for line in answer.split("\r\n") if line.startswith("m=video")).split()[3]
            assert f"a=rtpmap:{first_pt} {answers[munge][6:]}/90000" in answer
        finally:
            await client.close()
            await engine.close()
    assert answers == {False: "video/H264", True: "video/VP8"}


# -- Subscription -------------------------------------------------------------------------------------------


class FakeSource:
    """What a Subscription and a ForwardedTrack ask of their PacketSource."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.requests: list[bool] = []  # urgent flags of the keyframe requests
        self.recent: list[EncodedFrame] = []  # by default no frames since a keyframe at hand

    def request_keyframe(self, urgent: bool = False) -> None:
        self.requests.append(urgent)

    def recent_frames(self) -> list:
        return list(self.recent)

    def subscribe(self, size: int | None = None, push=None) -> Subscription:
        return Subscription(self, size, push)  # type: ignore[arg-type]

    def unsubscribe(self, subscription: Subscription) -> None:
        subscription.close()


def frame(n: int, keyframe: bool = False, kind: str = "video") -> EncodedFrame:
    if kind == "audio":
        return EncodedFrame(b"opus%d" % n, n * 960, 48000, "audio/opus", True)
    return EncodedFrame(b"vp8-%d" % n, n * 6000, 90000, "video/vp8", keyframe)


async def drain(subscription: Subscription) -> list[bytes]:
    """Everything queued now (get() returns at once while frames are queued)."""
    got = []
    with contextlib.suppress(asyncio.TimeoutError):
        while True:
            got.append((await asyncio.wait_for(subscription.get(), 0.05)).data)
    return got


async def test_a_subscription_keeps_nothing_before_it_starts_then_waits_for_a_keyframe():
    source = FakeSource("video")
    subscription = Subscription(source)  # type: ignore[arg-type]
    subscription.put(frame(0, keyframe=True))
    assert await drain(subscription) == [] and source.requests == []
    subscription.start()
    subscription.start()
    assert source.requests == [True]  # one urgent request: the subscriber has no picture
    for n, key in ((1, False), (2, False), (3, True), (4, False)):
        subscription.put(frame(n, key))
    assert await drain(subscription) == [b"vp8-3", b"vp8-4"]


async def test_a_video_overflow_empties_the_queue_and_waits_for_the_next_keyframe():
    source = FakeSource("video")
    subscription = Subscription(source)  # type: ignore[arg-type]
    subscription.start()
    size = QUEUE_FRAMES["video"]
    for n in range(size + 1):  # nobody takes them: the last one overflows
        subscription.put(frame(n, keyframe=n == 0))
    assert subscription.waiting and subscription.dropped == size + 1
    assert source.requests == [True, False]
    subscription.put(frame(size + 1))
    subscription.put(frame(size + 2, keyframe=True))
    subscription.put(frame(size + 3))
    assert await drain(subscription) == [b"vp8-%d" % (size + 2), b"vp8-%d" % (size + 3)]
    for n in range(size):  # an overflow by a keyframe: it starts the queue again, no request
        subscription.put(frame(100 + n, keyframe=n == 0))
    subscription.put(frame(200, keyframe=True))
    assert await drain(subscription) == [b"vp8-200"] and source.requests == [True, False]


async def test_a_pushing_subscription_hands_on_a_publishers_frames_at_once_and_queues_the_rest():
    source = FakeSource("video")
    taken: list[bytes] = []
    refuse = False

    def push(encoded: EncodedFrame) -> bool:
        if refuse:
            return False
        taken.append(encoded.data)
        return True

    subscription = Subscription(source, push=push)  # type: ignore[arg-type]
    subscription.start()
    subscription.put(replace(frame(0), packets=("p",)))  # before a keyframe: nothing
    subscription.put(replace(frame(1, keyframe=True), packets=("p",)))
    subscription.put(frame(2))  # no packets (what the engine encodes): queued for the sender's loop
    subscription.put(replace(frame(3), packets=("p",)))
    assert taken == [b"vp8-1", b"vp8-3"] and await drain(subscription) == [b"vp8-2"]
    refuse = True  # the sender's transport holds too much: as an overflow, video waits for a keyframe
    subscription.put(replace(frame(4), packets=("p",)))
    assert subscription.waiting and subscription.dropped == 1 and source.requests == [True, False]
    refuse = False
    subscription.put(replace(frame(5), packets=("p",)))
    subscription.put(replace(frame(6, keyframe=True), packets=("p",)))
    assert taken == [b"vp8-1", b"vp8-3", b"vp8-6"]


async def test_a_restarted_subscription_gets_the_sources_recent_frames_again():
    source = FakeSource("video")
    subscription = Subscription(source)  # type: ignore[arg-type]
    subscription.start()
    for n in range(4):
        subscription.put(frame(n, keyframe=n == 0))
    assert await drain(subscription) == [b"vp8-0", b"vp8-1", b"vp8-2", b"vp8-3"]
    subscription.put(frame(4))
    source.recent = [frame(n, keyframe=n == 0) for n in range(5)]
    assert subscription.restart()
    assert await drain(subscription) == [b"vp8-%d" % n for n in range(5)]  # from the keyframe, once each
    source.recent = []  # the source's last keyframe is too long ago: wait for the next one
    subscription.put(frame(5))
    assert not subscription.restart() and subscription.waiting
    subscription.put(frame(6))
    subscription.put(frame(7, keyframe=True))
    assert await drain(subscription) == [b"vp8-7"]


async def test_an_audio_overflow_drops_the_oldest_frame():
    subscription = Subscription(FakeSource("audio"))  # type: ignore[arg-type]
    subscription.start()
    size = QUEUE_FRAMES["audio"]
    for n in range(size + 2):
        subscription.put(frame(n, kind="audio"))
    got = await drain(subscription)
    assert got == [b"opus%d" % n for n in range(2, size + 2)] and subscription.dropped == 2


async def test_closing_a_subscription_wakes_its_pending_get():
    subscription = Subscription(FakeSource("video"))  # type: ignore[arg-type]
    subscription.start()
    pending = asyncio.ensure_future(subscription.get())
    await asyncio.sleep(0.05)
    assert not pending.done()
    subscription.close()
    assert await asyncio.wait_for(pending, 1) is None
    subscription.put(frame(1, keyframe=True))
    assert await subscription.get() is None


# -- fillers ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mime_type, decoder", [("video/VP8", "vp8"), ("video/H264", "h264")])
def test_video_filler_decodes_to_a_black_picture_every_time(mime_type, decoder):
    filler = filler_for(mime_type)
    assert filler.period == 0.2 and filler.step == 18000 and is_keyframe(mime_type, filler.data)
    codec = av.CodecContext.create(decoder, "r")
    pictures = [p for _ in range(3) for p in codec.decode(av.Packet(filler.data))] + codec.decode(None)
    assert len(pictures) == 3  # every filler frame decodes on its own
    assert all((p.width, p.height) == (320, 240) and p.to_ndarray(format="gray").max() < 20 for p in pictures)


def test_audio_fillers_are_silence():
    opus = filler_for("audio/opus")
    assert (opus.period, opus.step) == (0.020, 960)
    codec = av.CodecContext.create("opus", "r")
    codec.sample_rate = 48000
    decoded = codec.decode(av.Packet(opus.data))
    assert sum(f.samples for f in decoded) == 960 and max(np.abs(f.to_ndarray()).max() for f in decoded) == 0
    for mime, byte in (("audio/PCMU", b"\xff"), ("audio/pcma", b"\xd5")):
        filler = filler_for(mime)
        assert filler.data == byte * 160 and (filler.period, filler.step) == (0.020, 160)
    assert filler_for("video/VP9") is None and filler_for("audio/G722") is None


# -- ForwardedTrack -----------------------------------------------------------------------------------------


async def negotiated_track(kind: str):
    """A ForwardedTrack bound to the answering side of a real negotiation (no connection)."""
    client, engine = create_peer_connection(), create_peer_connection()
    client.addTransceiver(kind, direction="recvonly")
    await engine.setRemoteDescription(await client.createOffer())
    track = ForwardedTrack(kind)
    engine.addTrack(track)
    transceiver = engine.getTransceivers()[0]
    assert transceiver.sender.track is track
    return track, transceiver, (client, engine)


@pytest.mark.parametrize("kind, mime, step", [("video", "video/VP8", 18000), ("audio", "audio/opus", 960)])
async def test_a_bound_track_without_a_source_sends_the_filler(kind, mime, step):
    track, transceiver, pcs = await negotiated_track(kind)
    try:
        with pytest.raises(asyncio.TimeoutError):  # no codec before bind(): nothing to send
            await asyncio.wait_for(track.recv(), 0.2)
        track.bind(transceiver)
        assert track.codec.mimeType == mime and aiortc_hooks.is_hooked(transceiver.sender)
        packets = [await asyncio.wait_for(track.recv(), 2) for _ in range(3)]
        assert [bytes(p) for p in packets] == [filler_for(mime).data] * 3
        assert [p.pts for p in packets] == [0, step, 2 * step] and track.filler_sent == 3
        assert packets[0].time_base == fractions.Fraction(1, track.codec.clockRate)
    finally:
        track.stop()
        for pc in pcs:
            await pc.close()


async def test_a_bound_track_switches_between_source_and_filler_with_increasing_pts():
    track, transceiver, pcs = await negotiated_track("video")
    try:
        track.bind(transceiver)
        first = await track.recv()  # the filler
        source = FakeSource("video")
        track.route(source)  # type: ignore[arg-type]
        track.subscription.start()
        for n in range(3):
            track.subscription.put(frame(n, keyframe=n == 0))
        forwarded = [await asyncio.wait_for(track.recv(), 2) for _ in range(3)]
        assert [bytes(p) for p in forwarded] == [b"vp8-0", b"vp8-1", b"vp8-2"] and track.frames_sent == 3
        transceiver.sender._send_keyframe()  # the subscriber's PLI, as aiortc's sender hands it on
        assert track.keyframe_requests == 1
        assert source.requests[-1] is True  # just after its first keyframe: it has no picture, urgent
        track.route(None)
        last = await asyncio.wait_for(track.recv(), 2)
        pts = [p.pts for p in [first, *forwarded, last]]
        assert pts == sorted(set(pts)) and pts[2] - pts[1] == 6000 and bytes(last) == filler_for("video/vp8").data
        track.stop()
        with pytest.raises(MediaStreamError):
            await asyncio.wait_for(track.recv(), 1)
    finally:
        track.stop()
        for pc in pcs:
            await pc.close()


async def test_a_subscriber_that_lost_its_first_keyframe_gets_it_again_without_asking_the_publisher():
    track, transceiver, pcs = await negotiated_track("video")
    try:
        track.bind(transceiver)
        source = FakeSource("video")
        track.route(source)  # type: ignore[arg-type]
        track.subscription.start()
        assert source.requests == [True]  # its first keyframe, asked for at the start
        gop = [frame(n, keyframe=n == 0) for n in range(3)]
        for f in gop:
            track.subscription.put(f)
        source.recent = gop
        assert [bytes(await asyncio.wait_for(track.recv(), 2)) for _ in range(3)] == [b"vp8-0", b"vp8-1", b"vp8-2"]
        transceiver.sender._send_keyframe()  # its decoder has no picture: the keyframe came incomplete
        again = [bytes(await asyncio.wait_for(track.recv(), 2)) for _ in range(3)]
        assert again == [b"vp8-0", b"vp8-1", b"vp8-2"] and source.requests == [True]  # at once, from the engine
        source.recent = []
        transceiver.sender._send_keyframe()  # within the replay interval: an urgent request
        await asyncio.sleep(track.keyframes.replay_interval)
        transceiver.sender._send_keyframe()  # nothing to send again: an urgent request to the publisher
        assert source.requests == [True, True, True]
        track.keyframes.first_sent -= track.keyframes.starting  # a second later it has a picture
        transceiver.sender._send_keyframe()
        assert source.requests[-1] is False and track.keyframe_requests == 4
    finally:
        track.stop()
        for pc in pcs:
            await pc.close()


async def test_a_forwarded_frame_that_fails_to_send_leaves_the_other_subscribers_theirs():
    track, transceiver, pcs = await negotiated_track("video")
    try:
        track.bind(transceiver)
        assert track._stream is not None and track._stream.sender is transceiver.sender

        class Broken:
            sender = transceiver.sender

            def send_packets(self, packets, timestamp):
                raise RuntimeError("a sender that fails")

        track._stream = Broken()
        source = FrameSource("video", "ada")
        track.route(source)
        track.subscription.start()
        other = source.subscribe()
        other.start()
        for n in range(2):
            source.deliver(replace(frame(n, keyframe=n == 0), packets=("p",)))
        assert await drain(other) == [b"vp8-0", b"vp8-1"] and track.frames_sent == 0
    finally:
        track.stop()
        for pc in pcs:
            await pc.close()
