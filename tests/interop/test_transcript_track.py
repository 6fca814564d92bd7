"""A transcript MeetDesk writes opens as a browser's ``<track>`` and in FFmpeg (issue 42 item 5): headless
Chromium loads it as the captions track of a ``<video>`` (vtt_track.mjs: served over HTTP as text/vtt beside a
small VP8 video of the same length), fires ``load`` and no ``error``, and has exactly the file's cues, as the
WebVTT parser of the tests reads them (tests/vtt_check.py): their times, their text and their speaker; seeked
to the first cue's middle, the video's active cues are those said then. FFmpeg's WebVTT demuxer and decoder
(through PyAV, the build the app ships) are the second reader: the same cues, times and text. (VLC is not
checked: its Debian packages pull in some 76 more, and headless it shows nothing a test could read.)

Two transcripts: `meetdesk transcribe` of espeak-ng sentences (what the command prints), and the writer every
transcript goes through (captions/transcript.py ``to_vtt``: a recording's file, the live panel's save) with a
speaker's name and words that need escaping. Prerequisites as test_browser_library.py (Chromium, node,
playwright-core from `npm ci` in tests/interop) and espeak-ng; the page's log lands in tests/interop/logs/.
"""
from __future__ import annotations

import fractions
import html
import json
import subprocess
import sys
import wave
from pathlib import Path

import av
import numpy as np
import pytest

from meetdesk.captions.transcript import Line, to_vtt, words_found
from meetdesk.media.audio_scenes import espeak_available, speech

from test_guest_page_browser import _missing   # node, Chromium and playwright-core, as the other browser tests
from vtt_check import check_vtt

HERE = Path(__file__).resolve().parent
LOG_DIR = HERE / "logs"
SENTENCES = ("Can everyone hear me, please let me know if the sound is too quiet",
             "I think we should finish this meeting early and continue tomorrow morning")


pytestmark = [pytest.mark.skipif(_missing() is not None, reason=_missing() or ""), pytest.mark.timeout(240)]


def video_of(path: Path, seconds: float) -> Path:
    """A small grey VP8 video in WebM, ``seconds`` long (5 pictures a second)."""
    with av.open(str(path), "w") as out:
        stream = out.add_stream("libvpx", rate=5)
        stream.width, stream.height, stream.pix_fmt = 160, 120, "yuv420p"
        stream.codec_context.time_base = fractions.Fraction(1, 5)
        for i in range(int(seconds * 5) + 1):
            image = av.VideoFrame.from_ndarray(np.full((120, 160, 3), 90 + i % 50, np.uint8), format="rgb24")
            image.pts = i
            out.mux(stream.encode(image.reformat(format="yuv420p")))
        out.mux(stream.encode(None))
    return path


def in_chromium(vtt: Path, video: Path, name: str, seek: float | None = None) -> dict:
    LOG_DIR.mkdir(exist_ok=True)
    argv = ["node", str(HERE / "vtt_track.mjs"), "--vtt", str(vtt), "--video", str(video),
            "--log", str(LOG_DIR / f"transcript_track_{name}.log")]
    if seek is not None:
        argv += ["--seek", str(seek)]
    out = subprocess.run(argv, cwd=HERE, capture_output=True, text=True, timeout=120)
    result = next((json.loads(line[len("result "):]) for line in out.stdout.splitlines()
                   if line.startswith("result ")), None)
    assert result is not None, f"no result from vtt_track.mjs: {out.stdout} {out.stderr}"
    return result


def in_ffmpeg(vtt: Path) -> list[tuple[float, float, str]]:
    """(start, end, text) of each cue as FFmpeg's WebVTT demuxer and decoder read them."""
    found = []
    with av.open(str(vtt)) as container:
        stream = container.streams.subtitles[0]
        assert stream.codec_context.name == "webvtt"
        for packet in container.demux(stream):
            if packet.size == 0 or packet.pts is None:
                continue
            texts = [s.dialogue.decode() for s in stream.codec_context.decode(packet)]
            found.append((float(packet.pts * packet.time_base), float((packet.pts + packet.duration)
                                                                      * packet.time_base), "\n".join(texts)))
    return found


