"""Calls over a bad path (meetdesk.rtc.impairment: loss, delay and jitter on a client's side of its ICE
transport, each way, with a fixed seed), the engine between real clients.

A guest joining a host over a lossy path gets a decodable picture quickly and without a string of frames its
decoder cannot decode (issue 25: 3 % loss, 30 +- 10 ms each way took 1.15 s and ~30 failed frames, Janus
0.27 s and 2); once it has a picture, the picture and the sound keep going."""
from __future__ import annotations

import asyncio

import numpy as np
import pytest

from meetdesk.client.call import CallSession
from meetdesk.media.synthetic import ColorCardTrack, TestCardTrack, ToneTrack
from meetdesk.rtc.impairment import Impairment

from call_helpers import Arrivals, count_decode_failures
from waiting import until

WINDOW = 4.0  # s of call watched after the first picture


class Sound(Arrivals):
    """A session's decoded remote audio frames: when they arrive, the loudest sample."""

    def __init__(self) -> None:
        super().__init__()
        self.loudest = 0.0

    def __call__(self, frame) -> None:
        super().__call__(frame)
        self.loudest = max(self.loudest, float(np.abs(frame.to_ndarray()).max()))


async def join_host(calls, path: Impairment) -> CallSession:
    host = CallSession(await calls.join("Host"), "Host", TestCardTrack(320, 240, fps=15, label="Host"), ToneTrack(),
                       ice_loopback=True, impairment=path)
    calls.sessions.append(host)
    await host.start()
    await until(lambda: host.pc.connectionState == "connected", 8.0, "the host's connection")
    await asyncio.sleep(1)
    return host


def lose_the_first_video_packet(session: CallSession) -> list[bytes]:
    """Drop the first video packet ``session`` receives: the first packet of the keyframe a new subscriber is
    sent first, which it cannot ask for again (it knows no sequence number before the first it gets). The
    datagrams are SRTP: the RTP header is in the clear, the first large one is video (audio ones are small)."""
    lost: list[bytes] = []
    impair = session.pc._impair

    def and_drop() -> None:
        impair()
        for transceiver in session.pc.getTransceivers():
            connection = transceiver.receiver.transport.transport._connection
            if getattr(connection, "drops_first_video", False):
                continue
            connection.drops_first_video = True
            deliver = connection.data_received

            def data_received(data: bytes, component: int, deliver=deliver) -> None:
                if not lost and 128 <= data[0] <= 191 and not 192 <= data[1] <= 223 and len(data) > 500:
                    lost.append(data)
                    return
                deliver(data, component)

            connection.data_received = data_received

    session.pc._impair = and_drop
    return lost


async def test_a_guest_that_loses_the_first_packet_of_its_first_keyframe_gets_a_picture_at_once(calls, engine):
    """Issue 25's slow first picture, made certain: the guest's first keyframe arrives without its first packet.
    aiortc handed the decoder its tail and every frame after it (one decoding error each) until the engine
    let the guest's keyframe request through its rate limit, a second later. Now the guest's buffer waits for
    a keyframe and asks for one; the engine sends the frames since the last keyframe again at once."""
    path = Impairment(loss=3, delay=30, jitter=10, seed=25)
    await join_host(calls, path)
    video = Arrivals()
    guest = CallSession(await calls.join("Guest"), "Guest", None, ToneTrack(), ice_loopback=True, impairment=path,
                        on_video_frame=video)
    failures = count_decode_failures(guest)
    lost = lose_the_first_video_packet(guest)
    calls.sessions.append(guest)
    await guest.start()
    await until(lambda: video.first is not None, 10, "the guest's first picture")
    out = engine.meetings.by_room("room1").media.leg(guest.client_id).video_out
    print(f"first picture {video.first - video.start:.2f} s, {failures[0]} decode failures, "
          f"{out.keyframe_requests} keyframe requests from the guest")
    assert lost, "the guest lost its first video packet"
    assert failures[0] <= 1, "the decoder got frames that depend on the keyframe it never had whole"
    assert out.keyframes.replays >= 1  # served from the engine's frames, not a second later by the publisher
    assert video.first - video.start < 3.0  # a behaviour bound for a loaded machine, not a benchmark


