"""Persistence across an abrupt end: `meetdesk engine` is SIGKILLed (no clean stop) and restarted on its data dir."""
import re
import signal
import subprocess
import sys

import httpx

CMD = [sys.executable, "-m", "meetdesk.cli"]
FIRST_KEY = "kill-test-key-0123456789abcdef"


def start_engine(data_dir):
    proc = subprocess.Popen([*CMD, "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(data_dir),
                             "--api-key", FIRST_KEY], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:\d+)", line)
    if not match:
        proc.kill()
        raise AssertionError(line + proc.stderr.read())
    return proc, match.group(1)


def test_sigkill_then_restart_keeps_keys_permalinks_and_rooms(tmp_path):
    proc, base = start_engine(tmp_path)
    try:
        created = subprocess.run([*CMD, "engine", "keys", "create", "--data-dir", str(tmp_path)],
                                 capture_output=True, text=True, timeout=30)
        assert created.returncode == 0, created.stderr
        _, key = created.stdout.split()
        with httpx.Client(base_url=base, headers={"Authorization": key}, timeout=10) as c:
            room = c.post("/rooms", json={"id": "kept", "name": "Kept", "user": {"name": "Ann"}})
            assert room.status_code == 201
            room = room.json()
            perm = c.post("/permalink", json={"name": "Desk", "user": {"id": "h", "name": "Host"}})
            assert perm.status_code == 201
            perm = perm.json()["permalink"]
            assert c.post(f"/permalink/{perm['user_token']}").status_code == 201
    finally:
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=20) == -signal.SIGKILL
        proc.stdout.close()
        proc.stderr.close()

    proc, base = start_engine(tmp_path)
    try:
        with httpx.Client(base_url=base, timeout=10) as anon, \
                httpx.Client(base_url=base, headers={"Authorization": key}, timeout=10) as c:
            # the API key made by `keys create` works; nothing runs any more
            assert c.get("/rooms").status_code == 200 and c.get("/rooms").json() == []
            # the old access key and the old guest token are gone for good
            assert anon.get(f"/rooms/{room['access_key']}").status_code == 410
            assert anon.post(f"/guests/{room['room']['guest_token']}", json={"name": "G"}).status_code == 410
            # the permalink, its owner and its tokens survived
            listing = c.get("/permalink").json()
            assert [i["permalink"]["id"] for i in listing["items"]] == [perm["id"]]
            assert c.get("/permalink", headers={"Authorization": FIRST_KEY}).json()["total"] == 0
            view = anon.get(f"/permalink/{perm['guest_token']}")
            assert view.status_code == 200 and view.json()["room"] == {"id": perm["id"], "name": "Desk",
                                                                        "started_at": None}
            restarted = anon.post(f"/permalink/{perm['user_token']}")
            assert restarted.status_code == 201 and restarted.json()["user"]["id"] == "h"
            guest = anon.post(f"/guests/{perm['guest_token']}", json={"name": "Gus"})
            assert guest.status_code == 201 and guest.json()["user"]["guest"] is True
            # the room starts a new instance, still owned by its key
            again = c.post("/rooms", json={"id": "kept", "user": {"name": "Ann"}})
            assert again.status_code == 201
            assert again.json()["room"]["started_at"] > room["room"]["started_at"]
            assert again.json()["signaling"]["options"]["conf_id"] != room["signaling"]["options"]["conf_id"]
            assert {r["id"] for r in c.get("/rooms").json()} == {"kept", perm["id"]}
            other = anon.post("/rooms", json={"id": "kept", "user": {"name": "X"}},
                              headers={"Authorization": FIRST_KEY})
            assert other.status_code == 403
    finally:
        proc.terminate()
        assert proc.wait(timeout=20) == 0
        proc.stdout.close()
        proc.stderr.close()
