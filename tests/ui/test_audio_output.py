"""Remote audio playback through QtMultimedia on a private PulseAudio null sink (conftest starts it)."""
from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from meetdesk.media.synthetic import ToneTrack
from meetdesk.ui import audio_output
from meetdesk.ui.audio_output import LevelOnlySink, QtAudioSink
from meetdesk.ui.settings import Settings

from conftest import PULSE_UNAVAILABLE
from ui_headless import HeadlessParticipant, running_desk

needs_pulse = pytest.mark.skipif(PULSE_UNAVAILABLE is not None, reason=str(PULSE_UNAVAILABLE))


def _tone_energy(pcm: bytes, rate: int = 48000, freq: float = 440.0) -> float:
    """Share of the signal's spectral energy within 20 Hz of freq."""
    samples = np.frombuffer(pcm, dtype=np.int16).astype(np.float64)
    spectrum = np.abs(np.fft.rfft(samples)) ** 2
    bins = np.fft.rfftfreq(len(samples), 1 / rate)
    total = spectrum.sum()
    return float(spectrum[np.abs(bins - freq) < 20].sum() / total) if total > 0 else 0.0


@needs_pulse
async def test_qt_sink_plays_the_tone_on_the_device(wait):
    sink = audio_output.default_sink()
    assert isinstance(sink, QtAudioSink) and sink.device_name == "Null Output"
    monitor = subprocess.Popen(["parec", "-d", "meetdesk_test.monitor", "--raw", "--format=s16le",
                                "--rate=48000", "--channels=1", "--latency-msec=20"],
                               stdout=subprocess.PIPE) if shutil.which("parec") else None
    tone = ToneTrack(beep_ms=1000, period_ms=1000)   # continuous 440 Hz
    try:
        levels_seen = []
        for _ in range(10):
            sink.write(await tone.recv())
            levels_seen.append(sink.level)
        await wait(lambda: sink.active, timeout=5, message="sink active")
        started = sink.processed_usecs
        for _ in range(150):                         # 3 s of audio, paced like the network
            sink.write(await tone.recv())
            if sink.processed_usecs > started + 500_000:
                break
        assert sink.active and sink.error is None
        assert sink.processed_usecs > started + 200_000, "the device consumed the audio"
        assert max(levels_seen) > 0.3
        # what was queued stays under the latency bound
        assert len(sink._pending) + sink.sink.bufferSize() - sink.sink.bytesFree() <= sink.max_queued
        if monitor is not None:
            for _ in range(25):
                sink.write(await tone.recv())
            monitor.terminate()
            pcm = monitor.communicate(timeout=5)[0]
            assert len(pcm) > 4800, "the monitor recorded something"
            assert _tone_energy(pcm) > 0.5, "the null sink's monitor carries the 440 Hz tone"
    finally:
        if monitor is not None and monitor.poll() is None:
            monitor.kill()
            monitor.wait()
        tone.stop()
        sink.close()


@needs_pulse
async def test_sink_drops_old_audio_instead_of_queueing(wait):
    sink = audio_output.default_sink()
    tone = ToneTrack()
    try:
        frame = await tone.recv()
        for _ in range(100):                         # 2 s of audio at once: far more than the bound
            sink.write(frame)
        assert sink.dropped > 0
        queued = len(sink._pending) + sink.sink.bufferSize() - sink.sink.bytesFree()
        assert queued <= sink.max_queued <= sink.bytes_per_second * 0.16
    finally:
        tone.stop()
        sink.close()


def test_choose_output_honours_the_setting_and_falls_back():
    assert audio_output.choose_output("anything", outputs=[]) is None
    outputs = audio_output.output_devices()
    if not outputs:
        pytest.skip("no audio output device")
    wanted = outputs[-1]
    assert audio_output.choose_output(audio_output.device_id(wanted)).id() == wanted.id()
    assert not audio_output.choose_output("no-such-device").isNull()


