"""`meetdesk join --color/--silent/--save-frame/--tone` as real processes against a running engine."""
from __future__ import annotations

import asyncio
import wave
import re
import signal
import sys

import av
import numpy as np
import pytest
from PIL import Image

from meetdesk.client import join_command
from meetdesk.media.synthetic import TestCardRenderer, read_stamp

SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+) first_frame_ms=(\S+)", re.M)
STATS_LEVEL = re.compile(r"^stats t=\S+ video_fps=\d+ audio_fps=(\d+)(?: latency_ms=\d+)? audio_dbfs=(\S+)$",
                         re.M)


async def _join(*args: str) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "meetdesk.cli", "join", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode, out.decode(), err.decode()


def _last_line(out: str) -> str:
    return [line for line in out.splitlines() if line.strip()][-1]


def _levels(out: str) -> list[float]:
    """audio_dbfs of the stats lines that saw a full second of audio."""
    return [float(level) for fps, level in STATS_LEVEL.findall(out) if int(fps) >= 40]


async def test_colour_silence_and_saved_frame_in_a_two_party_call(engine, api, tmp_path):
    reply = (await api.post("/rooms", json={"name": "Flags", "user": {"name": "Red"}})).json()
    png = tmp_path / "seen by green.png"
    # Red is in the call before Green joins and stays until Green has left: Green's last frame is Red's card.
    # (Both started together, Red's video was sometimes not routed yet when Green left after its 3 s on a
    # loaded machine, and Green saved the engine's black 320x240 filler, a frame too.)
    red_proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "meetdesk.cli", "join", reply["links"]["gui"], "--name", "Red", "--seconds", "120",
        "--stats", "--color", "#ff0000", "--silent", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        seen = []
        while not any(line.startswith("event sepp call_accepted") for line in seen):
            line = await asyncio.wait_for(red_proc.stdout.readline(), 60)
            assert line, "".join(seen)
            seen.append(line.decode())
        # 6 s: a loaded machine hands the sound on in bursts, and in 3 s no second held the 40 frames _levels counts
        green = await _join(reply["links"]["guest_join"], "--name", "Green", "--seconds", "6", "--stats",
                            "--color", "#00FF00", "--save-frame", str(png), "--tone", "700")
        red_proc.send_signal(signal.SIGINT)   # leaves as Ctrl-C does: the summary still comes last
        rest, red_err = await asyncio.wait_for(red_proc.communicate(), 60)
    finally:
        if red_proc.returncode is None:
            red_proc.kill()
            await red_proc.wait()
    red = (red_proc.returncode, "".join(seen) + rest.decode(), red_err.decode())

    for code, out, err in (red, green):
        assert code == 0, err
        assert "event sepp call_accepted" in out
        video, audio, _ = SUMMARY.search(out).groups()
        assert int(video) > 0 and int(audio) > 0, out
        assert _last_line(out).startswith("received "), out
    assert not list(tmp_path.glob("*.part"))

    # Green saw Red's card: red across the middle of the picture (VP8 and YUV shift colours a little).
    image = Image.open(png)
    assert image.format == "PNG" and image.mode == "RGB" and image.size == (640, 480)
    pixels = np.asarray(image).astype(float)
    middle = pixels[120:360, 160:480].reshape(-1, 3)
    assert np.allclose(middle.mean(axis=0), (255, 0, 0), atol=25), middle.mean(axis=0)
    assert (np.abs(middle - (255, 0, 0)).max(axis=1) < 40).mean() > 0.95

    # Green heard silence from Red; Red heard Green's beeps (400 ms of a 0.25 sine per second: about -19 dBFS).
    heard_by_green, heard_by_red = _levels(green[1]), _levels(red[1])
    assert heard_by_green and heard_by_red, (green[1], red[1])
    assert max(heard_by_green) < -60, heard_by_green
    assert max(heard_by_red) > -30, heard_by_red


@pytest.mark.parametrize("flag, value, message", [
    ("--color", "red", "colour must be #RRGGBB"),
    ("--color", "#12345", "colour must be #RRGGBB"),
    ("--color", "#12345g", "colour must be #RRGGBB"),
    ("--color", "#1234567", "colour must be #RRGGBB"),
    ("--tone", "nan", "tone must be a frequency"),
    ("--tone", "5", "tone must be a frequency"),
    ("--save-frame", "/no/such/folder/x.png", "the folder of"),
    ("--audio-file", "/no/such/voice.wav", "/no/such/voice.wav: cannot be read as sound"),
    ("--audio-file", __file__, f"{__file__}: cannot be read as sound"),
])
async def test_bad_flags_are_usage_errors(flag, value, message):
    code, out, err = await _join("http://127.0.0.1:9/?somekey0123456789abcdef", "--name", "X", flag, value)
    assert code == 2 and out == ""
    assert f"argument {flag}: {message}" in err and "Traceback" not in err


