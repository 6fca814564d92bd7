"""client.file_server (a picked video offered on 127.0.0.1 for a service on this computer) and
ServiceClient.download with progress, over real sockets."""
from __future__ import annotations

import httpx
import pytest

from meetdesk.client import ServiceClient, ServiceError
from meetdesk.client.file_server import LocalFileServer, is_local_service


async def test_offered_file_is_served_whole_and_in_ranges_and_nothing_else(tmp_path):
    payload = bytes(range(256)) * 1000
    video = tmp_path / "clip one.mp4"
    video.write_bytes(payload)
    (tmp_path / "secret.txt").write_text("not offered")
    server = LocalFileServer()
    try:
        url = await server.offer(video)
        assert url.startswith("http://127.0.0.1:") and url.endswith("/clip%20one.mp4")
        async with httpx.AsyncClient() as http:
            whole = await http.get(url)
            assert whole.status_code == 200 and whole.content == payload
            assert whole.headers["content-type"] == "video/mp4" and whole.headers["accept-ranges"] == "bytes"
            part = await http.get(url, headers={"Range": "bytes=1000-1999"})
            assert part.status_code == 206 and part.content == payload[1000:2000]
            assert part.headers["content-range"] == f"bytes 1000-1999/{len(payload)}"
            tail = await http.get(url, headers={"Range": "bytes=-10"})
            assert tail.status_code == 206 and tail.content == payload[-10:]
            beyond = await http.get(url, headers={"Range": f"bytes={len(payload)}-"})
            assert beyond.status_code == 416
            head = await http.head(url)
            assert head.status_code == 200 and head.headers["content-length"] == str(len(payload))
            base = url.rsplit("/", 2)[0]
            assert (await http.get(f"{base}/secret.txt")).status_code == 404
            assert (await http.get(f"{base}/guess/secret.txt")).status_code == 404
            assert (await http.post(url)).status_code == 405
            server.withdraw(url)
            assert (await http.get(url)).status_code == 404
        with pytest.raises(OSError):
            await server.offer(tmp_path / "missing.webm")
    finally:
        await server.close()


def test_only_services_on_this_computer_count_as_local():
    assert is_local_service("http://127.0.0.1:8123") and is_local_service("http://localhost:1/api")
    assert is_local_service("http://[::1]:80")
    assert not is_local_service("https://api.example.com") and not is_local_service("http://192.168.1.4:80")
    assert not is_local_service("http://[::1")


async def test_download_reports_progress_as_bytes_arrive(tmp_path):
    payload = b"x" * 300_000
    server = LocalFileServer()
    try:
        url = await server.offer(_write(tmp_path / "r.webm", payload))
        steps: list[tuple[int, int | None]] = []
        async with ServiceClient("http://127.0.0.1:9", api_key="secret-key") as client:
            path = await client.download(url, tmp_path / "copy.webm", lambda done, total: steps.append((done, total)))
            assert path.read_bytes() == payload
            assert steps[-1] == (len(payload), len(payload)) and len(steps) > 1
            assert [d for d, _ in steps] == sorted(d for d, _ in steps)
            assert await client.download(url) == payload
            with pytest.raises(ServiceError) as err:
                await client.download(url.rsplit("/", 2)[0] + "/x/y.webm", tmp_path / "none.webm")
            assert err.value.status == 404
    finally:
        await server.close()


def _write(path, data: bytes):
    path.write_bytes(data)
    return path
