"""CPU of one WHIP forward of a running 4-participant MCU meeting: the composed meeting (`forward/mcu`) and one
participant's source (`forward/source`), each against the same meeting without a forward in the same run.

    python benchmarks/forward_bench.py --rounds 3 --seconds 8

The engine runs as its own process (`meetdesk engine`); four participants (MeetDesk's call client, a 640x360
test card and a tone each) join one room from this process, so the meeting runs in MCU mode, as in
recording_bench.py. The WHIP destination runs in this process too: aiortc behind a small asyncio HTTP server
on 127.0.0.1 (as tests/engine/test_forwards.py's) that counts the encoded frames it receives and decodes none.
For each kind, rounds alternate: ``seconds`` without a forward, then POST /rooms/<room>/forward/<kind> (audio
and video), one settling second, ``seconds`` with it, DELETE; the engine's CPU time (its process and the
compositor process) read from /proc before and after each phase. Printed per round: the engine's CPU (cores)
without and with the forward, the difference and the frames per second the destination received; then the
medians per kind.
"""
from __future__ import annotations

import argparse
import asyncio
import secrets
import statistics
import time

import httpx
from aiortc import RTCSessionDescription

from meetdesk.cli import limit_malloc_arenas
from meetdesk.client.call import CallSession
from meetdesk.engine.media import aiortc_hooks
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection

from engine_process import API_KEY, Engine  # benchmarks/ is on sys.path when run as a script
from recording_bench import NAMES, engine_cpu, join

SETTLE = 1.0  # seconds between a forward's 201 and the measured phase (ICE, DTLS, the first keyframe)


class CountingWhipEndpoint:
    """A WHIP ingest endpoint (POST an offer -> 201 + Location + answer; DELETE the resource -> 200) that counts
    the complete encoded frames of every received track per kind, decoding none."""

    def __init__(self) -> None:
        self.sessions: dict[str, object] = {}
        self.frames = {"audio": 0, "video": 0}
        self._server: asyncio.AbstractServer | None = None

    async def __aenter__(self) -> "CountingWhipEndpoint":
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.url = f"http://127.0.0.1:{self._server.sockets[0].getsockname()[1]}/whip"
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._server.close()
        await asyncio.gather(*(close_peer_connection(pc) for pc in self.sessions.values()), return_exceptions=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
            method, path, _ = head[0].split(" ", 2)
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in head[1:] if line)}
            body = await reader.readexactly(int(headers.get("content-length", "0")))
            status, extra, reply = 405, {}, b""
            if method == "POST" and path == "/whip":
                resource = f"/whip/session/{secrets.token_hex(4)}"
                reply = (await self._answer(resource, body.decode())).encode()
                status, extra = 201, {"Location": resource, "Content-Type": "application/sdp"}
            elif method == "DELETE" and path in self.sessions:
                await close_peer_connection(self.sessions.pop(path))
                status = 200
            lines = [f"HTTP/1.1 {status} X", f"Content-Length: {len(reply)}", "Connection: close",
                     *(f"{k}: {v}" for k, v in extra.items())]
            writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + reply)
            await writer.drain()
        finally:
            writer.close()

    async def _answer(self, resource: str, offer: str) -> str:
        pc = create_peer_connection(loopback=True)
        self.sessions[resource] = pc

        @pc.on("track")
        def on_track(track) -> None:
            receiver = aiortc_hooks.receiver_of(pc, track)
            aiortc_hooks.tap_receiver(receiver, lambda codec, frame, kind=track.kind: self._count(kind),
                                      lambda packet: None)

        await pc.setRemoteDescription(RTCSessionDescription(sdp=offer, type="offer"))
        await pc.setLocalDescription(await pc.createAnswer())
        return pc.localDescription.sdp

    def _count(self, kind: str) -> None:
        self.frames[kind] += 1


def forward_body(kind: str, url: str, user_id: str) -> dict:
    body = {"forward_id": f"bench-{kind}", "type": "audio,video", "url": url}
    return {**body, "user_id": user_id} if kind == "source" else body


async def start_forward(http: httpx.AsyncClient, kind: str, url: str, user_ids: list[str]) -> None:
    """POST the forward; a source forward takes the first participant whose media the engine has (a leg that
    lost its connection on a loaded machine is refused with 400 and said so)."""
    for user_id in user_ids:
        r = await http.post(f"/rooms/bench/forward/{kind}", json=forward_body(kind, url, user_id))
        if r.status_code == 201:
            return
        print(f"forward/{kind} refused: {r.status_code} {r.text}", flush=True)
    raise RuntimeError(f"no forward/{kind} could start")


async def bench(kinds: list[str], rounds: int, seconds: float) -> None:
    engine = Engine(allow_targets=["127.0.0.0/8"])  # its WHIP endpoint listens on 127.0.0.1
    sessions: list[CallSession] = []
    try:
        async with httpx.AsyncClient(base_url=engine.base, headers={"Authorization": API_KEY}, timeout=20) as http, \
                CountingWhipEndpoint() as whip:
            replies = []
            for name in NAMES:
                reply, session = await join(http, name)
                replies.append(reply)
                sessions.append(session)
            await asyncio.sleep(5)  # every leg renegotiated into MCU mode and its first frames decoded
            assert not any(s.sfu_mode for s in sessions), "the meeting is not in MCU mode"
            user_ids = [(await http.get(f"/rooms/{r['access_key']}")).json()["user"]["id"] for r in replies]
            results = {}
            for kind in kinds:
                without, with_, video_fps, audio_fps = [], [], [], []
                print(f"forward/{kind}\nround  without_cores  with_cores  added_cores  video_fps  audio_fps",
                      flush=True)
                for i in range(rounds):
                    without.append(await engine_cpu(engine, seconds))
                    await start_forward(http, kind, whip.url, user_ids)
                    await asyncio.sleep(SETTLE)
                    before, t0 = dict(whip.frames), time.monotonic()
                    with_.append(await engine_cpu(engine, seconds))
                    elapsed = time.monotonic() - t0
                    video_fps.append((whip.frames["video"] - before["video"]) / elapsed)
                    audio_fps.append((whip.frames["audio"] - before["audio"]) / elapsed)
                    assert (await http.delete(f"/rooms/bench/forward/bench-{kind}")).status_code == 200
                    print(f"{i + 1:5d}  {without[-1]:13.3f}  {with_[-1]:10.3f}  {with_[-1] - without[-1]:11.3f}"
                          f"  {video_fps[-1]:9.1f}  {audio_fps[-1]:9.1f}", flush=True)
                    await asyncio.sleep(1)
                added = [w - o for o, w in zip(without, with_)]
                results[kind] = (statistics.median(without), statistics.median(with_), statistics.median(added),
                                 statistics.median(video_fps), statistics.median(audio_fps))
        print(f"medians over {rounds} rounds of {seconds:g} s:")
        for kind, (off, on, added, vfps, afps) in results.items():
            print(f"forward/{kind}: without {off:.3f} core, with {on:.3f} core, added {added:.3f} core"
                  f" ({100 * added:.1f}% of one core); destination received {vfps:.1f} video and {afps:.1f} audio"
                  f" frames/s")
    finally:
        await asyncio.gather(*(s.hangup() for s in sessions), return_exceptions=True)
        engine.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=8.0)
    p.add_argument("--kinds", default="mcu,source", help="comma separated: mcu, source")
    args = p.parse_args()
    limit_malloc_arenas()
    asyncio.run(bench(args.kinds.split(","), args.rounds, args.seconds))


if __name__ == "__main__":
    main()
