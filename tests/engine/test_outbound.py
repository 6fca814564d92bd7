"""The outbound-address policy (engine/outbound.py): the ranges it refuses, what an operator allows, and a real
engine that refuses to fetch from listeners on 127.0.0.1, 127.0.0.2 and [::1] (directly, by a name, after a
redirect from an allowed address) with one sentence that tells nothing about the target, and fetches from
them once ``allow_targets`` allows them. Webhooks and WHIP forwards have their own tests in test_webhooks.py
and test_forwards.py; the desktop app's exception (its file server's port) is tested here too."""
from __future__ import annotations

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit

import httpx
import pytest

from meetdesk.engine.outbound import REFUSAL, OutboundPolicy, OutboundRefused, is_refusal, parse_targets
from meetdesk.engine.server import running_engine

from test_layers import LOGO, layers_of, start
from test_webhooks import Receiver
from waiting import until

LOCAL = ["127.0.0.0/8", "::1/128"]


# -- the policy --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("address", [
    "127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "0.0.0.0", "::", "10.1.2.3", "172.16.0.1", "172.31.255.1",
    "192.168.1.20", "169.254.169.254", "100.64.0.1", "224.0.0.1", "255.255.255.255", "240.0.0.1", "fe80::1",
    "fe80::1%eth0", "fc00::1", "fd12:3456::1", "ff02::1", "192.0.2.1", "2001:db8::1",
    # IPv4 inside IPv6: mapped, 6to4, NAT64 of internal addresses
    "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "2002:7f00:1::1", "64:ff9b::7f00:1",
    "not an address", ""])
def test_internal_ranges_are_refused_by_default(address):
    policy = OutboundPolicy()
    assert not policy.allows(address) and not policy.allows(address, 80)
    with pytest.raises(OutboundRefused) as refused:
        policy.check(address, 80)
    assert str(refused.value) == REFUSAL


@pytest.mark.parametrize("address", ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8",
                                     "2002:0808:0808::1", "172.32.0.1", "100.128.0.1"])
def test_public_addresses_are_allowed(address):
    assert OutboundPolicy().allows(address, 443)


def test_allowed_ranges_and_exact_ports():
    policy = OutboundPolicy(["127.0.0.0/8", "192.168.1.0/24"])
    assert policy.allows("127.0.0.2") and policy.allows("::ffff:127.0.0.1") and policy.allows("192.168.1.7")
    assert not policy.allows("::1") and not policy.allows("192.168.2.7") and not policy.allows("10.0.0.1")
    assert OutboundPolicy(["::1/128"]).allows("::1") and not OutboundPolicy(["::1/128"]).allows("127.0.0.1")

    app = OutboundPolicy(allow_ports=[("127.0.0.1", 5000)])
    assert app.allows("127.0.0.1", 5000)
    assert not app.allows("127.0.0.1", 5001) and not app.allows("127.0.0.2", 5000) and not app.allows("127.0.0.1")
    assert not app.allows("::1", 5000)
    app.allow_port("127.0.0.1", 6000)
    assert app.allows("127.0.0.1", 6000)
    app.revoke_port("127.0.0.1", 6000)
    assert not app.allows("127.0.0.1", 6000)


def test_operator_ranges_are_parsed_and_a_bad_one_is_named():
    assert parse_targets(["192.168.1.5/24", " 10.0.0.1 ", "::1"]) == [
        ipaddress.ip_network("192.168.1.0/24"), ipaddress.ip_network("10.0.0.1/32"), ipaddress.ip_network("::1/128")]
    for bad in ("bad", "10.0.0.0/33", "300.1.1.1", ""):
        with pytest.raises(ValueError, match="not an address range"):
            parse_targets([bad])


async def test_a_name_is_judged_by_the_addresses_it_resolves_to():
    policy = OutboundPolicy()
    for host in ("localhost", "127.0.0.1", "[::1]", "no-such-host.invalid"):
        with pytest.raises(OutboundRefused):
            policy.resolve(host, 80)
        with pytest.raises(OutboundRefused):
            await policy.aresolve(host, 80)
    assert "127.0.0.1" in OutboundPolicy(LOCAL).resolve("localhost", 80)
    assert await OutboundPolicy(LOCAL).aresolve("[::1]", 80) == ["::1"]


