"""`meetdesk join LINK_OR_KEY --name NAME [--api URL] [--seconds N] [--stats] [--tile NAME_OR_CID]
[--size WxH] [--color #RRGGBB] [--silent | --audio-file PATH] [--tone HZ] [--save-frame PATH.png]`: a headless
participant.

Joins with any link the service hands out (access key, guest link, permalink host or guest link, meetdesk://
link), sends a synthetic camera (test card with frame counter and timestamp; with ``--color`` a card filled
with that colour) and microphone (a beeping tone, ``--tone`` Hz; digital silence with ``--silent``; the sound of
a file said over and over, a second apart, with ``--audio-file``: a recorded voice for captions), prints
every event as one line as it comes, and ends with one line that counts the media received:

    waiting for a host to start the meeting        (a permalink guest before the host; then, once each:)
    Ada has not started the meeting yet           (or "the host's computer cannot be reached right now; ...")
    joined <room_id> as <name> (guest|user) access_key=<key>
    event rt room_setup {...}
    event sepp memberlist {...}
    ...
    received video_frames=<n> audio_frames=<n> first_frame_ms=<ms|-> [latency_ms_p50=.. latency_ms_p95=..]

The ``received`` line is always the last line: it is printed once every socket is closed (the real-time
client reports its own close as an event), and nothing is printed after it, also when the call fails after
joining (the error goes to stderr before it, exit code 1). ``--save-frame`` writes the last decoded remote
video frame as PNG before that line (none received: a line on stderr, no file, exit code still 0; the
engine's black filler, sent while no one's video is routed here, counts as a frame). With
``--stats`` a line every second: ``stats t=.. video_fps=.. audio_fps=.. [latency_ms=.. [tile=..]] [audio_dbfs=..]``
(audio_dbfs: RMS level of the audio received in that second). This output is used by checks outside the
test suite: keep its shape.

Latency is the age of the test card's clock stamp (the sender's wall clock, one machine or synchronised
clocks) when a frame with a new stamp arrives. In peer mode the received picture is the other participant's
card and is read whole (no ``tile=``). In a composed picture (MCU) it is read in one tile, located by the
sepp ``source_update`` (src/vsrc/dims): by default the participant's own (``tile=own``: its card's way to the
engine, into the picture and back), with ``--tile NAME_OR_CID`` the tile of that participant (``tile=<cid>``).
``latency_ms`` covers only the stamps read since the previous stats line; none read (the tile not in the
picture, no stamp on it): no ``latency_ms``, never an old figure. The last line's percentiles cover every
stamp read in the call. A card the picture crops (a 4:3 card in a 16:9 tile of a widescreen meeting loses its
bottom edge, where the stamp is) cannot be read: ``--size 640x360`` sends a card of the tile's shape.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from meetdesk.api.links import parse_link
from meetdesk.client.join_tiles import _strip_domain, card_in_tile, tile_region
from meetdesk.media.live_audio import LiveAudio
from meetdesk.media.speech_track import SpeechTrack, read_sound
from meetdesk.media.synthetic import TestCardTrack, ToneTrack, parse_color, read_stamp
from meetdesk.rtc.levels import rms, to_dbfs

from .call import CallSession
from .realtime import RealtimeClient
from .errors import CertificateMismatch, MeetingNotStarted, ServiceError, ServiceUnreachable
from .rest import join_from_link
from .sepp import CallRejected, SeppError, SignalingRefused

# Realtime messages whose content is the whole meeting reply: printed as a short summary.
_ROOM_MESSAGES = {"room_setup", "room_ready"}


def _color_arg(text: str) -> tuple[int, int, int]:
    try:
        return parse_color(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _sound_arg(path: str) -> Any:
    try:
        return read_sound(path)   # read now: a file that is no sound fails before joining
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _tone_arg(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 20 <= value <= 20000):
        raise argparse.ArgumentTypeError(f"tone must be a frequency in Hz from 20 to 20000, not {text!r}")
    return value


def _size_arg(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        size = int(width), int(height)
    except ValueError:
        size = (0, 0)
    if not (80 <= size[0] <= 1920 and 60 <= size[1] <= 1080 and size[0] % 2 == 0 and size[1] % 2 == 0):
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, even, from 80x60 to 1920x1080, not {text!r}")
    return size


def _frame_path_arg(text: str) -> Path:
    path = Path(text)
    if not text or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a directory, not a file name")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"the folder of {text!r} does not exist")
    return path


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meetdesk join", description="Join a meeting headless with synthetic media.")
    p.add_argument("link", metavar="LINK_OR_KEY", help="access key, guest link, permalink link or meetdesk:// link")
    p.add_argument("--name", required=True, help="display name (guests and permalink guests)")
    p.add_argument("--api", default=os.environ.get("MEETDESK_API"),
                   help="service base URL when the link does not carry it (default $MEETDESK_API)")
    p.add_argument("--seconds", type=float, default=None, help="leave after N seconds (default: until Ctrl-C "
                                                                 "or the meeting ends)")
    p.add_argument("--stats", action="store_true", help="print media statistics every second")
    p.add_argument("--wait", type=float, default=None,
                   help="seconds to wait for a host to start a permalink meeting (default: as long as it takes)")
    p.add_argument("--color", type=_color_arg, default=None, metavar="#RRGGBB",
                   help="send a camera card filled with this colour instead of colour bars")
    sound = p.add_mutually_exclusive_group()
    sound.add_argument("--silent", action="store_true", help="the microphone sends silence instead of the tone")
    sound.add_argument("--audio-file", type=_sound_arg, default=None, metavar="PATH",
                       help="the microphone says this file's sound over and over, a second apart (e.g. a voice)")
    p.add_argument("--tone", type=_tone_arg, default=440.0, metavar="HZ",
                   help="frequency of the microphone's beeps (default 440)")
    p.add_argument("--tile", default=None, metavar="NAME_OR_CID",
                   help="in a composed picture, read the latency in this participant's tile (display name or "
                        "client id; default: your own tile)")
    p.add_argument("--size", type=_size_arg, default=(640, 480), metavar="WxH",
                   help="the camera card's size (default 640x480; 640x360 fits a widescreen meeting's tiles)")
    p.add_argument("--save-frame", type=_frame_path_arg, default=None, metavar="PATH.png",
                   help="on leaving, write the last received video frame as PNG")
    return p


def _line(*parts: Any) -> None:
    print(" ".join(str(p) for p in parts), flush=True)


def _compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True, default=str)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def error_message(err: BaseException) -> str | None:
    """The one stderr line for an expected failure (without the ``meetdesk join:`` prefix), else None."""
    if isinstance(err, MeetingNotStarted):
        return "the host did not start the meeting in time"
    if isinstance(err, ServiceUnreachable):
        return f"service unreachable: {err}"
    if isinstance(err, ServiceError):
        return f"{err.status} {err.message}"
    if isinstance(err, CallRejected):
        return f"call rejected: {err}"
    if isinstance(err, (SignalingRefused, SeppError)):
        return f"signaling failed: {err}"
    if isinstance(err, ValueError):
        return str(err)
    return None


def waiting_sentence(err: BaseException) -> str:
    """The line a waiting guest prints: whom it waits for, or that the host's computer cannot be reached now."""
    if isinstance(err, ServiceUnreachable):
        return "the host's computer cannot be reached right now; still waiting"
    host = getattr(err, "host", None)
    return f"{host} has not started the meeting yet" if host else "the host has not started the meeting yet"


