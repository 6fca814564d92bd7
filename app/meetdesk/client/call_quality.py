"""How well a call's media gets through: packet loss, round trip and frame rate, from the peer connection's
statistics (aiortc's getStats(): inbound-rtp, outbound-rtp, remote-inbound-rtp) and the call's frame count,
rated good, fair or poor by ``rate`` (the one place the thresholds are).

    meter = QualityMeter()
    quality = await meter.sample(call)    # None on the first call: figures are over the time between samples
"""
from __future__ import annotations

import math
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

GOOD_LOSS = 2.0      # % lost: below this (and GOOD_RTT) the connection is good
GOOD_RTT = 150.0     # ms round trip
POOR_LOSS = 8.0      # % lost: above this (or POOR_RTT, or below POOR_FPS) it is poor
POOR_RTT = 400.0     # ms round trip
POOR_FPS = 10.0      # video frames a second received
POOR_BEHIND = 1.0    # s the picture is later than its quickest: poor (people answer what they have not seen yet)
BEHIND_WINDOW = 10.0  # s over which the quickest picture is taken


def rate(loss: float, rtt_ms: float | None, fps: float | None, behind_s: float | None = None) -> str:
    """``good``, ``fair`` or ``poor``.

    Good: less than 2 % of the packets lost and a round trip under 150 ms (speech and picture as if nothing were
    in between). Poor: more than 8 % lost, or a round trip over 400 ms (people talk over each other), or fewer than
    10 video frames a second (the picture stutters), or a picture more than a second behind (``PictureDelay``: a
    backlog anywhere between the network and the screen). Fair: anything in between. A figure not known yet (no
    round-trip report, no video expected) does not count against the connection."""
    if loss > POOR_LOSS or (rtt_ms is not None and rtt_ms > POOR_RTT) or (fps is not None and fps < POOR_FPS) \
            or (behind_s is not None and behind_s > POOR_BEHIND):
        return "poor"
    if loss < GOOD_LOSS and (rtt_ms is None or rtt_ms < GOOD_RTT):
        return "good"
    return "fair"


@dataclass(frozen=True)
class Quality:
    loss: float              # % of packets lost since the last sample, the worse of the two directions
    rtt_ms: float | None     # round trip to the meeting server (RTCP reports), None before the first one
    fps: float | None        # video frames a second received; None when no video is expected
    behind_s: float | None = None   # how far the picture is behind (PictureDelay); None before pictures came

    @property
    def level(self) -> str:
        return rate(self.loss, self.rtt_ms, self.fps, self.behind_s)

    def without_fps(self) -> Quality:
        """The same without the frame rate and the picture (a camera that is off sends none: that says nothing of
        the line)."""
        return Quality(self.loss, self.rtt_ms, None)


@dataclass(frozen=True)
class Counters:
    """The running totals one sample reads."""
    received: int = 0        # packets received (all inbound streams)
    lost: int = 0            # packets the inbound streams missed
    sent: int = 0            # packets sent (all outbound streams)
    remote_lost: int = 0     # of those, lost on the way as the server's receiver reports say
    rtt: float | None = None     # s, the latest round trip of any sender
    frames: int = 0          # video frames received


def counters_from_stats(report: Any, frames: int) -> Counters:
    """Totals from a getStats() report (a mapping of stats objects by id) and the call's video frame count."""
    received = lost = sent = remote_lost = 0
    rtts: list[float] = []
    for stats in report.values():
        kind = getattr(stats, "type", "")
        if kind == "inbound-rtp":
            received += stats.packetsReceived or 0
            lost += max(0, stats.packetsLost or 0)
        elif kind == "outbound-rtp":
            sent += stats.packetsSent or 0
        elif kind == "remote-inbound-rtp":
            remote_lost += max(0, stats.packetsLost or 0)
            rtt = getattr(stats, "roundTripTime", None)
            if isinstance(rtt, (int, float)) and math.isfinite(rtt) and rtt >= 0:
                rtts.append(float(rtt))
    return Counters(received, lost, sent, remote_lost, max(rtts) if rtts else None, frames)


class PictureDelay:
    """How far the pictures shown are behind: each frame's arrival at the view less its media time (its RTP
    timestamp, in seconds) is its transit; the least transit over the last BEHIND_WINDOW seconds is the path
    without any queueing, and how much later the newest frame came than that is how far the picture is behind (a
    backlog in the socket, the jitter buffer, the decoder or a busy app: what the picture's age shows and the
    packet figures do not). A media clock that jumps (a new stream) starts anew."""

    def __init__(self) -> None:
        self._least: deque[tuple[float, float]] = deque()   # (arrival, transit), transits increasing
        self._last_media: float | None = None
        self.behind: float | None = None

    def add(self, media_s: float, at: float) -> None:
        if self._last_media is not None and abs(media_s - self._last_media) > BEHIND_WINDOW:
            self._least.clear()
        self._last_media = media_s
        transit = at - media_s
        while self._least and self._least[-1][1] >= transit:
            self._least.pop()
        self._least.append((at, transit))
        while self._least[0][0] < at - BEHIND_WINDOW:
            self._least.popleft()
        self.behind = round(transit - self._least[0][1], 2)


class QualityMeter:
    """Figures over the time between two samples of one call."""

    def __init__(self) -> None:
        self._last: tuple[Counters, float] | None = None

    def update(self, now: Counters, at: float, behind_s: float | None = None) -> Quality | None:
        """The figures since the previous update (None for the first, or when no time passed); ``behind_s``: how
        far the picture is behind now (PictureDelay)."""
        last, self._last = self._last, (now, at)
        if last is None or at <= last[1]:
            return None
        before, seconds = last[0], at - last[1]
        loss_in = _share(now.lost - before.lost, now.received - before.received)
        sent = now.sent - before.sent
        loss_out = min(100.0, 100.0 * max(0, now.remote_lost - before.remote_lost) / sent) if sent > 0 else 0.0
        fps = max(0, now.frames - before.frames) / seconds
        return Quality(round(max(loss_in, loss_out), 1), None if now.rtt is None else round(now.rtt * 1000),
                       round(fps, 1), behind_s)

    async def sample(self, call: Any, behind_s: float | None = None) -> Quality | None:
        """Read the call's peer connection statistics now and rate the time since the last sample."""
        report = await call.pc.getStats()
        return self.update(counters_from_stats(report, call.frames_received.get("video", 0)), time.monotonic(),
                           behind_s)


def _share(lost: int, arrived: int) -> float:
    """Percent lost of the packets expected (arrived + lost); 0 when none were expected."""
    lost, arrived = max(0, lost), max(0, arrived)
    return 100.0 * lost / (lost + arrived) if lost + arrived else 0.0


__all__ = ["GOOD_LOSS", "GOOD_RTT", "POOR_BEHIND", "POOR_FPS", "POOR_LOSS", "POOR_RTT", "Counters", "PictureDelay",
           "Quality", "QualityMeter", "counters_from_stats", "rate"]
