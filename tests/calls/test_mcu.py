"""The composing unit: a third participant switches the meeting to one composed picture for everyone."""
from __future__ import annotations

from call_helpers import next_event, wait_for


async def test_third_participant_switches_to_the_composed_picture(calls, engine):
    a = await calls.call(await calls.join("Ada"))
    b = await calls.call(await calls.join("Bob"))
    assert a.sfu_mode and b.sfu_mode
    await wait_for(lambda: a.frames_received["video"] > 5, what="peer video")
    c = await calls.call(await calls.join("Cy"))
    assert not c.sfu_mode
    # The first two are renegotiated by a server offer (sdp_update) that drops a=sfu-mode:on.
    await wait_for(lambda: not a.sfu_mode and not b.sfu_mode, what="renegotiated to MCU mode")
    sizes = set()
    for session in (a, b, c):
        async for frame in session.video_frames():
            if frame.width == 1280:
                sizes.add((frame.width, frame.height))
                break
    assert sizes == {(1280, 960)}
    meeting = engine.meetings.by_room("room1")
    mcu = meeting.media.mcu
    assert mcu is not None and mcu.frames_encoded > 0
