"""Two participants exchange audio and video through the engine."""
from __future__ import annotations

import numpy as np

from meetdesk.media.synthetic import read_stamp

from waiting import until


async def _stamps(session, count: int = 3) -> list[int]:
    """Counters read from ``count`` decoded remote test-card frames."""
    found: list[int] = []
    async for frame in session.video_frames():
        stamp = read_stamp(frame)
        if stamp is not None:
            found.append(stamp[0])
            if len(found) >= count:
                return found
    return found


async def test_two_clients_exchange_audio_and_video(calls, engine):
    a = await calls.call(await calls.join("Ada"))
    b = await calls.call(await calls.join("Bob"))
    assert a.sfu_mode and b.sfu_mode  # ptp answer carries a=sfu-mode:on
    await until(lambda: min(a.frames_received["video"], b.frames_received["video"]) > 10, 8.0, "video both ways")
    # The frames are the other side's test card: their stamp counters advance.
    for session in (a, b):
        stamps = await _stamps(session)
        assert len(stamps) == 3 and stamps == sorted(stamps) and stamps[-1] > stamps[0]
    # Audio is the other side's tone: some frames are loud.
    levels = []
    async for frame in b.audio_frames():
        levels.append(float(np.abs(frame.to_ndarray()).max()))
        if len(levels) >= 60:
            break
    assert max(levels) > 1000
    meeting = engine.meetings.by_room("room1")
    assert all(p.in_call for p in meeting.participants.values())
    # The engine pings on the data channel "data"; the clients answer with pongs.
    legs = [meeting.media.leg(s.client_id) for s in (a, b)]
    await until(lambda: all(leg.last_pong is not None for leg in legs), 8.0, "pongs")


# Three or more participants receive the composed picture: test_mcu.py.