def save_png(frame, path: Path) -> None:
    """Write a video frame as PNG (RGB), through a temporary file so that no half-written file is left."""
    part = path.with_name(path.name + ".part")
    try:
        frame.to_image().save(part, format="PNG")
        os.replace(part, path)
    finally:
        if part.exists():
            part.unlink()


def make_tracks(args: argparse.Namespace) -> tuple[TestCardTrack, ToneTrack | SpeechTrack]:
    """The synthetic camera and microphone the flags ask for."""
    width, height = getattr(args, "size", None) or (640, 480)
    video = TestCardTrack(width, height, label=args.name, color=args.color)
    if getattr(args, "audio_file", None) is not None:
        return video, SpeechTrack(args.audio_file, pause_s=1.0)
    audio = ToneTrack(freq=args.tone, amplitude=0.0 if args.silent else 0.25)
    return video, audio


class JoinRun:
    """One headless participant; counts what it receives."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.t0 = time.monotonic()
        self.video_frames = 0
        self.audio_frames = 0
        self.first_frame_ms: float | None = None
        self.latencies: list[float] = []
        self.window: list[tuple[float, str | None]] = []   # (latency, tile label) since the last stats line
        self.session: CallSession | None = None
        self.names: dict[str, str] = {}    # client id (without domain) -> display name, for --tile NAME
        self._last_stamp: tuple[str | None, int] | None = None  # (tile, counter) last read: repeats not counted
        self.last_frame = None      # the last decoded remote video frame, for --save-frame
        self.audio_power = 0.0      # sum of the received frames' mean squares since the last stats line
        self.audio_power_frames = 0
        self.stop = asyncio.Event()
        self.exit_code = 0
        self.finished = False       # the summary is printed: nothing else may be

    def say(self, *parts: Any) -> None:
        """Print one line, unless the summary (the last line) is already out."""
        if not self.finished:
            _line(*parts)

    async def join(self):
        """Join; a permalink guest before the host waits (``--wait`` seconds, by default as long as it takes), saying
        once whom for ("Ada has not started the meeting yet") and going on while the host's computer cannot be
        reached (its app starting again)."""
        deadline = None if self.args.wait is None else time.monotonic() + self.args.wait
        announced, said = False, None
        while True:
            try:
                return await join_from_link(self.args.link, self.args.name, self.args.api)
            except (MeetingNotStarted, ServiceUnreachable) as err:
                if isinstance(err, ServiceUnreachable) and (not announced or isinstance(err, CertificateMismatch)):
                    raise
                if not announced:
                    self.say("waiting for a host to start the meeting")
                    announced = True
                sentence = waiting_sentence(err)
                if sentence != said:
                    self.say(sentence)
                    said = sentence
                if (deadline is not None and time.monotonic() > deadline) or self.stop.is_set():
                    raise MeetingNotStarted("the host did not start the meeting in time") from err
                try:
                    await asyncio.wait_for(self.stop.wait(), 1.0)
                except asyncio.TimeoutError:
                    pass

    async def run(self) -> int:
        client, meeting = await self.join()
        try:
            code = await self._in_meeting(client, meeting)
        except Exception as err:    # after joining: the error, then still the summary
            message = error_message(err)
            if message is None:
                traceback.print_exc()
                message = f"unexpected error: {err!r}"
            print(f"meetdesk join: {message}", file=sys.stderr, flush=True)
            code = 1
        finally:
            await client.aclose()
        if self.args.save_frame is not None and not self._save_frame(self.args.save_frame):
            code = 1
        self._summary()     # after the call, the real-time socket and the HTTP client are closed
        return code

    def _save_frame(self, path: Path) -> bool:
        """Write the last received frame as PNG; False if that failed (a line on stderr says why)."""
        if self.last_frame is None:
            print(f"meetdesk join: no video frame received, {path} not written", file=sys.stderr, flush=True)
            return True
        try:
            save_png(self.last_frame, path)
        except (OSError, ValueError) as err:
            print(f"meetdesk join: cannot write {path}: {err}", file=sys.stderr, flush=True)
            return False
        return True

    async def _in_meeting(self, client, meeting) -> int:
        kind = "guest" if meeting.user.guest else "user"
        self.say("joined", meeting.room.id, "as", _compact(meeting.user.name), f"({kind})",
                 f"access_key={meeting.access_key}")
        realtime = RealtimeClient(meeting.links.websocket)
        ready = asyncio.Event()
        if meeting.ready:
            ready.set()

        def on_rt(msg: dict[str, Any]) -> None:
            type_ = msg.get("type")
            if type_ in _ROOM_MESSAGES:
                content = msg.get("content") or {}
                self.say("event rt", type_,
                         _compact({"ready": content.get("ready"), "locked": content.get("locked")}))
                if content.get("ready"):
                    ready.set()
            else:
                self.say("event rt", type_, _compact({k: v for k, v in msg.items() if k != "type"}))
            if type_ == "connection" and msg.get("state") == "closed":
                self.stop.set()

        realtime.add_listener(on_rt)
        realtime.start()
        realtime.start_keep_alive()
        try:
            await self._wait_ready(client, meeting, ready)
            meeting = await client.get_meeting(meeting.access_key)  # fresh signaling token
            return await self._call(client, meeting)
        finally:
            await realtime.close()

    async def _wait_ready(self, client, meeting, ready: asyncio.Event) -> None:
        """room_ready on the realtime socket, or GET /rooms/<key> polled as the Go clients do."""
        while not ready.is_set():
            try:
                await asyncio.wait_for(ready.wait(), 1.0)
            except asyncio.TimeoutError:
                if (await client.get_meeting(meeting.access_key)).ready:
                    ready.set()

    async def _call(self, client, meeting) -> int:
        video, audio = make_tracks(self.args)
        # the tone stands for a microphone, read live (a recorded voice, --audio-file, is sent whole)
        sent = LiveAudio(audio) if isinstance(audio, ToneTrack) else audio
        session = CallSession(meeting, self.args.name, video, sent)
        self.session = session
        events = session.events()
        video_in = session.video_frames()
        audio_in = session.audio_frames()
        await session.start()
        tasks = [asyncio.ensure_future(c) for c in (
            self._print_events(events), self._count_video(video_in), self._count_audio(audio_in))]
        if self.args.tile:
            tasks.append(asyncio.ensure_future(self._learn_names(client, meeting.access_key, session.events())))
        if self.args.stats:
            tasks.append(asyncio.ensure_future(self._print_stats()))
        ended = asyncio.ensure_future(session.wait_ended())
        stopped = asyncio.ensure_future(self.stop.wait())
        waiters = [ended, stopped]
        if self.args.seconds is not None:
            waiters.append(asyncio.ensure_future(asyncio.sleep(self.args.seconds)))
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        if not session.ended:
            await session.hangup()
        for task in tasks + waiters:
            task.cancel()
        await asyncio.gather(*tasks, *waiters, return_exceptions=True)
        video.stop()
        sent.stop()
        return 0

    async def _print_events(self, events) -> None:
        async for event in events:
            type_ = event.get("type")
            self.say("event sepp", type_, _compact({k: v for k, v in event.items() if k != "type"}))

    def _frame_arrived(self) -> None:
        if self.first_frame_ms is None:
            self.first_frame_ms = (time.monotonic() - self.t0) * 1000

    async def _count_video(self, frames) -> None:
        async for frame in frames:
            self.video_frames += 1
            self.last_frame = frame
            self._frame_arrived()
            now_ms = time.time() * 1000
            place = self._stamp_place(frame)
            if place is None:
                continue
            label, region = place
            stamp = read_stamp(frame, region)
            if stamp is None and region is not None:    # the card letterboxed in a tile of another shape
                width, height = (getattr(self.args, "size", None) or (640, 480)) if label == "own" else (640, 480)
                stamp = read_stamp(frame, card_in_tile(region, width / height))
            if stamp is None or (label, stamp[0]) == self._last_stamp:
                continue    # the composed picture repeats a tile whose card has no new frame yet
            self._last_stamp = (label, stamp[0])
            latency = now_ms - stamp[1]
            self.latencies.append(latency)
            self.window.append((latency, label))

    def _stamp_place(self, frame) -> tuple[str | None, tuple[int, int, int, int] | None] | None:
        """Where to read the stamp: (tile label, region); (None, None) for the whole picture in peer mode;
        None when the tile asked for is not in the composed picture."""
        session = self.session
        if session is None or session.sfu_mode:
            return None, None       # peer mode: the other participant's own picture
        place = tile_region(session.sources, frame.width, frame.height, self._tile_cid(session))
        if place is None:
            return None
        cid, region = place
        return ("own" if cid == _strip_domain(session.client_id) else cid), region

    def _tile_cid(self, session: CallSession) -> str | None:
        """The client id (without domain) whose tile is read: one's own, or the one --tile names."""
        wanted = self.args.tile
        if not wanted:
            return _strip_domain(session.client_id)
        wanted = _strip_domain(wanted)
        src = (session.sources or {}).get("src") or []
        if any(isinstance(cid, str) and _strip_domain(cid) == wanted for cid in src):
            return wanted
        return next((cid for cid, name in self.names.items() if name == self.args.tile), None)

    async def _learn_names(self, client, access_key: str, events) -> None:
        """The display names of the participants in the picture (REST, once each), for --tile NAME."""
        async for event in events:
            if event.get("type") != "source_update":
                continue
            for cid in event.get("src") or []:
                if not isinstance(cid, str) or cid.startswith("media-") or _strip_domain(cid) in self.names:
                    continue
                try:
                    user = await client.get_user(access_key, _strip_domain(cid))
                except Exception:     # left already, or no such user: asked again at the next update
                    continue
                self.names[_strip_domain(cid)] = user.name

    async def _count_audio(self, frames) -> None:
        async for frame in frames:
            self.audio_frames += 1
            if self.args.stats:
                self.audio_power += rms(frame) ** 2
                self.audio_power_frames += 1

    async def _print_stats(self) -> None:
        last_v = last_a = 0
        while True:
            await asyncio.sleep(1.0)
            window, self.window = self.window, []
            lat = ""
            if window:      # only what was read in this second: none is printed rather than an old figure
                lat = f" latency_ms={_percentile([v for v, _ in window], 0.5):.0f}"
                label = window[-1][1]
                if label is not None:
                    lat += f" tile={label}"
            level = ""
            if self.audio_power_frames:
                level = f" audio_dbfs={to_dbfs(math.sqrt(self.audio_power / self.audio_power_frames)):.1f}"
            self.say(f"stats t={time.monotonic() - self.t0:.1f}s video_fps={self.video_frames - last_v}"
                     f" audio_fps={self.audio_frames - last_a}{lat}{level}")
            last_v, last_a = self.video_frames, self.audio_frames
            self.audio_power, self.audio_power_frames = 0.0, 0

    def _summary(self) -> None:
        """The last line of the output: what was received."""
        self.finished = True
        first = f"{self.first_frame_ms:.0f}" if self.first_frame_ms is not None else "-"
        line = f"received video_frames={self.video_frames} audio_frames={self.audio_frames} first_frame_ms={first}"
        if self.latencies:
            line += (f" latency_ms_p50={_percentile(self.latencies, 0.5):.0f}"
                     f" latency_ms_p95={_percentile(self.latencies, 0.95):.0f}")
        _line(line)


async def run(args: argparse.Namespace) -> int:
    job = JoinRun(args)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, job.stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    return await job.run()


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    try:
        parse_link(args.link)
    except ValueError as err:
        print(f"meetdesk join: {err}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(run(args))
    except Exception as err:     # before joining: no summary line
        message = error_message(err)
        if message is None:
            raise
        print(f"meetdesk join: {message}", file=sys.stderr)
    return 1
