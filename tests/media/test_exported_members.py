"""The public names of the media packages (and the task helper), pinned (as httpx's tests/test_exported_members.py does): a name
added to or dropped from a package's surface is a decision, made here on purpose."""
import importlib

import pytest

PUBLIC = {
    "meetdesk.media": [
        "Device", "DeviceUnavailable", "list_cameras", "list_microphones", "open_camera", "open_microphone",
        "VoiceActivity", "dbfs", "meter_fraction", "rms",
        "JsonDataChannel",
        "TestCardRenderer", "TestCardTrack", "ToneTrack", "read_stamp",
    ],
    "meetdesk.engine.media": ["CallLeg", "MediaSession", "RoutedTrack", "SourceFanout"],
    "meetdesk.tasks": ["TaskSet"],
}


@pytest.mark.parametrize("package", sorted(PUBLIC))
def test_exported_members(package):
    module = importlib.import_module(package)
    assert module.__all__ == PUBLIC[package]
    for name in module.__all__:
        assert getattr(module, name) is not None, name
        assert not name.startswith("_")
