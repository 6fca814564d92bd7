"""The local devices as the UI needs them: list cameras, microphones and what can be shared (screens, windows,
the synthetic screen), open them as tracks, wrap them for the call (LocalVideo, LocalAudio), and the level of an
audio frame for a meter. The capture code itself lives in ``meetdesk.media``; the UI reaches it only here.
"""
from __future__ import annotations

from typing import Any

from meetdesk.media.devices import (TEST_CARD_ID, TONE_ID, Device, DeviceUnavailable, list_cameras,
                                    list_microphones, open_camera, open_microphone)
from meetdesk.media.local_tracks import LocalAudio, LocalVideo
from meetdesk.media.screen import (SYNTHETIC_SCREEN_ID, ShareSource, ShareUnavailable, list_share_sources,
                                   open_share)
from meetdesk.media.screen import thumbnail as share_thumbnail
from meetdesk.rtc.levels import dbfs, meter_fraction

__all__ = [
    "SYNTHETIC_SCREEN_ID", "TEST_CARD_ID", "TONE_ID", "Device", "DeviceUnavailable", "LocalAudio", "LocalVideo",
    "ShareSource",
    "ShareUnavailable", "list_cameras", "list_microphones", "list_share_sources", "meter_level", "open_camera",
    "open_microphone", "open_share", "share_thumbnail",
]


def meter_level(frame: Any) -> float:
    """How full a level meter is for this audio frame (or sample array): 0..1, -60 dBFS and below is 0."""
    return meter_fraction(dbfs(frame))
