"""Connection hardening of the engine (engine/connections.py, engine/http/params.py), over real sockets.

What a client notices: TCP_NODELAY on every accepted connection (read on the server's side of the socket);
bodies over the 256 KiB cap answered 413 without being read, and 50 MB bodies leaving the engine's memory
where it was; idle, half-sent and body-less connections closed after the configured timeouts; at most
``max_connections_per_address`` connections (HTTP and WebSocket alike) from one address, the next one a JSON
503; an early answer (404, 413) that reaches a client still writing its body instead of a reset; and the rest
of an unread body discarded within bounds (bytes and time), then the connection closed, while other clients
are answered.

In-process engines run on the test's own loop, so raw connections here are asyncio streams (or blocking
sockets in threads); the memory test runs ``meetdesk engine`` as a process of its own.
"""
from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import re
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
import websockets
from websockets.exceptions import InvalidStatus

from meetdesk.engine.config import lan_address
from meetdesk.engine.server import running_engine

from waiting import until

MiB = 1024 * 1024
BIG = 50 * 1000 * 1000  # a 50 MB body
CAP = 256 * 1024  # the engine's body cap (docs/engine-api.md "Bodies and transactions")
DISCARD_BYTES = 16 * MiB  # the most of an unread body the engine discards before it closes (docs/engine-api.md)
ENGINE_CMD = [sys.executable, "-m", "meetdesk.cli"]  # `meetdesk engine`, as tests/engine/test_cli.py starts it


# ---------------------------------------------------------------- helpers


def address(engine) -> tuple[str, int]:
    parts = urlsplit(engine.base_url)
    return parts.hostname, parts.port


async def read_response(reader: asyncio.StreamReader, within: float = 5.0) -> tuple[int, dict, bytes]:
    """One HTTP/1.1 response (status, lower-cased headers, body by Content-Length) from a raw connection."""
    try:
        async with asyncio.timeout(within):
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            status = int(lines[0].split()[1])
            headers = {}
            for line in lines[1:]:
                if line:
                    name, _, value = line.partition(":")
                    headers[name.strip().lower()] = value.strip()
            body = await reader.readexactly(int(headers.get("content-length", "0")))
    except TimeoutError:
        pytest.fail(f"no response from the engine within {within} s")
    return status, headers, body


async def closed_by_engine(reader: asyncio.StreamReader, within: float) -> bytes:
    """Wait until the engine closes the connection (EOF or reset); what it sent before. Fails after ``within``
    seconds with the connection still open."""
    data = b""
    try:
        async with asyncio.timeout(within):
            while chunk := await reader.read(65536):
                data += chunk
    except ConnectionResetError:
        pass
    except TimeoutError:
        pytest.fail(f"the engine did not close the connection within {within} s (it sent {data[:200]!r})")
    return data


def json_error(body: bytes) -> str:
    """The message of a JSON {"error": ...} body; fails on anything else."""
    doc = json.loads(body)
    assert isinstance(doc, dict) and isinstance(doc.get("error"), str) and doc["error"], doc
    return doc["error"]



def live_connections(engine) -> int:
    return len(engine.connections.transports())


async def close_writers(writers) -> None:
    for writer in writers:
        writer.close()
    for writer in writers:
        try:
            await writer.wait_closed()
        except (ConnectionError, OSError):
            pass


