"""Hosting from the app (ui/hosting.py, no windows): who can join (the network or this computer only), the
address links carry, and a fixed port that keeps permalink links valid when the app starts again."""
from __future__ import annotations

import socket
from urllib.parse import urlsplit

import httpx
import pytest

from meetdesk.client import tls
from meetdesk.client.rest import ServiceClient, join_from_link
from meetdesk.ui.hosting import LOCAL, NETWORK, EmbeddedEngine, link_address, network_addresses


def free_port() -> int:
    """A port free on every interface (IPv4 and IPv6), with the next one free too."""
    while True:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
            probe.bind(("::", 0))
            port = probe.getsockname()[1]
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
            try:
                probe.bind(("::", port + 1))
            except OSError:
                continue
        return port


def reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=3):
            return True
    except OSError:
        return False


async def test_a_permalink_guest_link_opens_the_meeting_after_the_app_starts_again(tmp_path):
    port = free_port()
    engine = EmbeddedEngine(tmp_path / "data", port=port, ready_delay=0.05)
    endpoint = await engine.start()
    try:
        assert endpoint.base_url == f"http://127.0.0.1:{port}" and endpoint.reach == LOCAL
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
            made = await client.create_permalink("Host Hana")
        guest_link = made.links.guest_join
        user_token = made.permalink.user_token
        assert guest_link.startswith(f"http://127.0.0.1:{port}/")
    finally:
        await engine.stop()

    again = EmbeddedEngine(tmp_path / "data", port=port, ready_delay=0.05)   # the app started again
    endpoint = await again.start()
    try:
        assert endpoint.base_url == f"http://127.0.0.1:{port}"
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:
            await client.join_permalink(user_token)   # the host starts the meeting
        guest_token = guest_link.split("guest=")[1]
        async with httpx.AsyncClient(timeout=10) as http:
            page = await http.get(guest_link)   # the link handed out before the restart
            assert page.status_code == 200
            joined = await http.post(f"http://127.0.0.1:{port}/guests/{guest_token}", json={"name": "Gus"})
            assert joined.status_code == 201, joined.text
            assert joined.json()["user"]["guest"] is True
    finally:
        await again.stop()


async def test_a_taken_port_moves_the_engine_to_the_next_free_one(tmp_path):
    port = free_port()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("127.0.0.1", port))
        holder.listen(1)
        engine = EmbeddedEngine(tmp_path / "data", port=port, ready_delay=0.05)
        endpoint = await engine.start()
        try:
            assert engine.bound_port == port + 1
            assert endpoint.base_url == f"http://127.0.0.1:{port + 1}"
            async with httpx.AsyncClient(timeout=10) as http:
                assert (await http.get(f"{endpoint.base_url}/rooms")).status_code == 403   # the engine answers (no key)
        finally:
            await engine.stop()


needs_lan = pytest.mark.skipif(link_address() is None, reason="this machine has no network address")


@needs_lan
async def test_on_the_network_the_engine_listens_everywhere_and_links_carry_the_lan_address(tmp_path):
    port = free_port()
    engine = EmbeddedEngine(tmp_path / "data", reach=NETWORK, port=port, ready_delay=0.05)
    endpoint = await engine.start()
    try:
        lan = link_address()
        assert endpoint.reach == NETWORK
        assert endpoint.base_url == f"https://{lan}:{port}"   # HTTPS: browsers on other machines get media
        assert reachable(lan, port) and reachable("127.0.0.1", port) and reachable("::1", port)
        async with ServiceClient(endpoint.base_url, endpoint.api_key) as client:   # the app trusts its own engine
            made = await client.create_permalink("Host Hana")
        assert urlsplit(made.links.guest_join).hostname == lan
        assert endpoint.api_key not in made.links.guest_join
        assert made.links.guest_join.endswith(f"#sha256={endpoint.fingerprint}")
    finally:
        await engine.stop()
    tls.forget(endpoint.base_url)
    # started again: the same certificate, so the guest link handed out before still opens the meeting
    again = await engine.start()
    try:
        assert again.fingerprint == endpoint.fingerprint and again.base_url == endpoint.base_url
        tls.forget(again.base_url)   # a guest elsewhere knows only the link
        async with ServiceClient(again.base_url, again.api_key, fingerprint=again.fingerprint) as host:
            await host.join_permalink(made.permalink.user_token)
        tls.forget(again.base_url)
        client, guest = await join_from_link(made.links.guest_join, "Gus")
        await client.aclose()
        assert guest.user.guest and guest.user.name == "Gus"
        # the host's own older links (the recent list): one from before HTTPS, one naming a former certificate
        plain = made.links.gui.split("#")[0].replace("https://", "http://")
        assert engine.current_link(plain) == made.links.gui
        stale = made.links.gui.split("#")[0] + "#sha256=" + "ab" * 32 + "&browser"
        assert engine.current_link(stale) == f"{made.links.gui}&browser"
    finally:
        await engine.stop()
        tls.forget(endpoint.base_url)


@needs_lan
async def test_only_this_computer_listens_on_loopback_only(tmp_path):
    port = free_port()
    engine = EmbeddedEngine(tmp_path / "data", reach=LOCAL, port=port, ready_delay=0.05)
    endpoint = await engine.start()
    try:
        assert endpoint.reach == LOCAL and endpoint.base_url == f"http://127.0.0.1:{port}"
        assert reachable("127.0.0.1", port)
        assert not reachable(link_address(), port)
    finally:
        await engine.stop()


@needs_lan
async def test_a_chosen_address_goes_into_the_links_and_an_unknown_one_falls_back(tmp_path):
    addresses = network_addresses()
    assert link_address() in addresses
    chosen = addresses[-1]
    port = free_port()
    engine = EmbeddedEngine(tmp_path / "data", reach=NETWORK, address=chosen, port=port, ready_delay=0.05)
    try:
        assert (await engine.start()).base_url == f"https://{chosen}:{port}"
    finally:
        await engine.stop()
    assert link_address("203.0.113.9") == link_address()   # an address the machine no longer has
