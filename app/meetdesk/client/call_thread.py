"""A call on a thread of its own: the CallSession (its sepp socket, the peer connection's sockets, the jitter
buffer, the decoders' hand-off) runs on an asyncio loop in a ``meetdesk-call`` thread, so a busy UI thread never
delays reading the network (docs/architecture.md "Processes and threads").

    call = ThreadedCall(meeting, "Ada", video, audio, on_video_frame=view.offer_frame, ...)
    events = call.events()          # an iterator on the caller's loop
    await call.start()              # awaited on the caller's loop, run on the call's
    ...
    await call.hangup()

Everything the caller gets comes back to the caller's loop (the one ``ThreadedCall`` was made on, the Qt
thread's under qasync): the events, the video frames and the audio frames. Video goes through a mailbox of one:
a frame that arrives while the last one was not yet taken replaces it (``frames_dropped``), so a late UI thread
sees the newest picture, never a queue of old ones. Audio frames are handed on in order, in one batch per turn
of the caller's loop, at most AUDIO_BACKLOG of them (older ones are dropped: ``audio_dropped``). ``refresh_options`` (a
REST call of the caller) runs on the caller's loop; ``pc.getStats()`` and the call's methods run on the call's.
The call's attributes (state, sfu_mode, sources, client_id, ...) are read across threads as they are.
"""
from __future__ import annotations

import asyncio
import collections
import logging
import sys
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from typing import Any

from .call import CallSession, FrameCallback
from .sepp import SignalingOptions

log = logging.getLogger(__name__)

STOP_GRACE_S = 5.0   # the call's loop runs this long after the call ended (closing its connection), then stops
# The interpreter's GIL switch interval while a call has its own thread. Each side gives up the lock hundreds of
# times a second (every socket wait, every decode) and waits to get it back while the other runs Python: at the
# default 5 ms the Qt thread's loop, beside busy call threads, took tens of seconds to open a connection
# (tests/ui/test_hands_and_quality.py: three meeting windows, a late joiner's websocket timed out). 1 ms bounds
# each wait, as the MCU's workers do (engine/media/mcu.py).
SWITCH_INTERVAL = 0.001
# Audio frames (20 ms each) waiting for the caller's loop, at most: they are handed over in one batch per turn of
# that loop, and when it falls further behind the oldest are dropped (a gap in the sound) rather than queued. One
# callback per frame without a bound let three calls' sound pile up on a busy Qt thread until its loop ran seconds
# late and its new connections timed out (tests/ui/test_hands_and_quality.py).
AUDIO_BACKLOG = 10


class _PeerConnectionDoor:
    """``call.pc`` as the caller's loop may use it: getStats() runs on the call's loop."""

    def __init__(self, owner: "ThreadedCall") -> None:
        self._owner = owner

    async def getStats(self):   # noqa: N802 - aiortc's name
        return await self._owner._on_call_loop(self._owner.session.pc.getStats())

    def __getattr__(self, name: str) -> Any:
        # plain reads (descriptions, transceivers) as they are; nothing of it is to be awaited on the caller's loop
        return getattr(self._owner.session.pc, name)