async def test_the_clients_never_connect_to_a_refused_address():
    """A listener on 127.0.0.1 sees no connection from either client of the default policy."""
    connections = 0

    def count(reader, writer):
        nonlocal connections
        connections += 1
        writer.close()

    server = await asyncio.start_server(count, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        async with OutboundPolicy().async_client() as client:
            with pytest.raises(httpx.ConnectError) as failed:
                await client.get(f"http://127.0.0.1:{port}/")
        assert is_refusal(failed.value) and str(failed.value) == REFUSAL
        with OutboundPolicy().sync_client() as client:
            with pytest.raises(httpx.ConnectError) as failed:
                await asyncio.to_thread(client.get, f"http://localhost:{port}/")
        assert is_refusal(failed.value)
        with pytest.raises(OutboundRefused):
            await asyncio.to_thread(OutboundPolicy().connect, "127.0.0.1", port)
        assert connections == 0
        sock = await asyncio.to_thread(OutboundPolicy(allow_ports=[("127.0.0.1", port)]).connect, "127.0.0.1", port)
        sock.close()
        await until(lambda: connections == 1, 10, "the allowed connection")
    finally:
        server.close()


# -- a real engine, real listeners ------------------------------------------------------------------------------

class ImageHost:
    """An HTTP server on ``host`` that counts its connections: /logo.png is a PNG, /to?<url> redirects there."""

    def __init__(self, host: str, port: int = 0) -> None:
        self.host = host
        self.connections = 0
        self.server: asyncio.Server | None = None
        self._port = port

    async def __aenter__(self) -> "ImageHost":
        self.server = await asyncio.start_server(self._serve, self.host, self._port)
        port = self.server.sockets[0].getsockname()[1]
        self.base = f"http://{'[::1]' if self.host == '::1' else self.host}:{port}"
        self.port = port
        return self

    async def __aexit__(self, *exc) -> None:
        self.server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            target = (await reader.readline()).split()[1].decode()
            while (await reader.readline()) not in (b"\r\n", b""):
                pass
            if target.startswith("/to?"):
                writer.write(f"HTTP/1.1 302 Found\r\nLocation: {target[4:]}\r\nContent-Length: 0\r\n"
                             "Connection: close\r\n\r\n".encode())
            else:
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n"
                             + f"Content-Length: {len(LOGO)}\r\n\r\n".encode() + LOGO)
            await writer.drain()
        except (ConnectionError, IndexError):
            pass
        finally:
            writer.close()


@pytest.fixture
async def default_engine(tmp_path, make_engine_config):
    """An engine as `meetdesk engine` runs it: no --allow-target."""
    async with running_engine(make_engine_config(tmp_path / "engine")) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": engine.config.api_key},
                                     timeout=20) as api:
            yield engine, api


async def test_layer_urls_on_this_machine_are_refused_in_one_sentence(default_engine):
    engine, api = default_engine
    key = await start(api)
    async with ImageHost("127.0.0.1") as v4, ImageHost("::1") as v6, ImageHost("127.0.0.2") as other:
        with socket.socket() as unused:  # a closed port answers exactly as an open one does
            unused.bind(("127.0.0.1", 0))
            closed = f"http://127.0.0.1:{unused.getsockname()[1]}/logo.png"
        urls = [f"{v4.base}/logo.png", f"{v6.base}/logo.png", f"http://localhost:{v4.port}/logo.png",
                f"{other.base}/logo.png", f"http://[::ffff:127.0.0.1]:{v4.port}/logo.png", closed,
                f"http://127.1:{v4.port}/logo.png", f"http://2130706433:{v4.port}/logo.png"]
        for url in urls:
            r = await api.post(f"/rooms/{key}/layers", data={"url": url})
            assert (r.status_code, r.json()) == (400, {"error": REFUSAL}), (url, r.text)
        assert (v4.connections, v6.connections, other.connections) == (0, 0, 0)
    assert layers_of(engine) == {}
    assert engine.outbound.allowed == [] and engine.config.allow_targets == []


async def test_a_redirect_to_a_refused_address_is_refused(tmp_path, make_engine_config):
    """127.0.0.1 is allowed (as an operator's LAN would be), 127.0.0.2 is not: the redirect is not followed."""
    config = make_engine_config(tmp_path / "engine", allow_targets=["127.0.0.1/32"])
    async with running_engine(config) as engine, ImageHost("127.0.0.1") as allowed, \
            ImageHost("127.0.0.2") as refused, \
            httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as api:
        key = await start(api)
        r = await api.post(f"/rooms/{key}/layers", data={"url": f"{allowed.base}/to?{refused.base}/logo.png"})
        assert (r.status_code, r.json()) == (400, {"error": REFUSAL}), r.text
        assert allowed.connections == 1 and refused.connections == 0
        assert layers_of(engine) == {}
        # the allowed address itself serves
        r = await api.post(f"/rooms/{key}/layers", data={"url": f"{allowed.base}/logo.png"})
        assert r.status_code == 201, r.text


async def test_allow_targets_lets_the_engine_fetch_there(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "engine", allow_targets=LOCAL)
    async with running_engine(config) as engine, ImageHost("127.0.0.1") as v4, ImageHost("127.0.0.2") as other, \
            ImageHost("::1") as v6, \
            httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as api:
        key = await start(api)
        for url in (f"{v4.base}/to?{other.base}/logo.png", f"{v6.base}/logo.png"):
            r = await api.post(f"/rooms/{key}/layers", data={"url": url})
            assert r.status_code == 201, (url, r.text)
        assert (v4.connections, other.connections, v6.connections) == (1, 1, 1)
        assert layers_of(engine)[1] is not None