def padded_room(size: int) -> dict:
    """A valid POST /rooms body of about ``size`` bytes (strings within the 16,384-character rule)."""
    piece = 16_000
    return {"name": "Padded", "user": {"name": "Ann"},
            "notes": ["x" * piece for _ in range(max(1, size // (piece + 3)))]}


# ---------------------------------------------------------------- 1. TCP_NODELAY


async def test_tcp_nodelay_is_set_on_every_accepted_connection(tmp_path, make_engine_config):
    """Without TCP_NODELAY a kept-alive request waits for the client's delayed ACK (~40 ms each): every
    connection the engine holds, read on the server's side, has it on."""
    async with running_engine(make_engine_config(tmp_path / "engine")) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": engine.config.api_key},
                                     timeout=10) as client:
            for _ in range(3):  # kept alive: the same connection answers all three
                assert (await client.get("/rooms")).status_code == 200
            host, port = address(engine)
            reader, writer = await asyncio.open_connection(host, port)  # and one that has sent nothing yet
            try:
                await until(lambda: live_connections(engine) == 2, 5.0, "both connections admitted")
                for transport in engine.connections.transports():
                    sock = transport.get_extra_info("socket")
                    assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0, sock
                    # accepted sockets carry the listener's protocol number: the listener was made with
                    # IPPROTO_TCP, so asyncio sets TCP_NODELAY on accepted connections too (server._bind)
                    assert sock.proto == socket.IPPROTO_TCP, sock
            finally:
                await close_writers([writer])


# ---------------------------------------------------------------- 2. body cap


async def test_a_body_over_the_cap_is_refused_and_creates_nothing(engine, api):
    """300 KiB of otherwise valid room, declared or streamed (chunked): 413 with a JSON error, no room; the
    same body under the cap creates the room."""
    before = (await api.get("/rooms")).json()
    big = json.dumps(padded_room(300 * 1024)).encode()
    assert len(big) > CAP
    r = await api.post("/rooms", content=big, headers={"Content-Type": "application/json"})
    assert r.status_code == 413, r.text
    json_error(r.content)

    async def chunks():
        for start in range(0, len(big), 16 * 1024):
            yield big[start:start + 16 * 1024]

    r = await api.post("/rooms", content=chunks(), headers={"Content-Type": "application/json"})
    assert "content-length" not in r.request.headers  # sent chunked: the cap applies while it is read
    assert r.status_code == 413, r.text
    json_error(r.content)
    assert (await api.get("/rooms")).json() == before

    small = json.dumps(padded_room(200 * 1024)).encode()  # same shape, under the cap: accepted
    assert len(small) < CAP
    r = await api.post("/rooms", content=small, headers={"Content-Type": "application/json"})
    assert r.status_code == 201, r.text


@pytest.mark.parametrize("path, authorized, status", [("/rooms", True, 413), ("/guests/no-such-token", False, 404)])
async def test_a_huge_declared_body_is_answered_before_it_is_sent(engine, path, authorized, status):
    """A 50 MB Content-Length is answered at once (413, or 404 for an unknown guest token) while the client
    has sent the head only."""
    host, port = address(engine)
    reader, writer = await asyncio.open_connection(host, port)
    try:
        auth = f"Authorization: {engine.config.api_key}\r\n" if authorized else ""
        writer.write((f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n{auth}"
                      f"Content-Length: {BIG}\r\n\r\n").encode())
        await writer.drain()
        got, headers, body = await read_response(reader, within=5)
        assert got == status, body
        assert headers["content-type"].startswith("application/json")
        json_error(body)
    finally:
        await close_writers([writer])


def _rss_kib(pid: int) -> dict[str, int]:
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, rest = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            values[name] = int(rest.split()[0])
    return values


def _get_rooms(host: str, port: int, key: str) -> int:
    conn = http.client.HTTPConnection(host, port, timeout=10)
    try:
        conn.request("GET", "/rooms", headers={"Authorization": key})
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def _post_big_body(host: str, port: int, path: str, headers: dict, meanwhile) -> tuple[int, bytes, int]:
    """POST a 50 MB body from a thread while this one reads the answer; halfway through the part the engine
    discards, with the engine still receiving it, ``meanwhile()`` runs. (status, body, bytes of the body sent
    before the engine closed the connection)."""
    sock = socket.create_connection((host, port), timeout=15)
    head = f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {BIG}\r\n"
    head += "".join(f"{name}: {value}\r\n" for name, value in headers.items()) + "\r\n"
    sock.sendall(head.encode())
    chunk = b"x" * MiB
    halfway = threading.Event()
    go_on = threading.Event()
    sent = [0]

    def send_body() -> None:
        try:
            while sent[0] < BIG:
                if sent[0] >= DISCARD_BYTES // 2 and not halfway.is_set():
                    halfway.set()
                    go_on.wait(15)
                piece = chunk[:min(MiB, BIG - sent[0])]
                sock.sendall(piece)
                sent[0] += len(piece)
        except OSError:
            pass  # the engine closed the connection: `sent` tells how far it got
        finally:
            halfway.set()

    sender = threading.Thread(target=send_body, daemon=True)
    sender.start()
    try:
        response = http.client.HTTPResponse(sock)
        response.begin()
        body = response.read()
        assert halfway.wait(15), "the body did not get halfway"
        meanwhile()
        go_on.set()
        sender.join(30)
        assert not sender.is_alive(), "sending the body hung"
        return response.status, body, sent[0]
    finally:
        go_on.set()
        sock.close()


def test_fifty_megabyte_bodies_leave_the_engines_memory_alone(tmp_path):
    """`meetdesk engine` as users run it: a 50 MB body to an unknown guest token (404) and one to POST /rooms
    (413) are discarded as they arrive, never kept, up to the discard bound, then the connection closes: the
    engine's resident memory grows by less than 30 MB, and it answers other connections while the bodies
    stream in."""
    key = "limits-test-key-0123456789abcdef"
    proc = subprocess.Popen([*ENGINE_CMD, "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir",
                             str(tmp_path / "engine"), "--api-key", key],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = proc.stdout.readline()
        match = re.search(r"MeetDesk engine listening on (http://127\.0\.0\.1:(\d+))", line)
        assert match, line + (proc.stdout.read() if proc.poll() is not None else "")
        threading.Thread(target=proc.stdout.read, daemon=True).start()  # a full pipe would block the engine
        host, port = "127.0.0.1", int(match.group(2))

        # warm up every path the big requests take, so the baseline includes what they load once
        assert _get_rooms(host, port, key) == 200
        warm = httpx.post(f"http://{host}:{port}/guests/nope", content=b"x" * 300_000, timeout=10)
        assert warm.status_code == 404
        warm = httpx.post(f"http://{host}:{port}/rooms", content=b"{" + b" " * 300_000 + b"}", timeout=10,
                          headers={"Authorization": key, "Content-Type": "application/json",
                                   "Transfer-Encoding": "chunked"})
        assert warm.status_code == 413
        before = _rss_kib(proc.pid)

        served_meanwhile = []

        def other_request() -> None:
            served_meanwhile.append(_get_rooms(host, port, key))

        for path, headers, expected in [("/guests/no-such-guest-token", {}, 404),
                                        ("/rooms", {"Authorization": key}, 413)]:
            status, body, sent = _post_big_body(host, port, path, headers, other_request)
            assert status == expected, body
            json_error(body)
            assert DISCARD_BYTES < sent < BIG, f"the engine took {sent} bytes of the body"
        assert served_meanwhile == [200, 200]
        assert proc.poll() is None

        after = _rss_kib(proc.pid)
        grown = {name: (after[name] - before[name]) / 1024 for name in before}
        assert grown["VmRSS"] < 30, f"resident memory grew by {grown['VmRSS']:.1f} MB ({before} -> {after})"
        assert grown["VmHWM"] < 30, f"peak resident memory grew by {grown['VmHWM']:.1f} MB ({before} -> {after})"
        assert _get_rooms(host, port, key) == 200
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


# ---------------------------------------------------------------- 3. timeouts


async def test_idle_half_sent_and_bodiless_connections_are_closed(tmp_path, make_engine_config):
    """header_timeout, body_timeout and keep_alive_timeout of 0.5 s: a connection that sends nothing, one that
    stops halfway through its request head, one whose body never comes (408 JSON, then closed) and a kept-alive
    one idle after its response are all closed by the engine, 20 idle ones too, and their slots are free."""
    config = make_engine_config(tmp_path / "engine", header_timeout=0.5, body_timeout=0.5, keep_alive_timeout=0.5)
    async with running_engine(config) as engine:
        host, port = address(engine)
        key = engine.config.api_key

        async def idle() -> None:
            reader, writer = await asyncio.open_connection(host, port)
            try:
                assert await closed_by_engine(reader, within=5) == b""
            finally:
                await close_writers([writer])

        async def half_head() -> None:
            reader, writer = await asyncio.open_connection(host, port)
            try:
                writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
                await writer.drain()
                assert await closed_by_engine(reader, within=5) == b""
            finally:
                await close_writers([writer])

        async def body_never_comes() -> None:
            reader, writer = await asyncio.open_connection(host, port)
            try:
                writer.write((f"POST /rooms HTTP/1.1\r\nHost: x\r\nAuthorization: {key}\r\n"
                              "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n").encode())
                await writer.drain()
                status, headers, body = await read_response(reader, within=5)
                assert status == 408, body
                assert headers["content-type"].startswith("application/json")
                json_error(body)
                await closed_by_engine(reader, within=8)  # the rest of the body may linger, not forever
            finally:
                await close_writers([writer])

        async def idle_after_a_response() -> None:
            reader, writer = await asyncio.open_connection(host, port)
            try:
                request = f"GET /rooms HTTP/1.1\r\nHost: x\r\nAuthorization: {key}\r\n\r\n".encode()
                for _ in range(2):  # kept alive: a second request on it is answered
                    writer.write(request)
                    await writer.drain()
                    status, headers, body = await read_response(reader, within=5)
                    assert status == 200, body
                    assert headers.get("connection", "").lower() != "close"
                assert await closed_by_engine(reader, within=5) == b""
            finally:
                await close_writers([writer])

        await asyncio.gather(*(idle() for _ in range(20)), half_head(), body_never_comes(),
                             idle_after_a_response())
        await until(lambda: live_connections(engine) == 0, 5.0, "every connection released")
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": key}, timeout=10) as c:
            assert (await c.get("/rooms")).status_code == 200


# ---------------------------------------------------------------- 4. per-address bound


def _unverified() -> ssl.SSLContext:
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    return context


async def refused(host: str, port: int, tls: ssl.SSLContext | None = None) -> None:
    """A connection over the bound: a JSON 503, then closed; over TLS refused when accepted, before its handshake
    (which would cost the engine its TLS buffers): closed with no handshake."""
    if tls is not None:
        with pytest.raises((ConnectionError, ssl.SSLError, asyncio.IncompleteReadError, OSError)):
            _, writer = await asyncio.wait_for(asyncio.open_connection(host, port, ssl=tls), 5)
            writer.close()
        return
    reader, writer = await asyncio.open_connection(host, port, ssl=tls)
    try:
        status, headers, body = await read_response(reader, within=5)
        assert status == 503, body
        assert headers["content-type"].startswith("application/json")
        assert "too many connections" in json_error(body)
        assert await closed_by_engine(reader, within=5) == b""
    finally:
        await close_writers([writer])


@pytest.mark.parametrize("listen, https", [("127.0.0.1", False), ("::", False), ("::", True)],
                         ids=["loopback", "network", "network-https"])
async def test_one_address_holds_at_most_the_configured_connections(tmp_path, make_engine_config, listen, https):
    """max_connections_per_address=5: with 5 silent connections open the 6th gets a JSON 503 and is closed;
    once they are closed the engine serves again. The same on the network (the app hosting for it: every
    interface, dual-stack, HTTPS), reached at this machine's LAN address; over TLS a connection counts from
    when it is accepted, and one over the bound is closed before its handshake."""
    if listen == "::" and lan_address().startswith("127."):
        pytest.skip("this machine has no network address")
    config = make_engine_config(tmp_path / "engine", host=listen, max_connections_per_address=5, header_timeout=30,
                                tls=https)
    tls = _unverified() if https else None
    async with running_engine(config) as engine:
        host, port = address(engine)
        held = [await asyncio.open_connection(host, port, ssl=tls) for _ in range(5)]
        await until(lambda: live_connections(engine) == 5, 5.0, "5 connections admitted")
        await refused(host, port, tls)
        await refused(host, port, tls)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10, verify=tls or True) as client:  # sends its request at once
            if https:
                with pytest.raises(httpx.ConnectError):
                    await client.get("/rooms")
            else:
                r = await client.get("/rooms")
                assert r.status_code == 503, r.text
                json_error(r.content)
        for reader, _ in held:  # the five held are still open: nothing sent to them, not closed
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(reader.read(1), 0.1)
        await close_writers([writer for _, writer in held])
        with contextlib.suppress(AssertionError):  # the engine saw them close (else what follows tells)
            await until(lambda: live_connections(engine) == 0, 5.0)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10, verify=tls or True) as client:
            assert (await client.get("/rooms")).status_code == 200


async def test_websockets_hold_slots_and_release_them_on_close(tmp_path, make_engine_config):
    """/rt WebSockets count against the same bound: 5 open ones leave no room for a 6th connection (HTTP or
    WebSocket: a JSON 503); closing them frees all five slots."""
    config = make_engine_config(tmp_path / "engine", max_connections_per_address=5, header_timeout=30)
    async with running_engine(config) as engine:
        host, port = address(engine)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10) as client:
            r = await client.post("/rooms", json={"name": "Sockets", "user": {"name": "Ann"}})
            assert r.status_code == 201, r.text
            access_key = r.json()["access_key"]
        await until(lambda: live_connections(engine) == 0, 5.0, "the HTTP connection released")
        url = engine.base_url.replace("http", "ws", 1) + f"/rt?access_key={access_key}"

        async def open_socket():
            ws = await websockets.connect(url, subprotocols=["actioncable-v1-json"], open_timeout=5)
            welcome = json.loads(await asyncio.wait_for(ws.recv(), 5))
            assert welcome["type"] == "welcome", welcome
            return ws

        for _ in range(2):  # the second round needs all five slots back
            sockets = [await open_socket() for _ in range(5)]
            await refused(host, port)
            with pytest.raises(InvalidStatus) as refusal:
                await websockets.connect(url, subprotocols=["actioncable-v1-json"], open_timeout=5)
            assert refusal.value.response.status_code == 503
            json_error(refusal.value.response.body)
            for ws in sockets:
                await ws.close()
            with contextlib.suppress(AssertionError):  # the engine saw them close (else what follows tells)
                await until(lambda: live_connections(engine) == 0, 5.0)
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key},
                                     timeout=10) as client:
            assert (await client.get("/rooms")).status_code == 200


