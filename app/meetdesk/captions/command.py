"""``meetdesk transcribe FILE [--format vtt|txt]`` (stable command): any audio or video file PyAV decodes,
transcribed offline, printed as WebVTT (the default) or plain text. A missing or undecodable file is one line on
stderr and exit code 2 (a usage error, as argparse's); a model that cannot be loaded, exit code 1."""
from __future__ import annotations

import argparse
import os
import sys

from .audio_file import AudioFileError, load_audio
from .recognizer import CaptionsUnavailable, Recognizer
from .transcript import Line, tidy, to_text, to_vtt


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meetdesk transcribe",
                                description="Transcribe an audio or video file offline and print the transcript.")
    p.add_argument("file", help="any audio or video file (a recording, .wav, .mp3, .webm, .mp4, ...)")
    p.add_argument("--format", choices=("vtt", "txt"), default="vtt", help="WebVTT (default) or plain text")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    try:
        samples = load_audio(args.file)
    except AudioFileError as exc:
        print(f"meetdesk transcribe: {exc}", file=sys.stderr)
        return 2
    recognizer = Recognizer(threads=os.cpu_count() or 1)
    try:
        segments = recognizer.transcribe(samples, vad=True, beam_size=5)
    except CaptionsUnavailable as exc:
        print(f"meetdesk transcribe: {exc}", file=sys.stderr)
        return 1
    lines = tidy(Line(s.start, s.end, s.text) for s in segments)
    sys.stdout.write(to_vtt(lines) if args.format == "vtt" else to_text(lines))
    sys.stdout.flush()
    return 0
