"""`meetdesk join` as the outside checks use it: real processes against a running engine."""
from __future__ import annotations

import asyncio
import re
import sys

SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+) first_frame_ms=(\S+)", re.M)


async def _start(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "meetdesk.cli", "join", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def _join(*args: str) -> tuple[int, str, str]:
    proc = await _start(*args)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode, out.decode(), err.decode()


def _last_line(out: str) -> str:
    return [line for line in out.splitlines() if line.strip()][-1]


async def test_host_key_and_guest_link_exchange_media(engine, api):
    reply = (await api.post("/rooms", json={"name": "Join test", "user": {"name": "Host"}})).json()
    host_link = reply["links"]["gui"]
    guest_link = reply["links"]["guest_join"]

    host, guest = await asyncio.gather(
        _join(host_link, "--name", "Host", "--seconds", "4"),
        _join(guest_link, "--name", "Bob", "--seconds", "4"))

    for code, out, err in (host, guest):
        assert code == 0, err
        assert "event rt room_setup" in out
        assert "event sepp call_accepted" in out
        assert "event sepp memberlist" in out
        video, audio, _ = SUMMARY.search(out).groups()
        assert int(video) > 0 and int(audio) > 0, out
        assert _last_line(out).startswith("received "), out   # after the real-time socket's own close event
    assert '(guest)' in guest[1].splitlines()[0]
    assert '"Bob"' in guest[1].splitlines()[0]


async def test_received_is_the_last_line_when_the_meeting_is_ended_for_everyone(engine, api):
    """The other teardown order: the service ends the meeting (sepp and real-time sockets close under the
    participant), and the summary still comes last."""
    reply = (await api.post("/rooms", json={"name": "End test", "user": {"name": "Host"}})).json()
    proc = await _start(reply["links"]["guest_join"], "--name", "Bob", "--seconds", "30")
    try:
        seen = []
        while not any(line.startswith("event sepp call_accepted") for line in seen):
            line = await asyncio.wait_for(proc.stdout.readline(), 30)
            assert line, "".join(seen)
            seen.append(line.decode())
        assert (await api.delete(f"/rooms/{reply['room']['id']}")).status_code == 204
        rest, err = await asyncio.wait_for(proc.communicate(), 30)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    out = "".join(seen) + rest.decode()
    assert proc.returncode == 0, err.decode()
    assert "event rt connection" in out and SUMMARY.search(out), out
    assert _last_line(out).startswith("received "), out


async def test_bare_key_needs_api_and_unknown_key_is_a_clear_error(engine):
    code, _, err = await _join("abcdefghijklmnopqrstuvwx", "--name", "X")
    assert code == 1 and "give the service URL" in err

    code, out, err = await _join("abcdefghijklmnopqrstuvwx", "--name", "X", "--api", engine.base_url)
    assert code == 1 and "404" in err and "Traceback" not in err


async def test_unreachable_service_is_a_clear_error():
    code, _, err = await _join("http://127.0.0.1:9/?somekey0123456789abcdef", "--name", "X")
    assert code == 1 and "unreachable" in err and "Traceback" not in err