@pytest.mark.parametrize("loss", [1, 3, 10])
async def test_a_guest_on_a_lossy_path_gets_a_picture_quickly_and_keeps_it(calls, engine, loss):
    path = Impairment(loss=loss, delay=30, jitter=10, seed=25)
    host = await join_host(calls, path)

    reply = await calls.join("Guest")
    video, sound = Arrivals(), Sound()
    guest = CallSession(reply, "Guest", None, ToneTrack(freq=660), ice_loopback=True, impairment=path,
                        on_video_frame=video, on_audio_frame=sound)
    failures = count_decode_failures(guest)
    calls.sessions.append(guest)
    await guest.start()
    await until(lambda: video.first is not None, 10, "the guest's first picture")
    first_picture = video.first - video.start
    failures_before = failures[0]
    video.restart_window()
    sound.restart_window()
    sent = engine.meetings.by_room("room1").media.leg(guest.client_id).audio_out
    sent_before = sent.frames_sent
    await asyncio.sleep(WINDOW)
    sent_in_window = sent.frames_sent - sent_before

    dropped = sum(p.sent.dropped + p.received.dropped for s in (host, guest) for p in s.pc.impaired_paths)
    print(f"loss {loss} %: first picture {first_picture:.2f} s, {failures_before} decode failures before it, "
          f"{failures[0]} in all; longest video gap {video.longest_gap:.2f} s ({video.count} frames); audio "
          f"{sound.count} of {sent_in_window} frames sent, longest gap {sound.longest_gap:.2f} s; {dropped} "
          f"datagrams dropped")
    assert dropped > 0  # the path is lossy
    # A behaviour bound, not a benchmark (benchmarks/sfu_vs_janus.py measures): loose for a loaded machine.
    assert first_picture < 3.0
    assert failures_before <= 3, "the guest's decoder got frames it could not decode before its first picture"
    assert video.longest_gap <= 1.0 and video.count >= WINDOW * 5
    # Sound: of what the engine sent the guest, only the lost packets missing (audio is not retransmitted),
    # none of the frames around them (aiortc's buffer drops 4 more per lost packet, after 0.3 s of silence);
    # the margin is for the frames still on their way when the window ends on a loaded machine.
    assert sound.count >= sent_in_window * (1 - loss / 100 - 0.06) - 2 and sound.longest_gap <= 1.0
    assert sound.loudest > 1000  # the host's tone


async def test_one_participant_of_an_mcu_meeting_on_a_bad_path_leaves_the_others_unaffected(calls, engine):
    """Three in a composed meeting, Cy on a path losing 10 % each way: Cy's tile still gets through, Cy's
    picture goes on; Ada's and Bob's composed pictures keep going without a decoding error (the keyframes Cy's
    losses ask for are encoded once for everyone: they cost the others bandwidth, not pictures)."""
    from test_mcu import COLOURS, wait_for_colours

    sessions, watches, failures = {}, {}, {}
    for name in ("Ada", "Bob", "Cy"):
        reply = await calls.join(name, sfu_mode="disabled")
        watches[name] = Arrivals()
        session = CallSession(reply, name, ColorCardTrack(COLOURS[name]), None, ice_loopback=True,
                              on_video_frame=watches[name],
                              impairment=Impairment(loss=10, delay=30, jitter=10, seed=25) if name == "Cy" else None)
        failures[name] = count_decode_failures(session)
        calls.sessions.append(session)
        await session.start()
        sessions[name] = session
    ids = {name: s.client_id for name, s in sessions.items()}
    for name in ("Ada", "Bob"):  # Cy's tile shows Cy's card, sent over the bad path
        await wait_for_colours(sessions[name], ["Ada", "Bob", "Cy"], ids, 3)
    await until(lambda: watches["Cy"].first is not None, 10, "Cy's first picture")
    for watch in watches.values():
        watch.restart_window()
    before = {name: count[0] for name, count in failures.items()}
    await asyncio.sleep(WINDOW)

    dropped = sum(p.sent.dropped + p.received.dropped for p in sessions["Cy"].pc.impaired_paths)
    print({name: (f"{w.count} frames, longest gap {w.longest_gap:.2f} s, {failures[name][0]} decode failures "
                  f"({before[name]} before the window)") for name, w in watches.items()}, f"{dropped} dropped")
    assert dropped > 0
    for name in ("Ada", "Bob"):
        assert failures[name][0] == 0
        assert watches[name].longest_gap <= 1.0 and watches[name].count >= WINDOW * 5
    # Cy's own picture goes on: each packet that neither arrives nor comes back costs Cy a keyframe of the
    # whole 1280x960 canvas (tens of packets, on a path that loses one in ten), which takes a while.
    assert watches["Cy"].count >= 3 and watches["Cy"].longest_gap <= 3.0
    assert failures["Cy"][0] - before["Cy"] <= 3
