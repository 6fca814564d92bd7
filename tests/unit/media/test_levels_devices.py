import numpy as np
import av
import pytest

from meetdesk.media import devices
from meetdesk.media.synthetic import TestCardTrack, ToneTrack
from meetdesk.rtc.levels import VoiceActivity, dbfs, meter_fraction, rms


def test_levels_of_arrays_and_frames():
    t = np.arange(4800) / 48000
    sine = np.sin(2 * np.pi * 1000 * t)
    assert rms(sine) == pytest.approx(0.7071, abs=1e-3)
    assert dbfs(sine) == pytest.approx(-3.01, abs=0.05)
    s16 = (sine * 0.1 * 32767).astype(np.int16).reshape(1, -1)
    frame = av.AudioFrame.from_ndarray(s16, format="s16", layout="mono")
    assert dbfs(frame) == pytest.approx(-23.0, abs=0.1)
    assert dbfs(np.zeros(960, dtype=np.int16)) == -120.0
    assert meter_fraction(-60) == 0 and meter_fraction(0) == 1 and meter_fraction(-30) == pytest.approx(0.5)


def test_voice_activity_follows_tone_beeps():
    tone = ToneTrack(beep_ms=400, period_ms=1000)
    vad = VoiceActivity(hang_s=0.1)
    states = [vad.update(tone.render(i * 960), 0.02) for i in range(50)]  # one second
    assert states[0] and states[15]  # during the beep
    assert not states[40]  # 400 ms after the beep ended
    assert states.index(False) in range(24, 27)  # off 100 ms after 400 ms


def test_listing_includes_synthetic_sources_without_crashing():
    cams, mics = devices.list_cameras(), devices.list_microphones()
    assert cams[-1].id == devices.TEST_CARD_ID and cams[-1].name == "Test card" and cams[-1].synthetic
    assert mics[-1].id == devices.TONE_ID and mics[-1].name == "Tone"
    assert all(d.kind == "camera" for d in cams) and all(d.kind == "microphone" for d in mics)


def test_open_synthetic_and_unknown_devices():
    cam = devices.open_camera(devices.TEST_CARD_ID, 320, 240, 15, label="Me")
    mic = devices.open_microphone(None)
    assert isinstance(cam, TestCardTrack) and cam.kind == "video" and cam.renderer.width == 320
    assert isinstance(mic, ToneTrack) and mic.kind == "audio"
    with pytest.raises(devices.DeviceUnavailable):
        devices.open_camera("nonsense")
    with pytest.raises(devices.DeviceUnavailable):
        devices.open_camera("v4l2:/dev/video99")


def test_engine_voice_settings_go_on_after_five_loud_frames_and_off_after_forty_quiet_ones():
    """The engine's call legs use the same detector with their own settings (engine/media/legs.py)."""
    from meetdesk.engine.media.legs import voice_detector

    vad = voice_detector()
    loud, quiet = -20.0, -60.0
    assert [vad.update_level(loud) for _ in range(5)] == [False] * 4 + [True]
    assert [vad.update_level(quiet) for _ in range(40)] == [True] * 39 + [False]
    # A quiet frame restarts the count towards on; a loud one the count towards off.
    vad = voice_detector()
    for level in [loud] * 4 + [quiet] + [loud] * 4:
        assert vad.update_level(level) is False
    assert vad.update_level(loud) is True
    for level in [quiet] * 39 + [loud] + [quiet] * 39:
        assert vad.update_level(level) is True
    assert vad.update_level(quiet) is False
    # Silence in a frame of 20 ms, as the engine hears it (durations come from the frame).
    silent = av.AudioFrame.from_ndarray(np.zeros((1, 960), dtype=np.int16), format="s16", layout="mono")
    silent.sample_rate = 48000
    vad = voice_detector()
    vad.active = True
    assert [vad.update(silent) for _ in range(40)][-2:] == [True, False]