def test_no_output_device_falls_back_to_level_only(tmp_path):
    """A process whose sound server is unreachable gets the level-only sink, no error."""
    code = ("import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "from meetdesk.ui import audio_output; s = audio_output.default_sink();"
            "print(type(s).__name__, s.available)")
    env = dict(os.environ, PULSE_SERVER=f"unix:{tmp_path}/nothing.sock", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.split() == ["LevelOnlySink", "False"]


async def test_level_only_sink_still_measures():
    sink, tone = LevelOnlySink(), ToneTrack()
    try:
        sink.write(await tone.recv())
        assert sink.frames == 1 and sink.level > 0.3
    finally:
        tone.stop()


@needs_pulse
async def test_meeting_plays_the_guests_audio_on_the_chosen_speaker(tmp_path, wait):
    speaker = audio_output.device_id(audio_output.output_devices()[0])
    async with running_desk(tmp_path / "data", speaker=speaker) as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        controller = desk.meeting
        sink = controller.local_media.audio_sink
        assert isinstance(sink, QtAudioSink) and audio_output.device_id(sink.device) == speaker
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace")
        try:
            await wait(lambda: sink.frames > 10 and sink.active, timeout=20, message="remote audio arriving")
            start = sink.processed_usecs
            await wait(lambda: sink.processed_usecs > start + 300_000, timeout=20, message="device playing")
            assert sink.error is None and sink.written > 0
        finally:
            await guest.close()
        await asyncio.sleep(0)


@needs_pulse
def test_settings_dialog_lists_and_saves_the_speaker(qtbot):
    from meetdesk.ui.views.settings_dialog import SettingsDialog
    settings = Settings(display_name="Ada")
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    combo = dialog.speaker_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names[0] == "System default" and "Null Output" in names
    combo.setCurrentIndex(names.index("Null Output"))
    dialog.apply()
    assert Settings.load().speaker == audio_output.device_id(audio_output.output_devices()[0]) != ""


# ---- QtMultimedia missing (a pip-installed PySide6 on a machine without libpulse.so.0)

LIBPULSE_ERROR = "libpulse.so.0: cannot open shared object file: No such file or directory"

BLOCKER = f"""
import sys

class _NoLibpulse:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtMultimedia":
            raise ImportError({LIBPULSE_ERROR!r})
        return None

sys.meta_path.insert(0, _NoLibpulse())
"""


class _NoLibpulse:
    """Import hook: PySide6.QtMultimedia fails the way it does when libpulse.so.0 is missing."""

    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtMultimedia":
            raise ImportError(LIBPULSE_ERROR)
        return None


@pytest.fixture
def no_qt_multimedia(monkeypatch):
    monkeypatch.delitem(sys.modules, "PySide6.QtMultimedia", raising=False)
    monkeypatch.setattr(sys, "meta_path", [_NoLibpulse(), *sys.meta_path])
    monkeypatch.setattr(audio_output, "_loaded", None)   # forget the earlier successful import
    yield


def test_without_qt_multimedia_the_sink_is_level_only_and_says_why(no_qt_multimedia):
    sink = audio_output.default_sink("any-speaker")
    assert isinstance(sink, LevelOnlySink) and not sink.available
    assert sink.unavailable.missing_library == "libpulse.so.0"
    assert audio_output.output_devices() == []
    assert audio_output.no_sound_reason(sink) == (
        "No sound: the system library libpulse.so.0 is missing, so remote audio cannot be played.")


def test_the_no_sound_sentence_is_translated(no_qt_multimedia):
    from meetdesk.ui import i18n
    assert i18n.install_language("de")
    text = audio_output.no_sound_reason()
    assert "libpulse.so.0" in text and "Systembibliothek" in text


async def test_meeting_works_without_qt_multimedia_and_the_notice_names_the_library(no_qt_multimedia, tmp_path,
                                                                                     wait):
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        controller, window = desk.meeting, desk.meeting_window
        sink = controller.local_media.audio_sink
        assert isinstance(sink, LevelOnlySink) and sink.unavailable.missing_library == "libpulse.so.0"
        assert any("libpulse.so.0" in text and text.startswith("No sound") for text in window.notices.history)
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace")
        try:
            await wait(lambda: sink.frames > 10 and sink.level > 0.1, timeout=20,
                       message="the guest's audio arriving (level only)")
            await wait(lambda: len(controller.people.participant_list()) == 2, timeout=20, message="guest listed")
        finally:
            await guest.close()
        await asyncio.sleep(0)


def test_settings_dialog_says_why_there_is_no_speaker(no_qt_multimedia, qtbot):
    from meetdesk.ui.views.settings_dialog import SettingsDialog
    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    assert not dialog.speaker_combo.isEnabled() and dialog.speaker_combo.count() == 1
    assert "libpulse.so.0" in dialog.speaker_note.text() and not dialog.speaker_note.isHidden()


def test_app_process_starts_without_qt_multimedia(tmp_path):
    """`meetdesk` with QtMultimedia failing to import: the main window opens, SIGTERM exits 0, no traceback."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(tmp_path / "config"),
               MEETDESK_DATA_DIR=str(tmp_path / "data"),
               MEETDESK_INSTANCE_NAME=f"meetdesk-test-{os.getpid()}-{tmp_path.name}",
               MEETDESK_TRACE_FIRST_FRAME="since-import")
    code = BLOCKER + (
        "\nimport meetdesk.ui.app"
        "\nfrom meetdesk.cli import main"
        "\nsys.exit(main([]))")
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()  # printed once the main window is shown
        assert line.startswith("main_window_shown "), line + proc.stderr.read()
        proc.terminate()
        assert proc.wait(20) == 0
        assert "Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@needs_pulse
async def test_the_speaker_test_in_settings_plays_its_notes_on_the_chosen_device(qtbot, wait):
    """Settings -> Test speaker: the two notes go to the device chosen in the list (the private null sink here),
    paced as a call's sound, and are heard on its monitor; the button is back once they have played."""
    from meetdesk.ui.views.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    null = dialog.speaker_combo.findText("Null Output")
    assert null >= 0, [dialog.speaker_combo.itemText(i) for i in range(dialog.speaker_combo.count())]
    dialog.speaker_combo.setCurrentIndex(null)
    monitor = subprocess.Popen(["parec", "-d", "meetdesk_test.monitor", "--raw", "--format=s16le",
                                "--rate=48000", "--channels=1", "--latency-msec=20"],
                               stdout=subprocess.PIPE) if shutil.which("parec") else None
    try:
        dialog.speaker_test_button.click()
        playing = dialog.speaker_test
        assert playing is not None and not dialog.speaker_test_button.isEnabled()
        assert isinstance(playing.sink, QtAudioSink) and playing.sink.device_name == "Null Output"
        await wait(lambda: dialog.speaker_test is None, timeout=10, message="the test sound played")
        assert dialog.speaker_test_button.isEnabled() and dialog.speaker_test_button.text() == "Test speaker"
        assert playing.written == len(playing.frames)
        assert playing.played >= 0.7 * playing.duration_usecs and playing.sink.dropped == 0, \
            (playing.played, playing.sink.dropped)
    finally:
        if monitor is not None:
            monitor.terminate()
    if monitor is not None:
        heard = monitor.stdout.read()
        assert _tone_energy(heard, freq=880.0) > 0.05 and _tone_energy(heard, freq=659.25) > 0.05
    dialog.reject()


def test_settings_say_there_is_no_speaker_instead_of_playing_to_none(qtbot, monkeypatch):
    """No output device (QtMultimedia loads): Settings says so, as the meeting window does, and Test speaker is
    off (it said "Playing…" to no device)."""
    from meetdesk.ui.views.settings_dialog import SettingsDialog

    monkeypatch.setattr(audio_output, "output_devices", lambda: [])
    dialog = SettingsDialog(Settings(display_name="Ada"), preview=False)
    qtbot.addWidget(dialog)
    assert not dialog.speaker_test_button.isEnabled() and not dialog.speaker_combo.isEnabled()
    assert not dialog.speaker_note.isHidden() and dialog.speaker_note.text() == "No audio output device"
