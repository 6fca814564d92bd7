"""Connection quality from a real call's statistics (client/call_quality.py): a clean path on loopback rates good
with a round trip measured from RTCP, a path that loses a fifth of its datagrams each way rates poor with the
loss it has; and the thresholds themselves."""
from __future__ import annotations

import asyncio

from meetdesk.client.call import CallSession
from meetdesk.client.call_quality import Counters, Quality, QualityMeter, rate
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.rtc.impairment import Impairment

from waiting import until


def test_thresholds():
    assert rate(0.0, 20, 30) == "good" and rate(1.9, 149, None) == "good" and rate(0.0, None, None) == "good"
    assert rate(2.0, 20, 30) == "fair" and rate(0.0, 150, 30) == "fair" and rate(8.0, 400, 10) == "fair"
    assert rate(8.1, 20, 30) == "poor" and rate(0.0, 401, 30) == "poor" and rate(0.0, 20, 9.9) == "poor"
    assert Quality(0.0, 20, 3).level == "poor" and Quality(0.0, 20, 3).without_fps().level == "good"


def test_the_meter_rates_the_time_between_two_samples():
    meter = QualityMeter()
    assert meter.update(Counters(received=100, lost=0, sent=100, frames=10), 10.0) is None   # nothing to compare
    # 2 s later: 90 arrived and 10 lost inbound (10 %), 200 sent and 4 lost outbound (2 %), 40 frames (20 a second)
    q = meter.update(Counters(received=190, lost=10, sent=300, remote_lost=4, rtt=0.0425, frames=50), 12.0)
    assert q == Quality(10.0, 42, 20.0) and q.level == "poor"
    # counters that run backwards (a stream replaced) count as nothing lost, and no time passing gives nothing
    assert meter.update(Counters(received=10, lost=0, sent=10, frames=0), 13.0) == Quality(0.0, None, 0.0)
    assert meter.update(Counters(), 13.0) is None


async def _sampled(session: CallSession, good) -> Quality:
    meter = QualityMeter()
    await meter.sample(session)
    quality = None

    async def next_sample() -> bool:
        nonlocal quality
        await asyncio.sleep(1.0)
        quality = await meter.sample(session)
        return good(quality)

    for _ in range(20):
        if await next_sample():
            return quality
    raise AssertionError(f"last sample {quality}")


async def _call(calls, impairment: Impairment | None = None) -> tuple[CallSession, CallSession]:
    """A host and a guest in a peer call (the guest's side impaired as given), video flowing both ways."""
    host = CallSession(await calls.join("Host"), "Host", TestCardTrack(320, 240, fps=15, label="Host"), ToneTrack())
    calls.sessions.append(host)
    await host.start()
    guest = CallSession(await calls.join("Guest"), "Guest", TestCardTrack(320, 240, fps=15, label="Guest"),
                        ToneTrack(), impairment=impairment)
    calls.sessions.append(guest)
    await guest.start()
    await until(lambda: host.frames_received["video"] > 10 and guest.frames_received["video"] > 10, 20,
                "video both ways")
    return host, guest


async def test_a_clean_call_rates_good(calls):
    """Both sides clean. (In peer mode the figures describe the other's stream as it reaches you, through their
    line too: beside a guest losing a fifth of its datagrams, the host's picture of them came at 8 fps in a loaded
    CI run and rated poor, rightly: ui/controllers/quality.py puts those figures on the guest's row.)"""
    host, _guest = await _call(calls)
    clean = await _sampled(host, lambda q: q is not None and q.rtt_ms is not None and q.fps and q.fps > 3)
    assert clean.loss < 2.0 and clean.rtt_ms < 150 and clean.level in ("good", "fair"), clean


async def test_a_lossy_call_rates_poor(calls):
    _host, guest = await _call(calls, Impairment(loss=20, seed=7))   # a fifth lost each way
    whole = QualityMeter()
    await whole.sample(guest)
    lossy = await _sampled(guest, lambda q: q is not None and q.loss > 8.0)
    assert lossy.level == "poor", lossy
    # the figure is a share of the packets, about the path's: read over at least 4 s (one second's sample of a
    # loaded machine read 61 %, its own socket's drops on top of the path's fifth, in a fresh clone's CI)
    await asyncio.sleep(3.0)
    overall = await whole.sample(guest)
    assert 8.0 < overall.loss < 60, (lossy, overall)