# ---------------------------------------------------------------- 5. linger


@pytest.mark.parametrize("path, authorized, status", [("/guests/no-such-token", False, 404), ("/rooms", True, 413)])
async def test_an_early_answer_reaches_a_client_still_sending_its_body(engine, path, authorized, status):
    """http.client writes a whole 5 MB body before it reads: the engine answers before reading the body and
    discards the rest as it comes instead of resetting the connection, so the client gets the JSON answer."""
    host, port = address(engine)
    headers = {"Content-Type": "application/json"}
    if authorized:
        headers["Authorization"] = engine.config.api_key

    def post() -> tuple[int, bytes]:
        conn = http.client.HTTPConnection(host, port, timeout=15)
        try:
            conn.request("POST", path, body=b"x" * (5 * MiB), headers=headers)
            response = conn.getresponse()
            return response.status, response.read()
        finally:
            conn.close()

    got, body = await asyncio.to_thread(post)
    assert got == status, body
    json_error(body)


def _stream_body(host: str, port: int, pace: float, state: dict) -> None:
    """POST /guests/<bogus> declaring a 50 MB body and send it in 64 KiB pieces (``pace`` s apart, 0: as fast
    as the socket takes them) until done or the engine closes the connection; ``state`` gets the answer's
    status line, ``sent`` and ``closed``."""
    sock = socket.create_connection((host, port), timeout=15)
    try:
        sock.sendall((f"POST /guests/no-such-guest-token HTTP/1.1\r\nHost: {host}\r\n"
                      f"Content-Type: application/json\r\nContent-Length: {BIG}\r\n\r\n").encode())
        state["answer"] = sock.recv(4096)  # the 404 comes before any of the body
        piece = b"x" * (64 * 1024)
        while state["sent"] < BIG:
            sock.sendall(piece)
            state["sent"] += len(piece)
            if pace:
                time.sleep(pace)
    except OSError:
        state["closed"] = True  # reset by the engine: `sent` tells how far it got
    finally:
        sock.close()
        state["done"] = True