async def test_a_webhook_to_a_refused_target_is_never_delivered(default_engine):
    engine, api = default_engine
    async with Receiver() as receiver:
        port = receiver.url.split(":")[2].split("/")[0]
        for url in (receiver.url, f"http://[::1]:{port}/hook", f"http://[::ffff:127.0.0.1]:{port}/hook"):
            r = await api.post("/webhooks", data={"url": url, "types": "room_update"})
            assert (r.status_code, r.json()) == (400, {"error": REFUSAL}), r.text  # a literal address: at once
        assert (await api.get("/webhooks")).status_code == 404
        # a name is judged at each delivery: localhost resolves to loopback, so nothing is ever sent
        hook = (await api.post("/webhooks", data={"url": f"http://localhost:{port}/hook",
                                                  "types": "room_update"})).json()
        await start(api, "hooked")
        await until(lambda: (engine.store.pending_webhook_deliveries(hook["id"]) or [{"attempts": 0}])[0]
                    ["attempts"] >= 2, 10, "two attempts")
        shown = (await api.get("/webhooks")).json()
        assert shown["last_request_sent_at"] is not None and shown["last_response_code"] is None
        assert receiver.count == 0


async def test_the_app_allows_exactly_its_file_servers_port(tmp_path):
    """The desktop app's embedded engine (ui/hosting.py, a process of its own) refuses loopback but for the port
    its local file server (client/file_server.py) listens on, while it listens: the app tells the engine process
    each port (engine/child.py), and the engine fetches a layer from it through the same policy a playback
    uses. Observed through the engine's API, as the app does."""
    from meetdesk.client.file_server import LocalFileServer
    from meetdesk.ui.hosting import EmbeddedEngine

    logo = tmp_path / "logo.png"
    logo.write_bytes(LOGO)
    app_engine = EmbeddedEngine(tmp_path / "data", ready_delay=0.05)
    files = LocalFileServer()
    early = await files.offer(logo)  # a file server that listened before the engine started
    endpoint = await app_engine.start()
    later_files = LocalFileServer()
    try:
        async with httpx.AsyncClient(base_url=endpoint.base_url, headers={"Authorization": endpoint.api_key},
                                     timeout=20) as api:
            key = await start(api)

            async def layer(url: str) -> int:
                r = await api.post(f"/rooms/{key}/layers", data={"url": url})
                assert r.status_code == 201 or r.json() == {"error": REFUSAL}, r.text
                return r.status_code

            assert await layer(early) == 201
            assert await layer(early.replace("127.0.0.1", "127.0.0.2")) == 400   # the port on another address
            assert await layer(early.replace("127.0.0.1", "[::1]")) == 400
            later = await later_files.offer(logo)  # one that starts while the engine runs
            assert await layer(later) == 201
            port = later_files.port
            await later_files.close()
            # its port is refused once it closed (another listener there is never asked), as is any other port
            async with ImageHost("127.0.0.1", port) as same_port, ImageHost("127.0.0.1") as other_port:
                assert await layer(f"{same_port.base}/logo.png") == 400
                assert await layer(f"{other_port.base}/logo.png") == 400
                assert (same_port.connections, other_port.connections) == (0, 0)
            assert await layer(f"http://127.0.0.1:{urlsplit(endpoint.base_url).port}/") == 400  # the engine's own
    finally:
        await later_files.close()
        await files.close()
        await app_engine.stop()


async def test_the_app_allows_this_computer_and_its_network_when_the_host_says_so(tmp_path):
    """Settings' "Streams and webhooks may go to this computer and my network" (host_allow_network): the app's
    engine fetches from a listener on this machine (OBS, MediaMTX, an image at home); without it, refused."""
    from meetdesk.ui.hosting import NETWORK_TARGETS, EmbeddedEngine

    assert "192.168.0.0/16" in NETWORK_TARGETS and "10.0.0.0/8" in NETWORK_TARGETS
    async with ImageHost("127.0.0.1") as images:
        for allowed in (False, True):
            app_engine = EmbeddedEngine(tmp_path / f"data-{allowed}", ready_delay=0.05)
            app_engine.allow_network = allowed
            endpoint = await app_engine.start()
            try:
                async with httpx.AsyncClient(base_url=endpoint.base_url, timeout=20,
                                             headers={"Authorization": endpoint.api_key}) as api:
                    key = await start(api)
                    r = await api.post(f"/rooms/{key}/layers", data={"url": f"{images.base}/logo.png"})
                    assert r.status_code == (201 if allowed else 400), (allowed, r.text)
            finally:
                await app_engine.stop()
    assert images.connections == 1   # asked only when allowed