def assert_read_alike(vtt: Path, video: Path, name: str, *, seek: bool = False) -> list[tuple]:
    """The cues of the tests' parser; Chromium and FFmpeg read the same ones (module doc)."""
    expected = check_vtt(vtt.read_text(encoding="utf-8"))
    assert expected, "a transcript without cues"
    middle = (expected[0][0] + expected[0][1]) / 2
    browser = in_chromium(vtt, video, name, seek=middle if seek else None)
    assert browser["ok"], browser
    assert browser["readyState"] == 2 and browser["mode"] == "showing", browser
    assert browser["events"] == ["load"] and not browser["pageErrors"], browser
    assert len(browser["cues"]) == len(expected), (browser["cues"], expected)
    for number, (cue, (start, end, voice, text)) in enumerate(zip(browser["cues"], expected), start=1):
        assert cue["id"] == str(number), cue
        assert cue["start"] == pytest.approx(start, abs=1e-3) and cue["end"] == pytest.approx(end, abs=1e-3), cue
        assert cue["plain"] == html.unescape(text), (cue, text)
        assert cue["voice"] == html.unescape(voice), (cue, voice)
    if seek:   # at the first cue's middle, the video shows the cues said then
        assert browser["duration"] >= expected[-1][1] and browser["videoState"]["t"] == pytest.approx(middle)
        assert browser["active"] == [str(n) for n, (start, end, *_v) in enumerate(expected, start=1)
                                     if start <= middle < end], browser
    read = in_ffmpeg(vtt)
    assert len(read) == len(expected), (read, expected)
    for (start, end, text), (e_start, e_end, _voice, e_text) in zip(read, expected):
        assert start == pytest.approx(e_start, abs=1e-3) and end == pytest.approx(e_end, abs=1e-3), read
        assert text == html.unescape(e_text), (text, e_text)
    return expected


@pytest.mark.skipif(not espeak_available(), reason="espeak-ng is not installed (bin/setup test)")
def test_a_transcript_of_meetdesk_transcribe_plays_as_a_track_in_chromium_and_reads_in_ffmpeg(tmp_path):
    gap = np.zeros(48000)
    samples = np.concatenate([gap, speech(SENTENCES[0]), gap, gap, speech(SENTENCES[1]), gap])
    wav = tmp_path / "talk.wav"
    with wave.open(str(wav), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(48000)
        out.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())
    done = subprocess.run([sys.executable, "-m", "meetdesk.cli", "transcribe", str(wav)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    vtt = tmp_path / "talk.vtt"
    vtt.write_text(done.stdout, encoding="utf-8")
    cues = assert_read_alike(vtt, video_of(tmp_path / "talk.webm", samples.size / 48000), "transcribe", seek=True)
    said = " ".join(text for *_t, text in cues)
    assert all(words_found(sentence, said) >= 0.8 for sentence in SENTENCES), said


def test_the_transcript_writer_with_speakers_and_markup_plays_as_a_track_and_reads_in_ffmpeg(tmp_path):
    """Names and words with <, >, & and -->, two speakers at once, a line break: escaped by the writer, they
    come back as said, the speaker as the voice span's title."""
    lines = [Line(0.5, 2.0, "Hello <b>there</b> & --> you", "Ada <admin>"),
             Line(1.0, 3.0, "Talking at once, Bo's own words", "Bo & Co"),
             Line(4.0, 5.25, "Second\nline")]
    vtt = tmp_path / "recording.vtt"
    vtt.write_text(to_vtt(lines), encoding="utf-8")
    cues = assert_read_alike(vtt, video_of(tmp_path / "recording.webm", 6.0), "writer", seek=True)
    assert [html.unescape(voice) for _s, _e, voice, _t in cues] == ["Ada <admin>", "Bo & Co", ""]
    assert html.unescape(cues[0][3]) == "Hello <b>there</b> & --> you"