class ThreadedCall:
    """A :class:`CallSession` on its own thread's loop, with the caller's surface on the caller's loop."""

    def __init__(self, meeting: Any, user_name: str | None = None, video_track: Any = None, audio_track: Any = None,
                 *, refresh_options: Callable[[], Awaitable[SignalingOptions]] | None = None,
                 on_video_frame: FrameCallback | None = None, on_audio_frame: FrameCallback | None = None,
                 **options: Any) -> None:
        self.caller_loop = asyncio.get_running_loop()
        self.on_video_frame = on_video_frame
        self.on_audio_frame = on_audio_frame
        self.frames_dropped = 0          # video frames replaced in the mailbox before the caller took them
        self._mailbox: Any = None
        self._sound: collections.deque = collections.deque()   # audio frames the caller has not taken yet
        self.audio_dropped = 0           # audio frames dropped because the caller was over AUDIO_BACKLOG behind
        self._mailbox_lock = threading.Lock()
        self._closed = False
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))   # process-wide, never raised again
        ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, args=(ready,), name="meetdesk-call", daemon=True)
        self._thread.start()
        ready.wait()
        refresh = None
        if refresh_options is not None:
            def refresh() -> Awaitable[SignalingOptions]:   # on the call's loop: the caller's REST on its own
                return asyncio.wrap_future(asyncio.run_coroutine_threadsafe(refresh_options(), self.caller_loop))

        async def make() -> CallSession:
            return CallSession(meeting, user_name, video_track, audio_track, refresh_options=refresh,
                               on_video_frame=self._video_arrived if on_video_frame is not None else None,
                               on_audio_frame=self._audio_arrived if on_audio_frame is not None else None,
                               **options)

        # made on its loop (aiortc's objects belong to the loop they are used on); a few ms, the thread is idle
        self.session: CallSession = asyncio.run_coroutine_threadsafe(make(), self.loop).result()
        self.pc = _PeerConnectionDoor(self)
        asyncio.run_coroutine_threadsafe(self._stop_after_end(), self.loop)

    # -- the thread -------------------------------------------------------------------------------------

    def _run(self, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.loop = loop
        ready.set()
        try:
            loop.run_forever()
        finally:
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            except Exception:
                pass
            loop.close()

    async def _stop_after_end(self) -> None:
        await self.session.wait_ended()
        await asyncio.sleep(STOP_GRACE_S)
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._closed = True
        asyncio.get_running_loop().stop()

    async def run(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Await ``coro`` on the call's loop (tests reaching into the connection)."""
        return await self._on_call_loop(coro)

    async def _on_call_loop(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Run ``coro`` on the call's loop, awaited on the caller's (cancelling it cancels it there)."""
        if self._closed or self.loop is None or self.loop.is_closed():
            coro.close()
            raise RuntimeError("the call's loop has stopped")
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    # -- frames: from the call's loop to the caller's ------------------------------------------------------

    def _video_arrived(self, frame: Any) -> None:
        with self._mailbox_lock:
            pending = self._mailbox is not None
            if pending:
                self.frames_dropped += 1
            self._mailbox = frame
        if not pending:
            self._post(self._take_video)

    def _take_video(self) -> None:
        with self._mailbox_lock:
            frame, self._mailbox = self._mailbox, None
        if frame is not None and self.on_video_frame is not None:
            try:
                self.on_video_frame(frame)
            except Exception:
                log.exception("video frame callback failed")

    def _audio_arrived(self, frame: Any) -> None:
        with self._mailbox_lock:
            pending = bool(self._sound)
            self._sound.append(frame)
            if len(self._sound) > AUDIO_BACKLOG:   # the caller's loop is that far behind: the oldest goes
                self._sound.popleft()
                self.audio_dropped += 1
        if not pending:
            self._post(self._take_audio)

    def _take_audio(self) -> None:
        with self._mailbox_lock:
            frames = list(self._sound)
            self._sound.clear()
        if self.on_audio_frame is None:
            return
        for frame in frames:
            try:
                self.on_audio_frame(frame)
            except Exception:
                log.exception("audio frame callback failed")

    def _post(self, callback: Callable[..., None], *args: Any) -> None:
        try:
            self.caller_loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:    # the caller's loop is closed (the app quitting)
            pass

    # -- the caller's surface -------------------------------------------------------------------------------

    def events(self, replay: bool = True) -> AsyncIterator[dict[str, Any]]:
        """The call's events on the caller's loop (see CallSession.events); subscribed now."""
        async def subscribe() -> AsyncIterator[dict[str, Any]]:    # on the call's loop, which publishes
            return self.session.events(replay)

        source = asyncio.run_coroutine_threadsafe(subscribe(), self.loop).result()
        queue: asyncio.Queue = asyncio.Queue()

        async def pump() -> None:
            try:
                async for event in source:
                    self._post(queue.put_nowait, event)
            finally:
                self._post(queue.put_nowait, None)

        asyncio.run_coroutine_threadsafe(pump(), self.loop)

        async def iterate() -> AsyncIterator[dict[str, Any]]:
            while True:
                event = await queue.get()
                if event is None:
                    return
                yield event

        return iterate()

    async def start(self, timeout: float = 20.0) -> None:
        await self._on_call_loop(self.session.start(timeout))

    async def hangup(self) -> None:
        if self.session.ended:
            return
        await self._on_call_loop(self.session.hangup())

    async def set_video_muted(self, muted: bool) -> None:
        await self._on_call_loop(self.session.set_video_muted(muted))

    def drop_signaling(self) -> None:
        """Cut the signaling socket as a network failure would (tests), on the call's loop."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.session.drop_signaling)

    async def wait_ended(self, timeout: float | None = None) -> int | None:
        return await self._on_call_loop(self.session.wait_ended(timeout))

    def __getattr__(self, name: str) -> Any:
        # state, sfu_mode, term_code, media_lost, client_id, sources, resumes, frames_received, ...: read as they are
        if name == "session":
            raise AttributeError(name)
        return getattr(self.session, name)


__all__ = ["ThreadedCall"]
