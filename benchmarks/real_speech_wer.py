"""Word error rate of ``meetdesk transcribe`` on real recorded human read speech, for every model shipped.

    python benchmarks/real_speech_wer.py DATA_DIR [--sets librivox,asterisk,jfk] [--models default,tiny.en,base]
        [--conditions clean,babble,pink] [--show]

The speech stays outside the repository and the test suite; this script fetches nothing. Get it into DATA_DIR
(nothing is installed; pip download of these sdists goes on to build their metadata, which needs CMake and
takes minutes: where it stops or fails, the .tar.gz it fetched first is in a /tmp/pip-unpack-* folder):

    mkdir -p DATA_DIR/dl && cd DATA_DIR/dl
    pip download --no-deps --no-binary :all: pocketsphinx==5.1.1     # 34 MB
    pip download --no-deps --no-binary :all: pywhispercpp==1.5.1      # 10 MB
    apt-get download asterisk-core-sounds-en asterisk-core-sounds-en-wav
    cd .. && tar xzf dl/pocketsphinx-5.1.1.tar.gz pocketsphinx-5.1.1/test/data/librivox
    tar xzf dl/pywhispercpp-1.5.1.tar.gz pywhispercpp-1.5.1/whisper.cpp/samples/jfk.wav
    dpkg-deb -x dl/asterisk-core-sounds-en_1.6.1-1_all.deb asterisk
    dpkg-deb -x dl/asterisk-core-sounds-en-wav_1.6.1-1_all.deb asterisk

Sets (all English read speech, each clip with the transcript its publisher gives):

- ``librivox``: 5 utterances (25 s) of LibriVox's *Sense and Sensibility*, chapter 1 (one reader; LibriVox
  recordings are public domain), with CMU Sphinx's verbatim transcripts (``transcription``: the reader's
  "a more a amiable" is kept), from pocketsphinx's test data (sdist on PyPI; pocketsphinx's licence is BSD-style).
- ``asterisk``: 24 prompts (230 s) of Asterisk's core sounds, read by Allison Smith (CC BY-SA 3.0, Debian's
  asterisk-core-sounds-en 1.6.1), 8 kHz telephone recordings, with the text that ships beside them
  (``core-sounds-en.txt``): the longest plain-sentence prompts, none with a bracketed sound or a web address.
- ``jfk``: 11 s of John F. Kennedy's inaugural address (1961, public domain; whisper.cpp's ``samples/jfk.wav``,
  inside the pywhispercpp sdist), reference the address's text.

Each set is one file, as a user transcribes a recording: its clips, each with 0.5 s of silence before and
after, one after the other, 16 kHz WAV; in three conditions: clean, babble and pink noise at 10 dB SNR (the noise
of benchmarks/captions_bench.py, mixed by its ``with_noise`` per padded clip, so that the noise runs through the
whole file). Each file is transcribed by the real command, ``python -m meetdesk.cli transcribe FILE --format
txt``, in a process of its own, once per model shipped: ``default`` (what a user gets: the language detected
with ``base``, English then recognized with ``tiny.en``), ``tiny.en`` alone and ``base`` alone (each given to the
command the one way a user can: ``MEETDESK_CAPTIONS_MODEL`` pointing at a folder with its files: tiny.en's
installed folder, base's halves joined into a temporary one).

Text is compared as the project's WER does (meetdesk.captions.transcript.words: lower case, no punctuation),
after numbers in digits are spelled out on both sides ("press 1" = "press one") and "Mr." is read "mister"; the
references are otherwise taken as published (Asterisk's "thru" against Whisper's "through" counts as an error).
Reported per model and condition: WER over all the words of the sets and per set, the real-time factor (the
command's wall time / seconds of speech, start-up and model load included) and its CPU seconds per second of
speech (the child process's user + system).
"""
from __future__ import annotations

import argparse
import gzip
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from captions_bench import at_16k, with_noise  # noqa: E402
from meetdesk.captions.audio_file import load_audio  # noqa: E402
from meetdesk.captions.recognizer import bundled_model_dir, bundled_multilingual_files  # noqa: E402
from meetdesk.captions.transcript import words  # noqa: E402
from meetdesk.media import audio_scenes as scenes  # noqa: E402

RATE = 16000
PAD_S = 0.5
SNR_DB = 10.0
ASTERISK_PROMPTS = (  # the longest prompts of plain sentences (core-sounds-en.txt), longest first
    "priv-callee-options", "demo-congrats", "demo-echotest", "screen-callee-options", "demo-abouttotry",
    "demo-nogo", "tt-allbusy", "vm-instructions", "vm-record-prepend", "vm-newuser", "vm-invalid-password",
    "demo-thanks", "agent-alreadyon", "vm-rec-temp", "vm-rec-unv", "queue-youarenext", "vm-nobox",
    "agent-incorrect", "confbridge-pin", "pbx-invalidpark", "ss-noservice", "vm-tmpexists", "vm-mismatch",
    "vm-saveoper",
)
JFK = "And so, my fellow Americans, ask not what your country can do for you, ask what you can do for your country."
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
ABBREVIATIONS = {"mr": "mister", "mrs": "missus", "dr": "doctor"}
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


@dataclass
class Clip:
    name: str
    path: Path
    reference: str


def spelled(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + spelled(n % 100))
    return " ".join(ONES[int(d)] for d in str(n))


