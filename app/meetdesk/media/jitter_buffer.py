"""A video jitter buffer that hands a frame to the decoder as soon as its last packet arrives.

aiortc's JitterBuffer knows a video frame is complete only when the first packet of the NEXT frame arrives
(a new RTP timestamp), so every receiving hop waits one frame interval: 33 ms at 30 fps on the client and
again in the engine. The RTP marker bit already says "last packet of this frame" (VP8 and H.264 set it),
so a frame whose packets are all present from the buffer's origin up to a marker packet is complete.

The buffer falls back to aiortc's rule (a timestamp change) when a sender does not set the marker bit.
``install()`` makes aiortc's receivers use it; it is pinned with aiortc (see pyproject.toml) and covered by
tests/media/test_jitter_buffer.py.
"""
from __future__ import annotations

from typing import Optional

import aiortc.rtcrtpreceiver
from aiortc.jitterbuffer import JitterBuffer, JitterFrame


class FrameCompletingJitterBuffer(JitterBuffer):
    """aiortc's JitterBuffer, completing video frames on the RTP marker bit."""

    def _remove_frame(self, sequence_number: int) -> Optional[JitterFrame]:
        if not self._is_video or self._prefetch:
            return super()._remove_frame(sequence_number)
        packets = []
        timestamp = None
        for count in range(self.capacity):
            packet = self._packets[(self._origin + count) % self._capacity]
            if packet is None:
                return None
            if timestamp is None:
                timestamp = packet.timestamp
            elif packet.timestamp != timestamp:
                # the sender set no marker on the previous frame: complete it as aiortc does
                break
            packets.append(packet)
            if packet.marker:
                count += 1
                break
        else:
            return None
        frame = JitterFrame(data=b"".join(p._data for p in packets), timestamp=timestamp)
        self.remove(count)
        return frame


def install() -> None:
    """Make every aiortc receiver created from now on use the frame-completing buffer (idempotent)."""
    aiortc.rtcrtpreceiver.JitterBuffer = FrameCompletingJitterBuffer