async def test_an_unread_body_is_discarded_up_to_the_byte_bound_while_others_are_answered(engine, api):
    """A raw client declares 50 MB to an unknown guest token and streams it as fast as it can: after the 404 the
    engine discards at most DISCARD_BYTES of it and closes the connection (the client could not send all 50 MB),
    and a concurrent client's requests are answered while the big body streams."""
    host, port = address(engine)
    state = {"sent": 0, "closed": False, "done": False}
    sender = asyncio.create_task(asyncio.to_thread(_stream_body, host, port, 0, state))
    answered = 0
    while not state["done"]:
        r = await api.get("/rooms")
        assert r.status_code == 200
        if not state["done"] and state["sent"]:
            answered += 1
    await sender
    assert state["answer"].startswith(b"HTTP/1.1 404"), state["answer"]
    assert state["closed"] and state["sent"] < BIG, f"the engine took all {state['sent']} bytes"
    assert answered > 0, "no other request was answered while the body streamed"
    await until(lambda: live_connections(engine) <= 1, 5.0, "the big sender's connection released")


async def test_a_slow_unread_body_is_discarded_up_to_the_time_bound(tmp_path, make_engine_config):
    """discard_timeout=0.5: a client that trickles a 50 MB body after its 404 is cut off soon after, long
    before the body's end (or the 5 s the engine used to wait)."""
    config = make_engine_config(tmp_path / "engine", discard_timeout=0.5)
    async with running_engine(config) as engine:
        host, port = address(engine)
        state = {"sent": 0, "closed": False, "done": False}
        thread = threading.Thread(target=_stream_body, args=(host, port, 0.02, state), daemon=True)
        thread.start()
        await until(lambda: state["done"], 4, "the engine closing the trickling connection")
        assert state["answer"].startswith(b"HTTP/1.1 404"), state["answer"]
        assert state["closed"] and state["sent"] < DISCARD_BYTES
        async with httpx.AsyncClient(base_url=engine.base_url, timeout=10) as plain:
            assert (await plain.get("/web/none")).status_code == 404  # the engine serves on


