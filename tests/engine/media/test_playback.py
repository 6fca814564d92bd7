"""Playbacks (engine/media/playback.py): real files made with PyAV (a VP8 webm whose frames carry their number
as their brightness, with a tone; an mp3 tone), decoded at real time by the playback's own thread and read as
the MCU reads them (video_frame, audio_samples)."""
from __future__ import annotations

import asyncio
import functools
import http.server
import os
import socket
import threading
import time
from pathlib import Path

import av
import numpy as np
import pytest

from meetdesk.engine.media.media_source import PlaybackError, resolve_source
from meetdesk.engine.media.playback import FRAME_SAMPLES, MAX_HEIGHT, MAX_WIDTH, Playback
from meetdesk.engine.outbound import REFUSAL, OutboundPolicy

LOOPBACK = OutboundPolicy(["127.0.0.0/8", "::1/128"])  # the test servers listen on loopback

FPS = 30
STEP = 3  # brightness (Y) step per frame: frame i has Y = 16 + STEP * i


def write_webm(path: Path, seconds: float, width: int = 320, height: int = 240, tone: float = 0.5,
               codecs: tuple[str, str] = ("libvpx", "libopus")) -> int:
    """A VP8 webm (or another container and codecs by ``path``'s suffix and ``codecs``) whose frame i is flat
    grey of luma 16 + STEP * i, with a tone of 440 Hz (amplitude ``tone``; none when 0); returns the number of
    frames."""
    container = av.open(str(path), "w")
    video = container.add_stream(codecs[0], rate=FPS)
    video.width, video.height, video.pix_fmt = width, height, "yuv420p"
    video.options = {"deadline": "realtime", "cpu-used": "8"} if codecs[0].startswith("libvpx") \
        else {"preset": "ultrafast"}
    sound = container.add_stream(codecs[1], rate=48000) if tone else None
    if sound is not None:
        sound.layout = "mono"
    count = int(seconds * FPS)
    for i in range(count):
        frame = av.VideoFrame(width, height, "yuv420p")
        for plane, value in zip(frame.planes, (16 + STEP * i, 128, 128)):
            np.frombuffer(plane, np.uint8)[:] = value
        frame.pts = i
        for packet in video.encode(frame):
            container.mux(packet)
    if sound is not None:
        t = np.arange(int(seconds * 48000)) / 48000
        wave = (tone * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
        for start in range(0, wave.size, 960):
            chunk = av.AudioFrame.from_ndarray(wave[start:start + 960].reshape(1, -1), format="flt", layout="mono")
            chunk.sample_rate, chunk.pts = 48000, start
            for packet in sound.encode(chunk):
                container.mux(packet)
    for stream in (video, sound):
        if stream is not None:
            for packet in stream.encode(None):
                container.mux(packet)
    container.close()
    return count


def write_mp3(path: Path, seconds: float) -> None:
    """An mp3 of a 440 Hz tone at amplitude 0.5 (44.1 kHz: the playback resamples it)."""
    container = av.open(str(path), "w")
    sound = container.add_stream("libmp3lame", rate=44100)
    sound.layout = "mono"
    t = np.arange(int(seconds * 44100)) / 44100
    wave = (0.5 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    for start in range(0, wave.size, 1152):
        chunk = av.AudioFrame.from_ndarray(wave[start:start + 1152].reshape(1, -1), format="fltp", layout="mono")
        chunk.sample_rate, chunk.pts = 44100, start
        for packet in sound.encode(chunk):
            container.mux(packet)
    for packet in sound.encode(None):
        container.mux(packet)
    container.close()


def frame_number(frame: av.VideoFrame) -> int:
    plane = frame.planes[0]
    luma = np.frombuffer(plane, np.uint8).reshape(-1, plane.line_size)[:frame.height, :frame.width].mean()
    return round((luma - 16) / STEP)


@pytest.fixture(scope="module")
def media(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("playback-media")
    write_webm(root / "clip.webm", 2.0)
    write_webm(root / "short.webm", 0.5)
    write_webm(root / "big.webm", 0.2, 1920, 1080, tone=0)
    write_mp3(root / "tone.mp3", 1.0)
    write_webm(root / "h264.mp4", 0.5, codecs=("libx264", "aac"))
    write_webm(root / "vp9.webm", 0.5, codecs=("libvpx-vp9", "libopus"))
    (root / "broken.webm").write_bytes((root / "clip.webm").read_bytes()[:300])
    (root / "notes.txt").write_text("not media\n")
    (root / "sub").mkdir()
    return root


class Ends:
    """on_end calls: the playbacks that ended, when, and on which thread."""

    def __init__(self) -> None:
        self.event = asyncio.Event()
        self.calls: list[tuple[Playback, float, int]] = []

    def __call__(self, playback: Playback) -> None:
        self.calls.append((playback, time.monotonic(), threading.get_ident()))
        self.event.set()

    async def wait(self, timeout: float = 10.0) -> Playback:
        await asyncio.wait_for(self.event.wait(), timeout)
        return self.calls[0][0]


def play(media: Path, url: str, ends: Ends | None = None, **kwargs) -> Playback:
    kwargs.setdefault("outbound", LOOPBACK)
    playback = Playback("p1", url, on_end=ends, media_dir=media, **kwargs)
    playback.start()
    return playback


# -- sources --------------------------------------------------------------------------------------------------

def test_sources_are_http_urls_or_files_inside_the_media_directory(media, tmp_path):
    assert resolve_source("https://example.com/a.mp4", media) == "https://example.com/a.mp4"
    assert resolve_source(" http://127.0.0.1:8080/v.webm ", media) == "http://127.0.0.1:8080/v.webm"
    assert resolve_source("clip.webm", media) == str((media / "clip.webm").resolve())
    assert resolve_source(str(media / "clip.webm"), media) == str((media / "clip.webm").resolve())
    assert resolve_source("sub/../clip.webm", media) == str((media / "clip.webm").resolve())
    outside = tmp_path / "outside.webm"
    outside.write_bytes(b"x")
    (media / "sub" / "link.webm").unlink(missing_ok=True)
    os.symlink(outside, media / "sub" / "link.webm")
    refused = {
        f"file://{media}/clip.webm": "http or https", "file:clip.webm": "http or https",
        "ftp://example.com/a.mp4": "http or https", "rtmp://example.com/live": "http or https",
        "javascript:alert(1)": "http or https", "C:\\videos\\a.mp4": "http or https",
        "../outside.webm": "outside", str(outside): "outside", "sub/../../outside.webm": "outside",
        "sub/link.webm": "outside", "missing.webm": "no file", "sub": "no file", "": "empty",
        "http:///path": "no host", "http://x/\x00": "control", "x" * 3000: "longer", "http://[::1/a": "valid URL",
    }
    for url, why in refused.items():
        with pytest.raises(PlaybackError, match=why):
            resolve_source(url, media)
    with pytest.raises(PlaybackError, match="no local files"):
        resolve_source("clip.webm", None)


# -- pacing, pictures, sound -------------------------------------------------------------------------------------

async def test_a_video_plays_at_real_time_and_ends(media):
    ends = Ends()
    started = time.monotonic()
    playback = play(media, "clip.webm", ends)
    seen: list[tuple[float, int]] = []  # (s since start, frame number shown)
    while not ends.event.is_set() and time.monotonic() - started < 10:
        frame = playback.video_frame()
        if frame is not None:
            seen.append((time.monotonic() - started, frame_number(frame)))
        await asyncio.sleep(0.01)
    await ends.wait()
    numbers = [n for _, n in seen]
    assert numbers == sorted(numbers)  # in order
    assert numbers[-1] == 59 and len(set(numbers)) >= 20  # every frame is due in turn, up to the last one
    early = [n for at, n in seen if at <= 0.5]
    assert early and max(early) < 0.6 * 60  # after 0.5 s, not more than half a second of frames shown
    assert ends.calls[0][1] - started >= 1.8  # 2 s of media take 2 s
    assert playback.ended and playback.error is None and playback.plays == 1
    assert ends.calls[0][2] == threading.get_ident()  # on_end runs on the loop's thread
    frame = playback.video_frame()
    assert (frame.width, frame.height, frame.format.name) == (320, 240, "yuv420p")


async def test_sound_comes_in_20_ms_frames_of_the_tone(media):
    ends = Ends()
    playback = play(media, "clip.webm", ends, audio=True)
    frames: list[np.ndarray] = []
    while not ends.event.is_set():
        samples = playback.audio_samples()
        if samples is not None:
            frames.append(samples)
        await asyncio.sleep(0.02)  # the MCU's audio tick
    assert all(f.shape == (FRAME_SAMPLES,) and f.dtype == np.float32 for f in frames)
    assert len(frames) >= 40  # most of 2 s came through
    levels = [float(np.sqrt(np.mean(f ** 2))) for f in frames[5:-5]]
    assert all(0.25 < level < 0.45 for level in levels), levels  # a sine of amplitude 0.5: rms 0.35
    spectrum = np.abs(np.fft.rfft(np.concatenate(frames[5:30])))
    assert abs(np.argmax(spectrum) * 48000 / (25 * FRAME_SAMPLES) - 440) < 5


async def test_without_audio_the_playback_is_silent(media):
    ends = Ends()
    playback = play(media, "short.webm", ends, audio=False)
    heard = []
    while not ends.event.is_set():
        heard.append(playback.audio_samples())
        await asyncio.sleep(0.02)
    assert set(map(type, heard)) == {type(None)} and playback.video_frame() is not None


async def test_an_mp3_has_sound_and_no_picture(media):
    ends = Ends()
    started = time.monotonic()
    playback = play(media, "tone.mp3", ends, audio=True)
    frames = []
    while not ends.event.is_set():
        assert playback.video_frame() is None
        samples = playback.audio_samples()
        if samples is not None:
            frames.append(samples)
        await asyncio.sleep(0.02)
    assert ends.calls[0][1] - started >= 0.9 and playback.error is None
    levels = [float(np.sqrt(np.mean(f ** 2))) for f in frames[3:-3]]
    assert len(frames) >= 20 and all(0.25 < level < 0.45 for level in levels), levels
    # played silently it still takes its time, and ends
    silent_ends = Ends()
    started = time.monotonic()
    silent = play(media, "tone.mp3", silent_ends, audio=False)
    await silent_ends.wait()
    assert silent_ends.calls[0][1] - started >= 0.9 and silent.error is None and silent.audio_samples() is None


@pytest.mark.parametrize("url", ["h264.mp4", "vp9.webm"])
async def test_h264_mp4_and_vp9_webm_play(media, url):
    ends = Ends()
    playback = play(media, url, ends, audio=True)
    numbers, levels = [], []
    while not ends.event.is_set():
        frame = playback.video_frame()
        if frame is not None:
            numbers.append(frame_number(frame))
        samples = playback.audio_samples()
        if samples is not None:
            levels.append(float(np.sqrt(np.mean(samples ** 2))))
        await asyncio.sleep(0.02)
    assert playback.error is None and numbers == sorted(numbers) and numbers[-1] == 14
    assert len(levels) >= 10 and 0.25 < float(np.median(levels)) < 0.45


async def test_a_large_picture_is_scaled_down_once(media):
    ends = Ends()
    playback = play(media, "big.webm", ends)
    await ends.wait()
    frame = playback.video_frame()
    assert (frame.width, frame.height) == (MAX_WIDTH, MAX_HEIGHT) and frame.format.name == "yuv420p"


# -- loops and stop ---------------------------------------------------------------------------------------------

async def test_loop_count_n_plays_n_plus_one_times(media):
    ends = Ends()
    started = time.monotonic()
    playback = play(media, "short.webm", ends, loop_count=2)
    numbers = []
    while not ends.event.is_set():
        frame = playback.video_frame()
        if frame is not None:
            numbers.append(frame_number(frame))
        await asyncio.sleep(0.01)
    assert playback.plays == 3 and ends.calls[0][1] - started >= 1.35  # 3 x 0.5 s
    restarts = sum(1 for a, b in zip(numbers, numbers[1:]) if b < a)
    assert restarts == 2  # the picture went back to the first frames twice


async def test_loop_count_minus_one_repeats_until_stopped(media):
    ends = Ends()
    playback = play(media, "short.webm", ends, loop_count=-1)
    while playback.plays < 3:
        assert not playback.ended
        await asyncio.sleep(0.05)
    await asyncio.to_thread(playback.stop)
    assert playback.ended and not playback._thread.is_alive()
    await asyncio.sleep(0.1)
    assert ends.calls == []  # stop() ends it without on_end


async def test_stop_ends_a_playback_at_once(media):
    ends = Ends()
    playback = play(media, "clip.webm", ends, audio=True)
    await asyncio.sleep(0.3)
    started = time.monotonic()
    await asyncio.to_thread(playback.stop)
    assert not playback._thread.is_alive() and time.monotonic() - started < 1.0
    assert ends.calls == []


# -- failures end the playback ------------------------------------------------------------------------------------

@pytest.mark.parametrize("url, why", [("broken.webm", ""), ("notes.txt", "Invalid data"),
                                      ("../outside.webm", "outside"), ("missing.webm", "no file"),
                                      ("file:clip.webm", "http or https")])
async def test_a_source_that_cannot_play_ends_with_on_end(media, url, why, caplog):
    ends = Ends()
    playback = play(media, url, ends)
    assert await ends.wait() is playback
    assert playback.ended and playback.error and why in playback.error
    assert [r.levelname for r in caplog.records if r.name.endswith("playback")] == ["WARNING"]


# -- http -----------------------------------------------------------------------------------------------------------

@pytest.fixture
def http_server(media):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(media))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


async def test_an_http_url_plays(media, http_server):
    ends = Ends()
    playback = play(media, f"{http_server}/short.webm", ends, audio=True)
    numbers, heard = [], 0
    while not ends.event.is_set():
        frame = playback.video_frame()
        if frame is not None:
            numbers.append(frame_number(frame))
        heard += playback.audio_samples() is not None
        await asyncio.sleep(0.02)
    assert playback.error is None and numbers[-1] == 14 and heard >= 10


@pytest.mark.parametrize("path", ["/missing.webm", "/notes.txt"])
async def test_an_http_url_that_fails_ends_the_playback(media, http_server, path):
    ends = Ends()
    playback = play(media, http_server + path, ends)
    await ends.wait()
    assert playback.error


async def test_a_refused_connection_ends_the_playback(media):
    with socket_bound() as port:  # a port nobody listens on
        ends = Ends()
        playback = play(media, f"http://127.0.0.1:{port}/clip.webm", ends)
        await ends.wait()
    assert playback.error == REFUSAL  # the one sentence: nothing tells a closed port from a refused address


class socket_bound:
    """A bound but not listening TCP port on 127.0.0.1 (connections to it are refused)."""

    def __enter__(self) -> int:
        import socket
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        return self.sock.getsockname()[1]

    def __exit__(self, *exc) -> None:
        self.sock.close()


def test_the_wire_object(media):
    playback = Playback("intro", "https://example.com/a.webm", name="Intro", replacement_id="ann", audio=True,
                        loop_count=-1, media_dir=media)
    assert playback.info() == {"url": "https://example.com/a.webm", "name": "Intro", "play_id": "intro",
                               "replacement_id": "ann", "audio": True, "loop_count": -1}
    assert Playback("x", "clip.webm").info()["name"] is None


# -- the outbound policy: FFmpeg never connects; every hop is checked ----------------------------------------------

class Recorder(http.server.SimpleHTTPRequestHandler):
    """Serves the media directory and notes every request path (on the server's ``seen``)."""

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        self.server.seen.append(self.path)
        if self.path.startswith("/go/"):  # a redirector: /go/<url>
            self.send_response(302)
            self.send_header("Location", self.path[len("/go/"):])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        super().do_GET()


def serve(media: Path, host: str):
    server = http.server.ThreadingHTTPServer((host, 0), functools.partial(Recorder, directory=str(media)))
    server.seen = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


async def test_loopback_addresses_are_refused_by_default_and_on_a_redirect(media):
    servers = [serve(media, "127.0.0.1"), serve(media, "127.0.0.2")]
    try:
        first, second = (s.server_address[1] for s in servers)
        # the default policy: loopback refused, with the one sentence
        for url in (f"http://127.0.0.1:{first}/short.webm", f"http://localhost:{first}/short.webm"):
            ends = Ends()
            playback = play(media, url, ends, outbound=OutboundPolicy())
            await ends.wait()
            assert playback.error == REFUSAL, url
        # allowed: 127.0.0.1 only; it redirects to 127.0.0.2, which is not
        only_first = OutboundPolicy(["127.0.0.1/32"])
        ends = Ends()
        playback = play(media, f"http://127.0.0.1:{first}/go/http://127.0.0.2:{second}/short.webm", ends,
                        outbound=only_first)
        await ends.wait()
        assert playback.error == REFUSAL
        assert servers[0].seen == [f"/go/http://127.0.0.2:{second}/short.webm"] and servers[1].seen == []
        # a redirect that stays inside what is allowed plays
        ends = Ends()
        playback = play(media, f"http://127.0.0.1:{first}/go/http://127.0.0.1:{first}/short.webm", ends,
                        outbound=only_first)
        await ends.wait()
        assert playback.error is None and playback.plays == 1
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


async def test_ipv6_loopback_is_refused_by_default(media):
    server = http.server.ThreadingHTTPServer.__new__(http.server.ThreadingHTTPServer)
    server.address_family = socket.AF_INET6
    server.__init__(("::1", 0), functools.partial(Recorder, directory=str(media)))
    server.seen = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://[::1]:{server.server_address[1]}/short.webm"
        ends = Ends()
        refused = play(media, url, ends, outbound=OutboundPolicy())
        await ends.wait()
        assert refused.error == REFUSAL and server.seen == []
        ends = Ends()
        allowed = play(media, url, ends)  # LOOPBACK allows ::1/128
        await ends.wait()
        assert allowed.error is None and server.seen
    finally:
        server.shutdown()
        server.server_close()


class Silent:
    """A TCP listener on 127.0.0.1 that accepts every connection and never answers."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                self.accepted.append(self.sock.accept()[0])
            except OSError:
                return

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


async def wait_threads(baseline: int, timeout: float = 10.0) -> int:
    """Poll until the thread count is back to ``baseline`` (or ``timeout``); the last count."""
    deadline = time.monotonic() + timeout
    while threading.active_count() > baseline and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return threading.active_count()


async def test_stopped_playbacks_of_a_silent_server_leave_no_thread(media):
    silent = Silent()

    async def cycle() -> None:
        connected = len(silent.accepted)
        playbacks = [play(media, f"http://127.0.0.1:{silent.port}/clip.webm") for _ in range(4)]
        for _ in range(200):  # each connects and waits for an answer
            if len(silent.accepted) >= connected + 4:
                break
            await asyncio.sleep(0.05)
        assert len(silent.accepted) == connected + 4 and all(not p.ended for p in playbacks)
        stops = [threading.Thread(target=p.stop) for p in playbacks]  # as the engine does, off the loop
        for stop in stops:
            stop.start()
        while any(stop.is_alive() for stop in stops):
            await asyncio.sleep(0.02)

    try:
        baseline = threading.active_count()
        for _ in range(6):
            await cycle()
        # every stop() shut its connection down: the threads end now, not after the 10 s read timeout
        assert await wait_threads(baseline, timeout=3.0) == baseline, [t.name for t in threading.enumerate()]
    finally:
        silent.close()
