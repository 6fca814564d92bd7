"""Any audio or video file PyAV (FFmpeg) decodes, as 16 kHz mono float32 samples: what the recognizer takes."""
from __future__ import annotations

from pathlib import Path

import av
import numpy as np

SAMPLE_RATE = 16000
GAP_TOLERANCE_S = 0.01  # a frame this much later than the previous one's end is on time (stamps are rounded)
MAX_GAP_S = 60.0  # a frame further behind is a stamp gone wrong, not lost sound: it follows on directly


class AudioFileError(Exception):
    """The file is missing, cannot be decoded or has no sound; the message says which, in one sentence."""


def load_audio(path: str | Path) -> np.ndarray:
    """The first audio stream of ``path``, resampled to 16 kHz mono float32 in [-1, 1]. Where the file's
    sound has a gap (its stamps jump: a recording loses the ticks of a mixer that ran late), the gap is
    silence, so that a transcript's times stay those of the file."""
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
            end: float | None = None  # s: where the previous frame's sound ended on the file's time line
            for frame in container.decode(stream):
                at = float(frame.pts * frame.time_base) if frame.pts is not None and frame.time_base else None
                if at is not None and end is not None and GAP_TOLERANCE_S < at - end <= MAX_GAP_S:
                    chunks.append(np.zeros(round((at - end) * SAMPLE_RATE), np.float32))
                if at is not None and frame.sample_rate:
                    end = at + frame.samples / frame.sample_rate
                frame.pts = None  # the resampler's own time line (gaps are filled above)
                chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(frame)]
            chunks += [out.to_ndarray().reshape(-1) for out in resampler.resample(None)]
    except (av.FFmpegError, UnicodeDecodeError, ValueError) as exc:
        raise AudioFileError(f"{path}: cannot be decoded as audio or video ({exc})") from None
    if not chunks:
        raise AudioFileError(f"{path}: the file has no sound to transcribe")
    return np.clip(np.concatenate(chunks).astype(np.float32, copy=False), -1.0, 1.0)