def test_parser_reads_the_flags(tmp_path):
    args = join_command.parser().parse_args(
        ["KEY", "--name", "N", "--color", "#0a0B0c", "--silent", "--tone", "880", "--save-frame",
         str(tmp_path / "f.png")])
    assert args.color == (10, 11, 12) and args.silent and args.tone == 880.0
    assert args.save_frame == tmp_path / "f.png"
    defaults = join_command.parser().parse_args(["KEY", "--name", "N"])
    assert defaults.color is None and not defaults.silent and defaults.tone == 440 and defaults.save_frame is None


def _run_with_frame(tmp_path, frame) -> join_command.JoinRun:
    args = join_command.parser().parse_args(["KEY", "--name", "N", "--save-frame", str(tmp_path / "f.png")])
    job = join_command.JoinRun(args)
    job.last_frame = frame
    return job


def test_save_frame_writes_the_frame_and_reports_a_failed_write(tmp_path, capsys):
    frame = TestCardRenderer(320, 240, color=(0, 0, 255)).render(1, 0)
    job = _run_with_frame(tmp_path, frame)
    assert job._save_frame(tmp_path / "f.png")
    saved = np.asarray(Image.open(tmp_path / "f.png")).astype(float)
    assert np.allclose(saved[60:180, 80:240].reshape(-1, 3).mean(axis=0), (0, 0, 255), atol=8)

    assert not job._save_frame(tmp_path / "gone" / "f.png")
    assert "cannot write" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.png"]


def test_save_frame_without_any_video_writes_nothing(tmp_path, capsys):
    """(A lone participant is no case for a process test: the engine sends it its own picture.)"""
    job = _run_with_frame(tmp_path, None)
    assert job._save_frame(tmp_path / "f.png")       # not an error: nothing to write
    assert "no video frame received" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_save_frame_converts_any_pixel_format(tmp_path):
    frame = TestCardRenderer(320, 240, color=(255, 255, 0)).render(1, 0).reformat(format="nv12")
    assert isinstance(frame, av.VideoFrame)
    job = _run_with_frame(tmp_path, frame)
    assert job._save_frame(tmp_path / "f.png")
    assert Image.open(tmp_path / "f.png").size == (320, 240)


async def test_tracks_follow_the_flags():
    video, audio = join_command.make_tracks(join_command.parser().parse_args(
        ["KEY", "--name", "Ann", "--silent", "--color", "#00ff00"]))
    frame, samples = await video.recv(), await audio.recv()
    assert samples.samples == 960 and not samples.to_ndarray().any()      # digital silence
    assert video.renderer.color == (0, 255, 0) and read_stamp(frame)[0] == 0
    rgb = frame.to_ndarray(format="rgb24").reshape(-1, 3).astype(float)
    assert (np.abs(rgb - (0, 255, 0)).max(axis=1) < 10).mean() > 0.85

    video, audio = join_command.make_tracks(join_command.parser().parse_args(["KEY", "--name", "B", "--tone", "700"]))
    frame, samples = await video.recv(), await audio.recv()
    spectrum = np.abs(np.fft.rfft(samples.to_ndarray()[0].astype(float)))
    assert np.argmax(spectrum) * 48000 / 960 == 700 and samples.to_ndarray().max() > 8000
    assert video.renderer.color is None and read_stamp(frame)[0] == 0
    for track in (video, audio):
        track.stop()


async def test_the_microphone_says_an_audio_file_over_and_over_a_second_apart(tmp_path):
    """--audio-file: the file's sound (here 0.5 s of a 300 Hz tone at 16 kHz stereo) at 48 kHz mono, after a second
    of silence, again and again; --silent and --audio-file exclude each other."""
    wav = tmp_path / "voice.wav"
    tone = (0.5 * np.sin(2 * np.pi * 300 * np.arange(8000) / 16000) * 32767).astype("<i2")
    with wave.open(str(wav), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(np.repeat(tone, 2).tobytes())
    video, audio = join_command.make_tracks(join_command.parser().parse_args(
        ["KEY", "--name", "Ann", "--audio-file", str(wav)]))
    frames = [await audio.recv() for _ in range(130)]   # 2.6 s: silence, the tone, silence, the tone again
    samples = np.concatenate([f.to_ndarray().reshape(-1) for f in frames]).astype(float)
    loud = np.abs(samples).reshape(-1, 480).max(axis=1) > 8000   # per 10 ms
    assert not loud[:95].any() and loud[102:148].all() and not loud[152:248].any() and loud[252:260].all()
    spectrum = np.abs(np.fft.rfft(samples[48000 + 4800:48000 + 4800 + 9600]))
    assert round(np.argmax(spectrum) * 48000 / 9600) == 300
    for track in (video, audio):
        track.stop()
    code, out, err = await _join("http://127.0.0.1:9/?somekey0123456789abcdef", "--name", "X", "--silent",
                                 "--audio-file", str(wav))
    assert code == 2 and "not allowed with argument" in err
