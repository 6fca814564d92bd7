"""Offline transcription: the pinned model of the wheel recognizing espeak-ng speech, `meetdesk transcribe` on
files made here (WebVTT and plain text, exit code 2 for a missing or undecodable file), the transcript formats,
the voice segmenter and the worker's bounded queue."""
from __future__ import annotations

import asyncio
import fractions
import subprocess
import sys
from pathlib import Path

import av
import numpy as np
import pytest

from meetdesk.captions import recognizer as recognizer_module
from meetdesk.captions.audio_file import AudioFileError, load_audio
from meetdesk.captions.recognizer import CaptionsUnavailable, Recognizer, bundled_model_dir, verify
from meetdesk.captions.segmenter import Segmenter
from meetdesk.captions.transcript import Line, to_text, to_vtt, vtt_cue, word_error_rate, words_found
from meetdesk.captions.worker import RecognitionWorker
from meetdesk.media.audio_scenes import espeak_available, resample, speech

pytestmark = pytest.mark.skipif(not espeak_available(), reason="espeak-ng is not installed (bin/setup test)")

SENTENCE = "The quick brown fox jumps over the lazy dog near the river bank"
SECOND = "Please send the report to the whole team before noon on Friday"


def write_file(path: Path, samples_48k: np.ndarray, *, video: bool = False) -> Path:
    """A real media file (Opus in WebM, with a small VP8 picture when ``video``) of 48 kHz mono samples."""
    with av.open(str(path), "w") as out:
        picture = out.add_stream("libvpx", rate=10) if video else None
        if picture is not None:
            picture.width, picture.height, picture.pix_fmt = 160, 120, "yuv420p"
        sound = out.add_stream("libopus", rate=48000)
        sound.layout = "mono"
        pcm = (np.clip(samples_48k, -1, 1) * 32767).astype(np.int16)
        for i in range(0, pcm.size - 960, 960):
            frame = av.AudioFrame.from_ndarray(pcm[i:i + 960].reshape(1, -1), format="s16", layout="mono")
            frame.sample_rate, frame.pts, frame.time_base = 48000, i, fractions.Fraction(1, 48000)
            out.mux(sound.encode(frame))
            if picture is not None and i % 4800 == 0:
                image = av.VideoFrame.from_ndarray(np.full((120, 160, 3), 90, np.uint8), format="rgb24")
                image.pts = i // 4800
                out.mux(picture.encode(image.reformat(format="yuv420p")))
        out.mux(sound.encode(None))
        if picture is not None:
            out.mux(picture.encode(None))
    return path


def spoken(*texts: str, pause_s: float = 1.0) -> np.ndarray:
    """The sentences said one after the other with pauses, 48 kHz (espeak-ng)."""
    gap = np.zeros(int(48000 * pause_s))
    parts = [gap]
    for text in texts:
        parts += [speech(text), gap]
    return np.concatenate(parts)


def meetdesk(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "meetdesk.cli", *args], capture_output=True, text=True,
                          timeout=300)


# ---- the command ---------------------------------------------------------------------------------------------