# ---------------------------------------------------------------- 6. requests the parsers refuse


async def test_a_malformed_request_and_an_oversized_websocket_head_get_json_errors(engine):
    """A request line h11 cannot parse is answered with a JSON 400, and a WebSocket upgrade with more headers than
    websockets' parser takes (128) with a JSON 431, instead of a bare close; both connections are then closed
    and their address slots given back, and the engine serves on."""
    host, port = address(engine)
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"NOT A REQUEST\r\n\r\n")
    answer = await closed_by_engine(reader, within=10)  # no length: the body ends with the connection
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 ") and b"content-type: application/json" in head.lower(), answer
    assert json_error(body).startswith("bad request: ")
    await close_writers([writer])

    reader, writer = await asyncio.open_connection(host, port)
    extra = "".join(f"X-Extra-{i}: {i}\r\n" for i in range(130))
    writer.write((f"GET /rt HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{extra}\r\n").encode())
    status, headers, body = await read_response(reader)
    assert status == 431 and headers["content-type"] == "application/json"
    assert "too long for a WebSocket" in json_error(body)
    await closed_by_engine(reader, within=5)
    await close_writers([writer])

    await until(lambda: live_connections(engine) == 0, 5.0, "both slots given back")
    async with httpx.AsyncClient(base_url=engine.base_url, timeout=10) as plain:
        assert (await plain.get("/web/none")).status_code == 404
