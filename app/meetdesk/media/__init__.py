"""Local media, the client's side: capture devices, synthetic sources (test card, tone). What both the client
and the engine use for WebRTC (peer connections, the jitter buffer, the data channel, audio levels) is
meetdesk.rtc."""
from .devices import Device, DeviceUnavailable, list_cameras, list_microphones, open_camera, open_microphone
from .synthetic import ColorCardTrack, TestCardRenderer, TestCardTrack, ToneTrack, read_stamp

__all__ = [
    "Device", "DeviceUnavailable", "list_cameras", "list_microphones", "open_camera", "open_microphone",
    "ColorCardTrack", "TestCardRenderer", "TestCardTrack", "ToneTrack", "read_stamp",
]
