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


@pytest.mark.parametrize("bad", ["bad", "10.0.0.0/33", "192.168.1.300/24"])
def test_a_bad_allow_target_is_a_usage_error_in_one_line(tmp_path, bad):
    out = subprocess.run([*CMD, "engine", "--data-dir", str(tmp_path), "--port", "0", "--allow-target",
                          "127.0.0.0/8", "--allow-target", bad], capture_output=True, text=True, timeout=30)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and bad in out.stderr and "--allow-target" in out.stderr, out.stderr
    assert not (tmp_path / "api_key").exists()  # nothing was started or created


def test_allow_target_reaches_the_engine(tmp_path):
    """The flag's ranges are the engine's: a layer image on 127.0.0.1 is fetched with it, refused without."""
    import io
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from PIL import Image

    png = io.BytesIO()
    Image.new("RGBA", (64, 32), (0, 200, 0, 255)).save(png, "PNG")

    class Image_(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(png.getvalue())))
            self.end_headers()
            self.wfile.write(png.getvalue())

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Image_)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/logo.png"
    key = "cli-test-key-0123456789abcdef"
    try:
        for extra, status in ((["--allow-target", "127.0.0.0/8"], 201), ([], 400)):
            proc, base = start_engine(tmp_path / str(status), "--api-key", key, *extra)
            try:
                room = httpx.post(f"{base}/rooms", json={"user": {"name": "Ann"}}, headers={"Authorization": key},
                                  timeout=10).json()
                r = httpx.post(f"{base}/rooms/{room['access_key']}/layers", data={"url": url}, timeout=20)
                assert r.status_code == status, r.text
            finally:
                proc.terminate()
                assert proc.wait(timeout=20) == 0
    finally:
        server.shutdown()


def test_engine_with_its_port_taken_says_so_in_one_line(tmp_path):
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        out = subprocess.run([*CMD, "engine", "--host", "127.0.0.1", "--port", str(port), "--data-dir",
                              str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert lines == [f"meetdesk engine: port {port} is in use; stop what uses it or pick another with --port"]
