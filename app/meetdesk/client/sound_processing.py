"""The microphone's processing as the UI needs it (echo cancellation, noise suppression, automatic gain): the
code lives in ``meetdesk.media.audio_processing``; the UI reaches it only here, as it reaches devices through
``client.devices``."""
from __future__ import annotations

from meetdesk.media.audio_processing import CaptureProcessing, ProcessingOptions, unavailable

__all__ = ["CaptureProcessing", "ProcessingOptions", "unavailable"]
