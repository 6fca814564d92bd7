"""The sound switches: echo cancellation, noise suppression and automatic gain are on by default, persist, are
set in the settings dialog, and switch the microphone's processing in the meeting's LocalMediaController.

The room is simulated (this machine has no loudspeaker and microphone facing each other): a sink that "plays"
the remote audio into a room, and a microphone track that hears it 60 ms later, attenuated and reverberated.
Everything between them is the app's: play_remote_audio feeds the echo canceller's far end, the call's track
(LocalAudio) gets the processed microphone from the processing thread, the meter shows what goes out."""
from __future__ import annotations

import asyncio
import fractions
import json

import av
import numpy as np
import pytest
from aiortc.mediastreams import MediaStreamTrack

from meetdesk.media import audio_scenes as scenes
from meetdesk.media.audio_processing import RATE, ProcessingOptions
from meetdesk.ui.audio_output import LevelOnlySink
from meetdesk.ui.controllers import local_media
from meetdesk.ui.controllers.local_media import LocalMediaController
from meetdesk.ui.settings import Settings
from meetdesk.ui.views.settings_dialog import SettingsDialog

STEP = RATE // 50        # 20 ms frames, as the call has them
ECHO_DELAY_S = 0.06


class Room:
    """The far end played here comes back ``ECHO_DELAY_S`` later at the microphone, through a room."""

    def __init__(self) -> None:
        self.played = np.zeros(0)
        self.impulse = scenes.room_impulse_response()

    def heard(self, start: int, count: int) -> np.ndarray:
        """What the microphone hears of samples start..start+count."""
        shift, length = int(ECHO_DELAY_S * RATE), len(self.impulse)
        lo = max(0, start - length + 1)
        src = np.zeros(start + count - lo)                  # the played audio, delayed, over the window
        first = max(lo, shift)
        upto = min(start + count, len(self.played) + shift)
        if upto > first:
            src[first - lo:upto - lo] = self.played[first - shift:upto - shift]
        return np.convolve(src, self.impulse)[start - lo:start - lo + count] * 0.3


class RoomSink(LevelOnlySink):
    """An output device in the room: it plays what it is given, with 40 ms queued before each frame."""

    available = True

    def __init__(self, room: Room) -> None:
        super().__init__()
        self.room = room

    @property
    def queued_seconds(self) -> float:
        return 0.04

    def write(self, frame: av.AudioFrame) -> None:
        super().write(frame)
        samples = frame.to_ndarray().reshape(-1, 2)[:, 0] / 32768.0   # s16 stereo, as aiortc decodes
        self.room.played = np.concatenate((self.room.played, samples))


class RoomMicrophone(MediaStreamTrack):
    """The microphone in the room (20 ms s16 stereo frames, as ffmpeg's capture through aiortc gives them)."""

    kind = "audio"

    def __init__(self, room: Room) -> None:
        super().__init__()
        self.room = room
        self.sample = 0

    async def recv(self) -> av.AudioFrame:
        # A frame is captured once its 20 ms have passed, on the room's clock (what the sink has played): the
        # call reads its microphone ahead of sending (LocalAudio), as far as there is sound captured.
        while len(self.room.played) < self.sample + STEP:
            await asyncio.sleep(0.001)
        heard = np.clip(self.room.heard(self.sample, STEP) * 32768, -32768, 32767).astype(np.int16)
        frame = av.AudioFrame.from_ndarray(np.repeat(heard, 2).reshape(1, -1), format="s16", layout="stereo")
        frame.sample_rate, frame.pts, frame.time_base = RATE, self.sample, fractions.Fraction(1, RATE)
        self.sample += STEP
        return frame


def _remote_frame(samples: np.ndarray, pts: int) -> av.AudioFrame:
    pcm = np.clip(samples * 32768, -32768, 32767).astype(np.int16)
    frame = av.AudioFrame.from_ndarray(np.repeat(pcm, 2).reshape(1, -1), format="s16", layout="stereo")
    frame.sample_rate, frame.pts, frame.time_base = RATE, pts, fractions.Fraction(1, RATE)
    return frame


@pytest.fixture(scope="module")
def far_speech() -> np.ndarray:
    return scenes.scale_to_db(scenes.speech(scenes.FAR_TEXT)[:7 * RATE], -20.0)


