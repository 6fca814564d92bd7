"""Remote audio playback through PyAV's ALSA output (the ALSA "null" device: the real write path, no card)."""
from __future__ import annotations


import pytest

from meetdesk.media.synthetic import ToneTrack
from meetdesk.ui.audio_output import AlsaSink, LevelOnlySink

from ui_headless import HeadlessParticipant, running_desk


def _null_sink() -> AlsaSink:
    try:
        return AlsaSink("null")
    except OSError as exc:
        pytest.skip(f"ALSA null device unavailable: {exc}")


async def test_alsa_sink_plays_tone_frames(wait):
    sink = _null_sink()
    tone = ToneTrack()
    try:
        seen = []
        for _ in range(30):
            sink.write(await tone.recv())
            seen.append(sink.level)
        await wait(lambda: sink.played + sink.dropped == 30, message="frames written to the device")
        assert sink.played > 0 and sink.error is None and max(seen) > 0.3
    finally:
        tone.stop()
        sink.close()


def test_missing_device_falls_back_to_level_only(monkeypatch):
    from meetdesk.ui import audio_output
    monkeypatch.setenv("MEETDESK_AUDIO_OUT", "no-such-device-here")
    assert isinstance(audio_output.default_sink(), LevelOnlySink)


async def test_meeting_plays_the_guests_audio(tmp_path, wait, monkeypatch):
    _null_sink().close()
    monkeypatch.setenv("MEETDESK_AUDIO_OUT", "null")
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting is not None and desk.meeting.state == "connected", timeout=20,
                   message="hosting")
        controller = desk.meeting
        assert isinstance(controller.audio_sink, AlsaSink)
        guest = await HeadlessParticipant.join(controller.guest_link, "Grace")
        try:
            await wait(lambda: controller.audio_sink.played >= 25, timeout=20, message="remote audio played")
            assert controller.audio_sink.error is None
        finally:
            await guest.close()
