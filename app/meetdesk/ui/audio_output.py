"""Where remote audio goes.

PySide6-Essentials ships no QtMultimedia, so playback goes through PyAV's ALSA output device (Linux) on a
small writer thread; when no device opens (no sound card, other OS) the level-only sink keeps the speaking
indicator working and plays nothing. MEETDESK_AUDIO_OUT names the ALSA device ("default" otherwise).
"""
from __future__ import annotations

import logging
import os
import queue
import sys
import threading
from typing import Any, Protocol

import av

from meetdesk.media import levels

log = logging.getLogger(__name__)
_SYSTEM_ALSA_CONF = "/usr/share/alsa/alsa.conf"


class AudioSink(Protocol):
    level: float

    def write(self, frame: Any) -> None: ...
    def close(self) -> None: ...


class LevelOnlySink:
    """Counts frames and keeps the last level (0..1); plays nothing."""

    available = False

    def __init__(self) -> None:
        self.frames = 0
        self.level = 0.0

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = levels.meter_fraction(levels.dbfs(frame))

    def close(self) -> None:
        pass


def _use_system_alsa_config() -> None:
    """PyAV's bundled alsa-lib looks for its config under a build path; point it at the system's."""
    if "ALSA_CONFIG_PATH" not in os.environ and os.path.exists(_SYSTEM_ALSA_CONF):
        os.environ["ALSA_CONFIG_PATH"] = _SYSTEM_ALSA_CONF


class AlsaSink:
    """Plays 48 kHz stereo s16 on an ALSA device; a bounded queue drops audio rather than delay it."""

    available = True

    def __init__(self, device: str = "default", rate: int = 48000, max_queued: int = 25) -> None:
        _use_system_alsa_config()
        self.device = device
        self.container = av.open(device, "w", format="alsa")
        self.stream = self.container.add_stream("pcm_s16le", rate=rate, layout="stereo")
        self.resampler = av.AudioResampler(format="s16", layout="stereo", rate=rate)
        try:
            self.container.start_encoding()   # opens the device now, so a missing one fails here
        except BaseException:
            self.container.close()
            raise
        self.frames = 0
        self.played = 0
        self.dropped = 0
        self.level = 0.0
        self.error: str | None = None
        self._queue: queue.Queue = queue.Queue(maxsize=max_queued)
        self._thread = threading.Thread(target=self._run, name="meetdesk-audio-out", daemon=True)
        self._thread.start()

    def write(self, frame: Any) -> None:
        self.frames += 1
        self.level = levels.meter_fraction(levels.dbfs(frame))
        try:
            self._queue.put_nowait(frame)
        except queue.Full:
            self.dropped += 1

    def _run(self) -> None:
        try:
            while True:
                frame = self._queue.get()
                if frame is None:
                    break
                for out in self.resampler.resample(frame):
                    out.pts = None
                    for packet in self.stream.encode(out):
                        self.container.mux(packet)
                self.played += 1
        except Exception as exc:  # device gone: keep the meeting, lose the sound
            self.error = str(exc)
            log.warning("audio output stopped: %s", exc)
        finally:
            try:
                self.container.close()
            except Exception:
                pass

    def close(self) -> None:
        try:
            self._queue.put(None, timeout=1.0)
        except queue.Full:
            pass
        self._thread.join(timeout=2.0)


def default_sink() -> AudioSink:
    """The ALSA device when one opens, otherwise the level-only sink."""
    if sys.platform.startswith("linux"):
        device = os.environ.get("MEETDESK_AUDIO_OUT", "default")
        try:
            return AlsaSink(device)
        except (OSError, av.FFmpegError, ValueError) as exc:
            log.info("no audio output (%s): %s", device, exc)
    return LevelOnlySink()
