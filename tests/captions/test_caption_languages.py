"""German and French out of the box (captions/recognizer.py): the multilingual Whisper base that two pinned wheels
ship detects the language from the speech; `meetdesk transcribe` of a German espeak-ng sentence, without flags,
prints German; French is recognized as French; English stays with tiny.en; a live speaker's language is detected
on their first seconds and kept; a changed file of the multilingual model is refused."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from meetdesk.captions import recognizer as recognizer_module
from meetdesk.captions.recognizer import SPEAKER_SURE_S, CaptionsUnavailable, Recognizer, bundled_multilingual_files
from meetdesk.captions.transcript import words_found
from meetdesk.media.audio_scenes import espeak_available, resample, speech

from test_transcribe import write_file
from vtt_check import check_vtt

pytestmark = pytest.mark.skipif(not espeak_available(), reason="espeak-ng is not installed (bin/setup test)")

# espeak-ng sentences whose language the base model detects at 0.9 or more with or without silence around them,
# and recognizes nearly word for word (others lose half their words to the voice, or sound English to it)
GERMAN = "Guten Morgen, ich freue mich, dass wir heute alle zusammen sind."
FRENCH = "Je voudrais un café et un croissant, s'il vous plaît."
ENGLISH = "Please send the report to the whole team before noon on Friday"


def said(text: str, voice: str) -> np.ndarray:
    """``text`` in ``voice`` with half a second of silence around it, 16 kHz."""
    quiet = np.zeros(8000, np.float32)
    return np.concatenate([quiet, resample(speech(text, voice=voice), 48000, 16000).astype(np.float32), quiet])


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer(threads=2)   # loaded once for the module


def test_a_german_sentence_is_transcribed_in_german_without_flags(tmp_path):
    path = write_file(tmp_path / "deutsch.webm", np.concatenate([np.zeros(24000), speech(GERMAN, voice="de"),
                                                                 np.zeros(24000)]))
    out = subprocess.run([sys.executable, "-m", "meetdesk.cli", "transcribe", str(path)], capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    cues = check_vtt(out.stdout)
    text = " ".join(cue[3] for cue in cues)
    assert words_found(GERMAN, text) >= 0.7, text


def test_french_is_recognized_as_french_and_english_with_the_english_model(recognizer):
    """As live captions recognize a speaker's phrase (the language detected on their first seconds)."""
    french = recognizer.transcribe_live(said(FRENCH, "fr"), speaker="fr", beam_size=5, window_s=10)
    assert recognizer._speaker_language("fr", np.zeros(0, np.float32), False) == "fr"   # kept: no new detection
    assert words_found(FRENCH, french) >= 0.7, french
    english = recognizer.transcribe_live(said(ENGLISH, "en-us"), speaker="en", beam_size=5, window_s=10)
    assert words_found(ENGLISH, english) >= 0.8, english
    assert recognizer.knows("en") and recognizer.knows("fr")
    assert recognizer._model is not None and not recognizer._model.model.is_multilingual   # tiny.en said it


def test_a_speakers_language_is_detected_on_their_first_seconds_then_kept(monkeypatch):
    recognizer = Recognizer()
    detected: list[float] = []

    def detect(audio, _vad):
        detected.append(audio.size / 16000)
        return {"de": 0.8, "en": 0.2} if len(detected) != 2 else {"en": 0.7, "de": 0.3}   # one short doubt

    monkeypatch.setattr(recognizer, "_detect", detect)
    segment = np.zeros(int(SPEAKER_SURE_S / 2 * 16000), np.float32)
    assert not recognizer.knows("ada")
    languages = [recognizer._speaker_language("ada", segment, False) for _ in range(4)]
    assert languages == ["de"] * 4   # the sums outweigh one doubtful segment
    assert len(detected) == 2 and recognizer.knows("ada")   # then it is kept: no more detection
    assert recognizer._speaker_language(None, segment, False) == "de" and len(detected) == 3   # no speaker: each time


def test_the_multilingual_model_is_pinned(monkeypatch):
    files = bundled_multilingual_files()
    assert set(files) == {"model.bin", "config.json", "tokenizer.json", "vocabulary.txt"}
    monkeypatch.setitem(recognizer_module.MULTILINGUAL_PINNED, "config.json", "0" * 64)
    with pytest.raises(CaptionsUnavailable, match="config.json is not the pinned one"):
        bundled_multilingual_files()
