"""The simulated bad path of tests and benchmarks (meetdesk.rtc.impairment): its settings, its seeded draws,
and its place between aiortc and aioice. Calls over it: tests/calls/test_lossy_path.py."""
from __future__ import annotations

import asyncio

import pytest

from meetdesk.rtc.impairment import REORDER_HOLD, Impairment, ImpairedDirection, ImpairedPath
from meetdesk.rtc.peer_connection import create_peer_connection


def test_parse_reads_the_command_line_form():
    assert Impairment.parse("loss=3,delay=30,jitter=10") == Impairment(loss=3, delay=30, jitter=10)
    assert Impairment.parse(" loss = 1.5 , reorder=2, seed=7 ") == Impairment(loss=1.5, reorder=2, seed=7)
    assert Impairment.parse("") == Impairment()
    assert str(Impairment(loss=3, delay=30, jitter=10)) == \
        "loss 3 %, delay 30 +- 10 ms, reorder 0 % (each way, seed 1)"


@pytest.mark.parametrize("text, error", [
    ("loss", "as name=value"), ("drop=3", "expected one of"), ("loss=x", "is not a number"),
    ("seed=1.5", "is not a number"), ("loss=101", "between 0 and 100"), ("reorder=-1", "between 0 and 100"),
    ("delay=-5", "must not be negative"), ("delay=10,jitter=20", "jitter must not exceed delay"),
])
def test_parse_refuses_bad_settings_with_a_clear_error(text, error):
    with pytest.raises(ValueError, match=error):
        Impairment.parse(text)


def draws(impairment: Impairment, name: str = "send", count: int = 20000) -> list[float | None]:
    direction = ImpairedDirection(impairment, name)
    return [direction.delay_of() for _ in range(count)]


def test_the_same_seed_drops_the_same_datagrams_each_direction_its_own():
    path = Impairment(loss=3, delay=30, jitter=10, seed=4)
    first = draws(path)
    assert first == draws(path)  # reproducible
    assert first != draws(path, "receive") and first != draws(Impairment(loss=3, delay=30, jitter=10, seed=5))
    lost = sum(d is None for d in first) / len(first)
    assert 0.025 < lost < 0.035
    delays = [d for d in first if d is not None]
    assert min(delays) >= 0.020 and max(delays) <= 0.040 and 0.029 < sum(delays) / len(delays) < 0.031


def test_reordering_holds_a_share_back():
    delays = draws(Impairment(delay=5, reorder=10))
    held = sum(d > 0.005 + 1e-9 for d in delays) / len(delays)
    assert 0.09 < held < 0.11 and max(delays) == pytest.approx(0.005 + REORDER_HOLD)
    assert draws(Impairment()) == [0.0] * 20000  # a clean path adds nothing


async def test_a_connections_datagrams_cross_the_path_the_handshake_does_not():
    """Two real peer connections on loopback, one over a slow path: its data channel's messages arrive late
    (each way, so they are also answered late). The loss of the same path: tests/calls/test_lossy_path.py."""
    path = Impairment(delay=100, seed=3)
    a = create_peer_connection(loopback=True, impairment=path)
    b = create_peer_connection(loopback=True)
    try:
        channel = a.createDataChannel("x", negotiated=True, id=0, ordered=False, maxRetransmits=0)
        other = b.createDataChannel("x", negotiated=True, id=0, ordered=False, maxRetransmits=0)
        got: list[float] = []
        other.on("message", lambda message: got.append(asyncio.get_running_loop().time() - float(message)))
        await a.setLocalDescription(await a.createOffer())
        await b.setRemoteDescription(a.localDescription)
        await b.setLocalDescription(await b.createAnswer())
        await a.setRemoteDescription(b.localDescription)
        for _ in range(200):
            if channel.readyState == "open" and other.readyState == "open":
                break
            await asyncio.sleep(0.05)
        assert channel.readyState == "open"
        (impaired,) = a.impaired_paths  # one bundled transport
        assert isinstance(impaired, ImpairedPath)
        await asyncio.sleep(0.5)
        for _ in range(100):
            channel.send(repr(asyncio.get_running_loop().time()))
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.5)
        assert impaired.sent.passed >= 100 and impaired.received.passed > 0 and impaired.sent.dropped == 0
        assert len(got) == 100 and min(got) >= 0.1  # late, never early
    finally:
        await a.close()
        await b.close()
