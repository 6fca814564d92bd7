"""MeetDesk clients trust an engine's own certificate through the link (client/tls.py): the SHA-256 fingerprint in
the link's fragment, checked at the end of every TLS handshake (REST over HTTPS, the real-time socket and sepp
over WSS), against a real engine serving HTTPS on 127.0.0.1. A different certificate: a clear error, nothing
sent. No fingerprint: the usual CA verification."""
from __future__ import annotations

import asyncio

import pytest

from meetdesk.client import tls
from meetdesk.client.call import CallSession
from meetdesk.client.realtime import RealtimeClient
from meetdesk.client.errors import CertificateMismatch, ServiceUnreachable
from meetdesk.client.rest import ServiceClient, join_from_link
from meetdesk.client.sepp import SeppSocket, SignalingOptions
from meetdesk.engine.server import running_engine
from meetdesk.media.synthetic import TestCardTrack, ToneTrack

WRONG = "ab" * 32


@pytest.fixture
async def https_engine(tmp_path, make_engine_config):
    async with running_engine(make_engine_config(tmp_path / "engine", tls=True)) as engine:
        try:
            yield engine
        finally:
            tls.forget(engine.base_url)


async def host_meeting(engine):
    async with ServiceClient(engine.base_url, engine.config.api_key, fingerprint=engine.fingerprint) as host:
        meeting = await host.start_room("Hana", name="Pinned")
    tls.forget(engine.base_url)   # what follows learns the fingerprint from the link alone
    return meeting


def guests(engine) -> list[str]:
    meeting = next(iter(engine.meetings.all()))
    return sorted(p.name for p in meeting.participants.values() if p.guest)


async def test_a_guest_joins_with_the_pinned_link_over_https_and_wss(https_engine):
    meeting = await host_meeting(https_engine)
    link = meeting.links.guest_join
    assert link.startswith("https://127.0.0.1:") and link.endswith(f"#sha256={https_engine.fingerprint}")
    client, joined = await join_from_link(link, "Gus")
    try:
        assert joined.user.guest and guests(https_engine) == ["Gus"]
        assert joined.signaling.endpoint.startswith("wss://")
        async with RealtimeClient(joined.links.websocket) as realtime:   # wss://, the same pinned server
            assert (await realtime.wait_for("room_setup"))["content"]["user"]["name"] == "Gus"
        call = CallSession(joined, "Gus", TestCardTrack(160, 120, fps=10), ToneTrack(), ice_loopback=True)
        try:
            await asyncio.wait_for(call.start(), 20)   # call_start, call_accepted over the sepp socket
            assert call.state == "active"
        finally:
            await call.hangup()
    finally:
        await client.aclose()


async def test_a_wrong_fingerprint_is_refused_with_a_clear_error_and_nothing_is_sent(https_engine):
    meeting = await host_meeting(https_engine)
    forged = meeting.links.guest_join.split("#")[0] + f"#sha256={WRONG}"
    with pytest.raises(CertificateMismatch) as refused:
        await join_from_link(forged, "Eve")
    message = str(refused.value)
    assert "is not the one the link was made for" in message and WRONG in message
    assert https_engine.fingerprint in message
    assert guests(https_engine) == []   # the request never reached the engine
    # the sockets refuse it too, without retrying
    tls.trust(https_engine.base_url, WRONG)
    realtime = RealtimeClient(meeting.links.websocket)
    async with realtime:
        closed = await realtime.wait_for("connection")
        while closed.get("state") != "closed":
            closed = await realtime.wait_for("connection")
    assert realtime.close_reason.startswith("untrusted certificate")
    sepp = SeppSocket(SignalingOptions.from_meeting(meeting))
    with pytest.raises(tls.CertificateMismatch):
        await sepp.connect()


async def test_without_a_fingerprint_the_certificate_gets_the_usual_ca_verification(https_engine):
    meeting = await host_meeting(https_engine)
    with pytest.raises(ServiceUnreachable) as refused:
        await join_from_link(meeting.links.guest_join.split("#")[0], "Gus")
    assert not isinstance(refused.value, CertificateMismatch)
    assert "certificate verify failed" in str(refused.value)
    assert guests(https_engine) == []


async def test_the_meetdesk_link_of_the_guest_page_is_pinned_https(https_engine):
    """The page hands `meetdesk://host:port/?guest=T#sha256=...` to the app: an IP host in a pinned link means
    https (plain http otherwise), and the app joins with it."""
    meeting = await host_meeting(https_engine)
    app_link = "meetdesk://" + meeting.links.guest_join.split("://", 1)[1]
    client, joined = await join_from_link(app_link, "Gus")
    await client.aclose()
    assert client.base_url == https_engine.base_url and joined.user.name == "Gus"
