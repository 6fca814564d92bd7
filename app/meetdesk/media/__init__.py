"""Local media, shared by the client and the engine: capture devices, synthetic sources (test card, tone),
audio levels and voice activity, the call's JSON data channel."""
from .data_channel import JsonDataChannel
from .devices import Device, DeviceUnavailable, list_cameras, list_microphones, open_camera, open_microphone
from .levels import VoiceActivity, dbfs, meter_fraction, rms
from .synthetic import ColorCardTrack, TestCardRenderer, TestCardTrack, ToneTrack, read_stamp

__all__ = [
    "Device", "DeviceUnavailable", "list_cameras", "list_microphones", "open_camera", "open_microphone",
    "VoiceActivity", "dbfs", "meter_fraction", "rms",
    "JsonDataChannel",
    "ColorCardTrack", "TestCardRenderer", "TestCardTrack", "ToneTrack", "read_stamp",
]
