"""HTTPS (engine/tls.py, engine/server.py): the engine's own certificate, made once and kept in its data directory,
or the user's; what a TLS client on a real socket is served, and the fingerprint the engine's links carry."""
import asyncio
import hashlib
import os
import re
import signal
import ssl
import stat
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from meetdesk.engine import tls
from meetdesk.engine.server import running_engine

CMD = [sys.executable, "-m", "meetdesk.cli"]


async def served_fingerprint(port: int) -> str:
    """The SHA-256 of the certificate a TLS client is handed on 127.0.0.1:port (no verification)."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    _, writer = await asyncio.open_connection("127.0.0.1", port, ssl=context)
    try:
        der = writer.get_extra_info("ssl_object").getpeercert(binary_form=True)
    finally:
        writer.close()
    return hashlib.sha256(der).hexdigest()


def unverified(base_url: str, api_key: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(base_url=base_url, headers={"Authorization": api_key}, verify=False, timeout=10)


async def test_the_engine_makes_its_certificate_once_and_serves_the_same_one_after_a_restart(
        tmp_path, make_engine_config):
    data = tmp_path / "engine"
    async with running_engine(make_engine_config(data, tls=True)) as engine:
        first = engine.fingerprint
        port = engine.config.port
        assert re.fullmatch(r"[0-9a-f]{64}", first)
        assert engine.base_url == f"https://127.0.0.1:{port}"
        assert await served_fingerprint(port) == first
        assert stat.S_IMODE(os.stat(data / tls.KEY_FILE).st_mode) == 0o600
        async with unverified(engine.base_url, engine.config.api_key) as api:
            room = (await api.post("/rooms", json={"user": {"name": "Ann"}})).json()
        # the app links carry the fingerprint; the API and socket links do not (a fragment is no part of them)
        assert room["links"]["gui"].endswith(f"#sha256={first}")
        assert room["links"]["guest_join"] == f"{engine.base_url}/?guest={room['room']['guest_token']}#sha256={first}"
        assert "#" not in room["links"]["self"] + room["links"]["websocket"]
        assert room["signaling"]["options"]["endpoint"] == f"wss://127.0.0.1:{port}/call"
    cert_bytes = (data / tls.CERT_FILE).read_bytes()
    async with running_engine(make_engine_config(data, tls=True)) as engine:
        assert engine.fingerprint == first
        assert await served_fingerprint(engine.config.port) == first
    assert (data / tls.CERT_FILE).read_bytes() == cert_bytes


async def test_plain_http_without_tls(tmp_path, make_engine_config):
    async with running_engine(make_engine_config(tmp_path / "engine")) as engine:
        assert engine.base_url.startswith("http://") and engine.fingerprint is None
    assert not (tmp_path / "engine" / tls.CERT_FILE).exists()


async def test_a_certificate_the_user_provides_is_served(tmp_path, make_engine_config):
    cert, key = tmp_path / "mine.pem", tmp_path / "mine.key"
    tls.make_certificate(cert, key)
    mine = tls.cert_fingerprint(cert)
    async with running_engine(make_engine_config(tmp_path / "engine", tls_cert=cert, tls_key=key)) as engine:
        assert engine.fingerprint == mine
        assert await served_fingerprint(engine.config.port) == mine
        async with unverified(engine.base_url, engine.config.api_key) as api:
            room = (await api.post("/rooms", json={"user": {"name": "Ann"}})).json()
        assert room["links"]["guest_join"].endswith(f"#sha256={mine}")
    assert not (tmp_path / "engine" / tls.CERT_FILE).exists()   # its own was never made


async def test_a_key_of_another_certificate_is_refused_before_the_port_is_taken(tmp_path, make_engine_config):
    cert, key = tmp_path / "a.pem", tmp_path / "a.key"
    tls.make_certificate(cert, key)
    tls.make_certificate(tmp_path / "b.pem", tmp_path / "b.key")
    with pytest.raises(tls.CertificateError, match="cannot be used"):
        async with running_engine(make_engine_config(tmp_path / "engine", tls_cert=cert,
                                                     tls_key=tmp_path / "b.key")):
            pass
    with pytest.raises(tls.CertificateError, match="no such file"):
        async with running_engine(make_engine_config(tmp_path / "engine", tls_cert=tmp_path / "none.pem",
                                                     tls_key=key)):
            pass
    assert not (tmp_path / "engine").exists()   # nothing was opened


def test_the_engine_command_serves_https_and_prints_the_fingerprint(tmp_path):
    proc = subprocess.Popen([*CMD, "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(tmp_path),
                             "--api-key", "cli-tls-key-0123456789abcdef", "--tls"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        listening = proc.stdout.readline()
        base = re.search(r"MeetDesk engine listening on (https://127\.0\.0\.1:\d+)$", listening.strip())
        assert base, listening + (proc.stderr.read() if proc.poll() is not None else "")
        printed = proc.stdout.readline().strip()
        fingerprint = tls.cert_fingerprint(tmp_path / tls.CERT_FILE)
        assert printed == f"TLS certificate SHA-256 fingerprint: {tls.fingerprint_text(fingerprint)}"
        r = httpx.post(f"{base.group(1)}/rooms", json={"user": {"name": "Ann"}}, verify=False, timeout=10,
                       headers={"Authorization": "cli-tls-key-0123456789abcdef"})
        assert r.status_code == 201 and r.json()["links"]["gui"].endswith(f"#sha256={fingerprint}")
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=20) == 0


@pytest.mark.parametrize("args, code, message", [
    (["--tls-cert", "x.pem"], 2, "meetdesk engine: --tls-cert and --tls-key go together: give both\n"),
    (["--tls-cert", "none.pem", "--tls-key", "none.key"], 1, "meetdesk engine: no such file: none.pem\n"),
])
def test_the_engine_command_says_what_is_wrong_with_a_certificate_in_one_line(tmp_path, args, code, message):
    out = subprocess.run([*CMD, "engine", "--port", "0", "--data-dir", str(tmp_path / "d"), *args],
                         capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert (out.returncode, out.stderr, out.stdout) == (code, message, "")


async def test_a_tls_handshake_that_does_not_come_is_cut_off_like_a_missing_request_head(
        tmp_path, make_engine_config):
    """The connection limits see a TLS connection once its handshake is done: a client that connects and never
    says hello is closed after the header timeout (asyncio's own default would hold it for 60 s)."""
    async with running_engine(make_engine_config(tmp_path / "engine", tls=True, header_timeout=0.5)) as engine:
        reader, writer = await asyncio.open_connection("127.0.0.1", engine.config.port)
        try:
            assert await asyncio.wait_for(reader.read(), 10) == b""   # closed by the engine
        finally:
            writer.close()
        assert await served_fingerprint(engine.config.port) == engine.fingerprint   # others are still served


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the engine's memory from /proc")
def test_a_flood_of_half_open_tls_connections_is_bounded_and_others_are_served(tmp_path):
    """600 TCP connections from one address that never say hello (127.0.0.2), against `meetdesk engine --tls`:
    admitted by address when accepted, before TLS, so at most a few handshakes' buffers are ever held (asyncio
    gives each 256 KiB: 600 took the engine from 101 to 284 MB); another address (127.0.0.1) is served
    throughout, and the engine's memory is back within 30 MB of where it was once they closed."""
    proc = subprocess.Popen([*CMD, "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(tmp_path),
                             "--api-key", "flood-tls-key-0123456789abcdef", "--tls"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    flood: list[socket.socket] = []
    try:
        listening = proc.stdout.readline()
        base = re.search(r"listening on (https://127\.0\.0\.1:(\d+))$", listening.strip())
        assert base, listening + (proc.stderr.read() if proc.poll() is not None else "")
        url, port = base.group(1), int(base.group(2))
        with httpx.Client(verify=False, timeout=10, headers={"Authorization": "flood-tls-key-0123456789abcdef"}) as c:
            for _ in range(20):   # the engine warmed up: its baseline
                assert c.get(f"{url}/rooms").status_code == 200
        baseline = _rss_mb(proc.pid)
        peak = baseline
        for _ in range(600):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.2", 0))
            sock.settimeout(5)
            try:
                sock.connect(("127.0.0.1", port))
            except OSError:
                sock.close()
                continue
            flood.append(sock)
            if len(flood) % 100 == 0:
                with httpx.Client(verify=False, timeout=10) as other:   # another address, served meanwhile
                    assert other.get(f"{url}/rooms").status_code == 403   # answered (no API key)
                peak = max(peak, _rss_mb(proc.pid))
        time.sleep(1)
        peak = max(peak, _rss_mb(proc.pid))
        with httpx.Client(verify=False, timeout=10) as other:
            assert other.get(f"{url}/rooms").status_code == 403   # answered (no API key)
        for sock in flood:
            sock.close()
        flood.clear()
        time.sleep(2)
        after = _rss_mb(proc.pid)
        assert peak - baseline < 30, (baseline, peak)
        assert after - baseline < 30, (baseline, after)
    finally:
        for sock in flood:
            sock.close()
        proc.send_signal(signal.SIGINT)
        proc.wait(30)
