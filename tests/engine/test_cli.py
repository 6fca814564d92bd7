"""The `meetdesk engine` command and `meetdesk engine keys ...`, run as real processes."""
import re
import signal
import subprocess
import sys

import httpx
import pytest

CMD = [sys.executable, "-m", "meetdesk.cli"]


def start_engine(data_dir, *extra):
    proc = subprocess.Popen([*CMD, "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(data_dir),
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:\d+)", line)
    assert match, line + proc.stderr.read() if proc.poll() is not None else line
    return proc, match.group(1)


def keys(data_dir, *args):
    out = subprocess.run([*CMD, "engine", "keys", *args, "--data-dir", str(data_dir)], capture_output=True,
                         text=True, timeout=30)
    return out


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_engine_command_serves_and_stops_cleanly(tmp_path, sig):
    proc, base = start_engine(tmp_path, "--api-key", "cli-test-key-0123456789abcdef")
    try:
        r = httpx.post(f"{base}/rooms", json={"user": {"name": "Ann"}},
                       headers={"Authorization": "cli-test-key-0123456789abcdef"}, timeout=10)
        assert r.status_code == 201
        assert r.json()["links"]["self"].startswith(base + "/rooms/")
        key = r.json()["access_key"]
    finally:
        proc.send_signal(sig)
        assert proc.wait(timeout=20) == 0
    # restarted: the meeting that was running has ended
    proc, base = start_engine(tmp_path, "--api-key", "cli-test-key-0123456789abcdef")
    try:
        assert httpx.get(f"{base}/rooms/{key}", timeout=10).status_code == 410
    finally:
        proc.terminate()
        assert proc.wait(timeout=20) == 0


def test_engine_creates_and_prints_a_key_and_keys_commands(tmp_path):
    proc, base = start_engine(tmp_path)
    try:
        line = proc.stdout.readline()
        key = re.search(r"API key: (\S+)", line).group(1)
        assert (tmp_path / "api_key").read_text().strip() == key
        assert httpx.get(f"{base}/rooms", headers={"Authorization": key}, timeout=10).status_code == 200
        created = keys(tmp_path, "create")
        assert created.returncode == 0
        new_id, new_key = created.stdout.split()
        assert httpx.get(f"{base}/rooms", headers={"Authorization": new_key}, timeout=10).status_code == 200
        assert keys(tmp_path, "lock", new_id).returncode == 0
        r = httpx.post(f"{base}/rooms", json={"user": {"name": "A"}}, headers={"Authorization": new_key}, timeout=10)
        assert r.status_code == 423
        assert "locked" in keys(tmp_path, "list").stdout
        assert keys(tmp_path, "unlock", new_key).returncode == 0
        assert httpx.get(f"{base}/rooms", headers={"Authorization": new_key}, timeout=10).status_code == 200
        assert keys(tmp_path, "revoke", new_id).returncode == 0
        assert httpx.get(f"{base}/rooms", headers={"Authorization": new_key}, timeout=10).status_code == 403
        listing = keys(tmp_path, "list").stdout
        assert f"{new_id} " in listing and "revoked" in listing and new_key not in listing
        assert keys(tmp_path, "lock", "no-such-key").returncode == 1
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=20) == 0
    # the stored key is reused on the next start
    proc, base = start_engine(tmp_path)
    try:
        assert key in proc.stdout.readline()
    finally:
        proc.terminate()
        assert proc.wait(timeout=20) == 0
