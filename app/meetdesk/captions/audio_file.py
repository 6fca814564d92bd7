"""Any audio or video file PyAV (FFmpeg) decodes, as 16 kHz mono float32 samples: what the recognizer takes."""
from __future__ import annotations

from pathlib import Path

import av
import numpy as np

SAMPLE_RATE = 16000


class AudioFileError(Exception):
    """The file is missing, cannot be decoded or has no sound; the message says which, in one sentence."""


def load_audio(path: str | Path) -> np.ndarray:
    """The first audio stream of ``path``, resampled to 16 kHz mono float32 in [-1, 1]."""
    path = Path(path)
    if not path.is_file():
        raise AudioFileError(f"{path}: no such file")
    chunks: list[np.ndarray] = []
    try:
        with av.open(str(path)) as container:
            stream = next((s for s in container.streams if s.type == "audio"), None)
            if stream is None:
                raise AudioFileError(f"{path}: the file has no sound to transcribe")
            resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
            for frame in container.decode(stream):
                frame.pts = None  # the resampler's own time line: gaps in a file's stamps do not matter here
                chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(frame)]
            chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(None)]
    except (av.FFmpegError, UnicodeDecodeError, ValueError) as exc:
        raise AudioFileError(f"{path}: cannot be decoded as audio or video ({exc})") from None
    if not chunks:
        raise AudioFileError(f"{path}: the file has no sound to transcribe")
    return np.clip(np.concatenate(chunks).astype(np.float32, copy=False), -1.0, 1.0)