async def _echo_back_db(controller: LocalMediaController, room: Room, far: np.ndarray, levels: list[float]) -> float:
    """Play ``far`` as the remote audio while the call's microphone track runs; how far below the microphone
    the sent audio is over the last 4 s (the echo return loss enhancement, dB)."""
    _video, audio = controller.open("Ada")
    sent, heard = [], []
    controller.mic_level.connect(levels.append)
    for start in range(0, len(far) // STEP * STEP, STEP):
        controller.play_remote_audio(_remote_frame(far[start:start + STEP], start))
        out = await audio.recv()
        sent.append(out.to_ndarray().reshape(-1)[:STEP] / 32768.0)
        heard.append(room.heard(start, STEP))
    controller.mic_level.disconnect(levels.append)
    sent_all, heard_all = np.concatenate(sent), np.concatenate(heard)
    part = slice(len(sent_all) - 4 * RATE, len(sent_all))
    assert controller.processing is not None and controller.processing.unprocessed == 0
    return scenes.erle_db(heard_all, sent_all, part)


def test_switches_are_on_by_default_and_persist():
    assert Settings().echo_cancellation and Settings().noise_suppression and Settings().auto_gain
    settings = Settings(echo_cancellation=False, auto_gain=False)
    settings.save()
    loaded = Settings.load()
    assert (loaded.echo_cancellation, loaded.noise_suppression, loaded.auto_gain) == (False, True, False)
    Settings.path().write_text(json.dumps({"echo_cancellation": "no", "auto_gain": 0, "noise_suppression": None}),
                               encoding="utf-8")
    loaded = Settings.load()                 # only true booleans count; anything else keeps the default
    assert (loaded.echo_cancellation, loaded.noise_suppression, loaded.auto_gain) == (True, True, True)


def test_the_dialog_shows_and_saves_the_switches(qtbot):
    settings = Settings(noise_suppression=False)
    dialog = SettingsDialog(settings, preview=False)
    qtbot.addWidget(dialog)
    assert dialog.echo_check.isChecked() and not dialog.noise_check.isChecked() and dialog.gain_check.isChecked()
    assert all(box.isEnabled() for box in (dialog.echo_check, dialog.noise_check, dialog.gain_check))
    dialog.echo_check.setChecked(False)
    dialog.noise_check.setChecked(True)
    dialog.save_button.click()
    saved = Settings.load()
    assert (saved.echo_cancellation, saved.noise_suppression, saved.auto_gain) == (False, True, True)


async def test_echo_comes_back_when_echo_cancellation_is_switched_off(monkeypatch, far_speech):
    """With the switches on, the others do not hear themselves; off (a musician's setting), they do; the
    meter follows what is sent."""
    results = {}
    for echo_cancellation in (True, False):
        room = Room()
        monkeypatch.setattr(local_media.devices, "open_microphone", lambda _id, room=room: RoomMicrophone(room))
        controller = LocalMediaController(None, None, RoomSink(room))
        dialog_settings = Settings(echo_cancellation=echo_cancellation, noise_suppression=True, auto_gain=False)
        controller.apply_sound_settings(dialog_settings)
        levels: list[float] = []
        try:
            results[echo_cancellation] = (await _echo_back_db(controller, room, far_speech, levels), levels)
            # handed to the module: the sink's 40 ms queue less the wait for the worker, plus the capture side's
            # wait (the synthetic pts are no wall clock, so they add no age)
            assert 30 <= controller.processing.delay.ms <= 60
        finally:
            controller.close()
    (on_db, on_levels), (off_db, off_levels) = results[True], results[False]
    print(f"echo down {on_db:.1f} dB with echo cancellation, {off_db:.1f} dB without")
    assert on_db >= 25.0, f"echo cancellation on: the echo is only {on_db:.1f} dB down"
    assert off_db < 6.0, f"echo cancellation off: the echo is {off_db:.1f} dB down"
    late = lambda levels: max(levels[len(levels) // 2:])          # noqa: E731  (after convergence)
    assert late(off_levels) > late(on_levels) + 0.2


async def test_switching_while_in_a_call_takes_effect(monkeypatch, far_speech):
    room = Room()
    monkeypatch.setattr(local_media.devices, "open_microphone", lambda _id: RoomMicrophone(room))
    controller = LocalMediaController(None, None, RoomSink(room))
    try:
        _video, audio = controller.open("Ada")
        frame = _remote_frame(far_speech[:STEP], 0)
        controller.play_remote_audio(frame)
        assert (await audio.recv()).layout.name == "mono"          # processed (the processing's output)
        controller.set_sound_processing(ProcessingOptions(False, False, False))
        controller.play_remote_audio(frame)
        assert (await audio.recv()).layout.name == "stereo"        # all off: the microphone as captured
    finally:
        controller.close()
