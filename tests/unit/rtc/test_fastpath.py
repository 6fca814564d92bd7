"""rtc/fastpath.py gives what aiortc's own helpers give, driven side by side."""
from __future__ import annotations

import datetime
import random

import pytest
from aiortc import clock, rate

from meetdesk.rtc import fastpath


def original_counter() -> rate.RateCounter:
    # aiortc's own class (the one fastpath's derives from: rate.RateCounter is fastpath's once installed)
    return fastpath.RateCounter.__bases__[0](1000, 8000)


@pytest.mark.parametrize("seed", range(6))
def test_rate_counter_gives_aiortcs_rates(seed: int) -> None:
    rng = random.Random(seed)
    ours, theirs = fastpath.RateCounter(1000, 8000), original_counter()
    now = rng.randrange(10**9)
    for step in range(3000):
        # packets a few ms apart, bursts at one ms, and now and then a silence longer than the window
        now += rng.choice([0, 0, 1, 3, 7, 20, 33, 90, 400, 999, 1000, 1001, 2500])
        if rng.random() < 0.01:
            ours.reset()
            theirs.reset()
        size = rng.randrange(1, 1400)
        ours.add(size, now)
        theirs.add(size, now)
        later = now + rng.choice([0, 1, 5, 500, 1200])
        assert ours.rate(later) == theirs.rate(later), step
        assert (ours._total.count, ours._total.value) == (theirs._total.count, theirs._total.value)


def test_rate_counter_without_packets_has_no_rate() -> None:
    assert fastpath.RateCounter(1000, 8000).rate(5) is None


def test_min_frame_period_is_aiortcs() -> None:
    rng = random.Random(1)
    ours, theirs = rate.OveruseEstimator(), rate.OveruseEstimator()
    for _ in range(500):
        delta = rng.uniform(0, 100)
        assert fastpath.update_min_frame_period(ours, delta) == reference_min_frame_period(theirs, delta)
        assert ours.ts_delta_hist == theirs.ts_delta_hist


def reference_min_frame_period(self: rate.OveruseEstimator, ts_delta: float) -> float:
    """aiortc 1.16.0's own (the method is replaced once patches are installed)."""
    min_frame_period = ts_delta
    if len(self.ts_delta_hist) >= rate.MIN_FRAME_PERIOD_HISTORY_LENGTH:
        self.ts_delta_hist.pop(0)
    for old_ts_delta in self.ts_delta_hist:
        min_frame_period = min(old_ts_delta, min_frame_period)
    self.ts_delta_hist.append(ts_delta)
    return min_frame_period


def test_clock_figures_are_aiortcs() -> None:
    now = datetime.datetime.now(datetime.timezone.utc)
    ms = fastpath.current_ms()
    ntp = fastpath.current_ntp_time()
    assert abs(ms - int((now - clock.NTP_EPOCH).total_seconds() * 1000)) < 50
    assert abs(clock.datetime_from_ntp(ntp) - now) < datetime.timedelta(milliseconds=50)
    # the same instant gives the same figures both ways
    instant = datetime.datetime(2026, 11, 29, 10, 0, 0, 123456, tzinfo=datetime.timezone.utc)
    unix_us = int(instant.replace(microsecond=0).timestamp()) * 10**6 + 123456
    assert fastpath.ntp_of(unix_us) == clock.datetime_to_ntp(instant)


class Receiver:
    def __init__(self) -> None:
        self.data: list[bytes] = []
        self.requests: list[object] = []

    def data_received(self, data: bytes, component: int) -> None:
        self.data.append(data)

    def request_received(self, message, addr, protocol) -> None:
        self.requests.append(message)


async def test_media_goes_to_the_connection_and_stun_to_ice() -> None:
    import aioice.ice
    import aioice.stun

    receiver = Receiver()
    protocol = aioice.ice.StunProtocol(receiver)
    protocol.local_candidate = type("Candidate", (), {"component": 1})()
    receiver._check_list = [aioice.ice.CandidatePair(protocol, _candidate("10.0.0.2", 5000))]
    request = aioice.stun.Message(aioice.stun.Method.BINDING, aioice.stun.Class.REQUEST)
    rtp = bytes([0x80, 96]) + bytes(30)
    # an RTP packet whose bytes 2-3 read as a STUN length that matches its size: aioice alone takes it for STUN
    lookalike = bytes([0x80, 96, 0, 12]) + bytes(28)
    for data in (rtp, bytes(request), lookalike, bytes([22, 254, 253]) + bytes(20)):
        fastpath.datagram_received(protocol, data, ("10.0.0.2", 5000))
    assert receiver.data == [rtp, lookalike, bytes([22, 254, 253]) + bytes(20)]
    assert len(receiver.requests) == 1


