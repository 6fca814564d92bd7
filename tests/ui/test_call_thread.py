"""The app's own call runs on a thread of its own (client/call_thread.py): the Qt thread gets finished frames
through a mailbox of one, so a busy window drops late pictures instead of queueing them, and the call keeps
reading the network meanwhile. Hosting on the real embedded engine with a `meetdesk join` guest in a process of its
own (one on the test's loop would stop sending while the Qt thread is held)."""
from __future__ import annotations

import asyncio
import sys
import threading
import time

from meetdesk.client.call_thread import AUDIO_BACKLOG

from ui_headless import running_desk


async def test_the_hosts_call_runs_off_the_qt_thread_and_a_busy_window_drops_late_frames(tmp_path, wait, monkeypatch):
    from meetdesk.ui.controllers import meeting as meeting_module

    monkeypatch.setattr(meeting_module, "OWN_CALL_THREAD", True)   # as in the app: whatever the default becomes
    async with running_desk(tmp_path / "data") as desk:
        desk.window.host_button.click()
        await wait(lambda: desk.meeting_window is not None, timeout=45, message="meeting window")
        controller, window = desk.meeting, desk.meeting_window
        await wait(lambda: controller.state == "connected", timeout=20, message="host call connected")
        call = controller.call
        assert call._thread.name == "meetdesk-call" and call._thread is not threading.current_thread()
        assert call.loop is not asyncio.get_running_loop()

        seen_on: set[int] = set()
        sink = controller.video_sink

        def note_thread(frame):
            seen_on.add(threading.get_ident())
            sink(frame)

        controller.video_sink = note_thread
        guest = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "meetdesk.cli", "join", controller.guest_link, "--name", "Grace Guest",
            "--seconds", "120", stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
        try:
            await wait(lambda: window.video.frames_painted >= 5 and window.self_view.frames_painted >= 5,
                       message="remote video and self-view painted")
            assert seen_on == {threading.get_ident()}     # frames reach the UI on the Qt thread only

            # a window that is busy for a while: the call reads on, the pictures that came meanwhile are
            # replaced in the mailbox, not queued for the window to work through afterwards
            # sound too: at most AUDIO_BACKLOG frames wait for the loop, the older ones are dropped
            played: list[float] = []
            play = call.on_audio_frame
            call.on_audio_frame = lambda frame: (played.append(time.monotonic()), play(frame))
            await wait(lambda: len(played) > 10, message="sound played")
            dropped, received = call.frames_dropped, call.frames_received["video"]
            sound_dropped = call.audio_dropped
            time.sleep(1.5)     # the Qt thread (and its loop) busy, as a slow paint would keep it
            busy_end = time.monotonic()
            assert call.frames_received["video"] > received + 1    # the call's thread went on receiving
            painted = window.video.frames_painted
            await wait(lambda: window.video.frames_painted > painted, message="painting again")
            assert call.frames_dropped > dropped
            await asyncio.sleep(0.5)
            assert call.audio_dropped > sound_dropped + 30     # some 75 frames came meanwhile, 10 were kept
            # what came meanwhile is not played in a rush afterwards: in the 0.1 s after, the 10 kept and the
            # few that arrive in 0.1 s (5), where an unbounded queue would play all 75 at once
            assert len([t for t in played if busy_end <= t < busy_end + 0.1]) <= AUDIO_BACKLOG + 5

            # the statistics (getStats on the call's loop), the camera switch and sepp events still work
            await wait(lambda: controller.quality.latest is not None, timeout=15, message="call quality")
            await call.set_video_muted(True)
            await call.set_video_muted(False)
            await wait(lambda: [r.person.name for r in window.people_panel.rows()] == ["Ada Host", "Grace Guest"],
                       message="participants listed from the call's memberlist")
        finally:
            if guest.returncode is None:
                guest.terminate()
            await asyncio.wait_for(guest.wait(), 30)
        thread = call._thread
        await controller.close()
        await wait(lambda: not thread.is_alive(), timeout=20, message="the call's thread ended")