def normalised(text: str) -> list[str]:
    """The project's words (case, punctuation), digits spelled out, "Mr." as the transcripts spell it."""
    spelled_out = re.sub(r"\d+", lambda m: " " + spelled(int(m.group())) + " ", text)
    return [ABBREVIATIONS.get(w, w) for w in words(spelled_out)]


def edits(reference: list[str], hypothesis: list[str]) -> int:
    row = list(range(len(hypothesis) + 1))
    for i, r in enumerate(reference, start=1):
        previous, row[0] = row[0], i
        for j, h in enumerate(hypothesis, start=1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (r != h))
    return row[-1]


def librivox(data: Path) -> list[Clip]:
    folder = next(data.glob("pocketsphinx-*/test/data/librivox"))
    clips = []
    for line in (folder / "transcription").read_text().splitlines():
        text, utt = re.fullmatch(r"<s> (.*) </s> \((.*)\)", line.strip()).groups()
        clips.append(Clip(utt, folder / f"{utt}.wav", text))
    return clips


def asterisk(data: Path) -> list[Clip]:
    texts = {}
    with gzip.open(data / "asterisk/usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz", "rt") as f:
        for line in f:
            name, _, text = line.partition(":")
            texts[name.strip()] = text.strip()
    folder = data / "asterisk/usr/share/asterisk/sounds/en_US_f_Allison"
    return [Clip(name, folder / f"{name}.wav", texts[name]) for name in ASTERISK_PROMPTS]


def jfk(data: Path) -> list[Clip]:
    return [Clip("jfk", next(data.glob("pywhispercpp-*/whisper.cpp/samples/jfk.wav")), JFK)]


SETS = {"librivox": librivox, "asterisk": asterisk, "jfk": jfk}


def write_wav(path: Path, samples: np.ndarray) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes((np.clip(samples, -1, 1) * 32767).astype(np.int16).tobytes())


def build(clips: list[Clip], noise: np.ndarray | None) -> np.ndarray:
    pad = np.zeros(int(PAD_S * RATE), np.float32)
    parts, at = [], 0
    for clip in clips:
        padded = np.concatenate([pad, load_audio(clip.path), pad])
        if noise is not None:
            padded = with_noise(padded, noise[at:], SNR_DB)
        at += padded.size
        parts.append(padded)
    return np.concatenate(parts).astype(np.float32)


def transcribe(path: Path, env: dict[str, str]) -> tuple[str, float, float]:
    """The command's text, its wall time and its CPU time (user + system of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "meetdesk.cli", "transcribe", str(path), "--format", "txt"],
                          capture_output=True, text=True, env=env, cwd=ROOT)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"meetdesk transcribe failed ({done.returncode}): {done.stderr.strip()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done.stdout, wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, help="the folder the speech was unpacked into (module doc)")
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--models", default="default,tiny.en,base")
    parser.add_argument("--conditions", default="clean,babble,pink")
    parser.add_argument("--show", action="store_true", help="print each transcript too")
    args = parser.parse_args()
    sets = {name: SETS[name](args.data) for name in args.sets.split(",")}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        base = tmp / "whisper-base"
        base.mkdir()
        for name, content in bundled_multilingual_files().items():
            (base / name).write_bytes(content)
        env = dict(os.environ, PYTHONPATH=str(ROOT / "app"))
        env.pop("MEETDESK_CAPTIONS_MODEL", None)
        envs = {"default": env, "tiny.en": dict(env, MEETDESK_CAPTIONS_MODEL=str(bundled_model_dir())),
                "base": dict(env, MEETDESK_CAPTIONS_MODEL=str(base))}
        speech_s = {}
        for name, clips in sets.items():
            speech_s[name] = sum(load_audio(c.path).size for c in clips) / RATE
        longest = int(48000 * (max(speech_s.values()) + 2 * PAD_S * max(map(len, sets.values())) + 5))
        noises = {"clean": None, "babble": at_16k(scenes.babble_noise(longest)),
                  "pink": at_16k(scenes.pink_noise(longest, seed=3))}
        for name, clips in sets.items():
            print(f"set {name}: {len(clips)} clips, {speech_s[name]:.1f} s of speech, "
                  f"{sum(len(normalised(c.reference)) for c in clips)} words")
        print(f"\n{'model':<8} {'condition':<10} {'WER':>6} " + " ".join(f"{n:>9}" for n in sets)
              + f" {'RTF':>6} {'CPU s/speech s':>15}")
        for model in args.models.split(","):
            for condition in args.conditions.split(","):
                errors = total = 0
                wall = cpu = 0.0
                per_set = []
                for name, clips in sets.items():
                    path = tmp / f"{name}-{condition}.wav"
                    if not path.exists():
                        write_wav(path, build(clips, noises[condition]))
                    text, w, c = transcribe(path, envs[model])
                    wall, cpu = wall + w, cpu + c
                    reference = [w for clip in clips for w in normalised(clip.reference)]
                    e = edits(reference, normalised(text))
                    errors, total = errors + e, total + len(reference)
                    per_set.append(f"{e / len(reference):>9.1%}")
                    if args.show:
                        print(f"  [{model} {condition} {name}] {' '.join(text.split())}")
                seconds = sum(speech_s.values())
                print(f"{model:<8} {condition:<10} {errors / total:>6.1%} " + " ".join(per_set)
                      + f" {wall / seconds:>6.3f} {cpu / seconds:>15.3f}", flush=True)


if __name__ == "__main__":
    main()
