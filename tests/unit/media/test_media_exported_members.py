"""The public names of the media packages, pinned (as httpx's tests/test_exported_members.py does): a name
added to or dropped from a package's surface is a decision, made here on purpose."""
import importlib
import types

import pytest

PUBLIC = {
    "meetdesk.media": [
        "Device", "DeviceUnavailable", "list_cameras", "list_microphones", "open_camera", "open_microphone",
        "ColorCardTrack", "TestCardRenderer", "TestCardTrack", "ToneTrack", "read_stamp",
    ],
    "meetdesk.rtc": [
        "create_peer_connection", "close_peer_connection", "Impairment",
        "JsonDataChannel",
        "VoiceActivity", "dbfs", "meter_fraction", "rms",
    ],
    "meetdesk.engine.media": ["CallLeg", "ForwardedTrack", "MediaSession", "PacketSource"],
}


@pytest.mark.parametrize("package", sorted(PUBLIC))
def test_exported_members(package):
    module = importlib.import_module(package)
    assert module.__all__ == PUBLIC[package]
    for name in module.__all__:  # a package may load its names on first use (PEP 562)
        getattr(module, name)
    # every public name the package holds besides its submodules is in __all__
    assert sorted(module.__all__) == sorted(name for name, value in vars(module).items()
                                            if not name.startswith("_") and not isinstance(value, types.ModuleType))
