"""Capture devices: list cameras and microphones, open them as aiortc tracks.

Device ids are ``"<format>:<name>"``: ``v4l2:/dev/video0``, ``alsa:default``, ``alsa:plughw:1,0``,
``avfoundation:0`` (camera or microphone index), ``dshow:Integrated Camera``, and the always-present
synthetic sources ``synthetic:testcard`` and ``synthetic:tone``. Two more synthetic ids open (never listed):
``synthetic:color:#RRGGBB``, a card of that colour, and ``synthetic:tone:HZ``, beeps at that frequency (20 to
20000 Hz): sources that tell apart at the receiving end which one is sent.
"""
from __future__ import annotations

import glob
import logging
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import av
import av.logging
from aiortc.mediastreams import MediaStreamTrack

from .synthetic import TestCardTrack, ToneTrack, parse_color

log = logging.getLogger(__name__)

TEST_CARD_ID = "synthetic:testcard"
TONE_ID = "synthetic:tone"
COLOR_CARD_PREFIX = "synthetic:color:"
TONE_PREFIX = "synthetic:tone:"


@dataclass(frozen=True)
class Device:
    id: str
    name: str
    kind: str  # "camera" | "microphone"
    synthetic: bool = False


class DeviceUnavailable(Exception):
    """The device id is unknown or the device could not be opened."""


def _has_format(*names: str) -> str | None:
    for name in names:
        if name in av.formats_available:
            return name
    return None


def _ffmpeg_device_list(fmt: str, url: str) -> list[str]:
    """Log lines ffmpeg prints for ``list_devices`` (avfoundation, dshow)."""
    with av.logging.Capture() as logs:
        try:
            av.open(url, format=fmt, options={"list_devices": "true"}).close()
        except Exception:  # listing always "fails" after printing
            pass
    return [str(entry[2]).strip() for entry in logs]


def _linux_cameras() -> list[Device]:
    fmt = _has_format("v4l2", "video4linux2")
    if fmt is None:
        return []
    devices = []
    for path in sorted(glob.glob("/dev/video*")):
        sys_name = Path("/sys/class/video4linux") / os.path.basename(path) / "name"
        try:
            name = sys_name.read_text().strip()
        except OSError:
            name = path
        devices.append(Device(f"v4l2:{path}", f"{name} ({path})", "camera"))
    return devices


def _linux_microphones() -> list[Device]:
    if _has_format("alsa") is None:
        return []
    devices = []
    try:
        lines = Path("/proc/asound/pcm").read_text().splitlines()
    except OSError:
        return []
    for line in lines:  # "00-00: ALC3246 Analog : ALC3246 Analog : playback 1 : capture 1"
        parts = [p.strip() for p in line.split(":")]
        if len(parts) < 3 or not any(p.startswith("capture") for p in parts):
            continue
        card, _, dev = parts[0].partition("-")
        devices.append(Device(f"alsa:plughw:{int(card)},{int(dev)}", parts[1], "microphone"))
    if devices:
        devices.insert(0, Device("alsa:default", "Default microphone", "microphone"))
    return devices


def _avfoundation_devices() -> list[Device]:
    devices, kind = [], None
    for line in _ffmpeg_device_list("avfoundation", ""):
        if "video devices" in line:
            kind = "camera"
        elif "audio devices" in line:
            kind = "microphone"
        elif kind and (m := re.search(r"\[(\d+)\]\s*(.+)$", line)):
            devices.append(Device(f"avfoundation:{m.group(1)}", m.group(2), kind))
    return devices


def _dshow_devices() -> list[Device]:
    devices = []
    for line in _ffmpeg_device_list("dshow", "dummy"):
        if m := re.search(r'"(.+)"\s*\((video|audio)\)', line):
            kind = "camera" if m.group(2) == "video" else "microphone"
            devices.append(Device(f"dshow:{m.group(1)}", m.group(1), kind))
    return devices


def _system_devices() -> list[Device]:
    try:
        if sys.platform == "darwin" and _has_format("avfoundation"):
            return _avfoundation_devices()
        if sys.platform == "win32" and _has_format("dshow"):
            return _dshow_devices()
        if sys.platform.startswith("linux"):
            return _linux_cameras() + _linux_microphones()
    except Exception:
        log.exception("listing capture devices failed")
    return []


def list_cameras() -> list[Device]:
    """Cameras of this machine, then the synthetic test card (always present)."""
    return [d for d in _system_devices() if d.kind == "camera"] + [
        Device(TEST_CARD_ID, "Test card", "camera", synthetic=True)]


def list_microphones() -> list[Device]:
    """Microphones of this machine, then the synthetic tone (always present)."""
    return [d for d in _system_devices() if d.kind == "microphone"] + [
        Device(TONE_ID, "Tone", "microphone", synthetic=True)]


def _player(fmt: str, name: str, kind: str, options: dict[str, str]):
    from aiortc.contrib.media import MediaPlayer

    if fmt == "avfoundation":
        url = f"{name}:none" if kind == "camera" else f"none:{name}"
    elif fmt == "dshow":
        url = f"video={name}" if kind == "camera" else f"audio={name}"
    else:
        url = name
    try:
        return MediaPlayer(url, format=fmt, options=options)
    except Exception as exc:
        raise DeviceUnavailable(f"cannot open {kind} {fmt}:{name}: {exc}") from exc


def open_camera(device_id: str | None = None, width: int = 640, height: int = 480, fps: int = 30,
                label: str = "MeetDesk") -> MediaStreamTrack:
    """A video track from a camera id of :func:`list_cameras` (None = the test card)."""
    if device_id is None or device_id == TEST_CARD_ID:
        return TestCardTrack(width, height, fps, label)
    if device_id.startswith(COLOR_CARD_PREFIX):
        try:
            return TestCardTrack(width, height, fps, label, color=parse_color(device_id[len(COLOR_CARD_PREFIX):]))
        except ValueError as exc:
            raise DeviceUnavailable(f"unknown camera {device_id!r}: {exc}") from exc
    fmt, sep, name = device_id.partition(":")
    if not sep or fmt not in ("v4l2", "video4linux2", "avfoundation", "dshow"):
        raise DeviceUnavailable(f"unknown camera {device_id!r}")
    player = _player(fmt, name, "camera", {"framerate": str(fps), "video_size": f"{width}x{height}"})
    if player.video is None:
        raise DeviceUnavailable(f"{device_id!r} has no video")
    return player.video


def open_microphone(device_id: str | None = None) -> MediaStreamTrack:
    """An audio track from a microphone id of :func:`list_microphones` (None = the tone)."""
    if device_id is None or device_id == TONE_ID:
        return ToneTrack()
    if device_id.startswith(TONE_PREFIX):
        text = device_id[len(TONE_PREFIX):]
        if not text.isascii() or not text.isdigit() or not 20 <= int(text) <= 20000:
            raise DeviceUnavailable(f"unknown microphone {device_id!r}: a tone is 20 to 20000 Hz")
        return ToneTrack(freq=int(text))
    fmt, sep, name = device_id.partition(":")
    if not sep or fmt not in ("alsa", "pulse", "avfoundation", "dshow"):
        raise DeviceUnavailable(f"unknown microphone {device_id!r}")
    player = _player(fmt, name, "microphone", {})
    if player.audio is None:
        raise DeviceUnavailable(f"{device_id!r} has no audio")
    return player.audio