def _candidate(host: str, port: int):
    import aioice
    return aioice.Candidate(foundation="1", component=1, transport="udp", priority=1, host=host, port=port,
                            type="host")


async def test_media_and_dtls_only_from_the_remote_end_of_a_candidate_pair() -> None:
    import aioice.ice
    import aioice.stun

    receiver = Receiver()
    protocol, other = aioice.ice.StunProtocol(receiver), aioice.ice.StunProtocol(receiver)
    protocol.local_candidate = other.local_candidate = type("Candidate", (), {"component": 1})()
    receiver._check_list = [aioice.ice.CandidatePair(protocol, _candidate("10.0.0.2", 5000)),
                            aioice.ice.CandidatePair(other, _candidate("10.0.0.7", 5000)),   # another socket's
                            aioice.ice.CandidatePair(protocol, _candidate("fe80::2", 5002))]
    rtp, dtls = bytes([0x80, 96]) + bytes(30), bytes([22, 254, 253]) + bytes(20)
    for addr in (("10.0.0.9", 5000), ("10.0.0.2", 5001), ("10.0.0.7", 5000), ("fe80::3", 5002, 0, 2)):
        fastpath.datagram_received(protocol, rtp, addr)
        fastpath.datagram_received(protocol, dtls, addr)
    assert receiver.data == [] and protocol.strangers == 8
    for addr in (("10.0.0.2", 5000), ("fe80::2%eth0", 5002, 0, 2), ("10.0.0.2", 5000)):
        fastpath.datagram_received(protocol, rtp, addr)
    assert receiver.data == [rtp] * 3 and protocol.strangers == 8
    # a new source is let in once its check (with the ICE password) made it a pair: aioice's peer-reflexive one
    receiver._check_list.append(aioice.ice.CandidatePair(protocol, _candidate("10.0.0.9", 5000)))
    fastpath.datagram_received(protocol, dtls, ("10.0.0.9", 5000))
    assert receiver.data[-1] == dtls and protocol.strangers == 8
    # STUN is aioice's to judge, from anyone (a check from a new address, a consent request)
    request = aioice.stun.Message(aioice.stun.Method.BINDING, aioice.stun.Class.REQUEST)
    fastpath.datagram_received(protocol, bytes(request), ("10.0.0.66", 4000))
    assert len(receiver.requests) == 1


def srtp_sessions(direction: int) -> tuple:
    import pylibsrtp
    key = bytes(range(30))
    return tuple(pylibsrtp.Session(policy=pylibsrtp.Policy(key=key, ssrc_type=direction)) for _ in range(2))


def test_srtp_protect_and_unprotect_are_pylibsrtps() -> None:
    """Two sessions with one key, one used through fastpath and one through pylibsrtp: the same bytes, the
    same errors (a changed byte, a replay, a packet too long, not bytes)."""
    import pylibsrtp

    ours_tx, theirs_tx = srtp_sessions(pylibsrtp.Policy.SSRC_ANY_OUTBOUND)
    ours_rx, theirs_rx = srtp_sessions(pylibsrtp.Policy.SSRC_ANY_INBOUND)
    rng = random.Random(3)
    for n in range(200):
        rtp = bytes([0x80, 96]) + n.to_bytes(2, "big") + bytes(4) + (1234).to_bytes(4, "big") \
            + rng.randbytes(rng.choice([0, 10, 1200]))
        protected = fastpath.srtp_protect(ours_tx, rtp)
        assert protected == theirs_tx.protect(rtp)
        assert fastpath.srtp_unprotect(ours_rx, protected) == theirs_rx.unprotect(protected) == rtp
    tampered = protected[:-1] + bytes([protected[-1] ^ 1])
    for data in (tampered, protected):  # a changed byte, then a replay
        with pytest.raises(pylibsrtp.Error) as ours:
            fastpath.srtp_unprotect(ours_rx, data)
        with pytest.raises(pylibsrtp.Error) as theirs:
            theirs_rx.unprotect(data)
        assert str(ours.value) == str(theirs.value)
    with pytest.raises(ValueError):
        fastpath.srtp_protect(ours_tx, bytes(1500))
    with pytest.raises(TypeError):
        fastpath.srtp_unprotect(ours_rx, bytearray(20))


def test_a_session_without_pylibsrtps_attributes_uses_its_own_methods() -> None:
    class Session:
        def protect(self, data: bytes) -> bytes:
            return b"p" + data

        def unprotect(self, data: bytes) -> bytes:
            return b"u" + data

    assert fastpath.srtp_protect(Session(), b"x") == b"px" and fastpath.srtp_unprotect(Session(), b"x") == b"ux"
