"""A participant of her own process who sends a flashing card and its beeps (av_sync's FlashCardTrack and
BeepTrack), as one on another computer: test_recordings' recording under load. The test's process holds the
engine, whose loop it blocks and which the busy processes load; a sender on that loop is blocked and starved
with it, and sound and picture that leave it late each by their own lag are not what a participant's devices
capture (see the test).

    python flash_sender.py REPLY ORIGIN PERIOD LENGTH

REPLY: the meeting object of her ``POST /rooms`` (JSON); ORIGIN, PERIOD, LENGTH: the test's FlashSchedule (the
test reads the recording with it). Prints ``joined`` once the call is up, ``sfu_mode True|False`` at every
change of the call's mode and ``sound restarted TIME`` (time.time()) whenever her microphone fell over a second
behind and its clock went on from there (this process starved: BeepTrack's pacer); hangs up and ends when its
stdin closes."""
from __future__ import annotations

import asyncio
import json
import sys
import time

from meetdesk.client.call import CallSession
from meetdesk.engine.media import aiortc_hooks
from meetdesk.media.av_sync import BeepTrack, FlashCardTrack, FlashSchedule


def tracks(schedule: FlashSchedule) -> tuple[FlashCardTrack, BeepTrack]:
    return FlashCardTrack(schedule, 320, 240, fps=15), BeepTrack(schedule)


def leave_pictures_undecoded(session: CallSession) -> None:
    """The pictures ``session`` receives are taken whole and never decoded: the loaded machine is spared that.
    Call it before the session starts."""

    def tap(track) -> None:
        if track.kind == "video":
            receiver = aiortc_hooks.receiver_of(session.pc, track)
            aiortc_hooks.tap_receiver(receiver, lambda codec, frame: None, lambda packet: None)

    session.pc.on("track", tap)


async def main(reply: dict, schedule: FlashSchedule) -> None:
    video, audio = tracks(schedule)
    session = CallSession(reply, reply["user"]["name"], video, audio, ice_loopback=True)
    leave_pictures_undecoded(session)
    await session.start()
    print("joined", flush=True)
    loop = asyncio.get_running_loop()
    closed = loop.run_in_executor(None, sys.stdin.buffer.read)  # until the test closes it (or ends)
    shown, started = None, None
    try:
        while not closed.done() and session.state != "ended":
            if session.sfu_mode != shown:
                shown = session.sfu_mode
                print(f"sfu_mode {shown}", flush=True)
            if started is None:
                started = audio._start
            elif audio._start != started:  # her microphone fell a second behind: its clock goes on from there
                started = audio._start
                print(f"sound restarted {time.time()!r}", flush=True)
            await asyncio.sleep(0.02)
    finally:
        await session.hangup()


if __name__ == "__main__":
    reply_json, origin, period, length = sys.argv[1:5]
    asyncio.run(main(json.loads(reply_json), FlashSchedule(float(period), float(length), origin=float(origin))))
