"""Local media: capture devices, synthetic sources (test card, tone), audio levels."""
from .devices import Device, DeviceUnavailable, list_cameras, list_microphones, open_camera, open_microphone
from .levels import VoiceActivity, dbfs, meter_fraction, rms
from .synthetic import TestCardRenderer, TestCardTrack, ToneTrack, read_stamp

__all__ = [
    "Device", "DeviceUnavailable", "list_cameras", "list_microphones", "open_camera", "open_microphone",
    "VoiceActivity", "dbfs", "meter_fraction", "rms",
    "TestCardRenderer", "TestCardTrack", "ToneTrack", "read_stamp",
]