def test_transcribe_prints_webvtt_of_a_video_file_made_here(tmp_path):
    path = write_file(tmp_path / "talk.webm", spoken(SENTENCE, SECOND), video=True)
    out = meetdesk("transcribe", str(path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("WEBVTT\n\n")
    cues = [line for line in out.stdout.splitlines() if "-->" in line]
    assert len(cues) >= 1
    text = " ".join(line for line in out.stdout.splitlines()[2:] if line and "-->" not in line
                    and not line.isdigit())
    assert words_found(SENTENCE, text) >= 0.8, text
    assert words_found(SECOND, text) >= 0.8, text
    first = cues[0].split(" --> ")[0]
    assert "00:00:00.5" <= first <= "00:00:01.5", cues   # the first words come after a second of silence


def test_transcribe_prints_plain_text(tmp_path):
    path = write_file(tmp_path / "talk.ogg.webm", spoken(SENTENCE))
    out = meetdesk("transcribe", str(path), "--format", "txt")
    assert out.returncode == 0, out.stderr
    assert "WEBVTT" not in out.stdout and "-->" not in out.stdout
    assert words_found(SENTENCE, out.stdout) >= 0.8, out.stdout


def test_transcribe_refuses_a_missing_or_undecodable_file_with_exit_code_2(tmp_path):
    missing = meetdesk("transcribe", str(tmp_path / "nothing.webm"))
    assert missing.returncode == 2 and missing.stdout == ""
    assert "no such file" in missing.stderr and "Traceback" not in missing.stderr
    junk = tmp_path / "junk.mp4"
    junk.write_bytes(b"\x00\x01 not a media file " * 100)
    bad = meetdesk("transcribe", str(junk), "--format", "txt")
    assert bad.returncode == 2 and bad.stdout == ""
    assert "cannot be decoded" in bad.stderr and "Traceback" not in bad.stderr
    assert meetdesk("transcribe", str(junk), "--format", "srt").returncode == 2   # a usage error


def test_a_file_without_sound_is_refused(tmp_path):
    path = tmp_path / "picture.webm"
    with av.open(str(path), "w") as out:
        stream = out.add_stream("libvpx", rate=10)
        stream.width, stream.height, stream.pix_fmt = 64, 48, "yuv420p"
        for i in range(3):
            image = av.VideoFrame.from_ndarray(np.zeros((48, 64, 3), np.uint8), format="rgb24")
            image.pts = i
            out.mux(stream.encode(image.reformat(format="yuv420p")))
        out.mux(stream.encode(None))
    with pytest.raises(AudioFileError, match="no sound"):
        load_audio(path)


def test_a_gap_in_the_sound_of_a_file_is_silence_so_the_times_stay_the_files(tmp_path):
    """A recording whose mixer ran late lost those ticks: its Opus packets jump in time (0.22 s in a CI
    recording). The sound after the gap stays where the file has it, not that much earlier."""
    tone = (0.3 * np.sin(2 * np.pi * 440 * np.arange(48000) / 48000) * 32767).astype(np.int16)
    encoder = av.CodecContext.create("libopus", "w")
    encoder.sample_rate, encoder.format, encoder.layout = 48000, "s16", "mono"
    encoder.time_base = fractions.Fraction(1, 48000)
    packets = []
    for i in range(0, 2 * tone.size, 960):  # 2 s of tone, packets of 20 ms
        frame = av.AudioFrame.from_ndarray(tone[i % tone.size:i % tone.size + 960].reshape(1, -1),
                                           format="s16", layout="mono")
        frame.sample_rate, frame.pts = 48000, i
        packets += [bytes(p) for p in encoder.encode(frame)]
    files = {}
    for name, gap_ms in (("whole", 0), ("gap", 500)):
        files[name] = tmp_path / f"{name}.webm"
        with av.open(str(files[name]), "w", format="webm") as out:
            stream = out.add_stream("libopus", rate=48000)  # (an encoder context only for its OpusHead)
            stream.layout = "mono"
            stream.time_base = fractions.Fraction(1, 1000)
            for n, data in enumerate(packets):   # as the recorder writes them: stamped in ms
                packet = av.Packet(data)
                packet.stream, packet.time_base = stream, fractions.Fraction(1, 1000)
                packet.pts = packet.dts = 20 * n + (gap_ms if n >= len(packets) // 2 else 0)
                out.mux(packet)
    whole, gapped = load_audio(files["whole"]), load_audio(files["gap"])
    assert abs(whole.size - 2 * 16000) <= 320   # a file without a gap: its own length, nothing added
    assert abs(gapped.size - whole.size - 8000) <= 160   # the gap: half a second more
    levels = [float(np.sqrt(np.mean(np.square(gapped[round(s * 16000):round(s * 16000) + 1600]))))
              for s in (0.8, 1.1, 1.3, 1.6, 2.2)]
    assert levels[0] > 0.1 and levels[1] < 0.01 and levels[2] < 0.01 and levels[3] > 0.1 and levels[4] > 0.1, levels

# ---- the model -----------------------------------------------------------------------------------------------

def test_the_model_of_the_wheel_is_pinned_and_a_changed_file_is_refused(tmp_path):
    model = bundled_model_dir()
    verify(model)  # the installed files are the pinned ones
    copy = tmp_path / "model"
    copy.mkdir()
    for name in recognizer_module.PINNED:
        (copy / name).write_bytes((model / name).read_bytes())
    (copy / "config.json").write_bytes((model / "config.json").read_bytes() + b" ")
    with pytest.raises(CaptionsUnavailable, match="config.json is not the pinned one"):
        verify(copy)
    (copy / "vocabulary.txt").unlink()
    with pytest.raises(CaptionsUnavailable, match="missing"):
        verify(copy, {"vocabulary.txt": recognizer_module.PINNED["vocabulary.txt"]})
    with pytest.raises(CaptionsUnavailable, match="not a faster-whisper model directory"):
        Recognizer(tmp_path / "empty").transcribe(np.zeros(16000, np.float32))


def test_the_model_loads_only_when_something_is_transcribed():
    out = subprocess.run([sys.executable, "-c",
                          "import sys, meetdesk.cli, meetdesk.engine.engine, meetdesk.engine.app\n"
                          "from meetdesk.captions.recognizer import Recognizer\n"
                          "r = Recognizer()\n"
                          "print(r.loaded, 'faster_whisper' in sys.modules, 'ctranslate2' in sys.modules)"],
                         capture_output=True, text=True, timeout=120)
    assert out.stdout.split() == ["False", "False", "False"], out.stderr


# ---- pure parts ----------------------------------------------------------------------------------------------

def test_webvtt_and_text_forms():
    lines = [Line(1.5, 3.25, "Hello <b>there</b> & --> you", "Ada <admin>"), Line(3661.0, 3662.0, "Second\nline")]
    vtt = to_vtt(lines)
    assert vtt.startswith("WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.250\n")
    assert "<v Ada &lt;admin&gt;>Hello &lt;b&gt;there&lt;/b&gt; &amp; --&gt; you\n" in vtt
    assert "2\n01:01:01.000 --> 01:01:02.000\nSecond line\n" in vtt
    assert vtt.count("-->") == 2
    assert to_text(lines) == "Ada <admin>: Hello <b>there</b> & --> you\nSecond line\n"
    assert to_vtt([]) == "WEBVTT\n" and to_text([]) == ""
    grown = to_vtt([])   # a recording's transcript grows on disk by appending cues: the same file as to_vtt
    for number, line in enumerate(lines, start=1):
        grown += "\n" + vtt_cue(number, line) + "\n"
    assert grown == vtt
    assert word_error_rate("the cat sat", "The cat, sat!") == 0.0
    assert word_error_rate("the cat sat", "the bat sat down") == pytest.approx(2 / 3)
    assert words_found("a b c d e", "a b c d x") == pytest.approx(0.8)


def test_the_segmenter_cuts_voice_segments_at_pauses():
    rate = 16000
    t = np.arange(rate) / rate
    tone = (0.3 * np.sin(2 * np.pi * 300 * t)).astype(np.float32)
    noise = (np.random.default_rng(1).standard_normal(rate) * 0.001).astype(np.float32)  # -60 dBFS floor
    stream = np.concatenate([noise, tone, noise, tone[:rate // 2], noise, noise[:rate // 10]])
    segmenter = Segmenter()
    found = []
    for i in range(0, stream.size, 333):  # any chunk size
        found += segmenter.push(stream[i:i + 333])
    found += segmenter.flush()
    assert len(found) == 2
    assert found[0].start == pytest.approx(1.0 - 0.3, abs=0.03)   # with its pre-roll
    assert found[0].end == pytest.approx(2.0 + 0.6, abs=0.05)     # the pause that ended it
    assert found[1].start == pytest.approx(3.0 - 0.3, abs=0.03)
    assert Segmenter().push(noise) == [] and Segmenter().push(tone[:1000]) == []  # a click is no segment
    # beeps of 0.4 s every second: exactly 0.6 s of pause (30 frames) ends each one
    beeps = np.concatenate([np.concatenate([tone[:6400], np.zeros(9600, np.float32)]) for _ in range(4)])
    assert len(Segmenter().push(beeps)) == 4


async def test_the_worker_drops_segments_it_cannot_keep_up_with_and_recognizes_the_rest():
    heard: list[tuple[int, str]] = []
    worker = RecognitionWorker(Recognizer(language="en"), lambda tag, text: heard.append((tag, text)), size=2)
    samples = resample(speech(SENTENCE), 48000, 16000).astype(np.float32)
    accepted = [worker.submit(samples, n) for n in range(8)]   # at once: at most 2 wait, 1 is being recognized
    assert accepted[:2] == [True, True] and accepted.count(True) <= 3
    assert worker.dropped == accepted.count(False) >= 5
    for _ in range(600):
        if len(heard) == accepted.count(True):
            break
        await asyncio.sleep(0.1)
    assert [tag for tag, _ in heard] == [n for n, ok in enumerate(accepted) if ok]
    assert all(words_found(SENTENCE, text) >= 0.8 for _, text in heard), heard
    await worker.close()
